#include "document/GameFile.h"

#include "document/GameCourse.h"
#include "document/GameDocument.h"
#include "audit/Audit.h"
#include "io/CoreText.h"
#include "io/SafeFile.h"
#include "store/GameStore.h"
#include "turn/Publish.h"
#include "turn/TurnInbox.h"

#include <QFile>
#include <QFileSystemWatcher>
#include <QFileInfo>

namespace adj::ui {

namespace {

QString absolute(const QString &path)
{
    return QFileInfo(path).absoluteFilePath();
}

// What a save writes (turn/Publish.h), copied from the document on the GUI
// thread, so that the writing can run on a worker.
TurnSave snapshotOf(const GameDocument &doc)
{
    return {doc.game(), TurnTexts{doc.ordersText(), doc.apSpendsText()},
            doc.isResolutionAccepted() ? doc.resolution() : std::nullopt};
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
    , m_watcher(new QFileSystemWatcher(this))
{
    connect(m_watcher, &QFileSystemWatcher::fileChanged, this, &GameFile::checkDisk);
    connect(m_watcher, &QFileSystemWatcher::directoryChanged, this, &GameFile::checkDisk);
    // The document moved to another file (another game opened, saved as
    // JSON): this game file is no longer the document's.
    connect(m_doc, &GameDocument::filePathChanged, this, [this](const QString &path) {
        if (m_store && absolute(path) != m_store->path())
            close();
    });
    // Another game or turn: its inbox sorted and checked.
    connect(this, &GameFile::historyChanged, this, [this] { checkInboxAgain(); });
    connect(m_doc, &GameDocument::gameReset, this, [this] { checkInboxAgain(); });
    m_checkedInbox = std::make_shared<const CheckedInbox>();
    m_course = new GameCourse(this);
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
    if (!m_store) {
        m_lock.reset();
        m_heldBy.reset();
    }
    watch();
}

QString GameFile::readOnlyReason() const
{
    if (!isReadOnly())
        return {};
    return m_heldBy ? tr("in use by %1").arg(m_heldBy->text(Lang::Translated)) : tr("the file has no write permission");
}

namespace {

// The lock of a game file about to be written here, or why not ("" and no lock: no one else holds it but it could not be written).
std::unique_ptr<WriterLock> lockFor(const QString &file, QString &error)
{
    std::optional<LockHolder> heldBy;
    std::unique_ptr<WriterLock> lock = WriterLock::take(file, &heldBy, &error);
    if (heldBy)
        error = GameFile::tr("%1: in use by %2; a game file is written by one at a time").arg(file, heldBy->text(Lang::Translated));
    else if (!lock)
        error = GameFile::tr("%1: cannot be written: %2").arg(file, error);
    return lock;
}

} // namespace

void GameFile::close()
{
    if (!m_store)
        return;
    setStore(nullptr);
    emit historyChanged();
}

QString GameFile::open(const QString &path, const Runner &runner, bool readOnly)
{
    const QString file = absolute(path);
    const auto mode = !readOnly && isWritableFile(file) ? GameStore::Mode::ReadWrite : GameStore::Mode::ReadOnly;
    std::unique_ptr<WriterLock> lock;
    if (m_lock && m_store && m_store->path() == file)
        lock = std::move(m_lock);  // opened again here: the lock is this window's already
    else if (mode == GameStore::Mode::ReadWrite) {
        QString error;
        if (lock = lockFor(file, error); !lock)
            return error;
    }
    const std::optional<LockHolder> heldBy = readOnly ? WriterLock::holder(file) : std::nullopt;
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
    m_lock = std::move(lock);
    m_heldBy = heldBy;
    m_doc->setGame(game, file, texts.orders, texts.apSpends, *graph);
    emit historyChanged();
    return {};
}

QString GameFile::save(const Runner &runner)
{
    const OwnWrite writing(this);
    if (!m_store)
        return tr("The game is not in a game file yet: save it with File › Save As….");
    const QString file = m_store->path();
    if (isChangedOnDisk())
        return tr("%1: changed on disk by someone else since it was opened here; saving would overwrite that "
                  "(reload it, or save as a new file); nothing was written").arg(file);
    if (!m_store->isReadOnly() && !isWritableFile(file))
        return tr("%1: cannot save: the file is read-only (it has no write permission); "
                  "nothing was written").arg(file);
    // The steps of a publication before a failed one stay committed.
    const QString error = writeThroughTwin(runner, [snapshot = snapshotOf(*m_doc)](GameStore &store) {
        return trCore(writeInto(store, snapshot));
    });
    if (!error.isEmpty())
        return error;
    m_doc->markSaved(file);
    emit historyChanged();
    return {};
}

QString GameFile::writeThroughTwin(const Runner &runner, const std::function<QString(GameStore &)> &write)
{
    const PreparedSlot twin = std::make_shared<std::optional<GameStore::Prepared>>(m_store->twin());
    const QString error = runWith(runner, [twin, write] {
        QString error;
        const std::unique_ptr<GameStore> store = GameStore::attach(std::move(**twin), &error);
        twin->reset();
        if (!store)
            return error;
        error = write(*store);
        *twin = store->twin();
        return error;
    });
    if (*twin)
        m_store->follow(std::move(**twin));
    return error;
}

QString GameFile::checkWholeFile(const QString &path)
{
    QString error;
    const std::unique_ptr<GameStore> store = GameStore::open(path, &error, GameStore::Mode::ReadOnly);
    return store ? store->checkWholeFile() : error;
}

QString GameFile::saveAs(const QString &path, const std::optional<QString> &wholeCheck, const Runner &runner)
{
    const OwnWrite writing(this);
    const QString target = absolute(path);
    if (m_store && target == m_store->path())
        return save(runner);
    if (m_store) {
        // The open file's history comes along, checked whole first: a
        // hand-off carries no damaged turn.
        if (const QString damaged = wholeCheck ? *wholeCheck : m_store->checkWholeFile(); !damaged.isEmpty())
            return tr("%1\nNothing was written to %2.").arg(damaged, target);
    }
    QString error;
    std::unique_ptr<WriterLock> lock = lockFor(target, error);
    if (!lock)
        return error;
    const PreparedSlot prepared = std::make_shared<std::optional<GameStore::Prepared>>();
    error = runWith(runner, [target, from = m_store ? m_store->path() : QString(),
                                     snapshot = snapshotOf(*m_doc), prepared] {
        return trCore(writeInPlace(target, from, snapshot, prepared.get()));
    });
    if (!*prepared)
        return error;
    std::unique_ptr<GameStore> store = GameStore::attach(std::move(**prepared), &error);
    if (!store)
        return error;
    const QList<SentMail> sessionMail = m_store ? QList<SentMail>() : this->sessionMail();
    const QList<InboxMessage> sessionInbox = m_store ? QList<InboxMessage>() : this->sessionInbox();
    setStore(std::move(store));
    m_lock = std::move(lock);
    m_heldBy.reset();
    for (const SentMail &m : sessionMail)
        if (const QString failed = recordSent(m); !failed.isEmpty())
            return trCore(failed);
    if (const QString failed = carrySessionInbox(sessionInbox); !failed.isEmpty())
        return failed;
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
    const OwnWrite writing(this);
    if (!m_store)
        return tr("The game is not in a game file.");
    if (QString error = m_store->rollbackTo(turn); !error.isEmpty())
        return error;
    showCurrentTurn();
    return {};
}

QString GameFile::confirmRollback()
{
    const OwnWrite writing(this);
    if (!m_store)
        return tr("The game is not in a game file.");
    if (QString error = m_store->confirmRollback(); !error.isEmpty())
        return error;
    emit historyChanged();
    return {};
}

QString GameFile::undoRollback()
{
    const OwnWrite writing(this);
    if (!m_store)
        return tr("The game is not in a game file.");
    if (QString error = m_store->undoRollback(); !error.isEmpty())
        return error;
    showCurrentTurn();
    return {};
}

QString GameFile::adoptCourse(const std::shared_ptr<const Audit> &audit, const QString &reason, const Runner &runner,
                              const std::function<void(qsizetype, qsizetype)> &progress)
{
    return rewriteCourse(runner, [audit, reason, progress](GameStore &store) { return adoptAudit(store, *audit, reason, progress); });
}

QString GameFile::undoAdoptCourse(const Runner &runner)
{
    return rewriteCourse(runner, [](GameStore &store) { return store.undoReplaceCourse(); });
}

QString GameFile::rewriteCourse(const Runner &runner, const std::function<QString(GameStore &)> &write)
{
    const OwnWrite writing(this);
    if (!m_store)
        return tr("The game is not in a game file.");
    if (QString error = writeThroughTwin(runner, write); !error.isEmpty())
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
    Resolution r = resolutionFromSteps(h->game, h->steps);
    r.late = lateOrders(inbox(turn), h->game);
    return TurnRecord{h->game, std::move(r), m_store->texts(turn).orders, {}};  // not checked: read back from the history
}

QList<SentMail> GameFile::sentMail(int turn) const
{
    if (m_store)
        return m_store->sentMail(turn);
    QList<SentMail> list = sessionMail();
    list.removeIf([turn](const SentMail &m) { return m.turn != turn; });
    return list;
}

QList<SentMail> GameFile::sessionMail() const
{
    QList<SentMail> list;
    for (const auto &[path, mail] : m_sessionMail)
        if (path == m_doc->filePath())
            list.append(mail);
    return list;
}

QString GameFile::recordSent(const SentMail &mail)
{
    const OwnWrite writing(this);
    if (m_store)
        return trCore(m_store->recordSent(mail));
    m_sessionMail.append({m_doc->filePath(), mail});
    return {};
}

} // namespace adj::ui
