// A game file changed on disk by someone else while it is open here — a
// copy renamed into its place (a synced folder), or its bytes written over
// in place — is noticed (the status bar says so), and no save overwrites it:
// the save asks, and the moderator reloads it or saves the work as a new
// file. The window's own writes (saves, mail
// kept in the Turn Inbox) are never taken for such a change.
#include "TestSupport.h"
#include "UiTestMain.h"
#include "UiTestSupport.h"

#include "document/GameDocument.h"
#include "document/GameFile.h"
#include "document/GameFileActions.h"
#include "mail/Inbox.h"
#include "turn/TurnInbox.h"
#include "window/MainWindow.h"

#include <QSignalSpy>
#include <QStatusBar>
#include <QStandardPaths>
#include <QTemporaryDir>

#include <cstdio>

using namespace adj;
using namespace adj::ui;
using namespace adj::test;

namespace {

// Another game file of the same game, its name changed, as someone else would have saved it.
QByteArray otherFile(const QString &dir, const QString &name)
{
    Game other = readGame(SamplePath);
    other.name = name;
    const QString path = QDir(dir).filePath(QStringLiteral("other-%1.adjutant").arg(name.size()));
    QString error;
    if (!GameStore::create(path, other, &error))
        qFatal("%s", qPrintable(error));
    return fileBytes(path);
}

} // namespace

class TestChangedOnDisk : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(m_dir.isValid());
    }
    void init()
    {
        m_file = m_dir.filePath(QStringLiteral("game%1.adjutant").arg(++m_count));
        QString error;
        QVERIFY2(GameStore::create(m_file, readGame(SamplePath), &error), qPrintable(error));
    }
    void ownWritesAreNotAChange();
    void aCopyRenamedIntoPlaceIsNoticedAndReloaded();
    void bytesWrittenInPlaceAreNeverOverwritten();

private:
    QTemporaryDir m_dir;
    QString m_file;
    int m_count = 0;
};

void TestChangedOnDisk::ownWritesAreNotAChange()
{
    MainWindow window;
    QVERIFY(window.openFile(m_file));
    GameFile *file = window.fileActions()->file();
    QSignalSpy noticed(file, &GameFile::changedOnDisk);
    QCOMPARE(window.document()->editArea(QStringLiteral("YRK"), QStringLiteral("armies"), 4), QString());
    QVERIFY(window.fileActions()->save());
    Problems problems;
    QCOMPARE(file->addToInbox(1, inboxRecords(readMail(mailCorpus(), problems), 1), nullptr), QString());
    QTest::qWait(300);  // the watcher's notices of those writes
    QVERIFY(!file->isChangedOnDisk());
    QCOMPARE(noticed.count(), 0);
    QCOMPARE(window.document()->editArea(QStringLiteral("YRK"), QStringLiteral("armies"), 5), QString());
    QVERIFY(window.fileActions()->save());
    QCOMPARE(noticed.count(), 0);
}

void TestChangedOnDisk::aCopyRenamedIntoPlaceIsNoticedAndReloaded()
{
    MainWindow window;
    QVERIFY(window.openFile(m_file));
    GameFile *file = window.fileActions()->file();
    QCOMPARE(window.document()->editArea(QStringLiteral("YRK"), QStringLiteral("armies"), 4), QString());

    // A synced folder puts the other moderator's file in its place.
    const QByteArray theirs = otherFile(m_dir.path(), QStringLiteral("Saved elsewhere"));
    const QString incoming = m_file + QStringLiteral(".sync");
    QVERIFY(writeBytes(incoming, theirs));
    QSignalSpy noticed(file, &GameFile::changedOnDisk);
    QVERIFY(std::rename(QFile::encodeName(incoming).constData(), QFile::encodeName(m_file).constData()) == 0);
    QTRY_COMPARE(noticed.count(), 1);  // noticed while the window works on
    QVERIFY2(window.statusBar()->currentMessage().contains(QStringLiteral("changed on disk")),
             qPrintable(window.statusBar()->currentMessage()));
    // Save asks; reloaded.
    const auto answered = answerNextMessageBox(QStringLiteral("Reload"));
    QVERIFY(!window.fileActions()->save());
    QVERIFY(answered->asked);
    QCOMPARE(answered->objectName, QStringLiteral("changedOnDisk"));
    // Reloaded: the game as it is on disk, nothing unsaved, the file as they left it.
    QCOMPARE(window.document()->game().name, QStringLiteral("Saved elsewhere"));
    QVERIFY(!window.document()->isModified());
    QVERIFY(!file->isChangedOnDisk());
    QVERIFY(!file->isReadOnly());
    // And from now on it is this window's to write again.
    QCOMPARE(window.document()->editArea(QStringLiteral("YRK"), QStringLiteral("armies"), 6), QString());
    QVERIFY(window.fileActions()->save());
    std::unique_ptr<GameStore> store = GameStore::open(m_file, nullptr, GameStore::Mode::ReadOnly);
    QVERIFY(store);
    QCOMPARE(store->current().name, QStringLiteral("Saved elsewhere"));
}

void TestChangedOnDisk::bytesWrittenInPlaceAreNeverOverwritten()
{
    MainWindow window;
    QVERIFY(window.openFile(m_file));
    GameFile *file = window.fileActions()->file();
    QCOMPARE(window.document()->editArea(QStringLiteral("YRK"), QStringLiteral("armies"), 4), QString());
    QSignalSpy noticed(file, &GameFile::changedOnDisk);

    // Another program writes the file over in place: the same file, other bytes.
    const QByteArray theirs = otherFile(m_dir.path(), QStringLiteral("Written over"));
    QVERIFY(writeBytes(m_file, theirs));
    QVERIFY(file->isChangedOnDisk());
    QTRY_COMPARE(noticed.count(), 1);
    // Save: asked; kept working (Cancel): nothing written, the work still unsaved here.
    auto answered = answerNextMessageBox(QString(), QMessageBox::Cancel);
    QVERIFY(!window.fileActions()->save());
    QVERIFY(answered->asked);
    QCOMPARE(answered->objectName, QStringLiteral("changedOnDisk"));
    QCOMPARE(fileBytes(m_file), theirs);
    QVERIFY(window.document()->isModified());
    // The store refuses it too, whoever asks, and asked again; a write of
    // the window's own meanwhile (a report recorded as sent) does not make
    // their change its own.
    QVERIFY(file->save().contains(QStringLiteral("changed on disk")));
    SentMail sent;
    sent.turn = 1;
    sent.recipient = QStringLiteral("ann@example.org");
    sent.sent = QDateTime::currentDateTimeUtc();
    file->recordSent(sent);
    QVERIFY(file->isChangedOnDisk());
    QVERIFY(file->save().contains(QStringLiteral("changed on disk")));
    QVERIFY(window.document()->isModified());
}

int main(int argc, char **argv)
{
    return runUiTest<TestChangedOnDisk>(argc, argv, "tst_changedondisk", Keyring::None);
}
#include "tst_changedondisk.moc"
