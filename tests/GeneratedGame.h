// A Dark Age game on a generated grid map, and its state at any turn, shared
// by tst_gamestore and the storekiller helper: the same turn number always
// gives the same game, so a test can tell a complete turn from a torn one.
#pragma once

#include "model/Game.h"
#include "model/GameJson.h"
#include "rules/Step.h"

namespace adj::testing {

// Area codes: three base-36 digits, "000", "001", ... (docs/formats.md: [A-Z0-9]{3}).
inline QString areaCode(int i)
{
    static const char digits[] = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";
    const char code[] = {digits[i / 1296 % 36], digits[i / 36 % 36], digits[i % 36], '\0'};
    return QString::fromLatin1(code);
}

// `areas` areas on a grid `width` wide; every seventh is sea, the rest land.
// The first `nations * 4` land areas are owned, four per nation.
inline Game generatedGame(int areas, int nations, int width = 40)
{
    Game g;
    g.name = QStringLiteral("Generated %1 areas").arg(areas);
    g.ruleset = QStringLiteral("dark-age");
    g.seed = 42;
    for (int n = 0; n < nations; ++n) {
        Nation nation;
        nation.code = QStringLiteral("N%1").arg(n, 2, 36, QLatin1Char('0')).toUpper();
        nation.name = QStringLiteral("Nation %1").arg(n);
        nation.player = QStringLiteral("Player %1").arg(n);
        nation.email = QStringLiteral("p%1@example.org").arg(n);
        nation.people = QStringLiteral("angle");
        nation.bp = 20;
        g.nations.append(nation);
        g.order.append(nation.code);
    }
    int owned = 0;
    for (int i = 0; i < areas; ++i) {
        Area a;
        a.code = areaCode(i);
        a.name = QStringLiteral("Area %1").arg(i);
        a.x = 50.0 * (i % width);
        a.y = 50.0 * (i / width);
        if (i % 7 == 3) {
            a.kind = AreaKind::Sea;
        } else {
            a.kind = AreaKind::Land;
            a.terrain = QStringLiteral("lowland");
            a.popLimit = 6;
            a.population = 2;
            if (owned < nations * 4) {
                a.owner = g.nations[owned / 4].code;
                a.armies = 1;
                ++owned;
            }
        }
        g.areas.append(a);
        if (i % width > 0)
            g.borders.append({areaCode(i - 1), a.code});
        if (i >= width)
            g.borders.append({areaCode(i - width), a.code});
    }
    g.reindex();
    return g;
}

// The game at `turn`: the generated game with numbers that depend on the turn.
inline Game gameAtTurn(const Game &base, int turn)
{
    Game g = base;
    g.turn = turn;
    for (int i = 0; i < g.areas.size(); ++i)
        if (!g.areas[i].isSea())
            g.areas[i].armies = (turn * 7 + i) % 5;
    for (int n = 0; n < g.nations.size(); ++n) {
        g.nations[n].bp = (turn + n) % 30;
        g.nations[n].treasury = turn;
    }
    return g;
}

// `count` steps that move armies around, as a resolution of `turn` would record.
inline QList<Step> stepsOfTurn(const Game &base, int turn, int count)
{
    QList<Step> steps;
    for (int i = 0; i < count; ++i) {
        const Area &a = base.areas[(i * 13) % base.areas.size()];
        Step s;
        s.index = i + 1;
        s.slot = i % 16 + 1;
        s.nation = base.nations[i % base.nations.size()].code;
        s.order = QStringLiteral("LEVY %1 - 1").arg(a.code);
        s.raw = QStringLiteral("%1 LEVY %2 - 1").arg(i % 16 + 1).arg(a.code);
        s.file = QStringLiteral("turn%1.orders").arg(turn);
        s.line = i + 2;
        s.cost = 3;
        s.changes.append({Change::Target::Area, a.code, QStringLiteral("armies"), i % 5, i % 5 + 1});
        s.changes.append({Change::Target::Nation, s.nation, QStringLiteral("bp"), 20, 17});
        steps.append(s);
    }
    return steps;
}

} // namespace adj::testing
