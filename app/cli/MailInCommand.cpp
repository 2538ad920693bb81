// mail-in: player e-mails to one orders file per nation (docs/formats.md "Command
// line"): received, late, missing and unmatched are printed, each message
// with its SHA-256; exit 0 even with missing, late or unmatched mail, 1 only
// when the game cannot be used. Given a game file, every message read is
// also kept in its current turn's inbox (turn/TurnInbox.h).
#include "Cli.h"
#include "GameInput.h"

#include "io/SafeFile.h"
#include "store/GameStore.h"
#include "turn/Confirmation.h"
#include "turn/TurnInbox.h"
#include "turn/TurnStart.h"

#include <QDir>

namespace adj::cli {

// When it was received, to the second (a cut-off is).
QString receivedWhen(const QDateTime &at)
{
    return at.isValid() ? at.toUTC().toString(QStringLiteral("yyyy-MM-dd HH:mm:ss")) + QStringLiteral(" UTC")
                        : QStringLiteral("no date");
}

namespace {

QString when(const MailMessage &m)
{
    return m.date.isValid() ? m.date.toString(QStringLiteral("yyyy-MM-dd HH:mm")) + QStringLiteral(" UTC")
                            : QStringLiteral("no date");
}

// The receipt line below each message: its SHA-256 and when it was received.
QString receipt(const MailMessage &m)
{
    return QStringLiteral("        sha256 %1, received %2\n").arg(m.sha256, receivedWhen(m.received));
}

QString where(const MailMessage &m)
{
    return QStringLiteral("%1 #%2").arg(QDir::toNativeSeparators(m.file)).arg(m.number);
}

// The replies (turn/Confirmation.h), one file each in `folder`.
QList<QPair<QString, QByteArray>> replyFiles(const TurnMail &mail, const Game &game, const LateRule &rule, const QString &folder)
{
    const QDir dir(folder);
    QList<QPair<QString, QByteArray>> files;
    for (const ConfirmationMail &c : turnConfirmations(mail, game, rule))
        files.append({dir.filePath(c.name), renderMail(c.mail)});
    return files;
}

// Option `name`'s RFC 3339 date into `at` when it is given; false, after
// saying why, when it is not such a date.
bool dateOption(const Args &args, const QString &name, QDateTime &at, Io &io)
{
    if (!args.has(name))
        return true;
    const std::optional<QDateTime> given = parseRfc3339(args.value(name));
    if (!given) {
        io.err << "adjutant-cli mail-in: " << name << " must be an RFC 3339 date and time with its offset, like "
                  "2026-12-10T18:00:00+01:00, not \"" << args.value(name) << "\"\n";
        return false;
    }
    at = *given;
    return true;
}

// The cut-off: --deadline DATE itself, else the game's deadline plus grace;
// invalid when there is neither. False, after saying why, for a DATE that is
// not RFC 3339.
bool lateRule(const Args &args, const Game &game, LateRule &rule, Io &io)
{
    rule.acceptLate = args.has(QStringLiteral("--accept-late"));
    if (const std::optional<Schedule> s = gameSchedule(game))
        rule.cutOff = cutOff(*s);
    return dateOption(args, QStringLiteral("--deadline"), rule.cutOff, io);
}

void printLate(const TurnMail &mail, const LateRule &rule, Io &io)
{
    QList<const MailMessage *> late;
    QHash<const MailMessage *, QString> nation;
    for (const QList<OrdersMail> *list : {&mail.received, &mail.superseded, &mail.late})
        for (const OrdersMail &m : *list)
            if (m.late) {
                late.append(&m.message);
                nation.insert(&m.message, m.nation);
            }
    for (const MailMessage &m : mail.unmatched)
        if (rule.isLate(m))
            late.append(&m);
    std::stable_sort(late.begin(), late.end(), [](const MailMessage *a, const MailMessage *b) { return a->received < b->received; });
    io.out << "late " << late.size() << ", received after " << receivedWhen(rule.cutOff)
           << (late.isEmpty() ? QString() : rule.acceptLate ? QStringLiteral(" (accepted: they count)") : QStringLiteral(" (not counted)"))
           << (late.isEmpty() ? "" : ":") << '\n';
    for (const MailMessage *m : late)
        io.out << "  " << nation.value(m, QStringLiteral("?")).leftJustified(3) << "  " << (m->from.isEmpty() ? QStringLiteral("(no sender)") : m->from)
               << ", received " << receivedWhen(m->received) << " (" << where(*m) << ")\n"
               << receipt(*m);
}

// When the turn's mail began: the game file's record, else the previous
// deadline plus grace; --since DATE sets the moment. Ok, Usage for a DATE
// that is not RFC 3339, InputError for a file that cannot say; each said.
Exit turnStart(const Args &args, const GameStore *store, const Game &game, TurnStart &start, Io &io)
{
    QString error;
    start = store ? fileTurnStart(*store, store->currentTurn(), &error) : gameTurnStart(game);
    if (!error.isEmpty()) {
        io.err << error << '\n';
        return InputError;
    }
    if (!dateOption(args, QStringLiteral("--since"), start.began, io))
        return Usage;
    return Ok;
}

// Every message read kept in the file's current turn inbox; --accept-late
// accepts the late ones there too. How many were new, or the error.
bool keepMail(GameStore &store, const QList<MailMessage> &messages, const Game &game, const LateRule &rule, Io &io)
{
    MailDecisions accepted;
    for (const MailMessage &m : messages)
        if (rule.acceptLate && rule.isLate(m))
            accepted.insert(m.sha256, {QString(), true});
    const int turn = store.currentTurn();
    int added = 0;
    const QString error = keepInInbox(store, turn, inboxRecords(messages, turn, {}, accepted), game,
                                      LateRule{rule.cutOff, false}, &added);
    if (!error.isEmpty()) {
        io.err << error << '\n';
        return false;
    }
    io.out << "kept " << added << (added == 1 ? " new message" : " new messages") << " in the turn " << turn
           << " inbox of " << QDir::toNativeSeparators(store.path()) << '\n';
    return true;
}

} // namespace

int mailIn(const Args &args, Io &io)
{
    if (args.positional.size() < 2 || !args.has(QStringLiteral("-o")))
        return Usage;
    for (const QString &key : args.options.keys())
        if (key != u"-o" && key != u"--replies" && key != u"--language" && key != u"--deadline" && key != u"--accept-late"
            && key != u"--since")
            return Usage;
    std::unique_ptr<GameStore> store;
    std::optional<GameInput> in =
        readGameOrFile(args.positional.first(), store, io, QStringLiteral("keep the mail in the game file"));
    if (!in)
        return InputError;
    // --language: the replies in this language, whatever the game says.
    if (!applyLanguageOption(args, io, in->game))
        return Usage;

    LateRule rule;
    if (!lateRule(args, in->game, rule, io))
        return Usage;

    TurnStart start;
    if (const Exit failed = turnStart(args, store.get(), in->game, start, io); failed != Ok)
        return failed;

    Problems mailProblems;
    int earlier = 0;
    const QList<MailMessage> messages = turnMessages(readMail(args.positional.mid(1), mailProblems), start, &earlier);
    for (const Problem &p : mailProblems)
        io.err << (p.line ? QStringLiteral("%1: message %2: %3").arg(p.file).arg(p.line).arg(p.message)
                          : QStringLiteral("%1: %2").arg(p.file, p.message)) << '\n';
    const TurnMail mail = sortTurnMail(messages, in->game, rule);

    const QDir dir(args.value(QStringLiteral("-o")));
    QList<QPair<QString, QByteArray>> files;
    for (const OrdersMail &m : mail.received)
        files.append({dir.filePath(m.nation + QStringLiteral(".orders")), ordersFileText(m).toUtf8()});
    QStringList folders{dir.path()};
    if (args.has(QStringLiteral("--replies"))) {
        folders.append(args.value(QStringLiteral("--replies")));
        files += replyFiles(mail, in->game, rule, folders.last());
    }
    if (const QString error = writeFilesSafely(files, folders); !error.isEmpty()) {
        io.err << error << '\n';
        return InputError;
    }

    io.out << "received " << mail.received.size() << " of " << in->game.nations.size() << ":\n";
    for (const OrdersMail &m : mail.received) {
        io.out << "  " << m.nation << "  " << m.message.from << ", " << when(m.message) << ", "
               << m.lines.size() << (m.lines.size() == 1 ? " line" : " lines") << " (" << where(m.message) << ")\n"
               << receipt(m.message);
        for (const OrdersMail &old : mail.superseded)
            if (old.nation == m.nation)
                io.out << "        earlier, left out: " << when(old.message) << " (" << where(old.message) << ")\n"
                       << receipt(old.message);
    }
    if (rule.cutOff.isValid())
        printLate(mail, rule, io);
    io.out << "missing " << mail.missing.size() << (mail.missing.isEmpty() ? QString() : QStringLiteral(": ") + mail.missing.join(u' '))
           << '\n';
    io.out << "unmatched " << mail.unmatched.size() << (mail.unmatched.isEmpty() ? "" : ":") << '\n';
    for (const MailMessage &m : mail.unmatched) {
        io.out << "  " << (m.from.isEmpty() ? QStringLiteral("(no sender)") : m.from) << ", " << when(m) << ", \""
               << m.subject << "\" (" << where(m) << ")\n"
               << receipt(m);
        if (const CoreText why = mail.unmatchedWhy.value(m.sha256); !why.key.isEmpty())
            io.out << "        unmatched: " << why.english() << '\n';
    }
    if (earlier > 0)
        io.out << earlierLeftOut(earlier).english() << '\n';
    if (store && !keepMail(*store, messages, in->game, rule, io))
        return InputError;
    return Ok;
}

} // namespace adj::cli
