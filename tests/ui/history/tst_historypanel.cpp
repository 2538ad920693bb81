// The game file in the desktop program, driven
// offscreen: a game saved to a *.adjutant file with a turn published lists
// both turns; an earlier turn is shown on the map read-only while the
// document keeps the current game; a turn compares with the next; a rollback
// keeps the later turns as a discarded branch until it is confirmed or undone;
// and a save that fails says so, naming the file, while the unsaved work stays.
#include "UiTestMain.h"

#include "document/TurnCommands.h"
#include "document/GameDocument.h"
#include "document/GameFile.h"
#include "document/GameFileActions.h"
#include "history/HistoryPanel.h"
#include "io/TextFile.h"
#include "area/AreaPanel.h"
#include "map/MapView.h"
#include "replay/ReplayPanel.h"
#include "report/Report.h"
#include "model/GameDiff.h"
#include "model/GameJson.h"
#include "orders/Orders.h"
#include "rules/Resolver.h"
#include "ruleset/Ruleset.h"
#include "store/GameStore.h"
#include "window/MainWindow.h"

#include <QAction>
#include <QFile>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeWidget>
#include <QThread>
#include <QUndoStack>

#include <functional>
#include <memory>

#ifdef Q_OS_UNIX
#include <csignal>
#include <sys/resource.h>
#endif

#include "TestSupport.h"

using namespace adj;
using namespace adj::ui;

using namespace adj::test;

namespace {

const QString GamePath = QStringLiteral(ADJ_GAMES_DIR "/britain.json");
const QString OrdersPath = QStringLiteral(ADJ_GAMES_DIR "/britain-turn1.orders");

QString ordersText()
{
    Problem error;
    const std::optional<QString> text = readUtf8File(OrdersPath, error);
    if (!text)
        qFatal("cannot read %s", qPrintable(OrdersPath));
    return *text;
}

struct Resolved {
    QList<Order> orders;
    Resolution resolution;
};

Resolved resolve(const Game &game, const QString &text)
{
    Resolved r;
    r.orders = parseOrders(text, QStringLiteral("orders"), game, *Ruleset::get(game.ruleset)).orders;
    r.resolution = resolveTurn(game, r.orders);
    return r;
}

// The document, the map, the game file and the history panel, as the main
// window wires them.
struct Desk {
    GameDocument doc;
    MapView map{&doc};
    GameFile file{&doc};
    HistoryPanel panel{&file, &map};
};

QTreeWidgetItem *turnItem(const HistoryPanel &panel, int turn)
{
    QTreeWidget *view = panel.turnsView();
    for (int i = 0; i < view->topLevelItemCount(); ++i)
        if (view->topLevelItem(i)->data(HistoryPanel::TurnColumn, HistoryPanel::TurnRole).toInt() == turn)
            return view->topLevelItem(i);
    return nullptr;
}

// An area field that differs between two games (so that showing one or
// the other can be told apart).
QString differingArea(const Game &a, const Game &b)
{
    for (const Area &x : a.areas)
        if (const Area *y = b.area(x.code); y && !(*y == x))
            return x.code;
    return {};
}

QString errorBoxText(GameFileActions *actions)
{
    QMessageBox *box = actions->errorBox();
    return box ? box->text() + QLatin1Char('\n') + box->informativeText() : QString();
}

} // namespace

