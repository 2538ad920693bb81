#include "recovery/Recovery.h"

#include "model/GameJson.h"
#include "model/MapGraph.h"
#include "store/FileCheck.h"
#include "store/Packing.h"
#include "store/Sql.h"
#include "turn/CheckedOrders.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSqlError>
#include <QSqlQuery>
#include <QUuid>

namespace adj {

using namespace store;

namespace {

constexpr auto kFormat = "adjutant-recovery";
constexpr int kVersion = 1;

const QString kSchema[] = {
    QStringLiteral("CREATE TABLE IF NOT EXISTS meta(key TEXT PRIMARY KEY, value)"),
    QStringLiteral("CREATE TABLE IF NOT EXISTS states(idx INTEGER PRIMARY KEY, serial INTEGER NOT NULL, "
                   "text TEXT NOT NULL, game BLOB NOT NULL, orders TEXT NOT NULL, apSpends TEXT NOT NULL, "
                   "ordersBefore TEXT NOT NULL, apSpendsBefore TEXT NOT NULL, "
                   "resolvedFrom BLOB, resolvedOrders TEXT NOT NULL, accepted INTEGER NOT NULL)"),
    QStringLiteral("CREATE TABLE IF NOT EXISTS inbox(position INTEGER PRIMARY KEY, sha256 TEXT NOT NULL, "
                   "bytes BLOB NOT NULL, fields TEXT NOT NULL)"),
};

QByteArray packedGame(const Game &game)
{
    return pack(writeGameJson(game));
}

std::optional<Game> unpackedGame(const QVariant &column)
{
    const std::optional<QByteArray> json = unpack(column.toByteArray());
    if (!json)
        return std::nullopt;
    if (std::optional<Game> g = readCleanGameJson(*json))
        return g;
    GameRead read = readGameJson(*json, QString());
    if (!read.game || hasErrors(read.problems))
        return std::nullopt;
    return read.game;
}

QJsonObject inboxFields(const InboxMessage &m)
{
    return {{QStringLiteral("turn"), m.turn},
            {QStringLiteral("received"), timeText(m.received)},
            {QStringLiteral("source"), m.source},
            {QStringLiteral("messageId"), m.messageId},
            {QStringLiteral("sender"), m.sender},
            {QStringLiteral("subject"), m.subject},
            {QStringLiteral("nation"), m.nation},
            {QStringLiteral("status"), int(m.status)},
            {QStringLiteral("assigned"), m.assigned},
            {QStringLiteral("acceptLate"), m.acceptLate}};
}

InboxMessage inboxMessage(qint64 id, const QByteArray &bytes, const QString &sha256, const QJsonObject &f)
{
    InboxMessage m;
    m.id = id;
    m.turn = f.value(QStringLiteral("turn")).toInt();
    m.bytes = bytes;
    m.sha256 = sha256;
    m.received = timeFromText(f.value(QStringLiteral("received")).toString());
    m.source = f.value(QStringLiteral("source")).toString();
    m.messageId = f.value(QStringLiteral("messageId")).toString();
    m.sender = f.value(QStringLiteral("sender")).toString();
    m.subject = f.value(QStringLiteral("subject")).toString();
    m.nation = f.value(QStringLiteral("nation")).toString();
    m.status = InboxMessage::Status(qBound(0, f.value(QStringLiteral("status")).toInt(), 3));
    m.assigned = f.value(QStringLiteral("assigned")).toString();
    m.acceptLate = f.value(QStringLiteral("acceptLate")).toBool();
    return m;
}

QList<QPair<QString, QVariant>> metaOf(const Recovery &r)
{
    const RecoveryInfo &i = r.info;
    return {{QStringLiteral("format"), QString::fromLatin1(kFormat)},
            {QStringLiteral("version"), kVersion},
            {QStringLiteral("file"), notNull(i.file)},
            {QStringLiteral("gameName"), notNull(i.gameName)},
            {QStringLiteral("turn"), i.turn},
            {QStringLiteral("written"), timeText(i.written)},
            {QStringLiteral("host"), notNull(i.process.host)},
            {QStringLiteral("pid"), i.process.pid},
            {QStringLiteral("start"), i.process.start},
            {QStringLiteral("savedHash"), notNull(i.savedHash)},
            {QStringLiteral("clean"), r.clean},
            {QStringLiteral("orders"), notNull(r.orders)},
            {QStringLiteral("apSpends"), notNull(r.apSpends)},
            {QStringLiteral("savedOrders"), notNull(r.savedOrders)},
            {QStringLiteral("savedApSpends"), notNull(r.savedApSpends)}};
}

// What a table of the copy holds at each place (its first column) by the
// key of its second: kept to `count` places, the rest deleted. Nothing when
// the table cannot be read or cut.
std::optional<QHash<int, QVariant>> heldUpTo(const QSqlDatabase &db, const QString &table, const QString &place,
                                             const QString &key, int count, QString &error)
{
    QHash<int, QVariant> held;
    QSqlQuery q(db);
    if (!prepare(q, QStringLiteral("SELECT %1, %2 FROM %3").arg(place, key, table), error) || !exec(q, {}, error))
        return std::nullopt;
    while (q.next())
        held.insert(q.value(0).toInt(), q.value(1));
    if (!run(db, QStringLiteral("DELETE FROM %1 WHERE %2 >= ?").arg(table, place), error, {count}))
        return std::nullopt;
    return held;
}

bool writeStates(const QSqlDatabase &db, const QList<RecoveryState> &states, QString &error)
{
    // The serial written at each place.
    const auto held = heldUpTo(db, QStringLiteral("states"), QStringLiteral("idx"), QStringLiteral("serial"),
                               int(states.size()), error);
    if (!held)
        return false;
    for (int i = 0; i < states.size(); ++i) {
        const RecoveryState &s = states[i];
        if (held->contains(i) && held->value(i).toLongLong() == s.serial)
            continue;
        if (!run(db, QStringLiteral("INSERT OR REPLACE INTO states VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"), error,
                 {i, s.serial, notNull(s.text), packedGame(s.game), notNull(s.orders), notNull(s.apSpends),
                  notNull(s.ordersBefore), notNull(s.apSpendsBefore),
                  s.resolvedFrom ? QVariant(packedGame(*s.resolvedFrom)) : QVariant(), notNull(s.resolvedOrders),
                  int(s.accepted)}))
            return false;
    }
    return true;
}

bool writeInbox(const QSqlDatabase &db, const QList<InboxMessage> &inbox, QString &error)
{
    // The message at each place, by its SHA-256.
    const auto held = heldUpTo(db, QStringLiteral("inbox"), QStringLiteral("position"), QStringLiteral("sha256"),
                               int(inbox.size()), error);
    if (!held)
        return false;
    for (int i = 0; i < inbox.size(); ++i) {
        const InboxMessage &m = inbox[i];
        const QString fields = QString::fromUtf8(QJsonDocument(inboxFields(m)).toJson(QJsonDocument::Compact));
        const bool ok = held->value(i).toString() == m.sha256
            ? run(db, QStringLiteral("UPDATE inbox SET fields = ? WHERE position = ?"), error, {fields, i})
            : run(db, QStringLiteral("INSERT OR REPLACE INTO inbox VALUES (?, ?, ?, ?)"), error,
                  {i, m.sha256, m.bytes, fields});
        if (!ok)
            return false;
    }
    return true;
}

std::optional<QHash<QString, QVariant>> readMeta(const QSqlDatabase &db, QString &error)
{
    QSqlQuery q(db);
    if (!prepare(q, QStringLiteral("SELECT key, value FROM meta"), error) || !exec(q, {}, error))
        return std::nullopt;
    QHash<QString, QVariant> meta;
    while (q.next())
        meta.insert(q.value(0).toString(), q.value(1));
    if (meta.value(QStringLiteral("format")).toString() != QLatin1String(kFormat)) {
        error = QStringLiteral("not a recovery copy");
        return std::nullopt;
    }
    if (meta.value(QStringLiteral("version")).toInt() != kVersion) {
        error = QStringLiteral("version %1 of the recovery copy is not read by this Adjutant (it reads %2)")
                    .arg(meta.value(QStringLiteral("version")).toString())
                    .arg(kVersion);
        return std::nullopt;
    }
    return meta;
}

RecoveryInfo infoOf(const QString &path, const QHash<QString, QVariant> &meta, int steps)
{
    RecoveryInfo i;
    i.path = path;
    i.file = meta.value(QStringLiteral("file")).toString();
    i.gameName = meta.value(QStringLiteral("gameName")).toString();
    i.turn = meta.value(QStringLiteral("turn")).toInt();
    i.written = timeFromText(meta.value(QStringLiteral("written")).toString());
    i.process = {meta.value(QStringLiteral("host")).toString(), meta.value(QStringLiteral("pid")).toLongLong(),
                 meta.value(QStringLiteral("start")).toLongLong()};
    i.steps = steps;
    i.savedHash = meta.value(QStringLiteral("savedHash")).toString();
    return i;
}

std::optional<QList<RecoveryState>> readStates(const QSqlDatabase &db, QString &error)
{
    QSqlQuery q(db);
    if (!prepare(q, QStringLiteral("SELECT idx, serial, text, game, orders, apSpends, ordersBefore, apSpendsBefore, resolvedFrom, resolvedOrders, "
                                   "accepted FROM states ORDER BY idx"),
                 error)
        || !exec(q, {}, error))
        return std::nullopt;
    QList<RecoveryState> states;
    while (q.next()) {
        const int idx = q.value(0).toInt();
        if (idx != states.size()) {
            error = QStringLiteral("moment %1 of the undo history is missing").arg(states.size());
            return std::nullopt;
        }
        RecoveryState s;
        s.serial = q.value(1).toLongLong();
        s.text = q.value(2).toString();
        std::optional<Game> game = unpackedGame(q.value(3));
        if (!game) {
            error = QStringLiteral("moment %1 of the undo history: the game is damaged").arg(idx);
            return std::nullopt;
        }
        s.game = std::move(*game);
        s.orders = q.value(4).toString();
        s.apSpends = q.value(5).toString();
        s.ordersBefore = q.value(6).toString();
        s.apSpendsBefore = q.value(7).toString();
        if (!q.value(8).isNull()) {
            s.resolvedFrom = unpackedGame(q.value(8));
            if (!s.resolvedFrom) {
                error = QStringLiteral("moment %1 of the undo history: the resolved turn is damaged").arg(idx);
                return std::nullopt;
            }
        }
        s.resolvedOrders = q.value(9).toString();
        s.accepted = q.value(10).toBool() && s.resolvedFrom;
        states.append(std::move(s));
    }
    if (states.isEmpty()) {
        error = QStringLiteral("it holds no game");
        return std::nullopt;
    }
    return states;
}

std::optional<QList<InboxMessage>> readInbox(const QSqlDatabase &db, QString &error)
{
    QSqlQuery q(db);
    if (!prepare(q, QStringLiteral("SELECT position, sha256, bytes, fields FROM inbox ORDER BY position"), error)
        || !exec(q, {}, error))
        return std::nullopt;
    QList<InboxMessage> inbox;
    while (q.next()) {
        const QJsonObject fields = QJsonDocument::fromJson(q.value(3).toByteArray()).object();
        inbox.append(inboxMessage(inbox.size() + 1, q.value(2).toByteArray(), q.value(1).toString(), fields));
    }
    return inbox;
}

// A connection to read a copy through. It may write: a copy left by a kill
// in the middle of a write has a hot journal, which SQLite rolls back only
// through a connection that may write.
std::unique_ptr<Connection> openToRead(const QString &path, QString &error)
{
    if (!QFileInfo(path).isFile()) {
        error = QStringLiteral("no such file");
        return nullptr;
    }
    auto c = std::make_unique<Connection>(path, false);
    if (!c->ok())
        c = std::make_unique<Connection>(path, true);  // a folder it may not write
    if (!c->ok()) {
        error = c->error;
        return nullptr;
    }
    return c;
}

QString named(const QString &path, const QString &error)
{
    return QStringLiteral("%1: %2").arg(QDir::toNativeSeparators(path), error);
}

// The file has a table `meta`: an SQLite file that is not one says so in words.
bool isRecoveryFile(const QSqlDatabase &db, QString &error)
{
    const std::optional<QVariant> n =
        scalar(db, QStringLiteral("SELECT count(*) FROM sqlite_master WHERE name = 'meta'"), error);
    if (n && n->toInt() == 1)
        return true;
    if (n)
        error = QStringLiteral("not a recovery copy");
    return false;
}

} // namespace

QString recoveryFolder(const QString &base)
{
    return QDir(base).filePath(QStringLiteral("recovery"));
}

QString newRecoveryPath(const QString &folder)
{
    return QDir(folder).filePath(QUuid::createUuid().toString(QUuid::WithoutBraces) + QStringLiteral(".recovery"));
}

QString writeRecovery(const QString &path, const Recovery &recovery)
{
    if (!QDir().mkpath(QFileInfo(path).absolutePath()))
        return named(QFileInfo(path).absolutePath(), QStringLiteral("cannot make the folder"));
    QString error;
    {
        Connection c(path, false);
        if (!c.ok())
            return named(path, c.error);
        QSqlDatabase db = c.db();
        bool ok = db.transaction();
        for (const QString &sql : kSchema)
            ok = ok && run(db, sql, error);
        for (const auto &[key, value] : metaOf(recovery))
            ok = ok && run(db, QStringLiteral("INSERT OR REPLACE INTO meta VALUES (?, ?)"), error, {key, value});
        ok = ok && writeStates(db, recovery.states, error) && writeInbox(db, recovery.inbox, error);
        if (ok && !db.commit())
            error = sqlError(db.lastError());
        else if (!ok)
            db.rollback();
        if (error.isEmpty() && !ok)
            error = sqlError(db.lastError());
    }
    return error.isEmpty() ? QString() : named(path, error);
}

std::optional<RecoveryInfo> readRecoveryInfo(const QString &path, QString *error)
{
    QString e;
    std::optional<QHash<QString, QVariant>> meta;
    std::optional<QVariant> steps;
    if (const std::unique_ptr<Connection> c = openToRead(path, e);
        c && isRecoveryFile(c->db(), e) && (meta = readMeta(c->db(), e)))
        steps = scalar(c->db(), QStringLiteral("SELECT count(*) FROM states"), e);
    if (!steps) {
        if (error)
            *error = named(path, e);
        return std::nullopt;
    }
    return infoOf(path, *meta, qMax(0, steps->toInt() - 1));
}

std::optional<Recovery> readRecovery(const QString &path, QString *error)
{
    QString e;
    std::optional<Recovery> r;
    {
        const std::unique_ptr<Connection> c = openToRead(path, e);
        std::optional<QHash<QString, QVariant>> meta;
        std::optional<QList<RecoveryState>> states;
        std::optional<QList<InboxMessage>> inbox;
        if (c && isRecoveryFile(c->db(), e) && (meta = readMeta(c->db(), e)) && (states = readStates(c->db(), e))
            && (inbox = readInbox(c->db(), e))) {
            r.emplace();
            r->info = infoOf(path, *meta, int(states->size()) - 1);
            r->states = *states;
            const auto text = [&meta](const char *key) { return meta->value(QString::fromLatin1(key)).toString(); };
            r->clean = meta->value(QStringLiteral("clean"), -1).toInt();
            if (r->clean < -1 || r->clean >= states->size())
                r->clean = -1;
            r->orders = text("orders");
            r->apSpends = text("apSpends");
            r->savedOrders = text("savedOrders");
            r->savedApSpends = text("savedApSpends");
            r->inbox = *inbox;
        }
    }
    if (!r && error)
        *error = named(path, e);
    return r;
}

QList<RecoveryInfo> recoveriesLeft(const QString &folder, QStringList *unreadable)
{
    QList<RecoveryInfo> left;
    const QFileInfoList files =
        QDir(folder).entryInfoList({QStringLiteral("*.recovery")}, QDir::Files, QDir::Name);
    for (const QFileInfo &f : files) {
        QString error;
        std::optional<RecoveryInfo> info = readRecoveryInfo(f.absoluteFilePath(), &error);
        if (!info) {
            if (unreadable)
                unreadable->append(error);
            continue;
        }
        if (hasEnded(info->process))
            left.append(*info);
    }
    std::stable_sort(left.begin(), left.end(),
                     [](const RecoveryInfo &a, const RecoveryInfo &b) { return a.written > b.written; });
    return left;
}

QString removeRecovery(const QString &path)
{
    QFile::remove(path + QStringLiteral("-journal"));
    if (QFile::exists(path) && !QFile::remove(path))
        return named(path, QStringLiteral("cannot remove it"));
    return QString();
}

QString savedHash(const Game &game, const QString &orders, const QString &apSpends)
{
    QCryptographicHash h(QCryptographicHash::Sha256);
    h.addData(writeGameJson(game));
    for (const QString &text : {orders, apSpends}) {
        h.addData(QByteArrayView("\0", 1));
        h.addData(text.toUtf8());
    }
    return QString::fromLatin1(h.result().toHex());
}

std::optional<QString> fileSavedHash(const QString &file)
{
    if (!QFileInfo(file).isFile())
        return std::nullopt;
    if (!store::isSqliteFile(file)) {
        const GameRead read = readGameFile(file);
        if (!read.game || hasErrors(read.problems))
            return std::nullopt;
        return savedHash(*read.game, QString(), QString());
    }
    QString error;
    const std::unique_ptr<GameStore> store = GameStore::open(file, &error, GameStore::Mode::ReadOnly);
    if (!store)
        return std::nullopt;
    const TurnTexts texts = store->texts(store->currentTurn(), &error);
    if (!error.isEmpty())
        return std::nullopt;
    return savedHash(store->current(), texts.orders, texts.apSpends);
}

QList<std::optional<TurnRecord>> recoveredResolutions(const QList<RecoveryState> &states)
{
    QList<std::optional<TurnRecord>> records;
    QByteArray lastFrom;
    for (const RecoveryState &state : states) {
        if (!state.resolvedFrom) {
            records.append(std::nullopt);
            continue;
        }
        const QByteArray from = writeGameJson(*state.resolvedFrom);
        if (!records.isEmpty() && records.last() && from == lastFrom && records.last()->orders == state.resolvedOrders) {
            records.append(records.last());
            continue;
        }
        lastFrom = from;
        const Game &before = *state.resolvedFrom;
        const CheckedOrders checked =
            checkOrders(state.resolvedOrders, turnOrdersName(), before, *MapGraph::of(before));
        std::optional<Resolution> resolution = resolveChecked(before, checked);
        records.append(resolution ? std::optional<TurnRecord>(TurnRecord{before, std::move(*resolution),
                                                                         state.resolvedOrders, checked})
                                  : std::nullopt);
    }
    return records;
}

} // namespace adj
