// Publishing a turn into the game file: the turn resolved here goes into the
// history (its game as resolved, its orders text and orders, its steps, each
// nation's report as the players receive it) and the next turn becomes the
// file's current game. The window's Save and Save As and `adjutant-cli
// accept` write a game file by this code alone, so the same turn gives the
// same rows.
#pragma once

#include "store/GameStore.h"
#include "turn/TurnRecord.h"

#include <optional>

namespace adj {

// What a save writes: the game now, the texts entered for its turn, and the
// turn it was accepted from when that turn was resolved here.
struct TurnSave {
    Game game;
    TurnTexts texts;
    std::optional<TurnRecord> accepted;
};

// The game into a store: its current turn saved, or, when the game is the
// file's next turn, the accepted turn published first. Returns an error
// naming the file, or "".
QString writeInto(GameStore &store, const TurnSave &save);

// The game file at `target` written whole: a copy of the game file `from`
// (its history comes along; empty: a new file) written into beside it and
// put in place at the end, so a failure leaves no half file and the file
// that was there. Then checked and read for use into `prepared` when given.
QString writeInPlace(const QString &target, const QString &from, const TurnSave &save,
                     std::optional<GameStore::Prepared> *prepared = nullptr);

} // namespace adj
