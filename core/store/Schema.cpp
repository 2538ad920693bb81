#include "store/Schema.h"

#include "store/GameStore.h"
#include "store/Packing.h"
#include "store/Sql.h"

#include <QHash>
#include <array>

namespace adj::store {

namespace {

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

// Version 3: the texts of a turn being entered (orders, AP spends), so that
// what the moderator typed is saved with the game; each nation's report of a
// resolved turn, as it was sent.
bool addTextsAndReports(const QSqlDatabase &db, QString &error)
{
    return runAll(db, {
        QStringLiteral("CREATE TABLE texts (turn INTEGER NOT NULL, kind TEXT NOT NULL CHECK (kind IN ('orders', 'ap')), "
                       "text TEXT NOT NULL, saved_at TEXT NOT NULL, discarded INTEGER NOT NULL DEFAULT 0)"),
        QStringLiteral("CREATE INDEX texts_turn ON texts (turn)"),
        QStringLiteral("CREATE TABLE reports (turn INTEGER NOT NULL, nation TEXT NOT NULL, text TEXT NOT NULL, "
                       "discarded INTEGER NOT NULL DEFAULT 0)"),
        QStringLiteral("CREATE INDEX reports_turn ON reports (turn)"),
    }, error);
}

// Version 4: the pictures a game names (its board, docs/formats.md `board`), by
// name, so that a hand-off of the file carries them. A file of version 3 has
// none and opens as before.
bool addPictures(const QSqlDatabase &db, QString &error)
{
    return runAll(db, {
        QStringLiteral("CREATE TABLE pictures (name TEXT PRIMARY KEY, data BLOB NOT NULL)"),
    }, error);
}

// Version 5: history packed. Each resolved turn's orders and steps
// become one packed row of `resolutions`, and its game is packed
// (store/Packing.h); the open turn and a draft stay plain. Turns on a
// discarded branch stay as they are (read either way).
bool packHistory(const QSqlDatabase &db, QString &error)
{
    if (!runAll(db, {
            QStringLiteral("CREATE TABLE resolutions (turn INTEGER NOT NULL, orders BLOB NOT NULL, steps BLOB NOT NULL, "
                           "discarded INTEGER NOT NULL DEFAULT 0)"),
            QStringLiteral("CREATE INDEX resolutions_turn ON resolutions (turn)"),
        }, error))
        return false;
    QList<int> resolved;
    {
        QSqlQuery q(db);
        q.setForwardOnly(true);
        if (!prepare(q, QStringLiteral("SELECT turn FROM turns WHERE state = 'resolved' AND discarded = 0"), error)
            || !exec(q, {}, error))
            return false;
        while (q.next())
            resolved.append(q.value(0).toInt());
    }
    for (int turn : resolved)
        if (!packTurn(db, turn, error))
            return false;
    return true;
}

// Version 6: the turn's mail. Every message received for a turn, as its
// bytes, with its SHA-256 and how it was sorted; every mail that went out
// (reports, confirmations, reminders) with its Message-ID. Kept whatever
// the branch: a rollback does not make a message unreceived or unsent.
bool addTurnMail(const QSqlDatabase &db, QString &error)
{
    return runAll(db, {
        QStringLiteral("CREATE TABLE inbox (id INTEGER PRIMARY KEY, turn INTEGER NOT NULL, message BLOB NOT NULL, "
                       "sha256 TEXT NOT NULL, received_at TEXT NOT NULL, source TEXT NOT NULL, "
                       "message_id TEXT NOT NULL, sender TEXT NOT NULL, subject TEXT NOT NULL, "
                       "nation TEXT NOT NULL, status TEXT NOT NULL, UNIQUE (turn, sha256))"),
        QStringLiteral("CREATE TABLE mail_sent (id INTEGER PRIMARY KEY, turn INTEGER NOT NULL, "
                       "kind TEXT NOT NULL CHECK (kind IN ('report', 'confirmation', 'reminder')), "
                       "nation TEXT NOT NULL, recipient TEXT NOT NULL, message_id TEXT NOT NULL, "
                       "sent_at TEXT NOT NULL, deadline TEXT NOT NULL, hour INTEGER NOT NULL, about TEXT NOT NULL)"),
        QStringLiteral("CREATE INDEX mail_sent_turn ON mail_sent (turn)"),
    }, error);
}

// Version 7: the moderator's decisions about the inbox's messages, apart
// from how they were sorted: a nation assigned by hand, a late message
// accepted. A message of an older file has none.
bool addInboxDecisions(const QSqlDatabase &db, QString &error)
{
    return runAll(db, {
        QStringLiteral("ALTER TABLE inbox ADD COLUMN assigned TEXT NOT NULL DEFAULT ''"),
        QStringLiteral("ALTER TABLE inbox ADD COLUMN accept_late INTEGER NOT NULL DEFAULT 0"),
    }, error);
}

// Version 8: the courses a re-run replaced (History > Re-run From Here…,
// adopted): each turn's game and resolution as they were, kept, never
// destroyed, and put back whole by undoing the adoption.
bool addReplacedCourses(const QSqlDatabase &db, QString &error)
{
    return runAll(db, {
        QStringLiteral("CREATE TABLE replaced_courses (id INTEGER PRIMARY KEY, from_turn INTEGER NOT NULL, "
                       "replaced_at TEXT NOT NULL, reason TEXT NOT NULL)"),
        QStringLiteral("CREATE TABLE replaced_games (course INTEGER NOT NULL, turn INTEGER NOT NULL, game NOT NULL, "
                       "PRIMARY KEY (course, turn))"),
        QStringLiteral("CREATE TABLE replaced_resolutions (course INTEGER NOT NULL, turn INTEGER NOT NULL, "
                       "orders BLOB NOT NULL, steps BLOB NOT NULL, PRIMARY KEY (course, turn))"),
    }, error);
}

// The table of mails sent made anew with the kinds `kinds` allowed: SQLite
// changes no CHECK in place, so its rows are copied, ids and all.
bool widenSentKinds(const QSqlDatabase &db, const QString &kinds, QString &error)
{
    return runAll(db, {
        QStringLiteral("CREATE TABLE mail_sent_new (id INTEGER PRIMARY KEY, turn INTEGER NOT NULL, "
                       "kind TEXT NOT NULL CHECK (kind IN (%1)), "
                       "nation TEXT NOT NULL, recipient TEXT NOT NULL, message_id TEXT NOT NULL, "
                       "sent_at TEXT NOT NULL, deadline TEXT NOT NULL, hour INTEGER NOT NULL, about TEXT NOT NULL)").arg(kinds),
        QStringLiteral("INSERT INTO mail_sent_new (id, turn, kind, nation, recipient, message_id, sent_at, deadline, hour, about) "
                       "SELECT id, turn, kind, nation, recipient, message_id, sent_at, deadline, hour, about FROM mail_sent"),
        QStringLiteral("DROP TABLE mail_sent"),
        QStringLiteral("ALTER TABLE mail_sent_new RENAME TO mail_sent"),
        QStringLiteral("CREATE INDEX mail_sent_turn ON mail_sent (turn)"),
    }, error);
}

// Version 9: a mail sent may be an erratum (a ruling revisited, sent from
// Mail's Send dialog).
bool addErrata(const QSqlDatabase &db, QString &error)
{
    return widenSentKinds(db, QStringLiteral("'report', 'confirmation', 'reminder', 'erratum'"), error);
}

// Version 10: when each turn began, that is when the turn before it was
// accepted (published). A turn's mail is what was received after that
// moment. Kept whatever the branch, as the mail is: a turn accepted again
// after a rollback keeps the moment it was first accepted, so the mail kept
// since stays its own. An older file's turns have no such moment.
bool addTurnBeginnings(const QSqlDatabase &db, QString &error)
{
    return runAll(db, {
        QStringLiteral("CREATE TABLE IF NOT EXISTS turn_began (turn INTEGER PRIMARY KEY, began_at TEXT NOT NULL)"),
    }, error);
}

// Version 11: a mail sent may be the moderator's note once a deadline has
// passed (`duty`: the seal, who is missing, what came late).
bool addNotes(const QSqlDatabase &db, QString &error)
{
    return widenSentKinds(db, QStringLiteral("'report', 'confirmation', 'reminder', 'erratum', 'note'"), error);
}

const std::array<Migration, GameStore::kSchemaVersion> kMigrations = {createVersion1, addEdits, addTextsAndReports,
                                                                      addPictures, packHistory, addTurnMail,
                                                                      addInboxDecisions, addReplacedCourses, addErrata,
                                                                      addTurnBeginnings, addNotes};

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
        {QStringLiteral("texts"), {QStringLiteral("turn"), QStringLiteral("kind"), QStringLiteral("text"),
                                   QStringLiteral("saved_at"), QStringLiteral("discarded")}, 3},
        {QStringLiteral("reports"), {QStringLiteral("turn"), QStringLiteral("nation"), QStringLiteral("text"),
                                     QStringLiteral("discarded")}, 3},
        {QStringLiteral("pictures"), {QStringLiteral("name"), QStringLiteral("data")}, 4},
        {QStringLiteral("resolutions"), {QStringLiteral("turn"), QStringLiteral("orders"), QStringLiteral("steps"),
                                         QStringLiteral("discarded")}, 5},
        {QStringLiteral("inbox"), {QStringLiteral("id"), QStringLiteral("turn"), QStringLiteral("message"),
                                   QStringLiteral("sha256"), QStringLiteral("received_at"), QStringLiteral("source"),
                                   QStringLiteral("message_id"), QStringLiteral("sender"), QStringLiteral("subject"),
                                   QStringLiteral("nation"), QStringLiteral("status")}, 6},
        {QStringLiteral("inbox"), {QStringLiteral("assigned"), QStringLiteral("accept_late")}, 7},
        {QStringLiteral("mail_sent"), {QStringLiteral("id"), QStringLiteral("turn"), QStringLiteral("kind"),
                                       QStringLiteral("nation"), QStringLiteral("recipient"),
                                       QStringLiteral("message_id"), QStringLiteral("sent_at"),
                                       QStringLiteral("deadline"), QStringLiteral("hour"), QStringLiteral("about")}, 6},
        {QStringLiteral("replaced_courses"), {QStringLiteral("id"), QStringLiteral("from_turn"),
                                              QStringLiteral("replaced_at"), QStringLiteral("reason")}, 8},
        {QStringLiteral("replaced_games"), {QStringLiteral("course"), QStringLiteral("turn"), QStringLiteral("game")}, 8},
        {QStringLiteral("replaced_resolutions"), {QStringLiteral("course"), QStringLiteral("turn"),
                                                  QStringLiteral("orders"), QStringLiteral("steps")}, 8},
        {QStringLiteral("turn_began"), {QStringLiteral("turn"), QStringLiteral("began_at")}, 10},
    };
    return specs;
}

} // namespace

