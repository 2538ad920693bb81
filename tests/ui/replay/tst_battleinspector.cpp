// The replay's battle inspector and its list filters, offscreen,
// on the sample game's turn 1: VIK's CONVOY IRS SGC is the sea battle of
// docs/formats.md "Battle details" (VIK 6 ships and 5 armies against GWY's 2 ships
// in SGC; GWY loses ½·11 + ½·(11 − 2) = 10, capped at its 2 ships; VIK loses
// ½·2 = 1 army). The inspector shows explainBattle's text and copies it; its
// stages show the game before the battle, with the losses taken, and after,
// through the document that every view reads; the list filters to battles,
// failures or one nation, and Next Battle jumps from battle to battle.
#include "document/GameDocument.h"
#include "document/TurnCommands.h"
#include "map/AreaItem.h"
#include "map/MapView.h"
#include "map/StepOverlay.h"
#include "replay/BattleInspector.h"
#include "replay/ReplayPanel.h"
#include "replay/StepsFilter.h"
#include "replay/StepsModel.h"
#include "report/BattleText.h"
#include "rules/Resolver.h"

#include <QAbstractButton>
#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QListView>
#include <QPushButton>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTextBrowser>
#include <QTest>
#include <QUndoStack>
#include <tuple>

#include "TestSupport.h"
#include "UiTestMain.h"

using namespace adj;
using namespace adj::ui;
using namespace adj::test;

class TestBattleInspector : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void init();
    void cleanup();
    void seaBattleTextIsExplainBattles();
    void showsTheRecordsNumbers();
    void countsNothingItself();
    void emptyWithoutBattle();
    void copyPutsTextOnClipboard();
    void citesTheRulebookNotTheLogsIds();
    void stagesChangeMapCounts();
    void movingOnShowsAfterAgain();
    void filtersBattles();
    void filtersFailures();
    void filtersOneNation();
    void nextBattleJumps();
    void selectingFilteredRowMovesReplay();

private:
    int seaBattleStep() const;
    std::unique_ptr<GameDocument> m_doc;
    std::unique_ptr<MapView> m_map;
    std::unique_ptr<ReplayPanel> m_replay;
    Resolution m_resolution;
};

void TestBattleInspector::init()
{
    m_doc = std::make_unique<GameDocument>();
    m_doc->setGame(readGame(SamplePath), SamplePath);
    m_map = std::make_unique<MapView>(m_doc.get());
    m_replay = std::make_unique<ReplayPanel>(m_doc.get(), m_map.get());
    const Game before = m_doc->game();
    m_resolution = resolveSample(before);
    m_doc->undoStack()->push(new ResolveTurnCommand(m_doc.get(), TurnRecord{before, m_resolution, readText(SampleOrders)}));
    QCOMPARE(m_replay->mode(), ReplayPanel::Mode::Open);
}

void TestBattleInspector::cleanup()
{
    m_replay.reset();
    m_map.reset();
    m_doc.reset();
}

int TestBattleInspector::seaBattleStep() const
{
    for (int i = 0; i < m_resolution.steps.size(); ++i) {
        const Step &s = m_resolution.steps[i];
        if (s.battle && s.battle->kind == u"sea" && s.battle->attacker == u"VIK" && s.battle->from == u"IRS"
            && s.battle->to == u"SGC")
            return i + 1;
    }
    return 0;
}

