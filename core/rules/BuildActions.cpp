// Build actions (docs/rules.md §3; the Dark Age rules section 6).
#include "rules/Actions.h"

namespace adj {

namespace {

// An area the nation owned at the start of the turn and does not own now:
// taken by another nation, or DISOWNed since (docs/rules.md §8).
bool lostThisTurn(const Turn &t, const Area &a, const Nation &n)
{
    return a.owner != n.code && t.ownerAtStart(a.code) == n.code;
}

// A lost area that holds no armies: LEVY and RESERVE recapture it (docs/rules.md §8).
bool recaptured(const Turn &t, const Area &a, const Nation &n)
{
    return lostThisTurn(t, a, n) && a.armies == 0;
}

// Where a LEVY (and a DA RESERVE) may place armies: an own area, a neutral
// area (one DISOWNed this turn too, armies and all: DA 6.1 "UNOWNED
// AREAS"), or an area lost this turn if it holds no armies (docs/rules.md §8).
// Fails the step and returns false otherwise.
bool levyPlace(Turn &t, const Area &a, const Nation &n, const QString &action)
{
    if (a.owner == n.code || a.owner.isEmpty() || recaptured(t, a, n))
        return true;
    if (lostThisTurn(t, a, n)) {
        t.fail(coreCount(QT_TRANSLATE_N_NOOP("adj::Core", "%1 was yours at the start of the turn, but %n army(s) of %2 hold(s) it"),
                         a.armies, a.code, a.owner).english());
        return false;
    }
    t.fail(QStringLiteral("%1 belongs to %2: no %3 there").arg(a.code, a.owner, action));
    return false;
}

// Armies placed by LEVY or RESERVE: an empty lost area is recaptured, with no
// capture effects; in a neutral area army and area stay neutral.
void placeArmies(Turn &t, Area &a, const Nation &n, int count)
{
    if (recaptured(t, a, n)) {
        t.setOwner(a, n.code);
        t.note(QStringLiteral("%1 recaptured").arg(a.code));
    }
    t.add(a, kArmies, count);
}

// LEVY (DA 6.1): 3 BP an army, at most the population; blank = 1.
void levy(Turn &t, const Order &o, const ActionSpec &spec, Nation &n)
{
    const auto f = check::fields(t, o, spec);  // land or city
    Area *a = f ? f->first : nullptr;
    if (!a || !levyPlace(t, *a, n, QStringLiteral("LEVY")) || !check::notBlockaded(t, *a, QStringLiteral("LEVY")))
        return;
    const auto count = check::buildCount(t, o, spec, n, a->population, spec.cost,
                                         QStringLiteral("%1 has population %2").arg(a->code).arg(a->population));
    if (!count)
        return;
    t.pay(n, *count * spec.cost);
    placeArmies(t, *a, n, *count);
}

// RESERVE (DA 6.2; Empires 5.5): armies from the reserve, 1 BP each; sticky.
void reserve(Turn &t, const Order &o, const ActionSpec &spec, Nation &n)
{
    if (t.disbandAttempted.contains(n.code)) {
        t.fail(QStringLiteral("no RESERVE after a DISBAND this turn"));
        return;
    }
    if (spec.flag("blockedByArmy") && t.armyAttempted.contains(n.code)) {
        t.fail(QStringLiteral("no RESERVE after an ARMY this turn"));
        return;
    }
    // An own sea where the ruleset allows it (DA), own land where it takes
    // land only (Empires); else where a LEVY may go.
    const auto f = check::fields(t, o, spec);
    if (!f)
        return;
    Area *a = f->first;
    int limit = n.armyReserve;
    QString limitReason = QStringLiteral("the army reserve holds %1").arg(n.armyReserve);
    if (!a->isSea() && !spec.flag("landOnly") && !levyPlace(t, *a, n, QStringLiteral("RESERVE")))
        return;
    if (!check::notBlockaded(t, *a, QStringLiteral("RESERVE")))
        return;
    if (spec.flag("limitArmiesPlusPopulation") && a->armies + a->population < limit) {
        limit = a->armies + a->population;
        limitReason = coreCount(QT_TRANSLATE_N_NOOP("adj::Core", "%1 holds %n army(s) and %2 population"), a->armies,
                                a->code, a->population).english();
    }
    const auto count = check::buildCount(t, o, spec, n, limit, spec.cost, limitReason);
    if (!count)
        return;
    t.pay(n, *count * spec.cost);
    t.add(n, QStringLiteral("armyReserve"), -*count);
    placeArmies(t, *a, n, *count);
    t.sticky.insert(a->code);
}

// FORTIFY (DA 6.3): 1 BP a level, at most the population.
void fortify(Turn &t, const Order &o, const ActionSpec &spec, Nation &n)
{
    const auto f = check::fields(t, o, spec);  // own land, not blockaded
    if (!f)
        return;
    Area *a = f->first;
    const auto count = check::buildCount(t, o, spec, n, a->population, spec.cost,
                                         QStringLiteral("%1 has population %2").arg(a->code).arg(a->population));
    if (!count)
        return;
    t.pay(n, *count * spec.cost);
    t.add(*a, QStringLiteral("forts"), *count);
}

// BUILD (DA 6.4): trade levels in an own city, 10 BP each, up to the population limit.
void build(Turn &t, const Order &o, const ActionSpec &spec, Nation &n)
{
    if (n.hasTrait(QStringLiteral("gaelic"))) {
        t.fail(QStringLiteral("Gaelic kingdoms may not BUILD"));
        return;
    }
    const auto f = check::fields(t, o, spec);  // an own city, not blockaded
    if (!f)
        return;
    Area *a = f->first;
    const auto count = check::buildCount(t, o, spec, n, a->popLimit - a->trade, spec.cost,
                                         QStringLiteral("trade may not pass the population limit %1").arg(a->popLimit));
    if (!count)
        return;
    t.pay(n, *count * spec.cost);
    t.add(*a, QStringLiteral("trade"), *count);
}

// GROW (DA 6.5; Empires 5.9): +1 population for the current population in BP
// (plus the terrain extra in Empires); once per area per turn.
void grow(Turn &t, const Order &o, const ActionSpec &spec, Nation &n)
{
    const auto f = check::fields(t, o, spec);  // own land
    if (!f)
        return;
    Area *a = f->first;
    if (t.grown.contains(a->code)) {
        t.fail(QStringLiteral("%1 has grown already this turn").arg(a->code));
        return;
    }
    if (spec.flag("daRestrictions")) {
        if (a->population < 1) {
            t.fail(QStringLiteral("%1 has no population to grow").arg(a->code));
            return;
        }
        if (a->armies > 0) {
            t.fail(QStringLiteral("%1 holds armies").arg(a->code));
            return;
        }
        if (t.migratedInto.contains(a->code)) {
            t.fail(QStringLiteral("%1 received a migration this turn").arg(a->code));
            return;
        }
        if (!check::notBlockaded(t, *a, QStringLiteral("GROW")))
            return;
    }
    int cost = a->population;
    if (spec.flag("terrainExtra"))
        cost += t.rules.growExtra.value(a->isCity() ? QStringLiteral("city") : a->terrain).toInt();
    if (!check::canPay(t, n, cost))
        return;
    t.pay(n, cost);
    t.add(*a, QStringLiteral("population"), 1);
    t.grown.insert(a->code);
}

// DISBAND (DA 6.6): every army of an own area to the reserve; blocks RESERVE.
// Where the ruleset allows it (Dark Age), an own sea area too: the armies
// aboard go, the ships stay (docs/rules.md §3, §8).
void disband(Turn &t, const Order &o, const ActionSpec &spec, Nation &n)
{
    t.disbandAttempted.insert(n.code);
    const auto f = check::fields(t, o, spec);
    if (!f)
        return;
    Area *a = f->first;
    if (a->armies == 0) {
        t.fail(QStringLiteral("nothing to do: no armies in %1").arg(a->code));
        return;
    }
    t.add(n, QStringLiteral("armyReserve"), a->armies);
    t.set(*a, kArmies, 0);
}

// MIGRATE (DA 5.14): N population to an adjacent own area; the source loses N+1.
void migrate(Turn &t, const Order &o, const ActionSpec &spec, Nation &)
{
    const auto f = check::fields(t, o, spec);  // own land, not blockaded, to bordering own land
    if (!f)
        return;
    Area *from = f->first, *to = f->second;
    const int moved = o.number.value;
    if (from->population < moved + 1) {
        t.fail(QStringLiteral("%1 needs population %2 to migrate %3 (one is lost on the way); it has %4")
                   .arg(from->code).arg(moved + 1).arg(moved).arg(from->population));
        return;
    }
    t.add(*from, QStringLiteral("population"), -(moved + 1));
    t.add(*to, QStringLiteral("population"), moved);
    t.migratedInto.insert(to->code);
}

} // namespace

void addBuildActions(QHash<QString, ActionFn> &r)
{
    r.insert(QStringLiteral("levy"), levy);
    r.insert(QStringLiteral("reserve"), reserve);
    r.insert(QStringLiteral("fortify"), fortify);
    r.insert(QStringLiteral("build"), build);
    r.insert(QStringLiteral("grow"), grow);
    r.insert(QStringLiteral("disband"), disband);
    r.insert(QStringLiteral("migrate"), migrate);
}

} // namespace adj
