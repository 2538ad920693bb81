// What the desk does by itself once a turn's deadline plus grace has passed
// (docs/formats.md "Sealed orders", the `duty` row): the turn's seal, each
// nation's counted message by the SHA-256 its confirmation quoted or none,
// and the moderator's note for that deadline (the seal, who is missing, what
// came late), mailed once. Never a ruling: nothing here resolves.
#pragma once

#include "turn/MailBatch.h"

namespace adj {

struct SealEntry {
    QString nation;
    QString sha256;   // of the counted message; "" when the nation has none
};
// In the game's nation order.
QList<SealEntry> sealOf(const Game &game, const TurnMail &mail);

// The note to the moderator for the turn's deadline, once `now` is past the
// deadline plus grace: nothing before that or without a deadline; an empty
// batch when the game records it as sent for this deadline, or names no
// moderator address to send it to.
std::optional<MailBatch> moderatorNoteBatch(const Game &game, const TurnMail &mail, const QList<SentMail> &sent,
                                            const QDateTime &now);

} // namespace adj
