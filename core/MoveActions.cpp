// Moves and attacks (rules.md §3; DA sections 3 and 5, seed 002 8.4).
#include "Actions.h"
#include "Battle.h"

namespace adj {

namespace {

const QString kArmies = QStringLiteral("armies");

// The origin of a move: an area of the nation's, land or sea, that nothing
// may leave when it is sticky. Returns nullptr after failing the step.
Area *moveOrigin(Turn &t, const Order &o, const Nation &n)
{
    Area *from = check::area(t, o.field1, QStringLiteral("origin"));
    if (!from)
        return nullptr;
    if (from->owner != n.code) {
        t.fail(QStringLiteral("%1 is not yours").arg(from->code));
        return nullptr;
    }
    return check::notSticky(t, *from) ? from : nullptr;
}

// Armies move into an area of their own nation: no battle.
void moveUnopposed(Turn &t, Area &from, Area &to, int n, bool sticky)
{
    t.add(from, kArmies, -n);
    t.add(to, kArmies, n);
    if (!to.isSea())
        t.set(to, QStringLiteral("modeTarget"), from.code); // every army move resets it (DA 3.12)
    if (sticky || t.isDifficult(to))
        t.sticky.insert(to.code);
}

// MOVE (DA 5.2, 8.4): 1 BP; into the sea onto own ships, into own land
// unopposed, into other land with one round of battle at f = 1/2.
void move(Turn &t, const Order &o, const ActionSpec &spec, Nation &n)
{
    Area *from = moveOrigin(t, o, n);
    if (!from)
        return;
    Area *to = check::adjacentArea(t, *from, o.field2);
    if (!to)
        return;
    const auto count = check::moveCount(t, o, from->armies, QStringLiteral("armies"));
    if (!count || !check::canPay(t, n, spec.cost))
        return;
    if (to->isSea()) {
        if (!check::notBlockaded(t, *from, QStringLiteral("MOVE into the sea")))
            return;
        if (to->owner != n.code) {
            t.fail(QStringLiteral("%1 is not your sea area").arg(to->code));
            return;
        }
        // RC-SEALOAD: at least as many ships as armies aboard after the move.
        const bool afterMove = t.options.string(QStringLiteral("seaLoad")) != u"movedOnly";
        const int aboard = afterMove ? to->armies + *count : *count;
        if (to->ships < aboard) {
            t.fail(QStringLiteral("%1 has %2 ships for %3 armies aboard").arg(to->code).arg(to->ships).arg(aboard));
            return;
        }
        t.pay(n, spec.cost);
        moveUnopposed(t, *from, *to, *count, false);
        return;
    }
    t.pay(n, spec.cost);
    if (to->owner == n.code)
        moveUnopposed(t, *from, *to, *count, false);
    else
        fightLandBattle(t, n, *from, *to, *count, {QStringLiteral("move"), 2, true, false, true, false});
}

// ASSAULT (DA 5.3): 2 BP; rounds at f = 1/3 until one side has no armies; sticky.
void assault(Turn &t, const Order &o, const ActionSpec &spec, Nation &n)
{
    Area *from = moveOrigin(t, o, n);
    if (!from)
        return;
    Area *to = check::adjacentArea(t, *from, o.field2);
    if (!to)
        return;
    if (to->isSea()) {
        t.fail(QStringLiteral("%1 is a sea area").arg(to->code));
        return;
    }
    if (to->owner == n.code) {
        t.fail(QStringLiteral("ASSAULT against your own area %1").arg(to->code));
        return;
    }
    const auto count = check::moveCount(t, o, from->armies, QStringLiteral("armies"));
    if (!count || !check::canPay(t, n, spec.cost))
        return;
    t.pay(n, spec.cost);
    fightLandBattle(t, n, *from, *to, *count, {QStringLiteral("assault"), 3, true, true, true, true});
}

// PROBE (DA 5.4): 1 BP; one cautious round at f = 1/3 with no difference
// term; ignores ambushes; sticky.
void probe(Turn &t, const Order &o, const ActionSpec &spec, Nation &n)
{
    Area *from = moveOrigin(t, o, n);
    if (!from)
        return;
    Area *to = check::adjacentArea(t, *from, o.field2);
    if (!to)
        return;
    if (to->isSea()) {
        t.fail(QStringLiteral("%1 is a sea area").arg(to->code));
        return;
    }
    const auto count = check::moveCount(t, o, from->armies, QStringLiteral("armies"));
    if (!count || !check::canPay(t, n, spec.cost))
        return;
    t.pay(n, spec.cost);
    if (to->owner == n.code)
        moveUnopposed(t, *from, *to, *count, true);
    else
        fightLandBattle(t, n, *from, *to, *count, {QStringLiteral("probe"), 3, false, false, false, true});
}

} // namespace

void addMoveActions(QHash<QString, ActionFn> &r)
{
    r.insert(QStringLiteral("move"), move);
    r.insert(QStringLiteral("assault"), assault);
    r.insert(QStringLiteral("probe"), probe);
}

} // namespace adj
