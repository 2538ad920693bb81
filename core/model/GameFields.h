// What a nation and an area hold in the game JSON (docs/formats.md "Game file"),
// read field by field through `Fields`: JsonFields over Qt's JSON, which
// reports every problem at its path, or the clean reader's fields over
// simdjson (GameJsonClean.cpp), which gives up at the first one.
// One definition, so that the two readers cannot drift apart.
#pragma once

#include "io/CoreText.h"
#include "model/Game.h"
#include "model/GameJson.h"

#include <QJsonValue>

namespace adj {

// The newest `version` of the game JSON this program reads and writes.
inline constexpr int kGameFormatVersion = 1;

template <class Fields>
Nation readNationFields(const Fields &f)
{
    Nation n;
    n.code = f.string(QStringLiteral("code"), true);
    n.name = f.string(QStringLiteral("name"));
    n.player = f.string(QStringLiteral("player"));
    n.email = f.string(QStringLiteral("email"));
    n.people = f.string(QStringLiteral("people"));
    n.traits = f.strings(QStringLiteral("traits"));
    n.bp = f.count(QStringLiteral("bp"), kBpRange);
    n.treasury = f.count(QStringLiteral("treasury"), kBpRange);
    n.armyReserve = f.count(QStringLiteral("armyReserve"), kCountRange);
    n.fleetReserve = f.count(QStringLiteral("fleetReserve"), kCountRange);
    n.vp = f.count(QStringLiteral("vp"), kCountRange);
    return n;
}

// An area's unknown fields are ignored, as they always were.
template <class Fields>
Area readAreaFields(const Fields &f)
{
    Area a;
    a.code = f.string(QStringLiteral("code"), true);
    a.name = f.string(QStringLiteral("name"));
    const QString kind = f.string(QStringLiteral("kind"), true);
    if (const auto k = kindFromName(kind))
        a.kind = *k;
    else if (f.isString(QStringLiteral("kind")))
        f.error(QStringLiteral("kind"),
                coreText(QT_TRANSLATE_NOOP("adj::Core", "unknown kind \"%1\" (land, city or sea)"), kind));
    const bool sea = a.kind == AreaKind::Sea;
    a.terrain = f.string(QStringLiteral("terrain"), !sea);
    a.hinterland = f.optionalString(QStringLiteral("hinterland"));
    a.x = f.number(QStringLiteral("x"));
    a.y = f.number(QStringLiteral("y"));
    a.owner = f.optionalString(QStringLiteral("owner"));
    a.population = f.count(QStringLiteral("population"), kCountRange);
    a.popLimit = f.count(QStringLiteral("popLimit"), kCountRange, !sea);
    a.trade = f.count(QStringLiteral("trade"), kCountRange);
    a.forts = f.count(QStringLiteral("forts"), kCountRange);
    a.armies = f.count(QStringLiteral("armies"), kCountRange);
    a.ships = f.count(QStringLiteral("ships"), kCountRange);
    const QString mode = f.optionalString(QStringLiteral("mode"));
    if (!mode.isEmpty()) {
        if (const auto m = modeFromName(mode))
            a.mode = *m;
        else
            f.error(QStringLiteral("mode"),
                    coreText(QT_TRANSLATE_NOOP("adj::Core", "unknown mode \"%1\" (defend, retreat, ambush or entrench)"), mode));
    }
    a.modeTarget = f.optionalString(QStringLiteral("modeTarget"));
    return a;
}

// The top-level fields the game JSON defines; any other is kept in `extra`.
const QStringList &gameTopLevelFields();
// A top-level field not among them: kept in g.extra, and checked when it is
// one docs/formats.md knows (`moderator`, `language`, `board`, `schedule`,
// `mailbox`: schedule/Schedule.h reads the last two); any other is a
// warning.
void readExtraField(Game &g, const QString &key, const QJsonValue &value, Problems &problems);

} // namespace adj
