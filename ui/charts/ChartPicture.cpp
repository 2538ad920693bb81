#include "charts/ChartPicture.h"

#include "charts/NationChart.h"
#include "io/SafeFile.h"
#include "widgets/SvgPicture.h"

#include <QBuffer>
#include <QChart>
#include <QCoreApplication>
#include <QGraphicsScene>
#include <QAbstractSeries>
#include <QFontMetricsF>
#include <QLegend>
#include <QPainter>
#include <QXYSeries>

namespace adj::ui {

QString chartTitle(ChartMeasure measure, const Lang &lang)
{
    // (lupdate takes a NOOP inside a call named translate for that call: keys first)
    const char *key = nullptr;
    switch (measure) {
    case ChartMeasure::Areas: key = QT_TRANSLATE_NOOP("adj::Core", "Areas owned"); break;
    case ChartMeasure::Population: key = QT_TRANSLATE_NOOP("adj::Core", "Population"); break;
    case ChartMeasure::Forces: key = QT_TRANSLATE_NOOP("adj::Core", "Armies and ships"); break;
    case ChartMeasure::Bp: key = QT_TRANSLATE_NOOP("adj::Core", "BP"); break;
    }
    return key ? lang.translate(key) : QString();
}

namespace {

// How far the labels at the lines' ends (NationChart: each centred over its
// line's last point, at the plot's right edge) reach past the left of the
// legend beside the plot, a small gap kept; 0 when they keep clear of it.
qreal endLabelsOverLegend(QChart *chart)
{
    const QLegend *legend = chart->legend();
    const qreal limit = (legend->isVisible() ? legend->geometry().left() : chart->rect().right()) - 6;
    qreal reach = limit;
    for (QAbstractSeries *s : chart->series()) {
        const auto *line = qobject_cast<QXYSeries *>(s);
        if (!line || line->count() == 0 || !line->pointConfiguration(line->count() - 1).value(QXYSeries::PointConfiguration::LabelVisibility).toBool())
            continue;
        const qreal half = QFontMetricsF(line->pointLabelsFont()).horizontalAdvance(line->pointLabelsFormat()) / 2;
        reach = std::max(reach, chart->mapToPosition(line->at(line->count() - 1), s).x() + half);
    }
    return reach - limit;
}

// The chart laid out in a scene of its own, off screen, ready to paint.
class ChartScene
{
public:
    ChartScene(const QList<Game> &games, ChartMeasure measure, const QSize &size, const Lang &lang)
        : m_chart(new QChart)  // the scene owns it
    {
        m_scene.addItem(m_chart);
        const QList<NationSeries> series = fillNationChart(m_chart, games, measure);
        if (!games.isEmpty())
            m_chart->setTitle(QStringLiteral("%1 — %2").arg(games.last().name, chartTitle(measure, lang)));
        const char *turn = QT_TRANSLATE_NOOP("adj::Core", "Turn");
        for (QAbstractAxis *axis : m_chart->axes(Qt::Horizontal))
            axis->setTitleText(lang.translate(turn));
        m_chart->legend()->setAlignment(Qt::AlignRight);
        // The picture's legend has room for the names.
        for (const NationSeries &n : series)
            for (QAbstractSeries *line : m_chart->series())
                if (line->name() == n.code)
                    line->setName(QStringLiteral("%1  %2").arg(n.code, n.name));
        m_chart->setGeometry(QRectF(QPointF(), size));
        // Qt Charts lays the plot out on the events of its scene.
        QCoreApplication::processEvents();
        // The plot narrowed so that the labels at the lines' ends stand clear of the legend.
        if (const qreal over = endLabelsOverLegend(m_chart); over > 0) {
            m_chart->setPlotArea(m_chart->plotArea().adjusted(0, 0, -over, 0));
            QCoreApplication::processEvents();
        }
    }

    void paint(QPaintDevice *device)
    {
        QPainter painter(device);
        painter.setRenderHint(QPainter::Antialiasing);
        m_scene.render(&painter, m_chart->geometry(), m_chart->geometry());
    }

private:
    QGraphicsScene m_scene;
    QChart *m_chart;
};

} // namespace

QImage chartPicture(const QList<Game> &games, ChartMeasure measure, const QSize &size, Lang lang)
{
    ChartScene chart(games, measure, size, lang);
    QImage image(size, QImage::Format_RGB32);
    image.fill(Qt::white);
    chart.paint(&image);
    return image;
}

QByteArray chartSvg(const QList<Game> &games, ChartMeasure measure, const QSize &size, Lang lang)
{
    ChartScene chart(games, measure, size, lang);
    return svgPicture(size, chartTitle(measure, lang), [&chart](QPaintDevice *svg) { chart.paint(svg); });
}

QString writeChartPng(const QList<Game> &games, ChartMeasure measure, const QString &path, const QSize &size)
{
    QByteArray png;
    QBuffer buffer(&png);
    buffer.open(QIODevice::WriteOnly);
    chartPicture(games, measure, size).save(&buffer, "PNG");
    return writeFileSafely(path, png);
}

} // namespace adj::ui
