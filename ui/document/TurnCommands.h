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
//   until the roll-back is confirmed.
#pragma once

#include "document/GameDocument.h"

#include <QString>
#include <QUndoCommand>
#include <optional>

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

} // namespace adj::ui
