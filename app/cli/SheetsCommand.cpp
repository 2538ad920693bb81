// sheets: blank turn sheets for every nation as one PDF (docs/formats.md "Command
// line"), painted by the same TurnSheet as the desktop program's print
// dialog. It needs QtGui (fonts, painting), so it gets a QGuiApplication
// (site, which draws the window's map: a QApplication), on the offscreen
// platform unless one is set.
#include "Cli.h"
#include "GameInput.h"

#include "io/SafeFile.h"
#include "model/GameJson.h"
#include "sheets/TurnSheet.h"

#include <QApplication>
#include <QGuiApplication>

namespace adj::cli {

std::unique_ptr<QCoreApplication> makeApplication(int &argc, char **argv)
{
    // sheets paints; site, duty --site, and the report mail of resolve and
    // accept (the window's Send Reports mail, its pictures drawn by the
    // window's map), draw with the window's own widgets.
    // (--pdf goes with --mail only.)
    const bool mail = std::any_of(argv + 2, argv + argc, [](const char *a) { return qstrcmp(a, "--mail") == 0; });
    const bool turn = argc > 1 && (qstrcmp(argv[1], "resolve") == 0 || qstrcmp(argv[1], "accept") == 0);
    const bool site = std::any_of(argv + 2, argv + argc, [](const char *a) { return qstrcmp(a, "--site") == 0; });
    const bool widgets = (argc > 1 && qstrcmp(argv[1], "site") == 0) || (turn && mail)
                         || (argc > 1 && qstrcmp(argv[1], "duty") == 0 && site);
    if (argc > 1 && (qstrcmp(argv[1], "sheets") == 0 || widgets)) {
        // Painting needs a platform; a headless machine has none but offscreen.
        if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
            qputenv("QT_QPA_PLATFORM", "offscreen");
        if (widgets)
            return std::make_unique<QApplication>(argc, argv);
        return std::make_unique<QGuiApplication>(argc, argv);
    }
    return std::make_unique<QCoreApplication>(argc, argv);
}

int sheets(const Args &args, Io &io)
{
    if (args.positional.size() != 1 || !args.has(QStringLiteral("-o"))
        || args.options.size() != 1 + args.has(QStringLiteral("--language"))
        || outputsOverlap(args.positional, {args.value(QStringLiteral("-o"))}, io))
        return Usage;
    const QString gamePath = args.positional.first();
    const QString pdfPath = args.value(QStringLiteral("-o"));
    GameRead read = readGameFile(gamePath);
    printProblems(io.err, read.problems);
    if (!read.game || hasErrors(read.problems))
        return InputError;
    if (read.game->nations.isEmpty()) {
        io.err << gamePath << ": the game has no nations, so there are no turn sheets to print\n";
        return InputError;
    }
    // --language: the sheets in this language, whatever the game says.
    if (!applyLanguageOption(args, io, *read.game))
        return Usage;
    QString error;
    const QByteArray pdf = ui::turnSheetsPdf(*read.game, &error);
    if (error.isEmpty())
        error = writeFileSafely(pdfPath, pdf);
    if (!error.isEmpty()) {
        io.err << error << '\n';
        return InputError;
    }
    io.err << read.game->nations.size() << " turn sheets for turn " << read.game->turn << " written to " << pdfPath << '\n';
    return Ok;
}

} // namespace adj::cli
