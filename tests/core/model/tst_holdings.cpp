// What a nation holds (model/Holdings): the areas it owns and the
// population, armies and ships in them, a sea's armies aboard included; a
// neutral area is nobody's (docs/rules.md §1). Every nation's count in one
// pass is each nation's own count; its areas list land and cities first.
#include "model/Holdings.h"

#include <QTest>

#include "TestSupport.h"

using namespace adj;
using namespace adj::test;

namespace {

Area area(const QString &code, AreaKind kind, const QString &owner, int population, int armies, int ships = 0)
{
    Area a;
    a.code = code;
    a.kind = kind;
    a.owner = owner;
    a.population = population;
    a.armies = armies;
    a.ships = ships;
    return a;
}

} // namespace

class TestHoldings : public QObject
{
    Q_OBJECT
private slots:
    void countsWhatEachNationOwns()
    {
        Game g;
        g.areas = {area(QStringLiteral("NSE"), AreaKind::Sea, QStringLiteral("NOR"), 0, 1, 2),
                   area(QStringLiteral("YRK"), AreaKind::City, QStringLiteral("NOR"), 4, 3),
                   area(QStringLiteral("LIN"), AreaKind::Land, QString(), 2, 5),
                   area(QStringLiteral("LON"), AreaKind::Land, QStringLiteral("MER"), 1, 0)};
        g.reindex();
        const Holdings nor = holdingsOf(g, QStringLiteral("NOR"));
        QCOMPARE(nor.areas, 2);
        QCOMPARE(nor.population, 4);
        QCOMPARE(nor.armies, 4);  // 3 in York, 1 aboard in the North Sea
        QCOMPARE(nor.ships, 2);
        QCOMPARE(holdingsOf(g, QString()).areas, 0);  // the neutral Lindsey is nobody's
        const QHash<QString, Holdings> all = holdingsByNation(g);
        QCOMPARE(all.size(), 2);
        QCOMPARE(all.value(QStringLiteral("MER")).areas, 1);
        // The land first, then the sea, whatever the map's order.
        QList<QString> codes;
        for (const Area *a : areasHeldBy(g, QStringLiteral("NOR")))
            codes.append(a->code);
        QCOMPARE(codes, (QList<QString>{QStringLiteral("YRK"), QStringLiteral("NSE")}));
        QCOMPARE(firstAreaOf(g, QStringLiteral("NOR"))->code, QStringLiteral("NSE"));  // in map order
        QCOMPARE(firstAreaOf(g, QStringLiteral("VIK")), nullptr);
    }

    // On the sample game: every nation's count in one pass is its own count,
    // and the counts add up to the areas that have an owner.
    void oneCountForEveryNation()
    {
        const Game g = readGame(SamplePath);
        const QHash<QString, Holdings> all = holdingsByNation(g);
        int owned = 0, armies = 0;
        for (const Area &a : g.areas)
            if (!a.owner.isEmpty()) {
                ++owned;
                armies += a.armies;
            }
        int areas = 0, counted = 0;
        for (const Nation &n : g.nations) {
            const Holdings one = holdingsOf(g, n.code), inAll = all.value(n.code);
            QCOMPARE(inAll.areas, one.areas);
            QCOMPARE(inAll.population, one.population);
            QCOMPARE(inAll.armies, one.armies);
            QCOMPARE(inAll.ships, one.ships);
            QCOMPARE(areasHeldBy(g, n.code).size(), one.areas);
            areas += one.areas;
            counted += one.armies;
        }
        QCOMPARE(areas, owned);
        QCOMPARE(counted, armies);
    }
};

QTEST_GUILESS_MAIN(TestHoldings)
#include "tst_holdings.moc"
