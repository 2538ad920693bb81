// The open game, in one place: the adj::Game, the file it came from, the map
// graph and the undo stack. Panels read the game from here and listen to its
// signals; every edit goes through an undo command (EditCommands.h) that calls
// setField(), so the map, the tables and other panels stay in step.
//
// One truth for every view: the document also holds the state being *viewed*
// — the current game, the game at a step of a replayed turn, or an earlier
// turn from the history. The map, the Area panel, the Nations table and the
// status bar all read viewedGame(), so they cannot disagree.
#pragma once

#include "io/Problem.h"
#include "model/Game.h"
#include "model/MapGraph.h"
#include "rules/Resolver.h"
#include "rules/Step.h"
#include "turn/CheckedOrders.h"
#include "turn/TurnRecord.h"

#include <QObject>
#include <QSet>
#include <QString>
#include <functional>
#include <memory>
#include <optional>

class QTimer;
class QUndoCommand;
class QUndoStack;

namespace adj::ui {

class ProblemsModel;
class Selection;

class GameDocument : public QObject
{
    Q_OBJECT
public:
    explicit GameDocument(QObject *parent = nullptr);
    ~GameDocument() override;

    const Game &game() const { return m_game; }

    // What the views show (see above).
    enum class View { Current, Replay, History };
    View view() const { return m_view; }
    const Game &viewedGame() const { return m_viewed ? *m_viewed : m_game; }
    // Words for the state viewed ("turn 1, step 12 of 145"), empty when current.
    QString viewLabel() const { return m_viewLabel; }
    // Shows another state of the game (the same map) in every view; emits
    // viewChanged() with the areas that differ from what was shown.
    void showView(View view, const Game &game, const QString &label);
    // Back to the current game (no-op when it is shown).
    void showCurrent();
    const MapGraph &graph() const { return *m_graph; }
    // The same graph, to be read by a worker while the document moves on.
    std::shared_ptr<const MapGraph> sharedGraph() const { return m_graph; }
    QString filePath() const { return m_path; }
    QUndoStack *undoStack() const { return m_undo; }
    // The area and the nation selected, for every view (Selection.h).
    Selection *selection() const { return m_selection; }
    bool isEmpty() const { return m_game.areas.isEmpty() && m_game.nations.isEmpty(); }

    // Replaces the game (undo history cleared) with the texts entered for its
    // turn (the orders and AP spends saved with it, if any) and emits gameReset().
    // `graph`, when given, is the game's map graph already built (on a worker).
    void setGame(const Game &game, const QString &path = QString(), const QString &orders = QString(),
                 const QString &apSpends = QString(), std::shared_ptr<const MapGraph> graph = {});
    // A new game (File > New): like setGame without a file, and unsaved
    // until it is saved, so that closing the window asks first.
    void startNew(const Game &game);
    bool isNeverSaved() const { return m_neverSaved; }
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

    // Records an edit of one area field as an undoable command; no-op when
    // unchanged. An edit the game file would refuse is refused with the same
    // message (validateGame) and nothing changes; returns that message or "".
    // A warning the edit brings (armies aboard above the ships) goes to `warning`.
    // While a resolved turn is open, the edit discards it in the same undoable
    // step (the window asks first).
    QString editArea(const QString &code, const QString &field, const QJsonValue &value, QString *warning = nullptr);
    // The same for a field of a nation (the Nations table).
    QString editNation(const QString &code, const QString &field, const QJsonValue &value, QString *warning = nullptr);
    // An edit of the whole game (a nation added or removed: NationEdits.h) as
    // one undoable command named `text`, refused and warned about as above.
    QString editGame(const Game &edited, const QString &text, QString *warning = nullptr);

    // Records an edit of the map (areas, borders, positions, the board) as one
    // undoable command that puts `edited` in place of the game; refused with
    // the game file's message, and nothing changed, when the game file would
    // refuse the edited game (it is written and read back as JSON: every
    // check the file gets) or the map is not the one on show (a replayed
    // step, an earlier turn). Returns that message or "". Like editArea, it
    // discards an open resolution in the same step.
    QString editMap(const Game &edited, const QString &text);
    // Why the map cannot be edited now (the state viewed is not the current
    // game), or "".
    QString mapEditRefusal() const;
    // Puts a game with another map in place without recording it (for the
    // map edit command): the graph rebuilt when the map changed; emits
    // mapChanged().
    void setMapGame(const Game &game);

    // Areas pinned in place: Lay Out Automatically leaves them where they
    // are. Kept in the document for the session (not in the game file, whose
    // format has no such field); an area dragged on the map is pinned.
    bool isPinned(const QString &code) const { return m_pinned.contains(code); }
    void setPinned(const QString &code, bool pinned);
    QStringList pinnedAreas() const;

