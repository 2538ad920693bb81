// The game's course per nation, turn by turn, for the charts: one
// series per nation of one measure taken from the game at the start of each
// turn of the history. The measures (docs/rules.md §1, §5):
// - Areas: the areas the nation owns (land, city and sea: a sea area keeps
//   its owner when empty).
// - Population: the sum of `population` over the areas it owns.
// - Forces: its armies and ships, in the areas it owns (armies aboard at sea
//   included) and in its army and fleet reserves.
// - BP: its `bp`, the balance to spend in that turn (income credited).
#pragma once

#include "model/Game.h"

#include <QList>
#include <QString>
#include <functional>

namespace adj {

class GameStore;

enum class ChartMeasure { Areas, Population, Forces, Bp };
inline constexpr ChartMeasure kChartMeasures[] = {ChartMeasure::Areas, ChartMeasure::Population,
                                                  ChartMeasure::Forces, ChartMeasure::Bp};

struct ChartPoint {
    int turn = 0;
    qint64 value = 0;
    bool operator==(const ChartPoint &) const = default;
};

// One nation's line: a point for every turn whose game holds the nation.
struct NationSeries {
    QString code;
    QString name;          // as in the latest game that holds it
    QList<ChartPoint> points;
};

// The measure of one nation in one game.
qint64 measureOf(const Game &game, const QString &nation, ChartMeasure measure);

// One series per nation that appears in `games` (in turn order): the nations of
// the latest game in its processing order, then those only earlier games hold.
QList<NationSeries> nationSeries(const QList<Game> &games, ChartMeasure measure);

// The games of the file's history to chart, in turn order: the start of every
// turn of the main branch up to the current one (a discarded branch and an
// unpublished draft are left out). Empty, with `error`, when one cannot be read;
// empty too when `stopped` (asked before each game) says to stop.
QList<Game> historyGames(const GameStore &store, QString *error = nullptr,
                         const std::function<bool()> &stopped = {});

} // namespace adj
