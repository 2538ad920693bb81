#include "turn/MailBatch.h"

#include "turn/Confirmation.h"
#include "turn/Reminder.h"

namespace adj {

MailBatch reportBatch(int turn, const TurnReportMail &reports)
{
    MailBatch batch{SentMail::Kind::Report, turn, reports.mails, {}, reports.withoutEmail};
    for (const ReportMail &m : reports.mails) {
        SentMail record;
        record.kind = SentMail::Kind::Report;
        record.nation = m.nation;
        record.about = m.name;
        batch.records.append(record);
    }
    return batch;
}

MailBatch confirmationBatch(const Game &game, const TurnMail &mail, const LateRule &rule, const QList<SentMail> &sent)
{
    QSet<std::pair<QString, QString>> answered;  // nation and what was answered, of each sent already
    for (const SentMail &s : sent)
        if (s.kind == SentMail::Kind::Confirmation)
            answered.insert({s.nation, s.about});
    MailBatch batch;
    batch.kind = SentMail::Kind::Confirmation;
    batch.turn = game.turn;
    for (const ConfirmationMail &c : turnConfirmations(mail, game, rule)) {
        if (answered.contains({c.nation, c.about}))
            continue;
        batch.mails.append({c.name, c.nation, false, c.mail});
        SentMail record;
        record.kind = SentMail::Kind::Confirmation;
        record.nation = c.nation;
        record.about = c.about;
        batch.records.append(record);
    }
    return batch;
}

std::optional<MailBatch> reminderBatch(const Game &game, const TurnMail &mail, const QList<SentMail> &sent,
                                       const QDateTime &now)
{
    const std::optional<Schedule> schedule = gameSchedule(game);
    if (!schedule || !schedule->deadline.isValid())
        return std::nullopt;
    const int hour = dueReminderHour(*schedule, now);

    MailBatch batch;
    batch.kind = SentMail::Kind::Reminder;
    batch.turn = game.turn;
    for (const ReminderDue &due : remindersDue(game, countedOrders(mail), hour, remindersSent(sent))) {
        const std::optional<OutgoingMail> m = reminderMail(game, *schedule, due, hour);
        if (!m) {
            batch.withoutEmail.append(due.nation);
            continue;
        }
        batch.mails.append({due.nation + QStringLiteral("-reminder.eml"), due.nation, false, *m});
        SentMail record;
        record.kind = SentMail::Kind::Reminder;
        record.nation = due.nation;
        record.deadline = schedule->deadline;
        record.hour = hour;
        batch.records.append(record);
    }
    return batch;
}

MailBatch errataMailBatch(const Game &current, const TurnReportMail &errata)
{
    MailBatch batch;
    batch.kind = SentMail::Kind::Erratum;
    batch.turn = current.turn;
    batch.mails = errata.mails;
    batch.withoutEmail = errata.withoutEmail;
    for (const ReportMail &m : errata.mails) {
        SentMail record;
        record.kind = SentMail::Kind::Erratum;
        record.nation = m.nation;
        record.about = QString::fromUtf8(m.mail.messageId);
        batch.records.append(record);
    }
    return batch;
}

} // namespace adj
