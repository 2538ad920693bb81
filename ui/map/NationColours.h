// A stable colour per nation: the n-th nation in the game's nation list gets
// the n-th colour of a fixed palette (then generated hues), so a nation keeps
// its colour from turn to turn whatever the processing order.
#pragma once

#include "model/Game.h"

#include <QColor>
#include <QHash>

namespace adj::ui {

class NationColours
{
public:
    NationColours() = default;
    explicit NationColours(const Game &game);

    QColor colour(const QString &nation) const;   // neutral (empty or unknown) = parchment
    static QColor paletteColour(int index);
    static QColor neutral();
    static QColor sea();
    // A sea held by a nation: the sea blue mixed with the nation's colour.
    static QColor seaTint(const QColor &owner);
    // Black or white, whichever reads better on the colour.
    static QColor textOn(const QColor &fill);

private:
    QHash<QString, QColor> m_colours;
};

} // namespace adj::ui
