#include "turn/SentRecords.h"

#include "schedule/Schedule.h"
#include "turn/MailBatch.h"
#include "turn/Reminder.h"

#include <QFileInfo>

namespace adj {

QString messageIdOf(const QByteArray &message)
{
    // The header lines up to the first empty one; a folded header continues on lines that begin with white space.
    const QList<QByteArray> lines = message.left(message.indexOf("\n\n") < 0 ? message.size() : message.indexOf("\n\n") + 1)
                                        .replace("\r\n", "\n")
                                        .split('\n');
    for (qsizetype i = 0; i < lines.size(); ++i) {
        if (!lines[i].toLower().startsWith("message-id:"))
            continue;
        QByteArray value = lines[i].mid(11);
        while (i + 1 < lines.size() && (lines[i + 1].startsWith(' ') || lines[i + 1].startsWith('\t')))
            value += lines[++i];
        if (const qsizetype cr = value.indexOf('\r'); cr >= 0)  // a lone carriage return ends it, as a line would
            value.truncate(cr);
        value = value.trimmed();
        if (value.startsWith('<') && value.endsWith('>'))  // as OutgoingMail keeps it, and the window records it
            value = value.mid(1, value.size() - 2);
        return QString::fromLatin1(value);
    }
    return {};
}

QHash<QString, SentMail> turnMailRecords(const Game &game, const TurnMail &mail, const LateRule &rule)
{
    // The batches the window would send, every one of them: none left out as sent.
    QList<MailBatch> batches{confirmationBatch(game, mail, rule)};
    if (const std::optional<Schedule> s = gameSchedule(game); s && s->deadline.isValid()) {
        const QMap<QString, OrdersText> counted = countedOrders(mail);
        for (const int hour : s->remindHours)
            batches.append(reminderBatchAt(game, *s, counted, {}, hour));
    }
    QHash<QString, SentMail> known;
    for (const MailBatch &b : batches)
        for (qsizetype i = 0; i < b.mails.size(); ++i)
            known.insert(QString::fromUtf8(b.mails[i].mail.messageId), b.records[i]);
    return known;
}

SentMail sentRecord(const StoredMail &mail, const Game &game, const QHash<QString, SentMail> &known, int turn,
                    int reportTurn, const QDateTime &when)
{
    const QString id = messageIdOf(mail.bytes);
    SentMail r;
    if (const auto it = known.constFind(id); it != known.cend()) {
        r = *it;
        r.turn = turn;
    } else {
        const QString name = QFileInfo(mail.file).isDir() || mail.number > 1 || !mail.file.endsWith(QStringLiteral(".eml"))
                                 ? QString()
                                 : QFileInfo(mail.file).fileName();
        const bool erratum = name.endsWith(QStringLiteral("-erratum.eml"));
        r.kind = erratum ? SentMail::Kind::Erratum : SentMail::Kind::Report;
        r.turn = reportTurn;
        r.about = erratum ? id : name;
        if (mail.recipients.size() == 1)
            for (const Nation &n : game.nations)
                if (!n.email.isEmpty() && n.email.compare(mail.recipients.first(), Qt::CaseInsensitive) == 0)
                    r.nation = n.code;
    }
    r.recipient = mail.recipients.join(QStringLiteral(", "));
    r.messageId = id;
    r.sent = when;
    return r;
}

} // namespace adj
