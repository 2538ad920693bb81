// Generated games and orders for tests and the benchmark: the fixed grid of
// the benchmark (adjutant-bench, docs/benchmarks.md), and seeded random games of
// either ruleset with random orders over the whole order vocabulary
// (tst_properties). Everything here is deterministic: the same seed gives the
// same game and the same orders text on every platform (the random numbers
// come from std::mt19937 alone, never from a std distribution, whose results
// differ between standard libraries).
#pragma once

#include "model/Game.h"

#include <QString>
#include <QStringList>
#include <random>

namespace adj {
class MapGraph;
}

namespace adj::testing {

// A seeded source of small random numbers.
class Rng
{
public:
    explicit Rng(quint32 seed) : m_engine(seed) {}
    // A whole number from lo to hi, both included.
    int range(int lo, int hi) { return hi <= lo ? lo : lo + int(m_engine() % quint32(hi - lo + 1)); }
    // True with `percent` % probability.
    bool chance(int percent) { return int(m_engine() % 100) < percent; }
    template<typename List>
    const auto &pick(const List &list) { return list[range(0, int(list.size()) - 1)]; }
    quint32 next() { return m_engine(); }

private:
    std::mt19937 m_engine;
};

// The benchmark's map: a grid of `columns` x `rows` areas; every seventh column
// is sea (every third of its areas owned, with two ships); the land is shared
// out in `blockColumns` x `blockRows` blocks among `nations` (at most 1,296,
// coded N + two base-36 digits) nations, every eleventh area neutral.
struct GridShape {
    int columns = 50;
    int rows = 40;
    int nations = 64;
    int blockColumns = 8;
    int blockRows = 8;
};
// The design size (2,000 areas, 64 nations) scaled keeping the areas per
// nation: 10,000 areas of 320 nations, 40,500 of 1,296.
GridShape gridShape(int areas);
Game gridGame(const GridShape &shape = {});
// 16 orders for every nation of a grid game: builds where it owns land, moves
// and attacks across its borders, and an ORDER bid in the last slot.
QString gridOrders(const Game &game, const MapGraph &graph);

// A random game of `ruleset` ("dark-age" or "empires"): a small grid (4 to 36
// cells) of land and sea with cities on some land cells (their hinterland),
// 2 to 6 nations, neutral areas (some with armies), fleets, forts, modes,
// reserves, and random rule-choice options (docs/rules.md §7). It passes
// validateGame.
Game randomGame(Rng &rng, const QString &ruleset);

// A real map (a sample game of resources/games) with random numbers: owners
// shuffled in part, armies, population, forts, trade, fleets, reserves, BP,
// modes and rule choices drawn as randomGame draws them. Borders, kinds,
// terrains and hinterlands stay. It passes validateGame.
Game randomisedGame(Rng &rng, const Game &base);

// Random orders for every nation of `game`, as players would send them: mostly
// sensible orders about their own areas and their neighbours, with every action
// word of the ruleset (and its aliases), every form of the number field (blank,
// ALL, AB-n, ALL BUT n, 0, too large, signed, not a number), and bad lines
// (unknown actions and areas, slots out of range or used twice, a line before
// any NATION, an unknown nation, actions of the other ruleset).
QString randomOrders(Rng &rng, const Game &game);

} // namespace adj::testing
