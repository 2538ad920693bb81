// The open game's SQLite game file (`*.adjutant`) beside
// the GameDocument: opening one makes its current turn the document's game,
// saving writes the document's game into it (GameStore: one transaction, the
// previous state kept when it fails), and the history panel reads its turns
// and rolls back through it. No dialogs here: every operation returns the
// store's message naming the file, or "" — the window shows it.
//
// A failed save changes nothing: the file keeps its previous state and the
// document keeps its unsaved changes (its undo stack stays modified).
#pragma once

#include "rules/Resolver.h"
#include "store/FileStamp.h"
#include "store/WriterLock.h"

#include <QHash>
#include <QList>
#include <QObject>
#include <QString>
#include <functional>
#include <memory>
#include <optional>

class QFileSystemWatcher;

namespace adj {
struct Audit;
class GameStore;
struct TurnEntry;
struct HistoryTurn;
struct SentMail;
struct InboxMessage;
struct CheckedInbox;
struct MailMessage;
}

namespace adj {
struct TurnRecord;
}

namespace adj::ui {

class GameCourse;
class GameDocument;

class GameFile : public QObject
{
    Q_OBJECT
public:
    explicit GameFile(GameDocument *doc, QObject *parent = nullptr);
    ~GameFile() override;

    // Whether a path names a game file (by its suffix, as the file dialogs do).
    static bool isGameFile(const QString &path);
    static QString suffix() { return QStringLiteral("adjutant"); }

    GameDocument *document() const { return m_doc; }
    // The game's course, one game per turn (GameCourse.h): the Charts dock's
    // and the game report's chart's.
    GameCourse *course() const { return m_course; }
    bool isOpen() const { return bool(m_store); }
    bool isReadOnly() const;
    QString path() const;
    // The open store (nullptr when the game is not in a game file).
    GameStore *store() const { return m_store.get(); }

    // Runs a work on the file and returns its message (GameFileActions: on a
    // worker thread); an empty Runner means here. The work is given
    // copies only and opens its own connections.
    using Runner = std::function<QString(const std::function<QString()> &work)>;

    // Opens a game file; its current turn becomes the document's game. A file
    // without write permission is opened read-only. On failure the document
    // is left as it was. Every check and read of the file is the `runner`'s
    // work (GameStore::prepareOpen); only the store's connection is opened here.
    // A file opened to write is locked for this window (store/WriterLock.h)
    // while it is open: one held by another is not opened, unless
    // `readOnly` — as a file without write permission is.
    QString open(const QString &path, const Runner &runner = {}, bool readOnly = false);
    // Why the open file is read-only ("" when it is not).
    QString readOnlyReason() const;
    // Writes the document's game into the open file: the current turn's game
    // (saveCurrent), or — when the document holds the next turn, after an
    // accepted resolution — the resolved turn (its game, orders and steps)
    // published, and the next turn current. The writing is the `runner`'s
    // work, through a twin of the store (GameStore::twin); the store here
    // then follows what the twin committed.
    QString save(const Runner &runner = {});
    // Creates a new game file at `path` with the document's game (with the
    // history of the open file, when there is one) and makes it the open one.
    // The open file is checked whole first (a hand-off carries no damaged
    // turn): `wholeCheck` is that check's finding when it was run already
    // (on a worker, checkWholeFile(path)); without it, it runs here. The new
    // file is written, put in place and prepared for use by `runner`; only
    // its connection is opened here.
    QString saveAs(const QString &path, const std::optional<QString> &wholeCheck = std::nullopt,
                   const Runner &runner = {});
    // The whole-file check (GameStore::checkWholeFile) of the game file at
    // `path` through a read-only connection of its own, so that it can run
    // on a worker thread beside the open store: "" or the damage, naming the
    // file and the turn.
    static QString checkWholeFile(const QString &path);

    // --- history (HistoryPanel) -------------------------------------------
    QList<TurnEntry> turns(QString *error = nullptr) const;
    std::optional<HistoryTurn> turn(int turn, QString *error) const;
    std::optional<QList<Change>> compareWithNext(int turn, QString *error) const;
    std::optional<int> pendingRollback() const;
    // Makes an earlier turn current (GameStore::rollbackTo); the document
    // shows it with the orders entered for it, and its unsaved changes are
    // dropped. The undo stack is left to the caller (RollbackCommand).
    QString rollbackTo(int turn);
    QString confirmRollback();
    QString undoRollback();
    // A re-run made the game's course (audit/Audit.h adoptAudit), the
    // course replaced kept in the file; undoing puts it back. Written by the
    // `runner` (a hundred turns take seconds). The document shows the current
    // game as the file then has it; the undo stack is left to the caller
    // (AdoptCourseCommand). `progress`: the turns written, from the runner's thread.
    QString adoptCourse(const std::shared_ptr<const Audit> &audit, const QString &reason, const Runner &runner = {},
                        const std::function<void(qsizetype, qsizetype)> &progress = {});
    QString undoAdoptCourse(const Runner &runner = {});
    // A stored turn with its resolution, for the replay (nullopt and `error`
    // when the turn or its steps cannot be read, or it was never resolved).
    std::optional<TurnRecord> resolvedTurn(int turn, QString *error) const;