void TestBattleInspector::seaBattleTextIsExplainBattles()
{
    const int step = seaBattleStep();
    QVERIFY(step > 0);
    m_replay->goTo(step);
    BattleInspector *inspector = m_replay->inspector();
    QVERIFY(inspector->hasBattle());
    const Battle &b = *m_resolution.steps[step - 1].battle;
    const BattleExplanation e = explainBattle(b);
    // The text copied is explainBattle's, the same the reports print.
    QCOMPARE(inspector->text(), e.toText());
    QVERIFY2(inspector->text().contains(QStringLiteral("½·11 + ½·(11 − 2) = 10")), qPrintable(inspector->text()));
    // What the moderator reads: each round's arithmetic, how it ended, the rule choices.
    const QString shown = inspector->shownText();
    QVERIFY2(shown.contains(QStringLiteral("GWY loses ½·11 + ½·(11 − 2) = 10, capped at the 2 ships and 0 armies there → 2 ships")),
             qPrintable(shown));
    QVERIFY2(shown.contains(QStringLiteral("VIK loses ½·2 = 1 → 1 army (armies die first)")), qPrintable(shown));
    for (const BattleExplanation::RoundText &r : e.rounds) {
        QVERIFY(shown.contains(r.strengths));
        QVERIFY(shown.contains(r.defenderLoss));
        QVERIFY(shown.contains(r.attackerLoss));
    }
    QVERIFY(shown.contains(e.ending));
    QVERIFY(shown.contains(QStringLiteral("RC-ROUND")));
    for (const QString &line : e.rules)
        QVERIFY2(shown.contains(line), qPrintable(line));
}

void TestBattleInspector::showsTheRecordsNumbers()
{
    // Every battle of the sample turn, reached with Next Battle: the sides'
    // strengths, each round's loss and the survivors are the record's numbers.
    auto *sides = m_replay->inspector()->findChild<BattleSides *>(QStringLiteral("battleSides"));
    QVERIFY(sides);
    m_replay->goTo(0);
    int battles = 0;
    while (m_replay->nextBattleAction()->isEnabled()) {
        m_replay->nextBattleAction()->trigger();
        const Battle &b = *m_resolution.steps[m_replay->position() - 1].battle;
        QCOMPARE(sides->attacker().strength, b.attackStrength);
        QCOMPARE(sides->defender().strength, b.defenceStrength);
        QCOMPARE(sides->attacker().strength, b.rounds.first().a);
        QCOMPARE(sides->defender().strength, b.rounds.first().d);
        const QString shown = m_replay->inspector()->shownText();
        for (const Round &r : b.rounds) {
            for (const Loss &l : {r.attacker, r.defender}) {
                QVERIFY2(shown.contains(QStringLiteral("·%1").arg(l.other)), qPrintable(shown));
                if (l.rounding == Loss::Rounded::Sum)
                    QVERIFY2(shown.contains(QStringLiteral("rounded down to %1").arg(l.rounded)), qPrintable(shown));
            }
        }
        if (b.kind == u"sea" && b.won)
            QVERIFY2(shown.contains(QStringLiteral("%1 ship").arg(b.attackerLeft.ships)), qPrintable(shown));
        // The parts under the bars in their plural: "1 army", never "1 armies".
        for (const BattleSides::Side *side : {&sides->attacker(), &sides->defender()}) {
            const QString parts = BattleSides::partsText(*side);
            static const QRegularExpression one(QStringLiteral("\\b1 (armies|ships|forts)\\b"));
            QVERIFY2(!parts.contains(one) && !parts.contains(u'('), qPrintable(parts));
        }
        // What each side brings and its parts are wrapped, never cut: the
        // sides take more height the narrower they are.
        QVERIFY(sides->heightForWidth(200) > sides->heightForWidth(1200));
        QTRY_VERIFY(sides->height() >= sides->heightForWidth(sides->width()));  // once laid out
        ++battles;
    }
    QVERIFY(battles >= 2);

    // The sea battle of docs/formats.md "Battle details": 11 against 2; GWY loses
    // 10, capped at its 2 ships; VIK keeps 6 ships and 4 armies.
    m_replay->goTo(seaBattleStep());
    const Battle &sea = *m_replay->inspector()->battle();
    QCOMPARE(sides->attacker().strength, 11);
    QCOMPARE(sides->defender().strength, 2);
    QCOMPARE(sea.rounds.first().defender.rounded, 10);
    QVERIFY(sea.rounds.first().defender.capped);
    QCOMPARE(sea.attackerLeft, (Units{4, 6}));
    QVERIFY(m_replay->inspector()->shownText().contains(QStringLiteral("VIK's 6 ships and 4 armies move into SGC")));
}

