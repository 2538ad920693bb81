// audit: a ruling revisited over the game file's history (audit/Audit.h),
// as History > Re-run From Here… shows it. The file is only read.
#include "Cli.h"

#include "audit/Audit.h"
#include "audit/AuditText.h"
#include "language/Language.h"
#include "ruleset/Ruleset.h"
#include "store/GameStore.h"

namespace adj::cli {

namespace {

// --accept SHA, --refuse SHA or --assign SHA=NATION: at most one; nullopt
// when none, `bad` when more than one or a bad --assign.
std::optional<MessageRuling> messageRuling(const Args &args, bool *bad)
{
    std::optional<MessageRuling> out;
    const QList<std::pair<const char *, MessageRuling::Kind>> kinds{{"--accept", MessageRuling::Kind::Count},
                                                                     {"--refuse", MessageRuling::Kind::Refuse},
                                                                     {"--assign", MessageRuling::Kind::Assign}};
    for (const auto &[option, kind] : kinds) {
        if (!args.has(QLatin1String(option)))
            continue;
        *bad = *bad || out.has_value();
        MessageRuling r;
        r.kind = kind;
        r.sha256 = args.value(QLatin1String(option));
        if (kind == MessageRuling::Kind::Assign) {
            const qsizetype eq = r.sha256.indexOf(u'=');
            r.nation = eq > 0 ? r.sha256.mid(eq + 1) : QString();
            r.sha256 = eq > 0 ? r.sha256.left(eq) : QString();
            *bad = *bad || r.nation.isEmpty();
        }
        *bad = *bad || r.sha256.isEmpty();
        out = r;
    }
    return out;
}

} // namespace

int audit(const Args &args, Io &io)
{
    bool number = false, bad = false;
    const int from = args.value(QStringLiteral("--from")).toInt(&number);
    const std::optional<MessageRuling> message = messageRuling(args, &bad);
    if (args.positional.size() != 1 || !number || bad || (args.sets.isEmpty() && !message))
        return Usage;
    for (const QString &key : args.options.keys())
        if (key != u"--from" && key != u"--json" && key != u"--language" && key != u"--accept" && key != u"--refuse"
            && key != u"--assign")
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
    bool refused = false;
    std::optional<AuditHistory> history = readAuditHistory(*store, from, &error, message, &refused);
    if (!history && refused) {
        io.err << "adjutant-cli audit: " << store->path() << ": " << error << '\n';
        return Usage;
    }
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