    // --- the turn's mail (store/TurnMail.cpp) ----------------------------
    // The mail that went out for a turn of the open game: from the game
    // file; for a game not in one, what this session sent for it (carried
    // into the game file by Save As).
    QList<SentMail> sentMail(int turn) const;
    QString recordSent(const SentMail &mail);
    // The turn's inbox (turn/TurnInbox.h; GameFileInbox.cpp), likewise: from
    // the game file, else this session's for the game (carried into the
    // game file by Save As). Adding keeps the messages not held yet
    // (`added` counts them) and sorts the inbox again for the document's
    // game — in the game file through a twin of the store, as the `runner`'s
    // work (Save's way); a message of an earlier turn is left out (`earlier`
    // counts them: turn/TurnStart.h); deciding stores the moderator's decisions (`decided`: the
    // inbox's messages with them changed) and sorts again. Each emits
    // inboxChanged(), or inboxFailed() with the message it returns.
    QList<InboxMessage> inbox(int turn, QString *error = nullptr) const;
    // The same reading, to run on any thread (a worker's): through a twin of
    // the store with its own connection, or over a copy of this session's
    // list. Empty when there is nothing to read: no game file, and no message
    // of the turn this session.
    using InboxReader = std::function<QList<InboxMessage>(QString *error)>;
    InboxReader inboxReader(int turn) const;
    QString addToInbox(int turn, const QList<InboxMessage> &records, int *added = nullptr, const Runner &runner = {},
                       int *earlier = nullptr);
    QString decideInbox(int turn, const QList<InboxMessage> &decided);
    // The document's turn's inbox sorted and each message's orders checked,
    // once per change (turn/TurnInbox.h checkInbox): after mail is added or a
    // decision taken (then emitting inboxChanged()), and when the game or the
    // file's turns change. The Turn Inbox shows it; the confirmations and
    // reminders the window sends are made from it; the document's late
    // orders (GameDocument::lateOrders) are read from it. Never null.
    std::shared_ptr<const CheckedInbox> checkedInbox() const { return m_checkedInbox; }
    // This session's inbox of the open game, every turn's, while it is in no
    // game file; and the same brought back by a recovery (emits inboxChanged()).
    QList<InboxMessage> sessionInbox() const;
    void restoreSessionInbox(const QList<InboxMessage> &messages);

    // --- changes on disk (GameFileWatch.cpp) -----------------------------
    // Whether the open file was changed on disk by anyone else (a copy put
    // in its place, a synced folder, another program) since it was opened
    // here or last written here (store/FileStamp.h). A save would then
    // overwrite that: save() refuses until the moderator chooses to reload
    // it or to save as a new file.
    bool isChangedOnDisk() const;
    // Opens the open file again as it is on disk now: the document's
    // unsaved changes go.
    QString reload(const Runner &runner = {});

public slots:
    void close();

signals:
    // The file or its turns changed (opened, closed, saved, rolled back).
    void historyChanged();
    // The turn's inbox changed (messages added, sorted again), or could not be.
    void inboxChanged();
    void inboxFailed(const QString &message);
    // The open file changed on disk (isChangedOnDisk()), noticed while it is
    // open; said once until it is reloaded or written here.
    void changedOnDisk();

private:
    // While the file is written here, a change on disk is this window's own;
    // once written, its stamp is noted again.
    struct OwnWrite {
        explicit OwnWrite(GameFile *file);
        ~OwnWrite();
        GameFile *file;
    };
    // Writes into the open file through a twin of the store, with its own
    // connection in the runner's thread (GameStore::twin); the store here
    // then follows what the twin committed, failed or not.
    QString writeThroughTwin(const Runner &runner, const std::function<QString(GameStore &)> &write);
    // The file's course rewritten by `write` through the twin (a re-run
    // adopted or undone), then the current turn shown as the file has it.
    QString rewriteCourse(const Runner &runner, const std::function<QString(GameStore &)> &write);
    void watch();      // the open file's stamp noted, and the file watched
    void checkDisk();  // the watcher saw something: changedOnDisk() when it is a change
    void showCurrentTurn();
    void setStore(std::unique_ptr<GameStore> store);
    // What this session sent for the open game while it is in no game file.
    QList<SentMail> sessionMail() const;
    void applySessionSorting(const QList<InboxMessage> &sorted);
    // The inbox sorted and checked again (checkedInbox()), on the `runner`'s
    // thread when given; emits inboxChanged(), and inboxFailed() when it
    // cannot be read.
    void checkInboxAgain(const Runner &runner = {});
    QString carrySessionInbox(const QList<InboxMessage> &messages);

    GameDocument *m_doc;
    GameCourse *m_course = nullptr;
    std::unique_ptr<GameStore> m_store;
    std::unique_ptr<WriterLock> m_lock;  // while the open file is written here
    std::optional<LockHolder> m_heldBy;  // who holds it, when it was opened read-only for that
    QList<QPair<QString, SentMail>> m_sessionMail;  // by the game's path, while it is not in a game file
    QList<QPair<QString, InboxMessage>> m_sessionInbox;  // the same
    qint64 m_sessionInboxIds = 0;
    std::shared_ptr<const CheckedInbox> m_checkedInbox;
    // The turn's messages read from their bytes (turn/TurnInbox.h
    // ReadMessages): each is read once, a sorting again reads only new ones.
    QHash<QString, MailMessage> m_readMessages;
    QFileSystemWatcher *m_watcher;
    FileStamp m_stamp;   // of the open file, as this window last opened or wrote it
    int m_writing = 0;   // own writes under way
    bool m_changedBefore = false;  // changed on disk when they began
    bool m_told = false;
};

} // namespace adj::ui
