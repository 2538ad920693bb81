#include "document/GameFile.h"

#include "document/GameDocument.h"
#include "orders/Orders.h"
#include "report/Report.h"
#include "rules/Resolver.h"
#include "ruleset/Ruleset.h"
#include "store/GameStore.h"

#include <QFile>
#include <QFileInfo>

namespace adj::ui {

namespace {

// Whether the file may be written. The write permission bits count even for
// a user the system would let write anyway (root): a moderator who marked the
// file read-only means it.
bool isWritableFile(const QString &path)
{
    const QFileInfo info(path);
    return info.isWritable()
        && (info.permissions() & (QFile::WriteOwner | QFile::WriteGroup | QFile::WriteOther));
}

QString absolute(const QString &path)
{
    return QFileInfo(path).absoluteFilePath();
}

// What a save writes, copied from the document on the GUI thread, so that
// the writing can run on a worker (issue 16).
struct Snapshot {
    Game game;
    TurnTexts texts;
    std::optional<TurnRecord> accepted;  // the resolution, once accepted
};

Snapshot snapshotOf(const GameDocument &doc)
{
    return {doc.game(), TurnTexts{doc.ordersText(), doc.apSpendsText()},
            doc.isResolutionAccepted() ? doc.resolution() : std::nullopt};
}

QString publishNext(GameStore &store, const Snapshot &s)
{
    // The turn that was resolved here: its game as resolved, its orders and
    // steps go into the history; otherwise the next turn alone.
    const int turn = store.currentTurn();
    QList<Order> orders;
    QList<Step> steps;
    QMap<QString, QString> reports;
    if (s.accepted && s.accepted->before.turn == turn) {
        const TurnRecord &resolved = *s.accepted;
        const Game &before = resolved.before;
        // The resolved turn keeps its game and the orders text it was resolved from.
        if (QString error = store.saveCurrent(before, TurnTexts{resolved.orders, QString()}); !error.isEmpty())
            return error;
        if (const Ruleset *rules = Ruleset::get(before.ruleset))
            orders = parseOrders(resolved.orders, QStringLiteral("orders"), before, *rules).orders;
        steps = resolved.resolution.steps;
        for (const Nation &n : before.nations)  // as the players receive them
            reports.insert(n.code, nationReport(before, resolved.resolution, n.code));
        if (!resolved.orders.trimmed().isEmpty())
            if (QString error = store.addReceivedOrders(turn, QStringLiteral("pasted"), resolved.orders); !error.isEmpty())
                return error;
    }
    if (QString error = store.saveDraft(turn, orders, steps, s.game, reports); !error.isEmpty())
        return error;
    return store.publish(turn);
}

// The game into a store: its current turn, or the next one published.
QString writeInto(GameStore &store, const Snapshot &s)
{
    const int current = store.currentTurn();
    if (s.game.turn == current)
        return store.saveCurrent(s.game, s.texts);
    if (s.game.turn == current + 1) {
        if (QString error = publishNext(store, s); !error.isEmpty())
            return error;
        return store.saveCurrent(s.game, s.texts);  // what is already typed for the new turn
    }
    return GameFile::tr("%1: cannot save: the game is at turn %2 but the file's current turn is %3")
        .arg(store.path()).arg(s.game.turn).arg(current);
}

// The new game file at `part` with the snapshot: a copy of the game file
// `from` (its history comes along) written into, or a new file. Its own
// connection, opened and closed in the calling thread (Qt Sql).
QString writePart(const QString &part, const QString &from, const Snapshot &s)
{
    QString error;
    std::unique_ptr<GameStore> store;
    if (!from.isEmpty()) {
        QFile copy(from);
        if (!copy.copy(part))
            return GameFile::tr("%1: cannot create: %2").arg(part, copy.errorString());
        QFile::setPermissions(part, QFile::permissions(part) | QFile::WriteOwner | QFile::WriteUser);
        store = GameStore::open(part, &error);
    } else {
        // A game from JSON with its turn accepted here: the file starts at
        // that turn, so its history holds it, resolved.
        store = GameStore::create(part, s.accepted ? s.accepted->before : s.game, &error);
    }
    return store ? writeInto(*store, s) : error;  // with the texts entered for the turn
}

// Save As's work on the files: the new game file built beside `target` under
// another name and put in place at the end (a Save As that fails leaves no
// half file and the file that was there), then checked and read for use.
QString writeInPlace(const QString &target, const QString &from, const Snapshot &s,
                     std::optional<GameStore::Prepared> &prepared)
{
    const QString part = target + QStringLiteral(".part");
    auto cleanUp = [&] {
        QFile::remove(part);
        QFile::remove(part + QStringLiteral("-journal"));
    };
    cleanUp();
    if (QString error = writePart(part, from, s); !error.isEmpty()) {
        cleanUp();
        return error.replace(part, target);
    }
    if (QFile::exists(target) && !QFile::remove(target)) {
        cleanUp();
        return GameFile::tr("%1: cannot replace the file that is there; nothing was written").arg(target);
    }
    if (!QFile::rename(part, target)) {
        cleanUp();
        return GameFile::tr("%1: cannot put the new game file in place").arg(target);
    }
    QString error;
    prepared = GameStore::prepareOpen(target, &error);
    return error;
}

QString runWith(const GameFile::Runner &runner, const std::function<QString()> &work)
{
    return runner ? runner(work) : work();
}

// What GameStore::prepareOpen read, handed from the runner's work.
using PreparedSlot = std::shared_ptr<std::optional<GameStore::Prepared>>;

} // namespace

GameFile::GameFile(GameDocument *doc, QObject *parent)
    : QObject(parent)
    , m_doc(doc)
{
    // The document moved to another file (another game opened, saved as
    // JSON): this game file is no longer the document's.
    connect(m_doc, &GameDocument::filePathChanged, this, [this](const QString &path) {
        if (m_store && absolute(path) != m_store->path())
            close();
    });
}

GameFile::~GameFile() = default;

bool GameFile::isGameFile(const QString &path)
{
    return QFileInfo(path).suffix().compare(suffix(), Qt::CaseInsensitive) == 0;
}

bool GameFile::isReadOnly() const
{
    return m_store && m_store->isReadOnly();
}

QString GameFile::path() const
{
    return m_store ? m_store->path() : QString();
}

void GameFile::setStore(std::unique_ptr<GameStore> store)
{
    m_store = std::move(store);
}

void GameFile::close()
{
    if (!m_store)
        return;
    setStore(nullptr);
    emit historyChanged();
}

QString GameFile::open(const QString &path, const Runner &runner)
{
    const QString file = absolute(path);
    const auto mode = isWritableFile(file) ? GameStore::Mode::ReadWrite : GameStore::Mode::ReadOnly;
    const PreparedSlot prepared = std::make_shared<std::optional<GameStore::Prepared>>();
    const auto graph = std::make_shared<std::shared_ptr<const MapGraph>>();  // the map's, built there too
    QString error = runWith(runner, [file, mode, prepared, graph] {
        QString error;
        *prepared = GameStore::prepareOpen(file, &error, mode);
        if (*prepared)
            *graph = MapGraph::of((*prepared)->current());
        return error;
    });
    if (!*prepared)
        return error;
    std::unique_ptr<GameStore> store = GameStore::attach(std::move(**prepared), &error);
    if (!store)
        return error;
    const Game game = store->current();
    // The texts entered for the current turn come back with it.
    const TurnTexts texts = store->texts(game.turn, &error);
    if (!error.isEmpty())
        return error;
    setStore(std::move(store));
    m_doc->setGame(game, file, texts.orders, texts.apSpends, *graph);
    emit historyChanged();
    return {};
}

QString GameFile::save(const Runner &runner)
{
    if (!m_store)
        return tr("The game is not in a game file yet: save it with File › Save As….");
    const QString file = m_store->path();
    if (!m_store->isReadOnly() && !isWritableFile(file))
        return tr("%1: cannot save: the file is read-only (it has no write permission); "
                  "nothing was written").arg(file);
    // Written through a twin of the store, with its own connection in the
    // runner's thread; the state it leaves comes back, failed or not (the
    // steps of a publication before a failed one stay committed).
    const PreparedSlot twin = std::make_shared<std::optional<GameStore::Prepared>>(m_store->twin());
    const QString error = runWith(runner, [twin, snapshot = snapshotOf(*m_doc)] {
        QString error;
        const std::unique_ptr<GameStore> store = GameStore::attach(std::move(**twin), &error);
        twin->reset();
        if (!store)
            return error;
        error = writeInto(*store, snapshot);
        *twin = store->twin();
        return error;
    });
    if (*twin)
        m_store->follow(std::move(**twin));
    if (!error.isEmpty())
        return error;
    m_doc->markSaved(file);
    emit historyChanged();
    return {};
}

QString GameFile::checkWholeFile(const QString &path)
{
    QString error;
    const std::unique_ptr<GameStore> store = GameStore::open(path, &error, GameStore::Mode::ReadOnly);
    return store ? store->checkWholeFile() : error;
}

QString GameFile::saveAs(const QString &path, const std::optional<QString> &wholeCheck, const Runner &runner)
{
    const QString target = absolute(path);
    if (m_store && target == m_store->path())
        return save(runner);
    if (m_store) {
        // The open file's history comes along, checked whole first: a
        // hand-off carries no damaged turn (issue 16).
        if (const QString damaged = wholeCheck ? *wholeCheck : m_store->checkWholeFile(); !damaged.isEmpty())
            return tr("%1\nNothing was written to %2.").arg(damaged, target);
    }
    const PreparedSlot prepared = std::make_shared<std::optional<GameStore::Prepared>>();
    QString error = runWith(runner, [target, from = m_store ? m_store->path() : QString(),
                                     snapshot = snapshotOf(*m_doc), prepared] {
        return writeInPlace(target, from, snapshot, *prepared);
    });
    if (!*prepared)
        return error;
    std::unique_ptr<GameStore> store = GameStore::attach(std::move(**prepared), &error);
    if (!store)
        return error;
    setStore(std::move(store));
    m_doc->markSaved(target);
    emit historyChanged();
    return {};
}

QList<TurnEntry> GameFile::turns(QString *error) const
{
    return m_store ? m_store->turns(error) : QList<TurnEntry>();
}

std::optional<HistoryTurn> GameFile::turn(int turn, QString *error) const
{
    if (!m_store)
        return std::nullopt;
    return m_store->turn(turn, error);
}

std::optional<QList<Change>> GameFile::compareWithNext(int turn, QString *error) const
{
    if (!m_store)
        return std::nullopt;
    return m_store->compareWithNext(turn, error);
}

std::optional<int> GameFile::pendingRollback() const
{
    return m_store ? m_store->pendingRollback() : std::nullopt;
}

QString GameFile::rollbackTo(int turn)
{
    if (!m_store)
        return tr("The game is not in a game file.");
    if (QString error = m_store->rollbackTo(turn); !error.isEmpty())
        return error;
    showCurrentTurn();
    return {};
}

QString GameFile::confirmRollback()
{
    if (!m_store)
        return tr("The game is not in a game file.");
    if (QString error = m_store->confirmRollback(); !error.isEmpty())
        return error;
    emit historyChanged();
    return {};
}

QString GameFile::undoRollback()
{
    if (!m_store)
        return tr("The game is not in a game file.");
    if (QString error = m_store->undoRollback(); !error.isEmpty())
        return error;
    showCurrentTurn();
    return {};
}

void GameFile::showCurrentTurn()
{
    // The game and the texts as the file has them; the undo stack stays.
    const TurnTexts texts = m_store->texts(m_store->currentTurn());
    m_doc->replaceGame(m_store->current());
    m_doc->restoreTexts(texts.orders, texts.apSpends);
    emit historyChanged();
}

std::optional<TurnRecord> GameFile::resolvedTurn(int turn, QString *error) const
{
    if (!m_store)
        return std::nullopt;
    const std::optional<HistoryTurn> h = m_store->turn(turn, error);
    if (!h)
        return std::nullopt;
    if (h->steps.isEmpty()) {
        if (error)
            *error = tr("Turn %1 has no resolution in the game file.").arg(turn);
        return std::nullopt;
    }
    return TurnRecord{h->game, resolutionFromSteps(h->game, h->steps), m_store->texts(turn).orders};
}

} // namespace adj::ui
