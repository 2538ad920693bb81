// Land and sea battles (docs/rules.md §3 "Land battles", "Sea battles"; DA 8.4a).
#pragma once

#include "rules/Turn.h"

namespace adj {

// How a kind of battle is fought: its fraction f = 1/divisor and the rest.
// The one place these numbers are written (docs/rules.md §3, §4 ATTACK; DA 8.4a).
struct BattleKind {
    QLatin1StringView kind;     // move, probe, assault, attack, sea
    int divisor = 2;            // f = 1/divisor
    bool differenceTerm = true;
    bool repeatRounds = false;  // ASSAULT: until one side has no armies
    bool ambush = true;         // PROBE ignores ambushes
    bool stickySurvivors = false;
};

// The kind by its name in the step log; an unknown name fights with f = ⅓.
const BattleKind &battleKind(QStringView kind);

// The losses one side takes in a round: f·other, plus f·(other − own) for the
// weaker side (RC-ROUND: one floor over the sum, or a floor on each term),
// with every number of the arithmetic; `there`, `left` and `capped` are the
// caller's (countBattle). In 64-bit: an ambush multiplies a defence of up to
// 3,001,000 by up to 1,000.
Loss battleLoss(qint64 own, qint64 other, int divisor, bool differenceTerm, const QString &rounding);

// n armies of `attacker` in `from` attack `to` (not owned by the attacker).
// Records the battle and every change in the current step.
void fightLandBattle(Turn &t, Nation &attacker, Area &from, Area &to, int n, const BattleKind &how);

// `ships` ships carrying `armies` armies of `attacker` move from `from` into the
// sea area `to`, which holds another nation's ships.
void fightSeaBattle(Turn &t, Nation &attacker, Area &from, Area &to, int ships, int armies);

// The game between "before" and "after" a battle: each side's losses taken
// where it stood (the attacker in the area it came from, the defender in the
// area attacked), after a retreat the defenders made first.
Game withBattleLosses(Game before, const Battle &battle);

} // namespace adj
