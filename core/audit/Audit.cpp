#include "audit/Audit.h"

#include "model/GameDiff.h"
#include "rules/Step.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QSet>

namespace adj {

namespace {

QString fieldKey(const Change &c)
{
    return QStringLiteral("%1:%2.%3").arg(int(c.target)).arg(c.key, c.field);
}

// What the resolver changes that a turn's start carries: the areas' and
// nations' fields and the processing order (not the rule choices, the
// schedule or the map).
bool carried(const Change &c)
{
    if (c.field == u"exists")
        return false;
    return c.target != Change::Target::Game || c.field == u"order";
}

// The game the history stored for a turn, with what the re-run changed by
// the end of the turn before (`acceptedNext` against `rerunNext`) put in,
// except the fields the moderator edited between the turns.
Game rerunStart(const Game &stored, const Game &acceptedNext, const Game &rerunNext)
{
    QSet<QString> edited;
    for (const Change &c : diffGames(acceptedNext, stored))
        edited.insert(fieldKey(c));
    Game out = stored;
    for (const Change &c : diffGames(acceptedNext, rerunNext))
        if (carried(c) && !edited.contains(fieldKey(c)))
            setFieldValue(out, c.target, c.key, c.field, c.to);
    return out;
}

Game withChanges(Game game, const QJsonObject &changes)
{
    for (auto it = changes.begin(); it != changes.end(); ++it)
        game.options.insert(it.key(), it.value());
    return game;
}

// `audit --json`'s "message": the ruling, its message, and whose orders it
// changed with the message that counts now (null: none).
QJsonObject messageJson(const MessageRuling &m)
{
    static const char *const kinds[] = {"accept", "refuse", "assign"};
    QJsonArray orders;
    for (const MessageRuling::Taken &t : m.taken)
        orders.append(QJsonObject{{QStringLiteral("nation"), t.nation},
                                  {QStringLiteral("sha256"), t.sha256.isEmpty() ? QJsonValue() : QJsonValue(t.sha256)}});
    QJsonObject o{{QStringLiteral("ruling"), QLatin1String(kinds[int(m.kind)])},
                  {QStringLiteral("sha256"), m.message.sha256},
                  {QStringLiteral("orders"), orders}};
    if (m.kind == MessageRuling::Kind::Assign)
        o.insert(QStringLiteral("nation"), m.nation);
    return o;
}

} // namespace

std::optional<AuditHistory> readAuditHistory(const GameStore &store, int from, QString *error,
                                             const std::optional<MessageRuling> &message, bool *refused)
{
    AuditHistory out;
    QString why;
    const QList<int> accepted = store.acceptedTurns(&why);
    if (!why.isEmpty() || !accepted.contains(from)) {
        if (error)
            *error = why.isEmpty() ? QStringLiteral("%1: turn %2 is not an accepted turn").arg(store.path()).arg(from) : why;
        return std::nullopt;
    }
    for (int turn : accepted) {
        if (turn < from)
            continue;
        std::optional<HistoryTurn> h = store.turn(turn, error);
        if (!h)
            return std::nullopt;
        out.turns.append(std::move(*h));
    }
    out.current = store.current();
    if (message) {
        QString why;
        const QList<InboxMessage> inbox = store.inbox(from, &why);
        if (!why.isEmpty()) {
            if (error)
                *error = why;
            return std::nullopt;
        }
        if (why = withMessageRuling(out, inbox, *message); !why.isEmpty()) {
            if (error)
                *error = why;
            if (refused)
                *refused = true;
            return std::nullopt;
        }
    }
    return out;
}

QString withMessageRuling(AuditHistory &history, const QList<InboxMessage> &inbox, MessageRuling ruling)
{
    if (history.turns.isEmpty())
        return QStringLiteral("no turn to re-run");
    if (QString error = applyMessageRuling(history.turns.first(), inbox, ruling); !error.isEmpty())
        return error;
    history.message = std::move(ruling);
    return {};
}

std::optional<Audit> runAudit(const AuditHistory &history, const QJsonObject &changes, const ResolveControl &control)
{
    Audit out;
    out.changes = changes;
    out.message = history.message;
    const ResolveControl perTurn{{}, control.cancelled};
    const qsizetype total = history.turns.size();
    for (const HistoryTurn &h : history.turns) {
        if (control.progress)
            control.progress(out.turns.size(), total);
        AuditTurn t;
        t.turn = h.game.turn;
        t.accepted = resolutionFromSteps(h.game, h.steps);
        t.orders = h.orders;
        t.start = withChanges(out.turns.isEmpty() ? h.game
                                                  : rerunStart(h.game, out.turns.last().accepted.next, out.turns.last().rerun.next),
                              changes);
        std::optional<Resolution> rerun = resolveTurn(t.start, h.orders, perTurn);
        if (!rerun)
            return std::nullopt;
        t.rerun = std::move(*rerun);
        t.comparison = compareResolutions(t.accepted, t.rerun, StepPairing::ByWhat);  // a message's ruling changes orders
        out.turns.append(std::move(t));
    }
    out.wouldBe = out.turns.isEmpty()
                      ? history.current
                      : withChanges(rerunStart(history.current, out.turns.last().accepted.next, out.turns.last().rerun.next), changes);
    out.now = stateDifferences(history.current, out.wouldBe);
    if (control.progress)
        control.progress(total, total);
    return out;
}

QString adoptAudit(GameStore &store, const Audit &audit, const QString &reason,
                   const std::function<void(qsizetype, qsizetype)> &progress)
{
    QList<ReplacingTurn> turns;
    for (const AuditTurn &t : audit.turns)
        turns.append({t.start, t.orders, t.rerun.steps});
    return store.replaceCourse(turns, audit.wouldBe, reason, progress);
}

QList<StepDifference> ordersNoLongerFitting(const Comparison &c)
{
    QList<StepDifference> out;
    for (const StepDifference &d : c.steps)
        if (d.a && d.b && d.a->phase.isEmpty() && d.a->outcome != u"failed" && d.b->outcome == u"failed")
            out.append(d);
    return out;
}

QByteArray auditJson(const Audit &audit)
{
    QByteArray out = "{\"turns\": [";
    for (qsizetype i = 0; i < audit.turns.size(); ++i)
        out += (i ? ",\n" : "\n") + QByteArray("{\"turn\": ") + QByteArray::number(audit.turns[i].turn) + ", "
             + comparisonJsonMembers(audit.turns[i].comparison) + "}";
    out += "],\n\"final\": " + stateJson(audit.now);
    if (audit.message)
        out += ",\n\"message\": " + QJsonDocument(messageJson(*audit.message)).toJson(QJsonDocument::Compact);
    return out + "}\n";
}

} // namespace adj
