// ap: a round of action-point spends against a game (docs/formats.md "Command line",
// docs/rules.md §6).
#include "Cli.h"
#include "GameInput.h"
#include "MailWriter.h"

#include "ap/ApLedger.h"
#include "ap/ApReport.h"
#include "ap/ApSpends.h"
#include "io/SafeFile.h"
#include "language/Language.h"
#include "model/GameJson.h"
#include "ruleset/Ruleset.h"


namespace adj::cli {

namespace {

struct Loaded {
    Game game;
    ApState state;
    ApSpendsFile spends;
};

// Reads the game, its ap object and the spends file; prints the input errors
// (and the game's warnings) and returns nothing when any input cannot be used.
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

    Problems inputErrors;
    l.spends = readApSpendsFile(spendsPath, inputErrors);
    if (inputErrors.isEmpty() && l.spends.round != l.state.round)
        inputErrors.append({spendsPath, l.spends.roundLine, QString(),
                            QStringLiteral("ROUND %1 does not match the game's round %2 (ap.round in %3)")
                                .arg(l.spends.round).arg(l.state.round).arg(gamePath)});
    if (!inputErrors.isEmpty()) {
        printProblems(io.err, inputErrors);
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
    const Ruleset &rules = *Ruleset::get(QStringLiteral("ap"));
    const Options options(rules, in->game.options);
    const ApRound round = resolveApRound(in->state, in->spends.spends, rules, options, in->game.seed);

    // The messages and NEXT.json are written all or nothing (writeFilesSafely).
    QList<QPair<QString, QByteArray>> files;
    QStringList folders;
    if (args.has(QStringLiteral("--messages"))) {
        folders.append(args.value(QStringLiteral("--messages")));
        files += noteboardMail(round, in->state, reported, folders.first());
    }
    if (args.has(QStringLiteral("-o"))) {
        Game next = in->game;
        next.ap = writeApState(round.next, in->game.ap);
        files.append({args.value(QStringLiteral("-o")), writeGameJson(next)});
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
