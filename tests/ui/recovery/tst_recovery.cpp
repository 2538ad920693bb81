// The window's recovery copy: the unsaved work (edits with their undo
// history, the orders and AP spends texts, an open resolution) comes back
// in another window exactly as it was, unsaved, in its game file; a file
// that has another game since gives a copy instead; saving, a clean quit
// and turning the preference off leave no copy behind.
#include "TestSupport.h"
#include "UiTestMain.h"
#include "UiTestSupport.h"

#include "document/GameDocument.h"
#include "document/GameFile.h"
#include "document/GameFileActions.h"
#include "document/TurnCommands.h"
#include "io/SafeFile.h"
#include "recovery/RecoveryDialog.h"
#include "recovery/RecoveryKeeper.h"
#include "window/MainWindow.h"

#include <QLabel>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTreeWidget>
#include <QUndoStack>

using namespace adj;
using namespace adj::ui;
using namespace adj::test;

namespace {

// What the window holds, to compare with what comes back.
struct Held {
    QByteArray game;
    QString orders, apSpends;
    QStringList steps;
    bool resolved = false;
    int resolvedSteps = 0;
};

Held held(const GameDocument *doc)
{
    Held h{writeGameJson(doc->game()), doc->ordersText(), doc->apSpendsText(), {}, doc->resolution().has_value(), 0};
    for (int i = 0; i < doc->undoStack()->index(); ++i)
        h.steps << doc->undoStack()->text(i);
    if (doc->resolution())
        h.resolvedSteps = int(doc->resolution()->resolution.steps.size());
    return h;
}

// Edits two fields of YRK, types the sample's orders, resolves them and
// accepts the turn (which clears the orders text), then types AP spends:
// four undoable steps and typing between them.
void work(GameDocument *doc)
{
    QCOMPARE(doc->editArea(QStringLiteral("YRK"), QStringLiteral("armies"), 5), QString());
    QCOMPARE(doc->editArea(QStringLiteral("YRK"), QStringLiteral("population"), 8), QString());
    doc->setOrdersText(readText(SampleOrders));
    QCoreApplication::processEvents();  // typing is an event of its own
    const CheckedOrders checked = doc->checkedOrders();
    const std::optional<Resolution> resolution = resolveChecked(doc->game(), checked);
    QVERIFY(resolution);
    doc->undoStack()->push(new ResolveTurnCommand(doc, TurnRecord{doc->game(), *resolution, doc->ordersText(), checked}));
    doc->undoStack()->push(new AcceptTurnCommand(doc, *doc->resolution()));
    QCoreApplication::processEvents();
    doc->setApSpendsText(QStringLiteral("; spends typed, not saved"));
    QCoreApplication::processEvents();
}

} // namespace

class TestRecovery : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(m_dir.isValid());
    }
    void theUnsavedWorkComesBackInItsGameFile();
    void aFileWithAnotherGameGivesACopy();
    void savingAndACleanQuitLeaveNoCopy();
    void theOfferSaysWhatComesBack();

private:
    QString folder() const { return m_dir.filePath(QStringLiteral("recovery")); }
    QTemporaryDir m_dir;
};

void TestRecovery::theUnsavedWorkComesBackInItsGameFile()
{
    const QString file = m_dir.filePath(QStringLiteral("britain.adjutant"));
    QString error;
    QVERIFY2(GameStore::create(file, readGame(SamplePath), &error), qPrintable(error));
    const QByteArray original = writeGameJson(readGame(SamplePath));
    Held before;
    RecoveryInfo info;
    {
        auto *crashed = new MainWindow;
        crashed->keepRecovery(folder());
        QVERIFY(crashed->openFile(file));
        work(crashed->document());
        QVERIFY(!QTest::currentTestFailed());
        before = held(crashed->document());
        QCOMPARE(before.steps.size(), 4);
        QCOMPARE(before.orders, QString());  // cleared by accepting the turn
        QCOMPARE(crashed->recoveryKeeper()->writeNow(), QString());
        std::optional<RecoveryInfo> read = readRecoveryInfo(crashed->recoveryKeeper()->path(), &error);
        QVERIFY2(read, qPrintable(error));
        info = *read;
        // The crash: the window goes without a word (no close event); its lock goes as a dead process's would.
        crashed->fileActions()->file()->close();
        delete crashed;
    }
    QVERIFY(QFile::exists(info.path));
    QCOMPARE(info.steps, 4);
    QCOMPARE(info.file, file);

    MainWindow window;
    window.keepRecovery(folder());
    QVERIFY(window.recover(info));
    GameDocument *doc = window.document();
    const Held after = held(doc);
    QCOMPARE(after.game, before.game);
    QCOMPARE(after.orders, before.orders);
    QCOMPARE(after.apSpends, before.apSpends);
    QCOMPARE(after.steps, before.steps);
    QVERIFY(after.resolved);
    QCOMPARE(after.resolvedSteps, before.resolvedSteps);
    QVERIFY(doc->isModified());
    QCOMPARE(doc->filePath(), file);
    QVERIFY(window.fileActions()->file()->isOpen());
    QVERIFY(!window.fileActions()->file()->isReadOnly());
    QCOMPARE(window.recoveryKeeper()->path(), info.path);  // the copy goes on in this window

    QVERIFY(doc->isResolutionAccepted());

    // The undo history from the point recovered, as the session had it:
    // undoing Accept Turn brings the orders back (the step cleared them),
    // undoing Resolve leaves the typed orders and spends as they are.
    doc->undoStack()->undo();
    QCOMPARE(doc->ordersText(), readText(SampleOrders));
    QVERIFY(doc->hasOpenResolution());
    doc->undoStack()->undo();
    QCOMPARE(doc->ordersText(), readText(SampleOrders));
    QCOMPARE(doc->apSpendsText(), before.apSpends);
    QVERIFY(!doc->resolution());
    while (doc->undoStack()->canUndo())
        doc->undoStack()->undo();
    QCOMPARE(writeGameJson(doc->game()), original);
    while (doc->undoStack()->canRedo())
        doc->undoStack()->redo();
    QCOMPARE(held(doc).game, before.game);
    QCOMPARE(held(doc).orders, QString());
    QCOMPARE(held(doc).resolvedSteps, before.resolvedSteps);

    // Saved: the accepted turn is published, nothing is left to recover, and the copy goes.
    QVERIFY(window.fileActions()->save());
    QCOMPARE(window.recoveryKeeper()->writeNow(), QString());
    QVERIFY(!QFile::exists(info.path));
    std::unique_ptr<GameStore> store = GameStore::open(file, &error, GameStore::Mode::ReadOnly);
    QVERIFY2(store, qPrintable(error));
    QCOMPARE(store->currentTurn(), readGame(SamplePath).turn + 1);
    QCOMPARE(writeGameJson(store->current()), before.game);
}

