#include "GameDiff.h"

#include <QJsonArray>
#include <QSet>

namespace adj {

namespace {

using Fields = QList<QPair<QString, QJsonValue>>;

QJsonValue orNull(const QString &s)
{
    return s.isEmpty() ? QJsonValue(QJsonValue::Null) : QJsonValue(s);
}

QJsonValue orNull(const std::optional<double> &d)
{
    return d ? QJsonValue(*d) : QJsonValue(QJsonValue::Null);
}

// Every field of an area, named as in the game JSON (formats.md "Game file").
Fields areaFields(const Area &a)
{
    return {{QStringLiteral("name"), a.name},
            {QStringLiteral("kind"), kindName(a.kind)},
            {QStringLiteral("terrain"), orNull(a.terrain)},
            {QStringLiteral("hinterland"), orNull(a.hinterland)},
            {QStringLiteral("x"), orNull(a.x)},
            {QStringLiteral("y"), orNull(a.y)},
            {QStringLiteral("owner"), orNull(a.owner)},
            {QStringLiteral("population"), a.population},
            {QStringLiteral("popLimit"), a.popLimit},
            {QStringLiteral("trade"), a.trade},
            {QStringLiteral("forts"), a.forts},
            {QStringLiteral("armies"), a.armies},
            {QStringLiteral("ships"), a.ships},
            {QStringLiteral("mode"), modeName(a.mode)},
            {QStringLiteral("modeTarget"), orNull(a.modeTarget)}};
}

Fields nationFields(const Nation &n)
{
    return {{QStringLiteral("name"), n.name},
            {QStringLiteral("player"), n.player},
            {QStringLiteral("email"), n.email},
            {QStringLiteral("people"), n.people},
            {QStringLiteral("traits"), QJsonArray::fromStringList(n.traits)},
            {QStringLiteral("bp"), n.bp},
            {QStringLiteral("treasury"), n.treasury},
            {QStringLiteral("armyReserve"), n.armyReserve},
            {QStringLiteral("fleetReserve"), n.fleetReserve},
            {QStringLiteral("vp"), n.vp}};
}

Fields gameFields(const Game &g)
{
    return {{QStringLiteral("name"), g.name},
            {QStringLiteral("ruleset"), g.ruleset},
            {QStringLiteral("turn"), g.turn},
            {QStringLiteral("seed"), double(g.seed)},
            {QStringLiteral("options"), g.options},
            {QStringLiteral("order"), QJsonArray::fromStringList(g.order)},
            {QStringLiteral("ap"), g.ap},
            {QStringLiteral("extra"), g.extra}};
}

void compare(QList<Change> &out, Change::Target target, const QString &key, const Fields &before, const Fields &after)
{
    for (int i = 0; i < before.size(); ++i)
        if (before[i].second != after[i].second)
            out.append({target, key, before[i].first, before[i].second, after[i].second});
}

// Records present in `after` in its order, then those only in `before`.
template <typename T, typename FieldsOf>
void compareRecords(QList<Change> &out, Change::Target target, const QList<T> &before, const QList<T> &after,
                    FieldsOf fieldsOf)
{
    QHash<QString, const T *> old;
    for (const T &r : before)
        old.insert(r.code, &r);
    QSet<QString> seen;
    for (const T &r : after) {
        seen.insert(r.code);
        if (const T *b = old.value(r.code))
            compare(out, target, r.code, fieldsOf(*b), fieldsOf(r));
        else
            out.append({target, r.code, QStringLiteral("exists"), false, true});
    }
    for (const T &r : before)
        if (!seen.contains(r.code))
            out.append({target, r.code, QStringLiteral("exists"), true, false});
}

QSet<QString> borderKeys(const Game &g, QStringList &ordered)
{
    QSet<QString> keys;
    for (const auto &[a, b] : g.borders) {
        const QString key = a < b ? a + u'-' + b : b + u'-' + a;
        if (!keys.contains(key))
            ordered.append(key);
        keys.insert(key);
    }
    return keys;
}

} // namespace

QList<Change> diffGames(const Game &before, const Game &after)
{
    QList<Change> out;
    compareRecords(out, Change::Target::Area, before.areas, after.areas, areaFields);
    compareRecords(out, Change::Target::Nation, before.nations, after.nations, nationFields);
    compare(out, Change::Target::Game, QString(), gameFields(before), gameFields(after));
    QStringList beforeOrder, afterOrder;
    const QSet<QString> was = borderKeys(before, beforeOrder), is = borderKeys(after, afterOrder);
    for (const QString &key : afterOrder)
        if (!was.contains(key))
            out.append({Change::Target::Game, key, QStringLiteral("border"), false, true});
    for (const QString &key : beforeOrder)
        if (!is.contains(key))
            out.append({Change::Target::Game, key, QStringLiteral("border"), true, false});
    return out;
}

} // namespace adj
