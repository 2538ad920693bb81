// check, resolve and compare: orders against a game (docs/formats.md "Command line").
#include "Cli.h"
#include "GameInput.h"

#include "io/SafeFile.h"
#include "language/Language.h"
#include "model/GameJson.h"
#include "model/MapGraph.h"
#include "io/TextFile.h"
#include "turn/TurnRecord.h"
#include "report/TurnReports.h"
#include "report/ReportFiles.h"
#include "report/ReportMail.h"
#include "report/WhatIfText.h"
#include "rules/Resolver.h"
#include "rules/WhatIf.h"
#include "ruleset/Ruleset.h"

#include <QDir>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>

namespace adj::cli {

namespace {

// A turn as the command line reads it: the game and the orders of every
// file, checked once (turn/CheckedOrders.h).
struct TurnInput {
    Game game;
    CheckedOrders checked;
    Problems warnings;  // of the game
};

// Reads the game (its ap object checked as `ap` checks it) and the orders
// files; prints input errors and returns nullopt when any file cannot be used.
std::optional<TurnInput> load(const Args &args, Io &io)
{
    Problems gameProblems;
    std::optional<GameInput> in = readGameInput(args.positional.first(), gameProblems);
    if (!in) {
        printProblems(io.err, gameProblems);
        return std::nullopt;
    }
    const std::optional<QList<OrdersText>> texts = readOrdersTexts(args.positional.mid(1), io);
    if (!texts)
        return std::nullopt;
    CheckedOrders checked = checkOrders(*texts, in->game, *MapGraph::of(in->game));
    return TurnInput{std::move(in->game), std::move(checked), gameProblems};
}

// The reports as mail, as the window's Send Reports writes them (each
// report with its pictures in place; `pdf`: attached as PDF too): `out`
// ending in .mbox is one mbox, else a folder of .eml files (added to
// `folders`). A nation without an address is one line.
QList<QPair<QString, QByteArray>> mailFiles(const Game &game, const Resolution &r, const QString &out, bool pdf,
                                            const QList<Game> &earlier, QStringList &folders, Io &io)
{
    const TurnReportMail mail = ui::turnReportMailWith(game, r, ui::MailOptions{pdf, true}, earlier);
    for (const QString &code : mail.withoutEmail)
        io.err << code << ": no e-mail address, its reports are not mailed\n";
    if (!out.endsWith(QStringLiteral(".mbox")))
        folders.append(out);
    return reportMailFiles(mail.mails, out);
}

} // namespace

void turnOutputs(const Args &args, const Game &reported, const Resolution &r, QList<QPair<QString, QByteArray>> &files,
                 QStringList &folders, Io &io, const QList<Game> &earlier)
{
    if (args.has(QStringLiteral("--events"))) {
        QByteArray events;
        for (const Step &s : r.steps)
            events += stepToJsonLine(s) + '\n';
        files.append({args.value(QStringLiteral("--events")), events});
    }
    if (args.has(QStringLiteral("--reports"))) {
        const QDir dir(args.value(QStringLiteral("--reports")));
        folders.append(dir.path());
        files += reportFiles(reported, r, dir);
    }
    if (args.has(QStringLiteral("--mail")))
        files += mailFiles(reported, r, args.value(QStringLiteral("--mail")), args.has(QStringLiteral("--pdf")), earlier,
                           folders, io);
}

QString resolvedSummary(const Resolution &r)
{
    int failed = 0;
    for (const Step &s : r.steps)
        failed += s.outcome == u"failed";
    return QStringLiteral("%1 %2, %3 %4")
        .arg(r.steps.size()).arg(r.steps.size() == 1 ? u"step" : u"steps")
        .arg(failed).arg(failed == 1 ? u"failed action" : u"failed actions");
}

std::optional<QList<OrdersText>> readOrdersTexts(const QStringList &paths, Io &io)
{
    QList<OrdersText> texts;
    bool ok = true;
    for (const QString &path : paths) {
        Problem error;
        if (std::optional<QString> text = readUtf8File(path, error)) {
            texts.append({path, *text});
        } else {
            io.err << error.toString() << '\n';
            ok = false;
        }
    }
    return ok ? std::optional(texts) : std::nullopt;
}

int check(const Args &args, Io &io)
{
    if (args.positional.isEmpty() || !args.options.isEmpty())
        return Usage;
    std::optional<TurnInput> in = load(args, io);
    if (!in)
        return InputError;
    const Game &game = in->game;
    const Problems &problems = in->checked.problems;
    printProblems(io.out, in->warnings);
    printProblems(io.out, problems);
    io.out.flush();
    if (!problems.isEmpty()) {
        io.err << problems.size() << (problems.size() == 1 ? " problem" : " problems") << " found\n";
        return InputError;
    }
    io.err << args.positional.first() << ": " << game.areas.size() << " areas, " << game.nations.size()
           << " nations, " << in->checked.orders.size() << " orders: no problems\n";
    return Ok;
}

int resolve(const Args &args, Io &io)
{
    if (args.positional.size() < 1 || !args.has(QStringLiteral("-o")))
        return Usage;
    for (const QString &key : args.options.keys())
        if (key != u"-o" && key != u"--events" && key != u"--reports" && key != u"--mail" && key != u"--pdf"
            && key != u"--language")
            return Usage;
    if (args.has(QStringLiteral("--pdf")) && !args.has(QStringLiteral("--mail")))
        return Usage;
    QStringList outputs{args.value(QStringLiteral("-o"))};
    for (const char *option : {"--events", "--mail"})
        if (args.has(QLatin1String(option)))
            outputs.append(args.value(QLatin1String(option)));
    if (outputsOverlap(args.positional, outputs, io))
        return Usage;
    const std::optional<TurnInput> in = load(args, io);
    if (!in)
        return InputError;
    printProblems(io.err, in->warnings);
    const Game &game = in->game;
    // --language: the reports and mail in this language, whatever the game says.
    Game reported = game;
    if (!applyLanguageOption(args, io, reported))
        return Usage;

    // Bad order lines are not input errors: they become failed actions.
    const Resolution r = *resolveChecked(game, in->checked);
    QList<QPair<QString, QByteArray>> files;
    QStringList folders;
    turnOutputs(args, reported, r, files, folders, io);
    files.append({args.value(QStringLiteral("-o")), writeGameJson(r.next)});
    // Every output is committed together (writeFilesSafely): a failure
    // leaves the step log, the reports and NEXT.json as they were.
    if (const QString error = writeFilesSafely(files, folders); !error.isEmpty()) {
        io.err << error << '\n';
        return InputError;
    }
    io.err << "turn " << game.turn << " resolved: " << resolvedSummary(r) << "; turn " << r.next.turn << " written to "
           << args.value(QStringLiteral("-o")) << '\n';
    return Ok;
}

// `--set KEY=VALUE`: the value as JSON where it is JSON (3, true), as a
// string otherwise (floorEach).
std::optional<QJsonObject> ruleChanges(const Args &args, const char *command, Io &io)
{
    QJsonObject changes;
    for (const QString &word : args.sets) {
        const qsizetype eq = word.indexOf(u'=');
        if (eq <= 0) {
            io.err << "adjutant-cli " << command << ": --set needs KEY=VALUE, not \"" << word << "\"\n";
            return std::nullopt;
        }
        changes.insert(word.left(eq), optionValueFromText(word.mid(eq + 1)));
    }
    return changes;
}

std::optional<Game> changedGame(const Game &game, const QJsonObject &changes, const char *command, Io &io)
{
    Problems bad;
    std::optional<Game> changed = withOptions(game, changes, bad);
    if (!changed)
        for (const Problem &p : bad)
            io.err << "adjutant-cli " << command << ": --set " << p.field.mid(QStringLiteral("options.").size()) << ": "
                   << p.message << '\n';
    return changed;
}

int compare(const Args &args, Io &io)
{
    if (args.positional.isEmpty() || args.sets.isEmpty())
        return Usage;
    for (const QString &key : args.options.keys())
        if (key != u"--json" && key != u"--language")
            return Usage;
    const std::optional<QJsonObject> changes = ruleChanges(args, "compare", io);
    if (!changes)
        return Usage;
    std::optional<TurnInput> in = load(args, io);
    if (!in)
        return InputError;
    printProblems(io.err, in->warnings);
    // --language: the comparison's words in this language, whatever the game says.
    if (!applyLanguageOption(args, io, in->game))
        return Usage;
    const std::optional<Game> changed = changedGame(in->game, *changes, "compare", io);
    if (!changed)
        return Usage;

    const Comparison c = compareWithOptions(in->game, in->checked.orders, *changed);
    if (args.has(QStringLiteral("--json"))) {
        io.out << QString::fromUtf8("{" + comparisonJsonMembers(c) + "}\n");
        return Ok;
    }
    const Language language = languageOf(in->game);
    io.out << comparisonText(c, *changes, Options(*Ruleset::get(in->game.ruleset), in->game.options), language.lang());
    return Ok;
}

} // namespace adj::cli
