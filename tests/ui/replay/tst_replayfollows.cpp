// The replay reads the document (docs/architecture.md "One state for every
// view"), in the real window driven offscreen the way a moderator drives it:
// - a turn of Britain's history replayed in the Replay dock, then File › New
//   (the Norden board) or File › Open: the replay of Britain ends, Next Battle
//   (F3) has nothing to go to, and the map, the Nations table and the status
//   bar show the new game only;
// - turn 1 replayed from the History dock: the Nations table lists turn 1's
//   nations in turn 1's processing order, each row with turn 1's numbers;
// - Accept Turn at a battle step: the step label, the slider, the battle
//   inspector and the views all say where the replay stands;
// - an area edited during the replay: at a step of the turn the Area panel is
//   read-only (the game at a step is not the game to edit); at the start of
//   the turn the edit is the current game's, the resolution is discarded in
//   the same undoable step, and the Replay dock shows no battle any more.
#include "document/GameDocument.h"
#include "document/GameFileActions.h"
#include "history/HistoryPanel.h"
#include "area/AreaPanel.h"
#include "map/MapView.h"
#include "nations/NationsModel.h"
#include "nations/NationsView.h"
#include "orders/OrdersEditor.h"
#include "orders/OrdersPanel.h"
#include "replay/BattleInspector.h"
#include "replay/ReplayPanel.h"
#include "rules/Resolver.h"
#include "setup/NewGameDialog.h"
#include "window/MainWindow.h"

#include <QAction>
#include <QLabel>
#include <QPushButton>
#include <QSettings>
#include <QSlider>
#include <QSpinBox>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeWidget>
#include <QUndoStack>

#include "TestSupport.h"
#include "UiTestSupport.h"

using namespace adj;
using namespace adj::ui;
using namespace adj::test;

namespace {

template <typename T>
T *child(QWidget *w, const char *name)
{
    T *c = w->findChild<T *>(QLatin1String(name));
    if (!c)
        qFatal("no %s", name);
    return c;
}

// Resolves the sample's turn 1 through the Orders dock.
bool resolveTurn1(MainWindow &w)
{
    w.ordersPanel()->editor()->setPlainText(readText(SampleOrders));
    answerNextMessageBox(QStringLiteral("Resolve Anyway"));  // the sample has deliberate bad lines
    w.ordersPanel()->resolveAction()->trigger();
    return waitForResolve(w.ordersPanel()) && w.document()->hasOpenResolution();
}

// The window shown with the sample open and its turn 1 resolved.
bool openResolved(MainWindow &w)
{
    w.show();
    return QTest::qWaitForWindowExposed(&w) && w.openFile(SamplePath) && resolveTurn1(w);
}

// Presses a key in the window, as the moderator does (the window's shortcuts).
void press(MainWindow &w, int key, Qt::KeyboardModifiers mods = {})
{
    w.activateWindow();  // after a message box, the window again
    if (!QTest::qWaitForWindowActive(&w))
        qFatal("the window is not active");
    QTest::keyClick(w.replayPanel(), Qt::Key(key), mods);
}

// The replayed turn's game after `position` steps, computed here from the steps.
Game gameAt(const TurnRecord &record, int position)
{
    Game g = record.before;
    g.reindex();
    for (int i = 0; i < position; ++i)
        applyStep(g, record.resolution.steps[i]);
    return g;
}

// What the Replay dock says against itself and against the views; "" when they agree.
QString replayDisagreement(MainWindow &w, const TurnRecord &record)
{
    ReplayPanel *replay = w.replayPanel();
    const int position = replay->position();
    const int slider = child<QSlider>(replay, "replaySlider")->value();
    const QString label = child<QLabel>(replay, "replayPosition")->text();
    const int steps = int(record.resolution.steps.size());
    if (slider != position)
        return QStringLiteral("the slider stands at %1, the replay at %2").arg(slider).arg(position);
    const QString expected = position == 0 ? QStringLiteral("Before the turn")
                                           : QStringLiteral("Step %1 of %2").arg(position).arg(steps);
    if (label != expected)
        return QStringLiteral("the step label says \"%1\" at step %2").arg(label).arg(position);
    const bool battle = position > 0 && record.resolution.steps[position - 1].battle.has_value();
    if (replay->inspector()->hasBattle() != battle)
        return QStringLiteral("the Battle tab %1 a battle at step %2")
            .arg(battle ? QStringLiteral("shows no") : QStringLiteral("shows")).arg(position);
    if (!(w.document()->viewedGame() == gameAt(record, position)))
        return QStringLiteral("the views do not show the game at step %1").arg(position);
    if (!(w.mapView()->shownGame() == w.document()->viewedGame()))
        return QStringLiteral("the map shows another game than the document's");
    return {};
}

// The Nations table: one row per nation of `game`, each with its numbers; "" when so.
QString nationsDisagreement(MainWindow &w, const Game &game)
{
    NationsModel *model = w.nationsModel();
    if (model->rowCount() != game.nations.size())
        return QStringLiteral("%1 rows for %2 nations").arg(model->rowCount()).arg(game.nations.size());
    for (int row = 0; row < model->rowCount(); ++row) {
        const QString code = model->nationCode(row);
        const Nation *n = game.nation(code);
        if (!n)
            return QStringLiteral("row %1 is %2, no nation of %3").arg(row).arg(code, game.name);
        if (model->index(row, NationsModel::Bp).data().toInt() != n->bp
            || model->index(row, NationsModel::Name).data().toString() != n->name)
            return QStringLiteral("row %1 (%2) does not show its nation").arg(row).arg(code);
    }
    return {};
}

} // namespace

