// Noteboard messages as e-mail files (.eml, RFC 5322 headers, UTF-8 body),
// built with GMime (docs/rules.md §6): a noteboard is one file, to its recipients
// with the moderator in Cc; a SECRET or COURT-GOSSIP is one file per
// recipient plus the moderator's copy, addressed to the moderator alone. A
// file goes to exactly the addresses in its To and Cc (`adjutant-cli send`),
// so each person gets each message once. Every file comes from the game's
// moderator's address, as all the program's mail does. A SECRET or
// COURT-GOSSIP file for a player names its sender nowhere: not in From, any
// header, the Message-ID or the file name.
//
// Output is deterministic: the Date is fixed by the round (noon UTC on the
// Monday 2000-01-03 plus one week per round after the first) and the
// Message-ID is a hash of what the recipient sees, so the same input gives
// byte-identical files.
#pragma once

#include <QByteArray>
#include <QList>
#include <QPair>
#include <QString>

namespace adj {
struct ApRound;
struct ApState;
struct Game;
}

namespace adj::cli {

// (path in `dir`, bytes) of every message file of the round, in message order.
QList<QPair<QString, QByteArray>> noteboardMail(const ApRound &round, const ApState &state, const Game &game,
                                                const QString &dir);

} // namespace adj::cli
