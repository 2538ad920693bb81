#include "map/NationColours.h"

#include "model/NationPalette.h"

namespace adj::ui {

NationColours::NationColours(const Game &game)
{
    for (int i = 0; i < game.nations.size(); ++i)
        m_colours.insert(game.nations[i].code, paletteColour(i));
}

QColor NationColours::colour(const QString &nation) const
{
    return m_colours.value(nation, neutral());
}

QColor NationColours::paletteColour(int index)
{
    return QColor::fromRgb(palette::nationColour(index));
}

double NationColours::difference(const QColor &a, const QColor &b)
{
    return palette::difference(a.rgb() & 0xffffff, b.rgb() & 0xffffff);
}

QColor NationColours::neutral()
{
    return QColor::fromRgb(palette::Neutral);
}

QColor NationColours::sea()
{
    return QColor::fromRgb(palette::Sea);
}

QColor NationColours::seaTint(const QColor &owner)
{
    const QColor sea = NationColours::sea();
    constexpr double w = 0.6;  // mostly the owner's colour, with a little of the sea
    return QColor::fromRgbF(float(w * owner.redF() + (1 - w) * sea.redF()), float(w * owner.greenF() + (1 - w) * sea.greenF()),
                            float(w * owner.blueF() + (1 - w) * sea.blueF()));
}

QColor NationColours::textOn(const QColor &fill)
{
    return palette::isLight(fill.rgb() & 0xffffff) ? QColor(0x1d, 0x1d, 0x1f) : QColor(Qt::white);
}

} // namespace adj::ui
