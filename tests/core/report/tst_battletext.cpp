// The explanation of a battle (core/report/BattleText; docs/formats.md
// "Battle details"): for rule cases with a won, a beaten-off and a capped sea
// battle, an ambush, a retreat, a stalled and a multi-round assault, a probe
// and Empires' capture rule, the text must equal a reviewed copy in
// tests/data/battles/ (checked by hand against docs/rules.md §3 and the case's
// expected.json). ADJ_BATTLES_WRITE=1 rewrites the copies for review.
#include "model/GameJson.h"
#include "orders/Orders.h"
#include "report/BattleText.h"
#include "rules/Resolver.h"
#include "ruleset/Ruleset.h"

#include <QFile>
#include <QTest>

using namespace adj;

class TestBattleText : public QObject
{
    Q_OBJECT
private slots:
    void explanation_data();
    void explanation();
    void fractions();
};

void TestBattleText::explanation_data()
{
    QTest::addColumn<QString>("caseDir");
    for (const char *c : {"sea-battle/ships-win", "sea-battle/defender-survives", "sea-battle/convoy-armies-lost-first",
                          "sea-battle/flooreach-option", "ambush/factor-option", "retreat/retreats-before-battle",
                          "assault/stall-beaten-off", "assault/multi-round", "probe/wiped-out",
                          "capture/needs-more-than-population-option", "seaborne/beaten-off-ships-survive-sticky"})
        QTest::newRow(c) << QString::fromLatin1(c);
}

void TestBattleText::explanation()
{
    QFETCH(QString, caseDir);
    const QString dir = QStringLiteral(ADJ_CASES_DIR "/") + caseDir;
    const GameRead read = readGameFile(dir + QStringLiteral("/game.json"));
    QVERIFY(read.game);
    const Ruleset *rules = Ruleset::get(read.game->ruleset);
    QVERIFY(rules);
    QString inputError;
    const OrderSet orders = readOrdersFile(dir + QStringLiteral("/orders.txt"), *read.game, *rules, &inputError);
    QVERIFY2(inputError.isEmpty(), qPrintable(inputError));
    const Resolution r = resolveTurn(*read.game, orders.orders);

    QString text;
    for (const Step &s : r.steps)
        if (s.battle)
            text += explainBattle(*s.battle).toText() + u'\n';
    QVERIFY2(!text.isEmpty(), "the case has no battle");

    const QString path = QStringLiteral(ADJ_DATA_DIR "/battles/") + QString(caseDir).replace(u'/', u'-')
                       + QStringLiteral(".txt");
    QFile f(path);
    if (qEnvironmentVariableIsSet("ADJ_BATTLES_WRITE")) {
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(text.toUtf8());
        QSKIP("written for review");
    }
    QVERIFY2(f.open(QIODevice::ReadOnly), qPrintable(path));
    QCOMPARE(text, QString::fromUtf8(f.readAll()));
}

void TestBattleText::fractions()
{
    QCOMPARE(fractionText(2), QStringLiteral("½"));
    QCOMPARE(fractionText(3), QStringLiteral("⅓"));
    // ½·11 + ½·(11 − 2) = 10: the example of docs/formats.md "Battle details", as a battle record.
    Battle b;
    b.kind = QStringLiteral("sea");
    b.attacker = QStringLiteral("VIK");
    b.defender = QStringLiteral("GWY");
    b.from = QStringLiteral("IRS");
    b.to = QStringLiteral("SGC");
    b.attackers = 5;
    b.seaborneShips = 6;
    b.defendingShips = 2;
    b.rules = {QStringLiteral("seed 002 8.4a"), QStringLiteral("RC-ROUND")};
    b.options = {{QStringLiteral("lossRounding"), QStringLiteral("floorSum")}};
    Round r;
    r.a = 11;
    r.d = 2;
    r.aLoss = 1;
    r.dLoss = 2;
    r.aLost = {1, 0};
    r.dLost = {0, 2};
    b.rounds = {r};
    b.won = true;
    countBattle(b);
    const BattleExplanation e = explainBattle(b);
    QCOMPARE(e.rounds.size(), 1);
    QCOMPARE(e.rounds[0].defenderLoss,
             QStringLiteral("GWY loses ½·11 + ½·(11 − 2) = 10, capped at the 2 ships and 0 armies there → 2 ships"));
    QCOMPARE(e.rounds[0].attackerLoss, QStringLiteral("VIK loses ½·2 = 1 → 1 army (armies die first)"));
    QVERIFY(e.ending.endsWith(u"(Dark Age 8.4a)."));
    QCOMPARE(e.rules.first(), QStringLiteral("Rules: Dark Age 8.4a"));
}

QTEST_GUILESS_MAIN(TestBattleText)
#include "tst_battletext.moc"
