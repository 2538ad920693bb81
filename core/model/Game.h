// The game model: areas, nations and the game at one moment (docs/rules.md §1).
#pragma once

#include "language/Language.h"
#include "schedule/Schedule.h"

#include <QByteArray>
#include <QHash>
#include <QJsonObject>
#include <QJsonValue>
#include <QList>
#include <QString>
#include <QStringList>
#include <optional>

namespace adj {

enum class AreaKind { Land, City, Sea };
enum class DefenceMode { Retreat, Defend, Ambush, Entrench }; // Entrench: Empires only (docs/rules.md §4)

QString kindName(AreaKind k);
std::optional<AreaKind> kindFromName(const QString &s);
QString modeName(DefenceMode m);
std::optional<DefenceMode> modeFromName(const QString &s);

// Terrains where armies entering by a move become sticky (docs/rules.md §2).
bool isDifficultTerrain(const QString &terrain);

struct Area {
    QString code;
    QString name;
    AreaKind kind = AreaKind::Land;
    QString terrain;     // land and city only
    QString hinterland;  // city only
    std::optional<double> x, y;
    QString owner;       // empty = neutral
    int population = 0;
    int popLimit = 0;
    int trade = 0;
    int forts = 0;
    int armies = 0;
    int ships = 0;       // sea only
    DefenceMode mode = DefenceMode::Retreat;
    QString modeTarget;  // empty = none

    bool isSea() const { return kind == AreaKind::Sea; }
    bool isCity() const { return kind == AreaKind::City; }
    bool isLand() const { return kind == AreaKind::Land; }
    bool isNeutral() const { return owner.isEmpty(); }
    bool operator==(const Area &) const = default;
};

struct Nation {
    QString code;
    QString name;
    QString player;
    QString email;
    QString people;
    QStringList traits;
    int bp = 0;
    int treasury = 0;
    int armyReserve = 0;
    int fleetReserve = 0;
    int vp = 0;

    bool hasTrait(const QString &t) const { return traits.contains(t); }
    bool operator==(const Nation &) const = default;
};

struct Game {
    QString format = QStringLiteral("adjutant-game");
    int version = 1;
    QString name;
    QString ruleset;
    int turn = 1;
    qint64 seed = 0;
    QJsonObject options;
    QStringList order;          // processing order of nation codes
    QList<Nation> nations;
    QList<Area> areas;
    QList<QPair<QString, QString>> borders;
    QJsonObject ap;             // the action-point game, when present
    QJsonObject extra;          // unknown top-level fields, kept as they were; `moderator`, `board`, `schedule`, `mailbox`
    QByteArray boardPicture;    // the bytes of the board's picture (model/Board.h), not in the JSON

    // Look-ups by code; -1 / nullptr when unknown.
    int areaIndex(const QString &code) const;
    int nationIndex(const QString &code) const;
    Area *area(const QString &code);
    const Area *area(const QString &code) const;
    Nation *nation(const QString &code);
    const Nation *nation(const QString &code) const;

    // Rebuilds the code indexes; call after adding or removing areas or nations.
    void reindex();

    bool operator==(const Game &o) const;

private:
    QHash<QString, int> m_areaIndex;
    QHash<QString, int> m_nationIndex;
    qsizetype m_indexedAreas = -1;
    qsizetype m_indexedNations = -1;
};

// The game's `moderator` (docs/formats.md: optional, {"name", "email"}, kept
// among the game's extra fields, checked when read): as written, each part
// empty when absent; set, an empty one removes the field.
struct Moderator {
    QString name, email;
    bool isEmpty() const { return name.isEmpty() && email.isEmpty(); }
    bool operator==(const Moderator &) const = default;
};
Moderator gameModeratorField(const Game &game);
QJsonObject moderatorJson(const Moderator &moderator);
void setGameModerator(Game &game, const Moderator &moderator);

// The game's `language` (docs/formats.md: optional, written only when set; kept
// among the game's extra fields as `moderator` is): "en" when absent.
QString gameLanguage(const Game &game);
// The game's `schedule` and `mailbox` (docs/formats.md: optional, written only
// when set; kept among the extra fields as `moderator` is, checked when read):
// nothing when absent.
std::optional<Schedule> gameSchedule(const Game &game);
std::optional<Mailbox> gameMailbox(const Game &game);
// Sets the schedule; nullopt removes the field.
void setGameSchedule(Game &game, const std::optional<Schedule> &schedule);
// Sets it; English removes the field, so an English game's file stays as it was.
void setGameLanguage(Game &game, const QString &code);
// The game's report language; English when its translation is not found.
Language languageOf(const Game &game);

} // namespace adj
