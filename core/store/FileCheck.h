// What a game file holds, checked read-only before it is used (design.md
// "Storage"): SQLite, an Adjutant game, not newer than this program, intact,
// the schema of its version, a valid current turn. A file that fails is
// refused and never written to.
#pragma once

#include "io/Problem.h"
#include "model/Game.h"

#include <QByteArray>
#include <QString>
#include <optional>

class QTemporaryDir;

namespace adj::store {

inline const QByteArray kSqliteMagic("SQLite format 3\0", 16);

struct Inspection {
    int version = 0;
    Game current;
    std::optional<int> rollbackTo;
    int rollbackFrom = 0;
};

// Everything that must hold before a file is used, through a read-only
// connection. `file` is what is opened, `path` what messages name.
std::optional<Inspection> inspect(const QString &file, const QString &path, QString &error);
// Reads and validates one turn's game text.
std::optional<Game> parseTurn(const QString &text, int turn, const QString &path, QString &error);
// Lets SQLite roll back an interrupted save (a hot journal) in `file`.
bool recover(const QString &file, QString &error);
// A copy of the file (and its journal, if any) in a temporary folder.
QString copyToTemp(const QString &path, QTemporaryDir &dir, QString &error);
// The errors among `problems`, one indented line each, for a message.
QString problemsText(const Problems &problems);

} // namespace adj::store
