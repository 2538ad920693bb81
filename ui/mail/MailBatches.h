// The turn's mail that goes out besides the reports, as MailBatches for the
// SendDialog: the confirmations of the turn's messages, the reminders
// before the deadline and the errata of a ruling revisited, built by the
// same core functions `mail-in --replies`, `adjutant-cli remind` and the
// audit write with (turn/Confirmation.h, turn/Reminder.h, audit/Errata.h).
#pragma once

#include "mail/OrderMail.h"
#include "mail/SendDialog.h"
#include "report/ReportMail.h"

namespace adj::ui {

// A confirmation per message that counts or is late, and a notice per earlier
// one, each recorded by the SHA-256 of the message it answers; those `sent`
// records as gone out already are left out.
MailBatch confirmationBatch(const Game &game, const TurnMail &mail, const LateRule &rule,
                            const QList<SentMail> &sent = {});

// The reminders due at `now` (the reminder hour dueReminderHour gives) to each
// nation without a received message or whose orders have problems, leaving
// out those the game records as sent for the same deadline and hour. Nothing
// when the game has no deadline.
std::optional<MailBatch> reminderBatch(const Game &game, const TurnMail &mail, const QList<SentMail> &sent,
                                       const QDateTime &now);

// The errata of a ruling revisited (audit/Errata.h) from the game `current`,
// each recorded by its own Message-ID: the same erratum shows as sent once
// it went out.
MailBatch errataMailBatch(const Game &current, const TurnReportMail &errata);

} // namespace adj::ui
