#include "model/Change.h"
#include "model/GameSettings.h"

#include <QJsonArray>

namespace adj {

namespace {

// Integer fields of an area and a nation, by their JSON names.
int *areaInt(Area &a, const QString &field)
{
    if (field == u"armies") return &a.armies;
    if (field == u"ships") return &a.ships;
    if (field == u"population") return &a.population;
    if (field == u"popLimit") return &a.popLimit;
    if (field == u"forts") return &a.forts;
    if (field == u"trade") return &a.trade;
    return nullptr;
}

int *nationInt(Nation &n, const QString &field)
{
    if (field == u"bp") return &n.bp;
    if (field == u"treasury") return &n.treasury;
    if (field == u"armyReserve") return &n.armyReserve;
    if (field == u"fleetReserve") return &n.fleetReserve;
    if (field == u"vp") return &n.vp;
    return nullptr;
}

// What the moderator edits in the Nations table besides the numbers.
QString *nationText(Nation &n, const QString &field)
{
    if (field == u"name") return &n.name;
    if (field == u"player") return &n.player;
    if (field == u"email") return &n.email;
    if (field == u"people") return &n.people;
    return nullptr;
}

} // namespace

bool isGameSettingsField(const QString &field)
{
    return field == u"moderator" || field == u"schedule" || field == u"mailbox";
}

QJsonValue fieldValue(const Game &game, Change::Target target, const QString &key, const QString &field)
{
    Game &g = const_cast<Game &>(game); // read only; the accessors are shared with the setter
    switch (target) {
    case Change::Target::Area: {
        Area *a = g.area(key);
        if (!a) return {};
        if (int *v = areaInt(*a, field)) return *v;
        if (field == u"owner") return jsonOrNull(a->owner);
        if (field == u"mode") return modeName(a->mode);
        if (field == u"modeTarget") return jsonOrNull(a->modeTarget);
        return {};
    }
    case Change::Target::Nation: {
        Nation *n = g.nation(key);
        if (!n) return {};
        if (int *v = nationInt(*n, field)) return *v;
        if (QString *v = nationText(*n, field)) return *v;
        if (field == u"traits") return QJsonArray::fromStringList(n->traits);
        return {};
    }
    case Change::Target::Game:
        if (field == u"turn") return game.turn;
        if (field == u"order") return QJsonArray::fromStringList(game.order);
        if (field == u"ap") return game.ap;  // the action-point game, whole (its edits: ap/ApPlayerEdits.h)
        if (field == u"language") return gameLanguage(game);  // the report language
        if (isGameSettingsField(field)) return game.extra.value(field);  // undefined when absent
        return {};
    }
    return {};
}

void setFieldValue(Game &game, Change::Target target, const QString &key, const QString &field, const QJsonValue &value)
{
    switch (target) {
    case Change::Target::Area: {
        Area *a = game.area(key);
        if (!a) return;
        if (int *v = areaInt(*a, field)) *v = value.toInt();
        else if (field == u"owner") a->owner = value.toString();
        else if (field == u"mode") a->mode = modeFromName(value.toString()).value_or(DefenceMode::Retreat);
        else if (field == u"modeTarget") a->modeTarget = value.toString();
        return;
    }
    case Change::Target::Nation: {
        Nation *n = game.nation(key);
        if (!n) return;
        if (int *v = nationInt(*n, field)) *v = value.toInt();
        else if (QString *v = nationText(*n, field)) *v = value.toString();
        else if (field == u"traits") {
            n->traits.clear();
            for (const QJsonValue &v : value.toArray())
                n->traits.append(v.toString());
        }
        return;
    }
    case Change::Target::Game:
        if (field == u"turn") game.turn = value.toInt();
        else if (field == u"order") {
            game.order.clear();
            for (const QJsonValue &v : value.toArray())
                game.order.append(v.toString());
        } else if (field == u"ap")
            game.ap = value.toObject();
        else if (field == u"language")
            setGameLanguage(game, value.toString());
        else if (isGameSettingsField(field) && (value.isUndefined() || value.isNull()))
            game.extra.remove(field);
        else if (isGameSettingsField(field))
            game.extra.insert(field, value);
        return;
    }
}

} // namespace adj
