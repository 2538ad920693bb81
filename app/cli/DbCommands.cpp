// import-db and export-db: between the SQLite game file and JSON (docs/formats.md
// "Command line"). The game file is the working store; JSON is one moment.
// check-db: the whole-file check on request.
#include "Cli.h"
#include "GameInput.h"

#include "io/SafeFile.h"
#include "model/Board.h"
#include "model/GameJson.h"
#include "store/GameStore.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryFile>
#include <cstdio>

namespace adj::cli {

namespace {

// One input, `-o` naming another file.
bool onlyOutputOption(const Args &args, Io &io)
{
    return args.positional.size() == 1 && args.has(QStringLiteral("-o")) && args.options.size() == 1
        && !outputsOverlap(args.positional, {args.value(QStringLiteral("-o"))}, io);
}

// The game file opened read-only and checked whole; nullptr when
// it cannot be used, with every finding printed.
std::unique_ptr<GameStore> openChecked(const QString &input, Io &io)
{
    QString error;
    std::unique_ptr<GameStore> store = GameStore::open(input, &error, GameStore::Mode::ReadOnly);
    if (store)
        error = store->checkWholeFile();
    if (error.isEmpty())
        return store;
    io.err << error << '\n';
    return nullptr;
}

} // namespace

// The current turn of a game file, as JSON, after the whole-file check. The
// game file is opened read-only and never changed (an older version is upgraded in a temporary copy).
int importDb(const Args &args, Io &io)
{
    if (!onlyOutputOption(args, io))
        return Usage;
    const QString input = args.positional.first(), output = args.value(QStringLiteral("-o"));
    // A hand-off: the whole file is checked first, not only what opening checks.
    const std::unique_ptr<GameStore> store = openChecked(input, io);
    if (!store)
        return InputError;
    // The board's picture goes beside the JSON, where the JSON names it (docs/formats.md `board`).
    QString failed = writeFileSafely(output, writeGameJson(store->current()));
    if (failed.isEmpty())
        failed = writeBoardPicture(store->current(), output);
    if (!failed.isEmpty()) {
        io.err << failed << '\n';
        return InputError;
    }
    io.err << input << ": turn " << store->currentTurn() << " written to " << output << '\n';
    return Ok;
}

// A new game file from a JSON game. It is built under a temporary name beside
// the output and renamed over it only when complete, so a failure leaves any
// earlier file as it was.
int exportDb(const Args &args, Io &io)
{
    if (!onlyOutputOption(args, io))
        return Usage;
    const QString input = args.positional.first(), output = args.value(QStringLiteral("-o"));
    GameRead read = readGameFile(input);
    printProblems(io.err, read.problems);
    if (!read.game)
        return InputError;

    const QString dir = QFileInfo(output).absolutePath();
    if (!QDir().mkpath(dir)) {
        io.err << output << ": cannot create the folder " << dir << '\n';
        return InputError;
    }
    QString temp;
    {
        QTemporaryFile reserve(QDir(dir).filePath(QStringLiteral(".%1.XXXXXX").arg(QFileInfo(output).fileName())));
        if (!reserve.open()) {
            io.err << output << ": cannot write in " << dir << ": " << reserve.errorString() << '\n';
            return InputError;
        }
        temp = reserve.fileName();
    } // the reserved name is free again: the store is created there
    QString error;
    if (!GameStore::create(temp, *read.game, &error)) {
        io.err << error.replace(temp, output) << '\n';
        return InputError;
    }
    if (std::rename(QFile::encodeName(temp).constData(), QFile::encodeName(output).constData()) != 0) {
        io.err << output << ": cannot replace it with the new game file: " << qt_error_string(errno) << '\n';
        QFile::remove(temp);
        return InputError;
    }
    io.err << input << ": turn " << read.game->turn << " written to " << output << '\n';
    return Ok;
}

// The whole game file checked: what opening leaves out.
int checkDb(const Args &args, Io &io)
{
    if (args.positional.size() != 1 || !args.options.isEmpty())
        return Usage;
    const QString input = args.positional.first();
    const std::unique_ptr<GameStore> store = openChecked(input, io);
    if (!store)
        return InputError;
    io.out << input << ": whole, " << store->turns().size() << " turns checked\n";
    return Ok;
}

} // namespace adj::cli
