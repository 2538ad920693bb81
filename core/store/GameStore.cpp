#include "store/GameStore.h"

#include "model/GameDiff.h"
#include "model/GameJson.h"

#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <array>
#include <atomic>

namespace adj {

namespace {

const QByteArray kSqliteMagic("SQLite format 3\0", 16);

// --- Qt Sql plumbing -------------------------------------------------------

QString sqlError(const QSqlError &e)
{
    const QString db = e.databaseText().trimmed();
    return db.isEmpty() ? e.text().trimmed() : db;
}

QString newConnectionName()
{
    static std::atomic<int> counter{0};
    return QStringLiteral("adjutant-store-%1").arg(++counter);
}

void closeConnection(const QString &name)
{
    if (name.isEmpty())
        return;
    {
        QSqlDatabase db = QSqlDatabase::database(name, false);
        db.close();
    }
    QSqlDatabase::removeDatabase(name);
}

// Opens an SQLite connection; an empty name and `error` set when it fails.
QString openConnection(const QString &file, bool readOnly, QString &error)
{
    const QString name = newConnectionName();
    QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
    if (!db.isValid()) {
        error = QStringLiteral("the Qt SQLite driver (QSQLITE) is not available");
        db = {};
        QSqlDatabase::removeDatabase(name);
        return {};
    }
    db.setDatabaseName(file);
    db.setConnectOptions(readOnly ? QStringLiteral("QSQLITE_OPEN_READONLY;QSQLITE_BUSY_TIMEOUT=5000")
                                  : QStringLiteral("QSQLITE_BUSY_TIMEOUT=5000"));
    if (!db.open()) {
        error = sqlError(db.lastError());
        db = {};
        closeConnection(name);
        return {};
    }
    return name;
}

// A connection that is closed when it goes out of scope.
struct Connection {
    QString name;
    QString error;
    Connection(const QString &file, bool readOnly) : name(openConnection(file, readOnly, error)) {}
    ~Connection() { closeConnection(name); }
    bool ok() const { return !name.isEmpty(); }
    QSqlDatabase db() const { return QSqlDatabase::database(name, false); }
};

bool exec(QSqlQuery &q, const QVariantList &values, QString &error)
{
    for (int i = 0; i < values.size(); ++i)
        q.bindValue(i, values[i]);
    if (q.exec())
        return true;
    error = sqlError(q.lastError());
    return false;
}

bool prepare(QSqlQuery &q, const QString &sql, QString &error)
{
    if (q.prepare(sql))
        return true;
    error = sqlError(q.lastError());
    return false;
}

// Runs one statement with its values bound in order.
bool run(const QSqlDatabase &db, const QString &sql, QString &error, const QVariantList &values = {})
{
    QSqlQuery q(db);
    return prepare(q, sql, error) && exec(q, values, error);
}

// The first column of the first row; nullopt (and `error`) when the query fails.
std::optional<QVariant> scalar(const QSqlDatabase &db, const QString &sql, QString &error,
                               const QVariantList &values = {})
{
    QSqlQuery q(db);
    q.setForwardOnly(true);
    if (!prepare(q, sql, error) || !exec(q, values, error))
        return std::nullopt;
    if (!q.next()) {
        if (q.lastError().isValid()) {
            error = sqlError(q.lastError());
            return std::nullopt;
        }
        return QVariant();
    }
    return q.value(0);
}

QString timeText(const QDateTime &t)
{
    return t.toUTC().toString(Qt::ISODateWithMs);
}

QDateTime timeFromText(const QString &s)
{
    return QDateTime::fromString(s, Qt::ISODateWithMs);
}

QString jsonText(const QJsonValue &v)
{
    return QString::fromUtf8(inlineJson(v));
}

QJsonValue jsonFromText(const QString &s)
{
    // Wrapped in an array so that any JSON value, not only objects, reads back.
    const QJsonDocument doc = QJsonDocument::fromJson('[' + s.toUtf8() + ']');
    return doc.array().isEmpty() ? QJsonValue() : doc.array().first();
}

// Qt binds a null QString as SQL NULL; NOT NULL text columns take "" instead.
QString notNull(const QString &s)
{
    return s.isNull() ? QStringLiteral("") : s;
}

QVariant orNull(const QString &s)
{
    return s.isEmpty() ? QVariant() : QVariant(s);
}

QString problemsText(const Problems &problems)
{
    QStringList lines;
    for (const Problem &p : problems)
        if (p.severity == Problem::Error)
            lines.append(QStringLiteral("  ")
                         + (p.file.isEmpty() ? p.field + QStringLiteral(": ") + p.message : p.toString()));
    return lines.join(u'\n');
}

TurnEntry::State stateFromName(const QString &s)
{
    if (s == u"draft") return TurnEntry::State::Draft;
    if (s == u"resolved") return TurnEntry::State::Resolved;
    return TurnEntry::State::Open;
}

// --- the schema ------------------------------------------------------------

// Each migration takes the file from the version before it to its own, inside
// one transaction that also sets user_version. Version 1 is the first schema.
using Migration = bool (*)(const QSqlDatabase &db, QString &error);

bool runAll(const QSqlDatabase &db, const QStringList &statements, QString &error)
{
    for (const QString &sql : statements)
        if (!run(db, sql, error))
            return false;
    return true;
}

// Version 1: the map, the turns, orders, steps, AP rounds.
bool createVersion1(const QSqlDatabase &db, QString &error)
{
    return runAll(db, {
        QStringLiteral("PRAGMA application_id = %1").arg(GameStore::kApplicationId),
        QStringLiteral("CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)"),
        QStringLiteral("CREATE TABLE areas (position INTEGER PRIMARY KEY, code TEXT NOT NULL UNIQUE, "
                       "name TEXT NOT NULL, kind TEXT NOT NULL, terrain TEXT, hinterland TEXT, x REAL, y REAL)"),
        QStringLiteral("CREATE TABLE borders (position INTEGER PRIMARY KEY, a TEXT NOT NULL, b TEXT NOT NULL)"),
        // A turn's game is a row apart: changing a turn's state or branch
        // then does not rewrite its (large) game text.
        QStringLiteral("CREATE TABLE turns (turn INTEGER PRIMARY KEY, "
                       "state TEXT NOT NULL CHECK (state IN ('open', 'draft', 'resolved')), "
                       "discarded INTEGER NOT NULL DEFAULT 0, saved_at TEXT NOT NULL)"),
        QStringLiteral("CREATE TABLE games (turn INTEGER PRIMARY KEY, game TEXT NOT NULL)"),
        QStringLiteral("CREATE TABLE received_orders (id INTEGER PRIMARY KEY, turn INTEGER NOT NULL, "
                       "source TEXT NOT NULL, received_at TEXT NOT NULL, text TEXT NOT NULL, "
                       "discarded INTEGER NOT NULL DEFAULT 0)"),
        QStringLiteral("CREATE INDEX received_orders_turn ON received_orders (turn)"),
        QStringLiteral("CREATE TABLE orders (turn INTEGER NOT NULL, position INTEGER NOT NULL, "
                       "nation TEXT NOT NULL, slot INTEGER NOT NULL, word TEXT NOT NULL, action TEXT NOT NULL, "
                       "field1 TEXT NOT NULL, field2 TEXT NOT NULL, number TEXT NOT NULL, "
                       "normalised TEXT NOT NULL, raw TEXT NOT NULL, file TEXT NOT NULL, line INTEGER NOT NULL, "
                       "error TEXT NOT NULL, discarded INTEGER NOT NULL DEFAULT 0, PRIMARY KEY (turn, position))"),
        QStringLiteral("CREATE TABLE steps (turn INTEGER NOT NULL, position INTEGER NOT NULL, file TEXT NOT NULL, "
                       "step TEXT NOT NULL, discarded INTEGER NOT NULL DEFAULT 0, PRIMARY KEY (turn, position))"),
        QStringLiteral("CREATE TABLE ap_rounds (round INTEGER PRIMARY KEY, saved_at TEXT NOT NULL, "
                       "ledger TEXT NOT NULL, messages TEXT NOT NULL)"),
    }, error);
}

// Version 2: the moderator's edits.
bool addEdits(const QSqlDatabase &db, QString &error)
{
    return runAll(db, {
        QStringLiteral("CREATE TABLE edits (id INTEGER PRIMARY KEY, turn INTEGER NOT NULL, edited_at TEXT NOT NULL, "
                       "description TEXT NOT NULL, changes TEXT NOT NULL, discarded INTEGER NOT NULL DEFAULT 0)"),
        QStringLiteral("CREATE INDEX edits_turn ON edits (turn)"),
    }, error);
}

const std::array<Migration, GameStore::kSchemaVersion> kMigrations = {createVersion1, addEdits};

// The tables and columns each version must have, checked before a file is used.
struct TableSpec {
    QString name;
    QStringList columns;
    int since;
};

const QList<TableSpec> &tableSpecs()
{
    static const QList<TableSpec> specs = {
        {QStringLiteral("meta"), {QStringLiteral("key"), QStringLiteral("value")}, 1},
        {QStringLiteral("areas"), {QStringLiteral("position"), QStringLiteral("code"), QStringLiteral("name"),
                                   QStringLiteral("kind"), QStringLiteral("terrain"), QStringLiteral("hinterland"),
                                   QStringLiteral("x"), QStringLiteral("y")}, 1},
        {QStringLiteral("borders"), {QStringLiteral("position"), QStringLiteral("a"), QStringLiteral("b")}, 1},
        {QStringLiteral("turns"), {QStringLiteral("turn"), QStringLiteral("state"), QStringLiteral("discarded"),
                                   QStringLiteral("saved_at")}, 1},
        {QStringLiteral("games"), {QStringLiteral("turn"), QStringLiteral("game")}, 1},
        {QStringLiteral("received_orders"), {QStringLiteral("id"), QStringLiteral("turn"), QStringLiteral("source"),
                                             QStringLiteral("received_at"), QStringLiteral("text"),
                                             QStringLiteral("discarded")}, 1},
        {QStringLiteral("orders"), {QStringLiteral("turn"), QStringLiteral("position"), QStringLiteral("nation"),
                                    QStringLiteral("slot"), QStringLiteral("word"), QStringLiteral("action"),
                                    QStringLiteral("field1"), QStringLiteral("field2"), QStringLiteral("number"),
                                    QStringLiteral("normalised"), QStringLiteral("raw"), QStringLiteral("file"),
                                    QStringLiteral("line"), QStringLiteral("error"), QStringLiteral("discarded")}, 1},
        {QStringLiteral("steps"), {QStringLiteral("turn"), QStringLiteral("position"), QStringLiteral("file"),
                                   QStringLiteral("step"), QStringLiteral("discarded")}, 1},
        {QStringLiteral("ap_rounds"), {QStringLiteral("round"), QStringLiteral("saved_at"), QStringLiteral("ledger"),
                                       QStringLiteral("messages")}, 1},
        {QStringLiteral("edits"), {QStringLiteral("id"), QStringLiteral("turn"), QStringLiteral("edited_at"),
                                   QStringLiteral("description"), QStringLiteral("changes"),
                                   QStringLiteral("discarded")}, 2},
    };
    return specs;
}

// Tables holding history that a rollback marks as discarded.
const QStringList kHistoryTables = {QStringLiteral("turns"), QStringLiteral("orders"), QStringLiteral("steps"),
                                    QStringLiteral("received_orders"), QStringLiteral("edits")};

// --- what a file holds, checked read-only ----------------------------------

struct Inspection {
    int version = 0;
    Game current;
    std::optional<int> rollbackTo;
    int rollbackFrom = 0;
};

QString checkSchema(const QSqlDatabase &db, int version, const QString &path)
{
    for (const TableSpec &t : tableSpecs()) {
        if (t.since > version)
            continue;
        QSqlQuery q(db);
        QString error;
        if (!prepare(q, QStringLiteral("PRAGMA table_info(%1)").arg(t.name), error) || !exec(q, {}, error))
            return QStringLiteral("%1: is damaged: %2").arg(path, error);
        QStringList columns;
        while (q.next())
            columns.append(q.value(1).toString());
        if (columns.isEmpty())
            return QStringLiteral("%1: is not a valid Adjutant game file: the table \"%2\" is missing").arg(path, t.name);
        for (const QString &c : t.columns)
            if (!columns.contains(c))
                return QStringLiteral("%1: is not a valid Adjutant game file: the column \"%2.%3\" is missing")
                    .arg(path, t.name, c);
    }
    return {};
}

// Reads and validates one turn's game text.
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

// Everything that must hold before a file is used, through a read-only
// connection: SQLite, an Adjutant game, not newer, intact, its schema, a valid
// current turn. `file` is what is opened, `path` what messages name.
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
    {
        QSqlQuery q(db);
        q.setForwardOnly(true);
        QStringList findings;
        if (prepare(q, QStringLiteral("PRAGMA quick_check(5)"), why) && exec(q, {}, why)) {
            while (q.next())
                findings.append(q.value(0).toString());
            if (q.lastError().isValid())
                findings.append(sqlError(q.lastError()));
        } else {
            findings.append(why);
        }
        if (findings != QStringList{QStringLiteral("ok")}) {
            error = QStringLiteral("%1: is damaged (SQLite integrity check: %2); the file is left as it is")
                        .arg(path, findings.join(QStringLiteral("; ")));
            return std::nullopt;
        }
    }
    if (const QString bad = checkSchema(db, result.version, path); !bad.isEmpty()) {
        error = bad;
        return std::nullopt;
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
    QList<QPair<int, QString>> open;
    while (q.next())
        open.append({q.value(0).toInt(), q.value(1).toString()});
    if (open.size() != 1) {
        error = open.isEmpty() ? QStringLiteral("%1: is not a valid Adjutant game file: it has no current turn").arg(path)
                               : QStringLiteral("%1: is not a valid Adjutant game file: it has %2 current turns")
                                     .arg(path).arg(open.size());
        return std::nullopt;
    }
    std::optional<Game> game = parseTurn(open[0].second, open[0].first, path, error);
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

// Lets SQLite roll back an interrupted save (a hot journal) in `file`.
bool recover(const QString &file, QString &error)
{
    Connection c(file, false);
    if (!c.ok()) {
        error = c.error;
        return false;
    }
    return scalar(c.db(), QStringLiteral("SELECT count(*) FROM sqlite_master"), error).has_value();
}

bool migrate(const QString &file, int from, QString &error)
{
    Connection c(file, false);
    if (!c.ok()) {
        error = c.error;
        return false;
    }
    const QSqlDatabase db = c.db();
    if (!run(db, QStringLiteral("PRAGMA synchronous = FULL"), error))
        return false;
    for (int v = from + 1; v <= GameStore::kSchemaVersion; ++v) {
        if (!run(db, QStringLiteral("BEGIN IMMEDIATE"), error))
            return false;
        if (kMigrations[v - 1](db, error) && run(db, QStringLiteral("PRAGMA user_version = %1").arg(v), error)
            && run(db, QStringLiteral("COMMIT"), error))
            continue;
        QString ignored;
        run(db, QStringLiteral("ROLLBACK"), ignored);
        error = QStringLiteral("the upgrade to version %1 failed, the file keeps version %2: %3").arg(v).arg(v - 1).arg(error);
        return false;
    }
    return true;
}

// A copy of the file (and its journal, if any) in a temporary folder.
QString copyToTemp(const QString &path, QTemporaryDir &dir, QString &error)
{
    if (!dir.isValid()) {
        error = QStringLiteral("cannot create a temporary folder: %1").arg(dir.errorString());
        return {};
    }
    const QString copy = dir.filePath(QStringLiteral("game.adjutant"));
    QFile::remove(copy);
    QFile::remove(copy + QStringLiteral("-journal"));
    if (!QFile::copy(path, copy)) {
        error = QStringLiteral("cannot copy it to %1").arg(copy);
        return {};
    }
    const QString journal = path + QStringLiteral("-journal");
    if (QFileInfo::exists(journal) && !QFile::copy(journal, copy + QStringLiteral("-journal"))) {
        error = QStringLiteral("cannot copy its journal to %1").arg(dir.path());
        return {};
    }
    return copy;
}

// --- writing rows ------------------------------------------------------------

bool sameMap(const Game &a, const Game &b)
{
    if (a.areas.size() != b.areas.size() || a.borders != b.borders)
        return false;
    for (int i = 0; i < a.areas.size(); ++i) {
        const Area &x = a.areas[i], &y = b.areas[i];
        if (x.code != y.code || x.name != y.name || x.kind != y.kind || x.terrain != y.terrain
            || x.hinterland != y.hinterland || x.x != y.x || x.y != y.y)
            return false;
    }
    return true;
}

bool writeMap(const QSqlDatabase &db, const Game &g, QString &error)
{
    if (!run(db, QStringLiteral("DELETE FROM areas"), error) || !run(db, QStringLiteral("DELETE FROM borders"), error))
        return false;
    QSqlQuery area(db);
    if (!prepare(area, QStringLiteral("INSERT INTO areas (position, code, name, kind, terrain, hinterland, x, y) "
                                      "VALUES (?, ?, ?, ?, ?, ?, ?, ?)"), error))
        return false;
    for (int i = 0; i < g.areas.size(); ++i) {
        const Area &a = g.areas[i];
        if (!exec(area, {i, a.code, a.name, kindName(a.kind), orNull(a.terrain), orNull(a.hinterland),
                         a.x ? QVariant(*a.x) : QVariant(), a.y ? QVariant(*a.y) : QVariant()}, error))
            return false;
    }
    QSqlQuery border(db);
    if (!prepare(border, QStringLiteral("INSERT INTO borders (position, a, b) VALUES (?, ?, ?)"), error))
        return false;
    for (int i = 0; i < g.borders.size(); ++i)
        if (!exec(border, {i, g.borders[i].first, g.borders[i].second}, error))
            return false;
    return true;
}

bool writeMeta(const QSqlDatabase &db, const QList<QPair<QString, QString>> &rows, QString &error)
{
    QSqlQuery q(db);
    if (!prepare(q, QStringLiteral("INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)"), error))
        return false;
    for (const auto &[key, value] : rows)
        if (!exec(q, {key, value}, error))
            return false;
    return true;
}

QList<QPair<QString, QString>> gameMeta(const Game &g)
{
    return {{QStringLiteral("name"), g.name},
            {QStringLiteral("ruleset"), g.ruleset},
            {QStringLiteral("options"), jsonText(g.options)}};
}

bool writeOrders(const QSqlDatabase &db, int turn, const QList<Order> &orders, QString &error)
{
    QSqlQuery q(db);
    if (!prepare(q, QStringLiteral("INSERT INTO orders (turn, position, nation, slot, word, action, field1, field2, "
                                   "number, normalised, raw, file, line, error) "
                                   "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"), error))
        return false;
    for (int i = 0; i < orders.size(); ++i) {
        const Order &o = orders[i];
        if (!exec(q, {turn, i, notNull(o.nation), o.slot, notNull(o.word), notNull(o.action), notNull(o.field1),
                      notNull(o.field2), o.number.text(), o.normalised(), notNull(o.raw), notNull(o.file), o.line,
                      notNull(o.error)}, error))
            return false;
    }
    return true;
}

bool writeSteps(const QSqlDatabase &db, int turn, const QList<Step> &steps, QString &error)
{
    QSqlQuery q(db);
    if (!prepare(q, QStringLiteral("INSERT INTO steps (turn, position, file, step) VALUES (?, ?, ?, ?)"), error))
        return false;
    // stepToJson as compact JSON: a quarter of the time of the ordered line.
    for (int i = 0; i < steps.size(); ++i)
        if (!exec(q, {turn, i, notNull(steps[i].file),
                      QString::fromUtf8(QJsonDocument(stepToJson(steps[i])).toJson(QJsonDocument::Compact))}, error))
            return false;
    return true;
}

NumberField numberFromText(const QString &text)
{
    NumberField n;
    if (text == u"ALL") {
        n.kind = NumberField::All;
    } else if (text.startsWith(u"AB-")) {
        n.kind = NumberField::AllBut;
        n.value = text.mid(3).toInt();
    } else if (text != u"-") {
        n.kind = NumberField::Value;
        n.value = text.toInt();
    }
    return n;
}

QString gameText(const Game &g)
{
    return QString::fromUtf8(writeGameJson(g));
}

QString now()
{
    return timeText(QDateTime::currentDateTimeUtc());
}

} // namespace

// --- opening and creating ------------------------------------------------------

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
    const QSqlDatabase db = QSqlDatabase::database(store->m_connection, false);
    // All versions' migrations and the first turn in one transaction: the file
    // is either a complete game or removed.
    bool ok = run(db, QStringLiteral("PRAGMA journal_mode = DELETE"), why)
        && run(db, QStringLiteral("PRAGMA synchronous = FULL"), why)
        && run(db, QStringLiteral("BEGIN IMMEDIATE"), why);
    for (int v = 1; ok && v <= kSchemaVersion; ++v)
        ok = kMigrations[v - 1](db, why);
    ok = ok && run(db, QStringLiteral("PRAGMA user_version = %1").arg(kSchemaVersion), why)
        && writeMeta(db, gameMeta(game) + QList<QPair<QString, QString>>{{QStringLiteral("created_at"), now()}}, why)
        && writeMap(db, game, why)
        && run(db, QStringLiteral("INSERT INTO turns (turn, state, saved_at) VALUES (?, 'open', ?)"), why,
               {game.turn, now()})
        && run(db, QStringLiteral("INSERT INTO games (turn, game) VALUES (?, ?)"), why, {game.turn, gameText(game)})
        && run(db, QStringLiteral("COMMIT"), why);
    if (!ok) {
        closeConnection(store->m_connection);
        store->m_connection.clear();
        QFile::remove(path);
        QFile::remove(path + QStringLiteral("-journal"));
        return fail(QStringLiteral("%1: cannot create the game file: %2").arg(path, why));
    }
    store->m_current = game;
    return store;
}

std::unique_ptr<GameStore> GameStore::open(const QString &path, QString *error, Mode mode)
{
    auto fail = [&](const QString &message) {
        if (error)
            *error = message;
        return std::unique_ptr<GameStore>();
    };
    const QFileInfo info(path);
    if (!info.exists())
        return fail(QStringLiteral("%1: no such file").arg(path));
    if (!info.isFile())
        return fail(QStringLiteral("%1: is not a file").arg(path));
    {
        QFile file(path);
        if (!file.open(QIODevice::ReadOnly))
            return fail(QStringLiteral("%1: cannot read: %2").arg(path, file.errorString()));
        if (file.read(kSqliteMagic.size()) != kSqliteMagic)
            return fail(QStringLiteral("%1: is not an Adjutant game file (not an SQLite database)").arg(path));
    }

    std::unique_ptr<GameStore> store(new GameStore);
    store->m_path = store->m_workPath = path;
    store->m_mode = mode;
    QString why;
    std::optional<Inspection> inspection;

    // A save that was interrupted left a hot journal. It is rolled back in a
    // copy and the result checked; only then in the file itself (ReadWrite).
    if (QFileInfo(path + QStringLiteral("-journal")).size() > 0) {
        store->m_tempDir = std::make_unique<QTemporaryDir>();
        const QString copy = copyToTemp(path, *store->m_tempDir, why);
        if (copy.isEmpty() || !recover(copy, why))
            return fail(QStringLiteral("%1: an interrupted save could not be rolled back: %2; the file is left as it is")
                            .arg(path, why));
        inspection = inspect(copy, path, why);
        if (!inspection)
            return fail(why);
        if (mode == Mode::ReadOnly) {
            store->m_workPath = copy;
        } else {
            if (!recover(path, why))
                return fail(QStringLiteral("%1: an interrupted save could not be rolled back: %2").arg(path, why));
            inspection.reset();
        }
    }
    if (!inspection)
        inspection = inspect(store->m_workPath, path, why);
    if (!inspection)
        return fail(why);

    if (inspection->version < kSchemaVersion) {
        if (mode == Mode::ReadOnly && store->m_workPath == path) {
            store->m_tempDir = std::make_unique<QTemporaryDir>();
            store->m_workPath = copyToTemp(path, *store->m_tempDir, why);
            if (store->m_workPath.isEmpty())
                return fail(QStringLiteral("%1: cannot read this older version: %2").arg(path, why));
        }
        if (!migrate(store->m_workPath, inspection->version, why))
            return fail(QStringLiteral("%1: %2").arg(path, why));
    }

    store->m_connection = openConnection(store->m_workPath, mode == Mode::ReadOnly, why);
    if (store->m_connection.isEmpty())
        return fail(QStringLiteral("%1: cannot open: %2").arg(path, why));
    if (mode == Mode::ReadWrite) {
        const QSqlDatabase db = QSqlDatabase::database(store->m_connection, false);
        if (!run(db, QStringLiteral("PRAGMA journal_mode = DELETE"), why)
            || !run(db, QStringLiteral("PRAGMA synchronous = FULL"), why))
            return fail(QStringLiteral("%1: cannot open for writing: %2").arg(path, why));
    }
    store->m_current = inspection->current;
    store->m_rollbackTo = inspection->rollbackTo;
    store->m_rollbackFrom = inspection->rollbackFrom;
    return store;
}

GameStore::~GameStore()
{
    closeConnection(m_connection);
}

// --- reading -------------------------------------------------------------------

QList<TurnEntry> GameStore::turns(QString *error) const
{
    QList<TurnEntry> list;
    QSqlQuery q(QSqlDatabase::database(m_connection, false));
    q.setForwardOnly(true);
    QString why;
    if (!prepare(q, QStringLiteral("SELECT turn, state, discarded, saved_at FROM turns ORDER BY turn"), why)
        || !exec(q, {}, why)) {
        if (error)
            *error = QStringLiteral("%1: cannot list the turns: %2").arg(m_path, why);
        return list;
    }
    while (q.next())
        list.append({q.value(0).toInt(), stateFromName(q.value(1).toString()), q.value(2).toInt() != 0,
                     timeFromText(q.value(3).toString())});
    return list;
}

std::optional<Game> GameStore::readGame(int turn, QString *error) const
{
    QString why;
    const auto text = scalar(QSqlDatabase::database(m_connection, false),
                             QStringLiteral("SELECT game FROM games WHERE turn = ?"), why, {turn});
    if (!text || text->isNull()) {
        if (error)
            *error = text ? QStringLiteral("%1: there is no turn %2").arg(m_path).arg(turn)
                          : QStringLiteral("%1: cannot read turn %2: %3").arg(m_path).arg(turn).arg(why);
        return std::nullopt;
    }
    std::optional<Game> game = parseTurn(text->toString(), turn, m_path, why);
    if (!game && error)
        *error = why;
    return game;
}

std::optional<HistoryTurn> GameStore::turn(int turn, QString *error) const
{
    const QSqlDatabase db = QSqlDatabase::database(m_connection, false);
    QString why;
    auto fail = [&](const QString &message) {
        if (error)
            *error = message;
        return std::optional<HistoryTurn>();
    };
    HistoryTurn h;
    {
        QSqlQuery q(db);
        q.setForwardOnly(true);
        if (!prepare(q, QStringLiteral("SELECT state, discarded, saved_at FROM turns WHERE turn = ?"), why)
            || !exec(q, {turn}, why))
            return fail(QStringLiteral("%1: cannot read turn %2: %3").arg(m_path).arg(turn).arg(why));
        if (!q.next())
            return fail(QStringLiteral("%1: there is no turn %2").arg(m_path).arg(turn));
        h.entry = {turn, stateFromName(q.value(0).toString()), q.value(1).toInt() != 0,
                   timeFromText(q.value(2).toString())};
    }
    std::optional<Game> game = readGame(turn, error);
    if (!game)
        return std::nullopt;
    h.game = *game;
    // The resolution on the same branch as the turn itself.
    const int discarded = h.entry.discarded ? 1 : 0;
    QSqlQuery o(db);
    o.setForwardOnly(true);
    if (!prepare(o, QStringLiteral("SELECT nation, slot, word, action, field1, field2, number, raw, file, line, error "
                                   "FROM orders WHERE turn = ? AND discarded = ? ORDER BY position"), why)
        || !exec(o, {turn, discarded}, why))
        return fail(QStringLiteral("%1: cannot read the orders of turn %2: %3").arg(m_path).arg(turn).arg(why));
    while (o.next()) {
        Order order;
        order.nation = o.value(0).toString();
        order.slot = o.value(1).toInt();
        order.word = o.value(2).toString();
        order.action = o.value(3).toString();
        order.field1 = o.value(4).toString();
        order.field2 = o.value(5).toString();
        order.number = numberFromText(o.value(6).toString());
        order.raw = o.value(7).toString();
        order.file = o.value(8).toString();
        order.line = o.value(9).toInt();
        order.error = o.value(10).toString();
        h.orders.append(order);
    }
    QSqlQuery s(db);
    s.setForwardOnly(true);
    if (!prepare(s, QStringLiteral("SELECT position, file, step FROM steps WHERE turn = ? AND discarded = ? "
                                   "ORDER BY position"), why)
        || !exec(s, {turn, discarded}, why))
        return fail(QStringLiteral("%1: cannot read the steps of turn %2: %3").arg(m_path).arg(turn).arg(why));
    while (s.next()) {
        const QJsonObject o = jsonFromText(s.value(2).toString()).toObject();
        std::optional<Step> step = stepFromJson(o);
        if (!step)
            return fail(QStringLiteral("%1: step %2 of turn %3 cannot be read")
                            .arg(m_path).arg(s.value(0).toInt() + 1).arg(turn));
        step->file = s.value(1).toString();
        h.steps.append(*step);
    }
    return h;
}

std::optional<QList<Change>> GameStore::compareWithNext(int turn, QString *error) const
{
    const std::optional<Game> before = readGame(turn, error);
    if (!before)
        return std::nullopt;
    const std::optional<Game> after = readGame(turn + 1, error);
    if (!after)
        return std::nullopt;
    return diffGames(*before, *after);
}

QList<ReceivedOrders> GameStore::receivedOrders(int turn, QString *error) const
{
    QList<ReceivedOrders> list;
    QSqlQuery q(QSqlDatabase::database(m_connection, false));
    q.setForwardOnly(true);
    QString why;
    if (!prepare(q, QStringLiteral("SELECT id, source, received_at, text FROM received_orders WHERE turn = ? "
                                   "ORDER BY id"), why)
        || !exec(q, {turn}, why)) {
        if (error)
            *error = QStringLiteral("%1: cannot read the orders received for turn %2: %3").arg(m_path).arg(turn).arg(why);
        return list;
    }
    while (q.next())
        list.append({q.value(0).toLongLong(), turn, q.value(1).toString(), timeFromText(q.value(2).toString()),
                     q.value(3).toString()});
    return list;
}

QList<ModeratorEdit> GameStore::edits(int turn, QString *error) const
{
    QList<ModeratorEdit> list;
    QSqlQuery q(QSqlDatabase::database(m_connection, false));
    q.setForwardOnly(true);
    QString why;
    if (!prepare(q, QStringLiteral("SELECT id, edited_at, description, changes FROM edits WHERE turn = ? ORDER BY id"), why)
        || !exec(q, {turn}, why)) {
        if (error)
            *error = QStringLiteral("%1: cannot read the edits of turn %2: %3").arg(m_path).arg(turn).arg(why);
        return list;
    }
    while (q.next())
        list.append({q.value(0).toLongLong(), turn, timeFromText(q.value(1).toString()), q.value(2).toString(),
                     jsonFromText(q.value(3).toString())});
    return list;
}

std::optional<StoredApRound> GameStore::apRound(int round, QString *error) const
{
    QSqlQuery q(QSqlDatabase::database(m_connection, false));
    q.setForwardOnly(true);
    QString why;
    if (!prepare(q, QStringLiteral("SELECT saved_at, ledger, messages FROM ap_rounds WHERE round = ?"), why)
        || !exec(q, {round}, why) || !q.next()) {
        if (error)
            *error = why.isEmpty() ? QStringLiteral("%1: there is no AP round %2").arg(m_path).arg(round)
                                   : QStringLiteral("%1: cannot read AP round %2: %3").arg(m_path).arg(round).arg(why);
        return std::nullopt;
    }
    return StoredApRound{round, timeFromText(q.value(0).toString()), jsonFromText(q.value(1).toString()),
                   jsonFromText(q.value(2).toString())};
}

QList<int> GameStore::apRounds(QString *error) const
{
    QList<int> list;
    QSqlQuery q(QSqlDatabase::database(m_connection, false));
    q.setForwardOnly(true);
    QString why;
    if (!prepare(q, QStringLiteral("SELECT round FROM ap_rounds ORDER BY round"), why) || !exec(q, {}, why)) {
        if (error)
            *error = QStringLiteral("%1: cannot list the AP rounds: %2").arg(m_path, why);
        return list;
    }
    while (q.next())
        list.append(q.value(0).toInt());
    return list;
}

// --- saving --------------------------------------------------------------------

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
    return true;
}

