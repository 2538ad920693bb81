// What the libFuzzer targets share (docs/fuzzing.md): a Qt application for
// the SQL driver, and the shipped games they run against.
#pragma once

#include "model/GameJson.h"

#include <QCoreApplication>
#include <QFile>
#include <QTemporaryDir>
#include <cstdint>
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

// The input written to `name` in a folder of the run's own, for the targets
// that read files (the game file opener, the mail reader); returns its path.
inline QString inputFile(const char *name, const uint8_t *data, size_t size)
{
    static QTemporaryDir dir;
    const QString path = dir.filePath(QLatin1String(name));
    QFile f(path);
    require(f.open(QIODevice::WriteOnly) && f.write(reinterpret_cast<const char *>(data), qint64(size)) == qint64(size),
            "the input is written to a file");
    return path;
}

} // namespace adj::fuzz

// Each target is one file including this header once. Qt needs an application
// object for its plugins (the SQLite driver).
extern "C" int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    static QCoreApplication app(*argc, *argv);
    return 0;
}
