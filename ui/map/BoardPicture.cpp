#include "map/BoardPicture.h"

#include <QPainter>
#include <QSvgRenderer>

namespace adj::ui {

namespace {
bool looksLikeSvg(const QByteArray &bytes)
{
    const QByteArray head = bytes.left(1024);
    return head.contains("<svg") || (head.trimmed().startsWith("<?xml") && bytes.contains("<svg"));
}
} // namespace

QImage boardImage(const QByteArray &bytes)
{
    if (!looksLikeSvg(bytes))
        return QImage::fromData(bytes);
    QSvgRenderer svg(bytes);
    const QSize size = svg.defaultSize();
    if (!svg.isValid() || size.isEmpty() || size.width() > 20000 || size.height() > 20000)
        return {};
    QImage image(size, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    QPainter painter(&image);
    svg.render(&painter);
    return image;
}

} // namespace adj::ui