void TestRecovery::aFileWithAnotherGameGivesACopy()
{
    const QString json = m_dir.filePath(QStringLiteral("britain.json"));
    QVERIFY(QFile::copy(SamplePath, json));
    RecoveryInfo info;
    Held before;
    {
        MainWindow crashed;
        crashed.keepRecovery(folder());
        QVERIFY(crashed.openFile(json));
        QCOMPARE(crashed.document()->editArea(QStringLiteral("YRK"), QStringLiteral("armies"), 9), QString());
        before = held(crashed.document());
        QCOMPARE(crashed.recoveryKeeper()->writeNow(), QString());
        QString error;
        info = *readRecoveryInfo(crashed.recoveryKeeper()->path(), &error);
    }
    // Someone else saved another game into the file meanwhile.
    Game other = readGame(json);
    other.name = QStringLiteral("Changed elsewhere");
    QCOMPARE(writeFileSafely(json, writeGameJson(other)), QString());
    const QByteArray onDisk = fileBytes(json);

    MainWindow window;
    window.keepRecovery(folder());
    QVERIFY(window.recover(info));
    QVERIFY(window.document()->isNeverSaved());
    QCOMPARE(window.document()->filePath(), QString());
    QCOMPARE(held(window.document()).game, before.game);
    QCOMPARE(fileBytes(json), onDisk);  // the file stays as it is
}

void TestRecovery::savingAndACleanQuitLeaveNoCopy()
{
    const QString json = m_dir.filePath(QStringLiteral("quit.json"));
    QVERIFY(QFile::copy(SamplePath, json));
    MainWindow window;
    window.keepRecovery(folder());
    QVERIFY(window.openFile(json));
    RecoveryKeeper *keeper = window.recoveryKeeper();
    QCOMPARE(keeper->writeNow(), QString());
    QVERIFY(!QFile::exists(keeper->path()));  // nothing unsaved: no copy
    window.document()->setOrdersText(QStringLiteral("NATION NOR\n1 LEVY YRK - 3\n"));
    // Written a few seconds after the change, without being asked.
    QTRY_VERIFY_WITH_TIMEOUT(QFile::exists(keeper->path()), RecoveryKeeper::WriteDelay + 5000);

    // The preference off: the copy goes and no other is written.
    window.findChild<QAction *>(QStringLiteral("keepRecoveryAction"))->trigger();
    QVERIFY(!QFile::exists(keeper->path()));
    window.document()->setOrdersText(QStringLiteral("NATION MER\n"));
    QCOMPARE(keeper->writeNow(), QString());
    QVERIFY(!QFile::exists(keeper->path()));
    window.findChild<QAction *>(QStringLiteral("keepRecoveryAction"))->trigger();
    QCOMPARE(keeper->writeNow(), QString());
    QVERIFY(QFile::exists(keeper->path()));

    // Quitting, the changes discarded by choice: the copy goes.
    const auto answered = answerNextMessageBox(QString(), QMessageBox::Discard);
    QVERIFY(window.close());
    QVERIFY(answered->asked);
    QVERIFY(!QFile::exists(keeper->path()));
}

void TestRecovery::theOfferSaysWhatComesBack()
{
    RecoveryInfo a;
    a.gameName = QStringLiteral("Britain and Ireland");
    a.turn = 3;
    a.steps = 4;
    a.file = QStringLiteral("/games/britain.adjutant");
    a.written = QDateTime::currentDateTimeUtc();
    RecoveryInfo b = a;
    b.file.clear();
    RecoveryDialog dialog({a, b, a}, {false, false, true});
    QCOMPARE(dialog.list()->topLevelItemCount(), 3);
    auto *note = dialog.findChild<QLabel *>(QStringLiteral("recoveryNote"));
    QVERIFY2(note->text().contains(QStringLiteral("britain.adjutant")) && note->text().contains(QStringLiteral("4 steps")),
             qPrintable(note->text()));
    dialog.list()->setCurrentItem(dialog.list()->topLevelItem(1));
    QVERIFY2(note->text().contains(QStringLiteral("new game")), qPrintable(note->text()));
    dialog.list()->setCurrentItem(dialog.list()->topLevelItem(2));
    QVERIFY2(note->text().contains(QStringLiteral("opens as a copy")), qPrintable(note->text()));
    QVERIFY(!dialog.chosen());
}

int main(int argc, char **argv)
{
    return runUiTest<TestRecovery>(argc, argv, "tst_recovery", Keyring::None);
}
#include "tst_recovery.moc"
