#include "mailbox/ServerLink.h"

#include <QElapsedTimer>

#include <poll.h>

#include <algorithm>

namespace adj {

namespace {

constexpr int kGoodbyeSeconds = 10;  // curl's wait for the answer to its LOGOUT or QUIT

} // namespace

void connectAndTalk(FetchSession &s, CURL *curl, bool (*refusal)(const QString &line),
                    QString (*words)(const QString &line), const std::function<void()> &talk)
{
    ServerWords said{refusal};
    char error[CURL_ERROR_SIZE] = {};
    setServerOptions(curl, s.server, s.url.tlsRequired, said, error);
    curl_easy_setopt(curl, CURLOPT_CONNECT_ONLY, 1L);
    curl_easy_setopt(curl, CURLOPT_TIMEOUT, long(ServerLink::responseSeconds()));
    curl_easy_setopt(curl, CURLOPT_SERVER_RESPONSE_TIMEOUT, long(ServerLink::responseSeconds()));
    const CURLcode code = curl_easy_perform(curl);
    if (code == CURLE_OK) {
        talk();
        // curl_easy_cleanup says LOGOUT or QUIT and waits for the answer: a server that misbehaved is not waited on long.
        curl_easy_setopt(curl, CURLOPT_SERVER_RESPONSE_TIMEOUT, long(std::min(kGoodbyeSeconds, ServerLink::responseSeconds())));
        return;
    }
    const QString refused = said.refusal();
    s.fail(serverError(s.url, !refused.isEmpty() ? (words ? words(refused) : refused)
                                                 : QString::fromUtf8(error[0] ? error : curl_easy_strerror(code))));
}

int ServerLink::responseSeconds()
{
    bool ok = false;
    const int seconds = qEnvironmentVariableIntValue("ADJ_FETCH_RESPONSE_SECONDS", &ok);
    return ok && seconds > 0 ? seconds : kResponseSeconds;
}

ServerLink::ServerLink(FetchSession &s, CURL *curl) : m_s(s), m_curl(curl)
{
    curl_easy_getinfo(curl, CURLINFO_ACTIVESOCKET, &m_socket);
}

bool ServerLink::exchange(const QByteArray &command, const QString &what, const std::function<Read(const char *, qint64)> &read)
{
    m_deadline = QDeadlineTimer(qint64(responseSeconds()) * 1000);
    if (!command.isEmpty() && !send(command + "\r\n", what))
        return false;
    char buffer[65536];
    for (;;) {
        size_t n = 0;
        const CURLcode code = curl_easy_recv(m_curl, buffer, sizeof buffer, &n);
        if (code == CURLE_AGAIN) {
            if (!wait(POLLIN, what))
                return false;
            continue;
        }
        if (code != CURLE_OK) {
            why = serverError(m_s.url, QString::fromUtf8(curl_easy_strerror(code)));
            return false;
        }
        if (n == 0) {
            closed = true;
            why = coreText(QT_TRANSLATE_NOOP("adj::Core", "%1: the server closed the connection before the end of its answer to %2"),
                           m_s.url.address(), what);
            return false;
        }
        const Read r = read(buffer, qint64(n));
        if (r != Read::More)
            return r == Read::Done;
    }
}

bool ServerLink::send(const QByteArray &bytes, const QString &what)
{
    qsizetype at = 0;
    while (at < bytes.size()) {
        size_t n = 0;
        const CURLcode code = curl_easy_send(m_curl, bytes.constData() + at, size_t(bytes.size() - at), &n);
        if (code == CURLE_AGAIN) {
            if (!wait(POLLOUT, what))
                return false;
            continue;
        }
        if (code != CURLE_OK) {
            why = serverError(m_s.url, QString::fromUtf8(curl_easy_strerror(code)));
            return false;
        }
        at += qsizetype(n);
    }
    return true;
}

// Waits until the socket is ready, the fetch is cancelled, the server has
// been silent too long or the answer's time is up.
bool ServerLink::wait(short events, const QString &what)
{
    QElapsedTimer idle;
    idle.start();
    pollfd p{int(m_socket), events, 0};
    for (;;) {
        if (m_s.cancelled()) {
            why = coreText(QT_TRANSLATE_NOOP("adj::Core", "%1: fetching was cancelled"), m_s.url.address());
            return false;
        }
        if (m_deadline.hasExpired()) {
            why = coreText(QT_TRANSLATE_NOOP("adj::Core", "%1: the answer to %2 did not come whole within %3 seconds"),
                           m_s.url.address(), what, responseSeconds());
            return false;
        }
        if (idle.hasExpired(kIdleSeconds * 1000)) {
            why = coreText(QT_TRANSLATE_NOOP("adj::Core", "%1: no answer to %2 for %3 seconds"), m_s.url.address(), what,
                           kIdleSeconds);
            return false;
        }
        if (poll(&p, 1, 200) != 0)
            return true;
    }
}

} // namespace adj
