#include "store/FileCheck.h"

#include "model/GameJson.h"
#include "store/GameStore.h"
#include "store/Packing.h"
#include "store/Schema.h"
#include "store/Sql.h"

#include <QFile>
#include <QtEndian>
#include <QFileInfo>
#include <QJsonObject>
#include <QSqlError>
#include <QTemporaryDir>

namespace adj::store {

QString integrityFindings(const QSqlDatabase &db, const QString &pragma)
{
    QSqlQuery q(db);
    q.setForwardOnly(true);
    QStringList findings;
    QString why;
    if (prepare(q, pragma, why) && exec(q, {}, why)) {
        while (q.next())
            findings.append(q.value(0).toString());
        if (q.lastError().isValid())
            findings.append(sqlError(q.lastError()));
    } else {
        findings.append(why);
    }
    return findings == QStringList{QStringLiteral("ok")} ? QString() : findings.join(QStringLiteral("; "));
}

namespace {

// SQLite's quick_check of one table and its indexes (SQLite 3.33 or later).
QString quickCheck(const QSqlDatabase &db, const QString &table)
{
    return integrityFindings(db, QStringLiteral("PRAGMA quick_check(%1)").arg(table));
}

} // namespace

QString problemsText(const Problems &problems)
{
    QStringList lines;
    for (const Problem &p : problems)
        if (p.severity == Problem::Error)
            lines.append(QStringLiteral("  ")
                         + (p.file.isEmpty() ? p.field + QStringLiteral(": ") + p.message : p.toString()));
    return lines.join(u'\n');
}

std::optional<Game> parseTurn(const QString &text, int turn, const QString &path, QString &error)
{
    const QString where = QStringLiteral("%1 (turn %2)").arg(path).arg(turn);
    GameRead read = readGameJson(text.toUtf8(), where);
    if (!read.game) {
        error = QStringLiteral("%1: turn %2 is not a valid game:\n%3").arg(path).arg(turn).arg(problemsText(read.problems));
        return std::nullopt;
    }
    if (read.game->turn != turn) {
        error = QStringLiteral("%1: the row of turn %2 holds a game of turn %3").arg(path).arg(turn).arg(read.game->turn);
        return std::nullopt;
    }
    return read.game;
}

std::optional<Game> parseStoredTurn(const QVariant &column, int turn, const QString &path, QString &error)
{
    const std::optional<QString> text = storedText(column);
    if (!text) {
        error = QStringLiteral("%1: the packed game of turn %2 is damaged").arg(path).arg(turn);
        return std::nullopt;
    }
    return parseTurn(*text, turn, path, error);
}

QString checkLength(const QString &file)
{
    QFile f(file);
    if (!f.open(QIODevice::ReadOnly))
        return f.errorString();
    const QByteArray h = f.read(100);
    if (h.size() < 100)
        return QStringLiteral("its header is cut short");
    if (h[18] == 2 || h[19] == 2)
        return {};  // WAL: the pages may be in the -wal file still
    auto word = [&](int at) { return qFromBigEndian<quint32>(h.constData() + at); };
    const quint16 size = qFromBigEndian<quint16>(h.constData() + 16);
    const quint32 pageSize = size == 1 ? 65536 : size;
    // The page count is valid only when written by the same change (SQLite's
    // file format, "in-header database size").
    if (word(28) == 0 || word(24) != word(92))
        return {};
    const qint64 expected = qint64(pageSize) * word(28);
    if (f.size() < expected)
        return QStringLiteral("it is cut short: %1 bytes of the %2 its header gives").arg(f.size()).arg(expected);
    return {};
}

bool isSqliteFile(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) && f.read(kSqliteMagic.size()) == kSqliteMagic;
}

