// When a turn's mail begins (TurnStart.h).
#include "turn/TurnStart.h"

#include "schedule/Schedule.h"
#include "store/GameStore.h"

namespace adj {

bool TurnStart::isEarlier(const QString &sha256, const QDateTime &received) const
{
    // A mail's time has whole seconds: one received in the second the turn
    // began is the turn's.
    return earlier.contains(sha256)
           || (began.isValid() && received.isValid() && received.toSecsSinceEpoch() < began.toSecsSinceEpoch());
}

TurnStart fileTurnStart(const GameStore &store, int turn, QString *error)
{
    QString failed;
    TurnStart start;
    start.began = store.turnBegan(turn, &failed);
    if (failed.isEmpty())
        start.earlier = store.earlierInboxHashes(turn, &failed);
    if (error)
        *error = failed;
    return start;
}

TurnStart gameTurnStart(const Game &game)
{
    TurnStart start;
    if (game.turn <= 1)
        return start;
    if (const std::optional<Schedule> s = gameSchedule(game)) {
        const QDateTime previous = previousDeadline(*s);
        if (previous.isValid())
            start.began = previous.addSecs(qint64(s->graceMinutes) * 60);
    }
    return start;
}

namespace {

template <typename Message>
QList<Message> leaveOutEarlier(const QList<Message> &messages, const TurnStart &start, int *leftOut)
{
    QList<Message> kept;
    kept.reserve(messages.size());
    for (const Message &m : messages)
        if (!start.isEarlier(m.sha256, m.received))
            kept.append(m);
    if (leftOut)
        *leftOut = int(messages.size() - kept.size());
    return kept;
}

} // namespace

QList<MailMessage> turnMessages(const QList<MailMessage> &messages, const TurnStart &start, int *leftOut)
{
    return leaveOutEarlier(messages, start, leftOut);
}

QList<InboxMessage> turnMessages(const QList<InboxMessage> &messages, const TurnStart &start, int *leftOut)
{
    return leaveOutEarlier(messages, start, leftOut);
}

CoreText earlierLeftOut(int count)
{
    return coreCount(QT_TRANSLATE_N_NOOP("adj::Core", "%n message(s) of earlier turns left out"), count);
}

} // namespace adj