void TestBattleInspector::countsNothingItself()
{
    // A record whose counted numbers were changed: the inspector shows them
    // as they are, so every number it shows comes from the record.
    Battle b = *m_resolution.steps[seaBattleStep() - 1].battle;
    b.attackStrength = 99;
    b.defenceStrength = 7;
    b.attackerLeft = {3, 8};
    BattleInspector inspector;
    inspector.setBattle(b, {});
    auto *sides = inspector.findChild<BattleSides *>(QStringLiteral("battleSides"));
    QVERIFY(sides);
    QCOMPARE(sides->attacker().strength, 99);
    QCOMPARE(sides->defender().strength, 7);
    QVERIFY2(sides->attacker().brings.endsWith(QStringLiteral("= 99")), qPrintable(sides->attacker().brings));
    QVERIFY2(sides->defender().brings.endsWith(QStringLiteral("= 7")), qPrintable(sides->defender().brings));
    QVERIFY2(inspector.shownText().contains(QStringLiteral("VIK's 8 ships and 3 armies")), qPrintable(inspector.shownText()));
}

void TestBattleInspector::emptyWithoutBattle()
{
    int plain = 0;
    for (int i = 0; i < m_resolution.steps.size() && !plain; ++i)
        if (!m_resolution.steps[i].battle)
            plain = i + 1;
    QVERIFY(plain > 0);
    m_replay->goTo(plain);
    QVERIFY(!m_replay->inspector()->hasBattle());
    QVERIFY(m_replay->inspector()->text().isEmpty());
}

void TestBattleInspector::copyPutsTextOnClipboard()
{
    const int step = seaBattleStep();
    m_replay->goTo(step);
    const QString expected = explainBattle(*m_resolution.steps[step - 1].battle).toText();
    BattleInspector *inspector = m_replay->inspector();

    QApplication::clipboard()->clear();
    QTest::mouseClick(inspector->copyButton(), Qt::LeftButton);
    QCOMPARE(QApplication::clipboard()->text(), expected);

    // Ctrl+C while the inspector has focus.
    m_replay->show();
    m_replay->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(m_replay.get()));
    QVERIFY(inspector->isVisible());
    inspector->setFocus();
    QTRY_VERIFY(inspector->hasFocus());
    QApplication::clipboard()->clear();
    QTest::keySequence(inspector, QKeySequence::Copy);
    QCOMPARE(QApplication::clipboard()->text(), expected);

    // With the focus in the explanation and nothing selected: the whole text too.
    auto *text = inspector->findChild<QTextBrowser *>(QStringLiteral("battleText"));
    QVERIFY(text);
    text->setFocus();
    QTRY_VERIFY(text->hasFocus());
    QApplication::clipboard()->clear();
    QTest::keySequence(text, QKeySequence::Copy);
    QCOMPARE(QApplication::clipboard()->text(), expected);
}

void TestBattleInspector::citesTheRulebookNotTheLogsIds()
{
    // What the moderator reads and copies into a reply names the rulebook's
    // section, as players know it ("Dark Age 8.4a"); the step log keeps its
    // ids ("seed 002 8.4a", docs/formats.md "Battle details").
    BattleInspector *inspector = m_replay->inspector();
    const QRegularExpression ours(QStringLiteral("\\bseed\\b|\\bDA \\d"));
    int land = 0;
    for (const Step &s : m_resolution.steps) {
        if (!s.battle)
            continue;
        m_replay->goTo(s.index);
        QApplication::clipboard()->clear();
        QTest::mouseClick(inspector->copyButton(), Qt::LeftButton);
        const QString copied = QApplication::clipboard()->text();
        const QString shown = inspector->shownText();
        for (const QString &text : {shown, copied}) {
            QVERIFY2(!text.contains(ours), qPrintable(text));
            if (s.battle->kind == u"sea") {
                QVERIFY2(text.contains(QStringLiteral("(Dark Age 8.4a).")), qPrintable(text));
                QVERIFY2(text.contains(QStringLiteral("Rules: Dark Age 8.4a")), qPrintable(text));
            } else {
                QVERIFY2(text.contains(QStringLiteral("Rules: Dark Age 3.4")), qPrintable(text));
            }
        }
        land += s.battle->kind != u"sea";
        QCOMPARE(s.battle->rules.first(), s.battle->kind == u"sea" ? QStringLiteral("seed 002 8.4a") : QStringLiteral("DA 3.4"));
    }
    QVERIFY(land > 0);
    QVERIFY(seaBattleStep() > 0);
}

