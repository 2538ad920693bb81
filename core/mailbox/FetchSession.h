// What the IMAP and the POP3 fetch share (mailbox/Fetch.h): the maildir and
// its list of what was taken, the result, the progress and cancel, and the
// step that keeps a downloaded message or not. Inside core/mailbox only.
#pragma once

#include "mailbox/Fetch.h"
#include "mailbox/FetchedList.h"
#include "mailbox/Maildir.h"

namespace adj {

// The largest message fetch takes: a larger one is an error naming it, not kept.
constexpr qint64 kMaxMessageBytes = qint64(64) << 20;  // 64 MiB

struct FetchSession {
    FetchSession(const MailServer &server, const MailboxUrl &url, const FetchControl &control)
        : server(server), url(url), control(control) {}
    const MailServer &server;
    const MailboxUrl &url;
    const FetchControl &control;
    QString mailboxKey;      // the mailbox in .adjutant-fetched: its URL with the user
    FetchedFile fetched;
    MaildirWriter writer;
    FetchResult result;
    int done = 0, total = 0;
    qint64 bytes = 0;        // of the message being written
    bool made = false;       // the maildir's folders made by this fetch
    bool madeRoot = false;   // the maildir itself too
    bool listed = false;     // its list of what was taken opened to add to

    // A message starts in `writer`: the maildir made on the first one (and
    // its list on the first kept), so that a fetch that keeps nothing
    // writes nothing: forget() removes the maildir's empty folders it made.
    bool begin();
    // The message's bytes so far grow by these; false (and the run's error
    // set, naming `what`) when they pass kMaxMessageBytes.
    bool write(const char *data, qint64 size, const QString &what);
    void forget();

    bool cancelled() const { return control.cancel && control.cancel->load(); }
    // The run stops with this error, naming the server.
    void fail(const CoreText &error)
    {
        result.ok = false;
        result.error = error;
    }
    // The message written into `writer` is complete: stored in new/ and
    // remembered as `id`; or, when its bytes are already held (a mailbox
    // whose UIDVALIDITY changed), only remembered. False when it cannot be stored.
    bool keep(const QString &id);
    void step()
    {
        ++done;
        if (control.progress)
            control.progress(done, total);
    }
};

// The server's words, or curl's, in the error of a failed step: "HOST:PORT: WORDS".
CoreText serverError(const MailboxUrl &url, const QString &words);
// Bytes of the server's, shown in an error: printable ASCII as it is, any
// other byte as \xNN, cut to `max` characters with "…".
QString shownBytes(const QByteArray &bytes, int max = 80);

// The fetch over a new curl handle (the caller's, cleaned up by it).
void fetchImap(FetchSession &s, CURL *curl);
void fetchPop3(FetchSession &s, CURL *curl);

} // namespace adj
