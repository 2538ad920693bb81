// The reports as HTML: a nation's report in its colour, with
// tables for its actions and areas and each battle explained with its
// numbers (BattleText), and the game report for every player. Plain strings,
// every text escaped; the same model as the text reports, so both say the
// same. Deterministic: the same model gives the same bytes.
#pragma once

#include "report/GameReport.h"
#include "report/Report.h"

#include <QByteArray>
#include <QHash>

namespace adj {

// A nation's colour as CSS: the n-th nation of the game gets the n-th colour
// of the palette the map uses (model/NationPalette.h); a nation not in the
// game is grey.
QString nationColour(const Game &game, const QString &nation);

// A picture a report shows (the map at the end of the turn, the nations'
// course, a nation's part of the board): its address (a file beside the
// report, or "cid:…" in a mail) and its heading.
struct ReportPicture {
    QString src;
    QString title;
};

// The pictures a turn's reports show: the game report's, and each nation's
// own in its report, by nation code. Each `src` is the picture's file name,
// its bytes in `png` (shown from a file beside the report, or in place in a
// mail by "cid:").
struct TurnPictures {
    QList<ReportPicture> game;
    QHash<QString, ReportPicture> nations;
    QHash<QString, QByteArray> png;

    QList<ReportPicture> of(const QString &nation) const
    {
        return nations.contains(nation) ? QList<ReportPicture>{nations.value(nation)} : QList<ReportPicture>{};
    }
};

QString nationReportHtml(const NationReportModel &model, const QString &colour, const QList<ReportPicture> &pictures = {});

QString gameReportHtml(const GameReportModel &model, const Game &game, const QList<ReportPicture> &pictures = {});

// A battle explained (BattleText) as HTML: what each side brings, each
// round, how it ended and the rule choices it used; `id`, when given, the
// element's (a link's target).
QString battleHtml(const BattleExplanation &battle, const QString &id = {});

// What lies between <body> and </body> of one of these reports (the whole
// text when it has no body).
QString htmlBody(const QString &html);

} // namespace adj
