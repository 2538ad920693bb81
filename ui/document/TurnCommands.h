// The resolved turn as undoable edits, so that undo and redo keep the game
// and its resolution in step (GameDocument::resolution()):
// - resolving the turn sets the open resolution (undo: the one before, if any);
// - discarding it clears it (undo: it is back, the replay with it);
// - accepting it makes the next turn's game the document's game and clears
//   the orders text for the new turn; the resolution stays, accepted, so its
//   reports can still be exported; undo brings back the game before the turn,
//   its orders and the open resolution;
// - rolling back to an earlier turn of the game file makes it current with
//   its orders; undo brings the later turns back (GameStore::undoRollback)
//   until the roll-back is confirmed;
// - adopting a re-run makes it the game's course from its first turn on,
//   the course replaced kept in the file; undo puts that course back.
#pragma once

#include "document/GameDocument.h"

#include <QString>
#include <QUndoCommand>
#include <functional>
#include <memory>
#include <optional>

namespace adj {
struct Audit;
}

namespace adj::ui {

class ResolveTurnCommand : public QUndoCommand
{
public:
    ResolveTurnCommand(GameDocument *doc, const TurnRecord &record, QUndoCommand *parent = nullptr);
    void undo() override;
    void redo() override;

private:
    GameDocument *m_doc;
    TurnRecord m_record;
    std::optional<TurnRecord> m_previous;
};

class DiscardResolutionCommand : public QUndoCommand
{
public:
    explicit DiscardResolutionCommand(GameDocument *doc, QUndoCommand *parent = nullptr);
    void undo() override;
    void redo() override;

private:
    GameDocument *m_doc;
    std::optional<TurnRecord> m_record;
};

class AcceptTurnCommand : public QUndoCommand
{
public:
    AcceptTurnCommand(GameDocument *doc, const TurnRecord &record, QUndoCommand *parent = nullptr);
    void undo() override;
    void redo() override;

private:
    GameDocument *m_doc;
    TurnRecord m_record;
};

class GameFile;

class RollbackCommand : public QUndoCommand
{
public:
    // `error` receives the store's message when the first redo (the push)
    // fails; the command is then obsolete and QUndoStack::push drops it.
    RollbackCommand(GameFile *file, int turn, QString *error, QUndoCommand *parent = nullptr);
    void undo() override;
    void redo() override;

private:
    GameFile *m_file;
    int m_turn;
    QString *m_error;
    std::optional<TurnRecord> m_resolution;
    bool m_accepted = false;
};

class AdoptCourseCommand : public QUndoCommand
{
public:
    // `error` as for RollbackCommand; `audit` is kept for redo; `runner`
    // writes the file (GameFile::Runner, empty: here), `progress` counts the
    // turns written (GameFile::adoptCourse).
    AdoptCourseCommand(GameFile *file, const Audit &audit, const QString &reason, QString *error,
                       std::function<QString(const std::function<QString()> &)> runner = {},
                       std::function<void(qsizetype, qsizetype)> progress = {}, QUndoCommand *parent = nullptr);
    void undo() override;
    void redo() override;

private:
    GameFile *m_file;
    std::shared_ptr<const Audit> m_audit;
    QString m_reason;
    QString *m_error;
    std::function<QString(const std::function<QString()> &)> m_runner;
    std::function<void(qsizetype, qsizetype)> m_progress;
};

} // namespace adj::ui
