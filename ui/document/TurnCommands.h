// The resolved turn as undoable edits, so that undo and redo keep the game
// and its resolution in step (GameDocument::resolution()):
// - resolving the turn sets the open resolution (undo: the one before, if any);
// - discarding it clears it (undo: it is back, the replay with it);
// - accepting it makes the next turn's game the document's game and clears
//   the orders text for the new turn; the resolution stays, accepted, so its
//   reports can still be exported; undo brings back the game before the turn,
//   its orders and the open resolution.
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

} // namespace adj::ui
