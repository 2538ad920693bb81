// Where each area's node goes on the map: the game's x/y when every area has
// them, otherwise MapGraph::layout(); then spread so that neighbouring nodes
// have room for their labels, and nudged apart where nodes would overlap.
#pragma once

#include "model/Game.h"
#include "model/MapGraph.h"

#include <QHash>
#include <QPointF>
#include <QRectF>
#include <functional>

namespace adj::ui {

// `rectOf` gives a node's rectangle (centred on 0, 0) for an area kind.
QHash<QString, QPointF> mapPositions(const Game &game, const MapGraph &graph,
                                     const std::function<QRectF(AreaKind)> &rectOf);

} // namespace adj::ui
