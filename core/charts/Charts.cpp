#include "charts/Charts.h"

#include "model/Holdings.h"
#include "store/GameStore.h"

#include <QHash>
#include <QSet>

namespace adj {

namespace {
qint64 heldMeasure(const Holdings &h, ChartMeasure measure)
{
    switch (measure) {
    case ChartMeasure::Areas: return h.areas;
    case ChartMeasure::Population: return h.population;
    case ChartMeasure::Forces: return qint64(h.armies) + h.ships;
    case ChartMeasure::Bp: break;
    }
    return 0;
}

qint64 nationMeasure(const Nation &n, ChartMeasure measure)
{
    switch (measure) {
    case ChartMeasure::Forces: return qint64(n.armyReserve) + n.fleetReserve;
    case ChartMeasure::Bp: return n.bp;
    case ChartMeasure::Areas:
    case ChartMeasure::Population: break;
    }
    return 0;
}

// The nations to chart, in the order of nationSeries().
QStringList chartedNations(const QList<Game> &games)
{
    QStringList codes;
    QSet<QString> seen;
    auto add = [&](const QString &code) {
        if (!seen.contains(code)) {
            seen.insert(code);
            codes.append(code);
        }
    };
    if (!games.isEmpty())
        for (const QString &code : games.last().order)
            if (games.last().nation(code))
                add(code);
    for (const Game &g : games)
        for (const Nation &n : g.nations)
            add(n.code);
    return codes;
}

// The measure of every nation of `game`, in one pass over its areas
// (a pass per nation made a 100-turn chart of 2,000 areas and 64 nations cost
// 12.8 million area visits).
QHash<QString, qint64> measuresOf(const Game &game, ChartMeasure measure)
{
    const QHash<QString, Holdings> held = holdingsByNation(game);
    QHash<QString, qint64> values;
    values.reserve(game.nations.size());
    for (const Nation &n : game.nations)
        if (!values.contains(n.code))  // as game.nation(code): the first of that code
            values.insert(n.code, nationMeasure(n, measure) + heldMeasure(held.value(n.code), measure));
    return values;
}
} // namespace

qint64 measureOf(const Game &game, const QString &nation, ChartMeasure measure)
{
    const Nation *n = game.nation(nation);
    return n ? nationMeasure(*n, measure) + heldMeasure(holdingsOf(game, nation), measure) : 0;
}

QList<NationSeries> nationSeries(const QList<Game> &games, ChartMeasure measure)
{
    QList<QHash<QString, qint64>> values;
    values.reserve(games.size());
    for (const Game &g : games)
        values.append(measuresOf(g, measure));
    QList<NationSeries> list;
    for (const QString &code : chartedNations(games)) {
        NationSeries s{code, {}, {}};
        for (qsizetype i = 0; i < games.size(); ++i) {
            if (const Nation *n = games[i].nation(code)) {
                s.name = n->name;
                s.points.append({games[i].turn, values[i].value(code)});
            }
        }
        list.append(s);
    }
    return list;
}

QList<Game> historyGames(const GameStore &store, QString *error, const std::function<bool()> &stopped)
{
    QList<Game> games;
    for (const TurnEntry &e : store.turns(error)) {
        if (e.discarded || e.state == TurnEntry::State::Draft || e.turn > store.currentTurn())
            continue;
        if (stopped && stopped())
            return {};
        std::optional<Game> g = store.readGame(e.turn, error);
        if (!g)
            return {};
        g->reindex();
        games.append(*g);
    }
    return games;
}

} // namespace adj
