#include "print/ReportPdf.h"

#include <QBuffer>
#include <QGuiApplication>
#include <QScreen>
#include <QTextBlock>
#include <QTextCursor>
#include <QPageLayout>
#include <QPdfWriter>
#include <QTextDocument>
#include <QUrl>

namespace adj::ui {

namespace {

// The width of the text on `device`'s page in the units QTextDocument::print
// lays a document out in: the screen's dots per inch, inside the page's
// margins and the 2 cm print() adds on each side.
qreal textWidth(QPagedPaintDevice *device)
{
    const qreal dpi = QGuiApplication::primaryScreen() ? QGuiApplication::primaryScreen()->logicalDotsPerInchX() : 96;
    return (device->pageLayout().paintRect(QPageLayout::Inch).width() - 2 * 2 / 2.54) * dpi;
}

// A picture wider than the text is drawn at the text's width (its pixels
// kept, so that it stays sharp in the PDF), not cut off at the page's edge.
void fitImages(QTextDocument &document, qreal width)
{
    for (QTextBlock block = document.begin(); block.isValid(); block = block.next()) {
        for (auto it = block.begin(); !it.atEnd(); ++it) {
            const QTextFragment fragment = it.fragment();
            QTextImageFormat format = fragment.charFormat().toImageFormat();
            if (!format.isValid())
                continue;
            const QImage image = document.resource(QTextDocument::ImageResource, QUrl(format.name())).value<QImage>();
            if (image.isNull() || image.width() <= width)
                continue;
            format.setWidth(width);
            format.setHeight(image.height() * width / image.width());
            QTextCursor cursor(&document);
            cursor.setPosition(fragment.position());
            cursor.setPosition(fragment.position() + fragment.length(), QTextCursor::KeepAnchor);
            cursor.setCharFormat(format);
        }
    }
}

} // namespace

void printReport(const QString &html, QPagedPaintDevice *device, const ReportImages &images)
{
    QTextDocument document;
    for (auto it = images.begin(); it != images.end(); ++it)
        document.addResource(QTextDocument::ImageResource, QUrl(it.key()), it.value());
    document.setHtml(html);
    fitImages(document, textWidth(device) * 0.95);
    document.print(device);
}

QByteArray reportPdf(const QString &html, const QString &title, const ReportImages &images)
{
    QByteArray bytes;
    {
        QBuffer buffer(&bytes);
        buffer.open(QIODevice::WriteOnly);
        QPdfWriter writer(&buffer);
        writer.setTitle(title);
        writer.setCreator(QStringLiteral("Adjutant"));
        writer.setPageLayout(QPageLayout(QPageSize(QPageSize::A4), QPageLayout::Portrait, QMarginsF(15, 15, 15, 15),
                                         QPageLayout::Millimeter));
        printReport(html, &writer, images);
    }
    return bytes;
}

} // namespace adj::ui
