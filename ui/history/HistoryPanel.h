// The game file's history (earlier turns kept read-only
// for history and rollback): the list of turns with their state (open,
// draft, resolved; a discarded branch greyed), an earlier turn shown on the
// map read-only without replacing the current game (a banner over the map
// says so, with Back to Current), the differences between a turn and the
// next, and rolling back to a turn — the later turns stay as a discarded
// branch until the moderator confirms or undoes the rollback.
#pragma once

#include "model/Game.h"

#include <QWidget>
#include <optional>

class QLabel;
class QPushButton;
class QTreeWidget;
class QFrame;

namespace adj {
struct TurnRecord;
}

namespace adj::ui {

class GameFile;
class MapView;

class HistoryPanel : public QWidget
{
    Q_OBJECT
public:
    // `map` may be null (no map to show a turn on).
    HistoryPanel(GameFile *file, MapView *map, QWidget *parent = nullptr);

    enum Column { TurnColumn, StateColumn, SavedColumn };
    // Differences: one row per area, nation (or the game, a border) with a
    // child row per field that differs.
    enum DiffColumn { WhereColumn, FromColumn, ToColumn };
    static constexpr int TurnRole = Qt::UserRole + 1;
    static constexpr int DiscardedRole = Qt::UserRole + 2;
    static constexpr int KeyRole = Qt::UserRole + 3;    // difference rows: the area or nation code
    static constexpr int FieldRole = Qt::UserRole + 4;  // field rows: the field's name

    QTreeWidget *turnsView() const { return m_turns; }
    QTreeWidget *differencesView() const { return m_diffs; }
    QWidget *banner() const;
    QWidget *pendingBar() const;
    QSize sizeHint() const override;
    // The message of the last operation that failed ("" after one that worked).
    QString lastError() const { return m_lastError; }

    // The turn shown read-only, if any (its game is the document's viewedGame()).
    std::optional<int> viewedTurn() const { return m_viewedTurn; }

    // The turn selected in the list (nullopt: none).
    std::optional<int> selectedTurn() const;
    void selectTurn(int turn);

public slots:
    void refresh();
    // Shows a stored turn on the map, read-only; the document keeps the
    // current game. Returns the error, or "".
    QString viewTurn(int turn);
    void backToCurrent();
    // Lists what differs between a turn's game and the next turn's.
    QString compareWithNext(int turn);
    // Rolls back without asking (the buttons ask first), as one entry on the
    // document's undo stack (Edit › Undo takes it back until confirmed).
    QString rollBackTo(int turn);
    QString confirmRollback();
    // Asks for the replay of a resolved turn (replayRequested), read-only.
    QString replayTurn(int turn);

signals:
    void viewingChanged(bool viewing);
    void replayRequested(const adj::TurnRecord &record);
    // Re-run From Here… on an accepted turn (whatif/RerunDialog).
    void rerunRequested(int turn);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void placeBanner();
    void updateButtons();
    void askRollBack();
    QString report(const QString &error);

    GameFile *m_file;
    MapView *m_map;
    QLabel *m_intro;
    QTreeWidget *m_turns;
    QPushButton *m_view, *m_compare, *m_replay, *m_rollback, *m_rerun;
    QFrame *m_pending;
    QLabel *m_pendingText;
    QLabel *m_diffTitle;
    QTreeWidget *m_diffs;
    QLabel *m_error;
    QFrame *m_banner;
    QLabel *m_bannerText;
    std::optional<int> m_viewedTurn;
    QString m_lastError;
};

} // namespace adj::ui
