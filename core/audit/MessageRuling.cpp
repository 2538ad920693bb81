#include "audit/MessageRuling.h"

#include "model/Game.h"
#include "model/MapGraph.h"
#include "turn/CheckedOrders.h"
#include "turn/TurnInbox.h"

#include <QSet>

namespace adj {

namespace {

// The message of the inbox `sha` names (a prefix of its SHA-256, upper or
// lower case); nullptr and `why` when none or more than one.
const InboxMessage *named(const QList<InboxMessage> &inbox, const QString &sha, int turn, QString *why)
{
    const QString prefix = sha.toLower();
    const InboxMessage *found = nullptr;
    for (const InboxMessage &m : inbox) {
        if (prefix.isEmpty() || !m.sha256.startsWith(prefix))
            continue;
        if (found) {
            *why = QStringLiteral("more than one message of turn %1 has a SHA-256 starting %2").arg(turn).arg(sha);
            return nullptr;
        }
        found = &m;
    }
    if (!found)
        *why = QStringLiteral("no message of turn %1 has the SHA-256 %2").arg(turn).arg(sha);
    return found;
}

// The inbox with the ruling's decision: a refused message is left out.
QList<InboxMessage> decided(QList<InboxMessage> inbox, const MessageRuling &ruling)
{
    for (qsizetype i = 0; i < inbox.size(); ++i) {
        if (inbox[i].sha256 != ruling.message.sha256)
            continue;
        switch (ruling.kind) {
        case MessageRuling::Kind::Count: inbox[i].acceptLate = true; break;
        case MessageRuling::Kind::Assign: inbox[i].assigned = ruling.nation; break;
        case MessageRuling::Kind::Refuse: inbox.removeAt(i); break;
        }
        break;
    }
    return inbox;
}

// Each nation's counting message: its SHA-256 and its orders file text.
QHash<QString, const OrdersMail *> counting(const SortedInbox &sorted)
{
    QHash<QString, const OrdersMail *> out;
    for (const OrdersMail &m : sorted.mail.received)
        out.insert(m.nation, &m);
    return out;
}

} // namespace

QString applyMessageRuling(HistoryTurn &turn, const QList<InboxMessage> &inbox, MessageRuling &ruling)
{
    const Game &game = turn.game;
    QString why;
    const InboxMessage *m = named(inbox, ruling.sha256, game.turn, &why);
    if (!m)
        return why;
    if (ruling.kind == MessageRuling::Kind::Assign && !game.nation(ruling.nation.toUpper()))
        return QStringLiteral("%1 is not a nation of the game at turn %2").arg(ruling.nation).arg(game.turn);
    ruling.nation = ruling.nation.toUpper();
    ruling.message = *m;
    ruling.message.bytes.clear();

    // Sorted as the Turn Inbox sorts it, before and after the decision.
    const LateRule rule = gameLateRule(game);
    const SortedInbox before = sortInbox(inbox, game, rule), after = sortInbox(decided(inbox, ruling), game, rule);
    const QHash<QString, const OrdersMail *> was = counting(before), is = counting(after);
    QList<OrdersText> texts;
    QSet<QString> changed;
    ruling.taken.clear();
    for (const Nation &n : game.nations) {
        const OrdersMail *a = was.value(n.code), *b = is.value(n.code);
        const QString now = b ? b->message.sha256 : QString();
        if ((a ? a->message.sha256 : QString()) == now)
            continue;
        ruling.taken.append({n.code, now, b ? b->message.from : QString(), b ? b->message.subject : QString()});
        changed.insert(n.code);
        if (b)
            texts.append({QStringLiteral("mail %1").arg(shortSha(now)), ordersFileText(*b)});
    }
    if (changed.isEmpty())
        return {};
    QList<Order> orders;
    for (const Order &o : turn.orders)
        if (!changed.contains(o.nation))
            orders.append(o);
    // Parsed and checked as any orders text is: a bad line fails as the resolver fails it.
    turn.orders = orders + checkOrders(texts, game, MapGraph(game)).orders;
    return {};
}

} // namespace adj
