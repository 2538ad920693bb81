// mail-in: player e-mails to one orders file per nation (formats.md "Command
// line"): received, missing and unmatched are printed; exit 0 even
// with missing or unmatched mail, 1 only when the game cannot be used.
#include "Cli.h"
#include "GameInput.h"

#include "io/SafeFile.h"
#include "turn/Confirmation.h"

#include <QDir>

namespace adj::cli {

namespace {

QString when(const MailMessage &m)
{
    return m.date.isValid() ? m.date.toString(QStringLiteral("yyyy-MM-dd HH:mm")) + QStringLiteral(" UTC")
                            : QStringLiteral("no date");
}

QString where(const MailMessage &m)
{
    return QStringLiteral("%1 #%2").arg(QDir::toNativeSeparators(m.file)).arg(m.number);
}

// One confirmation per received message (`XXX.eml`) and a notice per
// earlier one it replaced (`XXX-earlier-N.eml`).
QList<QPair<QString, QByteArray>> replyFiles(const TurnMail &mail, const Game &game, const QString &folder)
{
    const QDir dir(folder);
    QList<QPair<QString, QByteArray>> files;
    for (const OrdersMail &m : mail.received) {
        files.append({dir.filePath(m.nation + QStringLiteral(".eml")), renderMail(confirmation(m, game))});
        int n = 0;
        for (const OrdersMail &old : mail.superseded)
            if (old.nation == m.nation)
                files.append({dir.filePath(QStringLiteral("%1-earlier-%2.eml").arg(m.nation).arg(++n)),
                              renderMail(supersededNotice(old, m, game))});
    }
    return files;
}

} // namespace

int mailIn(const Args &args, Io &io)
{
    if (args.positional.size() < 2 || !args.has(QStringLiteral("-o")))
        return Usage;
    for (const QString &key : args.options.keys())
        if (key != u"-o" && key != u"--replies" && key != u"--language")
            return Usage;
    Problems problems;
    std::optional<GameInput> in = readGameInput(args.positional.first(), problems);
    for (const Problem &p : problems)
        io.err << p.toString() << '\n';
    if (!in)
        return InputError;
    // --language: the replies in this language, whatever the game says.
    if (!applyLanguageOption(args, io, in->game))
        return Usage;

    Problems mailProblems;
    const QList<MailMessage> messages = readMail(args.positional.mid(1), mailProblems);
    for (const Problem &p : mailProblems)
        io.err << (p.line ? QStringLiteral("%1: message %2: %3").arg(p.file).arg(p.line).arg(p.message)
                          : QStringLiteral("%1: %2").arg(p.file, p.message)) << '\n';
    const TurnMail mail = sortTurnMail(messages, in->game);

    const QDir dir(args.value(QStringLiteral("-o")));
    QList<QPair<QString, QByteArray>> files;
    for (const OrdersMail &m : mail.received)
        files.append({dir.filePath(m.nation + QStringLiteral(".orders")), ordersFileText(m).toUtf8()});
    QStringList folders{dir.path()};
    if (args.has(QStringLiteral("--replies"))) {
        folders.append(args.value(QStringLiteral("--replies")));
        files += replyFiles(mail, in->game, folders.last());
    }
    if (const QString error = writeFilesSafely(files, folders); !error.isEmpty()) {
        io.err << error << '\n';
        return InputError;
    }

    io.out << "received " << mail.received.size() << " of " << in->game.nations.size() << ":\n";
    for (const OrdersMail &m : mail.received) {
        io.out << "  " << m.nation << "  " << m.message.from << ", " << when(m.message) << ", "
               << m.lines.size() << (m.lines.size() == 1 ? " line" : " lines") << " (" << where(m.message) << ")\n";
        for (const OrdersMail &old : mail.superseded)
            if (old.nation == m.nation)
                io.out << "        earlier, left out: " << when(old.message) << " (" << where(old.message) << ")\n";
    }
    io.out << "missing " << mail.missing.size() << (mail.missing.isEmpty() ? QString() : QStringLiteral(": ") + mail.missing.join(u' '))
           << '\n';
    io.out << "unmatched " << mail.unmatched.size() << (mail.unmatched.isEmpty() ? "" : ":") << '\n';
    for (const MailMessage &m : mail.unmatched)
        io.out << "  " << (m.from.isEmpty() ? QStringLiteral("(no sender)") : m.from) << ", " << when(m) << ", \""
               << m.subject << "\" (" << where(m) << ")\n";
    return Ok;
}

} // namespace adj::cli
