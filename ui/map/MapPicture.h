// A picture of the map as the window draws it (the game report shows the map
// at the end of the turn): a game in a MapView of its
// own, never shown, fitted to `size`, with its legend.
#pragma once

#include "model/Game.h"

#include <QImage>
#include <QSize>

namespace adj::ui {

QImage mapPicture(const Game &game, const QSize &size = QSize(1200, 900));

} // namespace adj::ui
