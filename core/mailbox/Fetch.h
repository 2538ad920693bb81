// `fetch`: the messages of an IMAP or POP3 mailbox not yet taken, copied into
// a maildir (docs/formats.md "The turn's mail"). The mailbox is only read: IMAP
// EXAMINE and BODY.PEEK[], POP3 UIDL and TOP (whole messages; RETR where a
// server has no TOP), never a flag set or a message deleted. TLS from the
// start (imaps://, pop3s://) or STARTTLS, required unless the host is a
// loopback address; the certificate verified against the system's
// authorities, or the --ca-file's. What was taken is remembered in
// MAILDIR/.adjutant-fetched (mailbox/FetchedList.h) as each message is
// stored, so a fetch cut short (a dropped connection, a cancel) keeps what it
// took and the next one takes the rest. Callable from a worker thread.
#pragma once

#include "io/CoreText.h"
#include "mail/CurlServer.h"
#include "mailbox/Maildir.h"

#include <QList>

#include <atomic>
#include <functional>
#include <optional>

namespace adj {

enum class MailboxKind { Imap, Pop3 };

struct MailboxUrl {
    MailboxKind kind = MailboxKind::Imap;
    bool tlsFromStart = false;  // imaps://, pop3s://
    bool tlsRequired = true;    // TLS or STARTTLS: all but a plain URL to a loopback address
    QString host;
    int port = 0;
    QString folder;             // IMAP: the mailbox ("INBOX" when the URL names none)
    QString address() const;    // "host:port"
};

// The URL read, or why it is not one `fetch` takes (the scheme, no host).
std::optional<MailboxUrl> readMailboxUrl(const QString &url, CoreText &error);
// localhost, 127.0.0.0/8 or ::1.
bool isLoopbackHost(const QString &host);

struct FetchControl {
    std::function<void(int done, int total)> progress;  // after each message (total: the new ones)
    const std::atomic_bool *cancel = nullptr;           // set: stops after the message being fetched
};

struct FetchResult {
    QList<FetchedMessage> messages;  // the new ones, in the mailbox's order
    bool ok = true;
    bool cancelled = false;
    CoreText error;                  // when !ok: names the server (host:port) and gives its words
};

FetchResult fetchMailbox(const MailServer &server, const QString &maildir, const FetchControl &control = {});

// The maildir a mailbox is fetched into by the window and by `duty`, one per
// mailbox (its URL and user) in the user's data folder
// (~/.local/share/Adjutant/adjutant/mailboxes/…), so that both take a
// message once.
QString mailboxFolder(const QString &url, const QString &user);

} // namespace adj
