#include "charts/ChartsPanel.h"

#include "widgets/Tones.h"

#include "charts/NationChart.h"
#include "document/GameDocument.h"
#include "document/GameFile.h"
#include "document/Selection.h"
#include "store/GameStore.h"
#include "widgets/Worker.h"

#include <QAbstractSeries>
#include <QChart>
#include <QChartView>
#include <QComboBox>
#include <QFutureWatcher>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QSignalBlocker>
#include <QSplitter>
#include <QVBoxLayout>
#include <QtConcurrentRun>

#include <atomic>
#include <memory>

namespace adj::ui {

namespace {

struct StoredHistory {
    QList<Game> games;
    QString error;
};

// On the worker: the history of the game file at `path`, through a read-only
// connection of its own (a Qt Sql connection works only in the thread that
// opened it; GameFile::checkWholeFile reads the same way).
// A read that a newer one superseded stops at the next turn.
StoredHistory readStoredHistory(const QString &path, const std::shared_ptr<std::atomic_bool> &superseded)
{
    StoredHistory h;
    const std::unique_ptr<GameStore> store = GameStore::open(path, &h.error, GameStore::Mode::ReadOnly);
    if (store)
        h.games = historyGames(*store, &h.error, [&superseded] { return superseded->load(); });
    return h;
}

} // namespace

ChartsPanel::ChartsPanel(GameFile *file, QWidget *parent)
    : QWidget(parent)
    , m_file(file)
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
    GameDocument *doc = m_file->document();
    // The entry selected is the document's nation (Selection.h): an entry
    // chosen selects it there, and the list follows it.
    connect(m_nations, &QListWidget::itemSelectionChanged, this, [this, doc] {
        const QList<QListWidgetItem *> items = m_nations->selectedItems();
        if (!m_following)
            doc->selection()->selectNation(items.isEmpty() ? QString() : items.first()->data(Qt::UserRole).toString());
    });
    connect(doc->selection(), &Selection::nationSelected, this, &ChartsPanel::selectEntry);
    connect(m_file, &GameFile::historyChanged, this, [this] {
        m_storedStale = true;
        supersedeRead();  // what it reads is no longer the history
        scheduleRefresh();
    });
    connect(doc, &GameDocument::gameReset, this, &ChartsPanel::scheduleRefresh);
    connect(doc, &GameDocument::resolutionChanged, this, &ChartsPanel::scheduleRefresh);
    connect(doc, &GameDocument::areaChanged, this, &ChartsPanel::scheduleRefresh);
    connect(doc, &GameDocument::nationChanged, this, &ChartsPanel::scheduleRefresh);
    refresh();
}

ChartsPanel::~ChartsPanel()
{
    supersedeRead();
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

void ChartsPanel::scheduleRefresh()
{
    // Many edits in a row (an undo of a turn) redraw once.
    if (std::exchange(m_refreshQueued, true))
        return;
    QMetaObject::invokeMethod(this, &ChartsPanel::refresh, Qt::QueuedConnection);
}

const QList<Game> &ChartsPanel::currentGames()
{
    if (m_storedStale || m_reading) {
        // Wanted now (a report): read here; a read under way is superseded.
        m_storedStale = false;
        supersedeRead();
        m_storedError.clear();
        m_stored = m_file->store() ? historyGames(*m_file->store(), &m_storedError) : QList<Game>();
        refresh();
    } else if (m_refreshQueued) {
        refresh();
    }
    return m_games;
}

void ChartsPanel::refresh()
{
    m_refreshQueued = false;
    if (m_storedStale)
        readHistory();
    collectGames();
    redraw();
}

void ChartsPanel::supersedeRead()
{
    m_reading = 0;
    if (m_superseded)
        m_superseded->store(true);
    m_superseded.reset();
}

void ChartsPanel::readHistory()
{
    m_storedStale = false;
    // Never drawn again: the history changed. Freed on a worker: 100 turns of
    // 2,000 areas are a million strings, 60 ms of the GUI thread.
    freeOnWorker(std::exchange(m_stored, {}));
    freeOnWorker(std::exchange(m_games, {}));
    m_storedError.clear();
    supersedeRead();
    const GameStore *store = m_file->store();
    if (!store)
        return;
    const quint64 read = m_reading = ++m_reads;
    m_superseded = std::make_shared<std::atomic_bool>(false);
    auto *watcher = new QFutureWatcher<StoredHistory>(this);
    connect(watcher, &QFutureWatcherBase::finished, this, [this, watcher, read] {
        watcher->deleteLater();
        if (read != m_reading)
            return;  // a newer read (or one made here, or a change of the history) supersedes it
        m_reading = 0;
        m_superseded.reset();
        const StoredHistory history = watcher->result();
        m_stored = history.games;
        m_storedError = history.error;
        collectGames();
        redraw();
        emit historyRead();
    });
    watcher->setFuture(QtConcurrent::run(workerPool(), readStoredHistory, store->path(), m_superseded));
}

void ChartsPanel::collectGames()
{
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
    if (m_reading)
        m_note->setText(tr("Reading the earlier turns from the game file…"));
    else if (!m_storedError.isEmpty())
        m_note->setText(m_storedError);
    else if (m_games.size() == 1)
        m_note->setText(tr("One turn so far: the lines grow as turns are accepted. A game file (*.adjutant) "
                           "keeps every turn."));
    else
        m_note->clear();
    m_note->setVisible(!m_note->text().isEmpty());
}

void ChartsPanel::redraw()
{
    const QList<NationSeries> series = fillNationChart(chart(), m_games, measure());
    chart()->setTitle(QString());
    const QHash<QString, QColor> colours = chartColours(m_games);
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
    selectEntry(m_file->document()->selection()->nation());
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
