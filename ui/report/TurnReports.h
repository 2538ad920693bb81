// A resolved turn's reports as the window writes and mails them (issue 14):
// what `adjutant-cli resolve --reports` writes (report/ReportFiles.h), and
// beside it each report as PDF and the picture of the map at the end of the
// turn, which the game report shows.
#pragma once

#include "report/ReportMail.h"
#include "rules/Resolver.h"

#include <QByteArray>
#include <QList>
#include <QPair>
#include <QString>

class QDir;

namespace adj::ui {

// "map-turn3.png": the picture of the map at the end of turn 3.
QString mapPictureName(int turn);

// XXX.txt, XXX.html, XXX.pdf per nation; game.html, game.pdf and the map picture.
QList<QPair<QString, QByteArray>> turnReportFiles(const Game &before, const Resolution &resolution, const QDir &dir);

struct MailOptions {
    bool pdf = false;      // each report also as a PDF attachment
    bool picture = true;   // the map picture attached to the game report
};

// turnReportMail (report/ReportMail.h) with the attachments the options ask for.
TurnReportMail turnReportMailWith(const Game &before, const Resolution &resolution, const MailOptions &options);

} // namespace adj::ui
