// The resolver keeps what it computes within docs/formats.md "Ranges", in checked
// 64-bit arithmetic, so that the next turn's game always reads again: a sum
// past a range is held at its end and the step says so.
#include "model/GameJson.h"
#include "orders/Orders.h"
#include "rules/Resolver.h"
#include "ruleset/Ruleset.h"

#include <QTest>

using namespace adj;

namespace {

// NOR at the top of the BP and treasury ranges, one city (pop 4, trade 4).
QByteArray richGame()
{
    return R"({"format": "adjutant-game", "version": 1, "ruleset": "dark-age", "turn": 2,
  "nations": [{"code": "NOR", "bp": 1000000000, "treasury": 1000000000}],
  "areas": [
    {"code": "YRK", "kind": "city", "terrain": "town", "hinterland": "YRS", "owner": "NOR", "population": 4, "popLimit": 8, "trade": 4},
    {"code": "YRS", "kind": "land", "terrain": "lowland", "owner": "NOR", "population": 6, "popLimit": 6}],
  "borders": [["YRK", "YRS"]]}
)";
}

// Area codes "000", "001", ... (three base-36 digits).
QByteArray code(int i)
{
    static const char digits[] = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";
    const char c[] = {digits[i / 1296 % 36], digits[i / 36 % 36], digits[i % 36], '\0'};
    return QByteArray(c);
}

// NOR owns `areas` land areas of 1,000,000 population each, in a row.
QByteArray populousGame(int areas)
{
    QByteArray list, borders;
    for (int i = 0; i < areas; ++i) {
        list += QByteArray(i ? ",\n" : "") + R"({"code": ")" + code(i)
            + R"(", "kind": "land", "terrain": "lowland", "owner": "NOR", "population": 1000000, "popLimit": 1000000})";
        if (i)
            borders += QByteArray(i > 1 ? ", " : "") + "[\"" + code(i - 1) + "\", \"" + code(i) + "\"]";
    }
    return R"({"format": "adjutant-game", "version": 1, "ruleset": "dark-age", "turn": 2,
  "nations": [{"code": "NOR"}], "areas": [)" + list + "], \"borders\": [" + borders + "]}";
}

Game read(const QByteArray &text)
{
    const GameRead r = readGameJson(text, QStringLiteral("g.json"));
    if (!r.game)
        qFatal("%s", qPrintable(r.problems.value(0).toString()));
    return *r.game;
}

QStringList allNotes(const Resolution &r)
{
    QStringList out;
    for (const Step &s : r.steps)
        out += s.notes;
    return out;
}

// The next game as written, read again: it must have no errors.
QString rereadProblems(const Game &next)
{
    const GameRead again = readGameJson(writeGameJson(next), QStringLiteral("next.json"));
    return again.game ? QString() : again.problems.value(0).toString();
}

} // namespace

class TestTurnRanges : public QObject
{
    Q_OBJECT
private slots:
    void treasuryHeldAtItsRange();
    void incomeOfManyAreasHeldAtTheBpRange();
    void ambushAtTheTopOfEveryRange();
};

void TestTurnRanges::treasuryHeldAtItsRange()
{
    // The leftover BP (RC-LEFTOVER "treasury") and the trade would take the
    // treasury to 2,000,000,008.
    const Resolution r = resolveTurn(read(richGame()), {});
    QCOMPARE(r.next.nation(QStringLiteral("NOR"))->treasury, 1'000'000'000);
    const QStringList notes = allNotes(r);
    QVERIFY2(notes.contains(QStringLiteral("treasury held at 1,000,000,000 (a game holds from 0 to 1,000,000,000), "
                                           "not 2,000,000,000")),
             qPrintable(notes.join(u'\n')));
    const QString problems = rereadProblems(r.next);
    QVERIFY2(problems.isEmpty(), qPrintable(problems));
}

void TestTurnRanges::incomeOfManyAreasHeldAtTheBpRange()
{
    // 1,001 areas of 1,000,000 population: an income of 1,001,000,000.
    const Resolution r = resolveTurn(read(populousGame(1001)), {});
    QCOMPARE(r.next.nation(QStringLiteral("NOR"))->bp, 1'000'000'000);
    QVERIFY2(allNotes(r).contains(QStringLiteral("bp held at 1,000,000,000 (a game holds from 0 to 1,000,000,000), "
                                                 "not 1,001,000,000")),
             qPrintable(allNotes(r).join(u'\n')));
    const QString problems = rereadProblems(r.next);
    QVERIFY2(problems.isEmpty(), qPrintable(problems));
}

void TestTurnRanges::ambushAtTheTopOfEveryRange()
{
    // A defence of 3,000,000 times an ambush factor of 1,000 passes an int:
    // the attack is still lost whole, never turned into a gain.
    const Game g = read(R"({"format": "adjutant-game", "version": 1, "ruleset": "dark-age", "turn": 2,
  "options": {"ambushFactor": 1000},
  "nations": [{"code": "NOR", "bp": 10}, {"code": "MER"}],
  "areas": [
    {"code": "YRS", "kind": "land", "terrain": "lowland", "owner": "NOR", "popLimit": 6, "armies": 1000000},
    {"code": "LNS", "kind": "land", "terrain": "lowland", "owner": "MER", "population": 1000000, "popLimit": 1000000,
     "forts": 1000000, "armies": 1000000, "mode": "ambush", "modeTarget": "YRS"}],
  "borders": [["YRS", "LNS"]]})");
    const OrderSet orders = parseOrders(QStringLiteral("NATION NOR\n1 MOVE YRS LNS 1000000\n"), QStringLiteral("o.orders"), g,
                                        *Ruleset::get(g.ruleset));
    QVERIFY(orders.problems.isEmpty());
    const Resolution r = resolveTurn(g, orders.orders);
    const Step &move = r.steps.first();
    QVERIFY(move.battle);
    QCOMPARE(move.battle->rounds.first().aLoss, 1000000);
    QCOMPARE(r.afterActions.area(QStringLiteral("YRS"))->armies, 0);
    QCOMPARE(r.afterActions.area(QStringLiteral("LNS"))->owner, QStringLiteral("MER"));
    const QString problems = rereadProblems(r.next);
    QVERIFY2(problems.isEmpty(), qPrintable(problems));
}

QTEST_GUILESS_MAIN(TestTurnRanges)
#include "tst_turnranges.moc"
