// A resolved turn's reports as the window writes and mails them:
// what `adjutant-cli resolve --reports` writes (report/ReportFiles.h), and
// beside it each report as PDF and the picture of the map at the end of the
// turn, which the game report shows.
#pragma once

#include "report/Html.h"
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
// "areas-turn3.png": the chart of the areas each nation owned, turn by turn, to the end of turn 3.
QString chartPictureName(int turn);
// "NOR-turn3.png": a nation's part of the board at the end of turn 3, in its report's mail and PDF.
QString nationPictureName(const QString &nation, int turn);
// That picture (map/MapPicture.h nationMapPicture) under its heading, in the game's language.
QPair<ReportPicture, QImage> nationPicture(const Game &before, const Resolution &resolution, const QString &nation);

// `earlier`, in every function below: the games of the turns before the
// resolved one (the history the Charts dock shows; turns from `before` on
// are ignored), for the game report's chart of the game's course.

// The games the game report's chart draws, one per turn: the earlier turns,
// the turn resolved, and the next (the end of this turn).
QList<Game> gameCourse(const Game &before, const Resolution &resolution, const QList<Game> &earlier);

// The pictures the reports show: the game report's (the map at the end of
// the turn, the chart of areas owned) and each nation's part of the board,
// with their images by name. `shown.png` is left empty: the PNG files are
// made only where they go out (withPng).
struct TurnImages {
    TurnPictures shown;
    QHash<QString, QImage> images;
};
TurnImages turnImages(const Game &before, const Resolution &resolution, const QList<Game> &earlier);
// `shown` with each image as its PNG file.
TurnPictures withPng(const TurnImages &pictures);

// XXX.txt, XXX.html, XXX.pdf per nation, each showing its part of the
// board; game.html, game.pdf; and the pictures as PNG files.
QList<QPair<QString, QByteArray>> turnReportFiles(const Game &before, const Resolution &resolution, const QDir &dir,
                                                  const QList<Game> &earlier = {});

struct MailOptions {
    bool pdf = false;      // each report also as a PDF attachment
    bool picture = true;   // the pictures in place: the game report's (map, chart), each nation's part of the board
};

// The game report, then every nation's report, each from a new page, as one
// HTML for File > Print Reports… (print/ReportPdf.h printReport), with the
// pictures they show.
struct PrintedReports {
    QString html;
    QHash<QString, QImage> images;
};
PrintedReports printedReports(const Game &before, const Resolution &resolution, const QList<Game> &earlier = {});
// File > Print Reports…: those pages in the print preview, to a printer or PDF.
void printReports(const Game &before, const Resolution &resolution, const QList<Game> &earlier, QWidget *parent);

// turnReportMail (report/ReportMail.h) with the attachments the options ask for.
TurnReportMail turnReportMailWith(const Game &before, const Resolution &resolution, const MailOptions &options,
                                  const QList<Game> &earlier = {});

} // namespace adj::ui
