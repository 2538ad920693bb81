#include "report/TurnReports.h"

#include "map/MapPicture.h"
#include "print/ReportPdf.h"
#include "report/Html.h"
#include "report/ReportFiles.h"

#include <QBuffer>
#include <QDir>

namespace adj::ui {

namespace {

QString reportTitle(const Game &before, const QString &what)
{
    return before.name.isEmpty() ? QStringLiteral("Turn %1: %2").arg(before.turn).arg(what)
                                 : QStringLiteral("%1, turn %2: %3").arg(before.name).arg(before.turn).arg(what);
}

QByteArray nationPdf(const Game &before, const Resolution &r, const Nation &n)
{
    return reportPdf(nationReportHtml(nationReportModel(before, r, n.code), nationColour(before, n.code)),
                     reportTitle(before, QStringLiteral("report for %1 %2").arg(n.code, n.name)));
}

QByteArray gamePdf(const Game &before, const Resolution &r, const QImage &picture)
{
    const QString name = mapPictureName(before.turn);
    return reportPdf(gameReportHtml(gameReportModel(before, r), before, name), reportTitle(before, QStringLiteral("game report")),
                     {{name, picture}});
}

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

QList<QPair<QString, QByteArray>> turnReportFiles(const Game &before, const Resolution &r, const QDir &dir)
{
    const QString pictureName = mapPictureName(before.turn);
    QList<QPair<QString, QByteArray>> files = reportFiles(before, r, dir, pictureName);
    for (const Nation &n : before.nations)
        files.append({dir.filePath(n.code + QStringLiteral(".pdf")), nationPdf(before, r, n)});
    const QImage picture = mapPicture(r.next);
    files.append({dir.filePath(QStringLiteral("game.pdf")), gamePdf(before, r, picture)});
    files.append({dir.filePath(pictureName), png(picture)});
    return files;
}

TurnReportMail turnReportMailWith(const Game &before, const Resolution &r, const MailOptions &options)
{
    TurnReportMail out = turnReportMail(before, r);
    if (!options.pdf && !options.picture)
        return out;
    const QImage picture = mapPicture(r.next);
    const QByteArray game = options.pdf ? gamePdf(before, r, picture) : QByteArray();
    const QByteArray picturePng = options.picture ? png(picture) : QByteArray();
    for (ReportMail &m : out.mails) {
        const QString prefix = QStringLiteral("%1-turn%2").arg(m.gameReport ? QStringLiteral("game") : m.nation).arg(before.turn);
        if (options.pdf)
            m.mail.attachments.append({prefix + QStringLiteral(".pdf"), "application/pdf",
                                       m.gameReport ? game : nationPdf(before, r, *before.nation(m.nation))});
        if (options.picture && m.gameReport)
            m.mail.attachments.append({mapPictureName(before.turn), "image/png", picturePng});
    }
    return out;
}

} // namespace adj::ui
