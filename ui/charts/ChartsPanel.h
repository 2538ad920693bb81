// The Charts dock: each nation's course over the game's turns —
// areas owned, population, armies and ships, or BP (a combo picks which) —
// one line per nation in its map colour, so that a moderator sees at a glance
// who is rising. It charts the game file's history (core/charts
// historyGames) and the document's game for the turns it holds now: an
// accepted turn shows at once, before it is saved. It follows the game:
// opened, saved, rolled back, accepted, edited. Beside the chart, the nations
// in their colours; unticking one leaves its line out; the entry selected
// is the document's selected nation (Selection.h).
// The history is read on a worker thread with its own read-only connection
// to the file (100 turns of 2,000 areas took seconds on the GUI
// thread); a newer read supersedes an older one, and while one is under way
// the chart shows the document's own turns only, never the history as it was.
#pragma once

#include "charts/Charts.h"

#include <QSet>
#include <QWidget>

#include <atomic>
#include <memory>

class QChart;
class QChartView;
class QComboBox;
class QLabel;
class QListWidget;
class QListWidgetItem;

namespace adj::ui {

class GameFile;

class ChartsPanel : public QWidget
{
    Q_OBJECT
public:
    explicit ChartsPanel(GameFile *file, QWidget *parent = nullptr);
    ~ChartsPanel() override;  // a read under way stops at its next turn

    QComboBox *measureBox() const { return m_measure; }
    QChartView *chartView() const { return m_view; }
    // The legend: a nation per row in its colour, unticked to leave its line out.
    QListWidget *nationList() const { return m_nations; }
    QChart *chart() const;
    ChartMeasure measure() const;
    void setMeasure(ChartMeasure measure);
    // The games charted, one per turn in turn order.
    const QList<Game> &games() const { return m_games; }
    // The same, read now if a refresh is pending (for the game report's chart;
    // a history being read on the worker is read again here, and waited for).
    const QList<Game> &currentGames();
    // Whether the file's history is being read on the worker thread.
    bool isReadingHistory() const { return m_reading != 0; }
    QSize sizeHint() const override;

public slots:
    // Reads the history again (when it changed: on the worker; the chart is
    // drawn again when it is read) and redraws the chart.
    void refresh();

signals:
    // The file's history has been read and charted.
    void historyRead();

private:
    void scheduleRefresh();
    // A nation ticked or unticked in the list: its line shown or left out.
    void showNation(QListWidgetItem *item);
    // The document's selected nation, its entry selected (none: no entry).
    void selectEntry(const QString &code);
    void readHistory();
    void supersedeRead();
    void collectGames();
    void redraw();

    GameFile *m_file;
    QComboBox *m_measure;
    QChartView *m_view;
    QListWidget *m_nations;
    QLabel *m_note;
    QSet<QString> m_hidden;      // nations unticked in the list
    QList<Game> m_stored;        // the file's history, read when it changed
    QString m_storedError;
    bool m_storedStale = true;
    quint64 m_reading = 0;       // the read under way (0: none); a newer one supersedes it
    quint64 m_reads = 0;
    std::shared_ptr<std::atomic_bool> m_superseded;  // tells the read under way to stop
    bool m_refreshQueued = false;
    bool m_following = false;    // selecting the document's nation, not the moderator
    QList<Game> m_games;
};

} // namespace adj::ui
