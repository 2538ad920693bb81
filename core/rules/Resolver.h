// The resolver: a pure function from a game, its orders and its ruleset to the
// next turn's game and the steps that lead there (docs/rules.md §2).
#pragma once

#include "model/Game.h"
#include "orders/Orders.h"
#include "rules/Step.h"

#include <functional>
#include <optional>

namespace adj {

struct Resolution {
    Game afterActions;   // the state after the last slot, before the end of the turn
    Game next;           // the game at the start of the next turn
    QList<Step> steps;   // in processing order; end-of-turn steps last
    QList<PlayerMessage> messages;  // the players' messages, for the game report (set by the caller; not read here)
    QList<LateOrders> late;         // late messages not counted, for the reports (set by the caller; not read here)
};

// The game's ruleset must exist (validated games always name one).
Resolution resolveTurn(const Game &game, const QList<Order> &orders);

// For a resolve on a worker thread (the window): `progress(done, total)` as
// the orders are carried out (about a hundred times a turn, and once at the
// end), and `cancelled()` asked at the same points; when it says yes the
// resolve stops and gives nothing. Either may be empty.
struct ResolveControl {
    std::function<void(qsizetype done, qsizetype total)> progress;
    std::function<bool()> cancelled;
};
std::optional<Resolution> resolveTurn(const Game &game, const QList<Order> &orders, const ResolveControl &control);

// A stored turn's resolution again, from the game before it and its step log
// (the game file keeps the steps): the steps applied in order, the state
// after the actions taken before the first end-of-turn step.
Resolution resolutionFromSteps(const Game &before, const QList<Step> &steps);

} // namespace adj
