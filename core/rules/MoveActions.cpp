// Moves and attacks (docs/rules.md §3; DA sections 3 and 5, DA 8.4).
#include "rules/Actions.h"
#include "rules/Battle.h"

#include "orders/Preconditions.h"

namespace adj {

namespace {

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

// What every move and attack checks first: its preconditions (an own origin
// nothing forbids leaving, a bordering destination, land for ASSAULT and
// PROBE: orders/Preconditions.cpp), a number of armies that is there, and the BP.
struct Route {
    Area *from = nullptr;
    Area *to = nullptr;
    int count = 0;
};

std::optional<Route> route(Turn &t, const Order &o, const ActionSpec &spec, const Nation &n)
{
    const auto f = check::fields(t, o, spec);
    if (!f)
        return std::nullopt;
    Route r{f->first, f->second};
    const auto count = check::moveCount(t, o, r.from->armies, QStringLiteral("armies"));
    if (!count || !check::canPay(t, n, spec.cost))
        return std::nullopt;
    r.count = *count;
    return r;
}

// MOVE (DA 5.2, 8.4): 1 BP; into the sea onto own ships, into own land
// unopposed, into other land with one round of battle at f = 1/2.
void move(Turn &t, const Order &o, const ActionSpec &spec, Nation &n)
{
    const auto r = route(t, o, spec, n);
    if (!r)
        return;
    if (r->to->isSea()) {
        if (!check::notBlockaded(t, *r->from, QStringLiteral("MOVE into the sea")))
            return;
        if (r->to->owner != n.code) {
            t.fail(coreText(reason::kNotYourSea, r->to->code).english());
            return;
        }
        // RC-SEALOAD: at least as many ships as armies aboard after the move.
        const bool afterMove = t.options.string(QStringLiteral("seaLoad")) != u"movedOnly";
        const int aboard = afterMove ? r->to->armies + r->count : r->count;
        if (r->to->ships < aboard) {
            const QString armies = coreCount(QT_TRANSLATE_N_NOOP("adj::Core", "%n army(s)"), aboard).english();
            t.fail(coreCount(QT_TRANSLATE_N_NOOP("adj::Core", "%1 has %n ship(s) for %2 aboard"), r->to->ships, r->to->code, armies)
                       .english());
            return;
        }
    }
    t.pay(n, spec.cost);
    if (r->to->owner == n.code)
        moveUnopposed(t, *r->from, *r->to, r->count, false);
    else
        fightLandBattle(t, n, *r->from, *r->to, r->count, battleKind(u"move"));
}

// ASSAULT (DA 5.3): 2 BP; rounds at f = 1/3 until one side has no armies; sticky.
void assault(Turn &t, const Order &o, const ActionSpec &spec, Nation &n)
{
    const auto r = route(t, o, spec, n);
    if (!r)
        return;
    if (r->to->owner == n.code) {
        t.fail(QStringLiteral("ASSAULT against your own area %1").arg(r->to->code));
        return;
    }
    t.pay(n, spec.cost);
    fightLandBattle(t, n, *r->from, *r->to, r->count, battleKind(u"assault"));
}

// PROBE (DA 5.4): 1 BP; one cautious round at f = 1/3 with no difference
// term; ignores ambushes; sticky.
void probe(Turn &t, const Order &o, const ActionSpec &spec, Nation &n)
{
    const auto r = route(t, o, spec, n);
    if (!r)
        return;
    t.pay(n, spec.cost);
    if (r->to->owner == n.code)
        moveUnopposed(t, *r->from, *r->to, r->count, true);
    else
        fightLandBattle(t, n, *r->from, *r->to, r->count, battleKind(u"probe"));
}

} // namespace

void addMoveActions(QHash<QString, ActionFn> &r)
{
    r.insert(QStringLiteral("move"), move);
    r.insert(QStringLiteral("assault"), assault);
    r.insert(QStringLiteral("probe"), probe);
}

} // namespace adj
