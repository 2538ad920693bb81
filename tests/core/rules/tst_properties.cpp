// Properties of the resolver over thousands of generated turns:
// seeded random games of both rulesets (tests/support/TurnGenerator.h), random
// orders over the whole order vocabulary, several turns in a row. Each step's
// changes are replayed on a copy of the start, and after EVERY step:
//   - no count is negative (armies, ships, population, forts, trade, BP,
//     treasury, reserves, VP), and every change starts from the value the
//     game holds (so that the replay can apply and undo it);
//   - ownership is consistent (docs/rules.md §1, §3 "Sea battles"): an owner is a
//     nation of the game; a neutral sea holds no ships and no armies (armies
//     in a neutral land area are allowed: they are neutral); only sea areas
//     hold ships; no population at sea; trade only in cities; a mode target
//     is a neighbour; an owner changes only to the acting nation (a won
//     battle, a sea taken by ships, a lost area recaptured by LEVY or
//     RESERVE) or to neutral (DISOWN);
//   - no sea area holds more armies than ships (docs/rules.md §3 "Drowning": the
//     extra drown at once, in the step that put them there);
//   - armies (in areas and reserves) and ships (in areas and fleet reserves)
//     are conserved except where the step's record accounts for them: LEVY,
//     ARMY and LAUNCH create what their cost pays for, an Empires LEVY or
//     MOBILISE what the population lost, DISARM destroys what its refund says,
//     a battle destroys the losses of its rounds (armies first, then ships,
//     a ship going ashore when a seaborne attack wins with every army dead),
//     a drowning the armies its note names; everything else moves them;
//   - BP: an action step takes exactly its cost from its own nation (GIFT and
//     CASH move BP; DISARM refunds to the treasury), no other nation's money
//     moves (but a GIFT's recipient), and a failed step changes nothing;
//   - each field changes only through the actions and phases that docs/rules.md
//     lets change it (forts: FORTIFY, RAZE, capture; mode: DEFEND, RETREAT,
//     AMBUSH, ENTRENCH, DISOWN; ...);
//   - nothing is carried out from a blockaded city that the blockade forbids;
//     every battle record follows the formulas of §3 (strengths, losses
//     round by round with RC-ROUND, RC-AMBUSH and RC-CITYDEF, the end of an
//     assault with RC-STALL, who won with RC-EMPCAPTURE), neutral areas never
//     ambush or retreat, PROBE ignores ambushes;
//   - sticky areas, followed through the turn as docs/rules.md §2 makes them
//     (RESERVE, difficult terrain entered by a move, the survivors of a PROBE
//     or ASSAULT, ships included), are never left by a move or a retreat;
//     defenders retreat exactly when §3 RETREAT says; a won battle leaves the
//     survivors in the area with its modeTarget aimed at the origin and the
//     capture effects of another people (Dark Age), a lost one sends them
//     back;
//   - each action as the tables of docs/rules.md §3-4 say: where it may act, the
//     limits on its number, its price (LEVY 3 an army, BUILD 10 a level, GROW
//     the population plus the Empires terrain extra, ...), GROW once per area
//     and turn, RESERVE never after a DISBAND (Empires: or ARMY) attempt, a
//     MOVE into the sea under RC-SEALOAD afterMove never drowning anyone;
//     Empires LEVY and MOBILISE turning half the population into armies;
//     LAUNCH never into another nation's ships; SHIPS never with armies
//     aboard, CONVOY taking min(armies, N) armies, and what a sea battle
//     leaves on both sides (DA 8.3-8.4a);
//   - and the other way round: an order that parsed and whose preconditions
//     all hold is carried out, not failed (DISBAND, DEFEND, CASH, LEVY, GROW,
//     a MOVE into an own land area, FORTIFY, RAZE, BUILD, FLEET, RESERVE,
//     ARMY, DISARM, ORDER, GIFT);
//   - end of turn: no BP left after the leftover steps; dispersal as §3 says
//     (RC-DISPERSE); the trade steps pay
//     what the cities owe (§5); each income step sets the balance of §5
//     (population of unblockaded areas, Viking bonus, RC-MAINT, the treasury
//     covering a negative balance).
// And for every turn:
//   - one action step per order line; the next turn is turn + 1, in the
//     processing order of the ORDER bids;
//   - the next turn's game is valid (validateGame), reads back from its JSON
//     as it was written, and no population is above its limit;
//   - resolving again, from the game read back from its JSON and with another
//     QHash seed, gives a byte-identical NEXT.json and the same steps;
//   - undoing every step in reverse gives the start back exactly; the steps
//     before the first end-of-turn step give afterActions; and (one turn in
//     three: writing it is slow in a Debug build) the step log read back from
//     its JSON lines replays to the same next game.
//
// On a failure the test names the seed, the turn, the first step that breaks
// a property and the property, and keeps the game, the orders and the step
// log of that turn (a rule case in the making: tests/cases/README.md).
//
// Environment (to run more, or one seed again):
//   ADJ_PROPERTY_SEEDS       how many seeds (default 1000)
//   ADJ_PROPERTY_FIRST_SEED  the first seed (default 1)
//   ADJ_PROPERTY_TURNS       turns played in a row from each seed (default 3)
//   ADJ_PROPERTY_KEEP        folder for the game and orders of a failing turn
//                            (default: <temp>/adjutant-properties)
//   (with either of the two above, QtTest's 5-minute watchdog is lifted
//   unless QTEST_FUNCTION_TIMEOUT is set)
//   ADJ_PROPERTY_COVERAGE    set: print how often each action, outcome, battle
//                            and phase happened; "reasons": also why steps failed
// A seed is a dark-age game unless seed % 3 == 0 (empires); one seed in ten
// starts from the ruleset's sample map (resources/games) with random numbers.
#include "model/GameJson.h"
#include "model/MapGraph.h"
#include "orders/Orders.h"
#include "rules/Resolver.h"
#include "ruleset/Ruleset.h"
#include "support/TurnGenerator.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QHashSeed>
#include <QJsonDocument>
#include <QRegularExpression>
#include <QTest>
#include <algorithm>
#include <optional>

using namespace adj;
using namespace adj::testing;

