// What the IMAP and the POP3 fetch share (mailbox/Fetch.h): the maildir and
// its list of what was taken, the result, the progress and cancel, and the
// step that keeps a downloaded message or not. Inside core/mailbox only.
#pragma once

#include "mailbox/Fetch.h"
#include "mailbox/FetchedList.h"
#include "mailbox/Maildir.h"

namespace adj {

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

// The fetch over a new curl handle (the caller's, cleaned up by it).
void fetchImap(FetchSession &s, CURL *curl);
void fetchPop3(FetchSession &s, CURL *curl);

} // namespace adj
