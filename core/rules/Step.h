// The step log: what each action or end-of-turn step did, as changes that can
// be applied and undone (formats.md "Step log"). Reports, the event file and
// the replay all read these records.
#pragma once

#include "model/Change.h"

#include <QJsonObject>
#include <QJsonValue>
#include <optional>

namespace adj {

// How one side's loss in a round fell: armies first, then ships.
struct Lost {
    int armies = 0, ships = 0;
    bool operator==(const Lost &) const = default;
};

// One round of a battle (formats.md "Battle details").
struct Round {
    int a = 0, d = 0;                      // strengths; d is the defence itself, an ambush shows in aLossExact
    int aLoss = 0, dLoss = 0;              // the losses taken, never more than was there
    Lost aLost, dLost;
    bool operator==(const Round &) const = default;
};

struct Battle {
    QString kind;       // move, probe, assault, attack, sea
    QString attacker;
    QString defender;   // empty = neutral
    QString from, to;
    QList<Round> rounds;
    bool won = false;
    // The arithmetic behind the rounds, for reports and the replay.
    int attackers = 0;        // armies sent
    int seaborneShips = 0;    // ships counted with a seaborne attack
    int defendingArmies = 0;  // after a retreat
    int defendingShips = 0;   // sea battles
    int population = 0, forts = 0, cityBonus = 0;
    int ambushFactor = 0;     // 0 when no ambush
    QString retreatedTo;      // set when the defenders retreated first
    int retreated = 0;
    QString endedBy;          // "wiped out", "stalled", "gave up", ...
    int divisor = 2;          // the battle's fraction f = 1/divisor
    bool differenceTerm = true; // the weaker side also loses f·(other − own)
    QStringList rules;        // rule references and RC- ids that decided the battle
    QJsonObject options;      // those rule choices with their values
    bool operator==(const Battle &) const = default;
};

// A round's losses by the formula, before rounding (RC-ROUND) and capping at
// what is there: `aLossExact` and `dLossExact` of formats.md "Battle details".
double exactAttackerLoss(const Battle &b, const Round &r);
double exactDefenderLoss(const Battle &b, const Round &r);

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
// One line of EVENTS.jsonl: the step's JSON with its keys in the order of formats.md.
QByteArray stepToJsonLine(const Step &step);
QJsonObject battleToJson(const Battle &battle);
std::optional<Step> stepFromJson(const QJsonObject &o);

} // namespace adj