namespace {

int envInt(const char *name, int fallback)
{
    bool ok = false;
    const int v = qEnvironmentVariableIntValue(name, &ok);
    return ok ? v : fallback;
}

QString rulesetOf(quint32 seed)
{
    return seed % 3 == 0 ? QStringLiteral("empires") : QStringLiteral("dark-age");
}

// The sample game of a ruleset (resources/games), read once.
const Game &sampleGame(const QString &ruleset)
{
    static const QHash<QString, Game> games = [] {
        QHash<QString, Game> out;
        for (const auto &[name, file] : {std::pair{QStringLiteral("dark-age"), QStringLiteral("britain.json")},
                                         std::pair{QStringLiteral("empires"), QStringLiteral("empires.json")}}) {
            GameRead read = readGameFile(QStringLiteral(ADJ_GAMES_DIR "/") + file);
            if (!read.game)
                qFatal("cannot read the sample game %s", qPrintable(file));
            out.insert(name, *read.game);
        }
        return out;
    }();
    return *games.constFind(ruleset); // a reference into the hash (operator[] const returns a copy)
}

// The game a seed starts from.
Game startGame(Rng &rng, quint32 seed)
{
    return seed % 10 == 0 ? randomisedGame(rng, sampleGame(rulesetOf(seed))) : randomGame(rng, rulesetOf(seed));
}

struct Totals {
    qint64 armies = 0, ships = 0, money = 0, population = 0;
};

Totals totals(const Game &g)
{
    Totals t;
    for (const Area &a : g.areas) {
        t.armies += a.armies;
        t.ships += a.ships;
        t.population += a.population;
    }
    for (const Nation &n : g.nations) {
        t.armies += n.armyReserve;
        t.ships += n.fleetReserve;
        t.money += qint64(n.bp) + n.treasury;
    }
    return t;
}

// What is wrong with a game at any moment of a turn.
QStringList stateProblems(const Game &g, const MapGraph &graph)
{
    QStringList out;
    for (const Area &a : g.areas) {
        const struct { const char *name; int value; } counts[] = {
            {"population", a.population}, {"popLimit", a.popLimit}, {"trade", a.trade},
            {"forts", a.forts}, {"armies", a.armies}, {"ships", a.ships}};
        for (const auto &c : counts)
            if (c.value < 0)
                out.append(QStringLiteral("negative count: %1.%2 = %3").arg(a.code, QLatin1String(c.name)).arg(c.value));
        if (!a.owner.isEmpty() && !g.nation(a.owner))
            out.append(QStringLiteral("ownership: %1 owned by unknown nation %2").arg(a.code, a.owner));
        if (a.isSea()) {
            if (a.armies > a.ships)
                out.append(QStringLiteral("sea capacity: %1 holds %2 armies on %3 ships").arg(a.code).arg(a.armies).arg(a.ships));
            if (a.owner.isEmpty() && (a.ships > 0 || a.armies > 0))
                out.append(QStringLiteral("ownership: neutral sea %1 holds %2 ships, %3 armies").arg(a.code).arg(a.ships).arg(a.armies));
            if (a.population > 0)
                out.append(QStringLiteral("ownership: population %1 at sea in %2").arg(a.population).arg(a.code));
        } else {
            if (a.ships != 0)
                out.append(QStringLiteral("ownership: %1 ships on land in %2").arg(a.ships).arg(a.code));
            if (!a.isCity() && a.trade != 0)
                out.append(QStringLiteral("trade %1 in %2, which is not a city").arg(a.trade).arg(a.code));
        }
        if (!a.modeTarget.isEmpty() && !graph.adjacent(a.code, a.modeTarget))
            out.append(QStringLiteral("mode target %1 of %2 is not a neighbour").arg(a.modeTarget, a.code));
    }
    for (const Nation &n : g.nations) {
        const struct { const char *name; int value; } counts[] = {
            {"bp", n.bp}, {"treasury", n.treasury}, {"armyReserve", n.armyReserve},
            {"fleetReserve", n.fleetReserve}, {"vp", n.vp}};
        for (const auto &c : counts)
            if (c.value < 0)
                out.append(QStringLiteral("negative count: %1.%2 = %3").arg(n.code, QLatin1String(c.name)).arg(c.value));
    }
    return out;
}

// The action a step carried out, by its handler name; empty when it has none.
QString handlerOf(const Step &s, const Ruleset &rules)
{
    if (s.phase == u"leftover" && s.order.startsWith(u"ARMY "))
        return QStringLiteral("army"); // Empires action 17
    if (!s.phase.isEmpty())
        return {};
    const ActionSpec *spec = rules.action(s.order.section(QLatin1Char(' '), 0, 0));
    return spec ? spec->handler : QString();
}

// Armies and ships a battle record says were destroyed (armies first, then
// ships, round by round), and a ship that went ashore as an army.
struct BattleLosses {
    qint64 armies = 0, ships = 0, ashore = 0;
};

BattleLosses battleLosses(const Battle &b, const Game &before)
{
    BattleLosses l;
    if (b.kind == u"sea") {
        const Round &r = b.rounds.value(0);
        const int aArmies = std::min(r.aLoss, b.attackers);
        const int dArmies = std::min(r.dLoss, b.defendingArmies);
        l.armies = aArmies + dArmies;
        l.ships = (r.aLoss - aArmies) + (r.dLoss - dArmies);
        return l;
    }
    int attArmies = b.attackers;
    for (const Round &r : b.rounds) {
        const int armiesLost = std::min(r.aLoss, attArmies);
        attArmies -= armiesLost;
        l.armies += armiesLost + r.dLoss;
        l.ships += r.aLoss - armiesLost;
    }
    const Area *from = before.area(b.from);
    if (b.won && from && from->isSea() && attArmies == 0)
        l.ashore = 1;
    return l;
}

// Armies drowned, as the step's notes say ("2 armies drowned in NTH"), in
// one sea area or (empty `area`) in all.
qint64 drowned(const Step &s, const QString &area = QString())
{
    static const QRegularExpression note(QStringLiteral("^(\\d+) arm(?:y|ies) drowned in ([A-Z0-9]{3})$"));
    qint64 n = 0;
    for (const QString &text : s.notes)
        if (const auto m = note.match(text); m.hasMatch() && (area.isEmpty() || m.captured(2) == area))
            n += m.captured(1).toLongLong();
    return n;
}

// What the step's own record says the armies, ships and money should do.
QStringList accountingProblems(const Step &s, const Game &before, const Game &after, const Ruleset &rules)
{
    QStringList out;
    const Totals b = totals(before), a = totals(after);
    if (s.outcome == u"failed") {
        if (!s.changes.isEmpty() || s.cost != 0 || s.battle)
            out.append(QStringLiteral("a failed step changed something (%1 changes, cost %2)").arg(s.changes.size()).arg(s.cost));
        return out;
    }
    if (s.cost < 0)
        out.append(QStringLiteral("negative cost %1").arg(s.cost));

    const QString handler = handlerOf(s, rules);
    const ActionSpec *spec = nullptr;
    for (const ActionSpec &sp : rules.actions)
        if (sp.handler == handler)
            spec = &sp;
    const Nation *nb = before.nation(s.nation), *na = after.nation(s.nation);

    qint64 armies = 0, ships = 0; // expected changes
    QStringList why;
    if (handler == u"levy" || handler == u"army") {
        if (spec->cost <= 0 || s.cost % spec->cost)
            out.append(QStringLiteral("%1 cost %2 is not a whole number of armies at %3").arg(handler).arg(s.cost).arg(spec->cost));
        else
            armies += s.cost / spec->cost, why.append(QStringLiteral("%1 armies paid for").arg(s.cost / spec->cost));
    } else if (handler == u"levyHalfPopulation" || handler == u"mobilise") {
        armies += b.population - a.population;
        why.append(QStringLiteral("%1 population raised").arg(b.population - a.population));
    } else if (handler == u"disarm" && nb && na) {
        const int refund = spec->data.value(u"refund").toInt();
        const int gained = na->treasury - nb->treasury;
        if (refund <= 0 || gained % refund)
            out.append(QStringLiteral("DISARM refund %1 is not a whole number of armies at %2").arg(gained).arg(refund));
        else
            armies -= gained / refund, why.append(QStringLiteral("%1 armies refunded").arg(gained / refund));
    } else if (handler == u"launch") {
        if (spec->cost <= 0 || s.cost % spec->cost)
            out.append(QStringLiteral("LAUNCH cost %1 is not a whole number of ships at %2").arg(s.cost).arg(spec->cost));
        else
            ships += s.cost / spec->cost, why.append(QStringLiteral("%1 ships paid for").arg(s.cost / spec->cost));
    }
    if (s.battle) {
        const BattleLosses l = battleLosses(*s.battle, before);
        armies += l.ashore - l.armies;
        ships -= l.ships + l.ashore;
        why.append(QStringLiteral("battle: %1 armies and %2 ships lost, %3 ashore").arg(l.armies).arg(l.ships).arg(l.ashore));
    }
    if (const qint64 d = drowned(s)) {
        armies -= d;
        why.append(QStringLiteral("%1 drowned").arg(d));
    }
    const QString because = why.isEmpty() ? QStringLiteral("nothing in the step accounts for any") : why.join(QStringLiteral("; "));
    if (a.armies - b.armies != armies)
        out.append(QStringLiteral("armies conserved: total went %1 -> %2 (%3), the step accounts for %4 (%5)")
                       .arg(b.armies).arg(a.armies).arg(a.armies - b.armies).arg(armies).arg(because));
    if (a.ships - b.ships != ships)
        out.append(QStringLiteral("ships conserved: total went %1 -> %2 (%3), the step accounts for %4 (%5)")
                       .arg(b.ships).arg(a.ships).arg(a.ships - b.ships).arg(ships).arg(because));

    // Money: action steps (and the leftover bids and armies) pay their cost.
    if (s.phase.isEmpty() || s.phase == u"leftover") {
        qint64 money = -s.cost;
        if (handler == u"disarm" && nb && na)
            money += na->treasury - nb->treasury;
        if (a.money - b.money != money)
            out.append(QStringLiteral("money: BP + treasury of all nations went %1 -> %2, the step costs %3")
                           .arg(b.money).arg(a.money).arg(s.cost));
        if (s.phase.isEmpty() && nb && na && handler != u"gift" && handler != u"cash" && na->bp - nb->bp != -s.cost)
            out.append(QStringLiteral("money: %1 BP went %2 -> %3, the step costs %4").arg(s.nation).arg(nb->bp).arg(na->bp).arg(s.cost));
        for (int i = 0; i < before.nations.size(); ++i) {
            const Nation &x = before.nations[i], &y = after.nations[i];
            const bool recipient = handler == u"gift" && s.order.section(QLatin1Char(' '), 2, 2) == x.code;
            if (x.code != s.nation && !recipient && (x.bp != y.bp || x.treasury != y.treasury))
                out.append(QStringLiteral("money: %1's BP or treasury changed in a step of %2").arg(x.code, s.nation));
        }
    }
    return out;
}

// Which actions and end-of-turn phases may change which field (docs/rules.md §3-5):
// "battle" stands for any step with a battle record (losses, captures, capture
// effects, retreats, the modeTarget of a won area), "phase:x" for an
// end-of-turn step. A change anywhere else breaks the rules.
const QHash<QString, QStringList> &whoMayChange()
{
    static const QHash<QString, QStringList> table = {
        {QStringLiteral("owner"), {QStringLiteral("battle"), QStringLiteral("launch"), QStringLiteral("fleet"), QStringLiteral("ships"),
                                   QStringLiteral("convoy"), QStringLiteral("disown"), QStringLiteral("levy"), QStringLiteral("reserve")}},
        {QStringLiteral("population"), {QStringLiteral("grow"), QStringLiteral("migrate"), QStringLiteral("levyHalfPopulation"),
                                        QStringLiteral("mobilise"), QStringLiteral("battle"), QStringLiteral("phase:poplimit")}},
        {QStringLiteral("forts"), {QStringLiteral("fortify"), QStringLiteral("raze"), QStringLiteral("battle")}},
        {QStringLiteral("trade"), {QStringLiteral("build"), QStringLiteral("battle")}},
        {QStringLiteral("vp"), {QStringLiteral("battle")}},
        {QStringLiteral("mode"), {QStringLiteral("defend"), QStringLiteral("retreat"), QStringLiteral("ambush"), QStringLiteral("entrench"),
                                  QStringLiteral("disown")}},
        {QStringLiteral("modeTarget"), {QStringLiteral("retreat"), QStringLiteral("ambush"), QStringLiteral("entrench"), QStringLiteral("disown"), QStringLiteral("move"),
                                        QStringLiteral("probe"), QStringLiteral("moveOwn"), QStringLiteral("battle")}},
        {QStringLiteral("ships"), {QStringLiteral("launch"), QStringLiteral("fleet"), QStringLiteral("ships"), QStringLiteral("convoy"),
                                   QStringLiteral("battle"), QStringLiteral("phase:dispersal")}},
        {QStringLiteral("armies"), {QStringLiteral("levy"), QStringLiteral("reserve"), QStringLiteral("disband"), QStringLiteral("move"),
                                    QStringLiteral("probe"), QStringLiteral("assault"), QStringLiteral("attack"), QStringLiteral("moveOwn"),
                                    QStringLiteral("convoy"), QStringLiteral("levyHalfPopulation"), QStringLiteral("mobilise"),
                                    QStringLiteral("battle"), QStringLiteral("phase:drowning"), QStringLiteral("phase:dispersal")}},
        {QStringLiteral("treasury"), {QStringLiteral("cash"), QStringLiteral("disarm"), QStringLiteral("phase:leftover"),
                                      QStringLiteral("phase:trade"), QStringLiteral("phase:income")}},
        {QStringLiteral("armyReserve"), {QStringLiteral("reserve"), QStringLiteral("disband"), QStringLiteral("army"), QStringLiteral("disarm"),
                                         QStringLiteral("phase:dispersal"), QStringLiteral("phase:leftover")}},
        {QStringLiteral("fleetReserve"), {QStringLiteral("fleet"), QStringLiteral("phase:dispersal")}},
        {QStringLiteral("turn"), {QStringLiteral("phase:income")}},
        {QStringLiteral("order"), {QStringLiteral("phase:income")}},
    };
    return table;
}

// Every change of the step is one its action or phase may make; owners change
// only to the acting nation (a won battle's area, a sea taken by ships, a lost
// area recaptured by LEVY or RESERVE) or to neutral (DISOWN).
QStringList changeProblems(const Step &s, const Game &before, const Ruleset &rules)
{
    QStringList out;
    const QString handler = handlerOf(s, rules);
    const QString who = s.phase.isEmpty() || handler == u"army" ? handler : QStringLiteral("phase:") + s.phase;
    for (const Change &c : s.changes) {
        if (c.field == u"bp") // every action may spend; income sets it
            continue;
        const QStringList allowed = whoMayChange().value(c.field);
        const bool ok = allowed.contains(who) || (s.battle && allowed.contains(u"battle"))
            || (c.field == u"armies" && drowned(s) > 0);
        if (!ok)
            out.append(QStringLiteral("changes where the rules allow: %1 may not change %2 %3.%4")
                           .arg(who.isEmpty() ? QStringLiteral("(no action)") : who, c.target == Change::Target::Area ? QStringLiteral("area") : QStringLiteral("nation"), c.key, c.field));
        // A battle aims the modeTarget of the area it wins at the origin; a retreat sets none (docs/rules.md §3).
        if (c.field == u"modeTarget" && s.battle && !(c.key == s.battle->to && s.battle->won && c.to.toString() == s.battle->from))
            out.append(QStringLiteral("modeTarget: %1 changed to %2 in a battle for %3").arg(c.key, c.to.toString(), s.battle->to));
        if (c.field != u"owner")
            continue;
        const Area *a = before.area(c.key);
        const QString to = c.to.toString();
        bool fine = false;
        if (handler == u"disown")
            fine = to.isEmpty() && a && !a->isSea();
        else if (s.battle)
            fine = to == s.nation && c.key == s.battle->to && s.battle->won;
        else if (handler == u"launch" || handler == u"fleet" || handler == u"ships" || handler == u"convoy")
            fine = to == s.nation && a && a->isSea() && a->ships == 0;
        else if (handler == u"levy" || handler == u"reserve")
            fine = to == s.nation && s.notes.contains(QStringLiteral("%1 recaptured").arg(c.key));
        if (!fine)
            out.append(QStringLiteral("ownership: %1 changed owner %2 -> %3 in a step of %4")
                           .arg(c.key, QString::fromUtf8(inlineJson(c.from)), QString::fromUtf8(inlineJson(c.to)), s.nation));
    }
    return out;
}

// docs/rules.md §2 Blockade, read from the state before a step.
bool blockaded(const Game &g, const Area &city, const Ruleset &rules)
{
    if (!city.isCity() || !rules.feature("blockade"))
        return false;
    const Area *h = g.area(city.hinterland);
    return h && !h->owner.isEmpty() && h->owner != city.owner && 2 * h->armies > city.population + city.armies;
}

qint64 lossFormula(qint64 own, qint64 other, int divisor, bool difference, const QString &rounding)
{
    // docs/rules.md §3 Land battles: floor(f·other + (weaker ? f·(other − own) : 0)), RC-ROUND.
    const qint64 diff = difference && own < other ? other - own : 0;
    return rounding == u"floorEach" ? other / divisor + diff / divisor : (other + diff) / divisor;
}

// What docs/rules.md says about a step on its own: a blockaded city allows none of
// its actions; a battle's record follows the formulas of §3 (land: strengths,
// losses round by round, the end of an assault; sea: one round), a neutral
// area never ambushes or retreats, PROBE ignores ambushes.
QStringList ruleProblems(const Step &s, const Game &before, const Ruleset &rules)
{
    QStringList out;
    const QString handler = handlerOf(s, rules);
    static const QStringList blockadedActions = {QStringLiteral("build"), QStringLiteral("fortify"), QStringLiteral("grow"),
                                                 QStringLiteral("levy"), QStringLiteral("raze"), QStringLiteral("reserve"),
                                                 QStringLiteral("launch"), QStringLiteral("migrate")};
    const QStringList words = s.order.split(QLatin1Char(' '));
    const Area *where = before.area(words.value(1));
    const Area *to = before.area(words.value(2));
    if (s.outcome != u"failed" && where && blockaded(before, *where, rules)
        && (blockadedActions.contains(handler) || (handler == u"move" && to && to->isSea())))
        out.append(QStringLiteral("blockade: %1 from the blockaded city %2 was carried out").arg(words.value(0), where->code));
    if (!s.battle)
        return out;

    const Battle &b = *s.battle;
    const Options options(rules, before.options);
    const QString rounding = options.string(QStringLiteral("lossRounding"));
    const Area *def = before.area(b.to);
    const Area *from = before.area(b.from);
    if (!def || !from) {
        out.append(QStringLiteral("battle: unknown area in the record"));
        return out;
    }
    if (b.defender != def->owner)
        out.append(QStringLiteral("battle: defender %1, but %2 belongs to %3").arg(b.defender, def->code, def->owner));
    if (b.defender.isEmpty() && (b.ambushFactor || b.retreated))
        out.append(QStringLiteral("battle: a neutral area ambushed or retreated"));
    if (b.kind == u"probe" && b.ambushFactor)
        out.append(QStringLiteral("battle: PROBE ignores ambushes"));
    const bool ambushed = !b.defender.isEmpty() && b.kind != u"probe" && b.kind != u"sea" && def->mode == DefenceMode::Ambush
        && def->modeTarget == from->code;
    const qint64 ambushFactor = ambushed ? options.integer(QStringLiteral("ambushFactor")) : 0; // RC-AMBUSH
    if (b.kind != u"sea" && b.ambushFactor != ambushFactor)
        out.append(QStringLiteral("battle: ambush factor %1, but %2 is in %3 mode against %4")
                       .arg(b.ambushFactor).arg(def->code, modeName(def->mode), def->modeTarget));
    if (b.rounds.isEmpty()) {
        out.append(QStringLiteral("battle: no round fought (at least one always is)"));
        return out;
    }

    if (b.kind == u"sea") {
        const Round &r = b.rounds.first();
        const qint64 A = b.attackers + b.seaborneShips, D = def->ships + def->armies;
        const qint64 aLoss = std::min(lossFormula(A, D, 2, true, rounding), A);
        const qint64 dLoss = std::min(lossFormula(D, A, 2, true, rounding), D);
        if (b.rounds.size() != 1 || r.a != A || r.d != D || r.aLoss != aLoss || r.dLoss != dLoss)
            out.append(QStringLiteral("sea battle: expected one round a %1 d %2 aLoss %3 dLoss %4").arg(A).arg(D).arg(aLoss).arg(dLoss));
        return out;
    }

    int divisor = 2;
    bool difference = true, repeat = false;
    if (b.kind == u"probe")
        divisor = 3, difference = false;
    else if (b.kind == u"assault")
        divisor = 3, repeat = true;
    else if (b.kind == u"attack")
        divisor = 3;
    const int cityBonus = def->isCity() ? options.integer(QStringLiteral("cityDefenceBonus")) : 0;
    if (b.population != def->population || b.forts != def->forts || b.cityBonus != cityBonus)
        out.append(QStringLiteral("battle: defence population %1, forts %2, city bonus %3; the area has %4, %5, %6")
                       .arg(b.population).arg(b.forts).arg(b.cityBonus).arg(def->population).arg(def->forts).arg(cityBonus));
    if (b.seaborneShips != (from->isSea() ? from->ships : 0))
        out.append(QStringLiteral("battle: %1 seaborne ships counted, %2 holds %3").arg(b.seaborneShips).arg(from->code).arg(from->ships));
    if (b.defendingArmies + b.retreated != def->armies)
        out.append(QStringLiteral("battle: %1 defending and %2 retreated armies, %3 holds %4")
                       .arg(b.defendingArmies).arg(b.retreated).arg(def->code).arg(def->armies));
    const qint64 factor = ambushed ? ambushFactor : 1; // D x factor in the attacker's losses
    qint64 attArmies = b.attackers, attShips = b.seaborneShips, defArmies = b.defendingArmies;
    const qint64 fixed = qint64(b.population) + b.forts + b.cityBonus;
    for (int i = 0; i < b.rounds.size(); ++i) {
        const Round &r = b.rounds[i];
        const qint64 A = attArmies + attShips, D = defArmies + fixed;
        const qint64 aLoss = std::min(lossFormula(A, D * factor, divisor, difference, rounding), A);
        const qint64 dLoss = std::min(lossFormula(D, A, divisor, difference, rounding), defArmies);
        if (r.a != A || r.d != D || r.aLoss != aLoss || r.dLoss != dLoss) {
            out.append(QStringLiteral("%1 battle round %2: expected a %3 d %4 aLoss %5 dLoss %6 (f = 1/%7%8, %9, ambush x%10), the record says a %11 d %12 aLoss %13 dLoss %14")
                           .arg(b.kind).arg(i + 1).arg(A).arg(D).arg(aLoss).arg(dLoss).arg(divisor)
                           .arg(difference ? QStringLiteral(" with the difference term") : QString(), rounding).arg(factor)
                           .arg(r.a).arg(r.d).arg(r.aLoss).arg(r.dLoss));
            return out;
        }
        const qint64 armiesLost = std::min(aLoss, attArmies);
        attArmies -= armiesLost;
        attShips -= aLoss - armiesLost;
        defArmies -= dLoss;
        const bool last = i == b.rounds.size() - 1;
        // ASSAULT: rounds repeat until one side has no armies, or a round kills nothing (RC-STALL).
        const bool goOn = repeat && attArmies > 0 && defArmies > 0 && aLoss + dLoss > 0;
        if (goOn == last) {
            out.append(QStringLiteral("%1 battle: %2 after round %3 (attackers %4, defenders %5)")
                           .arg(b.kind, last ? QStringLiteral("ended") : QStringLiteral("went on")).arg(i + 1).arg(attArmies).arg(defArmies));
            return out;
        }
    }
    // The attacker wins when no defending army is left and one attacker survives (RC-EMPCAPTURE: more than the population).
    bool won = defArmies == 0 && attArmies + attShips > 0;
    if (won && options.boolean(QStringLiteral("captureNeedsMoreThanPopulation")) && attArmies <= b.population)
        won = false;
    if (won != b.won)
        out.append(QStringLiteral("%1 battle: %2 by the rules, the record says %3")
                       .arg(b.kind, won ? QStringLiteral("won") : QStringLiteral("lost"), b.won ? QStringLiteral("won") : QStringLiteral("lost")));
    return out;
}

// docs/rules.md §5 Income: the balance a nation's income step must set, and what
// it takes from the treasury, from the game just before that step.
QStringList incomeProblems(const Step &s, const Game &before, const Game &after, const Ruleset &rules)
{
    QStringList out;
    const Nation *nb = before.nation(s.nation), *na = after.nation(s.nation);
    if (!nb || !na)
        return out;
    const bool perArmy = Options(rules, before.options).string(QStringLiteral("maintenance")) == u"perArmyOverPopulation";
    qint64 income = 0, upkeep = 0;
    for (const Area &a : before.areas) {
        if (a.owner != nb->code)
            continue;
        if (!a.isSea() && !blockaded(before, a, rules))
            income += a.population;
        if (perArmy) // RC-MAINT
            upkeep += a.isSea() ? a.armies + a.ships : std::max(0, a.armies - a.population);
    }
    if (rules.feature("vikingIncome") && nb->hasTrait(QStringLiteral("viking")))
        income += before.turn; // the new turn's number
    const qint64 balance = income - upkeep;
    const qint64 bp = std::max<qint64>(0, balance);
    const qint64 treasury = balance < 0 ? std::max<qint64>(0, nb->treasury + balance) : nb->treasury;
    if (na->bp != bp || na->treasury != treasury)
        out.append(QStringLiteral("income: %1 income %2, maintenance %3: bp %4 and treasury %5 expected, the step gives %6 and %7")
                       .arg(nb->code).arg(income).arg(upkeep).arg(bp).arg(treasury).arg(na->bp).arg(na->treasury));
    return out;
}

// docs/rules.md §5 Trade: what all the trade steps together pay, from the game
// just before them: each city min(population, trade) to its owner and again
// to its hinterland's owner, nothing while blockaded.
qint64 expectedTrade(const Game &g, const Ruleset &rules)
{
    if (!rules.feature("trade"))
        return 0;
    qint64 total = 0;
    for (const Area &city : g.areas) {
        if (!city.isCity() || blockaded(g, city, rules))
            continue;
        const qint64 amount = std::max(0, std::min(city.population, city.trade));
        const Area *h = g.area(city.hinterland);
        total += amount * ((g.nation(city.owner) ? 1 : 0) + (h && g.nation(h->owner) ? 1 : 0));
    }
    return total;
}

qint64 treasuries(const Game &g)
{
    qint64 t = 0;
    for (const Nation &n : g.nations)
        t += n.treasury;
    return t;
}

// What is left of each side after a land battle's rounds, from its record
// (armies die before ships, round by round).
struct Survivors {
    qint64 armies = 0, ships = 0, defenders = 0;
};

Survivors survivors(const Battle &b)
{
    Survivors v{b.attackers, b.seaborneShips, b.defendingArmies};
    for (const Round &r : b.rounds) {
        const qint64 armiesLost = std::min<qint64>(r.aLoss, v.armies);
        v.armies -= armiesLost;
        v.ships -= r.aLoss - armiesLost;
        v.defenders -= r.dLoss;
    }
    return v;
}

bool difficult(const Area &a, const Ruleset &rules)
{
    return !a.isSea() && rules.difficultTerrain.contains(a.terrain);
}

// SHIPS and CONVOY (docs/rules.md §3, DA 8.3-8.4a): SHIPS only without armies
// aboard; CONVOY takes min(armies, N) armies with its N ships; into an own or
// unoccupied sea they move in and take it; into another nation's ships a sea
// battle, after which the winner holds the sea with its survivors and a
// beaten attacker's survivors stay where they came from.
QStringList seaMoveProblems(const Step &s, const Game &before, const Game &after, const QString &handler)
{
    QStringList out;
    const QStringList words = s.order.split(QLatin1Char(' '));
    const Area *from = before.area(words.value(1)), *to = before.area(words.value(2));
    if (!from || !to)
        return {QStringLiteral("%1: unknown area").arg(words.value(0))};
    const Area *from2 = after.area(from->code), *to2 = after.area(to->code);
    if (handler == u"ships" && from->armies > 0)
        out.append(QStringLiteral("SHIPS with %1 armies aboard in %2 was carried out").arg(from->armies).arg(from->code));
    if (!s.battle) {
        const int ships = from->ships - from2->ships;
        const int armies = from->armies - from2->armies;
        if (ships <= 0 || armies != (handler == u"convoy" ? std::min(from->armies, ships) : 0) || to2->ships != to->ships + ships
            || to2->armies != to->armies + armies - drowned(s, to->code) || to2->owner != s.nation
            || (to->ships > 0 && to->owner != s.nation))
            out.append(QStringLiteral("%1: %2 ships and %3 armies left %4; %5 went from %6/%7 (%8) to %9/%10 (%11)")
                           .arg(words.value(0)).arg(ships).arg(armies).arg(from->code, to->code).arg(to->ships).arg(to->armies)
                           .arg(to->owner, QString::number(to2->ships), QString::number(to2->armies), to2->owner));
        return out;
    }
    const Battle &b = *s.battle;
    const Round &r = b.rounds.value(0);
    if (b.kind != u"sea" || to->owner == s.nation || to->ships == 0)
        out.append(QStringLiteral("sea battle: only against another nation's ships"));
    const int aArmies = std::min(r.aLoss, b.attackers), dArmies = std::min(r.dLoss, to->armies);
    const int shipsLeft = b.seaborneShips - (r.aLoss - aArmies), armiesLeft = b.attackers - aArmies;
    const int dShipsLeft = to->ships - (r.dLoss - dArmies), dArmiesLeft = to->armies - dArmies;
    if (b.attackers != (handler == u"convoy" ? std::min(from->armies, b.seaborneShips) : 0))
        out.append(QStringLiteral("sea battle: %1 armies aboard %2 ships, %3 holds %4 armies").arg(b.attackers).arg(b.seaborneShips)
                       .arg(from->code).arg(from->armies));
    const bool won = dShipsLeft == 0 && shipsLeft + armiesLeft > 0;
    if (won != b.won)
        out.append(QStringLiteral("sea battle: %1 defending ships and %2 attackers left, the record says %3")
                       .arg(dShipsLeft).arg(shipsLeft + armiesLeft).arg(b.won ? QStringLiteral("won") : QStringLiteral("lost")));
    else if (won && (to2->owner != s.nation || to2->ships != shipsLeft || to2->armies != armiesLeft
                     || from2->ships != from->ships - b.seaborneShips || from2->armies != from->armies - b.attackers))
        out.append(QStringLiteral("sea battle won: %1 should hold %2 ships and %3 armies of %4").arg(to->code).arg(shipsLeft)
                       .arg(armiesLeft).arg(s.nation));
    else if (!won && (to2->owner != to->owner || to2->ships != dShipsLeft || to2->armies != dArmiesLeft
                      || from2->ships != from->ships - (b.seaborneShips - shipsLeft)
                      || from2->armies != from->armies - (b.attackers - armiesLeft) - drowned(s, from->code)))
        out.append(QStringLiteral("sea battle lost: %1 should keep %2 ships and %3 armies, the survivors stay in %4")
                       .arg(to->code).arg(dShipsLeft).arg(dArmiesLeft).arg(from->code));
    return out;
}

// docs/rules.md §2 Sticky and §3 RETREAT, and what a land battle leaves behind
// (§3: the winner moves in, takes the area and aims its modeTarget at the
// origin, with capture effects from another people in Dark Age; the loser's
// survivors go back). `sticky` holds the areas the rules have made sticky so
// far this turn, from the steps before; it is brought up to date here.
QStringList stickyAndBattleProblems(const Step &s, const Game &before, const Game &after, const Ruleset &rules,
                                    const MapGraph &graph, QHash<QString, QString> &sticky)
{
    QStringList out;
    const QString why = QStringLiteral("step %1 (%2)").arg(s.index).arg(s.order);
    if (s.outcome == u"failed")
        return out;
    const QString handler = handlerOf(s, rules);
    const QStringList words = s.order.split(QLatin1Char(' '));
    static const QStringList moves = {QStringLiteral("move"), QStringLiteral("assault"), QStringLiteral("probe"), QStringLiteral("attack"),
                                      QStringLiteral("moveOwn"), QStringLiteral("ships"), QStringLiteral("convoy")};
    const bool probeOrAssault = handler == u"probe" || handler == u"assault";
    if (moves.contains(handler) && sticky.contains(words.value(1)))
        out.append(QStringLiteral("sticky: %1 moved out of %2, sticky since %3").arg(words.value(0), words.value(1), sticky.value(words.value(1))));
    if (handler == u"reserve")
        sticky.insert(words.value(1), why);
    if (handler == u"ships" || handler == u"convoy")
        return out + seaMoveProblems(s, before, after, handler);
    if (!moves.contains(handler))
        return out;

    const Area *from = before.area(words.value(1)), *to = before.area(words.value(2));
    if (!from || !to)
        return out;
    if (!s.battle) { // into an own area
        if (probeOrAssault || difficult(*to, rules))
            sticky.insert(to->code, why);
        return out;
    }
    const Battle &b = *s.battle;
    const Survivors v = survivors(b);
    const Area *toAfter = after.area(to->code), *fromAfter = after.area(from->code);

    // RETREAT (docs/rules.md §3): before the battle, when the target is an adjacent own land or city area,
    // the area is not sticky, it holds armies and A > D; a neutral area never retreats.
    const Area *refuge = before.area(to->modeTarget);
    const qint64 fixed = qint64(b.population) + b.forts + b.cityBonus;
    const bool retreats = !to->owner.isEmpty() && to->mode == DefenceMode::Retreat && refuge && !refuge->isSea()
        && refuge->owner == to->owner && graph.adjacent(to->code, refuge->code) && !sticky.contains(to->code) && to->armies > 0
        && qint64(b.attackers) + b.seaborneShips > to->armies + fixed;
    if (retreats != (b.retreated > 0) || (retreats && (b.retreatedTo != refuge->code || b.retreated != to->armies)))
        out.append(QStringLiteral("retreat: %1 in %2 mode (target %3), %4 sticky, A %5 against D %6: the record says %7 retreated to %8")
                       .arg(to->code, modeName(to->mode), to->modeTarget.isEmpty() ? QStringLiteral("none") : to->modeTarget,
                            sticky.contains(to->code) ? QStringLiteral("is") : QStringLiteral("not"))
                       .arg(qint64(b.attackers) + b.seaborneShips).arg(to->armies + fixed).arg(b.retreated)
                       .arg(b.retreatedTo.isEmpty() ? QStringLiteral("nowhere") : b.retreatedTo));
    if (b.retreated > 0) {
        const Area *r = after.area(b.retreatedTo), *r0 = before.area(b.retreatedTo);
        if (r && r0 && r->armies != r0->armies + b.retreated)
            out.append(QStringLiteral("retreat: %1 armies retreated to %2, which went from %3 to %4 armies")
                           .arg(b.retreated).arg(b.retreatedTo).arg(r0->armies).arg(r->armies));
    }

    if (b.won) {
        const qint64 armies = v.armies > 0 ? v.armies : 1; // a ship ashore as an army
        if (toAfter->owner != s.nation || toAfter->armies != armies || toAfter->modeTarget != from->code || toAfter->mode != to->mode)
            out.append(QStringLiteral("battle won: %1 should be %2's with %3 armies, modeTarget %4, mode %5; it is %6's with %7, %8, %9")
                           .arg(to->code, s.nation).arg(armies).arg(from->code, modeName(to->mode), toAfter->owner)
                           .arg(toAfter->armies).arg(toAfter->modeTarget, modeName(toAfter->mode)));
        // Capture effects (Dark Age): from a nation of another people, not from a neutral area.
        const Nation *old = before.nation(to->owner), *captor = before.nation(s.nation);
        const bool effects = rules.feature("captureEffects") && old && captor && old->people != captor->people;
        const int cut = effects ? 1 : 0;
        if (toAfter->population != std::max(0, to->population - cut) || toAfter->forts != std::max(0, to->forts - cut)
            || toAfter->trade != std::max(0, to->trade - cut))
            out.append(QStringLiteral("capture effects: %1 population, forts, trade %2 %3 %4 -> %5 %6 %7 (%8)")
                           .arg(to->code).arg(to->population).arg(to->forts).arg(to->trade).arg(toAfter->population)
                           .arg(toAfter->forts).arg(toAfter->trade).arg(effects ? QStringLiteral("another people") : QStringLiteral("none due")));
        if (old && after.nation(old->code)->vp != std::max(0, old->vp - cut))
            out.append(QStringLiteral("capture effects: %1 VP %2 -> %3").arg(old->code).arg(old->vp).arg(after.nation(old->code)->vp));
        if (probeOrAssault || difficult(*to, rules))
            sticky.insert(to->code, why);
    } else {
        if (toAfter->owner != to->owner || toAfter->armies != v.defenders)
            out.append(QStringLiteral("battle lost: %1 should stay %2's with %3 armies; it is %4's with %5")
                           .arg(to->code, to->owner).arg(v.defenders).arg(toAfter->owner).arg(toAfter->armies));
        const qint64 back = from->armies - b.attackers + v.armies - drowned(s, from->code);
        if (fromAfter->armies != back)
            out.append(QStringLiteral("battle lost: %1 survivors should be back in %2 (%3 armies), it holds %4")
                           .arg(v.armies).arg(from->code).arg(back).arg(fromAfter->armies));
        // Where no attacker survives, nothing becomes sticky; the ships of a
        // beaten-off seaborne attack are survivors (docs/rules.md §2, §8).
        if (probeOrAssault && v.armies + v.ships > 0)
            sticky.insert(from->code, why);
    }
    return out;
}

// The per-turn flags of docs/rules.md §2-4, followed from the steps.
struct TurnFlags {
    QSet<QString> grown, migratedInto;               // areas
    QSet<QString> disbandAttempted, armyAttempted;   // nations
};

// The docs/rules.md §3-4 tables, action by action: where an action may act, the
// limits on its number, and its price (the numbers of the tables, not the
// ruleset data). Checked for every step that was carried out.
QStringList actionProblems(const Step &s, const Game &start, const Game &before, const Game &after, const Ruleset &rules,
                           TurnFlags &flags)
{
    QStringList out;
    const QString handler = handlerOf(s, rules);
    const QStringList words = s.order.split(QLatin1Char(' '));
    const bool empires = rules.name == u"empires";
    const bool failed = s.outcome == u"failed";
    auto bad = [&](const QString &what) { out.append(QStringLiteral("%1: %2").arg(words.value(0), what)); };

    // RESERVE fails after any DISBAND attempt (and, in Empires, ARMY attempt) this turn,
    // a bad line with that action word included (docs/rules.md §3, §4, §8).
    if (handler == u"reserve" && !failed && flags.disbandAttempted.contains(s.nation))
        bad(QStringLiteral("carried out after a DISBAND attempt this turn"));
    if (handler == u"reserve" && !failed && empires && flags.armyAttempted.contains(s.nation))
        bad(QStringLiteral("carried out after an ARMY attempt this turn"));
    if (s.phase.isEmpty()) {
        if (handler == u"disband")
            flags.disbandAttempted.insert(s.nation);
        if (handler == u"army")
            flags.armyAttempted.insert(s.nation);
    }
    if (failed || !s.phase.isEmpty())
        return out;

    const Area *a = before.area(words.value(1)), *a2 = after.area(words.value(1));
    const Area *to = before.area(words.value(2)), *to2 = after.area(words.value(2));
    const Nation *n = before.nation(s.nation), *n2 = after.nation(s.nation);
    if (!n || !n2)
        return out;
    const QString startOwner = a ? start.area(a->code)->owner : QString();
    const bool own = a && a->owner == n->code;

    if (handler == u"levy" && !empires) {
        // Own area; a neutral area (army and area stay neutral); an area lost this turn holding no armies.
        const bool lost = startOwner == n->code && !own;
        if (!a || a->isSea() || !(own || a->owner.isEmpty() || (lost && a->armies == 0)))
            bad(QStringLiteral("not an own, neutral or empty lost land area"));
        else if (!lost && a2->owner != a->owner)
            bad(QStringLiteral("%1 changed owner").arg(a->code));
        else if (s.cost % 3 || s.cost / 3 > a->population || a2->armies - a->armies != s.cost / 3)
            bad(QStringLiteral("%1 armies for %2 BP (3 each), population %3").arg(a2->armies - a->armies).arg(s.cost).arg(a->population));
    } else if (handler == u"reserve") {
        const int placed = n->armyReserve - n2->armyReserve;
        if (!a)
            bad(QStringLiteral("no area"));
        else if (empires && (!own || a->isSea() || placed > a->armies + a->population))
            bad(QStringLiteral("%1 armies into %2: Empires places reserves in own land up to armies + population").arg(placed).arg(a->code));
        else if (!empires && !(own || (a->isSea() ? false : (a->owner.isEmpty() || (startOwner == n->code && a->armies == 0)))))
            bad(QStringLiteral("%1 is not an own area, a neutral land area or an empty lost one").arg(a->code));
        else if (s.cost != placed || placed <= 0)
            bad(QStringLiteral("%1 armies placed for %2 BP (1 each)").arg(placed).arg(s.cost));
    } else if (handler == u"fortify") {
        const int levels = a2 ? a2->forts - a->forts : 0;
        if (!own || a->isSea() || levels <= 0 || levels > a->population || s.cost != levels)
            bad(QStringLiteral("%1 levels for %2 BP (1 each), population %3").arg(levels).arg(s.cost).arg(a ? a->population : 0));
    } else if (handler == u"raze") {
        const int levels = a2 ? a->forts - a2->forts : 0;
        if (!own || levels <= 0 || s.cost != levels)
            bad(QStringLiteral("%1 levels razed for %2 BP (1 each)").arg(levels).arg(s.cost));
    } else if (handler == u"build") {
        const int levels = a2 ? a2->trade - a->trade : 0;
        if (!own || !a->isCity() || n->hasTrait(QStringLiteral("gaelic")) || levels <= 0 || s.cost != 10 * levels
            || a2->trade > a2->popLimit)
            bad(QStringLiteral("%1 trade levels for %2 BP (10 each) in %3").arg(levels).arg(s.cost).arg(a ? a->code : QString()));
    } else if (handler == u"grow") {
        static const QHash<QString, int> extra = {
            {QStringLiteral("upland"), 1}, {QStringLiteral("wetland"), 1}, {QStringLiteral("plains"), 1}, {QStringLiteral("lowland"), 1},
            {QStringLiteral("island"), 2}, {QStringLiteral("forest"), 2}, {QStringLiteral("mountain"), 3}, {QStringLiteral("jungle"), 4},
            {QStringLiteral("desert"), 5}, {QStringLiteral("tundra"), 5}, {QStringLiteral("town"), 6}, {QStringLiteral("city"), 6}};
        const int price = a ? a->population + (empires ? extra.value(a->isCity() ? QStringLiteral("city") : a->terrain) : 0) : 0;
        if (!own || a->isSea() || flags.grown.contains(a->code) || a2->population != a->population + 1 || s.cost != price)
            bad(QStringLiteral("population %1 -> %2 for %3 BP (price %4), grown before this turn: %5")
                    .arg(a ? a->population : 0).arg(a2 ? a2->population : 0).arg(s.cost).arg(price)
                    .arg(a && flags.grown.contains(a->code) ? QStringLiteral("yes") : QStringLiteral("no")));
        else if (!empires && (a->population < 1 || a->armies > 0 || flags.migratedInto.contains(a->code)))
            bad(QStringLiteral("Dark Age GROW needs population, no armies and no migration into %1 this turn").arg(a->code));
        if (a)
            flags.grown.insert(a->code);
    } else if (handler == u"migrate") {
        if (!own || !to || to->owner != n->code || to->isSea() || a2->population != a->population - (to2->population - to->population) - 1)
            bad(QStringLiteral("between own land areas, the origin loses one more than the destination gains"));
        if (to)
            flags.migratedInto.insert(to->code);
    } else if (handler == u"launch") {
        const int ships = to2 && to ? to2->ships - to->ships : 0;
        if (!own || a->isSea() || !to || !to->isSea() || ships <= 0 || ships > a->population || s.cost != 3 * ships
            || (to->ships > 0 && to->owner != n->code) || to2->owner != n->code)
            bad(QStringLiteral("%1 ships for %2 BP (3 each) from population %3").arg(ships).arg(s.cost).arg(a ? a->population : 0));
    } else if (handler == u"fleet") {
        const int ships = n->fleetReserve - n2->fleetReserve;
        if (!a || !a->isSea() || ships <= 0 || s.cost != ships || (a->owner != n->code && a->ships > 0))
            bad(QStringLiteral("%1 ships for %2 BP (1 each) into %3").arg(ships).arg(s.cost).arg(a ? a->code : QString()));
    } else if (handler == u"move" || handler == u"probe" || handler == u"ships" || handler == u"convoy") {
        if (s.cost != 1)
            bad(QStringLiteral("costs 1 BP, not %1").arg(s.cost));
        // RC-SEALOAD afterMove: a MOVE into the sea needs the ships for everything aboard; nothing drowns.
        if (handler == u"move" && to && to->isSea() && Options(rules, before.options).string(QStringLiteral("seaLoad")) == u"afterMove"
            && drowned(s, to->code) > 0)
            bad(QStringLiteral("armies drowned in %1 after a MOVE that RC-SEALOAD afterMove lets through").arg(to->code));
        if (handler == u"move" && to && to->isSea() && to->owner != n->code)
            bad(QStringLiteral("moved into %1, which is not %2's").arg(to->code, n->code));
    } else if (handler == u"assault") {
        if (s.cost != 2)
            bad(QStringLiteral("costs 2 BP, not %1").arg(s.cost));
    } else if (handler == u"moveOwn" || handler == u"attack") {
        const int moved = s.battle ? s.battle->attackers : a && a2 ? a->armies - a2->armies : 0;
        if (s.cost != moved)
            bad(QStringLiteral("%1 armies sent for %2 BP (1 each)").arg(moved).arg(s.cost));
    } else if (handler == u"army") {
        const int built = n2->armyReserve - n->armyReserve;
        if (built <= 0 || s.cost != 3 * built)
            bad(QStringLiteral("%1 armies for %2 BP (3 each)").arg(built).arg(s.cost));
    } else if (handler == u"levyHalfPopulation" || handler == u"mobilise") {
        // Empires LEVY: ⌊population/2⌋ population becomes armies; MOBILISE: a LEVY in every own area where it yields armies.
        for (int i = 0; i < before.areas.size(); ++i) {
            const Area &x = before.areas[i], &y = after.areas[i];
            const bool levied = handler == u"mobilise" ? x.owner == n->code && !x.isSea() && x.population >= 2 : a && x.code == a->code;
            const int half = levied ? x.population / 2 : 0;
            if (y.population != x.population - half || y.armies != x.armies + half || s.cost != 0)
                bad(QStringLiteral("%1: population %2 armies %3 -> %4 and %5, expected %6 and %7")
                        .arg(x.code).arg(x.population).arg(x.armies).arg(y.population).arg(y.armies)
                        .arg(x.population - half).arg(x.armies + half));
        }
    } else if (handler == u"disband") {
        if (!a || a->owner != n->code || a2->armies != 0 || n2->armyReserve - n->armyReserve != a->armies)
            bad(QStringLiteral("every army of an own area to the reserve"));
    }
    return out;
}

// The other half of the tables: an order that parsed, whose preconditions in
// docs/rules.md §3-4 all hold, is carried out (done or reduced), never failed.
// Checked for the actions whose preconditions are few and plain.
QStringList livenessProblems(const Step &s, const Order *o, const Game &before, const Ruleset &rules,
                             const MapGraph &graph, const TurnFlags &flags, const QHash<QString, QString> &sticky)
{
    if (!o || !o->ok() || s.outcome != u"failed" || !s.phase.isEmpty())
        return {};
    const QString handler = handlerOf(s, rules);
    const bool empires = rules.name == u"empires";
    const Nation *n = before.nation(s.nation);
    const Area *a = before.area(o->field1), *to = before.area(o->field2);
    if (!n)
        return {};
    const bool own = a && a->owner == n->code;
    const bool land = a && !a->isSea();
    const bool wholeNumber = o->number.kind == NumberField::Value || o->number.kind == NumberField::Blank
        || o->number.kind == NumberField::All;
    bool shouldWork = false;
    if (handler == u"disband") // DA: land, city, or an own sea area (docs/rules.md §3, §8)
        shouldWork = own && a->armies > 0 && (land || !empires);
    else if (handler == u"defend")
        shouldWork = own && land;
    else if (handler == u"cash")
        shouldWork = n->treasury > 0;
    else if (handler == u"levy") // DA: own land, not blockaded, population, 3 BP for one
        shouldWork = own && land && !blockaded(before, *a, rules) && a->population >= 1 && n->bp >= 3 && wholeNumber;
    else if (handler == u"levyHalfPopulation")
        shouldWork = own && land && a->population >= 2;
    else if (handler == u"grow")
        shouldWork = own && land && !flags.grown.contains(a->code)
            && n->bp >= a->population + (empires ? 6 : 0) // at most the dearest terrain extra
            && (empires || (a->population >= 1 && a->armies == 0 && !flags.migratedInto.contains(a->code) && !blockaded(before, *a, rules)));
    else if (handler == u"move" || handler == u"moveOwn") // into an own land area, unopposed
        shouldWork = own && land && to && !to->isSea() && to->owner == n->code && graph.adjacent(a->code, to->code)
            && !sticky.contains(a->code) && a->armies > 0
            && (o->number.kind == NumberField::Value ? o->number.value <= a->armies
                                                     : o->number.kind != NumberField::AllBut)
            && n->bp >= (handler == u"move" ? 1 : (o->number.kind == NumberField::Value ? o->number.value : a->armies));
    else if (handler == u"fortify")
        shouldWork = own && land && !blockaded(before, *a, rules) && a->population >= 1 && n->bp >= 1 && wholeNumber;
    else if (handler == u"raze")
        shouldWork = own && land && !blockaded(before, *a, rules) && a->forts >= 1 && n->bp >= 1 && wholeNumber;
    else if (handler == u"build")
        shouldWork = own && a->isCity() && !n->hasTrait(QStringLiteral("gaelic")) && !blockaded(before, *a, rules)
            && a->trade < a->popLimit && n->bp >= 10 && wholeNumber;
    else if (handler == u"fleet")
        shouldWork = a && a->isSea() && (a->owner == n->code || a->ships == 0) && n->fleetReserve >= 1 && n->bp >= 1 && wholeNumber;
    else if (handler == u"reserve")
        shouldWork = own && land && !blockaded(before, *a, rules) && n->armyReserve >= 1 && n->bp >= 1 && wholeNumber
            && !flags.disbandAttempted.contains(n->code) && !(empires && flags.armyAttempted.contains(n->code))
            && (!empires || a->armies + a->population >= 1);
    else if (handler == u"army")
        shouldWork = n->bp >= 3 && wholeNumber;
    else if (handler == u"disarm")
        shouldWork = n->armyReserve >= 1 && wholeNumber;
    else if (handler == u"order")
        shouldWork = n->bp > 0 && o->number.kind == NumberField::Value;
    else if (handler == u"gift")
        shouldWork = n->bp > 0 && before.nation(o->field2) && o->field2 != n->code;
    if (!shouldWork)
        return {};
    return {QStringLiteral("liveness: %1 failed (%2) though docs/rules.md allows it here").arg(s.order, s.reason)};
}

// docs/rules.md §3 Dispersal (RC-DISPERSE), between the state after drowning and
// the state after the dispersal steps: every owned sea with ships sends one
// ship to the fleet reserve (and one army to the army reserve when the armies
// aboard would exceed the ships); every owned land or city area with more
// armies than population sends one army to the army reserve.
QStringList dispersalProblems(const Game &before, const Game &after, const Ruleset &rules)
{
    QStringList out;
    const bool on = Options(rules, before.options).boolean(QStringLiteral("dispersal"));
    QHash<QString, int> armyReserve, fleetReserve;
    for (int i = 0; i < before.areas.size(); ++i) {
        const Area &a = before.areas[i], &b = after.areas[i];
        int ships = a.ships, armies = a.armies;
        if (on && !a.owner.isEmpty()) {
            if (a.isSea() && a.ships > 0) {
                --ships, ++fleetReserve[a.owner];
                if (armies > ships)
                    --armies, ++armyReserve[a.owner];
            } else if (!a.isSea() && a.armies > a.population) {
                --armies, ++armyReserve[a.owner];
            }
        }
        if (b.ships != ships || b.armies != armies)
            out.append(QStringLiteral("dispersal: %1 %2 ships %3 armies -> %4 and %5, expected %6 and %7")
                           .arg(a.owner.isEmpty() ? QStringLiteral("neutral") : a.owner, a.code).arg(a.ships).arg(a.armies)
                           .arg(b.ships).arg(b.armies).arg(ships).arg(armies));
    }
    for (int i = 0; i < before.nations.size(); ++i) {
        const Nation &n = before.nations[i], &m = after.nations[i];
        if (m.armyReserve != n.armyReserve + armyReserve.value(n.code) || m.fleetReserve != n.fleetReserve + fleetReserve.value(n.code))
            out.append(QStringLiteral("dispersal: %1 reserves %2 armies, %3 ships -> %4, %5").arg(n.code).arg(n.armyReserve)
                           .arg(n.fleetReserve).arg(m.armyReserve).arg(m.fleetReserve));
    }
    return out;
}

struct Coverage {
    QMap<QString, int> counts;
    void add(const QString &what, int n = 1) { counts[what] += n; }
};

void cover(Coverage &c, const Step &s, const Ruleset &rules, const QString &ruleset)
{
    if (s.phase.isEmpty()) {
        const QString handler = handlerOf(s, rules);
        c.add(QStringLiteral("%1 %2 %3").arg(ruleset, handler.isEmpty() ? QStringLiteral("(bad line)") : handler, s.outcome));
    } else {
        c.add(QStringLiteral("%1 phase %2").arg(ruleset, s.phase));
    }
    if (s.battle) {
        const Battle &b = *s.battle;
        c.add(QStringLiteral("%1 battle %2 %3").arg(ruleset, b.kind, b.won ? QStringLiteral("won") : QStringLiteral("lost")));
        if (b.seaborneShips && b.kind != u"sea")
            c.add(QStringLiteral("%1 battle seaborne").arg(ruleset));
        if (b.retreated)
            c.add(QStringLiteral("%1 battle retreat").arg(ruleset));
        if (b.ambushFactor)
            c.add(QStringLiteral("%1 battle ambush").arg(ruleset));
        if (b.defender.isEmpty())
            c.add(QStringLiteral("%1 battle neutral defender").arg(ruleset));
        if (b.endedBy.startsWith(u"stalled"))
            c.add(QStringLiteral("%1 battle stalled").arg(ruleset));
        if (b.endedBy.startsWith(u"too few"))
            c.add(QStringLiteral("%1 battle too few to capture").arg(ruleset));
        // ("both fleets destroyed" cannot happen: one round at f = 1/2 never
        // kills both sides whole, whatever the strengths.)
        if (b.rounds.size() > 1)
            c.add(QStringLiteral("%1 battle several rounds").arg(ruleset));
    }
    for (const QString &n : s.notes) {
        if (n.contains(u"drowned"))
            c.add(QStringLiteral("%1 drowning").arg(ruleset));
        if (n.contains(u"another people"))
            c.add(QStringLiteral("%1 capture effects").arg(ruleset));
        if (n.contains(u"goes ashore"))
            c.add(QStringLiteral("%1 ship ashore").arg(ruleset));
        if (n.contains(u"recaptured"))
            c.add(QStringLiteral("%1 recaptured").arg(ruleset));
    }
    // ADJ_PROPERTY_COVERAGE=reasons: why steps failed, to tune the generator.
    static const bool reasons = qEnvironmentVariable("ADJ_PROPERTY_COVERAGE") == u"reasons";
    if (reasons && s.outcome != u"done") {
        static const QRegularExpression codes(QStringLiteral("\\b[A-Z0-9]{2,3}\\b|\\d+"));
        c.add(QStringLiteral("%1 %2 %3: %4").arg(ruleset, handlerOf(s, rules), s.outcome, QString(s.reason).replace(codes, QStringLiteral("#"))));
    }
    if (s.reason.contains(u"is blockaded"))
        c.add(QStringLiteral("%1 blockaded").arg(ruleset));
    if (s.reason.contains(u"sticky"))
        c.add(QStringLiteral("%1 sticky").arg(ruleset));
}

QByteArray stepLog(const QList<Step> &steps)
{
    QByteArray out;
    for (const Step &s : steps)
        out += stepToJsonLine(s) + '\n';
    return out;
}

// One turn: resolves it and checks every property. Returns the failures
// ("step N: property: detail"), empty when all hold.
QStringList checkTurn(const Game &start, const Game &startFromJson, const QString &ordersText, Coverage &coverage,
                      Resolution &r, std::optional<Game> &nextFromJson, int &stepCount, bool readLogBack)
{
    QStringList failures;
    const Ruleset *rules = Ruleset::get(start.ruleset);
    const OrderSet orders = parseOrders(ordersText, QStringLiteral("generated.orders"), start, *rules);
    r = resolveTurn(start, orders.orders);
    stepCount = int(r.steps.size());
    const MapGraph graph(start);

    // Every step, replayed on a copy of the start.
    QHash<int, const Order *> orderAt; // by line: one orders file
    for (const Order &o : orders.orders)
        orderAt.insert(o.line, &o);
    Game cur = start;
    bool sawPhase = false;
    std::optional<qint64> tradeDue, treasuryBeforeTrade; // set when the new turn begins
    QHash<QString, QString> sticky; // area -> the step that made it sticky (docs/rules.md §2)
    TurnFlags flags;
    std::optional<Game> beforeDispersal;
    bool dispersalChecked = false;
    for (int i = 0; i < r.steps.size(); ++i) {
        const Step &s = r.steps[i];
        const auto where = [&s] { return QStringLiteral("step %1 (%2)").arg(s.index).arg(s.phase.isEmpty() ? s.order : s.phase); };
        if (tradeDue && s.phase != u"trade") { // the trade steps are over
            if (treasuries(cur) - *treasuryBeforeTrade != *tradeDue)
                failures.append(QStringLiteral("trade: the trade steps pay %1, the cities owe %2")
                                    .arg(treasuries(cur) - *treasuryBeforeTrade).arg(*tradeDue));
            tradeDue.reset();
        }
        const bool afterDrowning = s.phase == u"dispersal" || s.phase == u"poplimit" || s.phase == u"income";
        if (afterDrowning && !beforeDispersal)
            beforeDispersal = cur;
        if (beforeDispersal && !dispersalChecked && s.phase != u"dispersal") { // the dispersal steps are over
            for (const QString &p : dispersalProblems(*beforeDispersal, cur, *rules))
                failures.append(QStringLiteral("%1: %2").arg(where(), p));
            dispersalChecked = true;
        }
        if (s.phase == u"drowning" || s.phase == u"dispersal" || s.phase == u"poplimit" || (s.phase == u"income" && s.nation.isEmpty()))
            for (const Nation &n : cur.nations)
                if (n.bp != 0)
                    failures.append(QStringLiteral("leftover: %1 still has %2 BP after the leftover steps").arg(n.code).arg(n.bp));
        if (s.index != i + 1)
            failures.append(QStringLiteral("%1: steps are numbered 1, 2, ...: expected %2").arg(where()).arg(i + 1));
        if (!s.phase.isEmpty() && !sawPhase) {
            sawPhase = true;
            if (!(cur == r.afterActions))
                failures.append(QStringLiteral("%1: the steps before the end of the turn do not give afterActions").arg(where()));
        }
        if (s.changes.isEmpty() && s.outcome == u"failed") { // the usual bad order: nothing to replay
            for (const QString &p : accountingProblems(s, cur, cur, *rules))
                failures.append(QStringLiteral("%1: %2").arg(where(), p));
            for (const QString &p : livenessProblems(s, orderAt.value(s.line), cur, *rules, graph, flags, sticky))
                failures.append(QStringLiteral("%1: %2").arg(where(), p));
            actionProblems(s, start, cur, cur, *rules, flags); // the attempts it counts as
            cover(coverage, s, *rules, start.ruleset);
            if (!failures.isEmpty())
                return failures;
            continue;
        }
        const Game before = cur;
        for (const Change &c : s.changes) {
            const QJsonValue now = fieldValue(cur, c.target, c.key, c.field);
            if (now != c.from)
                failures.append(QStringLiteral("%1: change log: %2.%3 is %4, the change says from %5")
                                    .arg(where(), c.key, c.field, QString::fromUtf8(inlineJson(now)), QString::fromUtf8(inlineJson(c.from))));
            if (c.from == c.to)
                failures.append(QStringLiteral("%1: change log: %2.%3 changes to what it was").arg(where(), c.key, c.field));
            if (c.field == u"popLimit")
                failures.append(QStringLiteral("%1: change log: no rule changes popLimit (%2)").arg(where(), c.key));
            setFieldValue(cur, c.target, c.key, c.field, c.to);
        }
        for (const QString &p : stateProblems(cur, graph))
            failures.append(QStringLiteral("%1: %2").arg(where(), p));
        for (const QString &p : accountingProblems(s, before, cur, *rules))
            failures.append(QStringLiteral("%1: %2").arg(where(), p));
        for (const QString &p : changeProblems(s, before, *rules))
            failures.append(QStringLiteral("%1: %2").arg(where(), p));
        for (const QString &p : ruleProblems(s, before, *rules))
            failures.append(QStringLiteral("%1: %2").arg(where(), p));
        for (const QString &p : stickyAndBattleProblems(s, before, cur, *rules, graph, sticky))
            failures.append(QStringLiteral("%1: %2").arg(where(), p));
        for (const QString &p : actionProblems(s, start, before, cur, *rules, flags))
            failures.append(QStringLiteral("%1: %2").arg(where(), p));
        if (s.phase == u"income" && !s.nation.isEmpty())
            for (const QString &p : incomeProblems(s, before, cur, *rules))
                failures.append(QStringLiteral("%1: %2").arg(where(), p));
        if (s.phase == u"income" && s.nation.isEmpty()) {
            tradeDue = expectedTrade(cur, *rules);
            treasuryBeforeTrade = treasuries(cur);
        }
        cover(coverage, s, *rules, start.ruleset);
        if (!failures.isEmpty()) { // the first step that breaks a property is the one to look at
            failures.append(QStringLiteral("the step: %1").arg(QString::fromUtf8(stepToJsonLine(s))));
            return failures;
        }
    }
    // Games compare field by field (Game::operator==, every field the JSON holds);
    // bytes where the contract is bytes.
    const QByteArray next = writeGameJson(r.next);
    if (!(cur == r.next))
        failures.append(QStringLiteral("replay: the steps applied to the start do not give the next game"));

    // Every order line is one action step (docs/rules.md §2.3: an action never aborts the turn).
    const qsizetype actionSteps = std::count_if(r.steps.cbegin(), r.steps.cend(), [](const Step &s) { return s.phase.isEmpty(); });
    if (actionSteps != orders.orders.size())
        failures.append(QStringLiteral("turn: %1 order lines, %2 action steps").arg(orders.orders.size()).arg(actionSteps));
    // The next turn: turn + 1, and the processing order by the total ORDER bids
    // (the leftover bids of action 17 included), highest first, ties keeping
    // their order (docs/rules.md §3 ORDER, §4 Action 17).
    QHash<QString, qint64> bids;
    for (const Step &s : r.steps)
        if (s.outcome != u"failed" && s.order.startsWith(u"ORDER") && (s.phase.isEmpty() || s.phase == u"leftover"))
            bids[s.nation] += s.cost;
    QStringList order = start.order;
    std::stable_sort(order.begin(), order.end(), [&](const QString &a, const QString &b) { return bids.value(a) > bids.value(b); });
    if (r.next.order != order)
        failures.append(QStringLiteral("turn: next order %1, the bids give %2").arg(r.next.order.join(u' '), order.join(u' ')));
    if (r.next.turn != start.turn + 1)
        failures.append(QStringLiteral("turn: next turn %1 after %2").arg(r.next.turn).arg(start.turn));

    // The next turn's game.
    for (const Problem &p : validateGame(r.next))
        if (p.severity == Problem::Error)
            failures.append(QStringLiteral("next game: invalid: %1").arg(p.toString()));
    for (const Area &a : r.next.areas)
        if (!a.isSea() && a.population > a.popLimit)
            failures.append(QStringLiteral("next game: %1 population %2 above its limit %3").arg(a.code).arg(a.population).arg(a.popLimit));
    // (read back, it is the next turn's startFromJson)
    const GameRead reread = readGameJson(next, QStringLiteral("next.json"));
    nextFromJson = reread.game;
    if (!reread.game || !(*reread.game == r.next))
        failures.append(QStringLiteral("next game: does not read back as it was written"));

    // Resolving again: from the game read back from its JSON, with another QHash seed.
    QHashSeed::resetRandomGlobalSeed();
    const OrderSet again = parseOrders(ordersText, QStringLiteral("generated.orders"), startFromJson, *rules);
    const Resolution r2 = resolveTurn(startFromJson, again.orders);
    if (writeGameJson(r2.next) != next)
        failures.append(QStringLiteral("determinism: NEXT.json differs when resolved again"));
    // Equal steps write equal lines; comparing the steps is the same test, cheaper.
    if (r2.steps != r.steps)
        failures.append(QStringLiteral("determinism: the step log differs when resolved again"));

    // Undo: every step in reverse gives the start back.
    Game back = r.next;
    for (auto it = r.steps.crbegin(); it != r.steps.crend(); ++it)
        undoStep(back, *it);
    if (!(back == start))
        failures.append(QStringLiteral("undo: undoing every step does not restore the start"));

    // The step log alone, read back from its JSON lines, replays the turn
    // (writing the log is slow in a Debug build: one turn in three).
    if (!readLogBack)
        return failures;
    QList<Step> read;
    const QByteArray log = stepLog(r.steps);
    for (const QByteArray &line : log.split('\n')) {
        if (line.isEmpty())
            continue;
        if (const auto s = stepFromJson(QJsonDocument::fromJson(line).object()))
            read.append(*s);
    }
    if (read.size() != r.steps.size())
        failures.append(QStringLiteral("step log: %1 of %2 steps read back").arg(read.size()).arg(r.steps.size()));
    else if (!(resolutionFromSteps(start, read).next == r.next))
        failures.append(QStringLiteral("step log: replaying the steps read back does not give the next game"));
    return failures;
}

// Keeps a failing turn where it can be looked at (and made a rule case): the
// game, the orders, and the step log the resolver wrote.
QString keep(quint32 seed, int turn, const Game &game, const QString &orders, const QList<Step> &steps)
{
    const QString root = qEnvironmentVariable("ADJ_PROPERTY_KEEP", QDir::tempPath() + QStringLiteral("/adjutant-properties"));
    const QString dir = QStringLiteral("%1/seed-%2-turn-%3").arg(root).arg(seed).arg(turn);
    QDir().mkpath(dir);
    QFile g(dir + QStringLiteral("/game.json"));
    QFile o(dir + QStringLiteral("/orders.txt"));
    if (g.open(QIODevice::WriteOnly))
        g.write(writeGameJson(game));
    if (o.open(QIODevice::WriteOnly))
        o.write(orders.toUtf8());
    QFile e(dir + QStringLiteral("/events.jsonl"));
    if (e.open(QIODevice::WriteOnly))
        e.write(stepLog(steps));
    return dir;
}

} // namespace

