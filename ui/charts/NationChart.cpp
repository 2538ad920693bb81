#include "charts/NationChart.h"

#include "map/NationColours.h"

#include <QChart>
#include <QCoreApplication>
#include <QLineSeries>
#include <QValueAxis>
#include <cmath>

namespace adj::ui {

namespace {
struct NationChartTr {
    Q_DECLARE_TR_FUNCTIONS(adj::ui::NationChart)
};

// The turns axis: a tick per turn, fewer when there are many.
void setTurnRange(QValueAxis *axis, int first, int last)
{
    axis->setTickAnchor(first);
    axis->setTickInterval(std::max(1, int(std::ceil((last - first) / 12.0))));
    if (first == last)
        axis->setRange(first - 0.5, last + 0.5);  // one turn: its tick in the middle
    else
        axis->setRange(first, last);
}

void setValueRange(QValueAxis *axis, qint64 highest)
{
    axis->setRange(0, std::max<qint64>(highest + highest / 10 + 1, 1));  // room above the highest point
    axis->applyNiceNumbers();
}

// The chart's axis at `side`, made when it has none.
QValueAxis *axisAt(QChart *chart, Qt::Alignment side)
{
    const Qt::Orientation orientation = side == Qt::AlignBottom ? Qt::Horizontal : Qt::Vertical;
    if (const QList<QAbstractAxis *> axes = chart->axes(orientation); !axes.isEmpty())
        return static_cast<QValueAxis *>(axes.first());
    auto *axis = new QValueAxis;
    axis->setLabelFormat(QStringLiteral("%d"));
    if (side == Qt::AlignBottom) {
        axis->setTitleText(NationChartTr::tr("Turn"));
        axis->setTickType(QValueAxis::TicksDynamic);
    }
    chart->addAxis(axis, side);
    return axis;
}

// A line per nation of `all`, in its order: the chart's own when it shows
// those nations (in whatever order: the processing order changes from turn
// to turn), else made anew. Replacing the points of a line is cheap;
// removing and adding lines (and their legend markers) is not: 100 ms of the
// GUI thread for 320 nations at 10,000 areas.
QList<QLineSeries *> linesFor(QChart *chart, const QList<NationSeries> &all)
{
    QHash<QString, QLineSeries *> drawn;
    for (QAbstractSeries *s : chart->series())
        drawn.insert(s->name(), static_cast<QLineSeries *>(s));
    QList<QLineSeries *> lines;
    for (const NationSeries &s : all)
        if (QLineSeries *line = drawn.value(s.code))
            lines.append(line);
    if (lines.size() == all.size() && drawn.size() == all.size())
        return lines;
    lines.clear();
    chart->removeAllSeries();
    QValueAxis *x = axisAt(chart, Qt::AlignBottom);
    QValueAxis *y = axisAt(chart, Qt::AlignLeft);
    for (const NationSeries &s : all) {
        auto *line = new QLineSeries;
        line->setName(s.code);
        line->setPointsVisible(true);
        chart->addSeries(line);
        line->attachAxis(x);
        line->attachAxis(y);
        lines.append(line);
    }
    return lines;
}
} // namespace

QString measureTitle(ChartMeasure measure)
{
    switch (measure) {
    case ChartMeasure::Areas: return NationChartTr::tr("Areas owned");
    case ChartMeasure::Population: return NationChartTr::tr("Population");
    case ChartMeasure::Forces: return NationChartTr::tr("Armies and ships");
    case ChartMeasure::Bp: return NationChartTr::tr("BP");
    }
    return {};
}

QString measureHelp(ChartMeasure measure)
{
    switch (measure) {
    case ChartMeasure::Areas: return NationChartTr::tr("The land, city and sea areas each nation owns at the start of the turn");
    case ChartMeasure::Population: return NationChartTr::tr("The population of the areas each nation owns");
    case ChartMeasure::Forces:
        return NationChartTr::tr("Each nation's armies and ships on the map (armies aboard included) and in its reserves");
    case ChartMeasure::Bp: return NationChartTr::tr("Each nation's BP to spend in the turn, its income credited");
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

namespace {

// Each nation's code at its line's last point, so that no line is told by
// its colour alone. Lines ending closer than a label's height (1/20 of the
// value axis, `top` its highest value) share one label, "DAN NOR", on the
// highest of them.
void labelLineEnds(const QList<QLineSeries *> &lines, const QList<NationSeries> &all, double top)
{
    QList<qsizetype> ending;
    for (qsizetype i = 0; i < all.size(); ++i)
        if (!all[i].points.isEmpty())
            ending.append(i);
    const auto last = [&all](qsizetype i) { return all[i].points.last().value; };
    std::stable_sort(ending.begin(), ending.end(), [&](qsizetype a, qsizetype b) { return last(a) > last(b); });
    const double near = top / 20;
    for (qsizetype g = 0; g < ending.size();) {
        qsizetype end = g + 1;
        while (end < ending.size() && double(last(ending[g]) - last(ending[end])) < near)
            ++end;
        QStringList codes;
        for (qsizetype k = g; k < end; ++k)
            codes.append(all[ending[k]].code);
        codes.sort();
        QLineSeries *top = lines[ending[g]];
        top->setPointLabelsFormat(codes.join(u' '));
        top->setPointConfiguration(int(all[ending[g]].points.size() - 1), QXYSeries::PointConfiguration::LabelVisibility, true);
        g = end;
    }
}

} // namespace

QList<NationSeries> fillNationChart(QChart *chart, const QList<Game> &games, ChartMeasure measure)
{
    chart->setTitle(measureTitle(measure));
    if (games.isEmpty()) {
        chart->removeAllSeries();
        for (QAbstractAxis *axis : chart->axes()) {
            chart->removeAxis(axis);
            delete axis;
        }
        return {};
    }
    const QList<NationSeries> all = nationSeries(games, measure);
    const QList<QLineSeries *> lines = linesFor(chart, all);
    const QHash<QString, QColor> colours = chartColours(games);
    qint64 highest = 0;
    for (qsizetype i = 0; i < all.size(); ++i) {
        QList<QPointF> points;
        points.reserve(all[i].points.size());
        for (const ChartPoint &p : all[i].points) {
            points.append(QPointF(p.turn, double(p.value)));
            highest = std::max(highest, p.value);
        }
        lines[i]->replace(points);
        if (const QColor colour = colours.value(all[i].code); lines[i]->pen().color() != colour)
            lines[i]->setPen(QPen(colour, 2));
        lines[i]->setPointLabelsClipping(false);
        lines[i]->setPointLabelsColor(axisAt(chart, Qt::AlignLeft)->labelsColor());  // legible whatever the line's colour
        lines[i]->clearPointsConfiguration();
    }
    setTurnRange(axisAt(chart, Qt::AlignBottom), games.first().turn, games.last().turn);
    setValueRange(axisAt(chart, Qt::AlignLeft), highest);
    labelLineEnds(lines, all, axisAt(chart, Qt::AlignLeft)->max());
    return all;
}

} // namespace adj::ui
