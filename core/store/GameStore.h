// The game file (`*.adjutant`): one SQLite file, through Qt Sql, that is the
// working store of a game with its whole history.
//
// What it holds: the map (areas, borders); every turn's game at its start, as
// the canonical JSON of writeGameJson (table `games`; the turn's state and
// branch are in `turns`); every turn's orders as received and as normalised;
// every step of every resolved turn; the orders and AP spends text entered
// for each turn (table `texts`, version 3); each nation's report of a
// resolved turn (table `reports`, version 3); the picture of the board a turn
// names (table `pictures`, version 4, by the name `board.image` gives; a turn
// read back gets its Game::boardPicture from there); the AP rounds' ledgers and
// messages; the moderator's edits. Version 5 packs the history
// (store/Packing.h): a resolved turn's game and its orders and steps (table
// `resolutions`) are zlib-packed; the open turn and a draft stay plain rows.
// Version 6 keeps the turn's mail (store/TurnMail.cpp): every message
// received, as its bytes with their SHA-256 (table `inbox`), and every mail
// that went out (table `mail_sent`); a rollback leaves both as they are.
// Version 7 keeps the moderator's decisions about the inbox's messages (a
// nation assigned by hand, a late message accepted) apart from the sorting.
// Version 8 keeps the courses a re-run replaced (store/Courses.cpp); version
// 9 lets a mail sent be an erratum.
// The JSON of each turn is the record; the
// map tables and meta rows repeat the current turn's map, name, ruleset and
// options so that other tools can read them with plain SQL.
//
// Safety: the schema version is `PRAGMA user_version`; a file from a newer
// program, a file that is not an Adjutant game, a damaged file or one whose
// current turn fails validateGame is refused and never written to (it is
// inspected through a read-only connection first). The check on every open is
// cheap, so that opening does not grow with the history: the
// header against the file's size, the small tables, the schema and the
// current turn; checkWholeFile reads everything, on request and before a
// hand-off. Every save is one
// transaction with a rollback journal and `synchronous=FULL`, so an interrupted
// save leaves the previous state; a failed save returns a message naming the
// file and what failed, and nothing in memory changes.
//
// The class is implemented by concern: GameStore.cpp opens and creates,
// Saving.cpp saves, History.cpp reads earlier turns and rolls back; beside
// them Schema (versions, migrations), FileCheck (the read-only check before
// use), Rows (table rows) and Sql (Qt Sql plumbing).
#pragma once

#include "model/Game.h"
#include "orders/Orders.h"
#include "rules/Step.h"
#include "store/InboxMessage.h"
#include "store/SentMail.h"

#include <QDateTime>
#include <QJsonValue>
#include <QList>
#include <QMap>
#include <QSet>
#include <QString>
#include <functional>
#include <memory>
#include <optional>
#include <tuple>

class QTemporaryDir;

namespace adj {

struct TurnEntry {
    enum class State {
        Open,      // the turn being played: the current turn, or one rolled back to
        Draft,     // a resolution's next turn, not yet published
        Resolved,  // its resolution is part of history
    };
    int turn = 0;
    State state = State::Open;
    bool discarded = false;  // on a rolled-back branch, kept until confirmRollback
    QDateTime saved;
};

// A turn read back from the file: the game at its start and its resolution.
struct HistoryTurn {
    TurnEntry entry;
    Game game;
    QList<Order> orders;  // as normalised by the resolution (draft or published)
    QList<Step> steps;    // every step of the resolution, in processing order
};

// A turn of a course that replaces the accepted one (replaceCourse).
struct ReplacingTurn {
    Game game;  // at the start of the turn
    QList<Order> orders;
    QList<Step> steps;
};

// A course replaced, kept in the file: from which turn, when, and why
// (the ruling, in words).
struct ReplacedCourse {
    qint64 id = 0;
    int fromTurn = 0;
    QDateTime replaced;
    QString reason;
};

struct ReceivedOrders {
    qint64 id = 0;
    int turn = 0;
    QString source;      // file name, or "pasted"
    QDateTime received;
    QString text;        // exactly as received
    bool operator==(const ReceivedOrders &) const = default;
};

struct ModeratorEdit {
    qint64 id = 0;
    int turn = 0;
    QDateTime time;
    QString description;
    QJsonValue changes;
    bool operator==(const ModeratorEdit &) const = default;
};

// The texts of a turn as the moderator entered them: the orders and the AP
// spends (nothing typed is lost).
struct TurnTexts {
    QString orders;
    QString apSpends;
    bool operator==(const TurnTexts &) const = default;
};

// One AP round's ledger and messages (docs/formats.md "AP spends"), as JSON.
struct StoredApRound {
    int round = 0;
    QDateTime saved;
    QJsonValue ledger;
    QJsonValue messages;
};

class GameStore
{
public:
    enum class Mode { ReadWrite, ReadOnly };

    static constexpr int kSchemaVersion = 11;
    static constexpr int kApplicationId = 0x41444A54;  // "ADJT", in the SQLite header

