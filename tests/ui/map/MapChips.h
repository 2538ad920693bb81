// The map's chips as the view draws them, read through the scene's items
// only: where each chip stands in the viewport, and which cover each other.
#pragma once

#include "map/AreaItem.h"
#include "map/MapView.h"
#include "model/Game.h"

#include <QGraphicsItem>
#include <QStringList>

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
