// Empires actions (docs/rules.md §4; the Empires rules section 5). The actions Empires
// shares with Dark Age are registered in the other files.
#include "rules/Actions.h"
#include "rules/Battle.h"

namespace adj {

namespace {

// Half the population, rounded down, becomes armies (5.1). Returns how many.
int levyHalf(Turn &t, Area &a)
{
    const int raised = a.population / 2;
    if (raised > 0) {
        t.add(a, QStringLiteral("population"), -raised);
        t.add(a, kArmies, raised);
    }
    return raised;
}

// LEVY (5.1).
void levyHalfPopulation(Turn &t, const Order &o, const ActionSpec &spec, Nation &)
{
    const auto f = check::fields(t, o, spec);  // own land
    Area *a = f ? f->first : nullptr;
    if (a && levyHalf(t, *a) == 0)
        t.fail(QStringLiteral("%1 has population %2: half of it is nothing").arg(a->code).arg(a->population));
}

// MOBILISE (5.2): a LEVY in every own area where it yields armies.
void mobilise(Turn &t, const Order &, const ActionSpec &, Nation &n)
{
    int raised = 0;
    for (Area &a : t.game.areas)
        if (a.owner == n.code && !a.isSea())
            raised += levyHalf(t, a);
    if (raised == 0)
        t.fail(QStringLiteral("no area of yours has population 2 or more"));
}

// ARMY (5.3): armies into the reserve at 3 BP each; blank or ALL = all affordable.
void army(Turn &t, const Order &o, const ActionSpec &spec, Nation &n)
{
    t.armyAttempted.insert(n.code);
    const int affordable = n.bp / spec.cost;
    const auto count = check::buildCount(t, o, spec, n, affordable, spec.cost,
                                         QStringLiteral("%1 BP pays for %2").arg(n.bp).arg(affordable));
    if (!count)
        return;
    t.pay(n, *count * spec.cost);
    t.add(n, QStringLiteral("armyReserve"), *count);
}

// DISARM (5.4): reserve armies deleted, 2 BP each to the treasury.
void disarm(Turn &t, const Order &o, const ActionSpec &spec, Nation &n)
{
    const auto count = check::buildCount(t, o, spec, n, n.armyReserve, 0,
                                         QStringLiteral("the army reserve holds %1").arg(n.armyReserve));
    if (!count)
        return;
    t.add(n, QStringLiteral("armyReserve"), -*count);
    t.add(n, QStringLiteral("treasury"), *count * spec.data.value(u"refund").toInt());
}

// The shared part of MOVE and ATTACK: origin, destination, count, and the
// price of 1 BP an army, which fails when it cannot be paid in full.
struct EmpiresMove {
    Area *from = nullptr;
    Area *to = nullptr;
    int count = 0;
};

std::optional<EmpiresMove> prepareMove(Turn &t, const Order &o, const ActionSpec &spec, Nation &n)
{
    // Own land nothing forbids leaving, to bordering land (no sea moves in this version).
    const auto f = check::fields(t, o, spec);
    if (!f)
        return std::nullopt;
    EmpiresMove m{f->first, f->second};
    const auto count = check::moveCount(t, o, m.from->armies, QStringLiteral("armies"));
    if (!count || !check::canPay(t, n, *count * spec.costPerArmy))
        return std::nullopt;
    m.count = *count;
    return m;
}

// MOVE (7.3): into an area you own.
void moveOwn(Turn &t, const Order &o, const ActionSpec &spec, Nation &n)
{
    auto m = prepareMove(t, o, spec, n);
    if (!m)
        return;
    if (m->to->owner != n.code) {
        t.fail(QStringLiteral("%1 is not yours: use ATTACK").arg(m->to->code));
        return;
    }
    t.pay(n, m->count * spec.costPerArmy);
    t.add(*m->from, kArmies, -m->count);
    t.add(*m->to, kArmies, m->count);
    t.set(*m->to, QStringLiteral("modeTarget"), m->from->code);
    if (t.isDifficult(*m->to))
        t.sticky.insert(m->to->code);
}

// ATTACK (7.4): one round at f = 1/3 with the difference term; capture needs
// more survivors than the population (RC-EMPCAPTURE).
void attack(Turn &t, const Order &o, const ActionSpec &spec, Nation &n)
{
    auto m = prepareMove(t, o, spec, n);
    if (!m)
        return;
    if (m->to->owner == n.code) {
        t.fail(QStringLiteral("%1 is yours: use MOVE").arg(m->to->code));
        return;
    }
    t.pay(n, m->count * spec.costPerArmy);
    fightLandBattle(t, n, *m->from, *m->to, m->count, battleKind(u"attack"));
}

} // namespace

void addEmpiresActions(QHash<QString, ActionFn> &r)
{
    r.insert(QStringLiteral("levyHalfPopulation"), levyHalfPopulation);
    r.insert(QStringLiteral("mobilise"), mobilise);
    r.insert(QStringLiteral("army"), army);
    r.insert(QStringLiteral("disarm"), disarm);
    r.insert(QStringLiteral("moveOwn"), moveOwn);
    r.insert(QStringLiteral("attack"), attack);
}

} // namespace adj