std::optional<Inspection> inspect(const QString &file, const QString &path, QString &error)
{
    Connection c(file, true);
    if (!c.ok()) {
        error = QStringLiteral("%1: cannot open: %2").arg(path, c.error);
        return std::nullopt;
    }
    const QSqlDatabase db = c.db();
    QString why;
    const auto appId = scalar(db, QStringLiteral("PRAGMA application_id"), why);
    const auto version = appId ? scalar(db, QStringLiteral("PRAGMA user_version"), why) : std::nullopt;
    if (!version) {
        error = QStringLiteral("%1: is damaged or not an SQLite database (SQLite: %2); the file is left as it is")
                    .arg(path, why);
        return std::nullopt;
    }
    if (appId->toInt() != GameStore::kApplicationId) {
        error = QStringLiteral("%1: is not an Adjutant game file (an SQLite database of another program)").arg(path);
        return std::nullopt;
    }
    Inspection result;
    result.version = version->toInt();
    if (result.version > GameStore::kSchemaVersion) {
        error = QStringLiteral("%1: was written by a newer version of Adjutant (game file version %2; this program "
                               "reads versions up to %3). Open it with a newer Adjutant; the file is left as it is.")
                    .arg(path).arg(result.version).arg(GameStore::kSchemaVersion);
        return std::nullopt;
    }
    if (result.version < 1) {
        error = QStringLiteral("%1: is not a complete Adjutant game file (it has no schema version)").arg(path);
        return std::nullopt;
    }
    // The cheap check: what does not grow with the history. The
    // whole file is checked by GameStore::checkWholeFile.
    if (const QString cut = checkLength(file); !cut.isEmpty()) {
        error = QStringLiteral("%1: is damaged (%2); the file is left as it is").arg(path, cut);
        return std::nullopt;
    }
    if (const QString bad = checkSchema(db, result.version, path); !bad.isEmpty()) {
        error = bad;
        return std::nullopt;
    }
    for (const QString &table : {QStringLiteral("meta"), QStringLiteral("turns"), QStringLiteral("areas"),
                                 QStringLiteral("borders")}) {
        if (const QString bad = quickCheck(db, table); !bad.isEmpty()) {
            error = QStringLiteral("%1: is damaged (SQLite integrity check: %2); the file is left as it is").arg(path, bad);
            return std::nullopt;
        }
    }
    // The current turn: the one open turn that is not on a discarded branch.
    QSqlQuery q(db);
    q.setForwardOnly(true);
    if (!prepare(q, QStringLiteral("SELECT turns.turn, game FROM turns LEFT JOIN games USING (turn) "
                                   "WHERE state = 'open' AND discarded = 0"), why)
        || !exec(q, {}, why)) {
        error = QStringLiteral("%1: is damaged: %2").arg(path, why);
        return std::nullopt;
    }
    QList<QPair<int, QVariant>> open;
    while (q.next())
        open.append({q.value(0).toInt(), q.value(1)});
    if (open.size() != 1) {
        error = open.isEmpty() ? QStringLiteral("%1: is not a valid Adjutant game file: it has no current turn").arg(path)
                               : QStringLiteral("%1: is not a valid Adjutant game file: it has %2 current turns")
                                     .arg(path).arg(open.size());
        return std::nullopt;
    }
    std::optional<Game> game = parseStoredTurn(open[0].second, open[0].first, path, error);
    if (!game)
        return std::nullopt;
    result.current = *game;
    const auto rollback = scalar(db, QStringLiteral("SELECT value FROM meta WHERE key = 'rollback'"), why);
    if (rollback && !rollback->isNull()) {
        const QJsonObject o = jsonFromText(rollback->toString()).toObject();
        result.rollbackTo = o.value(u"to").toInt();
        result.rollbackFrom = o.value(u"from").toInt();
    }
    return result;
}

bool recover(const QString &file, QString &error)
{
    Connection c(file, false);
    if (!c.ok()) {
        error = c.error;
        return false;
    }
    return scalar(c.db(), QStringLiteral("SELECT count(*) FROM sqlite_master"), error).has_value();
}

QString copyToTemp(const QString &path, QTemporaryDir &dir, QString &error)
{
    if (!dir.isValid()) {
        error = QStringLiteral("cannot create a temporary folder: %1").arg(dir.errorString());
        return {};
    }
    const QString copy = dir.filePath(QStringLiteral("game.adjutant"));
    const QStringList sidecars = {QStringLiteral("-journal"), QStringLiteral("-wal")};
    QFile::remove(copy);
    for (const QString &suffix : sidecars)
        QFile::remove(copy + suffix);
    if (!QFile::copy(path, copy)) {
        error = QStringLiteral("cannot copy it to %1").arg(copy);
        return {};
    }
    for (const QString &suffix : sidecars) {
        if (QFileInfo::exists(path + suffix) && !QFile::copy(path + suffix, copy + suffix)) {
            error = QStringLiteral("cannot copy its %1 file to %2").arg(suffix.mid(1), dir.path());
            return {};
        }
    }
    return copy;
}

} // namespace adj::store
