// Orders files (docs/formats.md "Orders"): one parser for `check` and `resolve`.
#pragma once

#include "io/Problem.h"
#include "ruleset/Ruleset.h"

#include <QDateTime>
#include <QList>
#include <QString>

namespace adj {

struct Game;
class MapGraph;

// The number field of an order (docs/rules.md §2 "Number field").
struct NumberField {
    enum Kind { Blank, Value, All, AllBut };
    Kind kind = Blank;
    int value = 0;            // the number, or n of AB-n
    QString text() const;     // "-", "3", "ALL", "AB-2"
};

struct Order {
    QString nation;           // as written, upper case; empty before any NATION line
    int slot = 0;             // as written; 0 when it is not a number
    QString word;             // the action word as written (upper case)
    QString action;           // the ruleset's action (aliases resolved); empty if unknown
    QString field1, field2;   // codes, upper case; empty for '-'
    NumberField number;
    QString raw;              // the line as received
    QString file;
    int line = 0;
    QString error;            // why the line cannot be carried out; empty when it parsed

    bool ok() const { return error.isEmpty(); }
    // The order as reports echo it: `MOVE YRS LNS AB-1`.
    QString normalised() const;
};

} // namespace adj

// QStrings and numbers only: a list of orders grows by moving its memory, not
// by moving each order (parseOrders appends thousands).
Q_DECLARE_TYPEINFO(adj::Order, Q_RELOCATABLE_TYPE);

namespace adj {

// A player's message for the game report (Dark Age 1.9: "printed in the game
// report for everyone, tagged with the sender"; the turn sheet's messages
// box): a line `MESSAGE text` after the nation's NATION line. The text is
// kept as written, up to a `#` comment; at most kMessageLength characters.
struct PlayerMessage {
    QString nation;
    QString text;
    QString file;
    int line = 0;
};
constexpr int kMessageLength = 500;

// A nation's message received after the deadline plus grace (`cutOff`) whose
// orders were not used (docs/formats.md "The turn's mail"): its report says so.
struct LateOrders {
    QString nation;
    QDateTime received, cutOff;
};

struct OrderSet {
    QList<Order> orders;      // every order line, in file order, bad ones included
    QList<PlayerMessage> messages;  // in file order
    Problems problems;        // one per bad line, with file and line
};

// Parses orders text. Unknown actions, bad numbers, slots out of range, slots
// used twice, unknown nations and lines before any NATION are problems, and the
// order is kept with its error so that `resolve` can report it as failed.
OrderSet parseOrders(const QString &text, const QString &fileName, const Game &game, const Ruleset &rules);
// How many texts parseOrders has read in this process: a turn's orders are
// parsed once per text, however many views read them (tests count it).
qint64 ordersTextsParsed();
// Orders of several files given together (a player's corrected second mail):
// a slot a nation already used in an earlier file is used twice, and that
// later line fails, as within one file (docs/formats.md "Orders"); a bad line
// uses its slot too (docs/rules.md §8). Returns one
// problem per line it failed.
Problems failSlotsUsedTwice(QList<Order> &orders, const Ruleset &rules);
// Reads a file; an unreadable or non-UTF-8 file is an input error (`inputError` set).
OrderSet readOrdersFile(const QString &path, const Game &game, const Ruleset &rules, QString *inputError);

// What `check` adds to the parse: for each order, the first of its action's
// preconditions the map decides that it breaks (orders/Preconditions.h: codes
// unknown to the map, areas of the wrong kind, areas that do not border,
// nations that do not exist), in the words its failed step will give.
Problems checkOrdersAgainstMap(const QList<Order> &orders, const Game &game, const Ruleset &rules, const MapGraph &graph);

} // namespace adj
