// A ruling about one message revisited (`adjutant-cli audit --accept`,
// `--refuse`, `--assign`; History > Re-run From Here…): the moderator's
// decision about a message of an accepted turn's inbox taken otherwise — a
// late message counted, a message not counted, a message given to another
// nation. The turn's inbox is sorted again under that decision, as the Turn
// Inbox sorts it, and each nation whose counting message changes has its
// orders of that turn taken from the message that counts now (none: no
// orders); the other nations' orders stay as accepted.
#pragma once

#include "store/GameStore.h"

namespace adj {

struct MessageRuling {
    enum class Kind { Count, Refuse, Assign };
    Kind kind = Kind::Count;
    QString sha256;  // the message's, or a prefix of it naming one message of the turn
    QString nation;  // Assign: the nation it is for

    // Once applied (applyMessageRuling):
    InboxMessage message;     // the message (its bytes dropped)
    // The nations whose orders change, in the game's order, each with the
    // message that counts for it now ("": none, no orders).
    struct Taken {
        QString nation, sha256;
        QString from, subject;  // of the message now counted, to name it by
        bool operator==(const Taken &) const = default;
    };
    QList<Taken> taken;
};

// The ruling applied to an accepted turn (its orders rebuilt) with that
// turn's inbox `inbox`; "" or why not (no message of the turn, or more than
// one, has that SHA-256; the nation is not the game's).
QString applyMessageRuling(HistoryTurn &turn, const QList<InboxMessage> &inbox, MessageRuling &ruling);

// The first 12 hex digits of a SHA-256, as the ruling names its message.
inline QString shortSha(const QString &sha256) { return sha256.left(12); }

} // namespace adj
