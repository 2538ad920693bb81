#include "model/Holdings.h"

namespace adj {

namespace {

void add(Holdings &h, const Area &a)
{
    ++h.areas;
    h.population += a.population;
    h.armies += a.armies;
    h.ships += a.ships;
}

} // namespace

QHash<QString, Holdings> holdingsByNation(const Game &game)
{
    QHash<QString, Holdings> out;
    out.reserve(game.nations.size());
    for (const Area &a : game.areas)
        if (!a.owner.isEmpty())
            add(out[a.owner], a);
    return out;
}

Holdings holdingsOf(const Game &game, const QString &nation)
{
    Holdings h;
    for (const Area &a : game.areas)
        if (!nation.isEmpty() && a.owner == nation)
            add(h, a);
    return h;
}

QList<const Area *> areasHeldBy(const Game &game, const QString &nation)
{
    QList<const Area *> land, sea;
    for (const Area &a : game.areas)
        if (!nation.isEmpty() && a.owner == nation)
            (a.isSea() ? sea : land).append(&a);
    return land + sea;
}

const Area *firstAreaOf(const Game &game, const QString &nation)
{
    for (const Area &a : game.areas)
        if (!nation.isEmpty() && a.owner == nation)
            return &a;
    return nullptr;
}

} // namespace adj