void TestBattleInspector::stagesChangeMapCounts()
{
    const int step = seaBattleStep();
    m_replay->goTo(step);
    BattleInspector *inspector = m_replay->inspector();
    QCOMPARE(inspector->stage(), BattleInspector::After);

    // What the document shows, and the map draws the same.
    auto shown = [this](const QString &code) {
        const Area *a = m_doc->viewedGame().area(code);
        Q_ASSERT(a);
        const Area &drawn = m_map->areaItem(code)->area();
        if (drawn.ships != a->ships || drawn.armies != a->armies || drawn.owner != a->owner)
            qWarning("the map draws %s differently from the document", qPrintable(code));
        return std::tuple(a->owner, a->ships, a->armies, drawn == *a);
    };
    using T = std::tuple<QString, int, int, bool>;

    // Before: GWY's 2 ships hold SGC; VIK's 6 ships and 5 armies in IRS (docs/formats.md "Battle details").
    QTest::mouseClick(inspector->stageButton(BattleInspector::Before), Qt::LeftButton);
    QCOMPARE(m_replay->stage(), BattleInspector::Before);
    QCOMPARE(shown(QStringLiteral("SGC")), T(QStringLiteral("GWY"), 2, 0, true));
    QCOMPARE(shown(QStringLiteral("IRS")), T(QStringLiteral("VIK"), 6, 5, true));
    QVERIFY(m_doc->viewLabel().contains(QStringLiteral("before")));

    // Losses: GWY's 2 ships sunk, VIK's loss of 1 taken from its armies.
    QTest::mouseClick(inspector->stageButton(BattleInspector::Losses), Qt::LeftButton);
    QCOMPARE(m_replay->stage(), BattleInspector::Losses);
    QCOMPARE(shown(QStringLiteral("SGC")), T(QStringLiteral("GWY"), 0, 0, true));
    QCOMPARE(shown(QStringLiteral("IRS")), T(QStringLiteral("VIK"), 6, 4, true));

    // After: VIK's 6 ships and 4 armies moved into SGC and took it.
    QTest::mouseClick(inspector->stageButton(BattleInspector::After), Qt::LeftButton);
    QCOMPARE(m_replay->stage(), BattleInspector::After);
    QCOMPARE(shown(QStringLiteral("SGC")), T(QStringLiteral("VIK"), 6, 4, true));
    QCOMPARE(std::get<1>(shown(QStringLiteral("IRS"))), 0);
    QCOMPARE(std::get<2>(shown(QStringLiteral("IRS"))), 0);
    QVERIFY(m_doc->viewedGame() == m_replay->currentGame());

    // The two areas of the battle are marked on the map at every stage.
    QVERIFY(m_map->stepOverlay());
    QVERIFY(m_map->stepOverlay()->ringCount() >= 2);
    QVERIFY(m_map->stepOverlay()->hasArrow());
}

void TestBattleInspector::movingOnShowsAfterAgain()
{
    const int step = seaBattleStep();
    m_replay->goTo(step);
    m_replay->showStage(BattleInspector::Before);
    QCOMPARE(m_doc->viewedGame().area(QStringLiteral("SGC"))->owner, QStringLiteral("GWY"));
    // Another step: the game at that step, the stage back to After.
    m_replay->goTo(step - 1);
    QCOMPARE(m_replay->stage(), BattleInspector::After);
    QVERIFY(m_doc->viewedGame() == m_replay->currentGame());
    m_replay->goTo(step);
    QCOMPARE(m_replay->inspector()->stage(), BattleInspector::After);
    QCOMPARE(m_doc->viewedGame().area(QStringLiteral("SGC"))->owner, QStringLiteral("VIK"));
}

