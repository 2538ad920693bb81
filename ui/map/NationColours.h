// A stable colour per nation: the n-th nation in the game's nation list gets
// the n-th colour of the palette (model/NationPalette.h: 64 kept apart in
// normal vision and under colour-vision deficiencies, then generated hues),
// so a nation keeps its colour from turn to turn whatever the processing order.
#pragma once

#include "model/Game.h"
#include "model/NationPalette.h"

#include <QColor>
#include <QHash>

namespace adj::ui {

class NationColours
{
public:
    NationColours() = default;
    explicit NationColours(const Game &game);

    QColor colour(const QString &nation) const;   // neutral (empty or unknown) = parchment
    // The first PaletteSize colours are kept apart from each other, the sea
    // and neutral land (the map also writes each owner's code on its areas).
    static constexpr int PaletteSize = palette::Size;
    static QColor paletteColour(int index);
    // How different two colours look: the CIE76 distance in L*a*b*.
    static double difference(const QColor &a, const QColor &b);
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
