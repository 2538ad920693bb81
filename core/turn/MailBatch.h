// The turn's mail that goes out, as batches: each message with the record
// it leaves in the game file once a server accepted it (store/SentMail.h
// SentMail: its kind, nation, and what it is about: a report's file name, a
// confirmation's message SHA-256, a reminder's deadline and hour; the time
// and Message-ID are filled in when sent), those the game records as gone
// out already left out. The window's Send dialog sends them; the same core
// functions write `mail-in --replies`, `adjutant-cli remind` and the audit's
// errata (turn/Confirmation.h, turn/Reminder.h, audit/Errata.h).
#pragma once

#include "mail/OrderMail.h"
#include "report/ReportMail.h"
#include "store/SentMail.h"
#include "turn/CheckedOrders.h"

#include <optional>

namespace adj {

struct MailBatch {
    SentMail::Kind kind = SentMail::Kind::Report;
    int turn = 0;
    QList<ReportMail> mails;
    QList<SentMail> records;    // one per message
    QStringList withoutEmail;   // nations nothing is mailed to, having no address
};

// The record of the batch's message `row` once a server accepted it at `sent`.
SentMail batchRecord(const MailBatch &batch, qsizetype row, const QDateTime &sent);

// Each nation's report and the game report of a resolved turn, each
// recorded by its file's name.
MailBatch reportBatch(int turn, const TurnReportMail &reports);

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
// The same at a given reminder hour, from the counted orders (turn/Reminder.h countedOrders).
MailBatch reminderBatchAt(const Game &game, const Schedule &schedule, const QMap<QString, OrdersText> &counted,
                          const QList<SentMail> &sent, int hour);

// The errata of a ruling revisited (audit/Errata.h) from the game `current`,
// each recorded by its own Message-ID: the same erratum shows as sent once
// it went out.
MailBatch errataMailBatch(const Game &current, const TurnReportMail &errata);

} // namespace adj
