#include "mail/OrderMail.h"

#include "mail/Routing.h"

#include <QRegularExpression>
#include <QSet>

namespace adj {

namespace {

const QRegularExpression &nationLine()
{
    static const QRegularExpression re(QStringLiteral("^\\s*NATION\\s+([A-Za-z0-9]{2,3})\\b"), QRegularExpression::CaseInsensitiveOption);
    return re;
}

// The line that introduces a quote: "On Tue, 1 Dec 2026, Ann wrote:" and the
// forms mail clients use for it. Not an order; what follows it may be the
// player's again (a reply written below the quote, or between its parts).
bool attribution(const QString &line)
{
    static const QRegularExpression wrote(QStringLiteral("^(On\\b.*\\bwrote:|Am\\b.*\\bschrieb.*:|Le\\b.*\\ba écrit\\s*:)\\s*$"),
                                          QRegularExpression::CaseInsensitiveOption);
    return wrote.match(line.trimmed()).hasMatch();
}

// Where the player's text ends: a signature ("-- "), or the original message
// that Outlook-style clients append below the reply without "> "
// ("-----Original Message-----", or a rule of underscores before its headers).
bool endsTheReply(const QString &line)
{
    static const QRegularExpression original(QStringLiteral("^(-+\\s*Original Message\\s*-+|_{8,})\\s*$"),
                                             QRegularExpression::CaseInsensitiveOption);
    return line == u"-- " || line == u"--" || original.match(line.trimmed()).hasMatch();
}

} // namespace

QStringList playerLines(const QString &text, QList<int> *numbers)
{
    QStringList out;
    int number = 0;
    for (QString line : text.split(u'\n')) {
        ++number;
        if (line.endsWith(u'\r'))
            line.chop(1);
        if (endsTheReply(line))
            break;
        if (line.trimmed().startsWith(u'>') || attribution(line))
            continue; // quoted: the player's own text may come after it again
        out.append(line);
        if (numbers)
            numbers->append(number);
    }
    return out;
}

QStringList orderLines(const QString &text, QList<int> *numbers)
{
    static const QRegularExpression order(QStringLiteral("^\\s*\\d{1,2}\\s+[A-Za-z]"));
    static const QRegularExpression message(QStringLiteral("^\\s*MESSAGE\\s+\\S"), QRegularExpression::CaseInsensitiveOption);
    QList<int> at;
    const QStringList own = playerLines(text, &at);
    QStringList out;
    for (qsizetype i = 0; i < own.size(); ++i) {
        const QString &line = own[i];
        if (nationLine().match(line).hasMatch() || order.match(line).hasMatch() || message.match(line).hasMatch()) {
            out.append(line.trimmed());
            if (numbers)
                numbers->append(at[i]);
        }
    }
    return out;
}

namespace {

// Every message's receipt, in the order read, from where it was sorted.
QList<MailReceipt> receiptsOf(const QList<MailMessage> &messages, const TurnMail &t, const LateRule &rule,
                              const QSet<QString> &elsewhere)
{
    QHash<QPair<QString, int>, QPair<QString, MailReceipt::Fate>> fates;
    auto mark = [&](const QList<OrdersMail> &list, MailReceipt::Fate fate) {
        for (const OrdersMail &o : list)
            fates.insert({o.message.file, o.message.number}, {o.nation, fate});
    };
    mark(t.received, MailReceipt::Fate::Counted);
    mark(t.superseded, MailReceipt::Fate::Superseded);
    mark(t.late, MailReceipt::Fate::Late);
    QList<MailReceipt> out;
    for (const MailMessage &m : messages) {
        if (elsewhere.contains(m.sha256))
            continue;
        const auto fate = fates.value({m.file, m.number}, {QString(), MailReceipt::Fate::Unmatched});
        out.append({m.file, m.number, m.sha256, m.received, fate.first, rule.isLate(m), fate.second});
    }
    return out;
}

} // namespace

TurnMail sortTurnMail(const QList<MailMessage> &messages, const Game &game, const LateRule &rule,
                      const MailDecisions &decisions, const QList<KnownGame> &others)
{
    QHash<QString, QList<OrdersMail>> byNation;
    TurnMail out;
    const QList<KnownGame> known = QList<KnownGame>{knownGame(game)} + others;  // this game first
    QSet<QString> elsewhere;  // the messages of other games, or of none
    for (const MailMessage &m : messages) {
        const MailDecision decided = decisions.value(m.sha256);
        if (decided.nation.isEmpty() || !game.nation(decided.nation)) {
            // docs/formats.md "Several games, one mailbox".
            const MessageRoute route = routeMessage(m, known);
            if (route.game > 0 || (route.game < 0 && route.why.key.isEmpty() && !others.isEmpty())) {
                ++(route.game > 0 ? out.otherGames : out.noGame);
                elsewhere.insert(m.sha256);
                continue;
            }
            if (route.game < 0 && !route.why.key.isEmpty()) {
                out.unmatched.append(m);
                out.unmatchedWhy.insert(m.sha256, route.why);
                continue;
            }
        }
        QList<int> numbers;
        QStringList lines = orderLines(m.body, &numbers);
        for (const QString &a : m.attachments)
            lines += orderLines(a, &numbers);
        QString nation;
        for (const Nation &n : game.nations)
            if (!n.email.isEmpty() && n.email.compare(m.from, Qt::CaseInsensitive) == 0)
                nation = n.code;
        QStringList kept;
        QList<int> keptNumbers;
        for (qsizetype i = 0; i < lines.size(); ++i) {
            const QRegularExpressionMatch named = nationLine().match(lines[i]);
            if (!named.hasMatch()) {
                kept.append(lines[i]);
                keptNumbers.append(numbers[i]);
            } else if (nation.isEmpty() && game.nation(named.captured(1).toUpper())) {
                nation = named.captured(1).toUpper();
            }
        }
        const MailDecision decision = decisions.value(m.sha256);
        const bool assigned = !decision.nation.isEmpty() && game.nation(decision.nation);
        if (assigned)
            nation = decision.nation;
        if (nation.isEmpty()) {
            out.unmatched.append(m);
            continue;
        }
        const bool late = rule.isLate(m);
        const OrdersMail sorted{m, nation, kept, late, keptNumbers, assigned};
        if (late && !rule.acceptLate && !decision.acceptLate)
            out.late.append(sorted);
        else
            byNation[nation].append(sorted);
    }
    for (const Nation &n : game.nations) {
        QList<OrdersMail> mails = byNation.value(n.code);
        if (mails.isEmpty()) {
            out.missing.append(n.code);
            continue;
        }
        // The latest by Date wins; equal (or no) dates: the later position.
        std::stable_sort(mails.begin(), mails.end(), [](const OrdersMail &a, const OrdersMail &b) {
            return a.message.date < b.message.date;
        });
        out.received.append(mails.takeLast());
        out.superseded += mails;
    }
    out.receipts = receiptsOf(messages, out, rule, elsewhere);
    return out;
}

QString ordersFileText(const OrdersMail &mail)
{
    return QStringLiteral("NATION %1\n").arg(mail.nation) + mail.lines.join(u'\n') + (mail.lines.isEmpty() ? QString() : QStringLiteral("\n"));
}

} // namespace adj
