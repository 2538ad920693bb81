#include "model/GameDiff.h"

#include "model/GameJson.h"

#include <QJsonArray>
#include <QSet>

namespace adj {

namespace {

using Fields = OrderedFields;

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

std::optional<QJsonValue> find(const Fields &fields, const QString &name)
{
    for (const auto &[n, v] : fields)
        if (n == name)
            return v;
    return std::nullopt;
}

// Fields in `after`'s order, then those only in `before`; a field missing on
// one side counts as null.
void compare(QList<Change> &out, Change::Target target, const QString &key, const Fields &before, const Fields &after)
{
    const QJsonValue null(QJsonValue::Null);
    for (const auto &[name, to] : after)
        if (const QJsonValue from = find(before, name).value_or(null); from != to)
            out.append({target, key, name, from, to});
    for (const auto &[name, from] : before)
        if (!find(after, name) && from != null)
            out.append({target, key, name, from, null});
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
    compareRecords(out, Change::Target::Area, before.areas, after.areas, areaJsonFields);
    compareRecords(out, Change::Target::Nation, before.nations, after.nations, nationJsonFields);
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
