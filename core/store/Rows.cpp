#include "store/Rows.h"

#include "model/Board.h"
#include "model/GameJson.h"
#include "store/Sql.h"

#include <QJsonDocument>

namespace adj::store {

bool sameMap(const Game &a, const Game &b)
{
    if (a.areas.size() != b.areas.size() || a.borders != b.borders)
        return false;
    for (int i = 0; i < a.areas.size(); ++i) {
        const Area &x = a.areas[i], &y = b.areas[i];
        if (x.code != y.code || x.name != y.name || x.kind != y.kind || x.terrain != y.terrain
            || x.hinterland != y.hinterland || x.x != y.x || x.y != y.y)
            return false;
    }
    return true;
}

bool writeMap(const QSqlDatabase &db, const Game &g, QString &error)
{
    if (!run(db, QStringLiteral("DELETE FROM areas"), error) || !run(db, QStringLiteral("DELETE FROM borders"), error))
        return false;
    QSqlQuery area(db);
    if (!prepare(area, QStringLiteral("INSERT INTO areas (position, code, name, kind, terrain, hinterland, x, y) "
                                      "VALUES (?, ?, ?, ?, ?, ?, ?, ?)"), error))
        return false;
    for (int i = 0; i < g.areas.size(); ++i) {
        const Area &a = g.areas[i];
        if (!exec(area, {i, a.code, a.name, kindName(a.kind), orNull(a.terrain), orNull(a.hinterland),
                         a.x ? QVariant(*a.x) : QVariant(), a.y ? QVariant(*a.y) : QVariant()}, error))
            return false;
    }
    QSqlQuery border(db);
    if (!prepare(border, QStringLiteral("INSERT INTO borders (position, a, b) VALUES (?, ?, ?)"), error))
        return false;
    for (int i = 0; i < g.borders.size(); ++i)
        if (!exec(border, {i, g.borders[i].first, g.borders[i].second}, error))
            return false;
    return true;
}

bool writeMeta(const QSqlDatabase &db, const QList<QPair<QString, QString>> &rows, QString &error)
{
    QSqlQuery q(db);
    if (!prepare(q, QStringLiteral("INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)"), error))
        return false;
    for (const auto &[key, value] : rows)
        if (!exec(q, {key, notNull(value)}, error)) // a game without a name has "" there
            return false;
    return true;
}

QList<QPair<QString, QString>> gameMeta(const Game &g)
{
    return {{QStringLiteral("name"), g.name},
            {QStringLiteral("ruleset"), g.ruleset},
            {QStringLiteral("options"), jsonText(g.options)}};
}

bool writeOrders(const QSqlDatabase &db, int turn, const QList<Order> &orders, QString &error)
{
    QSqlQuery q(db);
    if (!prepare(q, QStringLiteral("INSERT INTO orders (turn, position, nation, slot, word, action, field1, field2, "
                                   "number, normalised, raw, file, line, error) "
                                   "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"), error))
        return false;
    for (int i = 0; i < orders.size(); ++i) {
        const Order &o = orders[i];
        if (!exec(q, {turn, i, notNull(o.nation), o.slot, notNull(o.word), notNull(o.action), notNull(o.field1),
                      notNull(o.field2), o.number.text(), o.normalised(), notNull(o.raw), notNull(o.file), o.line,
                      notNull(o.error)}, error))
            return false;
    }
    return true;
}

bool writeSteps(const QSqlDatabase &db, int turn, const QList<Step> &steps, QString &error)
{
    QSqlQuery q(db);
    if (!prepare(q, QStringLiteral("INSERT INTO steps (turn, position, file, step) VALUES (?, ?, ?, ?)"), error))
        return false;
    // stepToJson as compact JSON: a quarter of the time of the ordered line.
    for (int i = 0; i < steps.size(); ++i)
        if (!exec(q, {turn, i, notNull(steps[i].file),
                      QString::fromUtf8(QJsonDocument(stepToJson(steps[i])).toJson(QJsonDocument::Compact))}, error))
            return false;
    return true;
}

bool writeReports(const QSqlDatabase &db, int turn, const QMap<QString, QString> &reports, QString &error)
{
    for (auto it = reports.cbegin(); it != reports.cend(); ++it)
        if (!run(db, QStringLiteral("INSERT INTO reports (turn, nation, text) VALUES (?, ?, ?)"), error,
                 {turn, it.key(), it.value()}))
            return false;
    return true;
}

bool writeTexts(const QSqlDatabase &db, int turn, const TurnTexts &texts, QString &error)
{
    if (!run(db, QStringLiteral("DELETE FROM texts WHERE turn = ? AND discarded = 0"), error, {turn}))
        return false;
    for (const auto &[kind, text] : {std::pair{QStringLiteral("orders"), texts.orders},
                                     std::pair{QStringLiteral("ap"), texts.apSpends}})
        if (!text.isEmpty()
            && !run(db, QStringLiteral("INSERT INTO texts (turn, kind, text, saved_at) VALUES (?, ?, ?, ?)"), error,
                    {turn, kind, text, now()}))
            return false;
    return true;
}

NumberField numberFromText(const QString &text)
{
    NumberField n;
    if (text == u"ALL") {
        n.kind = NumberField::All;
    } else if (text.startsWith(u"AB-")) {
        n.kind = NumberField::AllBut;
        n.value = text.mid(3).toInt();
    } else if (text != u"-") {
        n.kind = NumberField::Value;
        n.value = text.toInt();
    }
    return n;
}

bool writePicture(const QSqlDatabase &db, const Game &g, QString &error)
{
    const std::optional<Board> board = boardOf(g);
    if (!board || g.boardPicture.isEmpty())
        return true;
    return run(db, QStringLiteral("INSERT OR REPLACE INTO pictures (name, data) VALUES (?, ?)"), error,
               {board->image, g.boardPicture});
}

bool readPicture(const QSqlDatabase &db, Game &g, QString &error)
{
    const std::optional<Board> board = boardOf(g);
    if (!board)
        return true;
    const auto data = scalar(db, QStringLiteral("SELECT data FROM pictures WHERE name = ?"), error, {board->image});
    if (!data)
        return false;
    g.boardPicture = data->toByteArray();
    return true;
}

QString invalidGame(const QString &path, const QString &what, const Game &game)
{
    const Problems problems = validateGame(game);
    if (!hasErrors(problems))
        return {};
    return QStringLiteral("%1: %2: not saved, the game is not valid:\n%3").arg(path, what, problemsText(problems));
}

QString gameText(const Game &g)
{
    return QString::fromUtf8(writeGameJson(g));
}

TurnEntry::State stateFromName(const QString &s)
{
    if (s == u"draft") return TurnEntry::State::Draft;
    if (s == u"resolved") return TurnEntry::State::Resolved;
    return TurnEntry::State::Open;
}

} // namespace adj::store
