// Editing the players of a game's `ap` object (docs/rules.md §6): a
// player added, removed or one of its fields changed, as the raw object after
// the edit, and what the game file would refuse of it (readApState, the
// reader every use of the object goes through). The round, the accounts and
// the moderator are kept as they were, except where a player's name is used.
#pragma once

#include "ap/ApLedger.h"

#include <QJsonObject>
#include <QJsonValue>
#include <QString>
#include <QStringList>

namespace adj {

// The fields of a player in the file (docs/formats.md "The ap object of a game"):
// name, diplomacy, combat, intrigue, free, money, embargoed, email.
const QStringList &apPlayerFields();

// `ap` with `field` of player `index` set to `value`. A new name carries the
// player's numbered accounts with it (their `owner`); an empty e-mail drops
// the field, which is optional.
QJsonObject withApPlayerField(const QJsonObject &ap, int index, const QString &field, const QJsonValue &value);
// `ap` with `player` added last.
QJsonObject withApPlayer(const QJsonObject &ap, const ApPlayer &player);
// `ap` without player `index` and the numbered accounts it owned.
QJsonObject withoutApPlayer(const QJsonObject &ap, int index);

// The first error readApState finds in `edited` that it does not find in
// `ap`, as "field: message" (`ap.players[1].combat: …`) in the user's
// language, or "".
QString apEditRefusal(const QJsonObject &ap, const QJsonObject &edited);

} // namespace adj
