// A change to one field of the game, and reading and writing single fields by
// their JSON names: what a step records (docs/rules.md, docs/formats.md "Step log") and
// what compares two moments of a game (GameDiff).
#pragma once

#include "model/Game.h"

#include <QJsonValue>

namespace adj {

// One field of one area, nation or of the game, from one value to another.
struct Change {
    enum class Target { Area, Nation, Game };
    Target target = Target::Area;
    QString key;     // area or nation code; empty for the game
    QString field;   // armies, owner, bp, turn, order, ...
    QJsonValue from, to;
    bool operator==(const Change &) const = default;
};

// Reading and writing single fields by name, shared by the resolver (which
// records changes) and the replay (which applies and undoes them).
QJsonValue fieldValue(const Game &game, Change::Target target, const QString &key, const QString &field);
void setFieldValue(Game &game, Change::Target target, const QString &key, const QString &field, const QJsonValue &value);

// A code field's JSON: null when empty (an area without owner).
inline QJsonValue jsonOrNull(const QString &s)
{
    return s.isEmpty() ? QJsonValue(QJsonValue::Null) : QJsonValue(s);
}

} // namespace adj
