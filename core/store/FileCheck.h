// What a game file holds, checked read-only before it is used:
// SQLite, an Adjutant game, not newer than this program, intact,
// the schema of its version, a valid current turn. A file that fails is
// refused and never written to.
#pragma once

#include "io/Problem.h"
#include "model/Game.h"

#include <QByteArray>
#include <QSqlDatabase>
#include <QString>
#include <QVariant>
#include <optional>

class QTemporaryDir;

namespace adj::store {

inline const QByteArray kSqliteMagic("SQLite format 3\0", 16);
// Whether the file begins as an SQLite database does (a game file, not a JSON game).
bool isSqliteFile(const QString &path);

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
// The same from the stored column, plain or packed (store/Packing.h).
std::optional<Game> parseStoredTurn(const QVariant &column, int turn, const QString &path, QString &error);
// The header's page count against the file's size: a file cut short is
// found without reading it (the cheap check on every open).
// "" or why not.
QString checkLength(const QString &file);
// Lets SQLite roll back an interrupted save (a hot journal) in `file`.
bool recover(const QString &file, QString &error);
// The findings of an integrity pragma ("PRAGMA integrity_check(20)"), "; "
// between them, or "" when SQLite says ok.
QString integrityFindings(const QSqlDatabase &db, const QString &pragma);
// A copy of the file (and its journal, if any) in a temporary folder.
QString copyToTemp(const QString &path, QTemporaryDir &dir, QString &error);
// The errors among `problems`, one indented line each, for a message.
QString problemsText(const Problems &problems);

} // namespace adj::store
