// A picture painted as SVG (QSvgGenerator): `size` pixels with the same view
// box, titled; `paint` draws on the device (the map's view, a chart's scene).
// The game's web pages show the map and the charts this way.
#pragma once

#include <QBuffer>
#include <QByteArray>
#include <QSize>
#include <QString>
#include <QSvgGenerator>

namespace adj::ui {

template<typename Paint>
QByteArray svgPicture(const QSize &size, const QString &title, Paint paint)
{
    QByteArray svg;
    QBuffer buffer(&svg);
    QSvgGenerator generator;
    generator.setOutputDevice(&buffer);
    generator.setSize(size);
    generator.setViewBox(QRect(QPoint(0, 0), size));
    generator.setTitle(title);
    paint(&generator);
    return svg;
}

} // namespace adj::ui
