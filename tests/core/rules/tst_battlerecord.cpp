// A battle record's numbers (core/rules/Step.h Battle, counted by countBattle
// in core/rules/Battle.cpp) against docs/rules.md §3 "Land battles" and "Sea
// battles": f by the kind of battle, the loss f·other + f·(other − own) for
// the weaker side, rounded down once over the sum (RC-ROUND floorSum) or on
// each term (floorEach), capped at what is there and taken from armies first;
// the strengths, each side's loss over the rounds and its survivors. The
// record counts these numbers where the battle is fought and again where it
// is read back from the step log, and both must agree; the reports and the
// replay only show them.
#include "model/GameJson.h"
#include "orders/Orders.h"
#include "rules/Battle.h"
#include "rules/Resolver.h"
#include "ruleset/Ruleset.h"

#include <QJsonDocument>
#include <QTest>

using namespace adj;

Q_DECLARE_METATYPE(adj::Loss::Rounded)

namespace {

// f and the difference term of each kind, as docs/rules.md §3 and §4 (ATTACK) write them.
struct Fraction {
    int divisor;
    bool difference;
};
Fraction ruleFraction(const QString &kind)
{
    if (kind == u"move" || kind == u"sea")
        return {2, true};  // MOVE: f = ½; sea battles: f = ½ with the difference term
    if (kind == u"probe")
        return {3, false}; // PROBE: f = ⅓, no difference term
    return {3, true};      // ASSAULT, ATTACK: f = ⅓
}

// floor(f·other + (weaker ? f·(other − own) : 0)), or each term floored.
qint64 ruleLoss(qint64 own, qint64 other, Fraction f, bool floorEach)
{
    const qint64 diff = f.difference && own < other ? other - own : 0;
    return floorEach ? other / f.divisor + diff / f.divisor : (other + diff) / f.divisor;
}

QList<Battle> caseBattles(const QString &caseDir)
{
    const QString dir = QStringLiteral(ADJ_CASES_DIR "/") + caseDir;
    const GameRead read = readGameFile(dir + QStringLiteral("/game.json"));
    if (!read.game)
        return {};
    const Ruleset *rules = Ruleset::get(read.game->ruleset);
    if (!rules)
        return {};
    QString error;
    const OrderSet orders = readOrdersFile(dir + QStringLiteral("/orders.txt"), *read.game, *rules, &error);
    QList<Battle> battles;
    for (const Step &s : resolveTurn(*read.game, orders.orders).steps) {
        if (!s.battle)
            continue;
        battles.append(*s.battle);
        // Read back from the step log: the same record, every counted number too.
        const std::optional<Step> back = stepFromJson(QJsonDocument::fromJson(stepToJsonLine(s)).object());
        if (!back || back->battle != s.battle)
            return {};
    }
    return battles;
}

} // namespace

class TestBattleRecord : public QObject
{
    Q_OBJECT
private slots:
    void fractionsByKind();
    void loss_data();
    void loss();
    void cityDefenceExample();
    void casesAgreeWithRules_data();
    void casesAgreeWithRules();
    void lossesStageTakesTheRecordsLosses();
};

void TestBattleRecord::fractionsByKind()
{
    for (const char *name : {"move", "probe", "assault", "attack", "sea"}) {
        const QString kind = QString::fromLatin1(name);
        const BattleKind &k = battleKind(kind);
        QCOMPARE(QString(k.kind), kind);
        QCOMPARE(k.divisor, ruleFraction(kind).divisor);
        QCOMPARE(k.differenceTerm, ruleFraction(kind).difference);
    }
    QVERIFY(battleKind(u"assault").repeatRounds);
    QVERIFY(!battleKind(u"probe").ambush);
    QVERIFY(battleKind(u"probe").stickySurvivors && battleKind(u"assault").stickySurvivors);
    QVERIFY(!battleKind(u"move").stickySurvivors);
}

