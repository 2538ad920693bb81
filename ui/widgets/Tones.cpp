#include "widgets/Tones.h"

#include <QGuiApplication>
#include <QPalette>

namespace adj::ui::tone {

namespace {

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
QColor errorBand() { return pick(0xfde4e1, 0x5c2b29); }
QColor mapBackground() { return pick(0xf1f3f4, 0x2b2d31); }

QString css(const QColor &colour)
{
    return QStringLiteral("color: %1").arg(colour.name());
}

} // namespace adj::ui::tone
