// Saving the current turn, the orders received, a draft resolution and its
// publication, and AP rounds: each one transaction (GameStore::transaction).
#include "store/GameStore.h"

#include "model/GameJson.h"
#include "store/FileCheck.h"
#include "store/Packing.h"
#include "store/Rows.h"
#include "store/Sql.h"

namespace adj {

using namespace store;

QString GameStore::saveCurrent(const Game &game, const std::optional<TurnTexts> &texts)
{
    return saveEdit(game, QString(), QJsonValue(), texts);
}

QString GameStore::saveEdit(const Game &game, const QString &description, const QJsonValue &changes,
                            const std::optional<TurnTexts> &texts)
{
    const QString what = QStringLiteral("saving turn %1").arg(game.turn);
    if (QString refused = refuseChange(what); !refused.isEmpty())
        return refused;
    if (game.turn != currentTurn())
        return QStringLiteral("%1: %2: the current turn is %3").arg(m_path, what).arg(currentTurn());
    if (QString bad = invalidGame(m_path, what, game); !bad.isEmpty())
        return bad;
    const QSqlDatabase db = QSqlDatabase::database(m_connection, false);
    const QString error = transaction(what, [&](QString &why) {
        QSqlQuery q(db);
        if (!prepare(q, QStringLiteral("UPDATE turns SET saved_at = ? WHERE turn = ? AND state = 'open' AND discarded = 0"),
                     why)
            || !exec(q, {now(), game.turn}, why))
            return false;
        if (q.numRowsAffected() != 1) {
            why = QStringLiteral("turn %1 is not the open turn in the file").arg(game.turn);
            return false;
        }
        if (!run(db, QStringLiteral("UPDATE games SET game = ? WHERE turn = ?"), why, {gameText(game), game.turn}))
            return false;
        if (!description.isEmpty()
            && !run(db, QStringLiteral("INSERT INTO edits (turn, edited_at, description, changes) VALUES (?, ?, ?, ?)"),
                    why, {game.turn, now(), description, jsonText(changes)}))
            return false;
        if (texts && !writeTexts(db, game.turn, *texts, why))
            return false;
        return writeCurrentExtras(m_current, game, why);
    });
    if (error.isEmpty())
        m_current = game;
    return error;
}

QString GameStore::addReceivedOrders(int turn, const QString &source, const QString &text, const QDateTime &received,
                                     qint64 *id)
{
    const QString what = QStringLiteral("saving the orders received from %1 for turn %2").arg(source).arg(turn);
    if (QString refused = refuseChange(what, true); !refused.isEmpty())
        return refused;
    const QSqlDatabase db = QSqlDatabase::database(m_connection, false);
    return transaction(what, [&](QString &why) {
        QSqlQuery q(db);
        if (!prepare(q, QStringLiteral("INSERT INTO received_orders (turn, source, received_at, text) VALUES (?, ?, ?, ?)"),
                     why)
            || !exec(q, {turn, notNull(source), timeText(received), notNull(text)}, why))
            return false;
        if (id)
            *id = q.lastInsertId().toLongLong();
        return true;
    });
}

QString GameStore::saveDraft(int turn, const QList<Order> &orders, const QList<Step> &steps, const Game &next,
                             const QMap<QString, QString> &reports)
{
    const QString what = QStringLiteral("saving the draft resolution of turn %1").arg(turn);
    if (QString refused = refuseChange(what); !refused.isEmpty())
        return refused;
    if (turn != currentTurn())
        return QStringLiteral("%1: %2: only the current turn (%3) can be resolved").arg(m_path, what).arg(currentTurn());
    if (next.turn != turn + 1)
        return QStringLiteral("%1: %2: the next game is of turn %3, not %4").arg(m_path, what).arg(next.turn).arg(turn + 1);
    if (QString bad = invalidGame(m_path, what, next); !bad.isEmpty())
        return bad;
    const QSqlDatabase db = QSqlDatabase::database(m_connection, false);
    const QString error = transaction(what, [&](QString &why) {
        return run(db, QStringLiteral("DELETE FROM orders WHERE turn = ?"), why, {turn})
            && run(db, QStringLiteral("DELETE FROM steps WHERE turn = ?"), why, {turn})
            && run(db, QStringLiteral("DELETE FROM resolutions WHERE turn = ?"), why, {turn})
            && run(db, QStringLiteral("DELETE FROM reports WHERE turn = ?"), why, {turn})
            && writeOrders(db, turn, orders, why) && writeSteps(db, turn, steps, why)
            && writeReports(db, turn, reports, why) && writePicture(db, next, why)
            && run(db, QStringLiteral("INSERT OR REPLACE INTO turns (turn, state, discarded, saved_at) "
                                      "VALUES (?, 'draft', 0, ?)"), why, {next.turn, now()})
            && run(db, QStringLiteral("INSERT OR REPLACE INTO games (turn, game) VALUES (?, ?)"), why,
                   {next.turn, gameText(next)});
    });
    if (error.isEmpty())
        m_draft = next;
    return error;
}

QString GameStore::discardDraft(int turn)
{
    const QString what = QStringLiteral("discarding the draft resolution of turn %1").arg(turn);
    if (QString refused = refuseChange(what); !refused.isEmpty())
        return refused;
    if (turn != currentTurn())
        return QStringLiteral("%1: %2: only the current turn (%3) has a draft").arg(m_path, what).arg(currentTurn());
    const QSqlDatabase db = QSqlDatabase::database(m_connection, false);
    const QString error = transaction(what, [&](QString &why) {
        return run(db, QStringLiteral("DELETE FROM orders WHERE turn = ?"), why, {turn})
            && run(db, QStringLiteral("DELETE FROM steps WHERE turn = ?"), why, {turn})
            && run(db, QStringLiteral("DELETE FROM resolutions WHERE turn = ?"), why, {turn})
            && run(db, QStringLiteral("DELETE FROM reports WHERE turn = ?"), why, {turn})
            && run(db, QStringLiteral("DELETE FROM games WHERE turn IN "
                                      "(SELECT turn FROM turns WHERE turn = ? AND state = 'draft')"), why, {turn + 1})
            && run(db, QStringLiteral("DELETE FROM turns WHERE turn = ? AND state = 'draft'"), why, {turn + 1});
    });
    if (error.isEmpty())
        m_draft.reset();
    return error;
}

QString GameStore::publish(int turn)
{
    const QString what = QStringLiteral("publishing the resolution of turn %1").arg(turn);
    if (QString refused = refuseChange(what); !refused.isEmpty())
        return refused;
    if (turn != currentTurn())
        return QStringLiteral("%1: %2: only the current turn (%3) can be published").arg(m_path, what).arg(currentTurn());
    const QSqlDatabase db = QSqlDatabase::database(m_connection, false);
    QString why;
    const auto state = scalar(db, QStringLiteral("SELECT state FROM turns WHERE turn = ? AND discarded = 0"), why,
                              {turn + 1});
    if (!state)
        return QStringLiteral("%1: %2 failed: %3").arg(m_path, what, why);
    if (state->toString() != u"draft")
        return QStringLiteral("%1: %2: there is no draft resolution to publish").arg(m_path, what);
    if (!m_draft || m_draft->turn != turn + 1) {
        m_draft = readGame(turn + 1, &why);
        if (!m_draft)
            return why;
    }
    const Game next = *m_draft;
    const QString error = transaction(what, [&](QString &why) {
        return run(db, QStringLiteral("UPDATE turns SET state = 'resolved' WHERE turn = ?"), why, {turn})
            && run(db, QStringLiteral("UPDATE turns SET state = 'open', saved_at = ? WHERE turn = ?"), why,
                   {now(), turn + 1})
            // The next turn's mail begins now; the first acceptance holds.
            && run(db, QStringLiteral("INSERT OR IGNORE INTO turn_began (turn, began_at) VALUES (?, ?)"), why,
                   {turn + 1, now()})
            && packTurn(db, turn, why)  // the turn is history now: packed
            && writeCurrentExtras(m_current, next, why);
    });
    if (error.isEmpty()) {
        m_current = next;
        m_draft.reset();
    }
    return error;
}

QString GameStore::saveApRound(int round, const QJsonValue &ledger, const QJsonValue &messages)
{
    const QString what = QStringLiteral("saving AP round %1").arg(round);
    if (QString refused = refuseChange(what, true); !refused.isEmpty())
        return refused;
    const QSqlDatabase db = QSqlDatabase::database(m_connection, false);
    return transaction(what, [&](QString &why) {
        return run(db, QStringLiteral("INSERT OR REPLACE INTO ap_rounds (round, saved_at, ledger, messages) "
                                      "VALUES (?, ?, ?, ?)"), why,
                   {round, now(), jsonText(ledger), jsonText(messages)});
    });
}

} // namespace adj
