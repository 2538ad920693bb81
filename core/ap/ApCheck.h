// A round of AP spends checked against the game, once (docs/formats.md "AP
// spends", docs/rules.md §6): the spends parsed, their ROUND held against
// the game's ap.round, the round resolved with every spend's outcome, and the
// problems by line. The twin of the checked orders: what `adjutant-cli ap`
// and the window's AP ledger both call.
#pragma once

#include "ap/ApLedger.h"
#include "ap/ApSpends.h"

namespace adj {

struct Game;

struct CheckedApRound {
    bool blank = true;     // no spends given
    ApSpendsFile spends;
    Problems input;        // the spends' input errors (ROUND against ap.round too): the round cannot be applied
    ApRound round;         // resolved from the spends as they are
    bool canApply() const { return !blank && input.isEmpty(); }
    // The input errors and every spend rejected for a reason of its own line
    // (it cannot be read, or names no player of the game), in `lang`, by line.
    Problems lines(Lang lang = Lang::English) const;
};

// The spends `text` (named `name` in problems) of the round against `state`,
// the game's AP state read from `game` (named `gameName`: its ap.round).
CheckedApRound checkApRound(const Game &game, const ApState &state, const QString &text, const QString &name,
                            const QString &gameName);

// `game` with the round applied: its ap object at the next round (money
// moved, accounts opened), every other field as it was.
Game withApRoundApplied(const Game &game, const ApRound &round);

} // namespace adj
