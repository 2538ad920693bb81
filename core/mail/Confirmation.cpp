#include "mail/Confirmation.h"

#include "model/MapGraph.h"
#include "orders/Orders.h"

#include <QTextStream>

#include <algorithm>

namespace adj {

namespace {

QString when(const MailMessage &m)
{
    return m.date.isValid() ? m.date.toUTC().toString(QStringLiteral("'of' yyyy-MM-dd HH:mm 'UTC'"))
                            : QStringLiteral("without a date");
}

QString nationTitle(const QString &code, const Game &game)
{
    const Nation *n = game.nation(code);
    return n && !n->name.isEmpty() ? code + u' ' + n->name : code;
}

// A reply from the moderator to the sender of `mail`, threaded under it.
OutgoingMail reply(const OrdersMail &mail, const Game &game, const QString &text)
{
    OutgoingMail out;
    out.from = gameModerator(game);
    out.to = {{mail.message.fromName, mail.message.from}};
    const QString subject = mail.message.subject.trimmed();
    out.subject = subject.startsWith(u"re:", Qt::CaseInsensitive) ? subject : QStringLiteral("Re: ") + subject;
    out.text = text;
    out.date = mail.message.date.isValid() ? mail.message.date.toUTC() : turnDate(game.turn);
    out.inReplyTo = mail.message.messageId.toUtf8();
    out.messageId = hashedMessageId("confirmation\n" + out.inReplyTo + '\n' + mail.message.from.toUtf8() + '\n'
                                    + out.date.toString(Qt::ISODate).toUtf8() + '\n' + text.toUtf8());
    return out;
}

} // namespace

QString confirmationText(const OrdersMail &mail, const Game &game)
{
    const Ruleset *rules = Ruleset::get(game.ruleset);
    OrderSet set = parseOrders(ordersFileText(mail), QString(), game, *rules);
    Problems problems = set.problems + checkOrdersAgainstMap(set.orders, game, *rules, MapGraph(game));
    std::stable_sort(problems.begin(), problems.end(), [](const Problem &a, const Problem &b) { return a.line < b.line; });
    QList<Order> orders = set.orders;
    std::stable_sort(orders.begin(), orders.end(), [](const Order &a, const Order &b) {
        return (a.slot < 1 ? 1000 : a.slot) < (b.slot < 1 ? 1000 : b.slot);
    });

    QString s;
    QTextStream out(&s);
    out << "Orders for " << nationTitle(mail.nation, game) << ", turn " << game.turn << ", as read from your message \""
        << mail.message.subject << "\" " << when(mail.message) << ".\n"
        << "Line 1 is NATION " << mail.nation << ", your order lines follow it.\n\n";
    if (orders.isEmpty())
        out << "No order lines were found in it.\n";
    else
        out << "slot  line  order\n";
    for (const Order &o : orders) {
        const bool bad = std::any_of(problems.begin(), problems.end(), [&](const Problem &p) { return p.line == o.line; });
        const QString slot = o.slot > 0 ? QString::number(o.slot) : QStringLiteral("-");
        out << QStringLiteral("%1  %2  %3").arg(slot, 4).arg(o.line, 4).arg(o.ok() ? o.normalised() : o.raw, bad ? -28 : 0);
        out << (bad ? QStringLiteral("  problem, see below") : QString()) << '\n';
    }
    // The message for the game report, as everyone will read it (Dark Age 1.9).
    for (const PlayerMessage &m : set.messages)
        out << "\nYour message for the game report (line " << m.line << "): " << m.text << '\n';
    if (problems.isEmpty()) {
        out << "\nNo problems found.\n";
    } else {
        out << '\n' << problems.size() << (problems.size() == 1 ? " problem:\n" : " problems:\n");
        for (const Problem &p : problems)
            out << "   line " << p.line << " \"" << mail.lines.value(p.line - 2) << "\": " << p.message << '\n';
    }
    out << "\nA later message replaces these orders: the latest one received before the deadline counts.\n";
    out.flush();
    return s;
}

OutgoingMail confirmation(const OrdersMail &mail, const Game &game)
{
    return reply(mail, game, confirmationText(mail, game));
}

OutgoingMail supersededNotice(const OrdersMail &earlier, const OrdersMail &winner, const Game &game)
{
    const QString text = QStringLiteral("Your message \"%1\" %2 gave orders for %3, turn %4. A later message, \"%5\" %6, "
                                        "replaces it: its orders are not used.\n")
                             .arg(earlier.message.subject, when(earlier.message), nationTitle(earlier.nation, game))
                             .arg(game.turn)
                             .arg(winner.message.subject, when(winner.message));
    return reply(earlier, game, text);
}

} // namespace adj
