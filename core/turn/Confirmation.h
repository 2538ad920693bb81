// The confirmation reply to a player's orders mail (docs/formats.md
// `mail-in --replies`), as ECheck answers an Eressea player: the orders as
// read, slot by slot, and every problem with its reason, found by the one
// check of a turn's orders (CheckedOrders.h) that `adjutant-cli check` uses, so the player can resend
// before the deadline. Written in the game's report language.
#pragma once

#include "mail/OrderMail.h"
#include "mail/Outbox.h"

namespace adj {

// The body: the receipt (when the message was received and the SHA-256 of its
// bytes), for a late message that it arrived late and whether it counts
// (`rule`: its cut-off and whether late messages are accepted), the orders in
// slot order, each marked when it has a problem, then every problem with the
// order line it is on.
QString confirmationText(const OrdersMail &mail, const Game &game, const LateRule &rule = {});

// The reply to a received message: from the game's moderator to the sender,
// "Re:" the subject, In-Reply-To and References its Message-ID; dated as the
// message was (or the turn's date when it has none), so the same mail gives
// the same reply.
OutgoingMail confirmation(const OrdersMail &mail, const Game &game, const LateRule &rule = {});

// The reply to an earlier message of a nation: its orders are not used,
// the later one (`winner`) is.
OutgoingMail supersededNotice(const OrdersMail &earlier, const OrdersMail &winner, const Game &game);

// A reply to a message of the turn's mail: the name of its file as
// `mail-in --replies` writes it, the nation, what it answers (what a game
// file records of a confirmation sent) and the mail. A message can get three
// different replies over a turn: late and not counted, counted (accepted
// late, or in time), replaced by a later one; each is sent once.
struct ConfirmationMail {
    QString name;      // "NOR.eml", "NOR-earlier-1.eml", "NOR-late-1.eml"
    QString nation;
    QString about;     // the SHA-256 of the message answered; "SHA late", "SHA earlier" for those replies
    OutgoingMail mail;
};

// Every reply the turn's mail gets: a late message that does not count its
// confirmation (`XXX-late-N.eml`), then per received message its
// confirmation (`XXX.eml`) and a notice to each earlier message it replaced
// (`XXX-earlier-N.eml`). What `mail-in --replies` writes and the window's
// Send Confirmations sends.
QList<ConfirmationMail> turnConfirmations(const TurnMail &mail, const Game &game, const LateRule &rule = {});

} // namespace adj
