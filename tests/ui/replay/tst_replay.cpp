// The replay of a resolved turn, driven offscreen: forward to the end gives
// the resolved next turn, back to the start gives the game before the turn
// (step by step and by jumps), the map shows the game at the current step
// and marks what it changed, a battle's arithmetic is shown, accepting the
// turn is one undoable edit, and the reports and step log are exported.
#include "document/GameDocument.h"
#include "document/TurnCommands.h"
#include "map/MapView.h"
#include "map/StepOverlay.h"
#include "model/GameJson.h"
#include "orders/Orders.h"
#include "orders/OrdersEditor.h"
#include "orders/OrdersPanel.h"
#include "replay/ReplayPanel.h"
#include "replay/StepsModel.h"
#include "rules/Resolver.h"
#include "ruleset/Ruleset.h"
#include "window/MainWindow.h"

#include <QDir>
#include <QDockWidget>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QListView>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include "report/BattleText.h"

#include <QTest>
#include <QUndoStack>

#include "TestSupport.h"
#include "UiTestSupport.h"

using namespace adj;
using namespace adj::ui;

using namespace adj::test;

namespace {

int firstBattleStep(const Resolution &r)
{
    for (int i = 0; i < r.steps.size(); ++i)
        if (r.steps[i].battle && !r.steps[i].battle->rounds.isEmpty())
            return i + 1;
    return -1;
}

} // namespace

class TestReplay : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void init();
    void cleanup();
    void listsEveryStep();
    void forwardToEndIsNextTurn();
    void backToStartIsGameBefore();
    void jumpsMatchSteps();
    void mapShowsGameAtStep();
    void battleShowsArithmetic();
    void changesNameFieldsInWords();
    void keyboardMovesThroughSteps();
    void acceptIsUndoable();
    void editingGameDiscardsResolutionUndoably();
    void exportWritesReportsAndLog();
    void resolveFromOrdersPanelOpensReplay();

private:
    std::unique_ptr<GameDocument> m_doc;
    std::unique_ptr<MapView> m_map;
    std::unique_ptr<ReplayPanel> m_replay;
    Game m_before;
    Resolution m_resolution;
};

void TestReplay::init()
{
    m_doc = std::make_unique<GameDocument>();
    m_doc->setGame(readGame(SamplePath), SamplePath);
    m_map = std::make_unique<MapView>(m_doc.get());
    m_replay = std::make_unique<ReplayPanel>(m_doc.get(), m_map.get());
    m_before = m_doc->game();
    m_resolution = resolveSample(m_before);
    QVERIFY(!m_resolution.steps.isEmpty());
    // As the orders panel does: the resolution is the document's, one undoable step.
    m_doc->setOrdersText(readText(SampleOrders));
    m_doc->undoStack()->push(new ResolveTurnCommand(m_doc.get(), TurnRecord{m_before, m_resolution, readText(SampleOrders)}));
    m_doc->undoStack()->setClean();
    QCOMPARE(m_replay->mode(), ReplayPanel::Mode::Open);
}

void TestReplay::cleanup()
{
    m_replay.reset();
    m_map.reset();
    m_doc.reset();
}

void TestReplay::listsEveryStep()
{
    StepsModel *model = m_replay->model();
    QCOMPARE(model->rowCount(), m_resolution.steps.size());
    for (int row = 0; row < model->rowCount(); ++row) {
        const Step &s = m_resolution.steps[row];
        const QModelIndex i = model->index(row);
        QCOMPARE(i.data(StepsModel::IndexRole).toInt(), s.index);
        QCOMPARE(i.data(StepsModel::NationRole).toString(), s.nation);
        QCOMPARE(i.data(StepsModel::OutcomeRole).toString(), s.outcome);
        QCOMPARE(i.data(StepsModel::PhaseRole).toString(), s.phase);
        QCOMPARE(i.data(StepsModel::SlotRole).isValid(), s.slot.has_value());
        if (s.phase.isEmpty())
            QVERIFY(i.data(Qt::DisplayRole).toString().contains(s.order));
    }
    QCOMPARE(m_replay->position(), 0);
    QVERIFY(m_replay->currentGame() == m_before);
}

