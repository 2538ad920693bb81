// The map from the keyboard: an arrow key moves the selection to the
// neighbouring area that lies that way on the map as drawn (or, where no
// neighbour does, the nearest area that way: an island, a sea beyond),
// Enter opens the selected area in the Area panel, + and − zoom. With
// nothing selected, an arrow selects the area nearest the view's centre.
#pragma once

#include "model/Game.h"

#include <QHash>
#include <QPointF>
#include <QString>

namespace adj::ui {

enum class Heading { Up, Down, Left, Right };

// The area an arrow key moves the selection to from `from`, by the areas'
// drawn positions (scene units, y down); empty when none lies that way.
QString areaToward(const Game &game, const QHash<QString, QPointF> &drawn, const QString &from, Heading heading);
// The area drawn nearest `point`; empty when the map has none.
QString areaNearest(const QHash<QString, QPointF> &drawn, QPointF point);

} // namespace adj::ui
