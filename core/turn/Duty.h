// What the desk does by itself once a turn's deadline plus grace has passed
// (docs/formats.md "Sealed orders", the `duty` row): the turn's seal, each
// nation's counted message by the SHA-256 its confirmation quoted or none,
// and the moderator's note for that deadline (the seal, who is missing, what
// came late), mailed once. Never a ruling: nothing here resolves.
#pragma once

#include "mail/CurlServer.h"
#include "store/GameStore.h"
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

// One game's part of a pass (`adjutant-cli duty`, and the window's On Duty):
// the messages of the mailbox that are the game's kept in its turn inbox,
// then the confirmations not yet sent, the reminders whose hour has come and
// the moderator's note sent through `server`, each recorded once the server
// accepted it. `known`: the games of the pass that share the mailbox, this
// game at `index`. Never resolves.
struct DutyOutcome {
    int added = 0;          // messages new to the inbox
    int elsewhere = 0;      // messages of the turn in the mailbox for other games, or for none
    int confirmations = 0, reminders = 0, notes = 0;
    QString error;          // where it stopped: the file's or the server's words
    bool changed() const { return added || confirmations || reminders || notes; }
};
DutyOutcome dutyPass(GameStore &store, const QList<MailMessage> &mailbox, const QList<KnownGame> &known, int index,
                     const MailServer &server, const QDateTime &now);

} // namespace adj