void TestReplay::forwardToEndIsNextTurn()
{
    for (int i = 0; i < m_resolution.steps.size(); ++i) {
        QVERIFY(m_replay->forwardAction()->isEnabled());
        m_replay->forward();
        QCOMPARE(m_replay->position(), i + 1);
    }
    QVERIFY(!m_replay->forwardAction()->isEnabled());
    QVERIFY(m_replay->currentGame() == m_resolution.next);
    m_replay->forward();  // nothing past the end
    QCOMPARE(m_replay->position(), m_resolution.steps.size());
}

void TestReplay::backToStartIsGameBefore()
{
    m_replay->last();
    QVERIFY(m_replay->currentGame() == m_resolution.next);
    while (m_replay->position() > 0)
        m_replay->back();
    QVERIFY(!m_replay->backAction()->isEnabled());
    QVERIFY(m_replay->currentGame() == m_before);
    // The document's game is never touched by the replay.
    QVERIFY(m_doc->game() == m_before);
}

void TestReplay::jumpsMatchSteps()
{
    // Moving to a position by a jump gives the game that applying the steps up to it gives.
    const int n = int(m_resolution.steps.size());
    for (int target : {n / 2, 3, n - 1, 0, n, n / 3}) {
        m_replay->goTo(target);
        Game expected = m_before;
        expected.reindex();
        for (int i = 0; i < target; ++i)
            applyStep(expected, m_resolution.steps[i]);
        QVERIFY2(m_replay->currentGame() == expected, qPrintable(QStringLiteral("position %1").arg(target)));
        // The list shows the current step.
        const QModelIndex current = m_replay->stepsView()->currentIndex();
        QCOMPARE(current.isValid() ? current.row() + 1 : 0, target);
    }
    // Choosing a step in the list goes there.
    // (The list shows the steps through its filter, which shows them all here.)
    m_replay->stepsView()->setCurrentIndex(m_replay->stepsView()->model()->index(9, 0));
    QCOMPARE(m_replay->position(), 10);
}

void TestReplay::mapShowsGameAtStep()
{
    const int battle = firstBattleStep(m_resolution);
    QVERIFY(battle > 0);
    m_replay->goTo(battle);
    QVERIFY(m_map->shownGame() == m_replay->currentGame());
    QVERIFY(!(m_map->shownGame() == m_doc->game()));
    // The areas the step changed are ringed, and the battle has its arrow.
    const Step &s = m_resolution.steps[battle - 1];
    QSet<QString> changed;
    for (const Change &c : s.changes)
        if (c.target == Change::Target::Area)
            changed.insert(c.key);
    QVERIFY(m_map->stepOverlay());
    QCOMPARE(m_map->stepOverlay()->ringCount(), changed.size());
    QVERIFY(m_map->stepOverlay()->hasArrow());
    // Back at the start, the map shows the game before the turn, unmarked.
    m_replay->first();
    QVERIFY(m_map->shownGame() == m_before);
    QCOMPARE(m_map->stepOverlay()->ringCount(), 0);
    // When the replay ends, the map shows the document's game again.
    m_replay->last();
    m_replay->clear();
    QVERIFY(m_map->shownGame() == m_doc->game());
}

void TestReplay::battleShowsArithmetic()
{
    const int battle = firstBattleStep(m_resolution);
    QVERIFY(battle > 0);
    m_replay->goTo(battle);
    const Battle &b = *m_resolution.steps[battle - 1].battle;
    const QString text = m_replay->detailsText();
    QVERIFY2(text.contains(b.attacker), qPrintable(text));
    QVERIFY(text.contains(b.from));
    QVERIFY(text.contains(b.to));
    // Each round as the battle's explanation writes it (core/report/BattleText,
    // checked against the rules in tst_battletext): one line per side's loss.
    QCOMPARE(b.rounds.size(), explainBattle(b).rounds.size());
    for (const BattleExplanation::RoundText &r : explainBattle(b).rounds) {
        QVERIFY2(text.contains(r.defenderLoss), qPrintable(text));
        QVERIFY2(text.contains(r.attackerLoss), qPrintable(text));
    }
    // No bare table of numbers beside it.
    QVERIFY(!text.contains(QStringLiteral("A loses")));
    // Who won and why.
    QVERIFY(text.contains(b.won ? QStringLiteral("Won") : QStringLiteral("Beaten off")));
    QVERIFY2(text.contains(explainBattle(b).ending), qPrintable(text));
}

