// Where each area's node goes on the map: the game's x/y when every area has
// them, otherwise MapGraph::layout(); then spread so that neighbouring nodes
// have room for their labels, nudged apart where nodes would overlap, and
// spaced so that the areas' chips do not overlap at Fit Map.
#pragma once

#include "model/Game.h"
#include "model/MapGraph.h"

#include <QHash>
#include <QPointF>
#include <QRectF>
#include <QSizeF>
#include <functional>

namespace adj::ui {

// How the map looks at Fit Map: below the scale `below`, each area is a chip
// of `chipOf(area)` pixels; the map is spaced so that at Fit Map in a view of
// `view` pixels no two chips overlap (where the areas leave room for it).
struct Glance {
    std::function<QSizeF(const Area &)> chipOf;
    QSizeF view;
    qreal below = 0;
};

// Beyond this many areas no screen holds every chip: the layout makes no room
// for them, and zoomed out the map shows its nodes (issue 16).
constexpr qsizetype GlanceAreas = 600;

// `rectOf` gives a node's rectangle (centred on 0, 0) for an area kind.
QHash<QString, QPointF> mapPositions(const Game &game, const MapGraph &graph,
                                     const std::function<QRectF(AreaKind)> &rectOf, const Glance &glance = {});

// On a board picture (formats.md `board`) the game's x, y are pixel
// positions on it and are drawn exactly; an area without them is laid out
// around those that have them (MapGraph::layout with them pinned).
QHash<QString, QPointF> boardPositions(const Game &game, const MapGraph &graph);

} // namespace adj::ui