class TestHistoryPanel : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    Game m_turn1, m_turn2;
    Resolved m_resolved;

    QString path(const QString &name) const { return m_dir.filePath(name); }

    // Saves turn 1 into a new game file and publishes its resolution through
    // GameStore; the desk then opens the file (turn 2 current).
    void makeTwoTurns(Desk &desk, const QString &file)
    {
        desk.doc.setGame(m_turn1);
        QCOMPARE(desk.file.saveAs(file), QString());
        GameStore *store = desk.file.store();
        QVERIFY(store);
        QCOMPARE(store->saveCurrent(m_turn1, TurnTexts{ordersText(), QString()}), QString());  // turn 1's orders
        QCOMPARE(store->saveDraft(1, m_resolved.orders, m_resolved.resolution.steps, m_turn2), QString());
        QCOMPARE(store->publish(1), QString());
        QCOMPARE(desk.file.open(file), QString());
        QCOMPARE(desk.doc.game(), m_turn2);
    }

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(m_dir.isValid());
        m_turn1 = readGame(GamePath);
        m_resolved = resolve(m_turn1, ordersText());
        m_turn2 = m_resolved.resolution.next;
        QCOMPARE(m_turn2.turn, m_turn1.turn + 1);
        QVERIFY(!differingArea(m_turn1, m_turn2).isEmpty());
    }

    void savedGameWithAPublishedTurnListsBothTurns()
    {
        Desk desk;
        const QString file = path(QStringLiteral("two-turns.adjutant"));
        desk.doc.setGame(m_turn1);
        desk.doc.editArea(m_turn1.areas.first().code, QStringLiteral("armies"), m_turn1.areas.first().armies + 1);
        QVERIFY(!desk.doc.undoStack()->isClean());
        QCOMPARE(desk.file.saveAs(file), QString());
        QVERIFY(desk.doc.undoStack()->isClean());
        QCOMPARE(desk.doc.filePath(), file);
        QCOMPARE(turnItem(desk.panel, 1)->text(HistoryPanel::StateColumn), QStringLiteral("open · current"));
        desk.doc.undoStack()->undo();  // back to the sample's turn 1 for what follows
        QCOMPARE(desk.file.save(), QString());

        GameStore *store = desk.file.store();
        QCOMPARE(store->saveDraft(1, m_resolved.orders, m_resolved.resolution.steps, m_turn2), QString());
        desk.panel.refresh();
        QCOMPARE(desk.panel.turnsView()->topLevelItemCount(), 2);
        QVERIFY(turnItem(desk.panel, 2)->text(HistoryPanel::StateColumn).startsWith(QStringLiteral("draft")));
        QCOMPARE(store->publish(1), QString());

        // Opened again, as another moderator would (read-only: the first holds it): turn 2 is current.
        Desk other;
        QCOMPARE(other.file.open(file, {}, true), QString());
        QCOMPARE(other.doc.game(), m_turn2);
        QCOMPARE(other.doc.filePath(), file);
        QCOMPARE(other.panel.turnsView()->topLevelItemCount(), 2);
        QCOMPARE(turnItem(other.panel, 1)->text(HistoryPanel::StateColumn), QStringLiteral("resolved"));
        QCOMPARE(turnItem(other.panel, 2)->text(HistoryPanel::StateColumn), QStringLiteral("open · current"));
        QVERIFY(!turnItem(other.panel, 1)->data(HistoryPanel::TurnColumn, HistoryPanel::DiscardedRole).toBool());
    }

    void viewingAnEarlierTurnIsReadOnlyAndKeepsTheCurrentGame()
    {
        Desk desk;
        makeTwoTurns(desk, path(QStringLiteral("view.adjutant")));
        QSignalSpy viewing(&desk.panel, &HistoryPanel::viewingChanged);
        const QString code = differingArea(m_turn1, m_turn2);

        QCOMPARE(desk.panel.viewTurn(1), QString());
        QCOMPARE(desk.panel.viewedTurn(), std::optional<int>(1));
        // The map shows turn 1; the document still holds turn 2, unedited.
        QCOMPARE(*desk.map.shownGame().area(code), *m_turn1.area(code));
        QCOMPARE(desk.doc.game(), m_turn2);
        QCOMPARE(desk.doc.undoStack()->count(), 0);
        QVERIFY(!desk.panel.banner()->isHidden());
        const QString banner = desk.panel.banner()->findChild<QLabel *>(QStringLiteral("historyBannerText"))->text();
        QVERIFY2(banner.contains(QStringLiteral("turn 1")) && banner.contains(QStringLiteral("read-only")), qPrintable(banner));
        QCOMPARE(viewing.size(), 1);
        QCOMPARE(viewing.last().first().toBool(), true);
        // Nothing was written: turn 1 in the file is as published.
        QString error;
        QCOMPARE(desk.file.turn(1, &error)->game, m_turn1);

        desk.panel.backToCurrent();
        QCOMPARE(*desk.map.shownGame().area(code), *m_turn2.area(code));
        QVERIFY(desk.panel.banner()->isHidden());
        QCOMPARE(viewing.last().first().toBool(), false);
        QCOMPARE(desk.doc.game(), m_turn2);
    }

    void compareWithNextListsTheDifferences()
    {
        Desk desk;
        makeTwoTurns(desk, path(QStringLiteral("compare.adjutant")));
        QCOMPARE(desk.panel.compareWithNext(1), QString());
        const QList<Change> expected = diffGames(m_turn1, m_turn2);
        QVERIFY(!expected.isEmpty());
        // Grouped by area or nation: every change once, under its place.
        QTreeWidget *diffs = desk.panel.differencesView();
        QList<Change> listed;
        for (int g = 0; g < diffs->topLevelItemCount(); ++g) {
            const QTreeWidgetItem *group = diffs->topLevelItem(g);
            const QString key = group->data(HistoryPanel::WhereColumn, HistoryPanel::KeyRole).toString();
            for (int i = 0; i < group->childCount(); ++i) {
                const QTreeWidgetItem *row = group->child(i);
                const QString field = row->data(HistoryPanel::WhereColumn, HistoryPanel::FieldRole).toString();
                const auto it = std::find_if(expected.begin(), expected.end(), [&](const Change &c) {
                    return c.key == key && c.field == field;
                });
                QVERIFY2(it != expected.end(), qPrintable(key + QLatin1Char(' ') + field));
                listed.append(*it);
                if (it->to.isDouble()) {
                    QCOMPARE(row->text(HistoryPanel::FromColumn), QString::number(it->from.toDouble()));
                    QCOMPARE(row->text(HistoryPanel::ToColumn), QString::number(it->to.toDouble()));
                }
            }
        }
        QCOMPARE(listed.size(), expected.size());
        // An area that changed is listed under its code and name.
        const QString code = differingArea(m_turn1, m_turn2);
        bool found = false;
        for (int g = 0; g < diffs->topLevelItemCount(); ++g)
            found = found || diffs->topLevelItem(g)->text(HistoryPanel::WhereColumn)
                                 == QStringLiteral("%1  %2").arg(code, m_turn1.area(code)->name);
        QVERIFY(found);
        // The last turn has no next one.
        QVERIFY(!desk.panel.compareWithNext(2).isEmpty());
    }

    void rollbackThenUndoRestores()
    {
        Desk desk;
        const QString file = path(QStringLiteral("rollback.adjutant"));
        makeTwoTurns(desk, file);

        QVERIFY(desk.doc.ordersText().isEmpty());  // nothing entered for turn 2 yet
        QCOMPARE(desk.panel.rollBackTo(1), QString());
        QCOMPARE(desk.doc.game(), m_turn1);
        // The orders of turn 1 come back into the editor, as saved; nothing is unsaved.
        QCOMPARE(desk.doc.ordersText(), ordersText());
        QVERIFY(!desk.doc.isModified());
        // The roll-back is one entry on Edit › Undo.
        QCOMPARE(desk.doc.undoStack()->count(), 1);
        QVERIFY(desk.doc.undoStack()->undoText().contains(QStringLiteral("turn 1")));
        QCOMPARE(desk.file.pendingRollback(), std::optional<int>(1));
        QVERIFY(!desk.panel.pendingBar()->isHidden());
        // One later turn: said so, in the singular.
        const QString pending = desk.panel.pendingBar()->findChild<QLabel *>(QStringLiteral("rollbackPendingText"))->text();
        QVERIFY2(pending.contains(QStringLiteral("Turn 2 is kept")), qPrintable(pending));
        QTreeWidgetItem *later = turnItem(desk.panel, 2);
        QVERIFY(later);  // kept until the rollback is confirmed
        QVERIFY(later->data(HistoryPanel::TurnColumn, HistoryPanel::DiscardedRole).toBool());
        QCOMPARE(later->foreground(HistoryPanel::StateColumn).color(),
                 desk.panel.palette().color(QPalette::Disabled, QPalette::Text));
        // Nothing is saved while the rollback awaits confirmation.
        desk.doc.editArea(m_turn1.areas.first().code, QStringLiteral("armies"), m_turn1.areas.first().armies + 1);
        QVERIFY(desk.file.save().contains(QStringLiteral("awaits confirmation")));
        QVERIFY(!desk.doc.undoStack()->isClean());

        desk.doc.undoStack()->undo();  // the edit
        QCOMPARE(desk.doc.game(), m_turn1);
        desk.doc.undoStack()->undo();  // the roll-back
        QCOMPARE(desk.doc.game(), m_turn2);
        QVERIFY(desk.doc.ordersText().isEmpty());
        QVERIFY(!desk.doc.isModified());  // the file was written back: nothing unsaved
        QVERIFY(!desk.doc.undoStack()->canUndo());
        QVERIFY(!desk.file.pendingRollback());
        QVERIFY(desk.panel.pendingBar()->isHidden());
        QCOMPARE(desk.panel.turnsView()->topLevelItemCount(), 2);
        QVERIFY(!turnItem(desk.panel, 2)->data(HistoryPanel::TurnColumn, HistoryPanel::DiscardedRole).toBool());
        QString error;
        QCOMPARE(desk.file.turn(1, &error)->steps, m_resolved.resolution.steps);

        // Redo rolls back again; confirmed, the later turn is gone for good and there is nothing to undo into.
        desk.doc.undoStack()->redo();
        QCOMPARE(desk.doc.game(), m_turn1);
        QVERIFY(!desk.doc.isModified());
        QCOMPARE(desk.panel.confirmRollback(), QString());
        QVERIFY(!desk.doc.undoStack()->canUndo());
        QVERIFY(desk.panel.pendingBar()->isHidden());
        QCOMPARE(desk.panel.turnsView()->topLevelItemCount(), 1);
        QCOMPARE(desk.doc.game(), m_turn1);
    }

    // In the window: the title says a roll-back awaits confirmation (nothing
    // is unsaved: the file holds it), and the Replay that showed the later
    // turn says what Undo does; confirmed, the title says no more of it.
    void rollbackInTheWindowsWords()
    {
        const QString file = path(QStringLiteral("rollback-window.adjutant"));
        {
            Desk desk;
            makeTwoTurns(desk, file);
        }  // the file closed: the window opens it
        MainWindow w;
        QVERIFY(w.openFile(file));
        QVERIFY(!w.windowTitle().contains(MainWindow::tr(", rolled back, not yet confirmed")));
        QCOMPARE(w.historyPanel()->rollBackTo(1), QString());
        QVERIFY2(w.windowTitle().contains(MainWindow::tr(", rolled back, not yet confirmed")), qPrintable(w.windowTitle()));
        QVERIFY(!w.isWindowModified());
        QCOMPARE(w.historyPanel()->confirmRollback(), QString());
        QVERIFY2(!w.windowTitle().contains(MainWindow::tr(", rolled back, not yet confirmed")), qPrintable(w.windowTitle()));
    }

    void saveAfterAnAcceptedResolutionPublishesTheTurn()
    {
        Desk desk;
        const QString file = path(QStringLiteral("accepted.adjutant"));
        desk.doc.setGame(m_turn1);
        QCOMPARE(desk.file.saveAs(file), QString());
        // As the orders panel and the replay do: resolve, then accept.
        const TurnRecord record{m_turn1, m_resolved.resolution, ordersText()};
        desk.doc.undoStack()->push(new ResolveTurnCommand(&desk.doc, record));
        desk.doc.undoStack()->push(new AcceptTurnCommand(&desk.doc, record));
        QVERIFY(!desk.doc.undoStack()->isClean());
        QCOMPARE(desk.file.save(), QString());
        QVERIFY(desk.doc.undoStack()->isClean());

        QString error;
        auto store = GameStore::open(file, &error, GameStore::Mode::ReadOnly);
        QVERIFY2(store, qPrintable(error));
        QCOMPARE(store->currentTurn(), 2);
        QCOMPARE(store->current(), m_turn2);
        QCOMPARE(store->turn(1, &error)->steps, m_resolved.resolution.steps);
        QCOMPARE(store->turn(1, &error)->game, m_turn1);
        QCOMPARE(store->receivedOrders(1).size(), 1);
        QCOMPARE(store->receivedOrders(1).first().text, ordersText());
        // Each nation's report of the accepted turn, as it was sent.
        const QMap<QString, QString> reports = store->reports(1);
        QCOMPARE(reports.size(), m_turn1.nations.size());
        for (const Nation &n : m_turn1.nations)
            QCOMPARE(reports.value(n.code), nationReport(m_turn1, m_resolved.resolution, n.code));
    }

    // Save As hands the history on, so the whole file is checked
    // first: a damaged earlier turn (which opening does not read) is named
    // with its file, and nothing is written.
    void saveAsRefusesAFileWithADamagedEarlierTurn()
    {
        Desk desk;
        const QString file = path(QStringLiteral("damaged-turn.adjutant")), copy = path(QStringLiteral("copy.adjutant"));
        makeTwoTurns(desk, file);
        QCOMPARE(rawSql(file, {QStringLiteral("UPDATE games SET game = X'00001000789C0300' WHERE turn = 1")}), QString());
        const QString error = desk.file.saveAs(copy);
        QVERIFY2(error.contains(file) && error.contains(QStringLiteral("turn 1")), qPrintable(error));
        QVERIFY(!QFile::exists(copy));
        QCOMPARE(desk.doc.game(), m_turn2);
    }

    // File > Check Game File… reads every turn (on a worker) and
    // says "no damage", or names the damage with its file and turn.
    void checkGameFileReportsDamage()
    {
        const QString file = path(QStringLiteral("checked.adjutant"));
        {
            Desk desk;  // closed (its lock let go) before the window opens the file
            makeTwoTurns(desk, file);
        }
        MainWindow window;
        window.show();
        QVERIFY(window.openFile(file));
        GameFileActions *actions = window.fileActions();
        QVERIFY(actions->checkAction()->isEnabled());
        QVERIFY(window.menuBar()->actions().first()->menu()->actions().contains(actions->checkAction()));
        QVERIFY(actions->checkFile());
        QCOMPARE(actions->errorBox()->icon(), QMessageBox::Information);
        QVERIFY2(errorBoxText(actions).contains(QStringLiteral("no damage")), qPrintable(errorBoxText(actions)));
        actions->errorBox()->close();

        QCOMPARE(rawSql(file, {QStringLiteral("UPDATE games SET game = X'00001000789C0300' WHERE turn = 1")}), QString());
        QVERIFY(!actions->checkFile());
        const QString message = errorBoxText(actions);
        QCOMPARE(actions->errorBox()->icon(), QMessageBox::Warning);
        QVERIFY2(message.contains(file) && message.contains(QStringLiteral("turn 1")), qPrintable(message));
        actions->errorBox()->close();
        // The same check before Save As, from the window: nothing is written.
        const QString copy = path(QStringLiteral("checked-copy.adjutant"));
        QVERIFY(!actions->saveTo(copy));
        QVERIFY2(errorBoxText(actions).contains(QStringLiteral("turn 1")), qPrintable(errorBoxText(actions)));
        QVERIFY(!QFile::exists(copy));
    }

    void saveIntoAReadOnlyLocationReportsAndKeepsTheWork()
    {
        MainWindow window;
        window.show();
        QVERIFY(window.openFile(GamePath));
        const Area &first = window.document()->game().areas.first();
        window.document()->editArea(first.code, QStringLiteral("armies"), first.armies + 1);
        QVERIFY(window.isWindowModified());

        // A folder that cannot hold files (its "parent" is a plain file).
        QFile plain(path(QStringLiteral("plain.txt")));
        QVERIFY(plain.open(QIODevice::WriteOnly));
        plain.close();
        const QString target = path(QStringLiteral("plain.txt/game.adjutant"));
        GameFileActions *actions = window.fileActions();
        QVERIFY(!actions->saveTo(target));
        const QString message = errorBoxText(actions);
        QVERIFY2(message.contains(target), qPrintable(message));
        QVERIFY(actions->errorBox()->isVisible());
        actions->errorBox()->close();
        // The unsaved work stays, marked unsaved.
        QVERIFY(!window.document()->undoStack()->isClean());
        QVERIFY(window.isWindowModified());
        QVERIFY(window.windowTitle().contains(QStringLiteral("[*]")));
        QCOMPARE(window.document()->game().areas.first().armies, first.armies);
        QCOMPARE(window.document()->filePath(), QFileInfo(GamePath).absoluteFilePath());
        QVERIFY(!QFile::exists(target));

        // A read-only file system.
        const QString proc = QStringLiteral("/proc/adjutant-test.adjutant");
        QVERIFY(!actions->saveTo(proc));
        QVERIFY2(errorBoxText(actions).contains(proc), qPrintable(errorBoxText(actions)));
        QVERIFY(window.isWindowModified());
    }

    // A save that fails (the file made read-only; the disk full) says so,
    // naming the file, and the work stays open, unsaved.
    void saveIntoAFileMadeReadOnlyReportsAndKeepsTheWork()
    {
        MainWindow window;
        window.show();
        QVERIFY(window.openFile(GamePath));
        const QString file = path(QStringLiteral("made-read-only.adjutant"));
        GameFileActions *actions = window.fileActions();
        QVERIFY(actions->saveTo(file));
        QVERIFY(!window.isWindowModified());
        const Game saved = window.document()->game();
        const Area &first = saved.areas.first();
        window.document()->editArea(first.code, QStringLiteral("armies"), first.armies + 1);
        QVERIFY(window.isWindowModified());

        const QFile::Permissions writable = QFile::permissions(file);
        QVERIFY(QFile::setPermissions(file, QFile::ReadOwner | QFile::ReadGroup | QFile::ReadOther));
        QVERIFY(!actions->save());
        const QString message = errorBoxText(actions);
        QVERIFY2(message.contains(file) && message.contains(QStringLiteral("read-only")), qPrintable(message));
        QVERIFY(!window.document()->undoStack()->isClean());
        QVERIFY(window.isWindowModified());
        QVERIFY(window.windowTitle().contains(QStringLiteral("[*]")));
        QCOMPARE(window.document()->game().areas.first().armies, first.armies + 1);
        // The file keeps what was saved before.
        QString error;
        {
            auto store = GameStore::open(file, &error, GameStore::Mode::ReadOnly);
            QVERIFY2(store, qPrintable(error));
            QCOMPARE(store->current(), saved);
        }

        // Writable again, the same work saves.
        QVERIFY(QFile::setPermissions(file, writable));
#ifdef Q_OS_UNIX
        // Unless the disk is full (a file size limit): then the writing
        // itself fails, on the worker. Said so, the work kept
        // unsaved, the file byte for byte as it was, and the window's store
        // still at the saved game.
        const QByteArray before = [&] {
            QFile f(file);
            return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
        }();
        std::signal(SIGXFSZ, SIG_IGN);
        rlimit old{};
        QCOMPARE(getrlimit(RLIMIT_FSIZE, &old), 0);
        rlimit full = old;
        full.rlim_cur = 0;
        QCOMPARE(setrlimit(RLIMIT_FSIZE, &full), 0);
        const bool done = actions->save();
        QCOMPARE(setrlimit(RLIMIT_FSIZE, &old), 0);
        QVERIFY(!done);
        const QString failed = errorBoxText(actions);
        QVERIFY2(failed.contains(file) && failed.contains(QStringLiteral("failed")), qPrintable(failed));
        QCOMPARE(actions->errorBox()->windowTitle(), QStringLiteral("Save Failed"));
        QVERIFY(window.isWindowModified());
        QCOMPARE(actions->file()->store()->current(), saved);
        QFile written(file);
        QVERIFY(written.open(QIODevice::ReadOnly));
        QCOMPARE(written.readAll(), before);
        written.close();
#endif
        QVERIFY(actions->save());
        QCOMPARE(actions->file()->store()->current(), window.document()->game());
        QVERIFY(!window.isWindowModified());
        auto store = GameStore::open(file, &error, GameStore::Mode::ReadOnly);
        QVERIFY2(store, qPrintable(error));
        QCOMPARE(store->current().areas.first().armies, first.armies + 1);
    }

    // What opening and saving do to the file is the runner's work
    // (the window's: on a worker); only the store's connection is opened
    // here. Save As, a Save that publishes the accepted turn, and an open,
    // each with its file work on another thread: the store here follows.
    void theFileWorkRunsOnAnotherThread()
    {
        int onOtherThreads = 0, runs = 0;
        const GameFile::Runner elsewhere = [&](const std::function<QString()> &work) {
            QString result;
            std::unique_ptr<QThread> thread(QThread::create([&] {
                result = work();
                onOtherThreads += QThread::currentThread() != qApp->thread();
            }));
            thread->start();
            thread->wait();
            ++runs;
            return result;
        };
        Desk desk;
        const QString file = path(QStringLiteral("elsewhere.adjutant"));
        desk.doc.setGame(m_turn1);
        QCOMPARE(desk.file.saveAs(file, std::nullopt, elsewhere), QString());
        QCOMPARE(desk.file.store()->current(), m_turn1);
        const TurnRecord record{m_turn1, m_resolved.resolution, ordersText()};
        desk.doc.undoStack()->push(new ResolveTurnCommand(&desk.doc, record));
        desk.doc.undoStack()->push(new AcceptTurnCommand(&desk.doc, record));
        QCOMPARE(desk.file.save(elsewhere), QString());
        QVERIFY(desk.doc.undoStack()->isClean());
        QCOMPARE(desk.file.store()->currentTurn(), 2);
        QCOMPARE(desk.file.store()->current(), m_turn2);
        QCOMPARE(desk.panel.turnsView()->topLevelItemCount(), 2);
        // The store here goes on from the state the worker left.
        desk.doc.editArea(m_turn2.areas.first().code, QStringLiteral("armies"), m_turn2.areas.first().armies + 1);
        QCOMPARE(desk.file.save(), QString());
        const Game edited = desk.doc.game();

        Desk other;  // read-only: the first desk holds the file
        QCOMPARE(other.file.open(file, elsewhere, true), QString());
        QCOMPARE(other.doc.game(), edited);
        QCOMPARE(other.doc.filePath(), file);
        QCOMPARE(other.panel.turnsView()->topLevelItemCount(), 2);
        QCOMPARE(other.file.turn(1, nullptr)->steps, m_resolved.resolution.steps);
        QCOMPARE(runs, 3);
        QCOMPARE(onOtherThreads, 3);
        // A file that is not a game is refused by the work, the open one stays.
        QVERIFY(other.file.open(path(QStringLiteral("no-such.adjutant")), elsewhere).contains(QStringLiteral("no such file")));
        QCOMPARE(other.file.path(), file);
    }

    void anEarlierTurnReplaysReadOnly()
    {
        const QString file = path(QStringLiteral("replay-history.adjutant"));
        {
            Desk desk;
            makeTwoTurns(desk, file);
            // The stored steps give the turn's whole resolution back.
            std::optional<TurnRecord> got;
            connect(&desk.panel, &HistoryPanel::replayRequested, this, [&](const TurnRecord &r) { got = r; });
            QCOMPARE(desk.panel.replayTurn(1), QString());
            QVERIFY(got);
            QCOMPARE(got->before, m_turn1);
            QCOMPARE(got->resolution.steps, m_resolved.resolution.steps);
            QCOMPARE(got->resolution.next, m_turn2);
            QCOMPARE(got->orders, ordersText());
            // The current turn has no resolution yet.
            QVERIFY(!desk.panel.replayTurn(2).isEmpty());
        }
        MainWindow window;
        QVERIFY(window.openFile(file));
        QCOMPARE(window.historyPanel()->replayTurn(1), QString());
        ReplayPanel *replay = window.replayPanel();
        QCOMPARE(replay->mode(), ReplayPanel::Mode::History);
        QVERIFY(!replay->acceptAction()->isEnabled());
        QVERIFY(replay->exportAction()->isEnabled());
        replay->last();
        QCOMPARE(window.document()->viewedGame(), m_turn2);
        QCOMPARE(window.document()->game(), m_turn2);  // the current game is untouched
        replay->goTo(3);
        QVERIFY(!(window.document()->viewedGame() == m_turn2));
        // Its reports again, as they were.
        QTemporaryDir out;
        QCOMPARE(replay->exportReports(out.path()), QString());
        const QString nation = m_turn1.nations.first().code;
        QCOMPARE(readText(out.filePath(nation + QStringLiteral(".txt"))),
                 nationReport(m_turn1, m_resolved.resolution, nation));
    }

    void openingAGameFileInTheWindow()
    {
        const QString file = path(QStringLiteral("window-open.adjutant"));
        {
            Desk desk;
            makeTwoTurns(desk, file);
        }
        MainWindow window;
        window.show();
        QVERIFY(window.openFile(file));
        QCOMPARE(window.document()->game(), m_turn2);
        QCOMPARE(window.document()->filePath(), file);
        QCOMPARE(window.historyPanel()->turnsView()->topLevelItemCount(), 2);
        // An earlier turn on the map: the area details may not be edited meanwhile.
        const QString code = m_turn2.areas.first().code;
        window.areaPanel()->setArea(code);
        auto *armies = window.areaPanel()->findChild<QSpinBox *>(QStringLiteral("armiesEdit"));
        QVERIFY(armies->isEnabled());
        QCOMPARE(window.historyPanel()->viewTurn(1), QString());
        QVERIFY(!armies->isEnabled());
        QCOMPARE(armies->value(), m_turn1.area(code)->armies);  // the panel shows the turn viewed
        window.historyPanel()->backToCurrent();
        QVERIFY(armies->isEnabled());
        QCOMPARE(armies->value(), m_turn2.area(code)->armies);
        // A file that is not a game is refused; the open game stays.
        const QString bogus = path(QStringLiteral("bogus.adjutant"));
        QFile f(bogus);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("not a database");
        f.close();
        QVERIFY(!window.openFile(bogus));
        QVERIFY2(errorBoxText(window.fileActions()).contains(bogus), qPrintable(errorBoxText(window.fileActions())));
        QCOMPARE(window.document()->filePath(), file);
        QCOMPARE(window.document()->game(), m_turn2);
    }
};

int main(int argc, char **argv)
{
    return adj::test::runUiTest<TestHistoryPanel>(argc, argv, "tst_historypanel", adj::test::Keyring::None);
}
#include "tst_historypanel.moc"
