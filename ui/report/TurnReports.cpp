#include "report/TurnReports.h"

#include "widgets/ScreenFit.h"

#include "language/Language.h"

#include "charts/ChartPicture.h"
#include "map/MapPicture.h"
#include "print/ReportPdf.h"
#include "report/Html.h"
#include "report/ReportFiles.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QPrintPreviewDialog>
#include <QPrinter>
#include <QDir>

namespace adj::ui {

namespace {

struct TurnReportsTr {
    Q_DECLARE_TR_FUNCTIONS(adj::ui::TurnReports)
};

QByteArray png(const QImage &image)
{
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    image.save(&buffer, "PNG");
    return bytes;
}

} // namespace

QString mapPictureName(int turn)
{
    return QStringLiteral("map-turn%1.png").arg(turn);
}

QString nationPictureName(const QString &nation, int turn)
{
    return QStringLiteral("%1-turn%2.png").arg(nation).arg(turn);
}

QPair<ReportPicture, QImage> nationPicture(const Game &before, const Resolution &r, const QString &nation)
{
    const char *heading = QT_TRANSLATE_NOOP("adj::Core", "Your part of the board at the end of turn %1");
    return {{nationPictureName(nation, before.turn), languageOf(before).lang().translate(heading).arg(before.turn)},
            nationMapPicture(r.next, nation)};
}

QString chartPictureName(int turn)
{
    return QStringLiteral("areas-turn%1.png").arg(turn);
}

QList<Game> gameCourse(const Game &before, const Resolution &r, const QList<Game> &earlier)
{
    QList<Game> course;
    for (const Game &g : earlier)
        if (g.turn < before.turn)
            course.append(g);
    return course + QList<Game>{before, r.next};
}

TurnImages turnImages(const Game &before, const Resolution &r, const QList<Game> &earlier)
{
    TurnImages out;
    const QString map = mapPictureName(before.turn), chart = chartPictureName(before.turn);
    // In the report's language (the game's), not the window's.
    const Language language = languageOf(before);
    const Lang lang = language.lang();
    // (lupdate takes a NOOP inside a call named translate for that call: keys first)
    const char *mapHeading = QT_TRANSLATE_NOOP("adj::Core", "The map at the end of turn %1");
    const char *chartHeading = QT_TRANSLATE_NOOP("adj::Core", "Areas owned, turn by turn");
    out.shown.game = {{map, lang.translate(mapHeading).arg(before.turn)}, {chart, lang.translate(chartHeading)}};
    out.images = {{map, mapPicture(r.next)},
                  {chart, chartPicture(gameCourse(before, r, earlier), ChartMeasure::Areas, QSize(960, 540), lang)}};
    for (const Nation &n : before.nations) {
        const auto [picture, image] = nationPicture(before, r, n.code);
        out.shown.nations.insert(n.code, picture);
        out.images.insert(picture.src, image);
    }
    return out;
}

TurnPictures withPng(const TurnImages &pictures)
{
    TurnPictures out = pictures.shown;
    for (auto it = pictures.images.cbegin(); it != pictures.images.cend(); ++it)
        out.png.insert(it.key(), png(it.value()));
    return out;
}

QList<QPair<QString, QByteArray>> turnReportFiles(const Game &before, const Resolution &r, const QDir &dir,
                                                  const QList<Game> &earlier)
{
    const TurnImages pictures = turnImages(before, r, earlier);
    QList<QPair<QString, QByteArray>> files = reportFiles(before, r, dir, withPng(pictures));
    for (const Nation &n : before.nations)
        files.append({dir.filePath(n.code + QStringLiteral(".pdf")),
                      nationReportPdf(before, r, n.code, pictures.shown.of(n.code), pictures.images)});
    files.append({dir.filePath(QStringLiteral("game.pdf")), gameReportPdf(before, r, pictures.shown.game, pictures.images)});
    return files;
}

PrintedReports printedReports(const Game &before, const Resolution &r, const QList<Game> &earlier)
{
    const TurnImages pictures = turnImages(before, r, earlier);
    const Language language = languageOf(before);  // the game's, not the window's
    const QString game = gameReportHtml(gameReportModel(before, r, language.lang()), before, pictures.shown.game);
    QString html = game.left(game.indexOf(QStringLiteral("<body>")) + 6) + htmlBody(game);
    for (const Nation &n : before.nations)
        html += QStringLiteral("<div style=\"page-break-before: always\">")
                + htmlBody(nationReportHtml(nationReportModel(before, r, n.code, language.lang()), nationColour(before, n.code),
                                            pictures.shown.of(n.code)))
                + QStringLiteral("</div>");
    return {html + QStringLiteral("</body>\n</html>\n"), pictures.images};
}

void printReports(const Game &before, const Resolution &r, const QList<Game> &earlier, QWidget *parent)
{
    const PrintedReports reports = printedReports(before, r, earlier);
    QPrinter printer(QPrinter::HighResolution);
    printer.setPageLayout(QPageLayout(QPageSize(QPageSize::A4), QPageLayout::Portrait, QMarginsF(15, 15, 15, 15),
                                      QPageLayout::Millimeter));
    printer.setDocName(TurnReportsTr::tr("Reports, %1, turn %2").arg(before.name).arg(before.turn));
    QPrintPreviewDialog preview(&printer, parent);
    preview.setWindowTitle(TurnReportsTr::tr("Reports: %1, turn %2").arg(before.name).arg(before.turn));
    QObject::connect(&preview, &QPrintPreviewDialog::paintRequested, &preview,
                     [&reports](QPrinter *p) { printReport(reports.html, p, reports.images); });
    resizeWithinScreen(&preview, {900, 1000});
    preview.exec();
}

TurnReportMail turnReportMailWith(const Game &before, const Resolution &r, const MailOptions &options,
                                  const QList<Game> &earlier)
{
    if (!options.pdf && !options.picture)
        return turnReportMail(before, r);
    const TurnImages pictures = turnImages(before, r, earlier);
    // The game report's pictures, and each nation's part of the board in its report, in place.
    TurnReportMail out = turnReportMail(before, r, options.picture ? withPng(pictures) : TurnPictures());
    if (options.pdf)
        attachReportPdfs(out, before, r, gameReportPdf(before, r, pictures.shown.game, pictures.images), pictures.shown,
                         pictures.images);
    return out;
}

} // namespace adj::ui
