// A picture of the map as the window draws it (the game report shows the map
// at the end of the turn, a nation's report its part of it): a game in a
// MapView of its own, never shown, fitted to `size`, with its legend.
#pragma once

#include "model/Game.h"

#include <QByteArray>
#include <QImage>
#include <QList>
#include <QRectF>
#include <QSize>

namespace adj::ui {

QImage mapPicture(const Game &game, const QSize &size = QSize(1200, 900));

// A nation's part of the board: its areas and their neighbours, filling the
// picture, its own areas marked as the window marks a nation chosen (the
// others dimmed); the whole map when it holds no area. The size reads well on
// a phone, where the report is shown as wide as the screen.
QImage nationMapPicture(const Game &game, const QString &nation, const QSize &size = QSize(900, 700));

// The map as SVG, drawn by the same view as mapPicture (QSvgGenerator), and
// where each area stands on it: the rectangle of what is drawn of it (its
// chip, zoomed out as the picture is; else its node) in the picture's
// coordinates, its name ("Gwynedd (GWY)") and what its tooltip says of it
// ("land, mountain; Owner: …", the facts a screen reader is told).
struct AreaSpot {
    QString code;
    QRectF rect;
    QString name;
    QString facts;
};
struct MapSvg {
    QByteArray svg;
    QSize size;
    QList<AreaSpot> spots;
};
MapSvg mapSvg(const Game &game, const QString &title, const QSize &size = QSize(1200, 900));

} // namespace adj::ui
