// The reports as HTML: a nation's report in its colour, with
// tables for its actions and areas and each battle explained with its
// numbers (BattleText), and the game report for every player. Plain strings,
// every text escaped; the same model as the text reports, so both say the
// same. Deterministic: the same model gives the same bytes.
#pragma once

#include "report/GameReport.h"
#include "report/Report.h"

namespace adj {

// A nation's colour as CSS: the n-th nation of the game gets the n-th colour
// of the palette the map uses (model/NationPalette.h); a nation not in the
// game is grey.
QString nationColour(const Game &game, const QString &nation);

QString nationReportHtml(const NationReportModel &model, const QString &colour);
// A picture the game report shows (the map at the end of the turn, the
// nations' course): its address (a file beside the report) and its heading.
struct ReportPicture {
    QString src;
    QString title;
};

QString gameReportHtml(const GameReportModel &model, const Game &game, const QList<ReportPicture> &pictures = {});

} // namespace adj