class TestProperties : public QObject
{
    Q_OBJECT
private slots:
    void generatorIsDeterministic();
    void generatedGamesAreValid();
    void generatedTurns();
};

void TestProperties::generatorIsDeterministic()
{
    for (quint32 seed : {1u, 2u, 3u, 10u, 30u, 77u}) {
        Rng a(seed), b(seed);
        const Game ga = startGame(a, seed), gb = startGame(b, seed);
        QCOMPARE(writeGameJson(ga), writeGameJson(gb));
        QCOMPARE(randomOrders(a, ga), randomOrders(b, gb));
    }
}

void TestProperties::generatedGamesAreValid()
{
    for (quint32 seed = 1; seed <= 200; ++seed) {
        Rng rng(seed);
        const Game g = startGame(rng, seed);
        QStringList errors;
        for (const Problem &p : validateGame(g))
            errors.append(p.toString());
        QVERIFY2(errors.isEmpty(), qPrintable(QStringLiteral("seed %1: %2").arg(seed).arg(errors.join(u'\n'))));
        QVERIFY2(stateProblems(g, MapGraph(g)).isEmpty(), qPrintable(QString::number(seed)));
        const GameRead back = readGameJson(writeGameJson(g), QStringLiteral("generated.json"));
        QVERIFY2(back.game && writeGameJson(*back.game) == writeGameJson(g), qPrintable(QString::number(seed)));
    }
}