    // A new game file holding `game` as its current (open) turn. Refuses an
    // existing path and a game that fails validateGame. nullptr and `error`
    // set on failure; nothing is left behind.
    static std::unique_ptr<GameStore> create(const QString &path, const Game &game, QString *error);

    // Opens a game file after checking it read-only: that it is SQLite, an
    // Adjutant game, not newer than this program, not cut short, has intact
    // small tables (quick_check of meta, turns, areas, borders), the schema
    // of its version and a current turn that passes validateGame.
    // An older file is migrated (ReadWrite: in place, one transaction per
    // version; ReadOnly: in a temporary copy, leaving the file as it is). A
    // save that was interrupted is rolled back first, as SQLite does.
    static std::unique_ptr<GameStore> open(const QString &path, QString *error, Mode mode = Mode::ReadWrite);

    // open in two halves (the window checks a file on a worker
    // thread and uses it on the GUI thread; a Qt Sql connection only works in
    // the thread that opened it). A file and what was read of it, without
    // its connection: move-only, and of no use until attached.
    class Prepared
    {
    public:
        Prepared();
        ~Prepared();
        Prepared(Prepared &&) noexcept;
        Prepared &operator=(Prepared &&) noexcept;
        QString path() const { return m_path; }
        const Game &current() const { return m_current; }

    private:
        friend class GameStore;
        auto cachedState() { return std::tie(m_current, m_draft, m_rollbackTo, m_rollbackFrom); }
        QString m_path, m_workPath;
        Mode m_mode = Mode::ReadWrite;
        Game m_current;
        std::optional<Game> m_draft;
        std::optional<int> m_rollbackTo;
        int m_rollbackFrom = 0;
        std::unique_ptr<QTemporaryDir> m_tempDir;
    };
    // The first half, on any thread: every check and read of open (recovery,
    // migration, the current turn and its board picture), each refusal with
    // the same message, through connections of its own that it closes.
    static std::optional<Prepared> prepareOpen(const QString &path, QString *error, Mode mode = Mode::ReadWrite);
    // The second half: opens the store's connection in the calling thread,
    // which the store then belongs to, and sets its journal and sync modes.
    static std::unique_ptr<GameStore> attach(Prepared prepared, QString *error);

    // A second store of the same file in another thread (Save
    // writes on a worker): this store's file and cached state, to attach
    // there. A temporary copy (read-only) stays this store's, so the other
    // store must not outlive it.
    Prepared twin() const;
    // After the twin wrote, this store takes its cached state (the current
    // game, the draft, the pending rollback; the file's identity stays):
    // what the twin committed is what this store reads, without reading it
    // back. `from` is the twin's twin(), taken once its work was done,
    // failed or not (a failed step leaves the steps before it committed).
    void follow(Prepared from);

    ~GameStore();
    GameStore(const GameStore &) = delete;
    GameStore &operator=(const GameStore &) = delete;

    QString path() const { return m_path; }
    bool isReadOnly() const { return m_mode == Mode::ReadOnly; }

    // The current turn's game, as last saved.
    const Game &current() const { return m_current; }
    int currentTurn() const { return m_current.turn; }

    // The whole-file check: SQLite's integrity_check, then every
    // stored turn read back (its game validated, its orders and steps
    // unpacked). "" or one line per finding, each naming the file (and the
    // turn). Its time grows with the history: run it on request and before a
    // hand-off, not on every open.
    QString checkWholeFile() const;

    // --- history ---------------------------------------------------------
    QList<TurnEntry> turns(QString *error = nullptr) const;
    // The accepted turns, in order: resolved, and not on a branch rolled back.
    QList<int> acceptedTurns(QString *error = nullptr) const;
    // Any stored turn, discarded ones included; nullopt and `error` when it is
    // missing or fails validation.
    std::optional<HistoryTurn> turn(int turn, QString *error) const;
    // Only the game at the start of a stored turn (no orders or steps read).
    std::optional<Game> readGame(int turn, QString *error) const;
    // The turn's game against the next turn's (published or draft).
    std::optional<QList<Change>> compareWithNext(int turn, QString *error) const;
    // What was received and edited for a turn; a discarded turn keeps its own.
    QList<ReceivedOrders> receivedOrders(int turn, QString *error = nullptr) const;
    QList<ModeratorEdit> edits(int turn, QString *error = nullptr) const;
    // Each nation's report of a resolved turn, by nation code (empty when none).
    QMap<QString, QString> reports(int turn, QString *error = nullptr) const;
    // The orders and AP spends text saved for a turn (empty when none).
    TurnTexts texts(int turn, QString *error = nullptr) const;

    // --- saving: each returns an error message naming the file, or "" ---
    // Replaces the current turn's game (its turn must be the current turn),
    // and its texts when given, in one transaction.
    QString saveCurrent(const Game &game, const std::optional<TurnTexts> &texts = std::nullopt);
    // The same, and records the edit in the moderator's log, in one transaction.
    QString saveEdit(const Game &game, const QString &description, const QJsonValue &changes,
                     const std::optional<TurnTexts> &texts = std::nullopt);
    QString addReceivedOrders(int turn, const QString &source, const QString &text,
                              const QDateTime &received = QDateTime::currentDateTimeUtc(), qint64 *id = nullptr);

