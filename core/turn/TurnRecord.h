// A turn resolved from its checked orders: what the window's Resolve Turn,
// What If and `adjutant-cli resolve` and `accept` make, and what publishing a
// turn puts into the game file.
#pragma once

#include "model/Game.h"
#include "rules/Resolver.h"
#include "turn/CheckedOrders.h"

#include <optional>

namespace adj {

struct TurnRecord {
    Game before;            // the game it was resolved from
    Resolution resolution;
    QString orders;         // the orders text it was resolved from
    CheckedOrders checked;  // those orders as checked (empty for a turn read back from the history)
};

// Resolves the game from its checked orders, without parsing them again: bad
// lines become failed actions (docs/formats.md "Orders"), the players' messages go
// to the game report. Nothing when `control` cancels it.
std::optional<Resolution> resolveChecked(const Game &game, const CheckedOrders &checked,
                                         const ResolveControl &control = {});

} // namespace adj
