#include "charts/ChartsPanel.h"

#include "charts/NationChart.h"
#include "document/GameDocument.h"
#include "document/GameFile.h"
#include "store/GameStore.h"

#include <QChart>
#include <QChartView>
#include <QComboBox>
#include <QCursor>
#include <QHBoxLayout>
#include <QLabel>
#include <QLegendMarker>
#include <QLineSeries>
#include <QToolTip>
#include <QVBoxLayout>

namespace adj::ui {

ChartsPanel::ChartsPanel(GameFile *file, QWidget *parent)
    : QWidget(parent), m_file(file), m_measure(new QComboBox), m_view(new QChartView), m_note(new QLabel)
{
    m_measure->setObjectName(QStringLiteral("chartMeasure"));
    for (ChartMeasure m : kChartMeasures) {
        m_measure->addItem(measureTitle(m), int(m));
        m_measure->setItemData(m_measure->count() - 1, measureHelp(m), Qt::ToolTipRole);
    }
    m_note->setWordWrap(true);
    m_note->setObjectName(QStringLiteral("chartNote"));
    m_view->setRenderHint(QPainter::Antialiasing);
    m_view->chart()->legend()->setAlignment(Qt::AlignRight);
    m_view->chart()->setMargins(QMargins(4, 4, 4, 4));

    auto *top = new QHBoxLayout;
    auto *label = new QLabel(tr("&Show:"));
    label->setBuddy(m_measure);
    top->addWidget(label);
    top->addWidget(m_measure, 1);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addWidget(m_view, 1);
    layout->addWidget(m_note);

    connect(m_measure, &QComboBox::currentIndexChanged, this, &ChartsPanel::redraw);
    GameDocument *doc = m_file->document();
    connect(m_file, &GameFile::historyChanged, this, [this] {
        m_storedStale = true;
        scheduleRefresh();
    });
    connect(doc, &GameDocument::gameReset, this, &ChartsPanel::scheduleRefresh);
    connect(doc, &GameDocument::resolutionChanged, this, &ChartsPanel::scheduleRefresh);
    connect(doc, &GameDocument::areaChanged, this, &ChartsPanel::scheduleRefresh);
    connect(doc, &GameDocument::nationChanged, this, &ChartsPanel::scheduleRefresh);
    refresh();
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

void ChartsPanel::scheduleRefresh()
{
    // Many edits in a row (an undo of a turn) redraw once.
    if (std::exchange(m_refreshQueued, true))
        return;
    QMetaObject::invokeMethod(this, &ChartsPanel::refresh, Qt::QueuedConnection);
}

void ChartsPanel::refresh()
{
    m_refreshQueued = false;
    collectGames();
    redraw();
}

void ChartsPanel::collectGames()
{
    QString error;
    if (m_storedStale) {
        m_stored = m_file->store() ? historyGames(*m_file->store(), &error) : QList<Game>();
        m_storedStale = false;
    }
    // The document's games stand for the turns they hold: the current game,
    // and the turn before it once a resolved turn is accepted (not yet saved).
    const GameDocument *doc = m_file->document();
    QList<Game> live;
    if (doc->isResolutionAccepted())
        live.append(doc->resolution()->before);
    if (!doc->isEmpty())
        live.append(doc->game());
    m_games.clear();
    for (const Game &g : std::as_const(m_stored))
        if (live.isEmpty() || g.turn < live.first().turn)
            m_games.append(g);
    m_games.append(live);
    if (!error.isEmpty())
        m_note->setText(error);
    else if (m_games.size() == 1)
        m_note->setText(tr("One turn so far: the lines grow as turns are accepted. A game file (*.adjutant) "
                           "keeps every turn."));
    else
        m_note->clear();
    m_note->setVisible(!m_note->text().isEmpty());
}

void ChartsPanel::redraw()
{
    fillNationChart(chart(), m_games, measure());
    // A line's nation in words when the pointer is over it.
    const QList<NationSeries> series = nationSeries(m_games, measure());
    for (QAbstractSeries *s : chart()->series()) {
        auto *line = static_cast<QLineSeries *>(s);
        QString name;
        for (const NationSeries &n : series)
            if (n.code == line->name())
                name = n.name;
        connect(line, &QLineSeries::hovered, this, [line, name](const QPointF &at, bool on) {
            for (const QPointF &p : line->points())
                if (on && qRound(p.x()) == qRound(at.x()))
                    QToolTip::showText(QCursor::pos(), tr("%1 (%2): %3 in turn %4")
                                                           .arg(name, line->name()).arg(qRound64(p.y())).arg(qRound(p.x())));
        });
    }
}

} // namespace adj::ui
