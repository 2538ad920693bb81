// A nation added to the game or removed from it (the Nations table's Add
// Nation and Remove Nation). Neither validates: the caller checks
// the result as the game file is checked (validateGame).
#pragma once

#include "model/Game.h"

namespace adj {

// `game` with `nation` added last, and last in the processing order.
Game withNation(const Game &game, const Nation &nation);

// `game` without the nation `code`, gone from the processing order too. The
// areas it owned become neutral: armies in a land or city area stay there,
// neutral (docs/rules.md §1); a sea area loses its ships and the armies aboard (a
// neutral sea area holds no ships: docs/rules.md, "Sea battles"). Its reserves, BP, treasury
// and VP go with it.
Game withoutNation(const Game &game, const QString &code);

} // namespace adj
