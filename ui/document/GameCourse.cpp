#include "document/GameCourse.h"

#include "charts/Charts.h"
#include "document/GameDocument.h"
#include "document/GameFile.h"
#include "store/GameStore.h"
#include "widgets/Worker.h"

#include <QFutureWatcher>
#include <QtConcurrentRun>

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

GameCourse::GameCourse(GameFile *file)
    : QObject(file)
    , m_file(file)
{
    GameDocument *doc = m_file->document();
    connect(m_file, &GameFile::historyChanged, this, [this] {
        m_storedStale = true;
        supersedeRead();  // what it reads is no longer the history
        scheduleRefresh();
    });
    connect(doc, &GameDocument::gameReset, this, &GameCourse::scheduleRefresh);
    connect(doc, &GameDocument::resolutionChanged, this, &GameCourse::scheduleRefresh);
    connect(doc, &GameDocument::areaChanged, this, &GameCourse::scheduleRefresh);
    connect(doc, &GameDocument::nationChanged, this, &GameCourse::scheduleRefresh);
    refresh();
}

GameCourse::~GameCourse()
{
    supersedeRead();
}

GameDocument *GameCourse::document() const
{
    return m_file->document();
}

void GameCourse::scheduleRefresh()
{
    // Many edits in a row (an undo of a turn) collect once.
    if (std::exchange(m_refreshQueued, true))
        return;
    QMetaObject::invokeMethod(this, &GameCourse::refresh, Qt::QueuedConnection);
}

const QList<Game> &GameCourse::currentGames()
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

void GameCourse::refresh()
{
    m_refreshQueued = false;
    if (m_storedStale)
        readHistory();
    collectGames();
    emit changed();
}

void GameCourse::supersedeRead()
{
    m_reading = 0;
    if (m_superseded)
        m_superseded->store(true);
    m_superseded.reset();
}

void GameCourse::readHistory()
{
    m_storedStale = false;
    // Never shown again: the history changed. Freed on a worker: 100 turns of
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
        emit changed();
        emit historyRead();
    });
    watcher->setFuture(QtConcurrent::run(workerPool(), readStoredHistory, store->path(), m_superseded));
}

void GameCourse::collectGames()
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
}

} // namespace adj::ui
