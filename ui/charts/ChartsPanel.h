// The Charts dock: each nation's course over the game's turns —
// areas owned, population, armies and ships, or BP (a combo picks which) —
// one line per nation in its map colour, so that a moderator sees at a glance
// who is rising. It charts the game's course (document/GameCourse: the game
// file's history and the document's turns), following it as it changes:
// opened, saved, rolled back, accepted, edited. Beside the chart, the nations
// in their colours; unticking one leaves its line out; the entry selected
// is the document's selected nation (Selection.h).
#pragma once

#include "charts/Charts.h"

#include <QSet>
#include <QWidget>


class QChart;
class QChartView;
class QComboBox;
class QLabel;
class QListWidget;
class QListWidgetItem;

namespace adj::ui {

class GameCourse;

class ChartsPanel : public QWidget
{
    Q_OBJECT
public:
    explicit ChartsPanel(GameCourse *course, QWidget *parent = nullptr);

    QComboBox *measureBox() const { return m_measure; }
    QChartView *chartView() const { return m_view; }
    // The legend: a nation per row in its colour, unticked to leave its line out.
    QListWidget *nationList() const { return m_nations; }
    QChart *chart() const;
    ChartMeasure measure() const;
    void setMeasure(ChartMeasure measure);
    // The games charted, one per turn in turn order (the course's).
    const QList<Game> &games() const;
    // Whether the file's history is being read on the worker thread.
    bool isReadingHistory() const;
    QSize sizeHint() const override;

public slots:
    // The course collected again (the history read again when it changed,
    // on the worker), and the chart drawn again.
    void refresh();

signals:
    // The file's history has been read and charted.
    void historyRead();

private:
    void showNote();
    // A nation ticked or unticked in the list: its line shown or left out.
    void showNation(QListWidgetItem *item);
    // The document's selected nation, its entry selected (none: no entry).
    void selectEntry(const QString &code);
    void redraw();

    GameCourse *m_course;
    QComboBox *m_measure;
    QChartView *m_view;
    QListWidget *m_nations;
    QLabel *m_note;
    QSet<QString> m_hidden;      // nations unticked in the list
    bool m_following = false;    // selecting the document's nation, not the moderator
};

} // namespace adj::ui
