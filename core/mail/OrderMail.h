// A turn's mail sorted by nation (docs/formats.md `mail-in`): the order
// lines of each message — greetings, quoted lines ("> ", with their "On …
// wrote:"), an Outlook-style original below the reply and signatures ("-- ")
// left out; a reply written below or between the quoted lines is kept — and the nation it
// comes from, by the sender's address (the nation's `email`) or a `NATION
// XXX` line. Of several messages from one nation the latest by Date wins (by
// position when equal); the others are kept as superseded. A message
// received after the cut-off is late (docs/formats.md "The turn's mail"): it
// counts only when late messages are accepted.
#pragma once

#include "mail/Inbox.h"
#include "model/Game.h"

#include <QHash>

#include "io/CoreText.h"
#include "mail/Routing.h"

namespace adj {

// The order lines of a text, as the player wrote them (NATION and MESSAGE
// lines included); `numbers`, when given, gets each one's line number in the
// text (1 for its first line), as the player sees it in their own mail.
QStringList orderLines(const QString &text, QList<int> *numbers = nullptr);
// The lines of the player's own text (`numbers`: each one's line number):
// quoted lines and the lines introducing a quote left out, up to a
// signature or an original message appended below the reply.
QStringList playerLines(const QString &text, QList<int> *numbers = nullptr);

struct OrdersMail {
    MailMessage message;
    QString nation;
    QStringList lines;        // without NATION lines
    bool late = false;        // received after the cut-off
    QList<int> mailLines;     // each line's number in the message's text (or in its attachment)
    bool assigned = false;    // given to `nation` by the moderator, over its sender and NATION line

    // The line of the message the line `n` of ordersFileText stands on (its
    // line 1 is NATION: 0); for orders made without a message, `n` itself.
    int mailLine(int n) const { return mailLines.isEmpty() ? n : mailLines.value(n - 2); }
};

// When a message is late: received after `cutOff` (the deadline plus grace,
// or the moderator's own cut-off); invalid: nothing is late. A message
// without any date is never late.
struct LateRule {
    QDateTime cutOff;
    bool acceptLate = false;  // late messages count as if on time
    bool isLate(const MailMessage &m) const { return cutOff.isValid() && m.received.isValid() && m.received > cutOff; }
};

// What became of one message of the turn's mail: what a turn's inbox keeps
// of it beside its bytes, so that a dispute is settled from the record.
struct MailReceipt {
    enum class Fate {
        Counted,     // its orders are the nation's (late ones too, when accepted)
        Superseded,  // a later message of its nation counts instead
        Late,        // late and not accepted: not counted
        Unmatched,   // no nation
    };
    QString file;
    int number = 0;
    QString sha256;
    QDateTime received;       // UTC; invalid when the message has no date
    QString nation;           // empty when unmatched
    bool late = false;
    Fate fate = Fate::Unmatched;
    bool operator==(const MailReceipt &) const = default;
};

struct TurnMail {
    QList<OrdersMail> received;   // the one that counts, per nation, in the game's nation order
    QList<OrdersMail> superseded; // earlier messages of those nations
    QList<OrdersMail> late;       // late and not accepted, in the order read
    QList<MailMessage> unmatched;
    QHash<QString, CoreText> unmatchedWhy;  // by SHA-256: why an unmatched message names no game of its own (mail/Routing.h)
    QStringList missing;          // nations with no message that counts
    QList<MailReceipt> receipts;  // every message of the game, in the order read
    int otherGames = 0;           // messages for another known game: left out
    int noGame = 0;               // with other games known: messages that are no known game's, left out
};

// The moderator's own decision about one message, which the sorting honours:
// a nation assigned by hand (over its sender and NATION line), a late
// message accepted (it counts as if on time, and stays marked late).
struct MailDecision {
    QString nation;           // "" : as sorted
    bool acceptLate = false;
    bool operator==(const MailDecision &) const = default;
};
using MailDecisions = QHash<QString, MailDecision>;  // by the message's SHA-256

// `others`: the other games the command knows (mail/Routing.h); a message
// for one of them, or with them no known game's, is left out and counted.
TurnMail sortTurnMail(const QList<MailMessage> &messages, const Game &game, const LateRule &rule = {},
                      const MailDecisions &decisions = {}, const QList<KnownGame> &others = {});

// The orders file of a received message: `NATION XXX`, then its lines.
QString ordersFileText(const OrdersMail &mail);

} // namespace adj
