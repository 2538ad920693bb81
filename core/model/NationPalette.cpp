#include "model/NationPalette.h"

#include <QList>

#include <algorithm>
#include <array>
#include <cmath>

namespace adj::palette {

namespace {

using Rgb = std::array<double, 3>;  // 0..1, sRGB
using Matrix = std::array<double, 9>;

Rgb channels(quint32 rgb)
{
    return {((rgb >> 16) & 0xff) / 255.0, ((rgb >> 8) & 0xff) / 255.0, (rgb & 0xff) / 255.0};
}

quint32 packed(const Rgb &c)
{
    const auto byte = [](double v) { return quint32(std::lround(std::clamp(v, 0.0, 1.0) * 255)); };
    return byte(c[0]) << 16 | byte(c[1]) << 8 | byte(c[2]);
}

double linear(double v)
{
    return v <= 0.04045 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4);
}

double encoded(double v)
{
    v = std::clamp(v, 0.0, 1.0);
    return v <= 0.0031308 ? 12.92 * v : 1.055 * std::pow(v, 1 / 2.4) - 0.055;
}

struct Lab {
    double l, a, b;
};

Lab toLab(quint32 rgb)
{
    const Rgb c = channels(rgb);
    const double r = linear(c[0]), g = linear(c[1]), b = linear(c[2]);
    const double x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047;
    const double y = 0.2126 * r + 0.7152 * g + 0.0722 * b;
    const double z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883;
    auto f = [](double t) { return t > 0.008856 ? std::cbrt(t) : 7.787 * t + 16.0 / 116; };
    return {116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))};
}

double distance(const Lab &p, const Lab &q)
{
    return std::hypot(p.l - q.l, p.a - q.a, p.b - q.b);
}

// Machado, Oliveira and Fernandes (2009), table of severity 1.0.
constexpr Matrix Protanopia = {0.152286, 1.052583, -0.204868, 0.114503, 0.786281, 0.099216, -0.003882, -0.048116, 1.051998};
constexpr Matrix Deuteranopia = {0.367322, 0.860646, -0.227968, 0.280085, 0.672501, 0.047413, -0.011820, 0.042940, 0.968881};
constexpr Matrix Tritanopia = {1.255528, -0.076749, -0.178779, -0.078411, 0.930809, 0.147602, 0.004733, 0.691367, 0.303900};

// HSL (each 0..1) to 0xRRGGBB, as QColor::fromHslF.
quint32 fromHsl(double h, double s, double l)
{
    const double q = l < 0.5 ? l * (1 + s) : l + s - l * s;
    const double p = 2 * l - q;
    const auto hue = [p, q](double t) {
        t -= std::floor(t);
        if (t < 1.0 / 6)
            return p + (q - p) * 6 * t;
        if (t < 0.5)
            return q;
        if (t < 2.0 / 3)
            return p + (q - p) * (2.0 / 3 - t) * 6;
        return p;
    };
    return packed({hue(h + 1.0 / 3), hue(h), hue(h - 1.0 / 3)});
}

// A colour as the four visions see it.
using Views = std::array<Lab, 4>;
constexpr std::array<Vision, 4> Visions = {Vision::Normal, Vision::Protanopia, Vision::Deuteranopia, Vision::Tritanopia};

Views views(quint32 rgb)
{
    Views out;
    for (size_t i = 0; i < Visions.size(); ++i)
        out[i] = toLab(simulate(rgb, Visions[i]));
    return out;
}

double worstDistance(const Views &p, const Views &q)
{
    double worst = distance(p[0], q[0]);
    for (size_t i = 1; i < p.size(); ++i)
        worst = std::min(worst, distance(p[i], q[i]));
    return worst;
}

// The greedy choice described in the header, over a grid of hues,
// saturations and lightnesses light enough for dark labels.
QList<quint32> makePalette()
{
    QList<quint32> candidates;
    for (int hue = 0; hue < 360; hue += 4)
        for (double saturation : {0.3, 0.45, 0.6, 0.75, 0.9})
            for (double lightness : {0.4, 0.5, 0.6, 0.7, 0.8, 0.86})
                if (const quint32 c = fromHsl(hue / 360.0, saturation, lightness); isLight(c))
                    candidates.append(c);
    QList<Views> seen;
    for (quint32 c : std::as_const(candidates))
        seen.append(views(c));
    QList<double> nearestAll(candidates.size(), 1e9), nearestNormal(candidates.size(), 1e9);
    const auto take = [&](const Views &taken) {
        for (qsizetype i = 0; i < candidates.size(); ++i) {
            nearestAll[i] = std::min(nearestAll[i], worstDistance(seen[i], taken));
            nearestNormal[i] = std::min(nearestNormal[i], distance(seen[i][0], taken[0]));
        }
    };
    take(views(Sea));
    take(views(Neutral));
    QList<quint32> chosen;
    while (chosen.size() < Size) {
        qsizetype best = -1;
        const bool anyApart = std::any_of(nearestNormal.cbegin(), nearestNormal.cend(), [](double d) { return d >= 10; });
        for (qsizetype i = 0; i < candidates.size(); ++i) {
            if (anyApart && nearestNormal[i] < 10)
                continue;
            if (best < 0 || nearestAll[i] > nearestAll[best]
                || (nearestAll[i] == nearestAll[best] && nearestNormal[i] > nearestNormal[best]))
                best = i;
        }
        chosen.append(candidates[best]);
        take(seen[best]);
    }
    return chosen;
}

} // namespace

quint32 nationColour(int index)
{
    static const QList<quint32> chosen = makePalette();
    if (index >= 0 && index < chosen.size())
        return chosen[index];
    // Beyond the palette: golden-angle hues, alternating lightness.
    const double hue = std::fmod(std::max(index, 0) * 137.508, 360.0);
    return fromHsl(hue / 360.0, index % 2 ? 0.55 : 0.45, index % 3 ? 0.66 : 0.58);
}

double difference(quint32 a, quint32 b)
{
    return distance(toLab(a), toLab(b));
}

bool isLight(quint32 rgb)
{
    const Rgb c = channels(rgb);
    return 0.299 * c[0] + 0.587 * c[1] + 0.114 * c[2] > 0.5;
}

quint32 simulate(quint32 rgb, Vision vision)
{
    const Matrix *m = vision == Vision::Protanopia     ? &Protanopia
                    : vision == Vision::Deuteranopia ? &Deuteranopia
                    : vision == Vision::Tritanopia   ? &Tritanopia
                                                     : nullptr;
    if (!m)
        return rgb;
    const Rgb c = channels(rgb);
    const Rgb l = {linear(c[0]), linear(c[1]), linear(c[2])};
    Rgb out;
    for (size_t row = 0; row < 3; ++row)
        out[row] = encoded((*m)[3 * row] * l[0] + (*m)[3 * row + 1] * l[1] + (*m)[3 * row + 2] * l[2]);
    return packed(out);
}

} // namespace adj::palette