void TestReplay::changesNameFieldsInWords()
{
    // A step that changed a nation's BP: the Changes list says "BP", not the JSON name.
    int position = 0;
    for (int i = 0; i < m_resolution.steps.size() && !position; ++i)
        for (const Change &c : m_resolution.steps[i].changes)
            if (c.field == u"bp")
                position = i + 1;
    QVERIFY(position > 0);
    m_replay->goTo(position);
    const QString text = m_replay->detailsText();
    QVERIFY2(text.contains(QStringLiteral("BP")), qPrintable(text));
    QVERIFY2(!text.contains(QRegularExpression(QStringLiteral("\\bbp\\b"))), qPrintable(text));
}

void TestReplay::keyboardMovesThroughSteps()
{
    m_replay->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_replay.get()));
    m_replay->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(m_replay.get()));
    QCOMPARE(m_replay->position(), 0);  // focusing the list does not move the replay
    QTest::keyClick(m_replay.get(), Qt::Key_Right, Qt::AltModifier);
    QTest::keyClick(m_replay.get(), Qt::Key_Right, Qt::AltModifier);
    QCOMPARE(m_replay->position(), 2);
    QTest::keyClick(m_replay.get(), Qt::Key_Left, Qt::AltModifier);
    QCOMPARE(m_replay->position(), 1);
    QTest::keyClick(m_replay.get(), Qt::Key_End, Qt::AltModifier);
    QCOMPARE(m_replay->position(), m_resolution.steps.size());
    QTest::keyClick(m_replay.get(), Qt::Key_Home, Qt::AltModifier);
    QCOMPARE(m_replay->position(), 0);
    // In the list, the arrow keys move from step to step.
    m_replay->stepsView()->setFocus();
    m_replay->goTo(4);
    QTest::keyClick(m_replay->stepsView(), Qt::Key_Down);
    QCOMPARE(m_replay->position(), 5);
    QTest::keyClick(m_replay->stepsView(), Qt::Key_Up);
    QTest::keyClick(m_replay->stepsView(), Qt::Key_Up);
    QCOMPARE(m_replay->position(), 3);
}

void TestReplay::acceptIsUndoable()
{
    m_replay->goTo(5);  // accepting does not depend on where the replay stands
    QVERIFY(m_replay->acceptAction()->isEnabled());
    m_replay->acceptTurn();
    QVERIFY(m_doc->game() == m_resolution.next);
    QCOMPARE(m_doc->game().turn, m_before.turn + 1);
    QVERIFY(m_doc->ordersText().isEmpty());  // the next turn starts with no orders
    QVERIFY(m_map->shownGame() == m_resolution.next);
    QCOMPARE(m_doc->undoStack()->count(), 2);  // resolve, accept: one command each
    QVERIFY(!m_doc->undoStack()->isClean());
    // The accepted turn stays replayable and its reports exportable; it cannot be accepted twice.
    QCOMPARE(m_replay->mode(), ReplayPanel::Mode::Accepted);
    QVERIFY(!m_replay->acceptAction()->isEnabled());
    QVERIFY(m_replay->exportAction()->isEnabled());
    QVERIFY(m_replay->findChild<QLabel *>(QStringLiteral("replayTitle"))->text().contains(QStringLiteral("accepted")));

    // It stands at its end, which is the game now current.
    QCOMPARE(m_replay->position(), m_replay->stepCount());
    QVERIFY(m_doc->viewedGame() == m_doc->game());

    // Undo gives back the game before the turn, its orders, and the replay at
    // its start, which is the game now current again.
    m_doc->undoStack()->undo();
    QVERIFY(m_doc->game() == m_before);
    QCOMPARE(m_doc->ordersText(), readText(SampleOrders));
    QVERIFY(m_doc->undoStack()->isClean());
    QCOMPARE(m_replay->mode(), ReplayPanel::Mode::Open);
    QCOMPARE(m_replay->position(), 0);
    QVERIFY(m_replay->acceptAction()->isEnabled());
    QVERIFY(!m_replay->findChild<QLabel *>(QStringLiteral("replayTitle"))->text().contains(QStringLiteral("accepted")));
    QVERIFY(m_map->shownGame() == m_before);

    m_doc->undoStack()->redo();
    QVERIFY(m_doc->game() == m_resolution.next);
}