namespace {

QString invalid(const QString &path, const QString &what, const Game &game)
{
    const Problems problems = validateGame(game);
    if (!hasErrors(problems))
        return {};
    return QStringLiteral("%1: %2: not saved, the game is not valid:\n%3").arg(path, what, problemsText(problems));
}

} // namespace

QString GameStore::saveCurrent(const Game &game)
{
    return saveEdit(game, QString(), QJsonValue());
}

QString GameStore::saveEdit(const Game &game, const QString &description, const QJsonValue &changes)
{
    const QString what = QStringLiteral("saving turn %1").arg(game.turn);
    if (QString refused = refuseChange(what); !refused.isEmpty())
        return refused;
    if (game.turn != currentTurn())
        return QStringLiteral("%1: %2: the current turn is %3").arg(m_path, what).arg(currentTurn());
    if (QString bad = invalid(m_path, what, game); !bad.isEmpty())
        return bad;
    const QSqlDatabase db = QSqlDatabase::database(m_connection, false);
    const QString error = transaction(what, [&](QString &why) {
        QSqlQuery q(db);
        if (!prepare(q, QStringLiteral("UPDATE turns SET saved_at = ? WHERE turn = ? AND state = 'open' AND discarded = 0"),
                     why)
            || !exec(q, {now(), game.turn}, why))
            return false;
        if (q.numRowsAffected() != 1) {
            why = QStringLiteral("turn %1 is not the open turn in the file").arg(game.turn);
            return false;
        }
        if (!run(db, QStringLiteral("UPDATE games SET game = ? WHERE turn = ?"), why, {gameText(game), game.turn}))
            return false;
        if (!description.isEmpty()
            && !run(db, QStringLiteral("INSERT INTO edits (turn, edited_at, description, changes) VALUES (?, ?, ?, ?)"),
                    why, {game.turn, now(), description, jsonText(changes)}))
            return false;
        return writeCurrentExtras(m_current, game, why);
    });
    if (error.isEmpty())
        m_current = game;
    return error;
}

