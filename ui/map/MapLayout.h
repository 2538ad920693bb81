// Where each area's node goes on the map: the game's x/y when every area has
// them, otherwise MapGraph::layout(); then spread so that neighbouring nodes
// have room for their labels, and moved only as far as needed for no two
// nodes, and no two chips at Fit Map, to overlap, every pair of areas kept in
// its compass order (Separation.h). The drawing is a function of the map
// alone: the same in every turn, window and language. An edit of the map is
// drawn on from that drawing (MapDrawing::redraw): it moves only what the
// moderator moved.
#pragma once

#include "model/Game.h"
#include "model/MapGraph.h"

#include <QHash>
#include <QPointF>
#include <QRectF>
#include <QSizeF>
#include <algorithm>
#include <functional>
#include <optional>

namespace adj::ui {

// How the map looks at Fit Map: below the scale `below`, each area is a chip
// of `chip` pixels (the same for every area and every turn); the map is
// spaced so that at Fit Map in a view of `view` pixels the chips show at
// that size and no two overlap (where the areas leave room for it; else they
// show smaller). In a smaller view the chips shrink with the map.
struct Glance {
    QSizeF chip;
    QSizeF view;
    qreal below = 0;
};

// Beyond this many areas no screen holds every chip: the layout makes no room
// for them, and zoomed out the map shows its nodes.
constexpr qsizetype GlanceAreas = 600;

// Below this zoom an area is drawn as its chip (AreaItem's glance). The map
// is laid out so that at Fit Map in the map's share of a 1280×800 window
// (GlanceView) the chips show at their full size and do not overlap; in a
// smaller view they shrink with the map (MapDrawing::chipScale), in a larger
// one the map spreads around them.
constexpr qreal GlanceBelow = 0.7;
constexpr QSizeF GlanceView(590, 470);

// A map as drawn: each area's node (scene units) with the x, y the game gave
// the area then (none: laid out), and the scale from the game's x, y to scene
// units (the spreading's factor; 1 on a board).
struct MapDrawing {
    struct Node {
        QPointF at;
        std::optional<QPointF> xy;
    };
    QHash<QString, Node> nodes;
    qreal scale = 1;
    bool onBoard = false;
    // The zoom at and above which a chip shows at its full size; zoomed out
    // further it shrinks with the map, as the chips were laid out (0: the
    // map made no room for chips).
    qreal chipZoom = 0;
    // A chip's size in scene units at `zoom`: its full size in pixels,
    // shrunk with the map below chipZoom.
    qreal chipScale(qreal zoom) const { return 1 / std::max(zoom, chipZoom); }

    QHash<QString, QPointF> positions() const;
    // The game's x, y of a point of the drawing (the inverse of the scale).
    QPointF gamePosition(QPointF scene) const { return scene / scale; }
    // The map after an edit of it, drawn on from this drawing: an area whose
    // x, y are those it was drawn from, or are where it is drawn (given the
    // x, y it lacked), stays exactly where it is; an area
    // with other x, y (moved, added, or its move undone) stands at them times
    // the scale; an area new to the drawing without x, y is laid out around
    // the others (MapGraph::layout with them pinned). None when no area keeps
    // its place (the map laid out anew, or that undone): the whole map is
    // then laid out again.
    std::optional<QHash<QString, QPointF>> redraw(const Game &edited, const MapGraph &graph) const;
};

// `rectOf` gives a node's rectangle (centred on 0, 0) for an area kind.
MapDrawing drawMap(const Game &game, const MapGraph &graph, const std::function<QRectF(AreaKind)> &rectOf,
                   const Glance &glance = {});
QHash<QString, QPointF> mapPositions(const Game &game, const MapGraph &graph,
                                     const std::function<QRectF(AreaKind)> &rectOf, const Glance &glance = {});

// On a board picture (docs/formats.md `board`) the game's x, y are pixel
// positions on it and are drawn exactly; an area without them is laid out
// around those that have them (MapGraph::layout with them pinned).
MapDrawing drawBoard(const Game &game, const MapGraph &graph);
QHash<QString, QPointF> boardPositions(const Game &game, const MapGraph &graph);

} // namespace adj::ui