bool applyMigration(const QSqlDatabase &db, int version, QString &error)
{
    return kMigrations[version - 1](db, error);
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
        if (applyMigration(db, v, error) && run(db, QStringLiteral("PRAGMA user_version = %1").arg(v), error)
            && run(db, QStringLiteral("COMMIT"), error))
            continue;
        QString ignored;
        run(db, QStringLiteral("ROLLBACK"), ignored);
        error = QStringLiteral("the upgrade to version %1 failed, the file keeps version %2: %3").arg(v).arg(v - 1).arg(error);
        return false;
    }
    // Packing the history (version 5) frees most of the file's pages: give
    // them back. The upgrade is done; a failure here only leaves the file larger.
    if (from < kPackedHistoryVersion) {
        QString ignored;
        run(db, QStringLiteral("VACUUM"), ignored);
    }
    return true;
}

QString checkSchema(const QSqlDatabase &db, int version, const QString &path)
{
    // Tables as tables: PRAGMA table_info takes a view too, and reading a
    // (recursive) view could run for ever.
    QHash<QString, QString> kinds; // lower-case name -> table, view, index, trigger
    {
        QSqlQuery q(db);
        QString error;
        if (!prepare(q, QStringLiteral("SELECT name, type FROM sqlite_master"), error) || !exec(q, {}, error))
            return QStringLiteral("%1: is damaged: %2").arg(path, error);
        while (q.next())
            kinds.insert(q.value(0).toString().toLower(), q.value(1).toString());
    }
    for (const TableSpec &t : tableSpecs()) {
        if (t.since > version)
            continue;
        const QString kind = kinds.value(t.name, QStringLiteral("table"));
        if (kind != u"table")
            return QStringLiteral("%1: is not a valid Adjutant game file: \"%2\" is a %3, not a table")
                .arg(path, t.name, kind);
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

} // namespace adj::store