QString GameStore::addReceivedOrders(int turn, const QString &source, const QString &text, const QDateTime &received,
                                     qint64 *id)
{
    const QString what = QStringLiteral("saving the orders received from %1 for turn %2").arg(source).arg(turn);
    if (QString refused = refuseChange(what, true); !refused.isEmpty())
        return refused;
    const QSqlDatabase db = QSqlDatabase::database(m_connection, false);
    return transaction(what, [&](QString &why) {
        QSqlQuery q(db);
        if (!prepare(q, QStringLiteral("INSERT INTO received_orders (turn, source, received_at, text) VALUES (?, ?, ?, ?)"),
                     why)
            || !exec(q, {turn, notNull(source), timeText(received), notNull(text)}, why))
            return false;
        if (id)
            *id = q.lastInsertId().toLongLong();
        return true;
    });
}

QString GameStore::saveDraft(int turn, const QList<Order> &orders, const QList<Step> &steps, const Game &next)
{
    const QString what = QStringLiteral("saving the draft resolution of turn %1").arg(turn);
    if (QString refused = refuseChange(what); !refused.isEmpty())
        return refused;
    if (turn != currentTurn())
        return QStringLiteral("%1: %2: only the current turn (%3) can be resolved").arg(m_path, what).arg(currentTurn());
    if (next.turn != turn + 1)
        return QStringLiteral("%1: %2: the next game is of turn %3, not %4").arg(m_path, what).arg(next.turn).arg(turn + 1);
    if (QString bad = invalid(m_path, what, next); !bad.isEmpty())
        return bad;
    const QSqlDatabase db = QSqlDatabase::database(m_connection, false);
    const QString error = transaction(what, [&](QString &why) {
        return run(db, QStringLiteral("DELETE FROM orders WHERE turn = ?"), why, {turn})
            && run(db, QStringLiteral("DELETE FROM steps WHERE turn = ?"), why, {turn})
            && writeOrders(db, turn, orders, why) && writeSteps(db, turn, steps, why)
            && run(db, QStringLiteral("INSERT OR REPLACE INTO turns (turn, state, discarded, saved_at) "
                                      "VALUES (?, 'draft', 0, ?)"), why, {next.turn, now()})
            && run(db, QStringLiteral("INSERT OR REPLACE INTO games (turn, game) VALUES (?, ?)"), why,
                   {next.turn, gameText(next)});
    });
    if (error.isEmpty())
        m_draft = next;
    return error;
}

