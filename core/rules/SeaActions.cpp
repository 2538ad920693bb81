// Ships and sea actions (docs/rules.md §3; the Dark Age rules section 8).
#include "rules/Actions.h"
#include "rules/Battle.h"

namespace adj {

namespace {

bool heldByOthers(const Area &sea, const Nation &n)
{
    return sea.ships > 0 && sea.owner != n.code;
}

// LAUNCH (8.1): new ships from an own land or city area into an adjacent sea,
// 3 BP each, at most the population; captures an unoccupied sea.
void launch(Turn &t, const Order &o, const ActionSpec &spec, Nation &n)
{
    const auto f = check::fields(t, o, spec);  // own land, not blockaded, to a bordering sea
    if (!f)
        return;
    Area *from = f->first, *to = f->second;
    if (heldByOthers(*to, n)) {
        t.fail(QStringLiteral("%1 holds ships of %2").arg(to->code, to->owner));
        return;
    }
    const auto count = check::buildCount(t, o, spec, n, from->population, spec.cost,
                                         QStringLiteral("%1 has population %2").arg(from->code).arg(from->population));
    if (!count)
        return;
    t.pay(n, *count * spec.cost);
    t.setOwner(*to, n.code);
    t.add(*to, kShips, *count);
}

// FLEET (8.2): ships from the fleet reserve into an own or unoccupied sea, 1 BP each.
void fleet(Turn &t, const Order &o, const ActionSpec &spec, Nation &n)
{
    const auto f = check::fields(t, o, spec);  // a sea area
    if (!f)
        return;
    Area *to = f->first;
    if (heldByOthers(*to, n)) {
        t.fail(QStringLiteral("%1 holds ships of %2").arg(to->code, to->owner));
        return;
    }
    const auto count = check::buildCount(t, o, spec, n, n.fleetReserve, spec.cost,
                                         QStringLiteral("the fleet reserve holds %1").arg(n.fleetReserve));
    if (!count)
        return;
    t.pay(n, *count * spec.cost);
    t.add(n, QStringLiteral("fleetReserve"), -*count);
    t.setOwner(*to, n.code);
    t.add(*to, kShips, *count);
}

// Ships (with armies aboard, for CONVOY) sail from one sea to an adjacent one:
// into an own or unoccupied sea they move and capture it, into another
// nation's ships they fight a sea battle.
void sail(Turn &t, Nation &n, Area &from, Area &to, int ships, int armies)
{
    if (heldByOthers(to, n)) {
        fightSeaBattle(t, n, from, to, ships, armies);
        return;
    }
    t.add(from, kShips, -ships);
    t.add(from, kArmies, -armies);
    t.setOwner(to, n.code);
    t.add(to, kShips, ships);
    t.add(to, kArmies, armies);
}

// SHIPS (8.3): ships alone; fails with armies aboard.
void ships(Turn &t, const Order &o, const ActionSpec &spec, Nation &n)
{
    const auto f = check::fields(t, o, spec);  // an own sea nothing may leave, to a bordering sea
    if (!f)
        return;
    Area *from = f->first, *to = f->second;
    if (from->armies > 0) {
        t.fail(coreCount(QT_TRANSLATE_N_NOOP("adj::Core", "%n army(s) aboard in %1: use CONVOY"), from->armies, from->code).english());
        return;
    }
    const auto count = check::moveCount(t, o, from->ships, QStringLiteral("ships"));
    if (!count || !check::canPay(t, n, 1))
        return;
    t.pay(n, 1);
    sail(t, n, *from, *to, *count, 0);
}

// CONVOY / KONVOY (8.4): N ships and as many of the armies aboard as they carry.
void convoy(Turn &t, const Order &o, const ActionSpec &spec, Nation &n)
{
    const auto f = check::fields(t, o, spec);  // an own sea nothing may leave, to a bordering sea
    if (!f)
        return;
    Area *from = f->first, *to = f->second;
    const auto count = check::moveCount(t, o, from->ships, QStringLiteral("ships"));
    if (!count || !check::canPay(t, n, 1))
        return;
    t.pay(n, 1);
    sail(t, n, *from, *to, *count, std::min(from->armies, *count));
}

} // namespace

void addSeaActions(QHash<QString, ActionFn> &r)
{
    r.insert(QStringLiteral("launch"), launch);
    r.insert(QStringLiteral("fleet"), fleet);
    r.insert(QStringLiteral("ships"), ships);
    r.insert(QStringLiteral("convoy"), convoy);
}

} // namespace adj
