// The window on a full disk and in a folder no one may write (a small tmpfs
// the test mounts, as root; skipped without): Save and Save As say so with
// the file, the old file stays byte for byte, nothing half-written is left
// beside it, and the work stays unsaved in the window, so nothing is lost; a
// recovery copy that cannot be written says so in the status bar.
#include "SmallDisk.h"
#include "TestSupport.h"
#include "UiTestMain.h"

#include "document/GameDocument.h"
#include "document/GameFile.h"
#include "document/GameFileActions.h"
#include "recovery/RecoveryKeeper.h"
#include "window/MainWindow.h"

#include <QStandardPaths>
#include <QStatusBar>
#include <QTemporaryDir>

using namespace adj;
using namespace adj::ui;
using namespace adj::test;

namespace {

// What a failed save leaves beside the file: nothing but the file and its lock.
QStringList leftBeside(const QString &file)
{
    QStringList odd;
    for (const QString &f : QFileInfo(file).dir().entryList(QDir::Files | QDir::Hidden))
        if (f.endsWith(QLatin1String(".part")) || f.endsWith(QLatin1String("-journal")) || f.startsWith(u'.') && !f.startsWith(QLatin1String(".~lock.")))
            odd << f;
    return odd;
}

} // namespace

class TestFullDiskWindow : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(m_dir.isValid());
        m_small = std::make_unique<SmallDisk>(m_dir.filePath(QStringLiteral("disk")));
        if (!m_small->isMounted())
            QSKIP("cannot mount a small tmpfs here (root and mount are needed)");
    }
    void init() { m_small->empty(); }
    void cleanupTestCase() { m_small.reset(); }
    void aSaveOnAFullDiskLosesNothing();
    void aSaveAsIntoAFolderNoOneMayWrite();
    void aRecoveryCopyThatCannotBeWrittenSaysSo();

private:
    QTemporaryDir m_dir;
    std::unique_ptr<SmallDisk> m_small;
};

void TestFullDiskWindow::aSaveOnAFullDiskLosesNothing()
{
    const QString file = m_small->filePath(QStringLiteral("game.adjutant"));
    QString error;
    QVERIFY2(GameStore::create(file, readGame(SamplePath), &error), qPrintable(error));
    MainWindow window;
    QVERIFY(window.openFile(file));
    QCOMPARE(window.document()->editArea(QStringLiteral("YRK"), QStringLiteral("armies"), 9), QString());
    window.document()->setOrdersText(readText(SampleOrders));
    const QByteArray before = fileBytes(file);
    QVERIFY(m_small->fill(0));

    QVERIFY(!window.fileActions()->save());
    QVERIFY(window.fileActions()->errorBox());
    const QString said = window.fileActions()->errorBox()->text() + u'\n' + window.fileActions()->errorBox()->informativeText();
    QVERIFY2(said.contains(file), qPrintable(said));
    QCOMPARE(fileBytes(file), before);
    QVERIFY2(leftBeside(file).isEmpty(), qPrintable(leftBeside(file).join(u' ')));
    QVERIFY(window.document()->isModified());
    QCOMPARE(window.document()->ordersText(), readText(SampleOrders));

    // Room again: the same work is saved.
    QFile::remove(m_small->filePath(QStringLiteral("fill")));
    window.fileActions()->errorBox()->close();
    QVERIFY(window.fileActions()->save());
    QVERIFY(!window.document()->isModified());
    std::unique_ptr<GameStore> store = GameStore::open(file, &error, GameStore::Mode::ReadOnly);
    QVERIFY2(store, qPrintable(error));
    QCOMPARE(store->texts(store->currentTurn()).orders, readText(SampleOrders));
}

void TestFullDiskWindow::aSaveAsIntoAFolderNoOneMayWrite()
{
    const QString target = m_small->filePath(QStringLiteral("copy.adjutant"));
    QVERIFY(writeBytes(target, "the old file\n"));
    MainWindow window;
    QVERIFY(window.openFile(SamplePath));
    QCOMPARE(window.document()->editArea(QStringLiteral("YRK"), QStringLiteral("armies"), 9), QString());
    QVERIFY(m_small->setReadOnly(true));
    const bool saved = window.fileActions()->saveTo(target);
    QVERIFY(m_small->setReadOnly(false));
    QVERIFY(!saved);
    const QString said = window.fileActions()->errorBox()->informativeText();
    QVERIFY2(said.contains(target), qPrintable(said));
    QCOMPARE(fileBytes(target), QByteArray("the old file\n"));
    QVERIFY(window.document()->isModified());
    QCOMPARE(window.document()->filePath(), SamplePath);
}

void TestFullDiskWindow::aRecoveryCopyThatCannotBeWrittenSaysSo()
{
    MainWindow window;
    window.keepRecovery(m_small->filePath(QStringLiteral("recovery")));
    QVERIFY(window.openFile(SamplePath));
    QVERIFY(m_small->fill(0));
    QCOMPARE(window.document()->editArea(QStringLiteral("YRK"), QStringLiteral("armies"), 9), QString());
    const QString error = window.recoveryKeeper()->writeNow();
    QVERIFY2(error.contains(m_small->path()), qPrintable(error));
    QTRY_VERIFY2(window.statusBar()->currentMessage().contains(QStringLiteral("recovery copy could not be written")),
                 qPrintable(window.statusBar()->currentMessage()));
    QVERIFY(window.document()->isModified());  // the work itself stays, unsaved
    // Room again: the copy is written.
    QFile::remove(m_small->filePath(QStringLiteral("fill")));
    QCOMPARE(window.recoveryKeeper()->writeNow(), QString());
    QVERIFY(QFile::exists(window.recoveryKeeper()->path()));
    window.recoveryKeeper()->discard();
}

int main(int argc, char **argv)
{
    return runUiTest<TestFullDiskWindow>(argc, argv, "tst_fulldiskwindow", Keyring::None);
}
#include "tst_fulldiskwindow.moc"
