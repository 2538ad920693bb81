// adjutant-cli: the batch front end of the same core as the desktop program.
#include "Cli.h"

#include <QCoreApplication>
#include <QHash>
#include <cstdio>

using namespace adj::cli;

namespace {

struct CommandInfo {
    Command run;
    QString usage;
};

const QList<QPair<QString, CommandInfo>> &commands()
{
    static const QList<QPair<QString, CommandInfo>> list = {
        {QStringLiteral("check"), {check, QStringLiteral("check GAME.json [ORDERS...]")}},
        {QStringLiteral("resolve"), {resolve, QStringLiteral("resolve GAME.json ORDERS... -o NEXT.json [--events EVENTS.jsonl] [--reports DIR]")}},
        {QStringLiteral("ap"), {ap, QStringLiteral("ap GAME.json SPENDS.ap [--json] [-o NEXT.json] [--messages DIR]")}},
        {QStringLiteral("import-db"), {importDb, QStringLiteral("import-db GAME.adjutant -o GAME.json")}},
        {QStringLiteral("export-db"), {exportDb, QStringLiteral("export-db GAME.json -o GAME.adjutant")}},
        {QStringLiteral("sheets"), {sheets, QStringLiteral("sheets GAME.json -o SHEETS.pdf")}},
        {QStringLiteral("compare"), {compare, QStringLiteral("compare GAME.json ORDERS... --set KEY=VALUE... [--json]")}},
        {QStringLiteral("new"), {newGame, QStringLiteral("new --areas AREAS.csv --borders BORDERS.csv --nations NATIONS.csv "
                                                         "--ruleset RULESET [--name NAME] -o GAME.json")}},
    };
    return list;
}

const QStringList kValueOptions = {QStringLiteral("-o"), QStringLiteral("--events"), QStringLiteral("--reports"),
                                   QStringLiteral("--messages"), QStringLiteral("--areas"), QStringLiteral("--borders"),
                                   QStringLiteral("--nations"), QStringLiteral("--ruleset"), QStringLiteral("--name")};
const QStringList kFlags = {QStringLiteral("--json")};

void printUsage(QTextStream &err)
{
    err << "usage: adjutant-cli COMMAND ...\n";
    for (const auto &[name, info] : commands())
        err << "  adjutant-cli " << info.usage << '\n';
}

} // namespace

int main(int argc, char *argv[])
{
    const std::unique_ptr<QCoreApplication> app = makeApplication(argc, argv);  // sheets paints: QtGui
    QCoreApplication::setApplicationName(QStringLiteral("adjutant-cli"));
    QTextStream out(stdout), err(stderr);
    Io io{out, err};

    QStringList words = QCoreApplication::arguments().mid(1);
    if (words.isEmpty() || words.first() == u"--help" || words.first() == u"-h") {
        printUsage(words.isEmpty() ? err : out);
        return words.isEmpty() ? Usage : Ok;
    }
    const QString name = words.takeFirst();
    const CommandInfo *info = nullptr;
    for (const auto &[n, i] : commands())
        if (n == name)
            info = &i;
    if (!info) {
        err << "adjutant-cli: unknown command \"" << name << "\"\n";
        printUsage(err);
        return Usage;
    }

    Args args;
    for (int i = 0; i < words.size(); ++i) {
        const QString &w = words[i];
        if (w == u"--set") {
            if (i + 1 >= words.size()) {
                err << "adjutant-cli " << name << ": --set needs KEY=VALUE\nusage: adjutant-cli " << info->usage << '\n';
                return Usage;
            }
            args.sets.append(words[++i]);
        } else if (kValueOptions.contains(w)) {
            if (i + 1 >= words.size()) {
                err << "adjutant-cli " << name << ": " << w << " needs a value\nusage: adjutant-cli " << info->usage << '\n';
                return Usage;
            }
            args.options.insert(w, words[++i]);
        } else if (kFlags.contains(w)) {
            args.options.insert(w, QString());
        } else if (w.startsWith(QLatin1Char('-')) && w.size() > 1) {
            err << "adjutant-cli " << name << ": unknown option " << w << "\nusage: adjutant-cli " << info->usage << '\n';
            return Usage;
        } else {
            args.positional.append(w);
        }
    }
    const int status = info->run(args, io);
    if (status == Usage)
        err << "usage: adjutant-cli " << info->usage << '\n';
    return status;
}
