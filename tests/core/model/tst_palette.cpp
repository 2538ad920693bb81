// The nations' palette under colour-vision deficiencies. Each colour is seen
// as with protanopia, deuteranopia and tritanopia by the simulation of
// Machado, Oliveira and Fernandes (2009, severity 1.0, on linear RGB; the
// matrices typed here from the paper, apart from the program's own), and the
// pairs are measured by ΔE*76 in CIE L*a*b* (D65). The floors:
// - ΔE*76 ≈ 2.3 is a just-noticeable difference; 5 is about twice that,
//   told apart side by side, as neighbouring areas are;
// - 10 is told apart at a glance across the map.
// So: the first 16 colours (a Dark Age game has up to 15 nations, the sample
// 15) are ≥ 10 apart in every vision; all 64 are ≥ 5 apart in every vision
// and ≥ 10 in normal vision; none comes within 5 of the sea or neutral land
// in any vision, so a held area never looks unheld. Beyond 16 nations a
// deficient eye may need the owner's code, which the map writes on every
// held area (tst_mapowner).
#include "model/NationPalette.h"

#include <QTest>

#include <array>
#include <cmath>

using namespace adj;

namespace {

using Rgb = std::array<double, 3>;
using Matrix = std::array<std::array<double, 3>, 3>;

const Matrix Protanopia = {{{0.152286, 1.052583, -0.204868}, {0.114503, 0.786281, 0.099216}, {-0.003882, -0.048116, 1.051998}}};
const Matrix Deuteranopia = {{{0.367322, 0.860646, -0.227968}, {0.280085, 0.672501, 0.047413}, {-0.011820, 0.042940, 0.968881}}};
const Matrix Tritanopia = {{{1.255528, -0.076749, -0.178779}, {-0.078411, 0.930809, 0.147602}, {0.004733, 0.691367, 0.303900}}};
const Matrix Normal = {{{1, 0, 0}, {0, 1, 0}, {0, 0, 1}}};

double toLinear(double v)
{
    return v <= 0.04045 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4);
}

// Linear RGB of 0xRRGGBB seen through `m`, clamped as a screen shows it.
Rgb seen(quint32 rgb, const Matrix &m)
{
    const Rgb l = {toLinear(((rgb >> 16) & 0xff) / 255.0), toLinear(((rgb >> 8) & 0xff) / 255.0),
                   toLinear((rgb & 0xff) / 255.0)};
    Rgb out;
    for (int i = 0; i < 3; ++i)
        out[i] = std::clamp(m[i][0] * l[0] + m[i][1] * l[1] + m[i][2] * l[2], 0.0, 1.0);
    return out;
}

Rgb lab(const Rgb &linear)
{
    const double x = (0.4124 * linear[0] + 0.3576 * linear[1] + 0.1805 * linear[2]) / 0.95047;
    const double y = 0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2];
    const double z = (0.0193 * linear[0] + 0.1192 * linear[1] + 0.9505 * linear[2]) / 1.08883;
    auto f = [](double t) { return t > 0.008856 ? std::cbrt(t) : 7.787 * t + 16.0 / 116; };
    return {116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))};
}

double deltaE(quint32 a, quint32 b, const Matrix &m)
{
    const Rgb p = lab(seen(a, m)), q = lab(seen(b, m));
    return std::hypot(p[0] - q[0], p[1] - q[1], p[2] - q[2]);
}

struct Vision {
    const char *name;
    const Matrix *matrix;
};
const std::array<Vision, 4> Visions = {{{"normal vision", &Normal},
                                        {"protanopia", &Protanopia},
                                        {"deuteranopia", &Deuteranopia},
                                        {"tritanopia", &Tritanopia}}};

// The closest two of the first `count` colours seen with `vision`, said.
QString closestPair(int count, const Vision &vision, double *closest)
{
    *closest = 1e9;
    QString pair;
    for (int i = 0; i < count; ++i)
        for (int j = i + 1; j < count; ++j)
            if (const double d = deltaE(palette::nationColour(i), palette::nationColour(j), *vision.matrix); d < *closest) {
                *closest = d;
                pair = QStringLiteral("nations %1 and %2 (#%3, #%4) are ΔE %5 apart in %6")
                           .arg(i + 1)
                           .arg(j + 1)
                           .arg(palette::nationColour(i), 6, 16, QLatin1Char('0'))
                           .arg(palette::nationColour(j), 6, 16, QLatin1Char('0'))
                           .arg(d, 0, 'f', 1)
                           .arg(QLatin1String(vision.name));
            }
    return pair;
}

} // namespace

class TestPalette : public QObject
{
    Q_OBJECT
private slots:
    void aGamesNationsApartAtAGlanceInEveryVision()
    {
        for (const Vision &vision : Visions) {
            double closest = 0;
            const QString pair = closestPair(16, vision, &closest);
            QVERIFY2(closest >= 10, qPrintable(pair));
        }
    }
    void allSixtyFourApartSideBySideInEveryVision()
    {
        for (const Vision &vision : Visions) {
            double closest = 0;
            const QString pair = closestPair(palette::Size, vision, &closest);
            QVERIFY2(closest >= (vision.matrix == &Normal ? 10 : 5), qPrintable(pair));
        }
    }
    void noneLooksLikeTheSeaOrNeutralLand()
    {
        for (const Vision &vision : Visions)
            for (int i = 0; i < palette::Size; ++i)
                for (quint32 other : {palette::Sea, palette::Neutral}) {
                    const double d = deltaE(palette::nationColour(i), other, *vision.matrix);
                    QVERIFY2(d >= 5, qPrintable(QStringLiteral("nation %1 is ΔE %2 from #%3 in %4")
                                                    .arg(i + 1)
                                                    .arg(d, 0, 'f', 1)
                                                    .arg(other, 6, 16, QLatin1Char('0'))
                                                    .arg(QLatin1String(vision.name))));
                }
    }
    // The program's simulation agrees with the paper's matrices.
    void theProgramSeesAsThePaper()
    {
        const std::array<palette::Vision, 4> kinds = {palette::Vision::Normal, palette::Vision::Protanopia,
                                                      palette::Vision::Deuteranopia, palette::Vision::Tritanopia};
        for (size_t v = 0; v < kinds.size(); ++v)
            for (int i = 0; i < palette::Size; ++i) {
                const quint32 c = palette::nationColour(i);
                const Rgb theirs = lab(seen(c, *Visions[v].matrix));
                const Rgb ours = lab(seen(palette::simulate(c, kinds[v]), Normal));
                QVERIFY2(std::hypot(theirs[0] - ours[0], theirs[1] - ours[1], theirs[2] - ours[2]) < 1.0,
                         qPrintable(QStringLiteral("#%1 in %2").arg(c, 6, 16, QLatin1Char('0')).arg(QLatin1String(Visions[v].name))));
            }
    }
};

QTEST_APPLESS_MAIN(TestPalette)
#include "tst_palette.moc"
