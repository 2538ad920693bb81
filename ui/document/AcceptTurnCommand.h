// Accepting a resolved turn as one undoable edit: the document's game becomes
// the next turn's game (Resolution::next) and the orders text is cleared for
// the new turn; undo brings back the game before the turn and its orders.
#pragma once

#include "model/Game.h"

#include <QString>
#include <QUndoCommand>

namespace adj::ui {

class GameDocument;

class AcceptTurnCommand : public QUndoCommand
{
public:
    AcceptTurnCommand(GameDocument *doc, const Game &before, const Game &next, const QString &orders,
                      QUndoCommand *parent = nullptr);

    void undo() override;
    void redo() override;

private:
    GameDocument *m_doc;
    Game m_before, m_next;
    QString m_orders;
};

} // namespace adj::ui
