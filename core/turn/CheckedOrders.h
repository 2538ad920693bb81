// A turn's orders checked once: every text parsed, the slots across texts,
// every line against the map. What the command line's `check`, the window's
// Orders dock and status line, Resolve, What If, the confirmation of an
// orders mail and the game file all read, so that no one parses again.
#pragma once

#include "io/Problem.h"
#include "orders/Orders.h"

#include <QDateTime>
#include <QList>
#include <QMap>
#include <QString>

namespace adj {

class MapGraph;
struct Game;
struct OrdersMail;

// One text of orders as received: the name it goes by in problems and the
// step log (a file's path, "orders" for the window's text) and the text.
struct OrdersText {
    QString name;
    QString text;
};

// The name the turn's orders text goes by in problems and the step log: the
// window's orders text, and the text `adjutant-cli accept` builds.
inline QString turnOrdersName() { return QStringLiteral("orders"); }

// A nation's share of the orders: its order lines and the problems on them.
struct NationOrders {
    int lines = 0;
    int problems = 0;
    bool operator==(const NationOrders &) const = default;
};

struct CheckedOrders {
    QList<Order> orders;              // every order line, bad ones included, in the texts' order
    QList<PlayerMessage> messages;    // the players' messages (Dark Age 1.9), in the texts' order
    Problems problems;                // the parse's, slots used twice across texts, the map's; by text, then line
    QMap<QString, NationOrders> byNation;  // per nation as the orders name it

    // The problems that are errors (a warning leaves the line to be carried out).
    int errors() const;
};

// Checks the texts of a turn, each parsed once (docs/formats.md "Orders": a slot a
// nation used in an earlier text is used twice in a later one). Nothing is
// checked when the game's ruleset takes no numbered orders.
CheckedOrders checkOrders(const QList<OrdersText> &texts, const Game &game, const MapGraph &graph);
// One text, as the window and a mail have it.
CheckedOrders checkOrders(const QString &text, const QString &name, const Game &game, const MapGraph &graph);
// A mail's orders as read from it: its orders file (mail/OrderMail.h
// ordersFileText, NATION first) checked. What the Turn Inbox's columns and
// the confirmation's problems both read.
CheckedOrders checkMailOrders(const OrdersMail &mail, const Game &game);

// Whether the game's ruleset takes numbered orders (an AP game does not).
bool takesOrders(const Game &game);

// What resolving the turn at `now` would leave out: the time left to the
// cut-off (the schedule's deadline plus grace; 0 once it has passed) and the
// nations without an order. Worth asking about only for a game with a
// deadline, and then while time is left or a nation is missing.
struct EarlyResolve {
    bool ask = false;
    qint64 secondsLeft = 0;
    QDateTime cutOff;
    QStringList missing;  // in the game's order
};
EarlyResolve earlyResolve(const Game &game, const CheckedOrders &checked, const QDateTime &now);

// The orders text with more texts added after it, each under a comment
// naming where it came from, a blank line between: the window's Import
// Orders and `adjutant-cli accept` build the turn's text alike.
QString withImported(QString text, const QList<OrdersText> &imported);

// The orders text with `added` after it, a blank line between (the window's
// orders taken from the players' mail).
QString withAdded(QString text, const QString &added);

} // namespace adj
