// site: the game's own web pages from a game file (site/GameSite.h), as
// File > Export Game Pages… writes them. The file is only read.
#include "Cli.h"

#include "site/GameSite.h"
#include "store/GameStore.h"

#include <QDir>

namespace adj::cli {

int site(const Args &args, Io &io)
{
    if (args.positional.size() != 1 || !args.has(QStringLiteral("-o")) || args.options.size() != 1
        || outputsOverlap(args.positional, {args.value(QStringLiteral("-o"))}, io))
        return Usage;
    const std::unique_ptr<GameStore> store = openToRead(args.positional.first(), io);
    if (!store)
        return InputError;
    const QString dir = args.value(QStringLiteral("-o"));
    const ui::GameSite pages = ui::gameSite(*store);
    const QString error = pages.error.isEmpty() ? ui::writeGameSite(pages, dir) : pages.error;
    if (!error.isEmpty()) {
        io.err << error << '\n';
        return InputError;
    }
    for (const auto &[name, bytes] : pages.files)
        io.out << QDir::toNativeSeparators(QDir(dir).filePath(name)) << '\n';
    return Ok;
}

} // namespace adj::cli
