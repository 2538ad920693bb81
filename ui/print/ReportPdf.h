// A report as PDF, for printing and QPdfWriter: the report's HTML (report/Html.h, the same model as the
// text) laid out by QTextDocument on A4 pages. QtGui only, so that the
// command line could use it too.
#pragma once

#include "report/Html.h"
#include "report/ReportMail.h"

#include <QByteArray>
#include <QHash>
#include <QImage>
#include <QString>

class QPagedPaintDevice;

namespace adj::ui {

// The pictures an HTML report names by address (the map picture of the game
// report), given to the layout instead of read from disk.
using ReportImages = QHash<QString, QImage>;

// The PDF of `html`, titled `title` in its metadata.
QByteArray reportPdf(const QString &html, const QString &title, const ReportImages &images = {});
// The same pages on any paged device (a printer from the print dialog).
void printReport(const QString &html, QPagedPaintDevice *device, const ReportImages &images = {});

// A nation's report of the resolved turn as PDF, with the pictures it shows
// (its part of the board in the window's; none from the command line).
QByteArray nationReportPdf(const Game &before, const Resolution &resolution, const QString &nation,
                           const QList<ReportPicture> &pictures = {}, const ReportImages &images = {});
// The game report as PDF, with the pictures it shows (none from the command line).
QByteArray gameReportPdf(const Game &before, const Resolution &resolution, const QList<ReportPicture> &pictures = {},
                         const ReportImages &images = {});
// Each mail of the turn with its report's PDF attached: "NOR-turn3.pdf" to
// the nation's report, with its own picture of `pictures` (its image in
// `images`); `gamePdf` as "game-turn3.pdf" to each game report. Each PDF
// is dated as the mail is (datedPdf).
void attachReportPdfs(TurnReportMail &mail, const Game &before, const Resolution &resolution, const QByteArray &gamePdf,
                      const TurnPictures &pictures = {}, const ReportImages &images = {});
// The PDF with its creation date set to `at` instead of the moment it was
// written; unchanged when it has no date of the form QPdfWriter writes.
QByteArray datedPdf(QByteArray pdf, const QDateTime &at);

} // namespace adj::ui
