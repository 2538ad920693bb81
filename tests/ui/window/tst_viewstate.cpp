// One truth for every view (the Area panel and the Nations table once
// contradicted the map during replay and history). The main
// window is driven offscreen: the Britain sample's turn 1, which has a sea
// battle, is resolved and replayed step by step, and at every step the map's
// area items, the Area panel and the Nations table must show the values of the
// step log's state at that step (the game before the turn with the steps up to
// there applied, computed here independently of the window). The same for each
// turn of a game file's history.
#include "document/GameDocument.h"
#include "document/GameFileActions.h"
#include "history/HistoryPanel.h"
#include "map/AreaItem.h"
#include "area/AreaPanel.h"
#include "map/MapView.h"
#include "nations/NationsModel.h"
#include "orders/Orders.h"
#include "orders/OrdersEditor.h"
#include "orders/OrdersPanel.h"
#include "replay/ReplayPanel.h"
#include "rules/Resolver.h"
#include "ruleset/Ruleset.h"
#include "store/GameStore.h"
#include "window/MainWindow.h"

#include <QComboBox>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

#include "TestSupport.h"
#include "UiTestSupport.h"

using namespace adj;
using namespace adj::ui;
using namespace adj::test;

namespace {

int spin(const MainWindow &w, const char *name)
{
    auto *box = w.areaPanel()->findChild<QSpinBox *>(QLatin1String(name));
    return box ? box->value() : -1;
}

// Every view against `expected`; returns the first disagreement, or "".
QString disagreement(MainWindow &w, const Game &expected, const QStringList &panelAreas)
{
    // The map: every area item.
    for (const Area &a : expected.areas) {
        AreaItem *item = w.mapView()->areaItem(a.code);
        if (!item)
            return QStringLiteral("map: no item for %1").arg(a.code);
        if (!(item->area() == a))
            return QStringLiteral("map: %1 shows armies %2 ships %3 owner %4, the step log says %5 %6 %7")
                .arg(a.code).arg(item->area().armies).arg(item->area().ships).arg(item->area().owner)
                .arg(a.armies).arg(a.ships).arg(a.owner);
    }
    // The Area panel, for the areas asked for.
    for (const QString &code : panelAreas) {
        w.areaPanel()->setArea(code);
        const Area &a = *expected.area(code);
        const QString owner = w.areaPanel()->findChild<QComboBox *>(QStringLiteral("ownerEdit"))->currentData().toString();
        if (owner != a.owner)
            return QStringLiteral("Area panel: %1 owner %2, the step log says %3").arg(code, owner, a.owner);
        const QList<QPair<const char *, int>> counts = {{"armiesEdit", a.armies}, {"shipsEdit", a.ships},
                                                        {"populationEdit", a.population}, {"fortsEdit", a.forts}};
        for (const auto &[name, value] : counts) {
            // A field that does not apply to the area (ships on land) shows no number.
            auto *box = w.areaPanel()->findChild<QSpinBox *>(QLatin1String(name));
            if (!box->isEnabled() && box->value() == box->minimum() && !box->specialValueText().isEmpty() && value == 0)
                continue;
            if (box->isEnabled() && box->text() != QString::number(value))  // a 0 shows as 0
                return QStringLiteral("Area panel: %1 %2 reads \"%3\"").arg(code, QLatin1String(name), box->text());
            if (spin(w, name) != value)
                return QStringLiteral("Area panel: %1 %2 is %3, the step log says %4").arg(code, QLatin1String(name)).arg(spin(w, name)).arg(value);
        }
    }
    // The Nations table: BP, treasury, reserves, VP, and the holdings counted from the areas.
    NationsModel *model = w.nationsModel();
    for (int row = 0; row < model->rowCount(); ++row) {
        const QString code = model->index(row, 0).data(NationsModel::CodeRole).toString();
        const Nation &n = *expected.nation(code);
        int areas = 0, population = 0;
        for (const Area &a : expected.areas)
            if (a.owner == code) {
                ++areas;
                population += a.population;
            }
        const QList<QPair<int, int>> cells = {{NationsModel::Bp, n.bp}, {NationsModel::Treasury, n.treasury},
                                              {NationsModel::ArmyReserve, n.armyReserve},
                                              {NationsModel::FleetReserve, n.fleetReserve}, {NationsModel::Vp, n.vp},
                                              {NationsModel::Areas, areas}, {NationsModel::Population, population}};
        for (const auto &[column, value] : cells)
            if (model->index(row, column).data().toInt() != value)
                return QStringLiteral("Nations table: %1 column %2 shows %3, the step log says %4")
                    .arg(code).arg(column).arg(model->index(row, column).data().toInt()).arg(value);
    }
    return {};
}

} // namespace

