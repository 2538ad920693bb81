#include "charts/Charts.h"

#include "store/GameStore.h"

namespace adj {

namespace {
qint64 areaMeasure(const Area &a, ChartMeasure measure)
{
    switch (measure) {
    case ChartMeasure::Areas: return 1;
    case ChartMeasure::Population: return a.population;
    case ChartMeasure::Forces: return qint64(a.armies) + a.ships;
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
    if (!games.isEmpty())
        for (const QString &code : games.last().order)
            if (games.last().nation(code) && !codes.contains(code))
                codes.append(code);
    for (const Game &g : games)
        for (const Nation &n : g.nations)
            if (!codes.contains(n.code))
                codes.append(n.code);
    return codes;
}
} // namespace

qint64 measureOf(const Game &game, const QString &nation, ChartMeasure measure)
{
    const Nation *n = game.nation(nation);
    if (!n)
        return 0;
    qint64 value = nationMeasure(*n, measure);
    for (const Area &a : game.areas)
        if (a.owner == nation)
            value += areaMeasure(a, measure);
    return value;
}

QList<NationSeries> nationSeries(const QList<Game> &games, ChartMeasure measure)
{
    QList<NationSeries> list;
    for (const QString &code : chartedNations(games)) {
        NationSeries s{code, {}, {}};
        for (const Game &g : games) {
            if (const Nation *n = g.nation(code)) {
                s.name = n->name;
                s.points.append({g.turn, measureOf(g, code, measure)});
            }
        }
        list.append(s);
    }
    return list;
}

QList<Game> historyGames(const GameStore &store, QString *error)
{
    QList<Game> games;
    for (const TurnEntry &e : store.turns(error)) {
        if (e.discarded || e.state == TurnEntry::State::Draft || e.turn > store.currentTurn())
            continue;
        std::optional<Game> g = store.readGame(e.turn, error);
        if (!g)
            return {};
        g->reindex();
        games.append(*g);
    }
    return games;
}

} // namespace adj
