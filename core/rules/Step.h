// The step log: what each action or end-of-turn step did, as changes that can
// be applied and undone (docs/formats.md "Step log"). Reports, the event file and
// the replay all read these records.
#pragma once

#include "model/Change.h"

#include <QJsonObject>
#include <QJsonValue>
#include <optional>

namespace adj {

// Armies and ships: what a side has, or how its loss fell (armies first, then ships).
struct Units {
    int armies = 0, ships = 0;
    int total() const { return armies + ships; }
    bool operator==(const Units &) const = default;
};
using Lost = Units;

// One side's loss in one round, every number of its arithmetic (docs/rules.md §3):
// f·other, plus f·(other − own) when the side is the weaker (the difference
// term), rounded (RC-ROUND), capped at what the side has. f = 1/divisor.
struct Loss {
    // Where the rounding changed the number: not at all, one floor over the
    // sum, or a floor on each term (RC-ROUND floorEach).
    enum class Rounded { No, Sum, EachTerm };
    qint64 own = 0;           // the side's strength
    qint64 other = 0;         // the strength it faces; for an ambushed attacker the defence × ambushFactor
    qint64 difference = 0;    // other − own where the difference term applies and the side is weaker, else 0
    double exact = 0;         // f·(other + difference): aLossExact / dLossExact of the step log
    qint64 exactWhole = 0;    // exact = exactWhole + exactRest/divisor
    qint64 exactRest = 0;
    qint64 otherTerm = 0;     // f·other rounded down (floorEach)
    qint64 differenceTerm = 0; // f·difference rounded down (floorEach)
    qint64 rounded = 0;       // the loss after RC-ROUND, before the cap
    Rounded rounding = Rounded::No;
    bool capped = false;      // rounded is more than the side has
    Units there;              // what the side has when the round begins
    Units left;               // what it has after the round
    bool operator==(const Loss &) const = default;
};

// One round of a battle (docs/formats.md "Battle details").
struct Round {
    int a = 0, d = 0;                      // strengths; d is the defence itself, an ambush shows in aLossExact
    int aLoss = 0, dLoss = 0;              // the losses taken, never more than was there
    Lost aLost, dLost;
    Loss attacker, defender;               // the arithmetic of each side's loss (countBattle)
    bool operator==(const Round &) const = default;
};

struct Battle {
    QString kind;       // move, probe, assault, attack, sea
    QString attacker;
    QString defender;   // empty = neutral
    QString from, to;
    QList<Round> rounds;
    bool won = false;
    // What the step log keeps of each side, the ending and the rules.
    int attackers = 0;        // armies sent
    int seaborneShips = 0;    // ships counted with a seaborne attack
    int defendingArmies = 0;  // after a retreat
    int defendingShips = 0;   // sea battles
    int population = 0, forts = 0, cityBonus = 0;
    int ambushFactor = 0;     // 0 when no ambush
    QString retreatedTo;      // set when the defenders retreated first
    int retreated = 0;
    QString endedBy;          // "wiped out", "stalled", "gave up", ...
    QStringList rules;        // rule references and RC- ids that decided the battle
    QJsonObject options;      // those rule choices with their values

    // Counted from the above by countBattle where the battle is fought and
    // where it is read back from the step log; reports and the replay show
    // these numbers and count nothing themselves.
    int divisor = 2;            // the battle's fraction f = 1/divisor (battleKind)
    bool differenceTerm = true; // the weaker side also loses f·(other − own)
    bool stickySurvivors = false; // the survivors make their area sticky (PROBE, ASSAULT)
    bool attackerHasShips = false; // a fleet or a seaborne attack: losses fall on armies, then ships
    bool defenderHasShips = false; // a fleet
    int attackStrength = 0;     // A at the start: armies and ships
    int defenceStrength = 0;    // D at the start: armies and ships at sea; armies, population, forts, city bonus on land
    int defendersBefore = 0;    // defending armies before a retreat
    Units attackerLost, defenderLost; // over every round
    Units attackerLeft, defenderLeft; // after the last round (before a ship goes ashore, DA 8.5)
    bool operator==(const Battle &) const = default;
};

// Fills a battle's counted numbers (the second half of Battle) from what the
// step log keeps: each round's loss by the formula, what each side had and
// has left, the strengths and the totals (core/rules/Battle.cpp).
void countBattle(Battle &battle);

struct Step {
    int index = 0;              // 1-based, in processing order
    std::optional<int> slot;    // none for end-of-turn steps and orders without a slot
    QString phase;              // end-of-turn steps: leftover, drowning, dispersal, poplimit, income, trade
    QString nation;
    QString order;              // the normalised order, empty for end-of-turn steps
    QString raw;                // the line as received
    QString file;
    int line = 0;
    QString outcome = QStringLiteral("done");  // done, reduced, failed
    QString reason;
    int cost = 0;
    QList<Change> changes;
    std::optional<Battle> battle;
    QStringList notes;          // things that happened besides the action (drownings, captures)
    bool operator==(const Step &) const = default;
};

void applyStep(Game &game, const Step &step);
void undoStep(Game &game, const Step &step);

QJsonObject stepToJson(const Step &step);
// One line of EVENTS.jsonl: the step's JSON with its keys in the order of docs/formats.md.
QByteArray stepToJsonLine(const Step &step);
QJsonObject battleToJson(const Battle &battle);
std::optional<Step> stepFromJson(const QJsonObject &o);

} // namespace adj