void TestProperties::generatedTurns()
{
    const int seeds = envInt("ADJ_PROPERTY_SEEDS", 1000);
    const quint32 first = quint32(envInt("ADJ_PROPERTY_FIRST_SEED", 1));
    const int turnsPerSeed = envInt("ADJ_PROPERTY_TURNS", 3);

    QElapsedTimer timer;
    timer.start();
    Coverage coverage;
    QStringList failures;
    int turns = 0, steps = 0;
    for (quint32 seed = first; seed < first + quint32(seeds); ++seed) {
        Rng rng(seed);
        Game game = startGame(rng, seed);
        std::optional<Game> fromJson = readGameJson(writeGameJson(game), QStringLiteral("generated.json")).game;
        QVERIFY2(fromJson, qPrintable(QStringLiteral("seed %1: the generated game does not read back").arg(seed)));
        for (int k = 1; k <= turnsPerSeed; ++k) {
            const QString orders = randomOrders(rng, game);
            Resolution r;
            std::optional<Game> nextFromJson;
            int stepCount = 0;
            const QStringList problems = checkTurn(game, *fromJson, orders, coverage, r, nextFromJson, stepCount, (seed + k) % 3 == 0);
            ++turns;
            steps += stepCount;
            if (!problems.isEmpty()) {
                const QString dir = keep(seed, k, game, orders, r.steps);
                failures.append(QStringLiteral("seed %1 (%2), turn %3 of %4 (game turn %5), kept in %6; run it again with "
                                               "ADJ_PROPERTY_FIRST_SEED=%1 ADJ_PROPERTY_SEEDS=1:\n  %7")
                                    .arg(seed).arg(game.ruleset).arg(k).arg(turnsPerSeed).arg(game.turn).arg(dir)
                                    .arg(problems.mid(0, 6).join(QStringLiteral("\n  "))));
                break; // the rest of this seed's turns would start from a doubtful game
            }
            game = r.next;
            fromJson = nextFromJson;
        }
        if (failures.size() >= 10)
            break;
    }
    qInfo("%d turns (%d seeds from %u, %d turns each), %d steps in %.1f s",
          turns, seeds, first, turnsPerSeed, steps, timer.elapsed() / 1000.0);
    if (qEnvironmentVariableIsSet("ADJ_PROPERTY_COVERAGE"))
        for (auto it = coverage.counts.cbegin(); it != coverage.counts.cend(); ++it)
            qInfo("%7d  %s", it.value(), qPrintable(it.key()));
    QVERIFY2(failures.isEmpty(), qPrintable(failures.join(QStringLiteral("\n"))));

    // The generator must keep reaching every kind of action and battle;
    // checked only on a run long enough to meet them all.
    if (turns < 1500)
        return;
    QStringList missing;
    const Ruleset *da = Ruleset::get(QStringLiteral("dark-age"));
    const Ruleset *emp = Ruleset::get(QStringLiteral("empires"));
    for (const Ruleset *rules : {da, emp})
        for (const ActionSpec &spec : rules->actions)
            for (const char *outcome : {"done", "failed"})
                if (!coverage.counts.value(QStringLiteral("%1 %2 %3").arg(rules->name, spec.handler, QLatin1String(outcome))))
                    missing.append(QStringLiteral("%1 %2 %3").arg(rules->name, spec.handler, QLatin1String(outcome)));
    const QStringList required = {
        QStringLiteral("dark-age battle move won"), QStringLiteral("dark-age battle move lost"),
        QStringLiteral("dark-age battle assault won"), QStringLiteral("dark-age battle assault lost"),
        QStringLiteral("dark-age battle probe won"), QStringLiteral("dark-age battle probe lost"),
        QStringLiteral("dark-age battle sea won"), QStringLiteral("dark-age battle sea lost"),
        QStringLiteral("dark-age battle seaborne"), QStringLiteral("dark-age battle retreat"),
        QStringLiteral("dark-age battle ambush"), QStringLiteral("dark-age battle stalled"),
        QStringLiteral("dark-age battle neutral defender"), QStringLiteral("dark-age battle several rounds"),
QStringLiteral("dark-age capture effects"),
        QStringLiteral("dark-age drowning"), QStringLiteral("dark-age blockaded"), QStringLiteral("dark-age sticky"),
        QStringLiteral("dark-age recaptured"), QStringLiteral("dark-age ship ashore"),
        QStringLiteral("dark-age phase dispersal"), QStringLiteral("dark-age phase poplimit"),
        QStringLiteral("dark-age phase trade"), QStringLiteral("dark-age phase leftover"),
        QStringLiteral("dark-age (bad line) failed"),
        QStringLiteral("empires battle attack won"), QStringLiteral("empires battle attack lost"),
        QStringLiteral("empires battle retreat"), QStringLiteral("empires battle ambush"),
        QStringLiteral("empires battle too few to capture"), QStringLiteral("empires phase leftover"),
        QStringLiteral("empires phase dispersal"), QStringLiteral("empires (bad line) failed")};
    for (const QString &r : required)
        if (!coverage.counts.value(r))
            missing.append(r);
    QVERIFY2(missing.isEmpty(), qPrintable(QStringLiteral("never happened in %1 turns: %2").arg(turns).arg(missing.join(QStringLiteral(", ")))));
}

int main(int argc, char *argv[])
{
    // A long run (ADJ_PROPERTY_SEEDS, ADJ_PROPERTY_TURNS) takes longer than
    // QtTest's watchdog allows a test function (5 minutes) unless told otherwise.
    if ((qEnvironmentVariableIsSet("ADJ_PROPERTY_SEEDS") || qEnvironmentVariableIsSet("ADJ_PROPERTY_TURNS"))
        && !qEnvironmentVariableIsSet("QTEST_FUNCTION_TIMEOUT"))
        qputenv("QTEST_FUNCTION_TIMEOUT", "604800000");
    QCoreApplication app(argc, argv);
    TestProperties test;
    QTEST_SET_MAIN_SOURCE_PATH
    return QTest::qExec(&test, argc, argv);
}
#include "tst_properties.moc"
