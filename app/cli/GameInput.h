// The game file every command reads, with its `ap` object, when it has one,
// checked as `adjutant-cli ap` checks it (docs/formats.md "The ap object of a game").
#pragma once

#include "ap/ApLedger.h"
#include "io/Problem.h"
#include "model/Game.h"

#include <QTextStream>

#include <memory>
#include <optional>

namespace adj {
class GameStore;
}

namespace adj::cli {

struct Io;

struct GameInput {
    Game game;
    ApState ap;          // empty when the game has no ap object
};

// Reads the game file at `path`. `problems` gets every error and warning of the
// game and of its ap object, each with the file, line and path. Nothing when
// there is an error.
std::optional<GameInput> readGameInput(const QString &path, Problems &problems);

// The command's GAME: a JSON game, or a game file's current game (`store`
// the file, opened to read, or to write for `writePurpose`); nothing after
// printing why (every problem of a JSON game, with its line).
std::optional<GameInput> readGameOrFile(const QString &path, std::unique_ptr<GameStore> &store, Io &io,
                                        const QString &writePurpose = {});

// Problems as the commands print them: one a line, with its file and line.
void printProblems(QTextStream &s, const Problems &problems);

} // namespace adj::cli
