#include "turn/Reminder.h"

#include "model/MapGraph.h"

#include <QTextStream>

namespace adj {

size_t qHash(const ReminderSent &r, size_t seed)
{
    return qHashMulti(seed, r.nation, r.deadline.toMSecsSinceEpoch(), r.hour);
}

QList<ReminderDue> remindersDue(const Game &game, const QMap<QString, OrdersText> &counted, int hour,
                                const QSet<ReminderSent> &sent)
{
    const std::optional<Schedule> schedule = gameSchedule(game);
    const QDateTime deadline = schedule ? schedule->deadline : QDateTime();
    QList<ReminderDue> out;
    for (const Nation &n : game.nations) {
        if (sent.contains({n.code, deadline, hour}))
            continue;
        ReminderDue due;
        due.nation = n.code;
        if (const auto it = counted.constFind(n.code); it != counted.constEnd()) {
            due.hasOrders = true;
            due.problems = checkOrders(it->text, it->name, game, *MapGraph::of(game)).problems;
            if (due.problems.isEmpty())
                continue;
            due.lines = it->text.split(u'\n');
        }
        out.append(due);
    }
    return out;
}

namespace {

QString minutes(const QDateTime &at, const QTimeZone &zone)
{
    return at.toTimeZone(zone).toString(QStringLiteral("yyyy-MM-dd HH:mm"));
}

QString nationTitle(const Game &game, const QString &code)
{
    const Nation *n = game.nation(code);
    return n && !n->name.isEmpty() ? code + u' ' + n->name : code;
}

} // namespace

QString reminderText(const Game &game, const Schedule &schedule, const ReminderDue &due)
{
    const Language language = languageOf(game);  // the game's report language
    const Lang lang = language.lang();
    QString s;
    QTextStream out(&s);
    out << coreWord(lang, QT_TRANSLATE_NOOP("adj::Core", "Reminder for %1: the orders for turn %2 are due.")).arg(nationTitle(game, due.nation)).arg(game.turn)
        << "\n\n";
    if (!due.hasOrders) {
        out << coreWord(lang, QT_TRANSLATE_NOOP("adj::Core", "No orders of yours have been received for this turn yet.")) << '\n';
    } else {
        out << coreWord(lang, QT_TRANSLATE_NOOP("adj::Core", "Your orders have problems; please send them again, corrected:")) << '\n';
        for (const Problem &p : due.problems) {
            const QString message = lang == Lang::English ? p.message : (p.text.known ? p.text.in(lang) : trCore(p.message, lang));
            out << "   " << coreWord(lang, QT_TRANSLATE_NOOP("adj::Core", "line %1 \"%2\": %3"))
                                 .arg(QString::number(p.line), due.lines.value(p.line - 1).trimmed(), message) << '\n';
        }
    }
    const QTimeZone zone = scheduleZone(schedule);
    const QTimeZone utc(0);
    out << '\n' << coreWord(lang, QT_TRANSLATE_NOOP("adj::Core", "The deadline is %1 %2, that is %3 UTC."))
                       .arg(minutes(schedule.deadline, zone), scheduleZoneName(schedule), minutes(schedule.deadline, utc))
        << '\n';
    if (schedule.graceMinutes > 0)
        out << coreWord(lang, QT_TRANSLATE_NOOP("adj::Core", "Orders received up to %1 %2 (%3 UTC) still count."))
                   .arg(minutes(cutOff(schedule), zone), scheduleZoneName(schedule), minutes(cutOff(schedule), utc))
            << '\n';
    out.flush();
    return s;
}

std::optional<OutgoingMail> reminderMail(const Game &game, const Schedule &schedule, const ReminderDue &due, int hour)
{
    const Nation *n = game.nation(due.nation);
    if (!n || n->email.isEmpty())
        return std::nullopt;
    const Language language = languageOf(game);
    OutgoingMail m;
    m.from = gameModerator(game);
    m.to = {{n->player, n->email}};
    m.subject = gameSubject(game, coreWord(language.lang(), QT_TRANSLATE_NOOP("adj::Core", "Reminder: orders for turn %1 are due %2 %3"))
                                      .arg(game.turn)
                                      .arg(minutes(schedule.deadline, scheduleZone(schedule)), scheduleZoneName(schedule)));
    m.text = reminderText(game, schedule, due);
    m.date = schedule.deadline.addSecs(-qint64(hour) * 3600).toUTC();
    m.messageId = hashedMessageId("reminder\n" + due.nation.toUtf8() + '\n' + rfc3339(schedule.deadline).toUtf8() + '\n'
                                  + QByteArray::number(hour) + '\n' + m.text.toUtf8());
    return m;
}

QSet<ReminderSent> remindersSent(const QList<SentMail> &sent)
{
    QSet<ReminderSent> out;
    for (const SentMail &s : sent)
        if (s.kind == SentMail::Kind::Reminder)
            out.insert({s.nation, s.deadline, s.hour});
    return out;
}

QMap<QString, OrdersText> countedOrders(const TurnMail &mail)
{
    QMap<QString, OrdersText> counted;
    for (const OrdersMail &m : mail.received)
        counted.insert(m.nation, {m.message.file, ordersFileText(m)});
    return counted;
}

} // namespace adj
