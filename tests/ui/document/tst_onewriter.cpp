// One writer per game file: a window that opens a game file holds its lock;
// a second window is told who holds it and may open it read-only; the
// command line's accept refuses to write it meanwhile; closing the first
// window lets the lock go.
#include "TestSupport.h"
#include "UiTestSupport.h"

#include "document/GameFile.h"
#include "document/GameFileActions.h"
#include "store/GameStore.h"
#include "store/WriterLock.h"
#include "window/MainWindow.h"

#include <QFileInfo>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace adj;
using namespace adj::ui;
using namespace adj::test;

class TestOneWriter : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(m_dir.isValid());
    }
    void aSecondWindowOpensReadOnly();
    void aClosedWindowLetsGo();

private:
    QTemporaryDir m_dir;
};

void TestOneWriter::aSecondWindowOpensReadOnly()
{
    const QString file = m_dir.filePath(QStringLiteral("shared.adjutant"));
    QString error;
    QVERIFY2(GameStore::create(file, readGame(SamplePath), &error), qPrintable(error));
    const QByteArray before = fileBytes(file);
    {
        MainWindow first;
        QVERIFY(first.openFile(file));
        QVERIFY(!first.fileActions()->file()->isReadOnly());
        QVERIFY(QFileInfo::exists(WriterLock::lockPath(file)));

        // A second window: asked, and opened read-only.
        MainWindow second;
        const auto answered = answerNextMessageBox(QStringLiteral("Read-Only"));
        QVERIFY(second.openFile(file));
        QVERIFY(answered->asked);
        QCOMPARE(answered->objectName, QStringLiteral("fileInUse"));
        QVERIFY2(answered->text.contains(QStringLiteral("(process %1)").arg(QCoreApplication::applicationPid())),
                 qPrintable(answered->text));
        QVERIFY(second.fileActions()->file()->isReadOnly());
        QVERIFY(second.fileActions()->file()->readOnlyReason().startsWith(QStringLiteral("in use by ")));
        QVERIFY(!second.fileActions()->saveAction()->isEnabled());

        // Cancel leaves the second window as it was.
        MainWindow third;
        const auto cancelled = answerNextMessageBox(QString(), QMessageBox::Cancel);
        QVERIFY(!third.openFile(file));
        QVERIFY(cancelled->asked);
        QVERIFY(!third.fileActions()->file()->isOpen());

        // The command line does not write it meanwhile.
        const CliRun r = cli({QStringLiteral("accept"), file, QStringLiteral(ADJ_GAMES_DIR "/britain-turn1.orders")});
        QCOMPARE(r.status, 1);
        QVERIFY2(r.err.contains(QStringLiteral("in use by")), qPrintable(r.err));
        QCOMPARE(fileBytes(file), before);
        // Closing the read-only window keeps the first one's lock.
    }
    // Both closed: the lock is gone, and accept writes the file.
    QVERIFY(!QFileInfo::exists(WriterLock::lockPath(file)));
    const CliRun r = cli({QStringLiteral("accept"), file, QStringLiteral(ADJ_GAMES_DIR "/britain-turn1.orders")});
    QVERIFY2(r.status == 0, qPrintable(r.err));
    QVERIFY(!QFileInfo::exists(WriterLock::lockPath(file)));
}

// A window closed (File › Quit, or its close button) lets go of its file at
// once, though the program goes on: another window opens it to write without
// being asked.
void TestOneWriter::aClosedWindowLetsGo()
{
    const QString file = m_dir.filePath(QStringLiteral("closed.adjutant"));
    QString error;
    QVERIFY2(GameStore::create(file, readGame(SamplePath), &error), qPrintable(error));
    MainWindow first;
    first.show();
    QVERIFY(first.openFile(file));
    QVERIFY(QFileInfo::exists(WriterLock::lockPath(file)));
    QVERIFY(first.close());
    QVERIFY(!QFileInfo::exists(WriterLock::lockPath(file)));

    MainWindow second;
    const auto answered = answerNextMessageBox(QStringLiteral("Read-Only"));
    QVERIFY(second.openFile(file));
    QVERIFY(!answered->asked);
    QVERIFY(!second.fileActions()->file()->isReadOnly());
    QVERIFY(QFileInfo::exists(WriterLock::lockPath(file)));
}

QTEST_MAIN(TestOneWriter)
#include "tst_onewriter.moc"
