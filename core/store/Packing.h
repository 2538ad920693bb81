// History packed as it is stored (a 100-turn game at 2,000 areas
// under 15 MB). A turn being worked on (the open turn, a draft) is stored
// plain, readable with SQL; when a turn becomes history (publish), its game
// and its resolution's orders and steps are packed with zlib (qCompress: four
// bytes of length, big-endian, then a zlib stream whose Adler-32 checksum also
// finds damage to the packed bytes). docs/benchmarks.md "History" measures
// this against storing per-turn differences.
#pragma once

#include <QByteArray>
#include <QList>
#include <QSqlDatabase>
#include <QString>
#include <QVariant>
#include <QVariantList>
#include <optional>

namespace adj::store {

// The schema version that packs the history.
constexpr int kPackedHistoryVersion = 5;

QByteArray pack(const QByteArray &bytes);
// nullopt when the bytes are not a whole packed text (damaged).
std::optional<QByteArray> unpack(const QByteArray &packed);

// A stored game column: TEXT is the game JSON as it is, a BLOB the packed
// JSON. nullopt when a blob does not unpack.
std::optional<QString> storedText(const QVariant &column);

// The rows of a query as one packed JSON array of arrays of column values
// (strings and numbers), in order; and back.
bool packRows(const QSqlDatabase &db, const QString &sql, const QVariantList &values, QByteArray &packed,
              QString &error);
std::optional<QList<QVariantList>> unpackRows(const QByteArray &packed);

// The columns a resolution's orders and steps are read with, packed or not.
inline const QString kOrderColumns = QStringLiteral(
    "nation, slot, word, action, field1, field2, number, raw, file, line, error");
inline const QString kStepColumns = QStringLiteral("position, file, step");

// Moves the resolution of `turn` (its rows not discarded) from the tables
// `orders` and `steps` into one packed row of `resolutions`, and packs the
// turn's game: the turn has become history (publish, migration to version 5).
bool packTurn(const QSqlDatabase &db, int turn, QString &error);

} // namespace adj::store
