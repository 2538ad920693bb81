// send: the messages of an mbox file or an .eml folder through an SMTP server
// (docs/formats.md "Command line"): one line per message, sent or the
// server's error; exit 1 if any was not accepted. With --game, each message
// the server accepted is recorded in the game file as the window records
// what it sends (turn/SentRecords.h), and one the file records already (its
// Message-ID) is not sent again but listed as sent before.
#include "Cli.h"

#include "io/TextFile.h"
#include "mail/Smtp.h"
#include "store/GameStore.h"
#include "turn/SentRecords.h"
#include "turn/TurnInbox.h"

#include <QDir>

namespace adj::cli {

int mailServerOptions(const Args &args, const QString &url, const QStringList &own, MailServer &server, Io &io)
{
    if (args.has(QStringLiteral("--user")) != args.has(QStringLiteral("--password-file")))
        return Usage;
    for (const QString &key : args.options.keys())
        if (key != u"--user" && key != u"--password-file" && key != u"--ca-file" && !own.contains(key))
            return Usage;
    const std::optional<QString> password = passwordOption(args, io);
    if (!password)
        return InputError;
    server = {url, args.value(QStringLiteral("--user")), *password, args.value(QStringLiteral("--ca-file"))};
    return Ok;
}

std::optional<QString> passwordOption(const Args &args, Io &io)
{
    if (!args.has(QStringLiteral("--password-file")))
        return QString();
    Problem error;
    const std::optional<QString> text = readUtf8File(args.value(QStringLiteral("--password-file")), error);
    if (!text) {
        io.err << error.toString() << '\n';
        return std::nullopt;
    }
    return text->section(u'\n', 0, 0).remove(u'\r');
}

namespace {

QString where(const StoredMail &m)
{
    return QStringLiteral("%1 #%2").arg(QDir::toNativeSeparators(m.file)).arg(m.number);
}

} // namespace

int send(const Args &args, Io &io)
{
    if (args.positional.size() != 1 || !args.has(QStringLiteral("--smtp")))
        return Usage;
    const QString url = args.value(QStringLiteral("--smtp"));
    if (!url.startsWith(u"smtp://") && !url.startsWith(u"smtps://")) {
        io.err << "--smtp: " << url << ": not an smtp:// or smtps:// URL\n";
        return Usage;
    }
    SmtpServer server;
    if (const int status = mailServerOptions(args, url, {QStringLiteral("--smtp"), QStringLiteral("--game")}, server, io);
        status != Ok)
        return status;
    // The game file: what it records as sent, and the turn's mail to know a message by.
    std::unique_ptr<GameStore> store;
    QHash<QString, SentMail> known;
    QSet<QString> sentBefore;
    if (args.has(QStringLiteral("--game"))) {
        store = openToWrite(args.value(QStringLiteral("--game")), QStringLiteral("record the mail sent in the game file"), io);
        if (!store)
            return InputError;
        QString error;
        const Game &game = store->current();
        for (int turn = 1; turn <= game.turn && error.isEmpty(); ++turn)
            for (const SentMail &s : store->sentMail(turn, &error))
                sentBefore.insert(s.messageId);
        const QList<InboxMessage> inbox = store->inbox(game.turn, &error);
        if (!error.isEmpty()) {
            io.err << error << '\n';
            return InputError;
        }
        known = turnMailRecords(game, sortInbox(inbox, game, gameLateRule(game)).mail, gameLateRule(game));
    }

    // Every message is read before the first goes out: a broken one stops the run.
    Problems problems;
    const QList<StoredMail> mails = readOutgoing(args.positional.first(), problems);
    for (const Problem &p : problems)
        io.err << (p.line ? QStringLiteral("%1: message %2: %3").arg(p.file).arg(p.line).arg(
                                p.field.isEmpty() ? p.message : p.field + QStringLiteral(": ") + p.message)
                          : p.toString()) << '\n';
    if (!problems.isEmpty())
        return InputError;

    int sent = 0;
    for (const StoredMail &m : mails) {
        if (store && sentBefore.contains(messageIdOf(m.bytes))) {
            ++sent;
            io.out << "sent before " << where(m) << " to " << m.recipients.join(QStringLiteral(", ")) << " \"" << m.subject
                   << "\": recorded in " << QDir::toNativeSeparators(store->path()) << ", not sent again\n";
            continue;
        }
        const SendResult r = sendMail(m, server);
        if (store && r.accepted) {
            const Game &game = store->current();
            const SentMail record = sentRecord(m, game, known, game.turn, std::max(1, game.turn - 1),
                                               QDateTime::currentDateTimeUtc());
            if (const QString error = store->recordSent(record); !error.isEmpty())
                io.err << where(m) << ": sent, but not recorded: " << error << '\n';
            sentBefore.insert(record.messageId);
        }
        sent += r.accepted;
        io.out << (r.accepted ? "sent      " : "NOT SENT  ") << where(m) << " to " << m.recipients.join(QStringLiteral(", "))
               << " \"" << m.subject << "\": " << r.reply << '\n';
        io.out.flush();
        if (r.serverFailed) {
            io.err << server.url << ": " << r.reply << "; stopped, the other messages were not tried\n";
            break;
        }
    }
    io.err << sent << " of " << mails.size() << " messages sent\n";
    return sent < mails.size() ? InputError : Ok;
}

} // namespace adj::cli
