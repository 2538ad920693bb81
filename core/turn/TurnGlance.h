// Where a game's current turn stands, at a glance (the window's start page):
// its name and turn, its deadline, and whose orders came in. Read from a game
// file without changing it — the turn's inbox gives the nations whose orders
// count — or from a game JSON, which keeps no mail.
#pragma once

#include "schedule/Schedule.h"

#include <QDateTime>
#include <QStringList>

#include <optional>

namespace adj {

struct TurnGlance {
    QString path;
    QString error;              // why the file could not be read; nothing else is set then
    QString name;               // the game's name
    QString ruleset;
    int turn = 0;
    std::optional<Schedule> schedule;
    bool keepsMail = false;     // a game file: `received` and `missing` are known
    QStringList received;       // nations with a message that counts, in the game's order
    QStringList missing;        // the other nations
    QStringList late;           // nations with a late message that does not count, in the game's order
};

// Reads the game at `path` (a game file by its SQLite header, else JSON)
// read-only; callable from a worker thread (its own connection).
TurnGlance glanceAt(const QString &path);

} // namespace adj
