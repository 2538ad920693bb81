#include "map/NationColours.h"

#include <QList>

#include <algorithm>
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

namespace {

// CIE L*a*b* of an sRGB colour (D65), to measure how far apart two colours look.
struct Lab {
    double l, a, b;
};

Lab toLab(const QColor &c)
{
    auto linear = [](double v) { return v <= 0.04045 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4); };
    const double r = linear(c.redF()), g = linear(c.greenF()), b = linear(c.blueF());
    const double x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047;
    const double y = 0.2126 * r + 0.7152 * g + 0.0722 * b;
    const double z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883;
    auto f = [](double t) { return t > 0.008856 ? std::cbrt(t) : 7.787 * t + 16.0 / 116; };
    return {116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))};
}

double distance(const Lab &p, const Lab &q)
{
    return std::sqrt((p.l - q.l) * (p.l - q.l) + (p.a - q.a) * (p.a - q.a) + (p.b - q.b) * (p.b - q.b));
}

// The palette: 20 chosen colours (after Tableau 20; the 14th, 16th and 19th
// replaced, as they came within ΔE 10 of another), then, one by one, the
// candidate farthest from every colour already taken and from the sea and
// the neutral parchment, up to PaletteSize. Candidates are light enough for
// dark labels and not grey; the result is the same on every run.
QList<QColor> makePalette()
{
    static const std::array<QRgb, 20> chosen = {
        0xe8736f, 0x6f97c6, 0x74b86a, 0xf4a259, 0xb98bb0, 0xe9cf5b, 0x7fbfb9, 0xf6a7b3,
        0xb08a70, 0xa5d78f, 0xd58ac0, 0xc9a94a, 0x9d8fd9, 0xcb4dcb, 0xf7c28f, 0x4dcb4d,
        0x8fb4d9, 0xc3d46b, 0x4dcba5, 0xe0a4d8,
    };
    QList<QColor> palette;
    QList<Lab> taken = {toLab(NationColours::sea()), toLab(NationColours::neutral())};
    for (QRgb rgb : chosen) {
        palette.append(QColor::fromRgb(rgb));
        taken.append(toLab(palette.last()));
    }
    QList<QColor> candidates;
    QList<Lab> candidateLab;
    for (int hue = 0; hue < 360; hue += 6)
        for (double saturation : {0.4, 0.6, 0.8})
            for (double lightness : {0.5, 0.6, 0.7, 0.8}) {
                const QColor c = QColor::fromHslF(float(hue / 360.0), float(saturation), float(lightness));
                if (NationColours::textOn(c) != NationColours::textOn(NationColours::neutral()))
                    continue;  // too dark for dark labels
                candidates.append(c);
                candidateLab.append(toLab(c));
            }
    QList<double> nearest(candidates.size(), 1e9);
    for (int i = 0; i < candidates.size(); ++i)
        for (const Lab &t : std::as_const(taken))
            nearest[i] = std::min(nearest[i], distance(candidateLab[i], t));
    while (palette.size() < NationColours::PaletteSize) {
        const auto best = std::max_element(nearest.cbegin(), nearest.cend()) - nearest.cbegin();
        palette.append(candidates[best]);
        const Lab lab = candidateLab[best];
        for (int i = 0; i < candidates.size(); ++i)
            nearest[i] = std::min(nearest[i], distance(candidateLab[i], lab));
    }
    return palette;
}

} // namespace

QColor NationColours::paletteColour(int index)
{
    static const QList<QColor> palette = makePalette();
    if (index >= 0 && index < palette.size())
        return palette[index];
    // Beyond the palette: golden-angle hues, alternating lightness.
    const double hue = std::fmod(index * 137.508, 360.0);
    return QColor::fromHslF(hue / 360.0, index % 2 ? 0.55f : 0.45f, index % 3 ? 0.66f : 0.58f);
}

double NationColours::difference(const QColor &a, const QColor &b)
{
    return distance(toLab(a), toLab(b));
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