class TestViewState : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void replayEveryStepAgrees();
    void historyEveryTurnAgrees();
};

void TestViewState::replayEveryStepAgrees()
{
    MainWindow w;
    QVERIFY(w.openFile(SamplePath));
    const Game before = w.document()->game();
    const Resolution r = resolveSample(before);
    int seaBattles = 0;
    for (const Step &s : r.steps)
        seaBattles += s.battle && s.battle->kind == u"sea" && !s.battle->rounds.isEmpty();
    QVERIFY2(seaBattles > 0, "the sample turn has a contested sea battle");

    w.ordersPanel()->editor()->setPlainText(readText(SampleOrders));
    answerNextMessageBox(QStringLiteral("Resolve Anyway"));  // the sample has deliberate bad lines
    w.ordersPanel()->resolveAction()->trigger();
    QVERIFY(waitForResolve(w.ordersPanel()));
    ReplayPanel *replay = w.replayPanel();
    QCOMPARE(replay->stepCount(), r.steps.size());

    Game expected = before;
    expected.reindex();
    for (int position = 0; position <= r.steps.size(); ++position) {
        if (position > 0)
            applyStep(expected, r.steps[position - 1]);
        replay->goTo(position);
        QCOMPARE(replay->position(), position);
        QVERIFY(w.document()->viewedGame() == expected);
        // The Area panel for the areas this step touched (and one untouched).
        QStringList touched = {QStringLiteral("YRS")};
        if (position > 0)
            for (const Change &c : r.steps[position - 1].changes)
                if (c.target == Change::Target::Area && !touched.contains(c.key))
                    touched.append(c.key);
        const QString why = disagreement(w, expected, touched);
        QVERIFY2(why.isEmpty(), qPrintable(QStringLiteral("step %1: %2").arg(position).arg(why)));
    }
    // The replay ends: every view shows the current game again.
    replay->clear();
    const QString why = disagreement(w, w.document()->game(), {QStringLiteral("YRS")});
    QVERIFY2(why.isEmpty(), qPrintable(why));
}

void TestViewState::historyEveryTurnAgrees()
{
    // A game file with turn 1 resolved and turn 2 current.
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("britain.adjutant"));
    MainWindow w;
    QVERIFY(w.openFile(SamplePath));
    const Game turn1 = w.document()->game();
    w.ordersPanel()->editor()->setPlainText(readText(SampleOrders));
    answerNextMessageBox(QStringLiteral("Resolve Anyway"));  // the sample has deliberate bad lines
    w.ordersPanel()->resolveAction()->trigger();
    QVERIFY(waitForResolve(w.ordersPanel()));
    w.replayPanel()->acceptAction()->trigger();
    const Game turn2 = w.document()->game();
    QCOMPARE(turn2.turn, turn1.turn + 1);
    QVERIFY(w.fileActions()->saveTo(path));

    const QStringList areas = {QStringLiteral("YRS"), QStringLiteral("NTH"), QStringLiteral("LON")};
    for (const Game *expected : {&turn1, &turn2}) {
        QCOMPARE(w.historyPanel()->viewTurn(expected->turn), QString());
        QVERIFY(w.document()->viewedGame() == *expected);
        const QString why = disagreement(w, *expected, areas);
        QVERIFY2(why.isEmpty(), qPrintable(QStringLiteral("turn %1: %2").arg(expected->turn).arg(why)));
    }
    w.historyPanel()->backToCurrent();
    const QString why = disagreement(w, turn2, areas);
    QVERIFY2(why.isEmpty(), qPrintable(why));
}

QTEST_MAIN(TestViewState)
#include "tst_viewstate.moc"
