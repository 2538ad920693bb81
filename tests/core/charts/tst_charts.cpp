// The charts' series from a real game file: the sample game's turns
// 1 and 2 resolved with its orders and published, turn 3 open, and turn 3
// resolved as an unpublished draft (not charted). Every expected value is
// counted here from the games as the resolver made them, by the definitions
// of core/charts/Charts.h; turn 1's are also written out from britain.json.
#include "charts/Charts.h"
#include "store/GameStore.h"

#include <QTemporaryDir>
#include <QTest>

#include "TestSupport.h"

using namespace adj;
using namespace adj::test;

namespace {

// The measure as the definitions say, counted area by area.
qint64 counted(const Game &g, const QString &code, ChartMeasure m)
{
    const Nation *n = g.nation(code);
    qint64 total = 0;
    if (m == ChartMeasure::Bp)
        return n->bp;
    if (m == ChartMeasure::Forces)
        total = n->armyReserve + n->fleetReserve;
    for (const Area &a : g.areas) {
        if (a.owner != code)
            continue;
        total += m == ChartMeasure::Areas ? 1 : m == ChartMeasure::Population ? a.population : a.armies + a.ships;
    }
    return total;
}

} // namespace

class TestCharts : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void historyHasThreeTurns();
    void turnOneAsTheSampleSays();
    void seriesFollowTheGames();
    void aNationLeftOutOfATurnHasNoPointThere();

private:
    QTemporaryDir m_dir;
    QList<Game> m_played;  // the games of turns 1 to 3, as resolved
    QList<Game> m_charted; // historyGames of the file, read back
};

void TestCharts::initTestCase()
{
    const QString path = m_dir.filePath(QStringLiteral("britain.adjutant"));
    QCOMPARE(writeSampleHistory(path, 2, &m_played), QString());
    QString error;
    {
        // Turn 3 resolved as a draft: not yet part of the history.
        auto store = GameStore::open(path, &error);
        QVERIFY2(store, qPrintable(error));
        const ResolvedOrders r = resolveOrders(store->current(), sampleOrders(3));
        QCOMPARE(store->saveDraft(3, r.orders, r.resolution.steps, r.resolution.next), QString());
    }
    auto store = GameStore::open(path, &error, GameStore::Mode::ReadOnly);
    QVERIFY2(store, qPrintable(error));
    m_charted = historyGames(*store, &error);
    QCOMPARE(error, QString());
}

void TestCharts::historyHasThreeTurns()
{
    QCOMPARE(m_charted.size(), 3);
    for (int i = 0; i < 3; ++i) {
        QCOMPARE(m_charted[i].turn, i + 1);
        QVERIFY(m_charted[i] == m_played[i]);
    }
}

void TestCharts::turnOneAsTheSampleSays()
{
    // britain.json: the Vikings of Dublin own 5 areas (two of them seas) with
    // population 13, 19 armies and ships and 17 BP; Northumbria 4, 19, 7, 19.
    const QList<qint64> vik{5, 13, 19, 17}, nor{4, 19, 7, 19};
    for (int m = 0; m < 4; ++m) {
        QCOMPARE(measureOf(m_charted[0], QStringLiteral("VIK"), kChartMeasures[m]), vik[m]);
        QCOMPARE(measureOf(m_charted[0], QStringLiteral("NOR"), kChartMeasures[m]), nor[m]);
    }
}

void TestCharts::seriesFollowTheGames()
{
    const Game &last = m_played.last();
    for (ChartMeasure m : kChartMeasures) {
        const QList<NationSeries> series = nationSeries(m_charted, m);
        QCOMPARE(series.size(), last.nations.size());
        bool changed = false;
        for (int i = 0; i < series.size(); ++i) {
            const NationSeries &s = series[i];
            QCOMPARE(s.code, last.order[i]);  // in turn 3's processing order
            QCOMPARE(s.name, last.nation(s.code)->name);
            QCOMPARE(s.points.size(), 3);
            for (int t = 0; t < 3; ++t) {
                QCOMPARE(s.points[t].turn, t + 1);
                QCOMPARE(s.points[t].value, counted(m_played[t], s.code, m));
            }
            changed = changed || s.points[0].value != s.points[2].value;
        }
        QVERIFY2(changed, "three turns of the sample change every measure for some nation");
    }
}

void TestCharts::aNationLeftOutOfATurnHasNoPointThere()
{
    Game later = m_played[1];
    const QString gone = later.order.takeLast();
    later.nations.removeAt(later.nationIndex(gone));
    for (Area &a : later.areas)
        if (a.owner == gone)
            a.owner.clear();
    later.reindex();
    const QList<NationSeries> series = nationSeries({m_played[0], later}, ChartMeasure::Areas);
    QCOMPARE(series.size(), m_played[0].nations.size());
    QCOMPARE(series.last().code, gone);  // after the nations of the latest game
    QCOMPARE(series.last().points, (QList<ChartPoint>{{1, counted(m_played[0], gone, ChartMeasure::Areas)}}));
    QCOMPARE(series.first().points.size(), 2);
}

QTEST_GUILESS_MAIN(TestCharts)
#include "tst_charts.moc"
