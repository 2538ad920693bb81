#include "charts/ChartPicture.h"

#include "charts/NationChart.h"
#include "io/SafeFile.h"

#include <QBuffer>
#include <QChart>
#include <QCoreApplication>
#include <QGraphicsScene>
#include <QAbstractSeries>
#include <QLegend>
#include <QPainter>

namespace adj::ui {

namespace {

// The picture's words in the report's language, not the window's.
QString pictureTitle(ChartMeasure measure, const Lang &lang)
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

} // namespace

QImage chartPicture(const QList<Game> &games, ChartMeasure measure, const QSize &size, Lang lang)
{
    QGraphicsScene scene;
    auto *chart = new QChart;  // the scene owns it
    scene.addItem(chart);
    const QList<NationSeries> series = fillNationChart(chart, games, measure);
    if (!games.isEmpty())
        chart->setTitle(QStringLiteral("%1 — %2").arg(games.last().name, pictureTitle(measure, lang)));
    const char *turn = QT_TRANSLATE_NOOP("adj::Core", "Turn");
    for (QAbstractAxis *axis : chart->axes(Qt::Horizontal))
        axis->setTitleText(lang.translate(turn));
    chart->legend()->setAlignment(Qt::AlignRight);
    // The picture's legend has room for the names.
    for (const NationSeries &n : series)
        for (QAbstractSeries *line : chart->series())
            if (line->name() == n.code)
                line->setName(QStringLiteral("%1  %2").arg(n.code, n.name));
    chart->setGeometry(QRectF(QPointF(), size));
    // Qt Charts lays the plot out on the events of its scene.
    QCoreApplication::processEvents();

    QImage image(size, QImage::Format_RGB32);
    image.fill(Qt::white);
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing);
    scene.render(&painter, QRectF(QPointF(), size), chart->geometry());
    return image;
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
