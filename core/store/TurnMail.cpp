// The turn's mail in the game file (tables `inbox` and `mail_sent`, version
// 6; the moderator's decisions, version 7): what each player sent, as
// received, and what went out to them. Neither is history a rollback
// discards: a message received stays received.
#include "store/GameStore.h"

#include "store/Sql.h"

#include <QSqlQuery>

namespace adj {

using namespace store;

namespace {

// The words the file stores for each status and kind.
const QStringList kStatusWords = {QStringLiteral("counts"), QStringLiteral("earlier"), QStringLiteral("late"),
                                  QStringLiteral("unmatched")};
const QStringList kKindWords = {QStringLiteral("report"), QStringLiteral("confirmation"), QStringLiteral("reminder"),
                                QStringLiteral("erratum"), QStringLiteral("note")};

QString statusWord(InboxMessage::Status s) { return kStatusWords.at(int(s)); }
QString kindWord(SentMail::Kind k) { return kKindWords.at(int(k)); }

// An unknown word (a file another tool wrote) reads as the safest meaning:
// a message that does not count, a mail that was sent.
InboxMessage::Status statusOf(const QString &word)
{
    const qsizetype i = kStatusWords.indexOf(word);
    return i < 0 ? InboxMessage::Status::Unmatched : InboxMessage::Status(i);
}

SentMail::Kind kindOf(const QString &word)
{
    const qsizetype i = kKindWords.indexOf(word);
    return i < 0 ? SentMail::Kind::Report : SentMail::Kind(i);
}

} // namespace

QString GameStore::addInboxMessages(int turn, const QList<InboxMessage> &messages, int *added)
{
    const QString what = QStringLiteral("keeping the messages received for turn %1").arg(turn);
    if (added)
        *added = 0;
    if (QString refused = refuseChange(what, true); !refused.isEmpty())
        return refused;
    int count = 0;
    const QString error = transaction(what, [&](QString &why) {
        QSqlQuery q(QSqlDatabase::database(m_connection, false));
        if (!prepare(q, QStringLiteral("INSERT OR IGNORE INTO inbox (turn, message, sha256, received_at, source, "
                                       "message_id, sender, subject, nation, status, assigned, accept_late) "
                                       "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"),
                     why))
            return false;
        for (const InboxMessage &m : messages) {
            if (!exec(q, {turn, m.bytes.isNull() ? QByteArray("") : m.bytes, notNull(m.sha256), timeText(m.received),
                          notNull(m.source), notNull(m.messageId), notNull(m.sender), notNull(m.subject),
                          notNull(m.nation), statusWord(m.status), notNull(m.assigned), int(m.acceptLate)},
                      why))
                return false;
            count += q.numRowsAffected() > 0;
        }
        return true;
    });
    if (error.isEmpty() && added)
        *added = count;
    return error;
}

QString GameStore::setInboxNation(qint64 id, const QString &nation, InboxMessage::Status status)
{
    const QString what = QStringLiteral("sorting message %1 of the turn's inbox").arg(id);
    if (QString refused = refuseChange(what, true); !refused.isEmpty())
        return refused;
    return transaction(what, [&](QString &why) {
        const QSqlDatabase db = QSqlDatabase::database(m_connection, false);
        QSqlQuery q(db);
        if (!prepare(q, QStringLiteral("UPDATE inbox SET nation = ?, status = ? WHERE id = ?"), why)
            || !exec(q, {notNull(nation), statusWord(status), id}, why))
            return false;
        if (q.numRowsAffected() == 1)
            return true;
        why = QStringLiteral("no message %1 in the inbox").arg(id);
        return false;
    });
}

QString GameStore::saveInboxSorting(const QList<InboxMessage> &messages)
{
    const QString what = QStringLiteral("sorting the turn's inbox");
    if (QString refused = refuseChange(what, true); !refused.isEmpty())
        return refused;
    return transaction(what, [&](QString &why) {
        QSqlQuery q(QSqlDatabase::database(m_connection, false));
        if (!prepare(q, QStringLiteral("UPDATE inbox SET nation = ?, status = ?, assigned = ?, accept_late = ? WHERE id = ?"),
                     why))
            return false;
        for (const InboxMessage &m : messages) {
            if (!exec(q, {notNull(m.nation), statusWord(m.status), notNull(m.assigned), int(m.acceptLate), m.id}, why))
                return false;
            if (q.numRowsAffected() != 1) {
                why = QStringLiteral("no message %1 in the inbox").arg(m.id);
                return false;
            }
        }
        return true;
    });
}

QList<InboxMessage> GameStore::inbox(int turn, QString *error) const
{
    QList<InboxMessage> list;
    QSqlQuery q(QSqlDatabase::database(m_connection, false));
    q.setForwardOnly(true);
    QString why;
    if (!prepare(q, QStringLiteral("SELECT id, message, sha256, received_at, source, message_id, sender, subject, "
                                   "nation, status, assigned, accept_late FROM inbox WHERE turn = ? ORDER BY received_at, id"),
                 why)
        || !exec(q, {turn}, why)) {
        if (error)
            *error = QStringLiteral("%1: cannot read the messages received for turn %2: %3").arg(m_path).arg(turn).arg(why);
        return list;
    }
    while (q.next())
        list.append({q.value(0).toLongLong(), turn, q.value(1).toByteArray(), q.value(2).toString(),
                     timeFromText(q.value(3).toString()), q.value(4).toString(), q.value(5).toString(),
                     q.value(6).toString(), q.value(7).toString(), q.value(8).toString(),
                     statusOf(q.value(9).toString()), q.value(10).toString(), q.value(11).toInt() != 0});
    return list;
}

QStringList GameStore::countedNations(int turn, QString *error) const
{
    return inboxColumn(QStringLiteral("SELECT DISTINCT nation FROM inbox WHERE turn = ? AND status = ? ORDER BY nation"),
                       {turn, statusWord(InboxMessage::Status::Counts)}, turn, error);
}

QStringList GameStore::lateNations(int turn, QString *error) const
{
    return inboxColumn(QStringLiteral("SELECT DISTINCT nation FROM inbox WHERE turn = ? AND status = ? AND nation <> '' ORDER BY nation"),
                       {turn, statusWord(InboxMessage::Status::Late)}, turn, error);
}

QSet<QString> GameStore::earlierInboxHashes(int turn, QString *error) const
{
    const QStringList hashes = inboxColumn(QStringLiteral("SELECT sha256 FROM inbox WHERE turn < ?"), {turn}, turn, error);
    return {hashes.begin(), hashes.end()};
}

QStringList GameStore::inboxColumn(const QString &sql, const QVariantList &values, int turn, QString *error) const
{
    QStringList column;
    QSqlQuery q(QSqlDatabase::database(m_connection, false));
    q.setForwardOnly(true);
    QString why;
    if (!prepare(q, sql, why) || !exec(q, values, why)) {
        if (error)
            *error = QStringLiteral("%1: cannot read the messages received for turn %2: %3").arg(m_path).arg(turn).arg(why);
        return column;
    }
    while (q.next())
        column.append(q.value(0).toString());
    return column;
}

QDateTime GameStore::turnBegan(int turn, QString *error) const
{
    QString why;
    const auto began = scalar(QSqlDatabase::database(m_connection, false),
                              QStringLiteral("SELECT began_at FROM turn_began WHERE turn = ?"), why, {turn});
    if (!began) {
        if (error)
            *error = QStringLiteral("%1: cannot read when turn %2 began: %3").arg(m_path).arg(turn).arg(why);
        return {};
    }
    return began->isNull() ? QDateTime() : timeFromText(began->toString());
}

QString GameStore::recordSent(const SentMail &mail)
{
    const QString what = QStringLiteral("recording the mail sent to %1 for turn %2").arg(mail.recipient).arg(mail.turn);
    if (QString refused = refuseChange(what, true); !refused.isEmpty())
        return refused;
    return transaction(what, [&](QString &why) {
        return run(QSqlDatabase::database(m_connection, false),
                   QStringLiteral("INSERT INTO mail_sent (turn, kind, nation, recipient, message_id, sent_at, deadline, "
                                  "hour, about) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)"),
                   why,
                   {mail.turn, kindWord(mail.kind), notNull(mail.nation), notNull(mail.recipient),
                    notNull(mail.messageId), timeText(mail.sent.isValid() ? mail.sent : QDateTime::currentDateTimeUtc()),
                    mail.deadline.isValid() ? timeText(mail.deadline) : QStringLiteral(""), mail.hour, notNull(mail.about)});
    });
}

QList<SentMail> GameStore::sentMail(int turn, QString *error) const
{
    QList<SentMail> list;
    QSqlQuery q(QSqlDatabase::database(m_connection, false));
    q.setForwardOnly(true);
    QString why;
    if (!prepare(q, QStringLiteral("SELECT id, kind, nation, recipient, message_id, sent_at, deadline, hour, about "
                                   "FROM mail_sent WHERE turn = ? ORDER BY id"), why)
        || !exec(q, {turn}, why)) {
        if (error)
            *error = QStringLiteral("%1: cannot read the mail sent for turn %2: %3").arg(m_path).arg(turn).arg(why);
        return list;
    }
    while (q.next()) {
        const QString deadline = q.value(6).toString();
        list.append({q.value(0).toLongLong(), turn, kindOf(q.value(1).toString()), q.value(2).toString(),
                     q.value(3).toString(), q.value(4).toString(), timeFromText(q.value(5).toString()),
                     deadline.isEmpty() ? QDateTime() : timeFromText(deadline), q.value(7).toInt(),
                     q.value(8).toString()});
    }
    return list;
}

} // namespace adj
