// audit: a ruling revisited over the game file's history (audit/Audit.h),
// as History > Re-run From Here… shows it. The file is only read.
#include "Cli.h"

#include "audit/Audit.h"
#include "audit/AuditText.h"
#include "language/Language.h"
#include "ruleset/Ruleset.h"
#include "store/GameStore.h"

namespace adj::cli {

int audit(const Args &args, Io &io)
{
    bool number = false;
    const int from = args.value(QStringLiteral("--from")).toInt(&number);
    if (args.positional.size() != 1 || !number || args.sets.isEmpty())
        return Usage;
    for (const QString &key : args.options.keys())
        if (key != u"--from" && key != u"--json" && key != u"--language")
            return Usage;
    const std::optional<QJsonObject> changes = ruleChanges(args, "audit", io);
    if (!changes)
        return Usage;
    const std::unique_ptr<GameStore> store = openToRead(args.positional.first(), io);
    if (!store)
        return InputError;
    QString error;
    const QList<int> accepted = store->acceptedTurns(&error);
    if (!error.isEmpty()) {
        io.err << error << '\n';
        return InputError;
    }
    if (!accepted.contains(from)) {
        io.err << "adjutant-cli audit: --from " << from << ": not an accepted turn of " << store->path()
               << (accepted.isEmpty() ? QStringLiteral(" (none is accepted yet)")
                                      : QStringLiteral(" (turns %1 to %2)").arg(accepted.first()).arg(accepted.last()))
               << '\n';
        return Usage;
    }
    const std::optional<AuditHistory> history = readAuditHistory(*store, from, &error);
    if (!history) {
        io.err << error << '\n';
        return InputError;
    }
    Game first = history->turns.first().game;
    // --language: the audit's words in this language, whatever the game says.
    if (!applyLanguageOption(args, io, first) || !changedGame(first, *changes, "audit", io))
        return Usage;
    const Audit audit = *runAudit(*history, *changes);
    if (args.has(QStringLiteral("--json"))) {
        io.out << QString::fromUtf8(auditJson(audit));
        return Ok;
    }
    const Language language = languageOf(first);
    io.out << auditText(audit, Options(*Ruleset::get(first.ruleset), first.options), language.lang());
    return Ok;
}

} // namespace adj::cli
