#include "rules/Resolver.h"

#include "rules/Actions.h"
#include "rules/EndOfTurn.h"
#include "rules/Turn.h"
#include "schedule/Schedule.h"

#include <QHash>
#include <algorithm>

namespace adj {

namespace {

Step stepFor(const Order &o)
{
    Step s;
    if (o.slot != 0)
        s.slot = o.slot;
    s.nation = o.nation;
    s.order = o.normalised();
    s.raw = o.raw;
    s.file = o.file;
    s.line = o.line;
    return s;
}

// A DISBAND (or Empires ARMY) line counts as an attempt for the RESERVE rule
// even when the rest of the line is bad (docs/rules.md §8).
void noteAttempt(Turn &t, const Order &o)
{
    const ActionSpec *spec = t.rules.action(o.action);
    if (!spec)
        return;
    if (spec->handler == u"disband")
        t.disbandAttempted.insert(o.nation);
    else if (spec->handler == u"army")
        t.armyAttempted.insert(o.nation);
}

// One order, as one step: parse errors fail it, otherwise its action runs.
void carryOut(Turn &t, const Order &o)
{
    t.begin(stepFor(o));
    if (!o.ok()) {
        noteAttempt(t, o);
        t.fail(o.error);
        return;
    }
    const ActionSpec *spec = t.rules.action(o.action);
    const ActionFn fn = spec ? actionRegistry().value(spec->handler) : nullptr;
    Nation *n = t.game.nation(o.nation);
    if (!fn || !n) {
        t.fail(QStringLiteral("%1 is not available in %2").arg(o.action, t.rules.title));
        return;
    }
    fn(t, o, *spec, *n);
    if (t.current().outcome != u"failed")
        t.drownTouchedSeas();
}

} // namespace

namespace {

// The next turn's game as it leaves the resolver: its schedule's deadline
// the next one (docs/formats.md "Game file": turnDays later at the same local
// time; none when turnDays is 0), the mailbox as it was. Not a step: the
// deadline is the moderator's calendar, not the rules' state.
Game nextTurnGame(Game game)
{
    if (const std::optional<Schedule> s = gameSchedule(game))
        setGameSchedule(game, nextSchedule(*s));
    return game;
}

} // namespace

Resolution resolveTurn(const Game &input, const QList<Order> &orders)
{
    return *resolveTurn(input, orders, ResolveControl{});
}

std::optional<Resolution> resolveTurn(const Game &input, const QList<Order> &orders, const ResolveControl &control)
{
    // Progress and cancel every `stride` orders: cheap next to the orders themselves.
    const qsizetype total = orders.size(), stride = std::max<qsizetype>(1, total / 100);
    qsizetype done = 0;
    auto carriedOut = [&] {
        if (++done % stride)
            return true;
        if (control.progress)
            control.progress(done, total);
        return !(control.cancelled && control.cancelled());
    };
    Resolution r;
    Game game = input;
    game.reindex();
    const Ruleset *rules = Ruleset::get(game.ruleset);
    Q_ASSERT(rules);
    Turn t(game, *rules, game.options);
    t.steps.reserve(orders.size() + 4 * game.nations.size()); // an order's step, a few end-of-turn steps per nation

    // Orders that have no place in the processing order fail first. The rest
    // wait in a table of slot x place in the order (a nation's first place).
    const QStringList order = game.order;
    QHash<QString, qsizetype> place;
    for (qsizetype i = order.size() - 1; i >= 0; --i)
        place.insert(order[i], i);
    const qsizetype slotCount = std::max(0, rules->actionsPerTurn);
    QList<QList<const Order *>> waiting(slotCount * order.size());
    for (const Order &o : orders) {
        const auto at = place.constFind(o.nation);
        if (o.slot >= 1 && o.slot <= slotCount && at != place.constEnd())
            waiting[(o.slot - 1) * order.size() + *at].append(&o);
        else {
            carryOut(t, o);
            if (!carriedOut())
                return std::nullopt;
        }
    }
    // Interleaved: slot 1 of every nation in processing order, then slot 2, ...
    for (qsizetype slot = 0; slot < slotCount; ++slot)
        for (const QString &nation : order)
            for (const Order *o : waiting[slot * order.size() + place.value(nation)]) {
                carryOut(t, *o);
                if (!carriedOut())
                    return std::nullopt;
            }
    r.afterActions = game;

    leftoverPhase(t);
    drowningPhase(t);
    dispersalPhase(t);
    popLimitPhase(t);
    nextTurnPhase(t);
    tradePhase(t);  // before income: a negative balance is taken after the trade (docs/rules.md §5)
    incomePhase(t);

    r.next = nextTurnGame(game);
    r.steps = t.steps;
    if (control.progress)
        control.progress(total, total);
    return r;
}

Resolution resolutionFromSteps(const Game &before, const QList<Step> &steps)
{
    Resolution r;
    Game game = before;
    game.reindex();
    bool endOfTurn = false;
    for (const Step &s : steps) {
        if (!endOfTurn && !s.phase.isEmpty()) {
            r.afterActions = game;
            endOfTurn = true;
        }
        applyStep(game, s);
    }
    if (!endOfTurn)
        r.afterActions = game;
    r.next = nextTurnGame(game);
    r.steps = steps;
    return r;
}

} // namespace adj
