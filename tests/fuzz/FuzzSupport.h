// What the libFuzzer targets share (docs/fuzzing.md): a Qt application for
// the SQL driver, and the shipped games they run against.
#pragma once

#include "model/GameJson.h"

#include <QCoreApplication>
#include <cstdio>
#include <cstdlib>

namespace adj::fuzz {

// A game the targets run against: reading it must work.
inline Game shippedGame(const char *name)
{
    GameRead read = readGameFile(QStringLiteral(ADJ_GAMES_DIR "/") + QLatin1String(name));
    if (!read.game) {
        std::fprintf(stderr, "cannot read the shipped game %s\n", name);
        std::abort();
    }
    return *read.game;
}

// A broken promise the sanitizers cannot see: stops the run with its input.
inline void require(bool holds, const char *what)
{
    if (!holds) {
        std::fprintf(stderr, "broken: %s\n", what);
        std::abort();
    }
}

} // namespace adj::fuzz

// Each target is one file including this header once. Qt needs an application
// object for its plugins (the SQLite driver).
extern "C" int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    static QCoreApplication app(*argc, *argv);
    return 0;
}
