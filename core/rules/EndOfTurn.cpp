#include "rules/EndOfTurn.h"

#include "io/NumberRange.h"

#include <QHash>
#include <QJsonArray>
#include <QSet>
#include <algorithm>

namespace adj {

namespace {

Step phaseStep(const QString &phase, const QString &nation = QString())
{
    Step s;
    s.phase = phase;
    s.nation = nation;
    return s;
}

// Nations in processing order, then any left out of it.
QList<Nation *> nationsInOrder(Turn &t)
{
    QList<Nation *> out;
    QSet<const Nation *> listed;
    for (const QString &code : t.game.order)
        if (Nation *n = t.game.nation(code)) {
            out.append(n);
            listed.insert(n);
        }
    for (Nation &n : t.game.nations)
        if (!listed.contains(&n))
            out.append(&n);
    return out;
}

// Each nation's areas in map order, grouped by owner in one pass over the map.
QHash<QString, QList<Area *>> areasByOwner(Turn &t)
{
    QHash<QString, QList<Area *>> byOwner;
    for (Area &a : t.game.areas)
        if (!a.owner.isEmpty())
            byOwner[a.owner].append(&a);
    return byOwner;
}

// Empires action 17: ARMY ALL with what is left, unless the nation cashed this
// turn; what is still left is bid and spent (docs/rules.md §4).
void armyAll(Turn &t, Nation &n)
{
    const int cost = t.rules.actions.value(QStringLiteral("ARMY")).cost;
    if (!t.cashed.contains(n.code) && cost > 0 && n.bp >= cost) {
        Step s = phaseStep(QStringLiteral("leftover"), n.code);
        s.order = QStringLiteral("ARMY ALL"); // action 17
        s.reason = QStringLiteral("action 17: the BP left build armies");
        t.begin(s);
        const int armies = n.bp / cost;
        t.pay(n, armies * cost);
        t.add(n, QStringLiteral("armyReserve"), armies);
    }
    if (n.bp <= 0)
        return;
    t.begin(phaseStep(QStringLiteral("leftover"), n.code));
    if (t.cashed.contains(n.code)) {
        t.current().reason = QStringLiteral("a CASH action this turn: the leftover goes back to the treasury");
        t.add(n, QStringLiteral("treasury"), n.bp);
        t.set(n, QStringLiteral("bp"), 0);
        return;
    }
    t.current().order = QStringLiteral("ORDER - - %1").arg(n.bp);
    t.bids[n.code] += n.bp;
    t.pay(n, n.bp);
}

} // namespace

void leftoverPhase(Turn &t)
{
    const QString rule = t.options.string(QStringLiteral("leftover"));
    for (Nation *n : nationsInOrder(t)) {
        if (rule == u"armyAll") {
            armyAll(t, *n);
        } else if (n->bp > 0) { // RC-LEFTOVER "treasury"
            t.begin(phaseStep(QStringLiteral("leftover"), n->code));
            t.add(*n, QStringLiteral("treasury"), n->bp);
            t.set(*n, QStringLiteral("bp"), 0);
        }
    }
}

void drowningPhase(Turn &t)
{
    for (Area &a : t.game.areas) {
        if (a.isSea() && a.armies > a.ships) {
            t.begin(phaseStep(QStringLiteral("drowning"), a.owner));
            t.drown(a);
        }
    }
}

void dispersalPhase(Turn &t)
{
    if (!t.options.boolean(QStringLiteral("dispersal")))
        return;
    // One step per nation, in processing order, with each of its areas in map
    // order. A dispersal changes no owner, so the areas are grouped once.
    const QHash<QString, QList<Area *>> byOwner = areasByOwner(t);
    for (Nation *n : nationsInOrder(t)) {
        bool begun = false;
        auto begin = [&] {
            if (!begun)
                t.begin(phaseStep(QStringLiteral("dispersal"), n->code));
            begun = true;
        };
        for (Area *area : byOwner.value(n->code)) {
            Area &a = *area;
            if (a.isSea() && a.ships > 0) {
                begin();
                t.add(a, kShips, -1);
                t.add(*n, QStringLiteral("fleetReserve"), 1);
                if (a.armies > a.ships) {
                    t.add(a, kArmies, -1);
                    t.add(*n, QStringLiteral("armyReserve"), 1);
                }
            } else if (!a.isSea() && a.armies > a.population) {
                begin();
                t.add(a, kArmies, -1);
                t.add(*n, QStringLiteral("armyReserve"), 1);
            }
        }
    }
}

void popLimitPhase(Turn &t)
{
    for (Area &a : t.game.areas) {
        if (!a.isSea() && a.population > a.popLimit) {
            t.begin(phaseStep(QStringLiteral("poplimit"), a.owner));
            t.set(a, QStringLiteral("population"), a.popLimit);
        }
    }
}

void nextTurnPhase(Turn &t)
{
    // Highest total bid first; equal totals keep their relative order (DA 9.1).
    QStringList order = t.game.order;
    std::stable_sort(order.begin(), order.end(),
                     [&](const QString &a, const QString &b) { return t.bids.value(a) > t.bids.value(b); });
    t.begin(phaseStep(QStringLiteral("income")));
    t.current().reason = QStringLiteral("turn %1 begins").arg(t.game.turn + 1);
    t.setGame(QStringLiteral("order"), QJsonArray::fromStringList(order));
    t.setGame(QStringLiteral("turn"), t.game.turn + 1);
}

// Trade (DA): each city pays its owner and its hinterland's owner, one step
// for each payment so that each nation's report shows what it received. It
// comes before income, so that a negative balance is taken from a treasury
// that holds the trade already (docs/rules.md §5, §8).
void tradePhase(Turn &t)
{
    if (!t.rules.feature("trade"))
        return;
    for (const Area &city : t.game.areas) {
        if (!city.isCity() || t.blockaded(city))
            continue;
        const int amount = std::min(city.population, city.trade);
        const Area *h = t.game.area(city.hinterland);
        if (amount <= 0)
            continue;
        const QList<QPair<QString, QString>> payees = {
            {city.owner, QStringLiteral("%1 trades %2").arg(city.code).arg(amount)},
            {h ? h->owner : QString(), QStringLiteral("%1 trades %2 (you hold its hinterland %3)").arg(city.code).arg(amount).arg(city.hinterland)}};
        for (const auto &[code, reason] : payees) {
            Nation *payee = t.game.nation(code);
            if (!payee)
                continue;
            t.begin(phaseStep(QStringLiteral("trade"), payee->code));
            t.current().reason = reason;
            t.add(*payee, QStringLiteral("treasury"), amount);
        }
    }
}

void incomePhase(Turn &t)
{
    const bool perArmy = t.options.string(QStringLiteral("maintenance")) == u"perArmyOverPopulation";
    const QHash<QString, QList<Area *>> byOwner = areasByOwner(t); // income changes no area
    for (Nation *n : nationsInOrder(t)) {
        // Sums of many areas: checked 64-bit; Turn::set holds the BP within range.
        qint64 income = 0, upkeep = 0;
        for (const Area *area : byOwner.value(n->code)) {
            const Area &a = *area;
            if (!a.isSea() && !t.blockaded(a))
                income = saturatingAdd(income, a.population);
            if (perArmy) // RC-MAINT
                upkeep = saturatingAdd(upkeep, std::max(0, a.armies - (a.isSea() ? 0 : a.population)) + (a.isSea() ? a.ships : 0));
        }
        if (t.rules.feature("vikingIncome") && n->hasTrait(QStringLiteral("viking")))
            income = saturatingAdd(income, t.game.turn); // the new turn's number (DA 2.15)
        qint64 balance = saturatingAdd(income, -upkeep);
        t.begin(phaseStep(QStringLiteral("income"), n->code));
        t.current().reason = upkeep ? QStringLiteral("income %1, maintenance %2").arg(income).arg(upkeep)
                                    : QStringLiteral("income %1").arg(income);
        if (balance < 0) {
            // Taken from the treasury; what it cannot cover is forgiven.
            const qint64 taken = std::min<qint64>(-balance, n->treasury);
            t.add(*n, QStringLiteral("treasury"), -taken);
            balance = 0;
        }
        t.set(*n, QStringLiteral("bp"), balance);
    }
}

} // namespace adj