class TestReplayFollows : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void init();
    void newOrOpenedGameEndsHistoryReplay();
    void historyTurnInItsOwnNationOrder();
    void acceptTurnAtABattleStep();
    void editDuringReplay();

private:
    // Britain with turn 1 resolved and accepted, saved as a game file.
    QString britainWithHistory();
    // The History dock: turn `turn` selected, Replay clicked.
    void replayFromHistory(MainWindow &w, int turn);

    QTemporaryDir m_dir;
    Game m_turn1, m_turn2;
    TurnRecord m_record1;
};

void TestReplayFollows::init()
{
    QSettings().clear();
}

QString TestReplayFollows::britainWithHistory()
{
    const QString path = m_dir.filePath(QStringLiteral("britain.adjutant"));
    if (QFile::exists(path))
        return path;
    MainWindow w;
    if (!w.openFile(SamplePath) || !resolveTurn1(w))
        qFatal("cannot resolve the sample");
    m_turn1 = w.document()->game();
    m_record1 = *w.document()->resolution();
    w.replayPanel()->acceptAction()->trigger();
    m_turn2 = w.document()->game();
    if (!w.fileActions()->saveTo(path))
        qFatal("cannot save %s", qPrintable(path));
    return path;
}

void TestReplayFollows::replayFromHistory(MainWindow &w, int turn)
{
    w.historyPanel()->selectTurn(turn);
    auto *replayButton = child<QPushButton>(w.historyPanel(), "replayTurn");
    QVERIFY(replayButton->isEnabled());
    QTest::mouseClick(replayButton, Qt::LeftButton);
    QCOMPARE(w.replayPanel()->mode(), ReplayPanel::Mode::History);
}

