#include "widgets/Tones.h"

#include <QGuiApplication>
#include <QPalette>

#include <algorithm>
#include <cmath>

namespace adj::ui::tone {

namespace {

// WCAG's contrast ratio of two colours (1 to 21).
double contrast(const QColor &a, const QColor &b)
{
    const auto luminance = [](const QColor &c) {
        const auto channel = [](double v) { return v <= 0.03928 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4); };
        return 0.2126 * channel(c.redF()) + 0.7152 * channel(c.greenF()) + 0.0722 * channel(c.blueF());
    };
    const double x = luminance(a), y = luminance(b);
    return (std::max(x, y) + 0.05) / (std::min(x, y) + 0.05);
}

QColor pick(QRgb light, QRgb dark)
{
    return QColor::fromRgb(darkPalette() ? dark : light);
}

} // namespace

bool darkPalette()
{
    return QGuiApplication::palette().color(QPalette::Window).lightness() < 128;
}

QColor error() { return pick(0xb3261e, 0xf2958c); }
QColor warning() { return pick(0x8a5a00, 0xf0c060); }
QColor done() { return pick(0x2e6b3a, 0x8fd19e); }
QColor muted() { return pick(0x5f6368, 0xa9adb3); }
QColor keyword() { return pick(0x1f4e8c, 0x8ab4f8); }
QColor battle() { return pick(0x8e24aa, 0xce93d8); }
QColor errorBand() { return pick(0xfde4e1, 0x5c2b29); }
QColor mapBackground() { return pick(0xf1f3f4, 0x2b2d31); }

QPalette withReadableLinks(QPalette palette)
{
    const bool dark = palette.color(QPalette::Window).lightness() < 128;
    if (dark && contrast(palette.color(QPalette::Link), palette.color(QPalette::Base)) < 4.5) {
        palette.setColor(QPalette::Link, QColor::fromRgb(0x8ab4f8));
        palette.setColor(QPalette::LinkVisited, QColor::fromRgb(0xc58af9));
    }
    return palette;
}

void makeLinksReadable()
{
    const QPalette now = QGuiApplication::palette();
    if (const QPalette readable = withReadableLinks(now); readable != now)
        QGuiApplication::setPalette(readable);
}

QString css(const QColor &colour)
{
    return QStringLiteral("color: %1").arg(colour.name());
}

} // namespace adj::ui::tone
