// A turn's mail sorted by nation (formats.md `mail-in`): the order
// lines of each message — greetings, quoted lines ("> ", with their "On …
// wrote:"), an Outlook-style original below the reply and signatures ("-- ")
// left out; a reply written below or between the quoted lines is kept — and the nation it
// comes from, by the sender's address (the nation's `email`) or a `NATION
// XXX` line. Of several messages from one nation the latest by Date wins (by
// position when equal); the others are kept as superseded.
#pragma once

#include "mail/Inbox.h"
#include "model/Game.h"

namespace adj {

// The order lines of a text, as the player wrote them (NATION and MESSAGE
// lines included).
QStringList orderLines(const QString &text);

struct OrdersMail {
    MailMessage message;
    QString nation;
    QStringList lines;        // without NATION lines
};

struct TurnMail {
    QList<OrdersMail> received;   // the one that counts, per nation, in the game's nation order
    QList<OrdersMail> superseded; // earlier messages of those nations
    QList<MailMessage> unmatched;
    QStringList missing;          // nations with no message
};

TurnMail sortTurnMail(const QList<MailMessage> &messages, const Game &game);

// The orders file of a received message: `NATION XXX`, then its lines.
QString ordersFileText(const OrdersMail &mail);

} // namespace adj
