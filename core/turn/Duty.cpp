#include "turn/Duty.h"

#include "language/Language.h"
#include "mail/Outbox.h"
#include "mail/Smtp.h"
#include "schedule/Schedule.h"
#include "turn/TurnInbox.h"
#include "turn/TurnStart.h"

#include <QSet>
#include <QTextStream>

namespace adj {

QList<SealEntry> sealOf(const Game &game, const TurnMail &mail)
{
    QList<SealEntry> out;
    for (const Nation &n : game.nations) {
        SealEntry e{n.code, {}};
        for (const OrdersMail &m : mail.received)
            if (m.nation == n.code)
                e.sha256 = m.message.sha256;
        out.append(e);
    }
    return out;
}

namespace {

QString noteText(const Game &game, const Schedule &schedule, const TurnMail &mail, Lang lang)
{
    const auto w = [lang](const char *key) { return coreWord(lang, key); };
    const auto utc = [](const QDateTime &t) { return t.toUTC().toString(QStringLiteral("yyyy-MM-dd HH:mm:ss")); };
    QString s;
    QTextStream out(&s);
    out << w(QT_TRANSLATE_NOOP("adj::Core", "%1, turn %2: the deadline %3 UTC and its grace have passed.")).arg(game.name).arg(game.turn).arg(utc(schedule.deadline))
        << "\n\n"
        << w(QT_TRANSLATE_NOOP("adj::Core", "The seal of the turn's orders: the SHA-256 of each nation's counted message, as its confirmation quoted it."))
        << '\n';
    for (const SealEntry &e : sealOf(game, mail))
        out << "  " << e.nation << "  " << (e.sha256.isEmpty() ? w(QT_TRANSLATE_NOOP("adj::Core", "none")) : e.sha256) << '\n';
    out << '\n';
    if (!mail.missing.isEmpty())
        out << w(QT_TRANSLATE_NOOP("adj::Core", "Missing: %1")).arg(mail.missing.join(QStringLiteral(", "))) << '\n';
    for (const OrdersMail &m : mail.late)
        out << w(QT_TRANSLATE_NOOP("adj::Core", "Late, not counted: %1, received %2 UTC, %3"))
                   .arg(m.nation, utc(m.message.received), m.message.sha256)
            << '\n';
    if (!mail.unmatched.isEmpty())
        out << w(QT_TRANSLATE_NOOP("adj::Core", "Unmatched messages: %1")).arg(mail.unmatched.size()) << '\n';
    out << '\n' << w(QT_TRANSLATE_NOOP("adj::Core", "Nothing is resolved until you resolve the turn."));
    out << '\n';
    return s;
}

} // namespace

std::optional<MailBatch> moderatorNoteBatch(const Game &game, const TurnMail &mail, const QList<SentMail> &sent,
                                            const QDateTime &now)
{
    const std::optional<Schedule> schedule = gameSchedule(game);
    if (!schedule || !schedule->deadline.isValid() || now <= cutOff(*schedule))
        return std::nullopt;
    MailBatch batch;
    batch.kind = SentMail::Kind::Note;
    batch.turn = game.turn;
    for (const SentMail &s : sent)
        if (s.kind == SentMail::Kind::Note && s.deadline == schedule->deadline)
            return batch;
    if (!hasModeratorAddress(game))
        return batch;
    const Language language = languageOf(game);
    OutgoingMail m;
    m.from = gameModerator(game);
    m.to = {gameModerator(game)};
    m.subject = gameSubject(game, coreWord(language.lang(), QT_TRANSLATE_NOOP("adj::Core", "Turn %1: the deadline has passed"))
                                      .arg(game.turn));
    m.text = noteText(game, *schedule, mail, language.lang());
    m.date = cutOff(*schedule).toUTC();
    m.messageId = hashedMessageId("note\n" + game.name.toUtf8() + '\n' + rfc3339(schedule->deadline).toUtf8() + '\n'
                                  + m.text.toUtf8());
    SentMail record;
    record.kind = SentMail::Kind::Note;
    record.deadline = schedule->deadline;
    batch.mails.append({QStringLiteral("note-turn%1.eml").arg(game.turn), QString(), false, m});
    batch.records.append(record);
    return batch;
}

namespace {

// The messages of the mailbox for game `i` among `known`: its own by
// routing, and those unmatched with a reason whose sender plays in it (a
// sender in two games who names neither is unmatched in both). With one
// game known, every message is its to sort, as `mail-in` sorts.
QList<MailMessage> messagesFor(const QList<MailMessage> &all, const QList<KnownGame> &known, int i)
{
    QList<MailMessage> out;
    for (const MailMessage &m : all) {
        const MessageRoute r = routeMessage(m, known);
        const bool plays = known[i].players.contains(m.from.toLower());
        if (r.game == i || known.size() == 1 || (r.game < 0 && !r.why.key.isEmpty() && plays))
            out.append(m);
    }
    return out;
}

// Sends the batch's messages, recording each as the server accepts it; "" or where it stopped.
QString sendBatch(GameStore &store, const MailBatch &batch, const MailServer &server, const QDateTime &now, int *sent)
{
    for (qsizetype row = 0; row < batch.mails.size(); ++row) {
        const SendResult r = sendMail(storedMail(batch.mails[row].mail), server);
        if (!r.accepted)
            return QStringLiteral("%1: %2").arg(server.url, r.reply);
        if (const QString error = store.recordSent(batchRecord(batch, row, now)); !error.isEmpty())
            return error;
        ++*sent;
    }
    return {};
}

} // namespace

DutyOutcome dutyPass(GameStore &store, const QList<MailMessage> &mailbox, const QList<KnownGame> &known, int index,
                     const MailServer &server, const QDateTime &now)
{
    DutyOutcome out;
    const Game &game = store.current();
    const LateRule rule = gameLateRule(game);
    QList<KnownGame> others = known;
    others.removeAt(index);
    const QList<MailMessage> own = messagesFor(mailbox, known, index);
    // Those of this turn (received since it began) that are another game's, or none's.
    QList<MailMessage> notOwn;
    QSet<QString> ownHashes;
    for (const MailMessage &m : own)
        ownHashes.insert(m.sha256);
    for (const MailMessage &m : mailbox)
        if (!ownHashes.contains(m.sha256))
            notOwn.append(m);
    out.elsewhere = int(turnMessages(notOwn, fileTurnStart(store, game.turn)).size());
    int earlier = 0;
    ReadMessages read;  // each message read from its bytes once, for keeping and for sorting
    out.error = keepInInbox(store, game.turn, inboxRecords(own, game.turn), game, rule, &out.added, &earlier, &read, others);
    QList<InboxMessage> held;
    if (out.error.isEmpty())
        held = store.inbox(game.turn, &out.error);
    QList<SentMail> sent;
    if (out.error.isEmpty())
        sent = store.sentMail(game.turn, &out.error);
    if (!out.error.isEmpty())
        return out;
    const TurnMail mail = sortInbox(held, game, rule, &read, others).mail;
    QList<std::pair<MailBatch, int *>> batches{{confirmationBatch(game, mail, rule, sent), &out.confirmations}};
    if (const std::optional<MailBatch> b = reminderBatch(game, mail, sent, now))
        batches.append({*b, &out.reminders});
    if (const std::optional<MailBatch> b = moderatorNoteBatch(game, mail, sent, now))
        batches.append({*b, &out.notes});
    for (const auto &[batch, count] : batches) {
        if (batch.mails.isEmpty())
            continue;
        out.error = server.url.isEmpty() ? QStringLiteral("no SMTP server to send through (--smtp, or the game's mailbox.smtp)")
                                         : sendBatch(store, batch, server, now, count);
        if (!out.error.isEmpty())
            break;
    }
    return out;
}

} // namespace adj
