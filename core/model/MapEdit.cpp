#include "model/MapEdit.h"

#include <algorithm>

namespace adj {

namespace {
bool joins(const QPair<QString, QString> &border, const QString &a, const QString &b)
{
    return (border.first == a && border.second == b) || (border.first == b && border.second == a);
}
} // namespace

Game withArea(const Game &game, const Area &area)
{
    Game g = game;
    g.areas.append(area);
    g.reindex();
    return g;
}

Game withoutArea(const Game &game, const QString &code)
{
    Game g = game;
    g.areas.removeIf([&](const Area &a) { return a.code == code; });
    g.borders.removeIf([&](const auto &b) { return b.first == code || b.second == code; });
    for (Area &a : g.areas) {
        if (a.hinterland == code)
            a.hinterland.clear();
        if (a.modeTarget == code)
            a.modeTarget.clear();
    }
    g.reindex();
    return g;
}

Game withBorder(const Game &game, const QString &a, const QString &b)
{
    Game g = game;
    if (std::none_of(g.borders.cbegin(), g.borders.cend(), [&](const auto &border) { return joins(border, a, b); }))
        g.borders.append({a, b});
    return g;
}

Game withoutBorder(const Game &game, const QString &a, const QString &b)
{
    Game g = game;
    g.borders.removeIf([&](const auto &border) { return joins(border, a, b); });
    return g;
}

Game withPositions(const Game &game, const QHash<QString, QPointF> &positions)
{
    Game g = game;
    for (Area &a : g.areas)
        if (const auto p = positions.constFind(a.code); p != positions.cend()) {
            a.x = p->x();
            a.y = p->y();
        }
    return g;
}

} // namespace adj
