#include "model/NationEdits.h"

namespace adj {

Game withNation(const Game &game, const Nation &nation)
{
    Game g = game;
    g.nations.append(nation);
    g.order.append(nation.code);
    g.reindex();
    return g;
}

Game withoutNation(const Game &game, const QString &code)
{
    Game g = game;
    g.nations.removeIf([&](const Nation &n) { return n.code == code; });
    g.order.removeAll(code);
    for (Area &a : g.areas) {
        if (a.owner != code)
            continue;
        a.owner.clear();
        if (a.isSea()) {
            a.ships = 0;
            a.armies = 0;
        }
    }
    g.reindex();
    return g;
}

} // namespace adj