QString GameStore::discardDraft(int turn)
{
    const QString what = QStringLiteral("discarding the draft resolution of turn %1").arg(turn);
    if (QString refused = refuseChange(what); !refused.isEmpty())
        return refused;
    if (turn != currentTurn())
        return QStringLiteral("%1: %2: only the current turn (%3) has a draft").arg(m_path, what).arg(currentTurn());
    const QSqlDatabase db = QSqlDatabase::database(m_connection, false);
    const QString error = transaction(what, [&](QString &why) {
        return run(db, QStringLiteral("DELETE FROM orders WHERE turn = ?"), why, {turn})
            && run(db, QStringLiteral("DELETE FROM steps WHERE turn = ?"), why, {turn})
            && run(db, QStringLiteral("DELETE FROM games WHERE turn IN "
                                      "(SELECT turn FROM turns WHERE turn = ? AND state = 'draft')"), why, {turn + 1})
            && run(db, QStringLiteral("DELETE FROM turns WHERE turn = ? AND state = 'draft'"), why, {turn + 1});
    });
    if (error.isEmpty())
        m_draft.reset();
    return error;
}

QString GameStore::publish(int turn)
{
    const QString what = QStringLiteral("publishing the resolution of turn %1").arg(turn);
    if (QString refused = refuseChange(what); !refused.isEmpty())
        return refused;
    if (turn != currentTurn())
        return QStringLiteral("%1: %2: only the current turn (%3) can be published").arg(m_path, what).arg(currentTurn());
    const QSqlDatabase db = QSqlDatabase::database(m_connection, false);
    QString why;
    const auto state = scalar(db, QStringLiteral("SELECT state FROM turns WHERE turn = ? AND discarded = 0"), why,
                              {turn + 1});
    if (!state)
        return QStringLiteral("%1: %2 failed: %3").arg(m_path, what, why);
    if (state->toString() != u"draft")
        return QStringLiteral("%1: %2: there is no draft resolution to publish").arg(m_path, what);
    if (!m_draft || m_draft->turn != turn + 1) {
        m_draft = readGame(turn + 1, &why);
        if (!m_draft)
            return why;
    }
    const Game next = *m_draft;
    const QString error = transaction(what, [&](QString &why) {
        return run(db, QStringLiteral("UPDATE turns SET state = 'resolved' WHERE turn = ?"), why, {turn})
            && run(db, QStringLiteral("UPDATE turns SET state = 'open', saved_at = ? WHERE turn = ?"), why,
                   {now(), turn + 1})
            && writeCurrentExtras(m_current, next, why);
    });
    if (error.isEmpty()) {
        m_current = next;
        m_draft.reset();
    }
    return error;
}

