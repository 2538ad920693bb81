#include "print/ReportPdf.h"

#include "language/Language.h"
#include "mail/Outbox.h"

#include <QBuffer>
#include <QGuiApplication>
#include <QScreen>
#include <QAbstractTextDocumentLayout>
#include <QPageLayout>
#include <QPdfWriter>
#include <QTextBlock>
#include <QTextCursor>
#include <QTextDocument>
#include <QTextFrame>
#include <QTextOption>
#include <QTextTable>
#include <QUrl>

#include <memory>

QT_BEGIN_NAMESPACE
Q_GUI_EXPORT int qt_defaultDpiX();
Q_GUI_EXPORT int qt_defaultDpiY();
QT_END_NAMESPACE

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

// The document as QTextDocument::print lays it out on `device` before it
// draws the pages (a copy: print() lays out a copy of its own): on pages of
// the device's size in its pixels, inside margins of 2 cm counted in the
// dots per inch print() takes the document's lengths in (qt_defaultDpi, the
// screen's, exported by QtGui for this use).
std::unique_ptr<QTextDocument> laidOutAsPrinted(const QTextDocument &document, QPagedPaintDevice *device)
{
    std::unique_ptr<QTextDocument> copy(document.clone());
    copy->documentLayout()->setPaintDevice(device);
    QTextFrameFormat frame = copy->rootFrame()->frameFormat();
    frame.setLeftMargin(int(2 / 2.54 * qt_defaultDpiX()));
    frame.setRightMargin(int(2 / 2.54 * qt_defaultDpiX()));
    frame.setTopMargin(int(2 / 2.54 * qt_defaultDpiY()));
    frame.setBottomMargin(int(2 / 2.54 * qt_defaultDpiY()));
    copy->rootFrame()->setFrameFormat(frame);
    copy->setPageSize(QSizeF(device->width(), device->height()));
    copy->pageCount();  // the whole layout, not only the part asked for
    return copy;
}

// The page (from 0) a line of a laid out block is drawn on (a line that
// would cross the foot of a page is moved down, within its block, to the next).
int pageOf(const QTextBlock &block, int line)
{
    const QTextDocument *document = block.document();
    const qreal top = document->documentLayout()->blockBoundingRect(block).top();  // the block's origin: its lines are below it
    return int((top + block.layout()->lineAt(line).y()) / document->pageSize().height());
}

// What a heading must not be parted from: the first line under it (a
// picture is a line too); of a table, the first line of its second row, so
// that the table's head and a row of it stand under the heading.
QTextBlock followerOf(const QTextBlock &heading)
{
    QTextBlock next = heading.next();
    while (next.isValid() && next.text().isEmpty())
        next = next.next();
    if (!next.isValid())
        return next;
    if (const QTextTable *table = QTextCursor(next).currentTable(); table && table->rows() > 1 && table->cellAt(next.position()).row() == 0)
        return table->cellAt(1, 0).firstCursorPosition().block();
    return next;
}

// QTextDocument honours no page-break-after: avoid. Each heading that
// print() would leave at the foot of a page, what follows it on the next,
// begins the next page instead; one at a time, from the top, since each
// moves all after it. A heading that begins a page is not looked at again,
// so this ends.
void keepHeadingsWithWhatFollows(QTextDocument &document, QPagedPaintDevice *device)
{
    for (;;) {
        const std::unique_ptr<QTextDocument> printed = laidOutAsPrinted(document, device);
        int alone = -1;
        for (QTextBlock b = printed->begin(); b.isValid() && alone < 0; b = b.next()) {
            const QTextBlockFormat format = b.blockFormat();
            const int lines = b.layout()->lineCount();
            if (format.headingLevel() == 0 || (format.pageBreakPolicy() & QTextFormat::PageBreak_AlwaysBefore) || lines == 0)
                continue;
            const QTextBlock next = followerOf(b);
            if (next.isValid() && next.layout()->lineCount() > 0 && pageOf(next, 0) > pageOf(b, lines - 1))
                alone = b.blockNumber();
        }
        if (alone < 0)
            return;
        QTextCursor cursor(document.findBlockByNumber(alone));
        QTextBlockFormat format = cursor.blockFormat();
        format.setPageBreakPolicy(format.pageBreakPolicy() | QTextFormat::PageBreak_AlwaysBefore);
        cursor.setBlockFormat(format);
    }
}

} // namespace