void TestBattleRecord::loss_data()
{
    QTest::addColumn<QString>("kind");
    QTest::addColumn<QString>("rounding");
    QTest::addColumn<qint64>("own");
    QTest::addColumn<qint64>("other");
    QTest::addColumn<qint64>("difference");
    QTest::addColumn<double>("exact");
    QTest::addColumn<qint64>("rounded");
    QTest::addColumn<Loss::Rounded>("how");
    const QString sum = QStringLiteral("floorSum"), each = QStringLiteral("floorEach");
    using R = Loss::Rounded;
    // docs/formats.md "Battle details": GWY's 2 ships against VIK's 11: ½·11 + ½·(11 − 2) = 10.
    QTest::newRow("sea, weaker, whole") << "sea" << sum << 2LL << 11LL << 9LL << 10.0 << 10LL << R::No;
    QTest::newRow("sea, stronger") << "sea" << sum << 11LL << 2LL << 0LL << 1.0 << 1LL << R::No;
    // ½·4 + ½·(4 − 1) = 3½: one floor, 3.
    QTest::newRow("move, floorSum rounds the sum") << "move" << sum << 1LL << 4LL << 3LL << 3.5 << 3LL << R::Sum;
    // ½·5 + ½·(5 − 2) = 4 whole; floored term by term 2 + 1 = 3.
    QTest::newRow("move, floorSum whole") << "move" << sum << 2LL << 5LL << 3LL << 4.0 << 4LL << R::No;
    QTest::newRow("move, floorEach loses one") << "move" << each << 2LL << 5LL << 3LL << 4.0 << 3LL << R::EachTerm;
    // The stronger side: ½·3 = 1½ → 1, whatever the rounding.
    QTest::newRow("move, stronger rounds") << "move" << each << 7LL << 3LL << 0LL << 1.5 << 1LL << R::Sum;
    // PROBE: ⅓·7 = 2⅓ → 2, no difference term.
    QTest::newRow("probe, no difference term") << "probe" << sum << 3LL << 7LL << 0LL << 7.0 / 3 << 2LL << R::Sum;
    // ASSAULT: ⅓·7 + ⅓·(7 − 3) = 3⅔ → 3; each term: 2 + 1 = 3.
    QTest::newRow("assault, floorSum") << "assault" << sum << 3LL << 7LL << 4LL << 11.0 / 3 << 3LL << R::Sum;
    QTest::newRow("assault, floorEach") << "assault" << each << 3LL << 7LL << 4LL << 11.0 / 3 << 3LL << R::EachTerm;
    // ⅓·6 + ⅓·(6 − 3) = 3 whole, each term whole too.
    QTest::newRow("attack, whole terms") << "attack" << each << 3LL << 6LL << 3LL << 3.0 << 3LL << R::No;
}

void TestBattleRecord::loss()
{
    QFETCH(QString, kind);
    QFETCH(QString, rounding);
    QFETCH(qint64, own);
    QFETCH(qint64, other);
    QFETCH(qint64, difference);
    QFETCH(double, exact);
    QFETCH(qint64, rounded);
    QFETCH(Loss::Rounded, how);
    const BattleKind &k = battleKind(kind);
    const Loss l = battleLoss(own, other, k.divisor, k.differenceTerm, rounding);
    QCOMPARE(l.own, own);
    QCOMPARE(l.other, other);
    QCOMPARE(l.difference, difference);
    QCOMPARE(l.exact, exact);
    QCOMPARE(l.exactWhole * k.divisor + l.exactRest, other + difference);
    QCOMPARE(l.rounded, rounded);
    QCOMPARE(l.rounded, ruleLoss(own, other, ruleFraction(kind), rounding == u"floorEach"));
    QCOMPARE(l.rounding, how);
    if (how == Loss::Rounded::EachTerm)
        QCOMPARE(l.otherTerm + l.differenceTerm, rounded);
}

void TestBattleRecord::cityDefenceExample()
{
    // docs/rules.md RC-CITYDEF: a city with 1 army, 1 fort and 4 population defends with 9.
    Battle b;
    b.kind = QStringLiteral("move");
    b.attackers = 12;
    b.defendingArmies = 1;
    b.population = 4;
    b.forts = 1;
    b.cityBonus = 3;
    b.options = {{QStringLiteral("lossRounding"), QStringLiteral("floorSum")}};
    Round r;
    r.a = 12;
    r.d = 9;
    r.aLost = {4, 0};  // ½·9 = 4½ → 4
    r.dLost = {1, 0};  // ½·12 + ½·(12 − 9) = 7½ → 7, capped at the 1 army there
    r.aLoss = 4;
    r.dLoss = 1;
    b.rounds = {r};
    countBattle(b);
    QCOMPARE(b.attackStrength, 12);
    QCOMPARE(b.defenceStrength, 9);
    const Round &c = b.rounds.first();
    QCOMPARE(c.attacker.rounded, 4);
    QCOMPARE(c.attacker.rounding, Loss::Rounded::Sum);
    QVERIFY(!c.attacker.capped);
    QCOMPARE(c.defender.rounded, 7);
    QCOMPARE(c.defender.rounding, Loss::Rounded::Sum);
    QVERIFY(c.defender.capped);
    QCOMPARE(c.defender.there, (Units{1, 0}));
    QCOMPARE(b.attackerLeft, (Units{8, 0}));
    QCOMPARE(b.defenderLeft, (Units{0, 0}));
    QCOMPARE(b.divisor, 2);
    QVERIFY(!b.stickySurvivors);
}

void TestBattleRecord::casesAgreeWithRules_data()
{
    QTest::addColumn<QString>("caseDir");
    for (const char *c : {"sea-battle/ships-win", "sea-battle/convoy-armies-lost-first", "sea-battle/flooreach-option",
                          "move-land/flooreach-option", "move-land/floorsum-default", "move-land/difference-decides",
                          "ambush/factor-option", "ambush/assault-every-round", "retreat/retreats-before-battle",
                          "assault/multi-round", "assault/stall-beaten-off", "assault/city-bonus-option",
                          "probe/no-difference-term", "seaborne/beaten-off-ship-losses",
                          "capture/needs-more-than-population-option"})
        QTest::newRow(c) << QString::fromLatin1(c);
}

