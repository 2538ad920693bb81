// The talk with a mail server over the connection curl opened and logged in
// on (CURLOPT_CONNECT_ONLY), which the IMAP and the POP3 fetch share: a
// command sent, then what the server answers handed to a reader until the
// answer is whole. Every answer has two time limits: the server silent for
// kIdleSeconds, and the whole answer not there within responseSeconds() (a
// server dripping a byte a second is given up on too). A closed connection
// never ends an answer. Inside core/mailbox only.
#pragma once

#include "mailbox/FetchSession.h"

#include <QDeadlineTimer>

#include <curl/curl.h>

#include <functional>

namespace adj {

class ServerLink
{
public:
    static constexpr int kIdleSeconds = 120;       // no byte from the server for this long: it is gone
    static constexpr int kResponseSeconds = 900;   // one answer, a message of 64 MiB at 75 kB/s included
    // kResponseSeconds, or the seconds in ADJ_FETCH_RESPONSE_SECONDS (for tests of a slow server).
    static int responseSeconds();

    ServerLink(FetchSession &s, CURL *curl);

    enum class Read { More, Done, Failed };
    // Sends `command` (with its line end; nothing when it is empty), then
    // hands the server's bytes to `read` until it says Done. False when the
    // connection fails, the time is up or `read` fails: `why` then says what
    // happened, naming the server and `what` (the command: "UID 7",
    // "message 2 (UIDL x)"); when `read` fails it leaves `why` to its caller.
    bool exchange(const QByteArray &command, const QString &what, const std::function<Read(const char *, qint64)> &read);
    CoreText why;
    bool closed = false;  // the server closed the connection

private:
    bool send(const QByteArray &bytes, const QString &what);
    bool wait(short events, const QString &what);

    FetchSession &m_s;
    CURL *m_curl;
    curl_socket_t m_socket = CURL_SOCKET_BAD;
    QDeadlineTimer m_deadline;  // of the answer read now
};

// curl connects, does TLS or STARTTLS and logs in (CURLOPT_CONNECT_ONLY,
// within the time of one answer), then `talk` runs. When it cannot, the
// run's error is the server's refusal (by `refusal`, told by `words`: the
// line as the user reads it), else curl's words.
void connectAndTalk(FetchSession &s, CURL *curl, bool (*refusal)(const QString &line),
                    QString (*words)(const QString &line), const std::function<void()> &talk);

} // namespace adj
