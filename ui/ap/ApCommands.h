// The AP ledger's edits as undo commands (every edit of the window is one
// QUndoCommand): the round's spends text, applying the round, and the
// players of the game's `ap` object.
#pragma once

#include "document/EditCommands.h"
#include "model/Game.h"

#include <QJsonObject>
#include <QString>
#include <QUndoCommand>

namespace adj::ui {

class GameDocument;

// The spends text from one version to another (SetText: the changes of one
// editing session merge into one command).
class SetSpendsText : public SetText
{
public:
    SetSpendsText(GameDocument *doc, const QString &from, const QString &to, int session,
                  const QString &text = QString(), QUndoCommand *parent = nullptr);
};

// Applying a round (docs/rules.md §6): the game's `ap` object becomes the round's
// `next` state (money moved, accounts opened, round + 1) and the spends text
// is cleared for the next round; undo brings back both.
class ApplyApRound : public EditGame
{
public:
    ApplyApRound(GameDocument *doc, const Game &before, const Game &after, const QString &spends,
                 QUndoCommand *parent = nullptr);

    void undo() override;
    void redo() override;

private:
    QString m_spends;
};

// An edit of the game's AP players: a player added or removed, or
// one of its fields (ap/ApPlayerEdits.h builds the object). The `ap` object
// before and after, whole; the ledger follows at once (gameFieldChanged "ap").
class EditApPlayers : public QUndoCommand
{
public:
    EditApPlayers(GameDocument *doc, const QJsonObject &before, const QJsonObject &after, const QString &text,
                  QUndoCommand *parent = nullptr);

    void undo() override;
    void redo() override;

private:
    GameDocument *m_doc;
    QJsonObject m_before, m_after;
};

} // namespace adj::ui