void printReport(const QString &html, QPagedPaintDevice *device, const ReportImages &images)
{
    QTextDocument document;
    // Lines break between words only: by default a table too wide for the
    // page is laid out again breaking anywhere, inside a name ("George'", "s").
    QTextOption option = document.defaultTextOption();
    option.setWrapMode(QTextOption::WordWrap);
    document.setDefaultTextOption(option);
    for (auto it = images.begin(); it != images.end(); ++it)
        document.addResource(QTextDocument::ImageResource, QUrl(it.key()), it.value());
    document.setHtml(html);
    fitImages(document, textWidth(device) * 0.95);
    // print() gives a page without margins 2 mm of them before it lays the
    // document out; given here first, the layout measured is the one printed.
    if (device->pageLayout().margins(QPageLayout::Millimeter).isNull())
        device->setPageMargins(QMarginsF(2, 2, 2, 2), QPageLayout::Millimeter);
    keepHeadingsWithWhatFollows(document, device);
    document.print(device);
}

namespace {

QString reportTitle(const Game &before, const QString &what)
{
    return before.name.isEmpty() ? QStringLiteral("Turn %1: %2").arg(before.turn).arg(what)
                                 : QStringLiteral("%1, turn %2: %3").arg(before.name).arg(before.turn).arg(what);
}

} // namespace

QByteArray nationReportPdf(const Game &before, const Resolution &r, const QString &nation, const QList<ReportPicture> &pictures,
                           const ReportImages &images)
{
    const Nation *n = before.nation(nation);
    const Language language = languageOf(before);  // the game's, not the window's
    return reportPdf(nationReportHtml(nationReportModel(before, r, nation, language.lang()), nationColour(before, nation), pictures),
                     reportTitle(before, QStringLiteral("report for %1 %2").arg(nation, n ? n->name : QString())), images);
}

QByteArray gameReportPdf(const Game &before, const Resolution &r, const QList<ReportPicture> &pictures, const ReportImages &images)
{
    const Language language = languageOf(before);
    return reportPdf(gameReportHtml(gameReportModel(before, r, language.lang()), before, pictures), reportTitle(before, QStringLiteral("game report")),
                     images);
}

void attachReportPdfs(TurnReportMail &mail, const Game &before, const Resolution &r, const QByteArray &gamePdf,
                      const TurnPictures &pictures, const ReportImages &images)
{
    // Dated as the mail is: the same turn's mail is the same bytes.
    const QDateTime date = turnDate(before.turn);
    const QByteArray game = datedPdf(gamePdf, date);
    for (ReportMail &m : mail.mails) {
        const QString name = QStringLiteral("%1-turn%2.pdf").arg(m.gameReport ? QStringLiteral("game") : m.nation).arg(before.turn);
        m.mail.attachments.append({name, "application/pdf",
                                   m.gameReport ? game
                                                : datedPdf(nationReportPdf(before, r, m.nation, pictures.of(m.nation), images), date)});
    }
}

QByteArray datedPdf(QByteArray pdf, const QDateTime &at)
{
    // QPdfWriter writes "/CreationDate (D:YYYYMMDDHHmmSS" and then "Z" or an
    // offset "+HH'mm'"; the new date keeps that length, so the
    // cross-reference table's offsets stay true.
    static const QByteArray key = "/CreationDate (D:";
    const qsizetype start = pdf.indexOf(key);
    const qsizetype end = start < 0 ? -1 : pdf.indexOf(')', start + key.size());
    if (end < 0)
        return pdf;
    const qsizetype from = start + key.size(), length = end - from;
    QByteArray stamp = at.toUTC().toString(QStringLiteral("yyyyMMddHHmmss")).toLatin1();
    stamp += length == stamp.size() + 1 ? QByteArray("Z") : QByteArray("+00'00'");
    if (stamp.size() == length)
        pdf.replace(from, length, stamp);
    return pdf;
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
