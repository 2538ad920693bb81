#include "map/NationColours.h"

#include <array>
#include <cmath>

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
    // Soft, well separated colours (after Tableau 20), none of them grey or
    // sea blue, light enough for dark labels.
    static const std::array<QRgb, 20> palette = {
        0xe8736f, 0x6f97c6, 0x74b86a, 0xf4a259, 0xb98bb0, 0xe9cf5b, 0x7fbfb9, 0xf6a7b3,
        0xb08a70, 0xa5d78f, 0xd58ac0, 0xc9a94a, 0x9d8fd9, 0x5fa8a0, 0xf7c28f, 0xd2695f,
        0x8fb4d9, 0xc3d46b, 0xa77462, 0xe0a4d8,
    };
    if (index >= 0 && index < int(palette.size()))
        return QColor::fromRgb(palette[size_t(index)]);
    // Beyond the palette: golden-angle hues, alternating lightness.
    const double hue = std::fmod(index * 137.508, 360.0);
    return QColor::fromHslF(hue / 360.0, index % 2 ? 0.55f : 0.45f, index % 3 ? 0.66f : 0.58f);
}

QColor NationColours::neutral()
{
    return QColor(0xf0, 0xe6, 0xcc);
}

QColor NationColours::sea()
{
    return QColor(0xc4, 0xdd, 0xf0);
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
    const double luminance = 0.299 * fill.redF() + 0.587 * fill.greenF() + 0.114 * fill.blueF();
    return luminance > 0.5 ? QColor(0x1d, 0x1d, 0x1f) : QColor(Qt::white);
}

} // namespace adj::ui
