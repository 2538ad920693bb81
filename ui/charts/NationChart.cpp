#include "charts/NationChart.h"

#include "map/NationColours.h"

#include <QChart>
#include <QCoreApplication>
#include <QLineSeries>
#include <QValueAxis>
#include <cmath>

namespace adj::ui {

namespace {
struct Tr {
    Q_DECLARE_TR_FUNCTIONS(adj::ui::NationChart)
};

// The turns axis: a tick per turn, fewer when there are many.
QValueAxis *turnAxis(int first, int last)
{
    auto *axis = new QValueAxis;
    axis->setTitleText(Tr::tr("Turn"));
    axis->setLabelFormat(QStringLiteral("%d"));
    axis->setTickType(QValueAxis::TicksDynamic);
    axis->setTickAnchor(first);
    axis->setTickInterval(std::max(1, int(std::ceil((last - first) / 12.0))));
    if (first == last)
        axis->setRange(first - 0.5, last + 0.5);  // one turn: its tick in the middle
    else
        axis->setRange(first, last);
    return axis;
}

QValueAxis *valueAxis(qint64 highest)
{
    auto *axis = new QValueAxis;
    axis->setLabelFormat(QStringLiteral("%d"));
    axis->setRange(0, std::max<qint64>(highest + highest / 10 + 1, 1));  // room above the highest point
    axis->applyNiceNumbers();
    return axis;
}
} // namespace

QString measureTitle(ChartMeasure measure)
{
    switch (measure) {
    case ChartMeasure::Areas: return Tr::tr("Areas owned");
    case ChartMeasure::Population: return Tr::tr("Population");
    case ChartMeasure::Forces: return Tr::tr("Armies and ships");
    case ChartMeasure::Bp: return Tr::tr("BP");
    }
    return {};
}

QString measureHelp(ChartMeasure measure)
{
    switch (measure) {
    case ChartMeasure::Areas: return Tr::tr("The land, city and sea areas each nation owns at the start of the turn");
    case ChartMeasure::Population: return Tr::tr("The population of the areas each nation owns");
    case ChartMeasure::Forces:
        return Tr::tr("Each nation's armies and ships on the map (armies aboard included) and in its reserves");
    case ChartMeasure::Bp: return Tr::tr("Each nation's BP to spend in the turn, its income credited");
    }
    return {};
}

QHash<QString, QColor> chartColours(const QList<Game> &games)
{
    QHash<QString, QColor> colours;
    QList<QColor> taken;
    int spare = 0;  // the next palette colour to try for a nation whose own is taken
    for (auto g = games.crbegin(); g != games.crend(); ++g) {
        const NationColours map(*g);
        for (const Nation &n : g->nations) {
            if (colours.contains(n.code))
                continue;
            // A nation gone since (removed) may have had the colour a later one has now.
            QColor c = map.colour(n.code);
            while (taken.contains(c))
                c = NationColours::paletteColour(spare++);
            colours.insert(n.code, c);
            taken.append(c);
        }
    }
    return colours;
}

void fillNationChart(QChart *chart, const QList<Game> &games, ChartMeasure measure)
{
    chart->removeAllSeries();
    for (QAbstractAxis *axis : chart->axes()) {
        chart->removeAxis(axis);
        delete axis;
    }
    chart->setTitle(measureTitle(measure));
    if (games.isEmpty())
        return;
    const QHash<QString, QColor> colours = chartColours(games);
    auto *x = turnAxis(games.first().turn, games.last().turn);
    qint64 highest = 0;
    QList<QLineSeries *> lines;
    for (const NationSeries &s : nationSeries(games, measure)) {
        auto *line = new QLineSeries;
        line->setName(s.code);
        line->setPen(QPen(colours.value(s.code), 2));
        line->setPointsVisible(true);
        for (const ChartPoint &p : s.points) {
            line->append(p.turn, double(p.value));
            highest = std::max(highest, p.value);
        }
        lines.append(line);
    }
    auto *y = valueAxis(highest);
    chart->addAxis(x, Qt::AlignBottom);
    chart->addAxis(y, Qt::AlignLeft);
    for (QLineSeries *line : lines) {
        chart->addSeries(line);
        line->attachAxis(x);
        line->attachAxis(y);
    }
}

} // namespace adj::ui
