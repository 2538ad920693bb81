#include "store/GameStore.h"

#include "model/Board.h"
#include "model/GameJson.h"
#include "store/FileCheck.h"
#include "store/Rows.h"
#include "store/Schema.h"
#include "store/Sql.h"

#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>

namespace adj {

using namespace store;

// --- opening and creating ----------------------------------------------------

std::unique_ptr<GameStore> GameStore::create(const QString &path, const Game &game, QString *error)
{
    auto fail = [&](const QString &message) {
        if (error)
            *error = message;
        return std::unique_ptr<GameStore>();
    };
    if (QFileInfo::exists(path))
        return fail(QStringLiteral("%1: already exists; a new game file is never written over another file").arg(path));
    const Problems problems = validateGame(game);
    if (hasErrors(problems))
        return fail(QStringLiteral("%1: not created, the game is not valid:\n%2").arg(path, problemsText(problems)));

    std::unique_ptr<GameStore> store(new GameStore);
    store->m_path = store->m_workPath = path;
    QString why;
    store->m_connection = openConnection(path, false, why);
    if (store->m_connection.isEmpty())
        return fail(QStringLiteral("%1: cannot create: %2").arg(path, why));
    const auto migrateAll = [&](const QSqlDatabase &db) {
        for (int v = 1; v <= kSchemaVersion; ++v)
            if (!store::applyMigration(db, v, why))
                return false;
        return true;
    };
    // All versions' migrations and the first turn in one transaction: the file
    // is either a complete game or removed. (The connection's handle is let go
    // before a failure closes it, which Qt would otherwise warn of.)
    const auto write = [&](const QSqlDatabase &db) {
        return run(db, QStringLiteral("PRAGMA journal_mode = DELETE"), why)
            && run(db, QStringLiteral("PRAGMA synchronous = FULL"), why)
            && run(db, QStringLiteral("BEGIN IMMEDIATE"), why) && migrateAll(db)
            && run(db, QStringLiteral("PRAGMA user_version = %1").arg(kSchemaVersion), why)
            && writeMeta(db, gameMeta(game) + QList<QPair<QString, QString>>{{QStringLiteral("created_at"), now()}}, why)
            && writeMap(db, game, why) && writePicture(db, game, why)
            && run(db, QStringLiteral("INSERT INTO turns (turn, state, saved_at) VALUES (?, 'open', ?)"), why,
                   {game.turn, now()})
            && run(db, QStringLiteral("INSERT INTO games (turn, game) VALUES (?, ?)"), why, {game.turn, gameText(game)})
            && run(db, QStringLiteral("COMMIT"), why);
    };
    if (!write(QSqlDatabase::database(store->m_connection, false))) {
        closeConnection(store->m_connection);
        store->m_connection.clear();
        QFile::remove(path);
        QFile::remove(path + QStringLiteral("-journal"));
        return fail(QStringLiteral("%1: cannot create the game file: %2").arg(path, why));
    }
    store->m_current = game;
    return store;
}

GameStore::Prepared::Prepared() = default;
GameStore::Prepared::~Prepared() = default;
GameStore::Prepared::Prepared(Prepared &&) noexcept = default;
GameStore::Prepared &GameStore::Prepared::operator=(Prepared &&) noexcept = default;

std::unique_ptr<GameStore> GameStore::open(const QString &path, QString *error, Mode mode)
{
    std::optional<Prepared> prepared = prepareOpen(path, error, mode);
    return prepared ? attach(std::move(*prepared), error) : nullptr;
}

std::optional<GameStore::Prepared> GameStore::prepareOpen(const QString &path, QString *error, Mode mode)
{
    auto fail = [&](const QString &message) {
        if (error)
            *error = message;
        return std::optional<Prepared>();
    };
    const QFileInfo info(path);
    if (!info.exists())
        return fail(QStringLiteral("%1: no such file").arg(path));
    if (!info.isFile())
        return fail(QStringLiteral("%1: is not a file").arg(path));
    QByteArray header;
    {
        QFile file(path);
        if (!file.open(QIODevice::ReadOnly))
            return fail(QStringLiteral("%1: cannot read: %2").arg(path, file.errorString()));
        header = file.read(20);
        if (!header.startsWith(kSqliteMagic))
            return fail(QStringLiteral("%1: is not an Adjutant game file (not an SQLite database)").arg(path));
    }

    Prepared store;
    store.m_path = store.m_workPath = path;
    store.m_mode = mode;
    QString why;
    std::optional<Inspection> inspection;

    // A file in WAL mode (header bytes 18 and 19 are 2) gets -wal and -shm
    // files beside it even when it is only read: it is read in a copy.
    if (mode == Mode::ReadOnly && header.size() == 20 && (header[18] == 2 || header[19] == 2)) {
        store.m_tempDir = std::make_unique<QTemporaryDir>();
        store.m_workPath = copyToTemp(path, *store.m_tempDir, why);
        if (store.m_workPath.isEmpty())
            return fail(QStringLiteral("%1: cannot read it: %2").arg(path, why));
    }
    // A save that was interrupted left a hot journal. It is rolled back in a
    // copy and the result checked; only then in the file itself (ReadWrite).
    if (QFileInfo(path + QStringLiteral("-journal")).size() > 0) {
        store.m_tempDir = std::make_unique<QTemporaryDir>();
        const QString copy = copyToTemp(path, *store.m_tempDir, why);
        if (copy.isEmpty() || !recover(copy, why))
            return fail(QStringLiteral("%1: an interrupted save could not be rolled back: %2; the file is left as it is")
                            .arg(path, why));
        inspection = inspect(copy, path, why);
        if (!inspection)
            return fail(why);
        if (mode == Mode::ReadOnly) {
            store.m_workPath = copy;
        } else {
            if (!recover(path, why))
                return fail(QStringLiteral("%1: an interrupted save could not be rolled back: %2").arg(path, why));
            inspection.reset();
            store.m_tempDir.reset();  // the copy checked, no longer needed: not left behind should this process be killed
        }
    }
    if (!inspection)
        inspection = inspect(store.m_workPath, path, why);
    if (!inspection)
        return fail(why);

    if (inspection->version < kSchemaVersion) {
        if (mode == Mode::ReadOnly && store.m_workPath == path) {
            store.m_tempDir = std::make_unique<QTemporaryDir>();
            store.m_workPath = copyToTemp(path, *store.m_tempDir, why);
            if (store.m_workPath.isEmpty())
                return fail(QStringLiteral("%1: cannot read this older version: %2").arg(path, why));
        }
        if (!migrate(store.m_workPath, inspection->version, why))
            return fail(QStringLiteral("%1: %2").arg(path, why));
    }

    store.m_current = std::move(inspection->current);
    if (boardOf(store.m_current)) {
        // The picture is read from the file as migrated: a connection of its own.
        const Connection c(store.m_workPath, true);
        if (!c.ok())
            return fail(QStringLiteral("%1: cannot open: %2").arg(path, c.error));
        if (!readPicture(c.db(), store.m_current, why))
            return fail(QStringLiteral("%1: cannot read the board picture: %2").arg(path, why));
    }
    store.m_rollbackTo = inspection->rollbackTo;
    store.m_rollbackFrom = inspection->rollbackFrom;
    return store;
}

std::unique_ptr<GameStore> GameStore::attach(Prepared prepared, QString *error)
{
    const QString path = prepared.m_path;
    auto fail = [&](const QString &message) {
        if (error)
            *error = message;
        return std::unique_ptr<GameStore>();
    };
    std::unique_ptr<GameStore> store(new GameStore);
    store->m_path = prepared.m_path;
    store->m_workPath = prepared.m_workPath;
    store->m_mode = prepared.m_mode;
    store->m_tempDir = std::move(prepared.m_tempDir);
    store->follow(std::move(prepared));
    QString why;
    store->m_connection = openConnection(store->m_workPath, store->m_mode == Mode::ReadOnly, why);
    if (store->m_connection.isEmpty())
        return fail(QStringLiteral("%1: cannot open: %2").arg(path, why));
    if (store->m_mode == Mode::ReadWrite) {
        const QSqlDatabase db = QSqlDatabase::database(store->m_connection, false);
        if (!run(db, QStringLiteral("PRAGMA journal_mode = DELETE"), why)
            || !run(db, QStringLiteral("PRAGMA synchronous = FULL"), why))
            return fail(QStringLiteral("%1: cannot open for writing: %2").arg(path, why));
    }
    return store;
}

GameStore::Prepared GameStore::twin() const
{
    Prepared twin;
    twin.m_path = m_path;
    twin.m_workPath = m_workPath;
    twin.m_mode = m_mode;
    twin.cachedState() = cachedState();
    return twin;
}

void GameStore::follow(Prepared from)
{
    cachedState() = from.cachedState();
}

GameStore::~GameStore()
{
    closeConnection(m_connection);
}

// --- transactions ---------------------------------------------------------------

QString GameStore::transaction(const QString &what, const std::function<bool(QString &error)> &body)
{
    const QSqlDatabase db = QSqlDatabase::database(m_connection, false);
    QString why;
    if (run(db, QStringLiteral("BEGIN IMMEDIATE"), why)) {
        if (body(why) && run(db, QStringLiteral("COMMIT"), why))
            return {};
        QString ignored;
        run(db, QStringLiteral("ROLLBACK"), ignored);
    }
    return QStringLiteral("%1: %2 failed, nothing of it was saved and the file keeps its previous state: %3")
        .arg(m_path, what, why);
}

QString GameStore::refuseChange(const QString &what, bool duringRollback) const
{
    if (m_mode == Mode::ReadOnly)
        return QStringLiteral("%1: %2: the file is open read-only").arg(m_path, what);
    if (m_rollbackTo && !duringRollback)
        return QStringLiteral("%1: %2: the rollback to turn %3 awaits confirmation; confirm or undo it first")
            .arg(m_path, what).arg(*m_rollbackTo);
    return {};
}

bool GameStore::writeCurrentExtras(const Game &before, const Game &now, QString &error)
{
    const QSqlDatabase db = QSqlDatabase::database(m_connection, false);
    if (!sameMap(before, now) && !writeMap(db, now, error))
        return false;
    if (gameMeta(before) != gameMeta(now) && !writeMeta(db, gameMeta(now), error))
        return false;
    if ((before.boardPicture != now.boardPicture || before.extra != now.extra) && !writePicture(db, now, error))
        return false;
    return true;
}

} // namespace adj
