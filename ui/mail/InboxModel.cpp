#include "mail/InboxModel.h"

#include "schedule/Schedule.h"
#include "widgets/Tones.h"

#include <QLocale>
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
    , m_checked(std::make_shared<const CheckedInbox>())
{
    setHorizontalHeaderLabels({tr("Nation"), tr("Orders"), tr("Problems"), tr("From"), tr("Received"), tr("Subject")});
}

namespace {

// The moment in the game's schedule zone, and that zone's name then.
std::pair<QDateTime, QString> inGameZone(const QDateTime &at, const Game &game)
{
    if (const std::optional<Schedule> s = gameSchedule(game)) {
        const QTimeZone zone = scheduleZone(*s);
        const QDateTime local = at.toTimeZone(zone);
        return {local, zone.abbreviation(local)};
    }
    return {at.toUTC(), QStringLiteral("UTC")};
}

// The zone's name at the turn's deadline (else now): the Received column's,
// which its cells leave out.
QString headingZone(const Game &game)
{
    const std::optional<Schedule> s = gameSchedule(game);
    return inGameZone(s && s->deadline.isValid() ? s->deadline : QDateTime::currentDateTimeUtc(), game).second;
}

} // namespace

QString InboxModel::receivedText(const QDateTime &at, const Game &game)
{
    if (!at.isValid())
        return tr("no date");
    const auto [local, zone] = inGameZone(at, game);
    return local.toString(QStringLiteral("yyyy-MM-dd HH:mm ")) + zone;
}

QString InboxModel::receivedShort(const QDateTime &at, const Game &game)
{
    if (!at.isValid())
        return tr("no date");
    const auto [local, zone] = inGameZone(at, game);
    const QString text = QLocale().toString(local, tr("d MMM HH:mm", "a short date and time"));
    return zone == headingZone(game) ? text : text + u' ' + zone;
}

QString InboxModel::receivedTip(const Game &game)
{
    return tr("When the message was received, in the game's time zone (%1)").arg(headingZone(game));
}

namespace {

QList<QStandardItem *> emptyRow(InboxModel::Group g)
{
    QList<QStandardItem *> row;
    for (int c = 0; c < InboxModel::Columns; ++c) {
        auto *cell = new QStandardItem;
        cell->setEditable(false);
        cell->setData(int(g), InboxModel::GroupRole);
        row.append(cell);
    }
    return row;
}

} // namespace

void InboxModel::addMessage(QStandardItem *heading, Group g, const InboxMessage &m, const Game &game)
{
    const MailMessage *read = inbox().message(m.sha256);
    const CheckedInbox::Orders orders = m_checked->orders.value(m.sha256);
    QList<QStandardItem *> row = emptyRow(g);
    for (QStandardItem *cell : row)
        cell->setData(m.sha256, Sha256Role);
    row[NationColumn]->setText(m.nation);
    row[NationColumn]->setToolTip(statusTip(m));
    // Why an unmatched message is no nation's (it names another game, or its sender plays in several).
    if (const CoreText why = inbox().mail.unmatchedWhy.value(m.sha256); !why.key.isEmpty()) {
        row[ProblemsColumn]->setText(why.key.contains(u"GAME line names") ? tr("unknown game") : tr("several games"));
        for (int c : {int(NationColumn), int(ProblemsColumn)})
            row[c]->setToolTip(why.translated());
    }
    row[OrdersColumn]->setText(QString::number(orders.orders));
    // The first lines as the tooltip: enough to know the message by.
    constexpr int tipLines = 40;
    QString tip = orders.lines.mid(0, tipLines).join(u'\n');
    if (orders.lines.size() > tipLines)
        tip += u'\n' + tr("… and %n more line(s)", nullptr, int(orders.lines.size() - tipLines));
    row[OrdersColumn]->setToolTip(tip);
    if (orders.checked)
        row[ProblemsColumn]->setText(orders.problems ? QString::number(orders.problems) : tr("none"));
    if (orders.problems)
        row[ProblemsColumn]->setForeground(tone::error());
    row[FromColumn]->setText(fromText(read, m));
    row[FromColumn]->setToolTip(m.sender + QLatin1Char('\n') + m.source);
    row[ReceivedColumn]->setText(receivedShort(m.received, game));
    row[ReceivedColumn]->setToolTip(receivedText(m.received, game));
    row[SubjectColumn]->setText(m.subject);
    row[SubjectColumn]->setToolTip(m.subject);
    for (int c = OrdersColumn; c <= ProblemsColumn; ++c)
        row[c]->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
    heading->appendRow(row);
}

void InboxModel::setInbox(std::shared_ptr<const CheckedInbox> checked, const Game &game)
{
    m_checked = std::move(checked);
    removeRows(0, rowCount());
    setHeaderData(ReceivedColumn, Qt::Horizontal, receivedTip(game), Qt::ToolTipRole);
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
    for (const InboxMessage &m : inbox().messages)
        bySha.insert(m.sha256, &m);
    // Received in the game's nation order, as the sorting gives them.
    for (const OrdersMail &o : inbox().mail.received)
        if (const InboxMessage *m = bySha.value(o.message.sha256))
            addMessage(heads[Received], Received, *m, game);
    for (const QString &code : inbox().mail.missing) {
        const Nation *n = game.nation(code);
        // The nation and its player, who is to write.
        QList<QStandardItem *> row = emptyRow(Missing);
        row[NationColumn]->setText(code);
        if (n) {
            row[FromColumn]->setText(n->name);
            row[FromColumn]->setToolTip(QStringLiteral("%1 <%2>").arg(n->player, n->email));
        }
        heads[Missing]->appendRow(row);
    }
    // The others in the order they came into the inbox.
    for (const InboxMessage &m : inbox().messages) {
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
    for (const InboxMessage &m : inbox().messages)
        if (m.sha256 == sha)
            return &m;
    return nullptr;
}

} // namespace adj::ui