void TestReplay::editingGameDiscardsResolutionUndoably()
{
    m_replay->goTo(3);
    // An edit the game file would refuse is refused with its message; nothing changes.
    const QString seaCode = [this] {
        for (const Area &a : m_before.areas)
            if (a.isSea() && a.isNeutral())
                return a.code;
        return QString();
    }();
    QVERIFY(!seaCode.isEmpty());
    const QString refused = m_doc->editArea(seaCode, QStringLiteral("ships"), 5);
    QVERIFY2(!refused.isEmpty(), "ships on a neutral sea are refused, as the game file refuses them");
    QCOMPARE(m_doc->game().area(seaCode)->ships, 0);
    QVERIFY(m_replay->hasResolution());

    // A valid edit discards the open resolution in the same undoable step.
    const int armies = m_before.area(QStringLiteral("YRS"))->armies;
    QCOMPARE(m_doc->editArea(QStringLiteral("YRS"), QStringLiteral("armies"), armies + 9), QString());
    QVERIFY(!m_replay->hasResolution());
    QVERIFY(!m_doc->resolution());
    QVERIFY(!m_replay->acceptAction()->isEnabled());
    QVERIFY(m_map->shownGame() == m_doc->game());
    QCOMPARE(m_doc->game().area(QStringLiteral("YRS"))->armies, armies + 9);

    m_doc->undoStack()->undo();
    QCOMPARE(m_doc->game().area(QStringLiteral("YRS"))->armies, armies);
    QVERIFY(m_doc->hasOpenResolution());
    QVERIFY(m_replay->hasResolution());
    QCOMPARE(m_replay->stepCount(), m_resolution.steps.size());
    QCOMPARE(m_replay->position(), 0);  // at its start: the game now current
}

void TestReplay::exportWritesReportsAndLog()
{
    QTemporaryDir dir;
    const QString folder = dir.filePath(QStringLiteral("reports"));
    QCOMPARE(m_replay->exportReports(folder), QString());
    for (const Nation &n : m_before.nations) {
        const QString report = readText(QDir(folder).filePath(n.code + QStringLiteral(".txt")));
        QVERIFY2(report.contains(QStringLiteral("Report for %1").arg(n.code)), qPrintable(report.left(200)));
    }
    // The step log: one JSON object per line, in processing order (docs/formats.md "Step log").
    const QStringList lines = readText(QDir(folder).filePath(QStringLiteral("events.jsonl"))).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    QCOMPARE(lines.size(), m_resolution.steps.size());
    for (int i = 0; i < lines.size(); ++i) {
        const QJsonObject o = QJsonDocument::fromJson(lines[i].toUtf8()).object();
        QCOMPARE(o.value(QStringLiteral("step")).toInt(), i + 1);
        QCOMPARE(o.value(QStringLiteral("nation")).toString(), m_resolution.steps[i].nation);
    }
}

void TestReplay::resolveFromOrdersPanelOpensReplay()
{
    MainWindow w;
    QVERIFY(w.openFile(SamplePath));
    w.ordersPanel()->editor()->setPlainText(readText(SampleOrders));
    auto asked = answerNextMessageBox(QStringLiteral("Resolve Anyway"));  // the sample has bad lines
    w.ordersPanel()->resolveAction()->trigger();
    QVERIFY(asked->asked);
    QVERIFY(waitForResolve(w.ordersPanel()));
    ReplayPanel *replay = w.replayPanel();
    QVERIFY(replay->hasResolution());
    QCOMPARE(replay->stepCount(), m_resolution.steps.size());
    QVERIFY(replay->resolution().next == m_resolution.next);
    replay->last();
    QVERIFY(w.mapView()->shownGame() == m_resolution.next);
    replay->acceptAction()->trigger();
    QVERIFY(w.document()->game() == m_resolution.next);
    // Export Reports works after the accept.
    QVERIFY(replay->exportAction()->isEnabled());
    QTemporaryDir dir;
    QCOMPARE(replay->exportReports(dir.path()), QString());
    QVERIFY(QFile::exists(QDir(dir.path()).filePath(QStringLiteral("events.jsonl"))));
    w.document()->undoStack()->undo();
    QVERIFY(w.document()->game() == m_before);
    QCOMPARE(w.ordersPanel()->editor()->toPlainText(), readText(SampleOrders));
    QVERIFY(replay->acceptAction()->isEnabled());
}

QTEST_MAIN(TestReplay)
#include "tst_replay.moc"
