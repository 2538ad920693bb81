// The map's chips as the view draws them, read through the scene's items
// only: where each chip stands in the viewport, and which cover each other.
#pragma once

#include "map/AreaItem.h"
#include "map/MapView.h"
#include "model/Game.h"

#include <QGraphicsItem>
#include <QStringList>
#include <cmath>

namespace adj::test {

// Where an area's chip (the area item's child) is drawn in the map's
// viewport, in pixels.
inline QRectF chipOnScreen(const ui::MapView *map, const ui::AreaItem *item)
{
    const QGraphicsItem *chip = item->childItems().value(0);
    if (!chip)
        return {};
    // The chip's bounds hold 4 pixels for its ring around it.
    return chip->deviceTransform(map->viewportTransform()).mapRect(chip->boundingRect().adjusted(4, 4, -4, -4));
}

// At Fit Map: every area of `game` whose chip (or node, where Fit Map
// shows a small map's nodes themselves) is not wholly in the viewport
// ("AAA out"), and each pair of them that cover each other ("AAA/BBB").
inline QStringList chipsCovering(ui::MapView *map, const Game &game)
{
    map->fitAll();
    QList<QPair<QString, QRectF>> rects;
    QStringList found;
    const QRectF view(map->viewport()->rect());
    for (const Area &a : game.areas) {
        const ui::AreaItem *item = map->areaItem(a.code);
        if (!item) {
            found << a.code + QStringLiteral(" not drawn");
            continue;
        }
        const QRectF r = item->isBadgeShown() ? chipOnScreen(map, item)
                                              : map->mapFromScene(item->sceneBoundingRect()).boundingRect();
        if (!view.contains(r))
            found << a.code + QStringLiteral(" out");
        rects.append({a.code, r});
    }
    for (qsizetype i = 0; i < rects.size(); ++i)
        for (qsizetype j = i + 1; j < rects.size(); ++j)
            if (rects[i].second.intersects(rects[j].second))
                found << rects[i].first + QLatin1Char('/') + rects[j].first;
    return found;
}

// The picture at Fit Map up to its scale: each chip's centre on screen
// from the first area's, in chip widths. A view that scales the picture,
// chips and all, leaves it as it was; chips of a fixed size on a map drawn
// smaller do not.
inline QHash<QString, QPointF> pictureOf(ui::MapView *map, const Game &game)
{
    map->fitAll();
    QHash<QString, QPointF> out;
    const QRectF first = chipOnScreen(map, map->areaItem(game.areas.first().code));
    for (const Area &a : game.areas)
        out.insert(a.code, (chipOnScreen(map, map->areaItem(a.code)).center() - first.center()) / first.width());
    return out;
}

// The areas whose places in two pictures (pictureOf) differ by more than a
// hundredth of a chip's width.
inline QStringList movedIn(const QHash<QString, QPointF> &before, const QHash<QString, QPointF> &after)
{
    QStringList found;
    for (auto it = before.cbegin(); it != before.cend(); ++it) {
        const QPointF d = after.value(it.key()) - *it;
        if (std::abs(d.x()) > 0.01 || std::abs(d.y()) > 0.01)
            found << it.key();
    }
    found.sort();
    return found;
}

// The pairs of areas drawn out of the game's compass order: "A east of B"
// when A's x is greater than B's but A is not drawn east of B, likewise
// south (y grows southwards). Equal x or y leaves the pair free along it.
inline QStringList outOfOrder(const Game &game, const QHash<QString, QPointF> &drawn)
{
    QStringList found;
    for (const Area &a : game.areas)
        for (const Area &b : game.areas) {
            const QPointF p = drawn.value(a.code), q = drawn.value(b.code);
            if (*a.x > *b.x && !(p.x() > q.x()))
                found << a.code + QStringLiteral(" east of ") + b.code;
            if (*a.y > *b.y && !(p.y() > q.y()))
                found << a.code + QStringLiteral(" south of ") + b.code;
        }
    return found;
}

} // namespace adj::test
