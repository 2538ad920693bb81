// What differs between two moments of a game, for the history's "compare a
// turn with the next": one Change per differing field.
#pragma once

#include "model/Change.h"
#include "model/Game.h"

#include <QList>

namespace adj {

// Every field of every area and nation that differs, then the game's own
// fields, then the borders. Values are written as in the game JSON (owner
// null when neutral). An area or nation present on one side only gives one
// Change with field "exists" (from/to true or false); a border added or
// removed gives a Game change with key "A-B" (codes sorted) and field "border".
QList<Change> diffGames(const Game &before, const Game &after);

} // namespace adj
