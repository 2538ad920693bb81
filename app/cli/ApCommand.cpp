// ap: a round of action-point spends against a game (docs/formats.md "Command line",
// docs/rules.md §6).
#include "Cli.h"
#include "GameInput.h"
#include "MailWriter.h"

#include "ap/ApCheck.h"
#include "ap/ApLedger.h"
#include "ap/ApReport.h"
#include "ap/ApSpends.h"
#include "io/SafeFile.h"
#include "io/TextFile.h"
#include "language/Language.h"
#include "model/GameJson.h"
#include "ruleset/Ruleset.h"


namespace adj::cli {

namespace {

struct Loaded {
    Game game;
    ApState state;
    CheckedApRound checked;
};

// Reads the game, its ap object and the spends file, and checks the round
// (ap/ApCheck.h, as the window does); prints the input errors (and the
// game's warnings) and returns nothing when any input cannot be used.
std::optional<Loaded> load(const QString &gamePath, const QString &spendsPath, Io &io)
{
    Problems problems;
    std::optional<GameInput> in = readGameInput(gamePath, problems);
    if (in && in->game.ap.isEmpty())
        problems.append({gamePath, 0, QStringLiteral("ap"), QStringLiteral("the game has no ap object (docs/formats.md, \"The ap object of a game\")")});
    if (!in || hasErrors(problems)) {
        printProblems(io.err, problems);
        return std::nullopt;
    }
    Loaded l{std::move(in->game), std::move(in->ap), {}};
    printProblems(io.err, problems); // warnings only

    Problem unreadable;
    const std::optional<QString> text = readUtf8File(spendsPath, unreadable);
    if (!text) {
        printProblems(io.err, {unreadable});
        return std::nullopt;
    }
    l.checked = checkApRound(l.game, l.state, *text, spendsPath, gamePath);
    if (l.checked.blank)  // a round to apply needs its ROUND line, which an empty file lacks
        parseApSpends(*text, spendsPath, l.checked.input);
    if (!l.checked.input.isEmpty()) {
        printProblems(io.err, l.checked.input);
        return std::nullopt;
    }
    return l;
}

} // namespace

int ap(const Args &args, Io &io)
{
    if (args.positional.size() != 2)
        return Usage;
    for (const QString &key : args.options.keys())
        if (key != u"-o" && key != u"--json" && key != u"--messages" && key != u"--language")
            return Usage;
    if (args.has(QStringLiteral("-o")) && outputsOverlap(args.positional, {args.value(QStringLiteral("-o"))}, io))
        return Usage;
    std::optional<Loaded> in = load(args.positional[0], args.positional[1], io);
    if (!in)
        return InputError;
    // --language: the ledger and the noteboard mail in this language;
    // NEXT.json keeps the game's own.
    Game reported = in->game;
    if (!applyLanguageOption(args, io, reported))
        return Usage;
    const Language language = languageOf(reported);

    // A refused spend is not an input error: it is rejected with its reason.
    const ApRound &round = in->checked.round;

    // The messages and NEXT.json are written all or nothing (writeFilesSafely).
    QList<QPair<QString, QByteArray>> files;
    QStringList folders;
    if (args.has(QStringLiteral("--messages"))) {
        folders.append(args.value(QStringLiteral("--messages")));
        files += noteboardMail(round, in->state, reported, folders.first());
    }
    if (args.has(QStringLiteral("-o"))) {
        files.append({args.value(QStringLiteral("-o")), writeGameJson(withApRoundApplied(in->game, round))});
    }
    if (const QString error = writeFilesSafely(files, folders); !error.isEmpty()) {
        io.err << error << '\n';
        return InputError;
    }

    for (const ApSpendResult &s : round.unattributed)
        io.err << s.file << ':' << s.line << ": warning: " << s.reason << "; the spend is rejected\n";
    if (args.has(QStringLiteral("--json")))
        io.out << QString::fromUtf8(apLedgerJson(round));
    else
        io.out << apLedgerText(round, language.lang());
    io.out.flush();
    if (args.has(QStringLiteral("-o")))
        io.err << "round " << round.round << " applied; round " << round.next.round << " written to "
               << args.value(QStringLiteral("-o")) << '\n';
    return Ok;
}

} // namespace adj::cli
