#include "rules/Turn.h"

#include "model/GameJson.h"

#include <algorithm>

namespace adj {

Turn::Turn(Game &g, const Ruleset &r, const QJsonObject &gameOptions)
    : game(g), rules(r), options(r, gameOptions), m_start(g), m_graph(MapGraph::of(g)), graph(*m_graph)
{
}

QString Turn::ownerAtStart(const QString &area) const
{
    const Area *a = m_start.area(area);
    return a ? a->owner : QString();
}

Step &Turn::begin(Step step)
{
    step.index = steps.size() + 1;
    steps.append(std::move(step));
    return steps.last();
}

void Turn::record(Change::Target target, const QString &key, const QString &field, const QJsonValue &from, const QJsonValue &to)
{
    if (from == to)
        return;
    setFieldValue(game, target, key, field, to);
    current().changes.append({target, key, field, from, to});
}

void Turn::set(Area &a, const QString &field, const QJsonValue &value)
{
    QJsonValue to = value;
    if (to.isString() && to.toString().isEmpty())
        to = QJsonValue(QJsonValue::Null);
    if (to.isUndefined())
        to = QJsonValue(QJsonValue::Null);
    record(Change::Target::Area, a.code, field, fieldValue(game, Change::Target::Area, a.code, field), to);
}

namespace {

NumberRange nationRange(const QString &field)
{
    return field == u"bp" || field == u"treasury" ? kBpRange : kCountRange;
}

} // namespace

qint64 Turn::heldInRange(const QString &field, qint64 value, NumberRange range)
{
    const qint64 held = std::clamp(value, range.min, range.max);
    if (held != value)
        note(QStringLiteral("%1 held at %2 (a game holds %3), not %4")
                 .arg(field, groupedNumber(held), range.text(), groupedNumber(value)));
    return held;
}

void Turn::set(Nation &n, const QString &field, qint64 value)
{
    const int to = int(heldInRange(field, value, nationRange(field))); // within an int's range now
    record(Change::Target::Nation, n.code, field, fieldValue(game, Change::Target::Nation, n.code, field), to);
}

void Turn::add(Area &a, const QString &field, qint64 delta)
{
    const qint64 now = fieldValue(game, Change::Target::Area, a.code, field).toInteger();
    set(a, field, int(heldInRange(field, saturatingAdd(now, delta), kCountRange)));
}

void Turn::add(Nation &n, const QString &field, qint64 delta)
{
    set(n, field, saturatingAdd(fieldValue(game, Change::Target::Nation, n.code, field).toInteger(), delta));
}

void Turn::setGame(const QString &field, const QJsonValue &value)
{
    record(Change::Target::Game, QString(), field, fieldValue(game, Change::Target::Game, QString(), field), value);
}

void Turn::pay(Nation &n, int bp)
{
    add(n, QStringLiteral("bp"), -bp);
    current().cost += bp;
}

void Turn::fail(const QString &reason)
{
    Step &s = current();
    undoStep(game, s);
    s.changes.clear();
    s.cost = 0;
    s.battle.reset();
    s.notes.clear();
    s.outcome = QStringLiteral("failed");
    s.reason = reason;
}

void Turn::reduce(const QString &reason)
{
    current().outcome = QStringLiteral("reduced");
    current().reason = reason;
}

bool Turn::blockaded(const Area &city) const
{
    if (!city.isCity() || !rules.feature("blockade"))
        return false;
    const Area *h = game.area(city.hinterland);
    return h && !h->owner.isEmpty() && h->owner != city.owner
        && 2 * h->armies > city.population + city.armies;
}

bool Turn::isDifficult(const Area &a) const
{
    return !a.isSea() && rules.difficultTerrain.contains(a.terrain);
}

bool Turn::drown(Area &sea)
{
    if (!sea.isSea() || sea.armies <= sea.ships)
        return false;
    const int drowned = sea.armies - sea.ships;
    set(sea, QStringLiteral("armies"), sea.ships);
    note(coreCount(QT_TRANSLATE_N_NOOP("adj::Core", "%n army(s) drowned in %1"), drowned, sea.code).english());
    return true;
}

void Turn::drownTouchedSeas()
{
    QStringList touched;
    for (const Change &c : current().changes)
        if (c.target == Change::Target::Area && !touched.contains(c.key))
            touched.append(c.key);
    for (const QString &code : touched)
        if (Area *a = game.area(code))
            drown(*a);
}

} // namespace adj