void TestBattleRecord::casesAgreeWithRules()
{
    QFETCH(QString, caseDir);
    const QList<Battle> battles = caseBattles(caseDir);
    QVERIFY2(!battles.isEmpty(), "no battle, or the record read back from the step log differs");
    for (const Battle &b : battles) {
        const bool sea = b.kind == u"sea";
        const Fraction f = ruleFraction(b.kind);
        const bool floorEach = b.options.value(u"lossRounding").toString() == u"floorEach";
        const qint64 ambush = b.rules.contains(QStringLiteral("RC-AMBUSH")) ? b.ambushFactor : 1;
        QCOMPARE(b.divisor, f.divisor);
        QCOMPARE(b.differenceTerm, f.difference);
        // A = armies (+ ships); D = armies + population + forts + city bonus, or ships + armies at sea.
        Units att{b.attackers, b.seaborneShips};
        Units def{b.defendingArmies, b.defendingShips};
        QCOMPARE(b.attackStrength, b.attackers + b.seaborneShips);
        QCOMPARE(b.defenceStrength, sea ? b.defendingShips + b.defendingArmies
                                        : b.defendingArmies + b.population + b.forts + b.cityBonus);
        QCOMPARE(b.rounds.first().a, b.attackStrength);
        QCOMPARE(b.rounds.first().d, b.defenceStrength);
        Units attLost, defLost;
        for (const Round &r : b.rounds) {
            const int fixed = sea ? 0 : b.population + b.forts + b.cityBonus;
            QCOMPARE(r.a, att.total());
            QCOMPARE(r.d, def.total() + fixed);
            // Each side's loss by the formula, capped at what is there, armies first.
            const qint64 aLoss = ruleLoss(r.a, r.d * ambush, f, floorEach);
            const qint64 dLoss = ruleLoss(r.d, r.a, f, floorEach);
            QCOMPARE(r.attacker.other, r.d * ambush);
            QCOMPARE(r.attacker.rounded, aLoss);
            QCOMPARE(r.defender.rounded, dLoss);
            QCOMPARE(r.attacker.capped, aLoss > att.total());
            QCOMPARE(r.defender.capped, dLoss > def.total());
            QCOMPARE(r.attacker.there, att);
            QCOMPARE(r.defender.there, def);
            const int aTaken = int(std::min<qint64>(aLoss, att.total()));
            const int dTaken = int(std::min<qint64>(dLoss, def.total()));
            QCOMPARE(r.aLoss, aTaken);
            QCOMPARE(r.dLoss, dTaken);
            const Units aFell{std::min(aTaken, att.armies), aTaken - std::min(aTaken, att.armies)};
            const Units dFell{std::min(dTaken, def.armies), dTaken - std::min(dTaken, def.armies)};
            QCOMPARE(r.aLost, aFell);
            QCOMPARE(r.dLost, dFell);
            att = {att.armies - aFell.armies, att.ships - aFell.ships};
            def = {def.armies - dFell.armies, def.ships - dFell.ships};
            QCOMPARE(r.attacker.left, att);
            QCOMPARE(r.defender.left, def);
            attLost = {attLost.armies + aFell.armies, attLost.ships + aFell.ships};
            defLost = {defLost.armies + dFell.armies, defLost.ships + dFell.ships};
        }
        QCOMPARE(b.attackerLost, attLost);
        QCOMPARE(b.defenderLost, defLost);
        QCOMPARE(b.attackerLeft, att);
        QCOMPARE(b.defenderLeft, def);
        QCOMPARE(b.defendersBefore, b.defendingArmies + b.retreated);
    }
}

void TestBattleRecord::lossesStageTakesTheRecordsLosses()
{
    // The replay's "Losses" stage: the game before the battle with each side's
    // losses taken where it stood, after the defenders' retreat.
    const QString dir = QStringLiteral(ADJ_CASES_DIR "/retreat/retreats-before-battle");
    const GameRead read = readGameFile(dir + QStringLiteral("/game.json"));
    QVERIFY(read.game);
    QString error;
    const OrderSet orders = readOrdersFile(dir + QStringLiteral("/orders.txt"), *read.game, *Ruleset::get(read.game->ruleset), &error);
    Game game = *read.game;
    for (const Step &s : resolveTurn(*read.game, orders.orders).steps) {
        if (!s.battle) {
            applyStep(game, s);
            continue;
        }
        const Battle &b = *s.battle;
        QVERIFY(!b.retreatedTo.isEmpty() && b.retreated > 0);
        const Game staged = withBattleLosses(game, b);
        QCOMPARE(staged.area(b.from)->armies, game.area(b.from)->armies - b.attackerLost.armies);
        QCOMPARE(staged.area(b.to)->armies, game.area(b.to)->armies - b.retreated - b.defenderLost.armies);
        QCOMPARE(staged.area(b.retreatedTo)->armies, game.area(b.retreatedTo)->armies + b.retreated);
        return;
    }
    QFAIL("the case has no battle");
}

QTEST_GUILESS_MAIN(TestBattleRecord)
#include "tst_battlerecord.moc"
