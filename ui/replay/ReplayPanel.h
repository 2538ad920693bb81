// The replay of a resolved turn, for inspecting a contested sea battle step
// by step: every step in processing order, moved through with
// First/Back/Forward/Last or the slider. The game at a step is the game
// before the turn with the steps up to it applied (applyStep); every view
// shows it through the document (GameDocument::showView) and the map marks
// what the current step changed; a step with a battle shows its arithmetic.
// The turn replayed is the document's (GameDocument::replayedTurn(): a turn
// of the history read-only, else the resolution, open or accepted); the
// panel keeps only where it stands, and whenever the document's turn or game
// changes it starts again where the views show the document's game: an open
// turn at its start, an accepted one at its end (the game now current).
// "Accept turn" makes the next turn's game the document's game as one
// undoable command; "Export reports…" writes one report per nation and the
// step log, also after the turn was accepted and for a turn from the history.
#pragma once

#include "document/GameDocument.h"
#include "map/NationColours.h"
#include "model/Game.h"
#include "replay/BattleInspector.h"
#include "rules/Resolver.h"

#include <functional>
#include <QWidget>
#include <optional>
#include <utility>

class QAction;
class QComboBox;
class QLabel;
class QListView;
class QPushButton;
class QSlider;
class QTabWidget;
class QTextBrowser;

namespace adj::ui {

class Announcer;

class GameDocument;
class MapView;
class StepsFilter;
class StepsModel;

class ReplayPanel : public QWidget
{
    Q_OBJECT
public:
    ReplayPanel(GameDocument *doc, MapView *map, QWidget *parent = nullptr);

    QSize sizeHint() const override { return {440, 640}; }
    ~ReplayPanel() override;

    // What is replayed: the document's open or accepted resolution, or a
    // turn from the game file's history (read-only).
    enum class Mode { None, Open, Accepted, History };
    Mode mode() const;
    // Shows a turn from the history, read-only, at its start (through the document).
    void showHistoryTurn(const TurnRecord &record);
    // Ends the replay of a history turn, and stands where the document's game
    // is shown (an open turn's start, an accepted one's end).
    void clear();

    bool hasResolution() const { return record() != nullptr; }
    const Resolution &resolution() const;
    const Game &gameBefore() const;
    // The game after `position()` steps.
    Game currentGame() const { return gameAt(m_position); }
    int position() const { return m_position; }   // 0 = before the first step
    int stepCount() const;
    QString detailsText() const;                   // the details pane, as plain text

    StepsModel *model() const { return m_model; }
    // What the list shows (all steps, battles, failures, one nation's).
    StepsFilter *filter() const { return m_filter; }
    QComboBox *filterBox() const { return m_show; }
    QListView *stepsView() const { return m_list; }
    // The battle inspector: filled when the current step has a battle.
    BattleInspector *inspector() const { return m_inspector; }
    // The battle stage the views show (After when the step has no battle).
    BattleInspector::Stage stage() const;
    QAction *firstAction() const { return m_first; }
    QAction *backAction() const { return m_back; }
    QAction *forwardAction() const { return m_forward; }
    QAction *lastAction() const { return m_last; }
    QAction *nextBattleAction() const { return m_nextBattle; }
    QAction *previousBattleAction() const { return m_previousBattle; }
    QAction *acceptAction() const { return m_accept; }
    QAction *exportAction() const { return m_export; }

    // Writes the turn's reports into `folder` (turnReportFiles: per nation
    // .txt, .html and .pdf; game.html, game.pdf, the map picture) and
    // events.jsonl, all or nothing (writeFilesSafely); returns an error or "".
    QString exportReports(const QString &folder) const;
    // Where the games of the turns before come from (the Charts dock's
    // history), for the game report's chart; none by default.
    void setEarlierTurns(std::function<QList<Game>()> earlier) { m_earlier = std::move(earlier); }

public slots:
    void goTo(int position);
    void first() { goTo(0); }
    void back() { goTo(m_position - 1); }
    void forward() { goTo(m_position + 1); }
    void last() { goTo(stepCount()); }
    // To the next (previous) step with a battle; false when there is none.
    bool nextBattle();
    bool previousBattle();
    // Shows a stage of the current step's battle in every view (through the document).
    void showStage(BattleInspector::Stage stage);
    // Replaces the document's game with the next turn's (undoable).
    void acceptTurn();
    void exportReportsDialog();

signals:
    void positionChanged(int position);

private:
    const TurnRecord *record() const { return m_doc->replayedTurn(); }
    Game gameAt(int position) const;
    void followDocument();
    void showNone(const QString &message);
    void showPosition();
    void showGameAtPosition();  // in every view, through the document
    void showDetails();
    void updateActions();
    void markStep();
    void syncList();
    void fillFilter();
    void applyFilter();
    QString viewLabel(BattleInspector::Stage stage) const;
    int battleStep(int from, int direction) const;

    GameDocument *m_doc;
    MapView *m_map;
    StepsModel *m_model;
    StepsFilter *m_filter;
    QComboBox *m_show;
    QListView *m_list;
    QTabWidget *m_tabs;
    QTextBrowser *m_details;
    BattleInspector *m_inspector;
    QSlider *m_slider;
    QLabel *m_title;
    QLabel *m_positionLabel;
    Announcer *m_announcer;
    QPushButton *m_acceptButton;
    QPushButton *m_exportButton;
    QAction *m_first, *m_back, *m_forward, *m_last, *m_accept, *m_export;
    QAction *m_nextBattle, *m_previousBattle;

    bool m_syncing = false;     // moving the list and the slider along, not the user
    Mode m_shown = Mode::None;  // what the panel was last filled for (to say a turn was discarded)
    std::function<QList<Game>()> m_earlier;
    QString m_summary;          // what the title says about the resolved turn
    int m_position = 0;         // where the replay stands; the turn and its games are the document's
    NationColours m_colours;
};

} // namespace adj::ui
