#include "GameInput.h"
#include "Cli.h"

#include "io/JsonLocator.h"
#include "io/SafeFile.h"
#include "language/Language.h"
#include "model/GameJson.h"
#include "store/GameStore.h"

namespace adj::cli {

bool isGameFilePath(const QString &path)
{
    return path.endsWith(QStringLiteral(".adjutant"), Qt::CaseInsensitive);
}

std::unique_ptr<GameStore> openToRead(const QString &path, Io &io)
{
    QString error;
    std::unique_ptr<GameStore> store = GameStore::open(path, &error, GameStore::Mode::ReadOnly);
    if (!store)
        io.err << error << '\n';
    return store;
}

std::unique_ptr<GameStore> openToWrite(const QString &path, const QString &purpose, Io &io)
{
    QString error;
    std::unique_ptr<GameStore> store = GameStore::open(path, &error);
    if (store && !isWritableFile(path)) {
        store.reset();
        error = QStringLiteral("%1: cannot %2: the file is read-only; nothing was written").arg(path, purpose);
    }
    if (!store)
        io.err << error << '\n';
    return store;
}

std::optional<GameInput> readGameOrFile(const QString &path, std::unique_ptr<GameStore> &store, Io &io,
                                        const QString &writePurpose)
{
    if (isGameFilePath(path)) {
        store = writePurpose.isEmpty() ? openToRead(path, io) : openToWrite(path, writePurpose, io);
        return store ? std::optional<GameInput>(GameInput{store->current(), {}}) : std::nullopt;
    }
    Problems problems;
    std::optional<GameInput> in = readGameInput(path, problems);
    printProblems(io.err, problems);
    return in;
}

std::optional<GameInput> readGameInput(const QString &path, Problems &problems)
{
    Problem unreadable;
    const std::optional<QByteArray> bytes = readGameBytes(path, unreadable);
    if (!bytes) {
        problems.append(unreadable);
        return std::nullopt;
    }
    GameRead read = readGameJson(*bytes, path);
    problems += read.problems;
    if (!read.game)
        return std::nullopt;
    GameInput in{std::move(*read.game), {}};
    if (!in.game.ap.isEmpty()) {
        Problems apProblems;
        in.ap = readApState(in.game.ap, apProblems);
        JsonLocator::placeProblems(*bytes, path, apProblems);
        problems += apProblems;
    }
    if (hasErrors(problems))
        return std::nullopt;
    return in;
}

bool applyLanguageOption(const Args &args, Io &io, Game &game)
{
    if (!args.has(QStringLiteral("--language")))
        return true;
    const QString code = args.value(QStringLiteral("--language"));
    if (!Language::load(code)) {
        io.err << "--language: no translation \"" << code << "\" (known: " << Language::codes().join(QStringLiteral(", "))
               << ")\n";
        return false;
    }
    setGameLanguage(game, code);
    return true;
}

void printProblems(QTextStream &s, const Problems &problems)
{
    for (const Problem &p : problems)
        s << p.toString() << '\n';
}

} // namespace adj::cli
