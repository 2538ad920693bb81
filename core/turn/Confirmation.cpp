#include "turn/Confirmation.h"

#include "model/MapGraph.h"
#include "turn/CheckedOrders.h"

#include <QHash>
#include <QTextStream>

#include <algorithm>

namespace adj {

namespace {

QString when(const MailMessage &m, Lang lang)
{
    return m.date.isValid()
        ? coreWord(lang, QT_TRANSLATE_NOOP("adj::Core", "of %1 UTC")).arg(m.date.toUTC().toString(QStringLiteral("yyyy-MM-dd HH:mm")))
        : coreWord(lang, QT_TRANSLATE_NOOP("adj::Core", "without a date"));
}

// A problem's message in the reply's language: by its key, else by the catalog.
QString problemIn(const Problem &p, Lang lang)
{
    if (lang == Lang::English)
        return p.message;
    return p.text.known ? p.text.in(lang) : trCore(p.message, lang);
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
    out.subject = gameSubject(game, subject.startsWith(u"re:", Qt::CaseInsensitive) ? subject : QStringLiteral("Re: ") + subject);
    out.text = text;
    out.date = mail.message.date.isValid() ? mail.message.date.toUTC() : turnDate(game.turn);
    out.inReplyTo = mail.message.messageId.toUtf8();
    out.messageId = hashedMessageId("confirmation\n" + out.inReplyTo + '\n' + mail.message.from.toUtf8() + '\n'
                                    + out.date.toString(Qt::ISODate).toUtf8() + '\n' + text.toUtf8());
    return out;
}

// The orders in slot order, each marked when it has a problem.
void writeOrders(QTextStream &out, const OrdersMail &mail, QList<Order> orders, const Problems &problems, Lang lang)
{
    std::stable_sort(orders.begin(), orders.end(), [](const Order &a, const Order &b) {
        return (a.slot < 1 ? 1000 : a.slot) < (b.slot < 1 ? 1000 : b.slot);
    });
    if (orders.isEmpty())
        out << coreWord(lang, QT_TRANSLATE_NOOP("adj::Core", "No order lines were found in it.")) << '\n';
    else
        out << coreWord(lang, QT_TRANSLATE_NOOP("adj::Core", "slot  line  order")) << '\n';
    const QString marked = coreWord(lang, QT_TRANSLATE_NOOP("adj::Core", "problem, see below"));
    for (const Order &o : orders) {
        const bool bad = std::any_of(problems.begin(), problems.end(), [&](const Problem &p) { return p.line == o.line; });
        const QString slot = o.slot > 0 ? QString::number(o.slot) : QStringLiteral("-");
        out << QStringLiteral("%1  %2  %3").arg(slot, 4).arg(mail.mailLine(o.line), 4).arg(o.ok() ? o.normalised() : o.raw, bad ? -28 : 0);
        out << (bad ? QStringLiteral("  ") + marked : QString()) << '\n';
    }
}

// Every problem with the order line it is on.
void writeProblems(QTextStream &out, const OrdersMail &mail, const Problems &problems, Lang lang)
{
    if (problems.isEmpty()) {
        out << '\n' << coreWord(lang, QT_TRANSLATE_NOOP("adj::Core", "No problems found.")) << '\n';
        return;
    }
    out << '\n' << (problems.size() == 1 ? coreWord(lang, QT_TRANSLATE_NOOP("adj::Core", "1 problem:"))
                                          : coreWord(lang, QT_TRANSLATE_NOOP("adj::Core", "%1 problems:")).arg(problems.size()))
        << '\n';
    for (const Problem &p : problems)
        out << "   " << coreWord(lang, QT_TRANSLATE_NOOP("adj::Core", "line %1 \"%2\": %3"))
                            .arg(QString::number(mail.mailLine(p.line)), mail.lines.value(p.line - 2), problemIn(p, lang)) << '\n';
}

// The receipt (docs/formats.md "The turn's mail"): when it was received and the
// SHA-256 of its bytes (a message not read from bytes, made in memory, has
// none); a late message is told whether it counts.
void writeReceipt(QTextStream &out, const OrdersMail &mail, const LateRule &rule, Lang lang)
{
    if (mail.message.sha256.isEmpty() && !mail.late)
        return;
    const QDateTime &at = mail.message.received;
    out << (at.isValid() ? coreWord(lang, QT_TRANSLATE_NOOP("adj::Core", "Received %1 UTC; the SHA-256 of your message as received is %2."))
                               .arg(at.toUTC().toString(QStringLiteral("yyyy-MM-dd HH:mm:ss")), mail.message.sha256)
                         : coreWord(lang, QT_TRANSLATE_NOOP("adj::Core", "Received without a date; the SHA-256 of your message as received is %1."))
                               .arg(mail.message.sha256))
        << '\n';
    if (mail.late) {
        const QString cutOff = rule.cutOff.toUTC().toString(QStringLiteral("yyyy-MM-dd HH:mm:ss"));
        out << (rule.acceptLate
                    ? coreWord(lang, QT_TRANSLATE_NOOP("adj::Core", "It arrived late, after %1 UTC; the moderator accepted it, so its orders count.")).arg(cutOff)
                    : coreWord(lang, QT_TRANSLATE_NOOP("adj::Core", "It arrived late, after %1 UTC: its orders do not count.")).arg(cutOff))
            << '\n';
    }
    out << '\n';
}

} // namespace

QString confirmationText(const OrdersMail &mail, const Game &game, const LateRule &rule)
{
    const Language language = languageOf(game);  // the game's report language
    const Lang lang = language.lang();
    const CheckedOrders set = checkMailOrders(mail, game);
    const Problems &problems = set.problems;

    QString s;
    QTextStream out(&s);
    out << coreWord(lang, QT_TRANSLATE_NOOP("adj::Core", "Orders for %1, turn %2, as read from your message \"%3\" %4."))
               .arg(nationTitle(mail.nation, game), QString::number(game.turn), mail.message.subject, when(mail.message, lang))
        << '\n'
        << (mail.mailLines.isEmpty()
                ? coreWord(lang, QT_TRANSLATE_NOOP("adj::Core", "Line 1 is NATION %1, your order lines follow it.")).arg(mail.nation)
                : coreWord(lang, QT_TRANSLATE_NOOP("adj::Core", "The lines are numbered as in your message.")))
        << "\n\n";
    // A message the moderator gave to the nation by hand: its sender is not the nation's player as the game knows it.
    const Nation *nation = game.nation(mail.nation);
    if (mail.assigned && nation && nation->email.compare(mail.message.from, Qt::CaseInsensitive) != 0)
        out << coreWord(lang, QT_TRANSLATE_NOOP("adj::Core", "The moderator assigned this message to %1: the game does not know %2 as its player's address."))
                   .arg(mail.nation, mail.message.from)
            << "\n\n";
    writeReceipt(out, mail, rule, lang);
    writeOrders(out, mail, set.orders, problems, lang);
    // The message for the game report, as everyone will read it (Dark Age 1.9).
    for (const PlayerMessage &m : set.messages)
        out << '\n' << coreWord(lang, QT_TRANSLATE_NOOP("adj::Core", "Your message for the game report (line %1): %2"))
                            .arg(QString::number(mail.mailLine(m.line)), m.text)
            << '\n';
    writeProblems(out, mail, problems, lang);
    // Before the deadline the player may still change the orders; after it, the receipt says whether they count.
    if (!mail.late)
        out << '\n' << coreWord(lang, QT_TRANSLATE_NOOP("adj::Core", "Until the deadline you may send new orders: the latest message received by then counts, in place of this one."))
            << '\n';
    out.flush();
    return s;
}

OutgoingMail confirmation(const OrdersMail &mail, const Game &game, const LateRule &rule)
{
    return reply(mail, game, confirmationText(mail, game, rule));
}

OutgoingMail supersededNotice(const OrdersMail &earlier, const OrdersMail &winner, const Game &game)
{
    const Language language = languageOf(game);  // the game's report language
    const Lang lang = language.lang();
    const QString text = coreWord(lang, QT_TRANSLATE_NOOP("adj::Core", "Your message \"%1\" %2 gave orders for %3, turn %4. A later message, \"%5\" %6, replaces it: its orders are not used."))
                             .arg(earlier.message.subject, when(earlier.message, lang), nationTitle(earlier.nation, game))
                             .arg(game.turn)
                             .arg(winner.message.subject, when(winner.message, lang))
                         + u'\n';
    // Its receipt, as every confirmation quotes one: the replaced message is named exactly.
    QString receipt;
    QTextStream out(&receipt);
    writeReceipt(out, earlier, LateRule{}, lang);
    out.flush();
    return reply(earlier, game, text + (receipt.isEmpty() ? QString() : u'\n' + receipt.trimmed() + u'\n'));
}

QList<ConfirmationMail> turnConfirmations(const TurnMail &mail, const Game &game, const LateRule &rule)
{
    QList<ConfirmationMail> out;
    // A late message among the received counts: accepted, for the whole turn
    // or by the moderator's decision about it; one among the late does not.
    LateRule counts = rule, notCounted = rule;
    counts.acceptLate = true;
    notCounted.acceptLate = false;
    QHash<QString, int> lateCount;
    for (const OrdersMail &m : mail.late)
        out.append({QStringLiteral("%1-late-%2.eml").arg(m.nation).arg(++lateCount[m.nation]), m.nation,
                    m.message.sha256 + QStringLiteral(" late"), confirmation(m, game, notCounted)});
    for (const OrdersMail &m : mail.received) {
        out.append({m.nation + QStringLiteral(".eml"), m.nation, m.message.sha256, confirmation(m, game, counts)});
        int n = 0;
        for (const OrdersMail &old : mail.superseded)
            if (old.nation == m.nation)
                out.append({QStringLiteral("%1-earlier-%2.eml").arg(m.nation).arg(++n), m.nation,
                            old.message.sha256 + QStringLiteral(" earlier"),
                            supersededNotice(old, m, game)});
    }
    return out;
}

} // namespace adj
