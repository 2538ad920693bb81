// The POP3 side of `fetch`, all of it through curl: UIDL lists the messages,
// then each one not yet taken is read whole with TOP n and a line count
// larger than any message (RFC 1939 §7: the whole message), which, unlike
// RETR, no server takes as reading it (Dovecot marks a RETR'd message \Seen);
// RETR where the server refuses TOP. Never DELE. curl undoes the
// dot-stuffing and ends each message at its ".".
#include "mailbox/FetchSession.h"
#include "mailbox/Pop3Uidl.h"

#include <curl/curl.h>

namespace adj {

namespace {

constexpr const char *kWholeMessage = "2000000000";  // lines: more than any message has

bool pop3Refusal(const QString &line)
{
    return line.startsWith(u"-ERR");
}

struct Sink {
    FetchSession *s = nullptr;
    QByteArray *listing = nullptr;  // UIDL goes here, a message into the maildir writer
    qint64 written = 0;
};

size_t write(char *data, size_t size, size_t count, void *user)
{
    auto *sink = static_cast<Sink *>(user);
    const qint64 n = qint64(size * count);
    if (sink->listing) {
        if (sink->listing->size() + n > (qint64(256) << 20))
            return 0;  // a listing of 256 MiB is no UIDL answer
        sink->listing->append(data, n);
    } else {
        sink->s->writer.write(data, n);
    }
    sink->written += n;
    return size * count;
}

int progress(void *user, curl_off_t, curl_off_t, curl_off_t, curl_off_t)
{
    return static_cast<Sink *>(user)->s->cancelled() ? 1 : 0;
}

class Session
{
public:
    Session(FetchSession &s, CURL *curl) : m_s(s), m_curl(curl)
    {
        setServerOptions(curl, s.server, s.url.tlsRequired, m_words, m_error);
        m_base = (s.url.tlsFromStart ? "pop3s://" : "pop3://") + s.url.address().toUtf8() + '/';
        m_sink.s = &s;
        curl_easy_setopt(curl, CURLOPT_WRITEFUNCTION, write);
        curl_easy_setopt(curl, CURLOPT_WRITEDATA, &m_sink);
        curl_easy_setopt(curl, CURLOPT_XFERINFOFUNCTION, progress);
        curl_easy_setopt(curl, CURLOPT_XFERINFODATA, &m_sink);
        curl_easy_setopt(curl, CURLOPT_NOPROGRESS, 0L);
        curl_easy_setopt(curl, CURLOPT_LOW_SPEED_LIMIT, 1L);
        curl_easy_setopt(curl, CURLOPT_LOW_SPEED_TIME, 120L);
    }

    // One command on the (kept) connection; false after the run's error is set.
    bool perform(const QByteArray &path, const QByteArray &custom, QByteArray *listing)
    {
        m_sink.listing = listing;
        m_sink.written = 0;
        m_error[0] = 0;
        m_words.last.clear();
        curl_easy_setopt(m_curl, CURLOPT_URL, (m_base + path).constData());
        curl_easy_setopt(m_curl, CURLOPT_CUSTOMREQUEST, custom.isEmpty() ? nullptr : custom.constData());
        m_code = curl_easy_perform(m_curl);
        return m_code == CURLE_OK;
    }
    QString why() const
    {
        const QString refusal = m_words.refusal();
        return !refusal.isEmpty() ? refusal : QString::fromUtf8(m_error[0] ? m_error : curl_easy_strerror(m_code));
    }
    bool refused() const { return !m_words.refusal().isEmpty() && m_sink.written == 0; }

private:
    FetchSession &m_s;
    CURL *m_curl;
    ServerWords m_words{pop3Refusal};
    char m_error[CURL_ERROR_SIZE] = {};
    QByteArray m_base;
    Sink m_sink;
    CURLcode m_code = CURLE_OK;
};

void talk(FetchSession &s, Session &pop)
{
    QByteArray listing;
    if (!pop.perform({}, "UIDL", &listing)) {
        s.fail(serverError(s.url, pop.why()));
        return;
    }
    const std::optional<QList<Pop3Message>> messages = parseUidl(listing);
    if (!messages) {
        s.fail(coreText(QT_TRANSLATE_NOOP("adj::Core", "%1: not a UIDL listing: %2"), s.url.address(),
                        QString::fromUtf8(listing.left(200))));
        return;
    }
    QList<Pop3Message> fresh;
    for (const Pop3Message &m : *messages)
        if (!s.fetched.list().contains(s.mailboxKey, m.uidl))
            fresh.append(m);
    s.total = int(fresh.size());
    bool top = true;
    for (const Pop3Message &m : fresh) {
        if (s.cancelled())
            return;
        CoreText error;
        if (!s.writer.begin(error)) {
            s.fail(error);
            return;
        }
        const QByteArray n = QByteArray::number(m.number);
        bool ok = top ? pop.perform({}, "TOP " + n + ' ' + kWholeMessage, nullptr) : pop.perform(n, {}, nullptr);
        if (!ok && top && pop.refused()) {
            top = false;  // no TOP on this server: RETR
            ok = s.writer.begin(error) && pop.perform(n, {}, nullptr);
        }
        if (!ok) {
            s.writer.drop();
            if (!s.cancelled())
                s.fail(serverError(s.url, pop.why()));
            return;
        }
        if (!s.keep(m.uidl))
            return;
        s.step();
    }
}

} // namespace

void fetchPop3(FetchSession &s, CURL *curl)
{
    Session pop(s, curl);
    talk(s, pop);
}

} // namespace adj