    // Resolution is a draft first: the orders, the steps and the next turn's
    // game are stored for the current turn, replacing any earlier draft ...
    // With the nations' reports (by nation code) when given.
    QString saveDraft(int turn, const QList<Order> &orders, const QList<Step> &steps, const Game &next,
                      const QMap<QString, QString> &reports = {});
    QString discardDraft(int turn);
    // ... and publishing makes it history: the next turn becomes current.
    QString publish(int turn);

    // --- rollback --------------------------------------------------------
    // Makes an earlier turn current again. The later turns (and the rolled
    // back turn's resolution) are kept as a discarded branch until
    // confirmRollback deletes them or undoRollback restores them; until then
    // no draft, publish or edit of the game is accepted.
    QString rollbackTo(int turn);
    QString confirmRollback();
    QString undoRollback();
    // The turn rolled back to, while a rollback awaits confirmation.
    std::optional<int> pendingRollback() const { return m_rollbackTo; }

    // --- a course replaced (store/Courses.cpp) ----------------------------
    // The accepted turns from `turns.first().game.turn` on and the current
    // game replaced by another course (a re-run adopted, audit/Audit.h): each
    // turn its game, orders and steps, then the current game, of the same
    // turns. The course replaced is kept whole (replacedCourses), in one
    // transaction; undoReplaceCourse puts the last one back as it was.
    // `progress`: the turns written of all, before each turn and at the end.
    QString replaceCourse(const QList<ReplacingTurn> &turns, const Game &current, const QString &reason,
                          const std::function<void(qsizetype done, qsizetype total)> &progress = {});
    QString undoReplaceCourse();
    QList<ReplacedCourse> replacedCourses(QString *error = nullptr) const;

    // --- the turn's mail (store/TurnMail.cpp), kept whatever the branch ----
    // Adds the messages a turn's inbox does not hold yet (the same bytes,
    // by SHA-256, are held once); `added` counts the new ones.
    QString addInboxMessages(int turn, const QList<InboxMessage> &messages, int *added = nullptr);
    // A message sorted again: reassigned to a nation, a late one accepted.
    QString setInboxNation(qint64 id, const QString &nation, InboxMessage::Status status);
    // The inbox sorted again: of each message (by id) its nation, status
    // and the moderator's decisions, in one transaction.
    QString saveInboxSorting(const QList<InboxMessage> &messages);
    QList<InboxMessage> inbox(int turn, QString *error = nullptr) const;
    // The SHA-256 of every message kept in the inbox of a turn before `turn`.
    QSet<QString> earlierInboxHashes(int turn, QString *error = nullptr) const;
    // When `turn` began: when the turn before it was first accepted
    // (published); invalid for a first turn and for a turn of a file older
    // than version 10.
    QDateTime turnBegan(int turn, QString *error = nullptr) const;
    // The nations a message counts for in a turn's inbox (without reading the messages).
    QStringList countedNations(int turn, QString *error = nullptr) const;
    // The nations with a late message of the turn that does not count.
    QStringList lateNations(int turn, QString *error = nullptr) const;
    QString recordSent(const SentMail &mail);
    QList<SentMail> sentMail(int turn, QString *error = nullptr) const;

    // --- AP rounds -------------------------------------------------------
    QString saveApRound(int round, const QJsonValue &ledger, const QJsonValue &messages);
    std::optional<StoredApRound> apRound(int round, QString *error = nullptr) const;
    QList<int> apRounds(QString *error = nullptr) const;

private:
    GameStore() = default;

    // The first column of an inbox query's rows; `error` names the file and `turn`.
    QStringList inboxColumn(const QString &sql, const QVariantList &values, int turn, QString *error) const;

    // Runs `body` in one transaction (BEGIN IMMEDIATE ... COMMIT); on any
    // failure rolls back and returns "FILE: WHAT failed ...: why".
    QString transaction(const QString &what, const std::function<bool(QString &error)> &body);
    // Why the game may not be changed now (read-only, pending rollback), or "".
    QString refuseChange(const QString &what, bool duringRollback = false) const;
    // What the store caches of the file, as a Prepared holds it.
    auto cachedState() const { return std::tie(m_current, m_draft, m_rollbackTo, m_rollbackFrom); }
    auto cachedState() { return std::tie(m_current, m_draft, m_rollbackTo, m_rollbackFrom); }
    // The map tables and meta rows follow the current game.
    bool writeCurrentExtras(const Game &before, const Game &now, QString &error);

    QString m_path;         // the file as the caller named it (used in messages)
    QString m_workPath;     // the file actually open: m_path, or a temporary copy
    QString m_connection;   // QSqlDatabase connection name
    Mode m_mode = Mode::ReadWrite;
    Game m_current;
    std::optional<Game> m_draft;   // cached next turn of the current draft
    std::optional<int> m_rollbackTo;
    int m_rollbackFrom = 0;
    std::unique_ptr<QTemporaryDir> m_tempDir;
};

} // namespace adj
