// The charts as a picture, for the game report: the same chart as
// the Charts dock (NationChart), painted off screen into an image, with the
// game's name in the title and the nations' names in the legend. Needs a
// QApplication (Qt Charts draws with the graphics view); the offscreen
// platform will do.
#pragma once

#include "charts/Charts.h"
#include "io/CoreText.h"

#include <QByteArray>
#include <QImage>
#include <QSize>

namespace adj::ui {

// A chart's title ("Areas owned") in `lang` (a game report's language, not the window's).
QString chartTitle(ChartMeasure measure, const Lang &lang);

// `measure` over `games` (one per turn, in turn order) on a white picture of
// `size` pixels; its title and axis in `lang` (a game report's language).
QImage chartPicture(const QList<Game> &games, ChartMeasure measure, const QSize &size = QSize(960, 540),
                    Lang lang = Lang::Translated);
// The same chart as SVG (QSvgGenerator), for the game's web pages.
QByteArray chartSvg(const QList<Game> &games, ChartMeasure measure, const QSize &size = QSize(960, 540),
                    Lang lang = Lang::Translated);
// The same picture written as PNG, whole or not at all; an error message naming the file, or "".
QString writeChartPng(const QList<Game> &games, ChartMeasure measure, const QString &path,
                      const QSize &size = QSize(960, 540));

} // namespace adj::ui
