// A chart of each nation's course over the turns (core/charts): one line per
// nation in its map colour, named by its code in the legend, the turn numbers
// on the x axis and the measure on the y axis. The Charts dock and the game
// report's picture (ChartPicture) draw the same chart.
#pragma once

#include "charts/Charts.h"

#include <QColor>
#include <QHash>

class QChart;

namespace adj::ui {

// The measure in words ("Areas owned"), for the combo box and the chart's title.
QString measureTitle(ChartMeasure measure);
// What the measure counts, in a sentence (the combo box's tooltip).
QString measureHelp(ChartMeasure measure);

// Each charted nation's colour: as the map colours it in the latest game that
// holds it (NationColours), unless a nation of a later game has that colour
// (the colours follow the nations' places in the game, which a removal
// shifts): then the first palette colour no other line has.
QHash<QString, QColor> chartColours(const QList<Game> &games);

// Replaces what `chart` shows by `measure` over `games` (in turn order); the
// series drawn. The lines of the nations drawn already are kept, their
// points replaced.
QList<NationSeries> fillNationChart(QChart *chart, const QList<Game> &games, ChartMeasure measure);

} // namespace adj::ui
