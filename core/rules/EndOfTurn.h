// The end of a turn, in the order of docs/rules.md §2.5, and income (§5).
#pragma once

#include "rules/Turn.h"

namespace adj {

void leftoverPhase(Turn &t);      // RC-LEFTOVER; Empires action 17
void drowningPhase(Turn &t);
void dispersalPhase(Turn &t);     // RC-DISPERSE
void popLimitPhase(Turn &t);
void nextTurnPhase(Turn &t);      // processing order from ORDER bids, turn + 1
void tradePhase(Turn &t);         // DA trade into the treasuries
void incomePhase(Turn &t);        // income, RC-MAINT; a negative balance from the treasury

} // namespace adj
