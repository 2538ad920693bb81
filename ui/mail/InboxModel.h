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

    // What the tree shows of a turn's stored inbox: sorted, and the orders of
    // each message with a nation checked (by SHA-256: its Orders and Problems
    // columns, and the order lines as the Orders column's tooltip). Pure and
    // slow for a large inbox: made on a worker thread.
    struct Orders {
        QString orders, problems, lines;  // the counts, and the order lines
        bool hasProblems = false;
    };
    struct Prepared {
        SortedInbox inbox;
        QHash<QString, Orders> orders;
    };
    static Prepared prepare(const QList<InboxMessage> &stored, const Game &game);

    // Fills the tree with the prepared inbox of `game`'s turn.
    void setInbox(Prepared prepared, const Game &game);
    const SortedInbox &inbox() const { return m_inbox; }

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

    SortedInbox m_inbox;
    QHash<QString, Orders> m_orders;
};

} // namespace adj::ui
