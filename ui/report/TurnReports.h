// A resolved turn's reports as the window writes and mails them (issue 14):
// what `adjutant-cli resolve --reports` writes (report/ReportFiles.h), and
// beside it each report as PDF and the picture of the map at the end of the
// turn, which the game report shows.
#pragma once

#include "report/ReportMail.h"
#include "rules/Resolver.h"

#include <QByteArray>
#include <QHash>
#include <QImage>
#include <QList>
#include <QPair>
#include <QString>

class QDir;
class QWidget;

namespace adj::ui {

// "map-turn3.png": the picture of the map at the end of turn 3.
QString mapPictureName(int turn);

// XXX.txt, XXX.html, XXX.pdf per nation; game.html, game.pdf and the map picture.
QList<QPair<QString, QByteArray>> turnReportFiles(const Game &before, const Resolution &resolution, const QDir &dir);

struct MailOptions {
    bool pdf = false;      // each report also as a PDF attachment
    bool picture = true;   // the map picture attached to the game report
};

// The game report, then every nation's report, each from a new page, as one
// HTML for File > Print Reports… (print/ReportPdf.h printReport), with the
// map picture it shows.
struct PrintedReports {
    QString html;
    QHash<QString, QImage> images;
};
PrintedReports printedReports(const Game &before, const Resolution &resolution);
// File > Print Reports…: those pages in the print preview, to a printer or PDF.
void printReports(const Game &before, const Resolution &resolution, QWidget *parent);

// turnReportMail (report/ReportMail.h) with the attachments the options ask for.
TurnReportMail turnReportMailWith(const Game &before, const Resolution &resolution, const MailOptions &options);

} // namespace adj::ui
