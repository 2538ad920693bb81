// The open game, in one place: the adj::Game, the file it came from, the map
// graph and the undo stack. Panels read the game from here and listen to its
// signals; every edit goes through an undo command (EditCommands.h) that calls
// setField(), so the map, the tables and other panels stay in step.
#pragma once

#include "io/Problem.h"
#include "model/Game.h"
#include "model/MapGraph.h"
#include "rules/Step.h"

#include <QObject>
#include <QString>
#include <memory>

class QUndoStack;

namespace adj::ui {

class GameDocument : public QObject
{
    Q_OBJECT
public:
    explicit GameDocument(QObject *parent = nullptr);
    ~GameDocument() override;

    const Game &game() const { return m_game; }
    const MapGraph &graph() const { return *m_graph; }
    QString filePath() const { return m_path; }
    QUndoStack *undoStack() const { return m_undo; }
    bool isEmpty() const { return m_game.areas.isEmpty() && m_game.nations.isEmpty(); }

    // Replaces the game (undo history cleared) and emits gameReset().
    void setGame(const Game &game, const QString &path = QString());
    // Reads a game file; on errors the current game stays and the problems
    // are returned (all of them, as readGameFile gives them). Warnings are
    // returned too when the file was opened.
    Problems open(const QString &path);
    // Writes the game as JSON (writeFileSafely); returns an error message or "".
    QString saveAsJson(const QString &path);

    // The value of one field (names as in the game file and the step log).
    QJsonValue field(Change::Target target, const QString &key, const QString &field) const;
    // Sets one field without recording it: for undo commands and the replay.
    void setField(Change::Target target, const QString &key, const QString &field, const QJsonValue &value);
    // Applies (or undoes) a list of changes without recording them.
    void applyChanges(const QList<Change> &changes, bool undo = false);

    // Records an edit of one area field as an undoable command; no-op when unchanged.
    void editArea(const QString &code, const QString &field, const QJsonValue &value);

    // Replaces the whole game without touching the undo stack or the file
    // path (for undo commands such as accepting a resolved turn); emits gameReset().
    void replaceGame(const Game &game);
    // The orders text of the turn being entered (OrdersPanel), kept here so
    // that it outlives the panel. Opening another game keeps it (nothing
    // typed is lost); accepting a turn clears it (undoably).
    QString ordersText() const { return m_orders; }
    void setOrdersText(const QString &text);  // emits ordersTextChanged() when it differs
    // The AP spends text of the round being entered (ApLedgerPanel), kept the
    // same way: opening another game keeps it; applying the round clears it (undoably).
    QString apSpendsText() const { return m_apSpends; }
    void setApSpendsText(const QString &text);  // emits apSpendsTextChanged() when it differs
    // After a save elsewhere (the game file): the game now lives at `path`
    // and has no unsaved changes; emits filePathChanged() when the path differs.
    void markSaved(const QString &path);

signals:
    void gameReset();
    void areaChanged(const QString &code);
    void nationChanged(const QString &code);
    void gameFieldChanged(const QString &field);
    void filePathChanged(const QString &path);
    void ordersTextChanged();
    void apSpendsTextChanged();

private:
    Game m_game;
    std::unique_ptr<MapGraph> m_graph;
    QString m_path;
    QUndoStack *m_undo;
    QString m_orders;
    QString m_apSpends;
};

} // namespace adj::ui
