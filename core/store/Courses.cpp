// A course replaced (GameStore::replaceCourse): the accepted turns from one
// on and the current game swapped for another course, the old one kept in
// replaced_games and replaced_resolutions (schema version 8), the exact
// values, so that undoing puts the file's game tables back as they were.
#include "store/GameStore.h"

#include "store/FileCheck.h"
#include "store/Packing.h"
#include "store/Rows.h"
#include "store/Sql.h"

namespace adj {

using namespace store;

QString GameStore::replaceCourse(const QList<ReplacingTurn> &turns, const Game &current, const QString &reason,
                                 const std::function<void(qsizetype, qsizetype)> &progress)
{
    const int from = turns.isEmpty() ? current.turn : turns.first().game.turn;
    const QString what = QStringLiteral("replacing the course from turn %1").arg(from);
    if (QString refused = refuseChange(what); !refused.isEmpty())
        return refused;
    if (m_draft)
        return QStringLiteral("%1: %2: the current turn has a draft resolution; discard it first").arg(m_path, what);
    QString why;
    const QList<int> accepted = acceptedTurns(&why);
    if (!why.isEmpty())
        return why;
    // The turns given are the accepted turns from `from` on, in order, then the current turn.
    bool fits = current.turn == currentTurn() && !turns.isEmpty() && accepted.contains(from);
    for (qsizetype i = 0; fits && i < turns.size(); ++i)
        fits = turns[i].game.turn == from + i && accepted.contains(from + int(i));
    if (!fits || from + turns.size() != currentTurn())
        return QStringLiteral("%1: %2: the course must give every accepted turn from %3 to %4 and the current turn")
            .arg(m_path, what).arg(from).arg(currentTurn() - 1);
    for (const ReplacingTurn &t : turns)
        if (QString bad = invalidGame(m_path, what, t.game); !bad.isEmpty())
            return bad;
    if (QString bad = invalidGame(m_path, what, current); !bad.isEmpty())
        return bad;
    const QSqlDatabase db = QSqlDatabase::database(m_connection, false);
    const QString error = transaction(what, [&](QString &why) {
        if (!run(db, QStringLiteral("INSERT INTO replaced_courses (from_turn, replaced_at, reason) VALUES (?, ?, ?)"), why,
                 {from, now(), notNull(reason)}))
            return false;
        const auto id = scalar(db, QStringLiteral("SELECT last_insert_rowid()"), why);
        if (!id
            || !run(db, QStringLiteral("INSERT INTO replaced_games (course, turn, game) SELECT ?, turn, game FROM games "
                                       "WHERE turn >= ?"), why, {*id, from})
            || !run(db, QStringLiteral("INSERT INTO replaced_resolutions (course, turn, orders, steps) "
                                       "SELECT ?, turn, orders, steps FROM resolutions WHERE turn >= ? AND discarded = 0"),
                    why, {*id, from}))
            return false;
        for (const ReplacingTurn &t : turns) {
            const int turn = t.game.turn;
            if (progress)
                progress(turn - from, turns.size());
            if (!run(db, QStringLiteral("DELETE FROM resolutions WHERE turn = ? AND discarded = 0"), why, {turn})
                || !run(db, QStringLiteral("DELETE FROM orders WHERE turn = ? AND discarded = 0"), why, {turn})
                || !run(db, QStringLiteral("DELETE FROM steps WHERE turn = ? AND discarded = 0"), why, {turn})
                || !writeOrders(db, turn, t.orders, why) || !writeSteps(db, turn, t.steps, why)
                || !run(db, QStringLiteral("UPDATE games SET game = ? WHERE turn = ?"), why, {gameText(t.game), turn})
                || !packTurn(db, turn, why))
                return false;
        }
        if (progress)
            progress(turns.size(), turns.size());
        return run(db, QStringLiteral("UPDATE games SET game = ? WHERE turn = ?"), why, {gameText(current), current.turn})
            && writeCurrentExtras(m_current, current, why);
    });
    if (error.isEmpty())
        m_current = current;
    return error;
}

QString GameStore::undoReplaceCourse()
{
    const QString what = QStringLiteral("undoing the replaced course");
    if (QString refused = refuseChange(what); !refused.isEmpty())
        return refused;
    const QSqlDatabase db = QSqlDatabase::database(m_connection, false);
    QString why;
    const auto id = scalar(db, QStringLiteral("SELECT max(id) FROM replaced_courses"), why);
    if (!id)
        return QStringLiteral("%1: %2 failed: %3").arg(m_path, what, why);
    if (id->isNull())
        return QStringLiteral("%1: %2: no course was replaced").arg(m_path, what);
    const auto from = scalar(db, QStringLiteral("SELECT from_turn FROM replaced_courses WHERE id = ?"), why, {*id});
    const auto text = scalar(db, QStringLiteral("SELECT game FROM replaced_games WHERE course = ? AND turn = ?"), why,
                             {*id, currentTurn()});
    if (!from || !text)
        return QStringLiteral("%1: %2 failed: %3").arg(m_path, what, why);
    const std::optional<Game> was = parseStoredTurn(*text, currentTurn(), m_path, why);
    if (!was)
        return why;
    const QString error = transaction(what, [&](QString &why) {
        return run(db, QStringLiteral("DELETE FROM games WHERE turn >= ?"), why, {*from})
            && run(db, QStringLiteral("INSERT INTO games (turn, game) SELECT turn, game FROM replaced_games WHERE course = ? "
                                      "ORDER BY turn"), why, {*id})
            && run(db, QStringLiteral("DELETE FROM resolutions WHERE turn >= ? AND discarded = 0"), why, {*from})
            && run(db, QStringLiteral("INSERT INTO resolutions (turn, orders, steps) SELECT turn, orders, steps "
                                      "FROM replaced_resolutions WHERE course = ? ORDER BY turn"), why, {*id})
            && run(db, QStringLiteral("DELETE FROM replaced_games WHERE course = ?"), why, {*id})
            && run(db, QStringLiteral("DELETE FROM replaced_resolutions WHERE course = ?"), why, {*id})
            && run(db, QStringLiteral("DELETE FROM replaced_courses WHERE id = ?"), why, {*id})
            && writeCurrentExtras(m_current, *was, why);
    });
    if (error.isEmpty())
        m_current = *was;
    return error;
}

QList<ReplacedCourse> GameStore::replacedCourses(QString *error) const
{
    QList<ReplacedCourse> list;
    QSqlQuery q(QSqlDatabase::database(m_connection, false));
    q.setForwardOnly(true);
    QString why;
    if (!prepare(q, QStringLiteral("SELECT id, from_turn, replaced_at, reason FROM replaced_courses ORDER BY id"), why)
        || !exec(q, {}, why)) {
        if (error)
            *error = QStringLiteral("%1: cannot list the courses replaced: %2").arg(m_path, why);
        return list;
    }
    while (q.next())
        list.append({q.value(0).toLongLong(), q.value(1).toInt(), timeFromText(q.value(2).toString()), q.value(3).toString()});
    return list;
}

} // namespace adj
