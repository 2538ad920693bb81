// The game file's schema: its version in `PRAGMA user_version`, one migration
// per version, and the tables and columns each version
// must have.
#pragma once

#include <QSqlDatabase>
#include <QString>
#include <QStringList>

namespace adj::store {

// Each migration takes the file from the version before it to `version`, the
// caller holding the transaction. Version 1 is the first schema.
bool applyMigration(const QSqlDatabase &db, int version, QString &error);
// Upgrades `file` from version `from` to GameStore::kSchemaVersion, one
// transaction per version that also sets user_version.
bool migrate(const QString &file, int from, QString &error);
// The tables and columns of `version`, checked before a file is used: "" or
// the message naming `path`.
QString checkSchema(const QSqlDatabase &db, int version, const QString &path);

// Tables holding history that a rollback marks as discarded.
inline const QStringList kHistoryTables = {QStringLiteral("turns"), QStringLiteral("orders"), QStringLiteral("steps"),
                                           QStringLiteral("received_orders"), QStringLiteral("edits"),
                                           QStringLiteral("texts"), QStringLiteral("reports"),
                                           QStringLiteral("resolutions")};

} // namespace adj::store
