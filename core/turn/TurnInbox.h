// The turn's inbox (docs/formats.md "The turn's mail"): every message received
// for a turn kept as its bytes, and sorted by nation as `mail-in` sorts
// mail — the latest by Date counts, a late message counts only when
// accepted, a message no nation matches is listed — honouring the
// moderator's decisions (a nation assigned by hand, a late message
// accepted). What `adjutant-cli mail-in` given a game file and the window's
// Turn Inbox both call.
#pragma once

#include "mail/OrderMail.h"
#include "store/GameStore.h"

namespace adj {

// What a turn's inbox keeps of messages read: each one's bytes, SHA-256,
// received time, Message-ID, sender and subject, from `source` (empty: the
// file each was read from), and the moderator's decisions given for it (by
// SHA-256). Not yet sorted: no nation, unmatched.
QList<InboxMessage> inboxRecords(const QList<MailMessage> &messages, int turn, const QString &source = {},
                                 const MailDecisions &decisions = {});

// The records of `records` whose bytes `held` does not hold already (the
// same bytes are one message), each once.
QList<InboxMessage> newRecords(const QList<InboxMessage> &held, const QList<InboxMessage> &records);

InboxMessage::Status inboxStatus(MailReceipt::Fate fate);

// The game's cut-off for its turn's mail: its schedule's deadline plus grace;
// without a schedule nothing is late.
LateRule gameLateRule(const Game &game);

// The messages of a sorted turn inbox that came late and do not count (not
// accepted), with the game's cut-off: what the reports tell those nations.
QList<LateOrders> lateOrders(const QList<InboxMessage> &inbox, const Game &game);

// A stored turn inbox sorted again.
struct SortedInbox {
    QList<InboxMessage> messages;  // as stored, in the order added; nation and status as sorted now
    QList<MailMessage> read;       // each message read again from its bytes, in the same order (those that could be)
    TurnMail mail;                 // the sorting (its receipts in the order of `read`)
    Problems problems;             // messages whose bytes can no longer be read as mail

    // The message read from the bytes with this SHA-256; nullptr when none.
    const MailMessage *message(const QString &sha256) const;
    // Its order lines (without NATION lines) when a nation's, else every order line it holds.
    QStringList lines(const QString &sha256) const;
    // What became of it: its receipt; nullptr when it could not be read.
    const MailReceipt *receipt(const QString &sha256) const;
};

// The messages of an inbox already read from their bytes (by SHA-256, source
// and position), so that sorting again reads only those new to it: a
// session keeps one for its turn's inbox. A sorting given one leaves in it
// the messages of the inbox it sorted, and no others.
using ReadMessages = QHash<QString, MailMessage>;

// Sorts a stored inbox: each message read again from its bytes with the GMime
// reader (in the order it was added, so that equal dates go by that order;
// those `known` holds taken from it), then sortTurnMail with `rule`'s
// cut-off and each message's decisions.
// `others`: the other games a command knows that share the mailbox (mail/Routing.h).
SortedInbox sortInbox(const QList<InboxMessage> &stored, const Game &game, const LateRule &rule,
                      ReadMessages *known = nullptr, const QList<KnownGame> &others = {});

// A sorted inbox with the orders of each message that has a nation checked
// once (turn/CheckedOrders.h checkMailOrders): what the Turn Inbox shows and
// the mail the window sends is made from, held once for the turn.
struct CheckedInbox {
    struct Orders {
        QStringList lines;  // the lines read as orders (without NATION lines)
        int orders = 0;     // the order lines, counted as the orders check counts them once checked
        int problems = 0;
        bool checked = false;  // a nation's, in a game that takes orders
    };
    SortedInbox sorted;
    QHash<QString, Orders> orders;  // by SHA-256
};
CheckedInbox checkInbox(const QList<InboxMessage> &stored, const Game &game, ReadMessages *known = nullptr);

// Whether sorting changed a stored message: its nation, status or decisions.
bool sortingDiffers(const InboxMessage &a, const InboxMessage &b);

// The messages whose sorting changes when the inbox `held` is sorted with
// the decisions of `decided` (the same messages, the moderator's decisions
// changed): each as it is now sorted, to be stored.
QList<InboxMessage> sortingChanges(const QList<InboxMessage> &held, const QList<InboxMessage> &decided,
                                   const Game &game, const LateRule &rule, ReadMessages *known = nullptr,
                                   const QList<KnownGame> &others = {});

// The held messages with the decisions given with `records` (by SHA-256): a
// nation assigned, a late message accepted; the others as they are.
QList<InboxMessage> withDecisions(QList<InboxMessage> held, const QList<InboxMessage> &records);

// Keeps `records` in the game file's inbox of `turn` (those it holds are not
// added again; `added` counts the new ones; a record's decisions hold for
// the message held already too), then sorts the whole inbox again and stores
// each message's nation and status. A record of an earlier turn (received
// before the turn began, or kept in an earlier turn's inbox: turn/TurnStart.h)
// is left out; `earlier` counts them. "" or the store's message.
QString keepInInbox(GameStore &store, int turn, const QList<InboxMessage> &records, const Game &game,
                    const LateRule &rule, int *added = nullptr, int *earlier = nullptr, ReadMessages *known = nullptr,
                    const QList<KnownGame> &others = {});

} // namespace adj
