// The game's history: earlier turns read back with their resolutions, what was
// received and edited, the AP rounds; and rolling back to an earlier turn.
#include "store/GameStore.h"

#include "model/GameDiff.h"
#include "store/FileCheck.h"
#include "store/Packing.h"
#include "store/Rows.h"
#include "store/Schema.h"
#include "store/Sql.h"

#include <QJsonObject>
#include <QSqlRecord>

namespace adj {

using namespace store;

namespace {

// A resolution's rows, in the columns kOrderColumns and kStepColumns.
struct ResolutionRows {
    QList<QVariantList> orders, steps;
};

QList<QVariantList> rowsOf(QSqlQuery &q)
{
    QList<QVariantList> rows;
    while (q.next()) {
        QVariantList row;
        for (int i = 0; i < q.record().count(); ++i)
            row.append(q.value(i));
        rows.append(row);
    }
    return rows;
}

std::optional<QList<QVariantList>> plainRows(const QSqlDatabase &db, const QString &table, const QString &columns,
                                             int turn, int discarded, QString &error)
{
    QSqlQuery q(db);
    q.setForwardOnly(true);
    if (!prepare(q, QStringLiteral("SELECT %1 FROM %2 WHERE turn = ? AND discarded = ? ORDER BY position")
                        .arg(columns, table), error)
        || !exec(q, {turn, discarded}, error))
        return std::nullopt;
    return rowsOf(q);
}

// Packed when the turn is history (version 5), plain rows otherwise.
std::optional<ResolutionRows> resolutionRows(const QSqlDatabase &db, int turn, bool discarded, QString &error)
{
    QSqlQuery q(db);
    q.setForwardOnly(true);
    if (!prepare(q, QStringLiteral("SELECT orders, steps FROM resolutions WHERE turn = ? AND discarded = ?"), error)
        || !exec(q, {turn, discarded ? 1 : 0}, error))
        return std::nullopt;
    if (q.next()) {
        auto orders = unpackRows(q.value(0).toByteArray()), steps = unpackRows(q.value(1).toByteArray());
        if (!orders || !steps) {
            error = QStringLiteral("its packed %1 are damaged").arg(orders ? QStringLiteral("steps")
                                                                          : QStringLiteral("orders"));
            return std::nullopt;
        }
        return ResolutionRows{*orders, *steps};
    }
    auto orders = plainRows(db, QStringLiteral("orders"), kOrderColumns, turn, discarded ? 1 : 0, error);
    auto steps = orders ? plainRows(db, QStringLiteral("steps"), kStepColumns, turn, discarded ? 1 : 0, error)
                        : std::nullopt;
    if (!steps)
        return std::nullopt;
    return ResolutionRows{*orders, *steps};
}

Order orderFromRow(const QVariantList &r)
{
    Order order;
    order.nation = r.value(0).toString();
    order.slot = r.value(1).toInt();
    order.word = r.value(2).toString();
    order.action = r.value(3).toString();
    order.field1 = r.value(4).toString();
    order.field2 = r.value(5).toString();
    order.number = numberFromText(r.value(6).toString());
    order.raw = r.value(7).toString();
    order.file = r.value(8).toString();
    order.line = r.value(9).toInt();
    order.error = r.value(10).toString();
    return order;
}

std::optional<Step> stepFromRow(const QVariantList &r)
{
    std::optional<Step> step = stepFromJson(jsonFromText(r.value(2).toString()).toObject());
    if (step)
        step->file = r.value(1).toString();
    return step;
}

} // namespace

// --- reading ---------------------------------------------------------------------

QList<TurnEntry> GameStore::turns(QString *error) const
{
    QList<TurnEntry> list;
    QSqlQuery q(QSqlDatabase::database(m_connection, false));
    q.setForwardOnly(true);
    QString why;
    if (!prepare(q, QStringLiteral("SELECT turn, state, discarded, saved_at FROM turns ORDER BY turn"), why)
        || !exec(q, {}, why)) {
        if (error)
            *error = QStringLiteral("%1: cannot list the turns: %2").arg(m_path, why);
        return list;
    }
    while (q.next())
        list.append({q.value(0).toInt(), stateFromName(q.value(1).toString()), q.value(2).toInt() != 0,
                     timeFromText(q.value(3).toString())});
    return list;
}

QList<int> GameStore::acceptedTurns(QString *error) const
{
    QList<int> out;
    for (const TurnEntry &e : turns(error))
        if (e.state == TurnEntry::State::Resolved && !e.discarded)
            out.append(e.turn);
    return out;
}

std::optional<Game> GameStore::readGame(int turn, QString *error) const
{
    QString why;
    const auto text = scalar(QSqlDatabase::database(m_connection, false),
                             QStringLiteral("SELECT game FROM games WHERE turn = ?"), why, {turn});
    if (!text || text->isNull()) {
        if (error)
            *error = text ? QStringLiteral("%1: there is no turn %2").arg(m_path).arg(turn)
                          : QStringLiteral("%1: cannot read turn %2: %3").arg(m_path).arg(turn).arg(why);
        return std::nullopt;
    }
    std::optional<Game> game = parseStoredTurn(*text, turn, m_path, why);
    if (game && !readPicture(QSqlDatabase::database(m_connection, false), *game, why))
        game.reset();
    if (!game && error)
        *error = why;
    return game;
}

std::optional<HistoryTurn> GameStore::turn(int turn, QString *error) const
{
    const QSqlDatabase db = QSqlDatabase::database(m_connection, false);
    QString why;
    auto fail = [&](const QString &message) {
        if (error)
            *error = message;
        return std::optional<HistoryTurn>();
    };
    HistoryTurn h;
    {
        QSqlQuery q(db);
        q.setForwardOnly(true);
        if (!prepare(q, QStringLiteral("SELECT state, discarded, saved_at FROM turns WHERE turn = ?"), why)
            || !exec(q, {turn}, why))
            return fail(QStringLiteral("%1: cannot read turn %2: %3").arg(m_path).arg(turn).arg(why));
        if (!q.next())
            return fail(QStringLiteral("%1: there is no turn %2").arg(m_path).arg(turn));
        h.entry = {turn, stateFromName(q.value(0).toString()), q.value(1).toInt() != 0,
                   timeFromText(q.value(2).toString())};
    }
    std::optional<Game> game = readGame(turn, error);
    if (!game)
        return std::nullopt;
    h.game = *game;
    // The resolution on the same branch as the turn itself.
    const std::optional<ResolutionRows> rows = resolutionRows(db, turn, h.entry.discarded, why);
    if (!rows)
        return fail(QStringLiteral("%1: cannot read the resolution of turn %2: %3").arg(m_path).arg(turn).arg(why));
    for (const QVariantList &row : rows->orders)
        h.orders.append(orderFromRow(row));
    for (const QVariantList &row : rows->steps) {
        std::optional<Step> step = stepFromRow(row);
        if (!step)
            return fail(QStringLiteral("%1: step %2 of turn %3 cannot be read")
                            .arg(m_path).arg(row.value(0).toInt() + 1).arg(turn));
        h.steps.append(*step);
    }
    return h;
}

std::optional<QList<Change>> GameStore::compareWithNext(int turn, QString *error) const
{
    const std::optional<Game> before = readGame(turn, error);
    if (!before)
        return std::nullopt;
    const std::optional<Game> after = readGame(turn + 1, error);
    if (!after)
        return std::nullopt;
    return diffGames(*before, *after);
}

QList<ReceivedOrders> GameStore::receivedOrders(int turn, QString *error) const
{
    QList<ReceivedOrders> list;
    QSqlQuery q(QSqlDatabase::database(m_connection, false));
    q.setForwardOnly(true);
    QString why;
    if (!prepare(q, QStringLiteral("SELECT id, source, received_at, text FROM received_orders WHERE turn = ? "
                                   "ORDER BY id"), why)
        || !exec(q, {turn}, why)) {
        if (error)
            *error = QStringLiteral("%1: cannot read the orders received for turn %2: %3").arg(m_path).arg(turn).arg(why);
        return list;
    }
    while (q.next())
        list.append({q.value(0).toLongLong(), turn, q.value(1).toString(), timeFromText(q.value(2).toString()),
                     q.value(3).toString()});
    return list;
}

QList<ModeratorEdit> GameStore::edits(int turn, QString *error) const
{
    QList<ModeratorEdit> list;
    QSqlQuery q(QSqlDatabase::database(m_connection, false));
    q.setForwardOnly(true);
    QString why;
    if (!prepare(q, QStringLiteral("SELECT id, edited_at, description, changes FROM edits WHERE turn = ? ORDER BY id"), why)
        || !exec(q, {turn}, why)) {
        if (error)
            *error = QStringLiteral("%1: cannot read the edits of turn %2: %3").arg(m_path).arg(turn).arg(why);
        return list;
    }
    while (q.next())
        list.append({q.value(0).toLongLong(), turn, timeFromText(q.value(1).toString()), q.value(2).toString(),
                     jsonFromText(q.value(3).toString())});
    return list;
}

QMap<QString, QString> GameStore::reports(int turn, QString *error) const
{
    QMap<QString, QString> reports;
    QSqlQuery q(QSqlDatabase::database(m_connection, false));
    q.setForwardOnly(true);
    QString why;
    if (!prepare(q, QStringLiteral("SELECT nation, text FROM reports WHERE turn = ? ORDER BY discarded"), why)
        || !exec(q, {turn}, why)) {
        if (error)
            *error = QStringLiteral("%1: cannot read the reports of turn %2: %3").arg(m_path).arg(turn).arg(why);
        return reports;
    }
    while (q.next())
        if (!reports.contains(q.value(0).toString()))
            reports.insert(q.value(0).toString(), q.value(1).toString());
    return reports;
}

TurnTexts GameStore::texts(int turn, QString *error) const
{
    TurnTexts texts;
    QSqlQuery q(QSqlDatabase::database(m_connection, false));
    q.setForwardOnly(true);
    QString why;
    // The turn's own branch: a discarded turn keeps its own texts.
    if (!prepare(q, QStringLiteral("SELECT kind, text FROM texts WHERE turn = ? ORDER BY discarded"), why)
        || !exec(q, {turn}, why)) {
        if (error)
            *error = QStringLiteral("%1: cannot read the texts of turn %2: %3").arg(m_path).arg(turn).arg(why);
        return texts;
    }
    while (q.next()) {
        QString &text = q.value(0).toString() == u"ap" ? texts.apSpends : texts.orders;
        if (text.isEmpty())
            text = q.value(1).toString();
    }
    return texts;
}

std::optional<StoredApRound> GameStore::apRound(int round, QString *error) const
{
    QSqlQuery q(QSqlDatabase::database(m_connection, false));
    q.setForwardOnly(true);
    QString why;
    if (!prepare(q, QStringLiteral("SELECT saved_at, ledger, messages FROM ap_rounds WHERE round = ?"), why)
        || !exec(q, {round}, why) || !q.next()) {
        if (error)
            *error = why.isEmpty() ? QStringLiteral("%1: there is no AP round %2").arg(m_path).arg(round)
                                   : QStringLiteral("%1: cannot read AP round %2: %3").arg(m_path).arg(round).arg(why);
        return std::nullopt;
    }
    return StoredApRound{round, timeFromText(q.value(0).toString()), jsonFromText(q.value(1).toString()),
                   jsonFromText(q.value(2).toString())};
}

QList<int> GameStore::apRounds(QString *error) const
{
    QList<int> list;
    QSqlQuery q(QSqlDatabase::database(m_connection, false));
    q.setForwardOnly(true);
    QString why;
    if (!prepare(q, QStringLiteral("SELECT round FROM ap_rounds ORDER BY round"), why) || !exec(q, {}, why)) {
        if (error)
            *error = QStringLiteral("%1: cannot list the AP rounds: %2").arg(m_path, why);
        return list;
    }
    while (q.next())
        list.append(q.value(0).toInt());
    return list;
}

// --- rollback ----------------------------------------------------------------------

QString GameStore::rollbackTo(int turn)
{
    const QString what = QStringLiteral("rolling back to turn %1").arg(turn);
    if (QString refused = refuseChange(what); !refused.isEmpty())
        return refused;
    const QSqlDatabase db = QSqlDatabase::database(m_connection, false);
    QString why;
    const auto state = scalar(db, QStringLiteral("SELECT state FROM turns WHERE turn = ? AND discarded = 0"), why, {turn});
    if (!state)
        return QStringLiteral("%1: %2 failed: %3").arg(m_path, what, why);
    if (turn >= currentTurn() || state->toString() != u"resolved")
        return QStringLiteral("%1: %2: only an earlier, resolved turn can be rolled back to").arg(m_path, what);
    const std::optional<Game> earlier = readGame(turn, &why);
    if (!earlier)
        return why;
    const int from = currentTurn();
    const QString error = transaction(what, [&](QString &why) {
        for (const QString &table : kHistoryTables) {
            // The later turns, and the rolled-back turn's own resolution.
            const bool withTurn = table == u"orders" || table == u"steps" || table == u"reports"
                || table == u"resolutions";
            if (!run(db, QStringLiteral("UPDATE %1 SET discarded = 1 WHERE turn %2 ?")
                             .arg(table, withTurn ? QStringLiteral(">=") : QStringLiteral(">")), why, {turn}))
                return false;
        }
        return run(db, QStringLiteral("UPDATE turns SET state = 'open' WHERE turn = ?"), why, {turn})
            && writeMeta(db, {{QStringLiteral("rollback"),
                               jsonText(QJsonObject{{QStringLiteral("to"), turn}, {QStringLiteral("from"), from},
                                                    {QStringLiteral("at"), now()}})}}, why)
            && writeCurrentExtras(m_current, *earlier, why);
    });
    if (error.isEmpty()) {
        m_current = *earlier;
        m_draft.reset();
        m_rollbackTo = turn;
        m_rollbackFrom = from;
    }
    return error;
}

QString GameStore::confirmRollback()
{
    const QString what = QStringLiteral("confirming the rollback");
    if (QString refused = refuseChange(what, true); !refused.isEmpty())
        return refused;
    if (!m_rollbackTo)
        return QStringLiteral("%1: %2: no rollback awaits confirmation").arg(m_path, what);
    const QSqlDatabase db = QSqlDatabase::database(m_connection, false);
    const QString error = transaction(what, [&](QString &why) {
        if (!run(db, QStringLiteral("DELETE FROM games WHERE turn IN (SELECT turn FROM turns WHERE discarded = 1)"), why))
            return false;
        for (const QString &table : kHistoryTables)
            if (!run(db, QStringLiteral("DELETE FROM %1 WHERE discarded = 1").arg(table), why))
                return false;
        return run(db, QStringLiteral("DELETE FROM meta WHERE key = 'rollback'"), why);
    });
    if (error.isEmpty())
        m_rollbackTo.reset();
    return error;
}

QString GameStore::undoRollback()
{
    const QString what = QStringLiteral("undoing the rollback");
    if (QString refused = refuseChange(what, true); !refused.isEmpty())
        return refused;
    if (!m_rollbackTo)
        return QStringLiteral("%1: %2: no rollback awaits confirmation").arg(m_path, what);
    QString why;
    const std::optional<Game> later = readGame(m_rollbackFrom, &why);
    if (!later)
        return why;
    const int to = *m_rollbackTo;
    const QSqlDatabase db = QSqlDatabase::database(m_connection, false);
    const QString error = transaction(what, [&](QString &why) {
        for (const QString &table : kHistoryTables)
            if (!run(db, QStringLiteral("UPDATE %1 SET discarded = 0 WHERE discarded = 1").arg(table), why))
                return false;
        return run(db, QStringLiteral("UPDATE turns SET state = 'resolved' WHERE turn = ?"), why, {to})
            && run(db, QStringLiteral("DELETE FROM meta WHERE key = 'rollback'"), why)
            && writeCurrentExtras(m_current, *later, why);
    });
    if (error.isEmpty()) {
        m_current = *later;
        m_rollbackTo.reset();
    }
    return error;
}

} // namespace adj
