// The window's recovery copy (core/recovery/Recovery.h): while the document
// has unsaved changes, a few seconds after each change the keeper writes
// what would be lost — the game each undo step leads to, the texts, the
// resolved turn, this session's turn inbox — into its recovery file, on a
// worker of its own (one write at a time, never on the GUI thread's time).
// When the document is saved or its changes are dropped the file goes.
//
// The undo history is followed as it happens: each time the undo stack's
// index moves, the moment it reaches is noted (a copy of the game, cheap:
// Qt's data is shared until written), so that each step's game is known.
#pragma once

#include "recovery/Recovery.h"

#include <QHash>
#include <QObject>
#include <QThreadPool>

class QTimer;
class QUndoCommand;

namespace adj::ui {

class GameDocument;
class GameFile;

class RecoveryKeeper : public QObject
{
    Q_OBJECT
public:
    // Writes into `folder` (recoveryFolder() of the program's local data).
    RecoveryKeeper(GameDocument *doc, GameFile *file, const QString &folder, QObject *parent = nullptr);
    ~RecoveryKeeper() override;  // waits for a write under way

    // Milliseconds of quiet after a change before the copy is written.
    static constexpr int WriteDelay = 2000;

    bool isEnabled() const { return m_enabled; }
    // Off: the copy is removed and no more written.
    void setEnabled(bool enabled);
    // The recovery file: written while there is unsaved work, else absent.
    QString path() const { return m_path; }
    // Continues a copy taken up (restoreRecovery): its moments are those of
    // the undo stack now, and its file is written here from now on.
    void adopt(const Recovery &recovery);
    // The copy as it would be written now.
    Recovery snapshot() const;
    // Writes the copy now (or removes it when nothing is unsaved) and waits
    // for it: a logout, a test. "" or the message.
    QString writeNow();
    // The moderator quits cleanly (saved, or chose to discard): the copy goes.
    void discard();

signals:
    // A write failed (a full disk): the message, naming the file; shown in the status bar.
    void failed(const QString &message);

private:
    void note();       // the undo stack's moment now
    void noteTexts();  // the texts as they are between steps
    void schedule();  // a change: write after WriteDelay
    void write();     // the copy (or its removal) handed to the worker
    RecoveryState current() const;
    bool hasWork() const;

    GameDocument *m_doc;
    GameFile *m_file;
    QString m_path;
    bool m_enabled = true;
    QTimer *m_timer;
    QThreadPool m_pool;  // one thread: the writes in order
    QString m_error;     // the last write's, set on the pool's thread
    mutable qint64 m_serials = 0;
    Game m_savedGame;  // as the file has it (opened or saved)
    QString m_ordersBefore, m_apSpendsBefore;  // the texts before the step being made
    RecoveryState m_first;                               // the moment before the first step
    QHash<const QUndoCommand *, RecoveryState> m_after;  // the moment after each step
};

} // namespace adj::ui
