// What a game file records of mail that went out (store/GameStore.h
// SentMail), for a message sent from a file of mail rather than from the
// window (`adjutant-cli send --game`): the mail is known by its Message-ID,
// which the program makes from the message's content, so the same reminder,
// confirmation or report has the same one however it was written.
#pragma once

#include "mail/OrderMail.h"
#include "mail/Outbox.h"
#include "store/SentMail.h"

#include <QHash>

namespace adj {

// The Message-ID of a message's bytes, without its angle brackets (as
// OutgoingMail and SentMail keep it); "" when it has none.
QString messageIdOf(const QByteArray &message);

// The records the window keeps for the mail the game's current turn gives,
// by Message-ID: a reminder to each nation at each hour of the schedule's
// remindHours, and every confirmation of the turn's sorted mail.
QHash<QString, SentMail> turnMailRecords(const Game &game, const TurnMail &mail, const LateRule &rule);

// The record of a message sent: the turn's own record when `known` has its
// Message-ID (for `turn`), else a report of the last accepted turn
// `reportTurn` (an erratum when its file is an `XXX-erratum.eml`), to the
// nation whose player's address it went to (none: the game report), by its
// file's name as the window names a report.
SentMail sentRecord(const StoredMail &mail, const Game &game, const QHash<QString, SentMail> &known, int turn,
                    int reportTurn, const QDateTime &when);

} // namespace adj
