// The moderator's edits as undo commands, one small command per edit (as in
// Tiled): each knows the value before and after and sets it through the
// GameDocument, which tells the views.
#pragma once

#include "model/Change.h"
#include "model/Game.h"

#include <QJsonValue>
#include <QString>
#include <QUndoCommand>

namespace adj::ui {

class GameDocument;

// One field of one area (owner, armies, ships, population, forts, mode,
// modeTarget) or one nation (name, player, email, people, bp, treasury,
// reserves, vp), by its name in the game file. Repeated edits of the same
// field (spin box clicks) merge into one command.
class SetField : public QUndoCommand
{
public:
    enum { Id = 0x4144 };
    SetField(GameDocument *doc, Change::Target target, const QString &key, const QString &field,
             const QJsonValue &from, const QJsonValue &to, QUndoCommand *parent = nullptr);

    void undo() override;
    void redo() override;
    int id() const override { return Id; }
    bool mergeWith(const QUndoCommand *other) override;

    QString key() const { return m_key; }
    QString field() const { return m_field; }

private:
    void updateText();

    GameDocument *m_doc;
    Change::Target m_target;
    QString m_key, m_field;
    QJsonValue m_from, m_to;
};

// The whole game replaced by an edited one (a nation added or removed, an AP
// round applied); undo brings back the game exactly as it was. Every view
// follows (gameReset).
class EditGame : public QUndoCommand
{
public:
    EditGame(GameDocument *doc, const Game &before, const Game &after, const QString &text,
             QUndoCommand *parent = nullptr);
    void undo() override;
    void redo() override;

protected:
    // Puts `game` in the document; an edit of the map keeps the view as it is.
    virtual void apply(const Game &game);
    GameDocument *m_doc;

private:
    Game m_before, m_after;
};

// An edit of the map (an area added or removed, a border, positions, the
// board): the game before and after, whole, so that undo brings back every
// border and reference exactly (GameDocument::editMap checks it first).
class EditMap : public EditGame
{
public:
    using EditGame::EditGame;

protected:
    void apply(const Game &game) override;
};

// A text of the turn being entered that the document holds (the orders, the
// AP spends), from one version to another, set by `set`. Typing pushes one
// command per change; the changes of one editing session merge into one
// command (the panel ends a session when its editor loses focus or the
// typing pauses for CommitDelay ms), so Edit > Undo takes back a whole edit.
class SetText : public QUndoCommand
{
public:
    enum { Id = 0x4150 };
    // Milliseconds of quiet typing that end one undoable edit of a text.
    static constexpr int CommitDelay = 1500;
    using Setter = void (GameDocument::*)(const QString &);
    SetText(GameDocument *doc, Setter set, const QString &from, const QString &to, int session, const QString &text,
            QUndoCommand *parent = nullptr);

    void undo() override;
    void redo() override;
    int id() const override { return Id; }
    bool mergeWith(const QUndoCommand *other) override;

private:
    GameDocument *m_doc;
    Setter m_set;
    QString m_from, m_to;
    int m_session;
};

// A field of an area, a nation or the game as the moderator reads it
// ("modeTarget" -> "mode target", "bp" -> "BP"): the Changes list, the
// history's differences and the edit history name fields in words; the
// core's table (model/FieldWords.h) in the window's language.
QString fieldTitle(const QString &field);

} // namespace adj::ui
