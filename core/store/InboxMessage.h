// A message of a turn's inbox as a game file keeps it (store/GameStore.h):
// its bytes exactly as received, how it was sorted, and the moderator's
// decisions about it.
#pragma once

#include <QByteArray>
#include <QDateTime>
#include <QString>

namespace adj {

// A message of a turn's inbox (docs/formats.md "The turn's mail"), kept exactly
// as received: a dispute is settled from the file, and a hand-off carries it.
struct InboxMessage {
    enum class Status { Counts, Earlier, Late, Unmatched };
    qint64 id = 0;
    int turn = 0;
    QByteArray bytes;     // exactly as received
    QString sha256;       // of `bytes`, 64 lower-case hex digits
    QDateTime received;   // its topmost Received: header, else its Date:
    QString source;       // where it came from: a mailbox's URL, a file
    QString messageId, sender, subject;
    QString nation;       // the nation it is for; "" when unmatched
    Status status = Status::Unmatched;
    // The moderator's decisions, which a sorting again honours (version 7).
    QString assigned;     // the nation given by hand; "" when none
    bool acceptLate = false;
    bool operator==(const InboxMessage &) const = default;
};

} // namespace adj
