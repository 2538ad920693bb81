// The replay of a resolved turn (design.md "inspecting a contested sea battle
// step by step"): every step in processing order, moved through with
// First/Back/Forward/Last or the slider. Moving forward applies steps and
// moving back undoes them (applyStep/undoStep) on a working copy of the game
// before the turn; every view shows that copy (GameDocument::showView) and the
// map marks what the current step changed; a step with a battle shows its
// arithmetic. It follows the document's resolution (open or accepted), or
// shows a turn from the history read-only. "Accept turn" makes the next
// turn's game the document's game as one undoable command; "Export reports…"
// writes one report per nation and the step log, also after the turn was
// accepted and for a turn from the history.
#pragma once

#include "document/GameDocument.h"
#include "model/Game.h"
#include "rules/Resolver.h"

#include <QWidget>
#include <optional>
#include <utility>

class QAction;
class QLabel;
class QListView;
class QPushButton;
class QSlider;
class QTextBrowser;

namespace adj::ui {

class GameDocument;
class MapView;
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
    Mode mode() const { return m_mode; }
    // Shows a turn from the history, read-only, at its start.
    void showHistoryTurn(const TurnRecord &record);
    // Ends the replay; every view shows the document's game again.
    void clear(const QString &message = {});

    bool hasResolution() const { return m_active; }
    const Resolution &resolution() const { return m_record.resolution; }
    const Game &gameBefore() const { return m_record.before; }
    // The working copy: the game after `position()` steps.
    const Game &currentGame() const { return m_game; }
    int position() const { return m_position; }   // 0 = before the first step
    int stepCount() const;
    QString detailsText() const;                   // the details pane, as plain text

    StepsModel *model() const { return m_model; }
    QListView *stepsView() const { return m_list; }
    QAction *firstAction() const { return m_first; }
    QAction *backAction() const { return m_back; }
    QAction *forwardAction() const { return m_forward; }
    QAction *lastAction() const { return m_last; }
    QAction *acceptAction() const { return m_accept; }
    QAction *exportAction() const { return m_export; }

    // Writes NATION.txt for every nation and events.jsonl into `folder`
    // (writeFileSafely); returns an error message or "".
    QString exportReports(const QString &folder) const;

public slots:
    void goTo(int position);
    void first() { goTo(0); }
    void back() { goTo(m_position - 1); }
    void forward() { goTo(m_position + 1); }
    void last() { goTo(stepCount()); }
    // Replaces the document's game with the next turn's (undoable).
    void acceptTurn();
    void exportReportsDialog();

signals:
    void positionChanged(int position);

private:
    void load(const TurnRecord &record, Mode mode, int position);
    void followDocument();
    void showPosition();
    void showDetails();
    void updateActions();
    void markStep();

    GameDocument *m_doc;
    MapView *m_map;
    StepsModel *m_model;
    QListView *m_list;
    QTextBrowser *m_details;
    QSlider *m_slider;
    QLabel *m_title;
    QLabel *m_positionLabel;
    QPushButton *m_acceptButton;
    QPushButton *m_exportButton;
    QAction *m_first, *m_back, *m_forward, *m_last, *m_accept, *m_export;

    bool m_active = false;
    bool m_syncing = false;     // moving the list and the slider along, not the user
    Mode m_mode = Mode::None;
    TurnRecord m_record;
    QString m_summary;          // what the title says about the resolved turn
    std::optional<std::pair<TurnRecord, int>> m_left;  // the turn discarded last, and where the replay stood
    Game m_game;
    int m_position = 0;
};

} // namespace adj::ui
