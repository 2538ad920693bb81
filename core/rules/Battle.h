// Land and sea battles (rules.md §3 "Land battles", "Sea battles"; seed 002 8.4a).
#pragma once

#include "rules/Turn.h"

namespace adj {

// The losses one side takes in a round: f·other, plus f·(other − own) for the
// weaker side (RC-ROUND: one floor over the sum, or a floor on each term).
// f = 1/divisor.
qint64 battleLoss(qint64 own, qint64 other, int divisor, bool differenceTerm, const QString &rounding);
// The same loss before rounding: f·other + (own weaker ? f·(other − own) : 0).
double exactBattleLoss(qint64 own, qint64 other, int divisor, bool differenceTerm);

// How a kind of land attack is fought.
struct LandAttack {
    QString kind;               // move, probe, assault, attack
    int divisor = 2;            // f = 1/divisor
    bool differenceTerm = true;
    bool repeatRounds = false;  // ASSAULT: until one side has no armies
    bool ambush = true;         // PROBE ignores ambushes
    bool stickySurvivors = false;
};

// n armies of `attacker` in `from` attack `to` (not owned by the attacker).
// Records the battle and every change in the current step.
void fightLandBattle(Turn &t, Nation &attacker, Area &from, Area &to, int n, const LandAttack &how);

// `ships` ships carrying `armies` armies of `attacker` move from `from` into the
// sea area `to`, which holds another nation's ships.
void fightSeaBattle(Turn &t, Nation &attacker, Area &from, Area &to, int ships, int armies);

} // namespace adj
