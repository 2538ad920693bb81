// The Turn Inbox dock's model: the turn's inbox sorted (turn/TurnInbox.h)
// as a tree of five groups — received (the message that counts, per
// nation), missing nations, late messages not accepted, unmatched messages
// and earlier messages a later one replaced — each message with its sender,
// when it was received (in the game's schedule time zone when it has one),
// its subject, the orders it gave and their problems by the orders check
// (turn/CheckedOrders.h).
#pragma once

#include "turn/TurnInbox.h"

#include <QStandardItemModel>

#include <memory>

namespace adj::ui {

class InboxModel : public QStandardItemModel
{
    Q_OBJECT
public:
    enum Group { Received, Missing, Late, Unmatched, Earlier };
    // What a moderator scans first leftmost, so that a narrow dock shows it.
    enum Column { NationColumn, OrdersColumn, ProblemsColumn, FromColumn, ReceivedColumn, SubjectColumn, Columns };
    static constexpr int Sha256Role = Qt::UserRole + 1;   // a message row's SHA-256
    static constexpr int GroupRole = Qt::UserRole + 2;    // the group a row is in

    explicit InboxModel(QObject *parent = nullptr);

    // Fills the tree with the turn's inbox of `game`, sorted and each
    // message's orders checked (the game file's, GameFile::checkedInbox):
    // a message's Orders and Problems columns, its order lines as the Orders
    // column's tooltip.
    void setInbox(std::shared_ptr<const CheckedInbox> checked, const Game &game);
    const SortedInbox &inbox() const { return m_checked->sorted; }

    // The group's heading item, and the index of a message's row (invalid when not listed).
    QStandardItem *group(Group g) const { return item(int(g)); }
    QModelIndex indexOf(const QString &sha256) const;
    // The stored message behind a row, nullptr for a heading or a missing nation.
    const InboxMessage *messageAt(const QModelIndex &index) const;

    // When a message was received, in the game's schedule zone (else UTC):
    // whole ("2026-11-28 10:15 CET"), and short for the Received column
    // ("28 Nov 10:15"), whose heading's tooltip names the zone; a short time
    // in another offset of the zone (summer time begun within the turn)
    // names its own.
    static QString receivedText(const QDateTime &at, const Game &game);
    static QString receivedShort(const QDateTime &at, const Game &game);
    static QString receivedTip(const Game &game);

private:
    void addMessage(QStandardItem *heading, Group g, const InboxMessage &m, const Game &game);

    std::shared_ptr<const CheckedInbox> m_checked;
};

} // namespace adj::ui
