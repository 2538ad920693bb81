#include "charts/ChartsPanel.h"

#include "widgets/Tones.h"

#include "charts/NationChart.h"
#include "document/GameDocument.h"
#include "document/GameCourse.h"
#include "document/Selection.h"

#include <QAbstractSeries>
#include <QChart>
#include <QChartView>
#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QSignalBlocker>
#include <QSplitter>
#include <QVBoxLayout>

namespace adj::ui {

ChartsPanel::ChartsPanel(GameCourse *course, QWidget *parent)
    : QWidget(parent)
    , m_course(course)
    , m_measure(new QComboBox)
    , m_view(new QChartView)
    , m_nations(new QListWidget)
    , m_note(new QLabel)
{
    m_measure->setObjectName(QStringLiteral("chartMeasure"));
    for (ChartMeasure m : kChartMeasures) {
        m_measure->addItem(measureTitle(m), int(m));
        m_measure->setItemData(m_measure->count() - 1, measureHelp(m), Qt::ToolTipRole);
    }
    m_note->setWordWrap(true);
    m_note->setObjectName(QStringLiteral("chartNote"));
    m_view->setRenderHint(QPainter::Antialiasing);
    // The desktop's light or dark, before any line is drawn (a theme resets the lines' pens).
    m_view->chart()->setTheme(tone::darkPalette() ? QChart::ChartThemeDark : QChart::ChartThemeLight);
    m_view->setAccessibleName(tr("Chart"));
    m_view->setFrameShape(QFrame::NoFrame);
    // The dock's own list stands for the legend (the chart's has no room for
    // a dozen nations); the combo names the measure.
    m_view->chart()->legend()->hide();
    m_view->chart()->setMargins(QMargins(2, 2, 2, 2));
    m_view->chart()->setBackgroundRoundness(0);
    m_nations->setObjectName(QStringLiteral("chartNations"));
    m_nations->setAccessibleName(tr("Nations on the chart"));
    m_nations->setToolTip(tr("Untick a nation to leave its line out"));
    m_nations->setIconSize(QSize(12, 12));
    m_nations->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_nations->setTextElideMode(Qt::ElideRight);

    auto *top = new QHBoxLayout;
    auto *label = new QLabel(tr("&Show:"));
    label->setBuddy(m_measure);
    top->addWidget(label);
    top->addWidget(m_measure, 1);
    auto *split = new QSplitter;
    split->addWidget(m_view);
    split->addWidget(m_nations);
    split->setStretchFactor(0, 1);
    split->setSizes({400, 190});
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addLayout(top);
    layout->addWidget(split, 1);
    layout->addWidget(m_note);

    connect(m_measure, &QComboBox::currentIndexChanged, this, &ChartsPanel::redraw);
    connect(m_nations, &QListWidget::itemChanged, this, &ChartsPanel::showNation);
    GameDocument *doc = m_course->document();
    // The entry selected is the document's nation (Selection.h): an entry
    // chosen selects it there, and the list follows it.
    connect(m_nations, &QListWidget::itemSelectionChanged, this, [this, doc] {
        const QList<QListWidgetItem *> items = m_nations->selectedItems();
        if (!m_following)
            doc->selection()->selectNation(items.isEmpty() ? QString() : items.first()->data(Qt::UserRole).toString());
    });
    connect(doc->selection(), &Selection::nationSelected, this, &ChartsPanel::selectEntry);
    connect(m_course, &GameCourse::changed, this, &ChartsPanel::redraw);
    connect(m_course, &GameCourse::historyRead, this, &ChartsPanel::historyRead);
    m_course->refresh();
}

QChart *ChartsPanel::chart() const
{
    return m_view->chart();
}

ChartMeasure ChartsPanel::measure() const
{
    return ChartMeasure(m_measure->currentData().toInt());
}

void ChartsPanel::setMeasure(ChartMeasure measure)
{
    m_measure->setCurrentIndex(m_measure->findData(int(measure)));
}

QSize ChartsPanel::sizeHint() const
{
    return {420, 320};
}

void ChartsPanel::showNation(QListWidgetItem *item)
{
    const QString code = item->data(Qt::UserRole).toString();
    const bool shown = item->checkState() == Qt::Checked;
    if (shown)
        m_hidden.remove(code);
    else
        m_hidden.insert(code);
    for (QAbstractSeries *s : chart()->series())
        if (s->name() == code)
            s->setVisible(shown);
}

const QList<Game> &ChartsPanel::games() const
{
    return m_course->games();
}

bool ChartsPanel::isReadingHistory() const
{
    return m_course->isReadingHistory();
}

void ChartsPanel::refresh()
{
    m_course->refresh();
}

void ChartsPanel::showNote()
{
    if (m_course->isReadingHistory())
        m_note->setText(tr("Reading the earlier turns from the game file…"));
    else if (!m_course->historyError().isEmpty())
        m_note->setText(m_course->historyError());
    else if (games().size() == 1)
        m_note->setText(tr("One turn so far: the lines grow as turns are accepted. A game file (*.adjutant) "
                           "keeps every turn."));
    else
        m_note->clear();
    m_note->setVisible(!m_note->text().isEmpty());
}

void ChartsPanel::redraw()
{
    showNote();
    const QList<NationSeries> series = fillNationChart(chart(), games(), measure());
    chart()->setTitle(QString());
    const QHash<QString, QColor> colours = chartColours(games());
    const QSignalBlocker quiet(m_nations);
    m_nations->clear();
    for (const NationSeries &n : series) {
        auto *item = new QListWidgetItem(QStringLiteral("%1  %2").arg(n.code, n.name), m_nations);
        item->setData(Qt::UserRole, n.code);
        item->setData(Qt::DecorationRole, colours.value(n.code));
        item->setCheckState(m_hidden.contains(n.code) ? Qt::Unchecked : Qt::Checked);
    }
    for (QAbstractSeries *s : chart()->series())
        s->setVisible(!m_hidden.contains(s->name()));
    selectEntry(m_course->document()->selection()->nation());
}

void ChartsPanel::selectEntry(const QString &code)
{
    m_following = true;
    QListWidgetItem *entry = nullptr;
    for (int i = 0; i < m_nations->count() && !entry; ++i)
        if (m_nations->item(i)->data(Qt::UserRole).toString() == code)
            entry = m_nations->item(i);
    if (entry)
        m_nations->setCurrentItem(entry, QItemSelectionModel::ClearAndSelect);
    else
        m_nations->clearSelection();
    m_following = false;
}

} // namespace adj::ui
