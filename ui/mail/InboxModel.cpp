#include "mail/InboxModel.h"

#include "model/MapGraph.h"
#include "schedule/Schedule.h"
#include "turn/CheckedOrders.h"

#include <QTimeZone>

namespace adj::ui {

namespace {

// The sender's name when the message gives one (the address in the tooltip), else the address.
QString fromText(const MailMessage *read, const InboxMessage &m)
{
    if (read && !read->fromName.isEmpty())
        return read->fromName;
    return m.sender.isEmpty() ? InboxModel::tr("(no sender)") : m.sender;
}

QString statusTip(const InboxMessage &m)
{
    QStringList words;
    if (!m.assigned.isEmpty())
        words << InboxModel::tr("assigned to %1 by hand").arg(m.assigned);
    if (m.acceptLate)
        words << InboxModel::tr("late, accepted");
    return words.join(QStringLiteral("; "));
}

} // namespace

InboxModel::InboxModel(QObject *parent)
    : QStandardItemModel(parent)
{
    setHorizontalHeaderLabels({tr("Nation"), tr("From"), tr("Received"), tr("Subject"), tr("Orders"), tr("Problems")});
}

QString InboxModel::receivedText(const QDateTime &at, const Game &game)
{
    if (!at.isValid())
        return tr("no date");
    if (const std::optional<Schedule> s = gameSchedule(game)) {
        const QTimeZone zone = scheduleZone(*s);
        const QDateTime local = at.toTimeZone(zone);
        return local.toString(QStringLiteral("yyyy-MM-dd HH:mm ")) + zone.abbreviation(local);
    }
    return at.toUTC().toString(QStringLiteral("yyyy-MM-dd HH:mm 'UTC'"));
}

InboxModel::Prepared InboxModel::prepare(const QList<InboxMessage> &stored, const Game &game)
{
    Prepared out{sortInbox(stored, game, gameLateRule(game)), {}};
    const bool orders = takesOrders(game);
    for (const InboxMessage &m : out.inbox.messages) {
        const QStringList lines = out.inbox.lines(m.sha256);
        Orders &columns = out.orders[m.sha256];
        columns.orders = tr("%n line(s)", nullptr, int(lines.size()));
        // The first lines as the tooltip: enough to know the message by.
        constexpr int tipLines = 40;
        columns.lines = lines.mid(0, tipLines).join(u'\n');
        if (lines.size() > tipLines)
            columns.lines += u'\n' + tr("… and %n more line(s)", nullptr, int(lines.size() - tipLines));
        if (m.nation.isEmpty() || !orders)
            continue;
        const QString text = QStringLiteral("NATION %1\n").arg(m.nation) + lines.join(u'\n');
        const CheckedOrders checked = checkOrders(text, turnOrdersName(), game, *MapGraph::of(game));
        const NationOrders n = checked.byNation.value(m.nation);
        columns.orders = tr("%n order(s)", nullptr, n.lines);
        columns.problems = n.problems ? tr("%n problem(s)", nullptr, n.problems) : tr("none");
    }
    return out;
}

void InboxModel::addMessage(QStandardItem *heading, Group g, const InboxMessage &m, const Game &game)
{
    const MailMessage *read = m_inbox.message(m.sha256);
    const Orders orders = m_orders.value(m.sha256);
    QList<QStandardItem *> row{new QStandardItem(m.nation), new QStandardItem(fromText(read, m)),
                               new QStandardItem(receivedText(m.received, game)), new QStandardItem(m.subject),
                               new QStandardItem(orders.orders), new QStandardItem(orders.problems)};
    for (QStandardItem *cell : row) {
        cell->setEditable(false);
        cell->setData(m.sha256, Sha256Role);
        cell->setData(int(g), GroupRole);
    }
    row[NationColumn]->setToolTip(statusTip(m));
    row[OrdersColumn]->setToolTip(orders.lines);
    row[FromColumn]->setToolTip(m.sender + QLatin1Char('\n') + m.source);
    heading->appendRow(row);
}

void InboxModel::setInbox(Prepared prepared, const Game &game)
{
    m_inbox = std::move(prepared.inbox);
    m_orders = std::move(prepared.orders);
    removeRows(0, rowCount());
    const QStringList headings{tr("Received (%1)"), tr("Missing (%1)"), tr("Late (%1)"), tr("Unmatched (%1)"),
                               tr("Earlier, replaced by a later message (%1)")};
    // The groups filled before they join the model: one change for the view
    // per group, not one per message.
    QList<QStandardItem *> heads;
    for (int g = Received; g <= Earlier; ++g) {
        auto *heading = new QStandardItem;
        heading->setEditable(false);
        heading->setData(g, GroupRole);
        heads.append(heading);
    }
    QHash<QString, const InboxMessage *> bySha;
    for (const InboxMessage &m : m_inbox.messages)
        bySha.insert(m.sha256, &m);
    // Received in the game's nation order, as the sorting gives them.
    for (const OrdersMail &o : m_inbox.mail.received)
        if (const InboxMessage *m = bySha.value(o.message.sha256))
            addMessage(heads[Received], Received, *m, game);
    for (const QString &code : m_inbox.mail.missing) {
        const Nation *n = game.nation(code);
        // The nation and its player, who is to write.
        QList<QStandardItem *> row{new QStandardItem(code), new QStandardItem(n ? n->name : QString())};
        if (n)
            row[FromColumn]->setToolTip(QStringLiteral("%1 <%2>").arg(n->player, n->email));
        for (QStandardItem *cell : row) {
            cell->setEditable(false);
            cell->setData(int(Missing), GroupRole);
        }
        heads[Missing]->appendRow(row);
    }
    // The others in the order they came into the inbox.
    for (const InboxMessage &m : m_inbox.messages) {
        switch (m.status) {
        case InboxMessage::Status::Late: addMessage(heads[Late], Late, m, game); break;
        case InboxMessage::Status::Unmatched: addMessage(heads[Unmatched], Unmatched, m, game); break;
        case InboxMessage::Status::Earlier: addMessage(heads[Earlier], Earlier, m, game); break;
        case InboxMessage::Status::Counts: break;
        }
    }
    for (int g = Received; g <= Earlier; ++g) {
        heads[g]->setText(headings[g].arg(heads[g]->rowCount()));
        appendRow(heads[g]);
    }
}

QModelIndex InboxModel::indexOf(const QString &sha256) const
{
    if (sha256.isEmpty())
        return {};
    for (int g = Received; g <= Earlier; ++g) {
        const QStandardItem *heading = group(Group(g));
        for (int r = 0; r < heading->rowCount(); ++r)
            if (heading->child(r)->data(Sha256Role).toString() == sha256)
                return heading->child(r)->index();
    }
    return {};
}

const InboxMessage *InboxModel::messageAt(const QModelIndex &index) const
{
    const QString sha = index.siblingAtColumn(0).data(Sha256Role).toString();
    if (sha.isEmpty())
        return nullptr;
    for (const InboxMessage &m : m_inbox.messages)
        if (m.sha256 == sha)
            return &m;
    return nullptr;
}

} // namespace adj::ui
