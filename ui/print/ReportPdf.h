// A report as PDF (issue 14: "plain text, HTML and PDF (print and
// QPdfWriter)"): the report's HTML (report/Html.h, the same model as the
// text) laid out by QTextDocument on A4 pages. QtGui only, so that the
// command line could use it too.
#pragma once

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

} // namespace adj::ui