// --- rollback --------------------------------------------------------------------

QString GameStore::rollbackTo(int turn)
{
    const QString what = QStringLiteral("rolling back to turn %1").arg(turn);
    if (QString refused = refuseChange(what); !refused.isEmpty())
        return refused;
    const QSqlDatabase db = QSqlDatabase::database(m_connection, false);
    QString why;
    const auto state = scalar(db, QStringLiteral("SELECT state FROM turns WHERE turn = ? AND discarded = 0"), why, {turn});
    if (!state)
        return QStringLiteral("%1: %2 failed: %3").arg(m_path, what, why);
    if (turn >= currentTurn() || state->toString() != u"resolved")
        return QStringLiteral("%1: %2: only an earlier, resolved turn can be rolled back to").arg(m_path, what);
    const std::optional<Game> earlier = readGame(turn, &why);
    if (!earlier)
        return why;
    const int from = currentTurn();
    const QString error = transaction(what, [&](QString &why) {
        for (const QString &table : kHistoryTables) {
            // The later turns, and the rolled-back turn's own resolution.
            const bool withTurn = table == u"orders" || table == u"steps";
            if (!run(db, QStringLiteral("UPDATE %1 SET discarded = 1 WHERE turn %2 ?")
                             .arg(table, withTurn ? QStringLiteral(">=") : QStringLiteral(">")), why, {turn}))
                return false;
        }
        return run(db, QStringLiteral("UPDATE turns SET state = 'open' WHERE turn = ?"), why, {turn})
            && writeMeta(db, {{QStringLiteral("rollback"),
                               jsonText(QJsonObject{{QStringLiteral("to"), turn}, {QStringLiteral("from"), from},
                                                    {QStringLiteral("at"), now()}})}}, why)
            && writeCurrentExtras(m_current, *earlier, why);
    });
    if (error.isEmpty()) {
        m_current = *earlier;
        m_draft.reset();
        m_rollbackTo = turn;
        m_rollbackFrom = from;
    }
    return error;
}

