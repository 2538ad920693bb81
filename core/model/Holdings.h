// What a nation holds on the map (docs/rules.md §1): the areas it owns and
// the population, armies and ships in them. One count for the Nations
// table, Remove Nation, the turn sheets, the game's web pages, the charts and
// Find; a neutral area is nobody's.
#pragma once

#include "model/Game.h"

#include <QHash>

namespace adj {

struct Holdings {
    int areas = 0;
    int population = 0;
    int armies = 0;
    int ships = 0;
};

// Every nation's holdings, in one pass over the areas (by owner's code).
QHash<QString, Holdings> holdingsByNation(const Game &game);
Holdings holdingsOf(const Game &game, const QString &nation);

// The nation's areas: land and cities first, then seas, each in map order.
QList<const Area *> areasHeldBy(const Game &game, const QString &nation);
// Its first area in map order; nullptr when it holds none.
const Area *firstAreaOf(const Game &game, const QString &nation);

} // namespace adj
