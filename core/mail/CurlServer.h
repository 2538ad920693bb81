// What every talk with a mail server through libcurl shares (`send` and
// `fetch`): libcurl started once, the server's address and login, TLS (the
// certificate verified against the system's authorities, or against the
// PEM file a `--ca-file` names), and the server's own words kept from what
// curl shows of the conversation.
#pragma once

#include <QString>

typedef void CURL;  // as curl/curl.h declares it: the header stays out of those including this one

namespace adj {

struct MailServer {
    QString url;        // smtp://, smtps://, imap://, imaps://, pop3://, pop3s://
    QString user;       // empty: no login
    QString password;
    QString caFile;     // PEM certificates to trust (a server's own); empty: the system's
};

// curl_global_init, once in the program.
void initCurl();

// What the server said: its last refusal (by `isRefusal`), else its last line.
struct ServerWords {
    explicit ServerWords(bool (*refusal)(const QString &line)) : isRefusal(refusal) {}
    bool (*isRefusal)(const QString &line);
    QString last;
    QString refusal() const { return isRefusal && isRefusal(last) ? last : QString(); }
};

// The options every mail transfer sets: the URL, TLS (`tlsRequired`: TLS
// from the start or STARTTLS, else the transfer fails; otherwise STARTTLS
// where the server offers it), the CA file, the login, the error buffer
// (CURL_ERROR_SIZE bytes) and the watcher that fills `words`. curl copies
// the strings of `server`.
void setServerOptions(CURL *curl, const MailServer &server, bool tlsRequired, ServerWords &words, char *error);

} // namespace adj
