// The turn's inbox of the open game (GameFile.h): in the game file, or for a
// game in none, this session's list, carried into the game file by Save As.
#include "document/GameFile.h"

#include "document/GameDocument.h"
#include "io/CoreText.h"
#include "store/GameStore.h"
#include "turn/TurnInbox.h"
#include "turn/TurnStart.h"

namespace adj::ui {

QList<InboxMessage> GameFile::inbox(int turn, QString *error) const
{
    if (m_store) {
        QList<InboxMessage> list = m_store->inbox(turn, error);
        if (error && !error->isEmpty())
            *error = trCore(*error);
        return list;
    }
    QList<InboxMessage> list = sessionInbox();
    list.removeIf([turn](const InboxMessage &m) { return m.turn != turn; });
    return list;
}

GameFile::InboxReader GameFile::inboxReader(int turn) const
{
    if (m_store) {
        auto twin = std::make_shared<std::optional<GameStore::Prepared>>(m_store->twin());
        return [twin, turn](QString *error) {
            QString failed;
            const std::unique_ptr<GameStore> store = GameStore::attach(std::move(**twin), &failed);
            twin->reset();
            QList<InboxMessage> list;
            if (store)
                list = store->inbox(turn, &failed);
            if (error)
                *error = trCore(failed);
            return list;
        };
    }
    const QList<InboxMessage> list = inbox(turn);
    if (list.isEmpty())
        return {};
    return [list](QString *) { return list; };
}

QList<InboxMessage> GameFile::sessionInbox() const
{
    QList<InboxMessage> list;
    for (const auto &[path, message] : m_sessionInbox)
        if (path == m_doc->filePath())
            list.append(message);
    return list;
}

void GameFile::restoreSessionInbox(const QList<InboxMessage> &messages)
{
    for (InboxMessage m : messages) {
        m.id = ++m_sessionInboxIds;
        m_sessionInbox.append({m_doc->filePath(), m});
    }
    checkInboxAgain();
}

void GameFile::applySessionSorting(const QList<InboxMessage> &sorted)
{
    QHash<qint64, const InboxMessage *> byId;
    for (const InboxMessage &m : sorted)
        byId.insert(m.id, &m);
    for (auto &[path, message] : m_sessionInbox)
        if (path == m_doc->filePath())
            if (const InboxMessage *now = byId.value(message.id)) {
                message.nation = now->nation;
                message.status = now->status;
                message.assigned = now->assigned;
                message.acceptLate = now->acceptLate;
            }
}

QString GameFile::carrySessionInbox(const QList<InboxMessage> &messages)
{
    const OwnWrite writing(this);
    // In the order received here, each turn's own.
    for (const InboxMessage &m : messages)
        if (const QString failed = m_store->addInboxMessages(m.turn, {m}); !failed.isEmpty())
            return trCore(failed);
    return {};
}

QString GameFile::addToInbox(int turn, const QList<InboxMessage> &records, int *added, const Runner &runner,
                             int *earlier)
{
    const OwnWrite writing(this);
    const Game &game = m_doc->game();
    QString error;
    if (m_store) {
        // Kept and sorted as Save writes (writeThroughTwin).
        auto count = std::make_shared<std::pair<int, int>>(0, 0);
        auto known = std::make_shared<ReadMessages>(m_readMessages);  // the runner's own copy
        error = writeThroughTwin(runner, [count, known, turn, records, game, rule = gameLateRule(game)](GameStore &store) {
            return trCore(keepInInbox(store, turn, records, game, rule, &count->first, &count->second, known.get()));
        });
        m_readMessages = std::move(*known);
        if (added)
            *added = count->first;
        if (earlier)
            *earlier = count->second;
    } else {
        // A game in no file has no history: its turn began at the previous
        // deadline plus grace; the session's earlier turns are kept here.
        TurnStart start = gameTurnStart(game);
        for (const InboxMessage &m : sessionInbox())
            if (m.turn < turn)
                start.earlier.insert(m.sha256);
        QList<InboxMessage> fresh = newRecords(inbox(turn), turnMessages(records, start, earlier));
        for (InboxMessage &m : fresh) {
            m.id = ++m_sessionInboxIds;
            m.turn = turn;
            m_sessionInbox.append({m_doc->filePath(), m});
        }
        if (added)
            *added = int(fresh.size());
        const QList<InboxMessage> held = inbox(turn);
        applySessionSorting(sortingChanges(held, withDecisions(held, records), game, gameLateRule(game), &m_readMessages));
    }
    if (!error.isEmpty())
        emit inboxFailed(error);
    checkInboxAgain(runner);
    return error;
}

QString GameFile::decideInbox(int turn, const QList<InboxMessage> &decided)
{
    const OwnWrite writing(this);
    const Game &game = m_doc->game();
    const QList<InboxMessage> changes = sortingChanges(inbox(turn), decided, game, gameLateRule(game), &m_readMessages);
    QString error;
    if (m_store)
        error = changes.isEmpty() ? QString() : trCore(m_store->saveInboxSorting(changes));
    else
        applySessionSorting(changes);
    if (!error.isEmpty())
        emit inboxFailed(error);
    checkInboxAgain();
    return error;
}

void GameFile::checkInboxAgain(const Runner &runner)
{
    const Game game = m_doc->game();  // a worker's copy
    auto checked = std::make_shared<CheckedInbox>();
    QString error;
    if (runner) {
        const InboxReader read = inboxReader(game.turn);
        ReadMessages known = m_readMessages;  // the runner's own copy
        runner([&] {
            *checked = checkInbox(read ? read(&error) : QList<InboxMessage>(), game, &known);
            return error;
        });
        m_readMessages = std::move(known);
    } else {
        *checked = checkInbox(inbox(game.turn, &error), game, &m_readMessages);
    }
    m_checkedInbox = checked;
    // The reports of a turn resolved here name the messages that came late.
    m_doc->setLateOrders(lateOrders(checked->sorted.messages, game));
    if (!error.isEmpty())
        emit inboxFailed(error);
    emit inboxChanged();
}

} // namespace adj::ui