namespace {
// The step numbers the list shows, in order.
QList<int> listed(ReplayPanel *replay)
{
    QList<int> out;
    QAbstractItemModel *m = replay->stepsView()->model();
    for (int row = 0; row < m->rowCount(); ++row)
        out.append(m->index(row, 0).data(StepsModel::IndexRole).toInt());
    return out;
}

void choose(ReplayPanel *replay, const QString &data)
{
    QComboBox *box = replay->filterBox();
    const int i = box->findData(data);
    QVERIFY2(i >= 0, qPrintable(data));
    box->setCurrentIndex(i);
    emit box->activated(i);
}
} // namespace

void TestBattleInspector::filtersBattles()
{
    choose(m_replay.get(), QStringLiteral("battles"));
    QList<int> expected;
    for (const Step &s : m_resolution.steps)
        if (s.battle)
            expected.append(s.index);
    QVERIFY(!expected.isEmpty());
    QCOMPARE(listed(m_replay.get()), expected);
    choose(m_replay.get(), QStringLiteral("all"));
    QCOMPARE(listed(m_replay.get()).size(), m_resolution.steps.size());
}

void TestBattleInspector::filtersFailures()
{
    choose(m_replay.get(), QStringLiteral("failures"));
    QList<int> expected;
    for (const Step &s : m_resolution.steps)
        if (s.outcome == u"failed")
            expected.append(s.index);
    QVERIFY(!expected.isEmpty());  // the sample orders hold deliberate bad lines
    QCOMPARE(listed(m_replay.get()), expected);
}

void TestBattleInspector::filtersOneNation()
{
    choose(m_replay.get(), QStringLiteral("nation:VIK"));
    QList<int> expected;
    for (const Step &s : m_resolution.steps)
        if (s.nation == u"VIK")
            expected.append(s.index);
    QVERIFY(!expected.isEmpty());
    QCOMPARE(listed(m_replay.get()), expected);
}

void TestBattleInspector::nextBattleJumps()
{
    QList<int> battles;
    for (const Step &s : m_resolution.steps)
        if (s.battle)
            battles.append(s.index);
    QVERIFY(battles.size() >= 2);
    m_replay->goTo(0);
    QList<int> visited;
    while (m_replay->nextBattleAction()->isEnabled()) {
        m_replay->nextBattleAction()->trigger();
        visited.append(m_replay->position());
        QVERIFY(m_replay->inspector()->hasBattle());
        QVERIFY(visited.size() <= battles.size());
    }
    QCOMPARE(visited, battles);
    QVERIFY(!m_replay->nextBattle());
    QCOMPARE(m_replay->position(), battles.last());
    // And back.
    m_replay->previousBattleAction()->trigger();
    QCOMPARE(m_replay->position(), battles[battles.size() - 2]);
    // F3 is the key for it.
    QCOMPARE(m_replay->nextBattleAction()->shortcut(), QKeySequence(Qt::Key_F3));
}

void TestBattleInspector::selectingFilteredRowMovesReplay()
{
    choose(m_replay.get(), QStringLiteral("battles"));
    const QList<int> battles = listed(m_replay.get());
    QVERIFY(battles.size() >= 2);
    QListView *view = m_replay->stepsView();
    view->selectionModel()->select(view->model()->index(1, 0), QItemSelectionModel::ClearAndSelect);
    QCOMPARE(m_replay->position(), battles[1]);
    // The current step, outside the filter, is not selected in the list.
    m_replay->goTo(battles[1] - 1 > 0 && !m_resolution.steps[battles[1] - 2].battle ? battles[1] - 1 : 0);
    QVERIFY(view->selectionModel()->selectedRows().isEmpty());
}

int main(int argc, char **argv)
{
    return adj::test::runUiTest<TestBattleInspector>(argc, argv, "tst_battleinspector", adj::test::Keyring::None);
}
#include "tst_battleinspector.moc"