void TestReplayFollows::newOrOpenedGameEndsHistoryReplay()
{
    const QString path = britainWithHistory();
    MainWindow w;
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QVERIFY(w.openFile(path));
    replayFromHistory(w, 1);
    press(w, Qt::Key_F3);  // Next Battle
    QVERIFY(w.replayPanel()->position() > 0);
    QCOMPARE(w.document()->view(), GameDocument::View::History);

    // File › New: the Norden board.
    NewGameDialog *dialog = w.showNewGame(NewGameDialog::Source::Sheets);
    dialog->setSheetsFolder(QStringLiteral(ADJ_MAPS_DIR "/norden/"));
    dialog->setName(QStringLiteral("Norden"));
    dialog->accept();
    QVERIFY2(dialog->problemsText().isEmpty(), qPrintable(dialog->problemsText()));
    const Game norden = w.document()->game();
    QCOMPARE(norden.name, QStringLiteral("Norden"));

    auto showsOnly = [&w](const Game &game) -> QString {
        if (w.replayPanel()->mode() != ReplayPanel::Mode::None || w.replayPanel()->stepCount() != 0)
            return QStringLiteral("the Replay dock still replays a turn");
        if (w.replayPanel()->nextBattleAction()->isEnabled())
            return QStringLiteral("Next Battle is offered");
        if (w.document()->view() != GameDocument::View::Current || !(w.document()->viewedGame() == game))
            return QStringLiteral("the views show another game");
        if (!(w.mapView()->shownGame() == game))
            return QStringLiteral("the map shows another game");
        if (!w.document()->viewLabel().isEmpty())
            return QStringLiteral("the status bar says \"%1\"").arg(w.document()->viewLabel());
        return nationsDisagreement(w, game);
    };
    QString why = showsOnly(norden);
    QVERIFY2(why.isEmpty(), qPrintable(why));
    press(w, Qt::Key_F3);  // nothing to go to
    why = showsOnly(norden);
    QVERIFY2(why.isEmpty(), qPrintable(QStringLiteral("after Next Battle: ") + why));

    // File › Open: Britain's file again, its turn 1 replayed, then the JSON sample opened.
    answerNextMessageBox(QStringLiteral("Discard"));  // the new game is not saved
    QVERIFY(w.openFile(path));
    replayFromHistory(w, 1);
    press(w, Qt::Key_F3);
    QVERIFY(w.replayPanel()->position() > 0);
    QVERIFY(w.openFile(SamplePath));
    why = showsOnly(w.document()->game());
    QVERIFY2(why.isEmpty(), qPrintable(QStringLiteral("after File › Open: ") + why));
}

void TestReplayFollows::historyTurnInItsOwnNationOrder()
{
    const QString path = britainWithHistory();
    QVERIFY2(m_turn1.order != m_turn2.order, "the processing order changes from turn 1 to turn 2");
    MainWindow w;
    QVERIFY(w.openFile(path));
    replayFromHistory(w, 1);
    for (int position : {0, 5}) {
        w.replayPanel()->goTo(position);
        const Game shown = gameAt(m_record1, position);
        QStringList rows, expected;
        for (int row = 0; row < w.nationsModel()->rowCount(); ++row)
            rows << w.nationsModel()->nationCode(row);
        for (const QString &code : shown.order)
            if (shown.nation(code) && !expected.contains(code))
                expected << code;
        QCOMPARE(rows, expected);
        const QString why = nationsDisagreement(w, shown);
        QVERIFY2(why.isEmpty(), qPrintable(why));
    }
}

void TestReplayFollows::acceptTurnAtABattleStep()
{
    MainWindow w;
    QVERIFY(openResolved(w));
    const TurnRecord record = *w.document()->resolution();
    press(w, Qt::Key_F3);
    press(w, Qt::Key_F3);
    const int at = w.replayPanel()->position();
    QVERIFY(at > 0 && record.resolution.steps[at - 1].battle);
    QString why = replayDisagreement(w, record);
    QVERIFY2(why.isEmpty(), qPrintable(why));

    QPushButton *accept = nullptr;
    for (QPushButton *b : w.replayPanel()->findChildren<QPushButton *>())
        if (b->text() == QStringLiteral("Accept Turn"))
            accept = b;
    QVERIFY(accept);
    QTest::mouseClick(accept, Qt::LeftButton);
    QCOMPARE(w.document()->game().turn, record.before.turn + 1);
    QCOMPARE(w.replayPanel()->mode(), ReplayPanel::Mode::Accepted);
    why = replayDisagreement(w, record);
    QVERIFY2(why.isEmpty(), qPrintable(QStringLiteral("after Accept Turn: ") + why));
    // The views show the game now current, which is the turn's end.
    QVERIFY(w.document()->viewedGame() == w.document()->game());

    // Moving the accepted turn's replay, and undoing the accept, keep them agreeing.
    press(w, Qt::Key_F3, Qt::ShiftModifier);
    why = replayDisagreement(w, record);
    QVERIFY2(why.isEmpty(), qPrintable(QStringLiteral("back at a battle: ") + why));
    w.document()->undoStack()->undo();
    QCOMPARE(w.replayPanel()->mode(), ReplayPanel::Mode::Open);
    why = replayDisagreement(w, record);
    QVERIFY2(why.isEmpty(), qPrintable(QStringLiteral("after Undo: ") + why));
}

