// fetch: the messages of an IMAP or POP3 mailbox not yet taken, copied into
// a maildir ("The turn's mail"): one line per new message (sender, subject,
// received, SHA-256), then "N new" when the fetch succeeded. A server, login
// or TLS failure is exit 1 with the server's words; what was kept before it
// stays, listed, and a last line says how many ("kept 2 messages before the
// failure"); a fetch that kept nothing writes nothing, the maildir included.
#include "Cli.h"

#include "mailbox/Fetch.h"

namespace adj::cli {

int fetch(const Args &args, Io &io)
{
    if (args.positional.size() != 1 || !args.has(QStringLiteral("-o")))
        return Usage;
    CoreText why;
    if (!readMailboxUrl(args.positional.first(), why)) {
        io.err << why.english() << '\n';
        return Usage;
    }
    MailServer server;
    if (const int status = mailServerOptions(args, args.positional.first(), {QStringLiteral("-o")}, server, io); status != Ok)
        return status;

    const FetchResult r = fetchMailbox(server, args.value(QStringLiteral("-o")));
    for (const FetchedMessage &m : r.messages)
        io.out << (m.from.isEmpty() ? QStringLiteral("(no sender)") : m.from) << ", \"" << m.subject << "\", "
               << receivedWhen(m.received) << ", " << m.sha256 << '\n';
    if (!r.ok) {
        if (!r.messages.isEmpty())
            io.out << "kept " << r.messages.size() << (r.messages.size() == 1 ? " message" : " messages")
                   << " before the failure\n";
        io.err << r.error.english() << '\n';
        return InputError;
    }
    io.out << r.messages.size() << " new\n";
    return Ok;
}

} // namespace adj::cli
