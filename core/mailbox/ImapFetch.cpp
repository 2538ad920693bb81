// The IMAP side of `fetch`: curl connects, does TLS or STARTTLS and logs in
// (CURLOPT_CONNECT_ONLY), then this file speaks for itself over curl's
// connection: EXAMINE (read-only), UID SEARCH ALL, and UID FETCH n
// BODY.PEEK[] for each message not yet taken — never SELECT or BODY[],
// which would set \Seen.
#include "mailbox/FetchSession.h"
#include "mailbox/ImapReader.h"

#include <QElapsedTimer>

#include <curl/curl.h>
#include <poll.h>

namespace adj {

namespace {

constexpr int kIdleSeconds = 120;  // no byte from the server for this long: it is gone

// "A004 NO [AUTHENTICATIONFAILED] Authentication failed." and "* BYE …" are refusals.
bool imapRefusal(const QString &line)
{
    const QString status = line.section(u' ', 1, 1).toUpper();
    return status == u"NO" || status == u"BAD" || status == u"BYE";
}

// The server's words without the command's tag.
QString untagged(const QString &line)
{
    return line.startsWith(u"* ") ? line.mid(2) : line.section(u' ', 1);
}

QByteArray quoted(const QString &mailbox)
{
    QByteArray q = mailbox.toUtf8();
    q.replace('\\', "\\\\").replace('"', "\\\"");
    return '"' + q + '"';
}

class Connection : public ImapReader::Handler
{
public:
    Connection(FetchSession &s, CURL *curl) : m_s(s), m_curl(curl)
    {
        curl_easy_getinfo(curl, CURLINFO_ACTIVESOCKET, &m_socket);
    }
    CoreText why;                       // when a command fails: what went wrong, naming the server
    QList<QByteArray> untaggedLines;    // of the command last run

    // Sends "TAG command" and reads to its tagged result; nothing when the connection failed.
    std::optional<ImapResult> run(const QByteArray &command)
    {
        m_tag = 'F' + QByteArray::number(++m_count);
        untaggedLines.clear();
        m_result.reset();
        if (!send(m_tag + ' ' + command + "\r\n"))
            return std::nullopt;
        char buffer[65536];
        while (!m_result) {
            size_t n = 0;
            const CURLcode code = curl_easy_recv(m_curl, buffer, sizeof buffer, &n);
            if (code == CURLE_AGAIN) {
                if (!wait(POLLIN))
                    return std::nullopt;
                continue;
            }
            if (code != CURLE_OK || n == 0) {
                why = code != CURLE_OK ? serverError(m_s.url, QString::fromUtf8(curl_easy_strerror(code)))
                    : m_bye.isEmpty() ? coreText(QT_TRANSLATE_NOOP("adj::Core", "%1: the server closed the connection"), m_s.url.address())
                                      : serverError(m_s.url, m_bye);
                return std::nullopt;
            }
            if (!m_reader.feed(buffer, qint64(n), *this)) {
                why = coreText(m_reader.error(), m_s.url.address());
                return std::nullopt;
            }
            if (m_failure) {
                why = *m_failure;
                return std::nullopt;
            }
        }
        return m_result;
    }

    // The next run's message literal for `uid` goes into the maildir writer.
    void expectBody(quint32 uid)
    {
        m_bodyUid = uid;
        m_bodyStarted = false;
    }
    bool bodyStarted() const { return m_bodyStarted; }

