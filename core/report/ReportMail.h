// A resolved turn's reports as e-mail (docs/formats.md `resolve --mail`):
// each nation's report to its player's `email`, and the game report to every
// player, each as text and HTML (multipart/alternative) with the HTML's
// pictures in place, from the game's moderator. Deterministic: the Date is the turn's (mail/Outbox.h) and the
// Message-ID a hash of the game, the turn, the nation and the message, so the
// same turn gives byte-identical mail.
#pragma once

#include "mail/Outbox.h"
#include "report/Html.h"
#include "rules/Resolver.h"

namespace adj {

struct ReportMail {
    QString name;             // a file name: "NOR-report.eml", "NOR-game.eml"
    QString nation;           // to whose player
    bool gameReport = false;  // the game report, not the nation's own
    OutgoingMail mail;
};

struct TurnReportMail {
    QList<ReportMail> mails;  // per nation in the game's order: its report, then the game report
    QStringList withoutEmail; // nations whose player has no address: nothing is mailed to them
};

// `pictures`: shown in place in the HTML (multipart/related, by "cid:").
TurnReportMail turnReportMail(const Game &before, const Resolution &resolution, const TurnPictures &pictures = {});

// The files of the mail (docs/formats.md `resolve --mail OUT`): `out` ending in
// .mbox is one mbox, otherwise a folder of .eml files named as the mail.
QList<QPair<QString, QByteArray>> reportMailFiles(const QList<ReportMail> &mails, const QString &out);

} // namespace adj