void TestReplayFollows::editDuringReplay()
{
    MainWindow w;
    QVERIFY(openResolved(w));
    const TurnRecord record = *w.document()->resolution();
    press(w, Qt::Key_F3);
    const int at = w.replayPanel()->position();
    QVERIFY(at > 0 && record.resolution.steps[at - 1].battle);
    const Battle &battle = *record.resolution.steps[at - 1].battle;
    const QString code = battle.to;
    w.mapView()->selectArea(code, true);
    QCOMPARE(w.areaPanel()->area(), code);
    auto *armies = child<QSpinBox>(w.areaPanel(), "armiesEdit");
    const int startArmies = record.before.area(code)->armies;

    // At a step of the turn: what is shown is not the game to edit.
    QVERIFY2(!armies->isEnabled(), "the Area panel edits the game at a step of the replay");
    QCOMPARE(w.document()->game().area(code)->armies, startArmies);
    QVERIFY(w.document()->hasOpenResolution());
    QVERIFY(w.replayPanel()->inspector()->hasBattle());

    // At the start of the turn the game shown is the current one: the edit is
    // its, and discards the resolved turn in the same undoable step.
    press(w, Qt::Key_Home, Qt::AltModifier);  // First Step
    QCOMPARE(w.replayPanel()->position(), 0);
    QVERIFY(armies->isEnabled());
    QCOMPARE(armies->value(), startArmies);
    auto asked = answerNextMessageBox(QStringLiteral("Discard and Edit"));
    armies->setFocus();
    armies->selectAll();
    QTest::keyClicks(armies, QString::number(startArmies + 4));
    QTest::keyClick(armies, Qt::Key_Return);
    QVERIFY(asked->asked);
    QCOMPARE(w.document()->game().area(code)->armies, startArmies + 4);
    QVERIFY(!w.document()->resolution());
    QCOMPARE(w.replayPanel()->mode(), ReplayPanel::Mode::None);
    QVERIFY(!w.replayPanel()->inspector()->hasBattle());
    QVERIFY(!child<QTabWidget>(w.replayPanel(), "replayTabs")->isTabEnabled(1));
    QVERIFY(w.document()->viewedGame() == w.document()->game());
    QUndoStack *stack = w.document()->undoStack();
    QVERIFY2(!stack->canRedo(), qPrintable(stack->redoText()));
    QVERIFY2(stack->undoText().contains(QStringLiteral("discards the resolved turn 1")), qPrintable(stack->undoText()));

    // Undo: the start-of-turn game as it was, and the turn resolved again.
    stack->undo();
    QCOMPARE(w.document()->game().area(code)->armies, startArmies);
    QVERIFY(w.document()->hasOpenResolution());
    QCOMPARE(w.replayPanel()->mode(), ReplayPanel::Mode::Open);
    const QString why = replayDisagreement(w, record);
    QVERIFY2(why.isEmpty(), qPrintable(QStringLiteral("after Undo: ") + why));
}

QTEST_MAIN(TestReplayFollows)
#include "tst_replayfollows.moc"