    bool literal(const QByteArray &lineSoFar, qint64) override
    {
        if (m_bodyUid == 0 || m_bodyStarted || fetchedBodyUid(lineSoFar) != m_bodyUid)
            return false;
        CoreText error;
        if (!m_s.writer.begin(error)) {
            m_failure = error;
            return false;
        }
        m_bodyStarted = true;
        return true;
    }
    void chunk(const char *data, qint64 size) override { m_s.writer.write(data, size); }
    void response(const QByteArray &line) override
    {
        if (std::optional<ImapResult> r = taggedResult(line, m_tag))
            m_result = r;
        else if (line.startsWith("* BYE"))
            m_bye = QString::fromUtf8(line.mid(2));
        else if (line.startsWith("* "))
            untaggedLines.append(line);
    }

private:
    bool send(const QByteArray &bytes)
    {
        qsizetype at = 0;
        while (at < bytes.size()) {
            size_t n = 0;
            const CURLcode code = curl_easy_send(m_curl, bytes.constData() + at, size_t(bytes.size() - at), &n);
            if (code == CURLE_AGAIN) {
                if (!wait(POLLOUT))
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
    // Waits until the socket is ready, the fetch is cancelled, or the server has been silent too long.
    bool wait(short events)
    {
        QElapsedTimer idle;
        idle.start();
        pollfd p{int(m_socket), events, 0};
        while (!idle.hasExpired(kIdleSeconds * 1000)) {
            if (m_s.cancelled()) {
                why = coreText(QT_TRANSLATE_NOOP("adj::Core", "%1: fetching was cancelled"), m_s.url.address());
                return false;
            }
            if (poll(&p, 1, 200) != 0)
                return true;
        }
        why = coreText(QT_TRANSLATE_NOOP("adj::Core", "%1: no answer for %2 seconds"), m_s.url.address(), kIdleSeconds);
        return false;
    }

    FetchSession &m_s;
    CURL *m_curl;
    curl_socket_t m_socket = CURL_SOCKET_BAD;
    ImapReader m_reader;
    QByteArray m_tag;
    int m_count = 0;
    std::optional<ImapResult> m_result;
    QString m_bye;
    std::optional<CoreText> m_failure;
    quint32 m_bodyUid = 0;
    bool m_bodyStarted = false;
};

void talk(FetchSession &s, Connection &c)
{
    const auto failed = [&](const std::optional<ImapResult> &r) {
        if (r && r->ok)
            return false;
        if (!s.cancelled())
            s.fail(r ? serverError(s.url, QString::fromUtf8(r->text)) : c.why);
        return true;
    };
    const std::optional<ImapResult> examined = c.run("EXAMINE " + quoted(s.url.folder));
    if (failed(examined))
        return;
    std::optional<quint32> validity;
    for (const QByteArray &line : c.untaggedLines)
        if (!validity)
            validity = uidValidity(line);
    if (!validity) {
        s.fail(coreText(QT_TRANSLATE_NOOP("adj::Core", "%1: EXAMINE gave no UIDVALIDITY"), s.url.address()));
        return;
    }
    const std::optional<ImapResult> searched = c.run("UID SEARCH ALL");
    if (failed(searched))
        return;
    QList<quint32> uids;
    for (const QByteArray &line : c.untaggedLines)
        if (const std::optional<QList<quint32>> found = searchResult(line))
            uids += *found;
    std::sort(uids.begin(), uids.end());
    uids.erase(std::unique(uids.begin(), uids.end()), uids.end());
    QStringList fresh;
    for (const quint32 uid : uids) {
        const QString id = QStringLiteral("%1/%2").arg(*validity).arg(uid);
        if (!s.fetched.list().contains(s.mailboxKey, id))
            fresh.append(id);
    }
    s.total = int(fresh.size());
    for (const QString &id : fresh) {
        if (s.cancelled())
            return;
        const quint32 uid = id.section(u'/', 1).toUInt();
        c.expectBody(uid);
        const std::optional<ImapResult> body = c.run("UID FETCH " + QByteArray::number(uid) + " BODY.PEEK[]");
        const bool started = c.bodyStarted();
        c.expectBody(0);
        if (failed(body)) {
            s.writer.drop();
            return;
        }
        // A message gone since the search has no body: nothing to take.
        if (started && !s.keep(id))
            return;
        s.step();
    }
    c.run("LOGOUT");
}

} // namespace

void fetchImap(FetchSession &s, CURL *curl)
{
    ServerWords words{imapRefusal};
    char error[CURL_ERROR_SIZE] = {};
    setServerOptions(curl, s.server, s.url.tlsRequired, words, error);
    curl_easy_setopt(curl, CURLOPT_CONNECT_ONLY, 1L);
    const CURLcode code = curl_easy_perform(curl);
    if (code != CURLE_OK) {
        const QString refusal = words.refusal();
        s.fail(serverError(s.url, refusal.isEmpty() ? QString::fromUtf8(error[0] ? error : curl_easy_strerror(code))
                                                    : untagged(refusal)));
    } else {
        Connection c(s, curl);
        talk(s, c);
    }
}

} // namespace adj
