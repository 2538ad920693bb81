#include "turn/TurnInbox.h"

#include "schedule/Schedule.h"
#include "turn/CheckedOrders.h"
#include "turn/TurnStart.h"

#include <QSet>

#include <algorithm>

namespace adj {

QList<InboxMessage> inboxRecords(const QList<MailMessage> &messages, int turn, const QString &source,
                                 const MailDecisions &decisions)
{
    QList<InboxMessage> out;
    out.reserve(messages.size());
    for (const MailMessage &m : messages) {
        InboxMessage r;
        r.turn = turn;
        r.bytes = m.bytes;
        r.sha256 = m.sha256;
        r.received = m.received;
        r.source = source.isEmpty() ? m.file : source;
        r.messageId = m.messageId;
        r.sender = m.from;
        r.subject = m.subject;
        const MailDecision d = decisions.value(m.sha256);
        r.assigned = d.nation;
        r.acceptLate = d.acceptLate;
        out.append(r);
    }
    return out;
}

QList<InboxMessage> newRecords(const QList<InboxMessage> &held, const QList<InboxMessage> &records)
{
    QSet<QString> seen;
    for (const InboxMessage &m : held)
        seen.insert(m.sha256);
    QList<InboxMessage> out;
    for (const InboxMessage &m : records)
        if (!seen.contains(m.sha256)) {
            seen.insert(m.sha256);
            out.append(m);
        }
    return out;
}

InboxMessage::Status inboxStatus(MailReceipt::Fate fate)
{
    switch (fate) {
    case MailReceipt::Fate::Counted: return InboxMessage::Status::Counts;
    case MailReceipt::Fate::Superseded: return InboxMessage::Status::Earlier;
    case MailReceipt::Fate::Late: return InboxMessage::Status::Late;
    case MailReceipt::Fate::Unmatched: break;
    }
    return InboxMessage::Status::Unmatched;
}

LateRule gameLateRule(const Game &game)
{
    LateRule rule;
    if (const std::optional<Schedule> s = gameSchedule(game))
        rule.cutOff = cutOff(*s);
    return rule;
}

QList<LateOrders> lateOrders(const QList<InboxMessage> &inbox, const Game &game)
{
    const LateRule rule = gameLateRule(game);
    QList<LateOrders> out;
    for (const InboxMessage &m : inbox)
        if (m.status == InboxMessage::Status::Late && !m.acceptLate && !m.nation.isEmpty())
            out.append({m.nation, m.received, rule.cutOff});
    return out;
}

CheckedInbox checkInbox(const QList<InboxMessage> &stored, const Game &game, ReadMessages *known)
{
    CheckedInbox out{sortInbox(stored, game, gameLateRule(game), known), {}};
    const bool takes = takesOrders(game);
    for (const InboxMessage &m : out.sorted.messages) {
        CheckedInbox::Orders &o = out.orders[m.sha256];
        o.lines = out.sorted.lines(m.sha256);
        o.orders = int(o.lines.size());
        if (m.nation.isEmpty() || !takes)
            continue;
        OrdersMail mail;
        mail.nation = m.nation;
        mail.lines = o.lines;
        const NationOrders n = checkMailOrders(mail, game).byNation.value(m.nation);
        o.orders = n.lines;
        o.problems = n.problems;
        o.checked = true;
    }
    return out;
}

const MailMessage *SortedInbox::message(const QString &sha256) const
{
    const auto it = std::find_if(read.begin(), read.end(), [&](const MailMessage &m) { return m.sha256 == sha256; });
    return it == read.end() ? nullptr : &*it;
}

const MailReceipt *SortedInbox::receipt(const QString &sha256) const
{
    const auto it = std::find_if(mail.receipts.begin(), mail.receipts.end(),
                                 [&](const MailReceipt &r) { return r.sha256 == sha256; });
    return it == mail.receipts.end() ? nullptr : &*it;
}

QStringList SortedInbox::lines(const QString &sha256) const
{
    for (const QList<OrdersMail> *list : {&mail.received, &mail.superseded, &mail.late})
        for (const OrdersMail &o : *list)
            if (o.message.sha256 == sha256)
                return o.lines;
    const MailMessage *m = message(sha256);
    if (!m)
        return {};
    QStringList out = orderLines(m->body);
    for (const QString &a : m->attachments)
        out += orderLines(a);
    return out;
}

SortedInbox sortInbox(const QList<InboxMessage> &stored, const Game &game, const LateRule &rule, ReadMessages *known,
                      const QList<KnownGame> &others)
{
    SortedInbox out;
    out.messages = stored;
    // In the order added (ids grow): equal dates go by it, as in mail-in by position.
    std::stable_sort(out.messages.begin(), out.messages.end(),
                     [](const InboxMessage &a, const InboxMessage &b) { return a.id < b.id; });
    MailDecisions decisions;
    ReadMessages kept;
    out.read.reserve(out.messages.size());
    for (qsizetype i = 0; i < out.messages.size(); ++i) {
        const InboxMessage &m = out.messages[i];
        if (!m.assigned.isEmpty() || m.acceptLate)
            decisions.insert(m.sha256, {m.assigned, m.acceptLate});
        // Numbered by position: the sorting tells messages apart by source and number.
        const QString key = m.sha256 + u' ' + m.source + u' ' + QString::number(i + 1);
        if (known)
            if (const auto it = known->constFind(key); it != known->constEnd()) {
                out.read.append(*it);
                kept.insert(key, *it);
                continue;
            }
        if (std::optional<MailMessage> read = readMessage(m.bytes, m.source, int(i + 1), out.problems)) {
            read->sha256 = m.sha256;
            if (known)
                kept.insert(key, *read);
            out.read.append(std::move(*read));
        }
    }
    if (known)
        *known = std::move(kept);
    out.mail = sortTurnMail(out.read, game, rule, decisions, others);
    QHash<QString, const MailReceipt *> bySha;
    for (const MailReceipt &r : out.mail.receipts)
        bySha.insert(r.sha256, &r);
    for (InboxMessage &m : out.messages)
        if (const MailReceipt *r = bySha.value(m.sha256)) {
            m.nation = r->nation;
            m.status = inboxStatus(r->fate);
        }
    return out;
}

bool sortingDiffers(const InboxMessage &a, const InboxMessage &b)
{
    return a.nation != b.nation || a.status != b.status || a.assigned != b.assigned || a.acceptLate != b.acceptLate;
}

QList<InboxMessage> sortingChanges(const QList<InboxMessage> &held, const QList<InboxMessage> &decided,
                                   const Game &game, const LateRule &rule, ReadMessages *known,
                                   const QList<KnownGame> &others)
{
    const SortedInbox sorted = sortInbox(decided, game, rule, known, others);
    QHash<qint64, const InboxMessage *> before;
    for (const InboxMessage &m : held)
        before.insert(m.id, &m);
    QList<InboxMessage> changed;
    for (const InboxMessage &m : sorted.messages) {
        const InboxMessage *was = before.value(m.id);
        if (!was || sortingDiffers(m, *was))
            changed.append(m);
    }
    return changed;
}

QList<InboxMessage> withDecisions(QList<InboxMessage> held, const QList<InboxMessage> &records)
{
    QHash<QString, const InboxMessage *> decided;
    for (const InboxMessage &r : records)
        if (!r.assigned.isEmpty() || r.acceptLate)
            decided.insert(r.sha256, &r);
    for (InboxMessage &m : held)
        if (const InboxMessage *r = decided.value(m.sha256)) {
            if (!r->assigned.isEmpty())
                m.assigned = r->assigned;
            m.acceptLate = m.acceptLate || r->acceptLate;
        }
    return held;
}

QString keepInInbox(GameStore &store, int turn, const QList<InboxMessage> &records, const Game &game,
                    const LateRule &rule, int *added, int *earlier, ReadMessages *known, const QList<KnownGame> &others)
{
    QString error;
    const TurnStart start = fileTurnStart(store, turn, &error);
    if (!error.isEmpty())
        return error;
    if (error = store.addInboxMessages(turn, turnMessages(records, start, earlier), added); !error.isEmpty())
        return error;
    const QList<InboxMessage> held = store.inbox(turn, &error);
    if (!error.isEmpty())
        return error;
    const QList<InboxMessage> changed = sortingChanges(held, withDecisions(held, records), game, rule, known, others);
    return changed.isEmpty() ? QString() : store.saveInboxSorting(changed);
}

} // namespace adj