    // The resolved turn: open (resolved from the current game, not yet
    // accepted) or accepted (the current game is its next turn). Set only by
    // the undo commands of TurnCommands.h, so that undo and redo keep the
    // game and its resolution in step.
    const std::optional<TurnRecord> &resolution() const { return m_resolution; }
    bool hasOpenResolution() const { return m_resolution && !m_accepted; }
    bool isResolutionAccepted() const { return m_resolution && m_accepted; }
    void setResolution(const std::optional<TurnRecord> &record, bool accepted);  // emits resolutionChanged()
    // A turn of the game file's history replayed read-only in the Replay
    // dock instead of the resolution, until the game is replaced (setGame,
    // replaceGame) or it is closed (nullopt); emits historyTurnChanged().
    const std::optional<TurnRecord> &historyTurn() const { return m_historyTurn; }
    void setHistoryTurn(const std::optional<TurnRecord> &record);
    // The turn the Replay dock replays: the history turn, else the resolution; null when none.
    const TurnRecord *replayedTurn() const;
    // The turn's messages that came late and do not count (turn/TurnInbox.h
    // lateOrders), as the game file's inbox sorts them now: a turn resolved
    // here hands them to its reports. Set by the game file.
    const QList<LateOrders> &lateOrders() const { return m_lateOrders; }
    void setLateOrders(const QList<LateOrders> &late) { m_lateOrders = late; }

    // Replaces the whole game without touching the undo stack or the file
    // path (for undo commands such as accepting a resolved turn); emits gameReset().
    void replaceGame(const Game &game);
    // The orders text of the turn being entered (OrdersPanel), part of the
    // game: saved with it in the game file, restored on open, and a change
    // to it is an unsaved change; accepting a turn clears it (undoably).
    QString ordersText() const { return m_orders; }
    void setOrdersText(const QString &text);  // emits ordersTextChanged() when it differs
    // The orders text checked (CheckedOrders.h): parsed once for the game
    // and text as they are, then read by every view, Resolve, What If and
    // Save. A change to the text, the game or the map checks again after
    // CheckDelay ms of quiet (typing is not checked at every key); asked for
    // before that, they are checked at once. Emits ordersChecked() after each
    // check.
    const CheckedOrders &checkedOrders();
    bool isCheckPending() const { return m_checkStale; }
    void checkOrdersNow();
    static constexpr int CheckDelay = 300;
    // The problems of every input, the checked orders' among them (ProblemsModel.h).
    ProblemsModel *problems() const { return m_problems; }
    // The AP spends text of the round being entered (ApLedgerPanel), kept the
    // same way; applying the round clears it (undoably).
    QString apSpendsText() const { return m_apSpends; }
    void setApSpendsText(const QString &text);  // emits apSpendsTextChanged() when it differs
    // The texts as the game file has them for the turn now current (after a
    // roll-back and its undo): set and counted as saved, the undo stack kept.
    void restoreTexts(const QString &orders, const QString &apSpends);
    // For an undo command that writes the game file itself (a roll-back and
    // its undo): once it has run, the document is as saved.
    void markWrittenToFile() { m_writtenToFile = true; }
    // Whether anything is not saved: an edit of the game (the undo stack is
    // not clean), or the orders or spends text differs from what was saved.
    bool isModified() const;
    // Whether the texts are saved (a JSON game file holds no orders).
    bool textsSaved() const { return m_orders == m_savedOrders && m_apSpends == m_savedApSpends; }
    QString savedOrdersText() const { return m_savedOrders; }
    QString savedApSpendsText() const { return m_savedApSpends; }
    // After a save elsewhere (the game file): the game now lives at `path`
    // and has no unsaved changes (`withTexts`: the texts were saved too);
    // emits filePathChanged() when the path differs.
    void markSaved(const QString &path, bool withTexts = true);

signals:
    void gameReset();
    // The viewed state changed: `areas` are those that differ from before.
    void viewChanged(const QStringList &areas);
    void areaChanged(const QString &code);
    void nationChanged(const QString &code);
    // The map changed (an area added, removed or moved, a border, the board):
    // the graph is the new map's.
    void mapChanged();
    void pinsChanged();
    void gameFieldChanged(const QString &field);
    void filePathChanged(const QString &path);
    void resolutionChanged();
    void historyTurnChanged();
    void modifiedChanged(bool modified);
    void ordersTextChanged();
    void ordersChecked();
    void apSpendsTextChanged();

private:
    void setViewed(View view, std::optional<Game> game, const QString &label);
    void installGame(const Game &game, std::shared_ptr<const MapGraph> graph = {});
    QString edit(Change::Target target, const QString &key, const QString &field, const QJsonValue &value, QString *warning);  // the game, its graph, the current view; no signal
    // The first error `edited` has that the game has not, as "field: message", or ""; its first new warning to `warning`.
    QString newProblem(const Game &edited, QString *warning) const;
    // Pushes the command `make` makes; while a resolved turn is open, in one step that discards it first.
    void pushEdit(const std::function<QUndoCommand *(QUndoCommand *parent)> &make);

    Game m_game;
    View m_view = View::Current;
    std::optional<Game> m_viewed;  // the replayed or earlier state, when one is shown
    QString m_viewLabel;
    std::shared_ptr<const MapGraph> m_graph;
    QString m_path;
    QUndoStack *m_undo;
    void updateModified();

    QString m_orders;
    CheckedOrders m_checked;
    bool m_checkStale = true;
    QTimer *m_checkTimer;
    ProblemsModel *m_problems;
    void ordersNeedCheck();
    QString m_apSpends;
    QString m_savedOrders, m_savedApSpends;  // the texts as last saved or opened
    bool m_modified = false;
    bool m_writtenToFile = false;
    bool m_neverSaved = false;  // a new game not yet saved anywhere
    std::optional<TurnRecord> m_resolution;
    bool m_accepted = false;
    std::optional<TurnRecord> m_historyTurn;
    QList<LateOrders> m_lateOrders;
    Selection *m_selection;
    QSet<QString> m_pinned;
};

} // namespace adj::ui
