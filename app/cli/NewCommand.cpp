// new: a game from a map kept in a spreadsheet (docs/formats.md "Command line",
// "Map spreadsheets"): every problem at once, with file, line and column;
// nothing written unless the game passes the checks of a game file.
#include "Cli.h"
#include "GameInput.h"

#include "io/SafeFile.h"
#include "model/GameJson.h"
#include "model/MapSheets.h"
#include "ruleset/Ruleset.h"

namespace adj::cli {

int newGame(const Args &args, Io &io)
{
    static const QStringList required = {QStringLiteral("--areas"), QStringLiteral("--borders"),
                                         QStringLiteral("--nations"), QStringLiteral("--ruleset"), QStringLiteral("-o")};
    if (!args.positional.isEmpty())
        return Usage;
    for (const QString &key : required)
        if (!args.has(key))
            return Usage;
    for (const QString &key : args.options.keys())
        if (!required.contains(key) && key != u"--name")
            return Usage;
    const QString ruleset = args.value(QStringLiteral("--ruleset"));
    if (!Ruleset::get(ruleset)) {
        io.err << "adjutant-cli new: unknown ruleset \"" << ruleset << "\" (known: "
               << Ruleset::names().join(QStringLiteral(", ")) << ")\n";
        return Usage;
    }
    const QStringList inputs = {args.value(QStringLiteral("--areas")), args.value(QStringLiteral("--borders")),
                                args.value(QStringLiteral("--nations"))};
    if (outputsOverlap(inputs, {args.value(QStringLiteral("-o"))}, io))
        return Usage;

    Problems problems;
    std::optional<Game> game;
    if (const std::optional<MapSheets> sheets = readMapSheets(inputs[0], inputs[1], inputs[2], problems))
        game = gameFromSheets(*sheets, ruleset, args.value(QStringLiteral("--name")), problems);
    printProblems(io.err, problems);
    if (!game) {
        io.err << problems.size() << (problems.size() == 1 ? " problem" : " problems") << " found; nothing written\n";
        return InputError;
    }
    if (const QString error = writeFileSafely(args.value(QStringLiteral("-o")), writeGameJson(*game)); !error.isEmpty()) {
        io.err << error << '\n';
        return InputError;
    }
    io.err << args.value(QStringLiteral("-o")) << ": a new " << ruleset << " game, " << game->areas.size() << " areas, "
           << game->borders.size() << " borders, " << game->nations.size() << " nations\n";
    return Ok;
}

} // namespace adj::cli
