#include "turn/MailBatch.h"

#include "turn/Confirmation.h"
#include "turn/Reminder.h"

#include <functional>

namespace adj {

namespace {

SentMail recordOf(SentMail::Kind kind, const QString &nation, const QString &about = {})
{
    SentMail record;
    record.kind = kind;
    record.nation = nation;
    record.about = about;
    return record;
}

// Reports and errata: the mails as they are, each recorded by `about`.
MailBatch mailsBatch(SentMail::Kind kind, int turn, const TurnReportMail &mail,
                     const std::function<QString(const ReportMail &)> &about)
{
    MailBatch batch{kind, turn, mail.mails, {}, mail.withoutEmail};
    for (const ReportMail &m : mail.mails)
        batch.records.append(recordOf(kind, m.nation, about(m)));
    return batch;
}

} // namespace

SentMail batchRecord(const MailBatch &batch, qsizetype row, const QDateTime &sent)
{
    const OutgoingMail &m = batch.mails[row].mail;
    SentMail record = batch.records[row];
    record.turn = batch.turn;
    record.recipient = addressList(m.to);
    record.messageId = QString::fromUtf8(m.messageId);
    record.sent = sent;
    return record;
}

MailBatch reportBatch(int turn, const TurnReportMail &reports)
{
    return mailsBatch(SentMail::Kind::Report, turn, reports, [](const ReportMail &m) { return m.name; });
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
        batch.records.append(recordOf(SentMail::Kind::Confirmation, c.nation, c.about));
    }
    return batch;
}

MailBatch reminderBatchAt(const Game &game, const Schedule &schedule, const QMap<QString, OrdersText> &counted,
                          const QList<SentMail> &sent, int hour)
{
    MailBatch batch;
    batch.kind = SentMail::Kind::Reminder;
    batch.turn = game.turn;
    for (const ReminderDue &due : remindersDue(game, counted, hour, remindersSent(sent))) {
        const std::optional<OutgoingMail> m = reminderMail(game, schedule, due, hour);
        if (!m) {
            batch.withoutEmail.append(due.nation);
            continue;
        }
        batch.mails.append({due.nation + QStringLiteral("-reminder.eml"), due.nation, false, *m});
        SentMail record = recordOf(SentMail::Kind::Reminder, due.nation);
        record.deadline = schedule.deadline;
        record.hour = hour;
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
    return reminderBatchAt(game, *schedule, countedOrders(mail), sent, dueReminderHour(*schedule, now));
}

MailBatch errataMailBatch(const Game &current, const TurnReportMail &errata)
{
    return mailsBatch(SentMail::Kind::Erratum, current.turn, errata,
                      [](const ReportMail &m) { return QString::fromUtf8(m.mail.messageId); });
}

} // namespace adj