QString GameStore::confirmRollback()
{
    const QString what = QStringLiteral("confirming the rollback");
    if (QString refused = refuseChange(what, true); !refused.isEmpty())
        return refused;
    if (!m_rollbackTo)
        return QStringLiteral("%1: %2: no rollback awaits confirmation").arg(m_path, what);
    const QSqlDatabase db = QSqlDatabase::database(m_connection, false);
    const QString error = transaction(what, [&](QString &why) {
        if (!run(db, QStringLiteral("DELETE FROM games WHERE turn IN (SELECT turn FROM turns WHERE discarded = 1)"), why))
            return false;
        for (const QString &table : kHistoryTables)
            if (!run(db, QStringLiteral("DELETE FROM %1 WHERE discarded = 1").arg(table), why))
                return false;
        return run(db, QStringLiteral("DELETE FROM meta WHERE key = 'rollback'"), why);
    });
    if (error.isEmpty())
        m_rollbackTo.reset();
    return error;
}

QString GameStore::undoRollback()
{
    const QString what = QStringLiteral("undoing the rollback");
    if (QString refused = refuseChange(what, true); !refused.isEmpty())
        return refused;
    if (!m_rollbackTo)
        return QStringLiteral("%1: %2: no rollback awaits confirmation").arg(m_path, what);
    QString why;
    const std::optional<Game> later = readGame(m_rollbackFrom, &why);
    if (!later)
        return why;
    const int to = *m_rollbackTo;
    const QSqlDatabase db = QSqlDatabase::database(m_connection, false);
    const QString error = transaction(what, [&](QString &why) {
        for (const QString &table : kHistoryTables)
            if (!run(db, QStringLiteral("UPDATE %1 SET discarded = 0 WHERE discarded = 1").arg(table), why))
                return false;
        return run(db, QStringLiteral("UPDATE turns SET state = 'resolved' WHERE turn = ?"), why, {to})
            && run(db, QStringLiteral("DELETE FROM meta WHERE key = 'rollback'"), why)
            && writeCurrentExtras(m_current, *later, why);
    });
    if (error.isEmpty()) {
        m_current = *later;
        m_rollbackTo.reset();
    }
    return error;
}

// --- AP rounds -----------------------------------------------------------------------

QString GameStore::saveApRound(int round, const QJsonValue &ledger, const QJsonValue &messages)
{
    const QString what = QStringLiteral("saving AP round %1").arg(round);
    if (QString refused = refuseChange(what, true); !refused.isEmpty())
        return refused;
    const QSqlDatabase db = QSqlDatabase::database(m_connection, false);
    return transaction(what, [&](QString &why) {
        return run(db, QStringLiteral("INSERT OR REPLACE INTO ap_rounds (round, saved_at, ledger, messages) "
                                      "VALUES (?, ?, ?, ?)"), why,
                   {round, now(), jsonText(ledger), jsonText(messages)});
    });
}

} // namespace adj
