// The IMAP side of `fetch`: curl connects, does TLS or STARTTLS and logs in
// (CURLOPT_CONNECT_ONLY), then this file speaks for itself over curl's
// connection (mailbox/ServerLink.h): EXAMINE (read-only), UID SEARCH ALL, and UID FETCH n
// BODY.PEEK[] for each message not yet taken — never SELECT or BODY[],
// which would set \Seen.
#include "mailbox/FetchSession.h"
#include "mailbox/ImapReader.h"

#include "mailbox/ServerLink.h"

#include <curl/curl.h>

namespace adj {

namespace {

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
    Connection(FetchSession &s, CURL *curl) : m_s(s), m_link(s, curl) {}
    CoreText why;                       // when a command fails: what went wrong, naming the server
    QList<QByteArray> untaggedLines;    // of the command last run

    // Sends "TAG command" and reads to its tagged result; nothing when the
    // connection failed or the answer cannot be read. `what` names the
    // command in errors.
    std::optional<ImapResult> run(const QByteArray &command, const QString &what)
    {
        m_tag = 'F' + QByteArray::number(++m_count);
        m_what = what;
        untaggedLines.clear();
        m_result.reset();
        const auto read = [this](const char *data, qint64 size) {
            if (!m_reader.feed(data, size, *this)) {
                m_failure = coreText(m_reader.error(), m_s.url.address(), m_what);
                return ServerLink::Read::Failed;
            }
            return m_failure ? ServerLink::Read::Failed : m_result ? ServerLink::Read::Done : ServerLink::Read::More;
        };
        if (m_link.exchange(m_tag + ' ' + command, what, read))
            return m_result;
        why = m_failure ? *m_failure : m_link.closed && !m_bye.isEmpty() ? serverError(m_s.url, m_bye) : m_link.why;
        return std::nullopt;
    }

    // The next run's message for `uid` goes into the maildir writer; 0: none.
    void expectBody(quint32 uid)
    {
        m_bodyUid = uid;
        m_bodyStarted = false;
        m_uidAnswered = false;
    }
    bool bodyStarted() const { return m_bodyStarted; }
    // The server answered with the UID asked for but gave no body.
    bool answeredWithoutBody() const { return m_uidAnswered && !m_bodyStarted; }

    bool literal(const QByteArray &lineSoFar, qint64 size) override
    {
        if (m_bodyUid == 0 || m_failure)
            return false;
        // Another attribute's literal is dropped; the whole response is read in response().
        const std::optional<ImapFetched> f = fetchedMessage(lineSoFar, true);
        if (f && !f->readable)
            return unreadable(lineSoFar);
        if (!f || f->body != ImapFetched::Body::Literal)
            return false;
        if (size > kMaxMessageBytes && (!f->uid || *f->uid == m_bodyUid)) {
            refuse(QT_TRANSLATE_NOOP("adj::Core", "%1: UID %2 is larger than 64 MiB (%3 bytes), the most fetch takes of a message; it is not kept"),
                   QString::number(size));
            return false;
        }
        return startBody(f->uid, lineSoFar);
    }
    void chunk(const char *data, qint64 size) override
    {
        if (!m_failure && !m_s.write(data, size, m_what))
            m_failure = m_s.result.error;
    }
    void response(const QByteArray &line) override
    {
        if (std::optional<ImapResult> r = taggedResult(line, m_tag))
            m_result = r;
        else if (line.startsWith("* BYE"))
            m_bye = QString::fromUtf8(line.mid(2));
        else if (line.startsWith("* "))
            untaggedLines.append(line);
        if (m_bodyUid != 0 && !m_failure)
            if (const std::optional<ImapFetched> f = fetchedMessage(line))
                fetched(*f, line);
    }

private:
    // A whole FETCH response of the command that asked for m_bodyUid.
    void fetched(const ImapFetched &f, const QByteArray &line)
    {
        if (!f.readable) {
            unreadable(line);
            return;
        }
        if (f.uid && *f.uid != m_bodyUid) {
            if (f.body != ImapFetched::Body::None)
                startBody(f.uid, line);  // another message's body: refused
            return;
        }
        if (f.uid)
            m_uidAnswered = true;
        if (f.body == ImapFetched::Body::Nil)
            refuse(QT_TRANSLATE_NOOP("adj::Core", "%1: UID %2 has no body in the server's answer (BODY[] NIL)"));
        else if (f.body == ImapFetched::Body::Quoted && startBody(f.uid, line))
            chunk(f.quoted.constData(), f.quoted.size());
    }
    // A body starts for `uid` (none: not given before it); false, the
    // failure set, when it is another message's or a second one.
    bool startBody(std::optional<quint32> uid, const QByteArray &line)
    {
        if (uid && *uid != m_bodyUid) {
            refuse(QT_TRANSLATE_NOOP("adj::Core", "%1: asked for UID %2, the server answered with another message: %3"),
                   shownBytes(line));
            return false;
        }
        if (m_bodyStarted) {
            refuse(QT_TRANSLATE_NOOP("adj::Core", "%1: the server sent UID %2's body twice"));
            return false;
        }
        if (!m_s.begin()) {
            m_failure = m_s.result.error;
            return false;
        }
        m_bodyStarted = true;
        return true;
    }
    bool unreadable(const QByteArray &line)
    {
        refuse(QT_TRANSLATE_NOOP("adj::Core", "%1: the answer to UID FETCH %2 cannot be read: %3"), shownBytes(line));
        return false;
    }
    // The fetch of m_bodyUid fails with `error` (%1 the server, %2 the UID, %3 `more`).
    void refuse(const char *error, const QString &more = QString())
    {
        if (!m_failure)
            m_failure = coreText(error, m_s.url.address(), m_bodyUid, more);
    }

    FetchSession &m_s;
    ServerLink m_link;
    ImapReader m_reader;
    QByteArray m_tag;
    QString m_what;
    int m_count = 0;
    std::optional<ImapResult> m_result;
    QString m_bye;
    std::optional<CoreText> m_failure;
    quint32 m_bodyUid = 0;
    bool m_bodyStarted = false;
    bool m_uidAnswered = false;
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
    const std::optional<ImapResult> examined = c.run("EXAMINE " + quoted(s.url.folder), QStringLiteral("EXAMINE"));
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
    const std::optional<ImapResult> searched = c.run("UID SEARCH ALL", QStringLiteral("UID SEARCH"));
    if (failed(searched))
        return;
    QList<quint32> uids;
    bool listed = false;
    for (const QByteArray &line : c.untaggedLines) {
        if (!isSearchResponse(line))
            continue;
        const std::optional<QList<quint32>> found = searchResult(line);
        if (!found) {
            s.fail(coreText(QT_TRANSLATE_NOOP("adj::Core", "%1: the answer to UID SEARCH is not a list of UIDs: %2"),
                            s.url.address(), shownBytes(line)));
            return;
        }
        uids += *found;
        listed = true;
    }
    if (!listed) {
        s.fail(coreText(QT_TRANSLATE_NOOP("adj::Core", "%1: UID SEARCH gave no SEARCH response"), s.url.address()));
        return;
    }
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
        const std::optional<ImapResult> body = c.run("UID FETCH " + QByteArray::number(uid) + " BODY.PEEK[]",
                                                     QStringLiteral("UID %1").arg(uid));
        const bool started = c.bodyStarted(), withoutBody = c.answeredWithoutBody();
        c.expectBody(0);
        if (!failed(body) && withoutBody)
            s.fail(coreText(QT_TRANSLATE_NOOP("adj::Core", "%1: the server answered UID %2 without its body"), s.url.address(), uid));
        if (!s.result.ok || s.cancelled()) {
            s.writer.drop();
            return;
        }
        // A message gone since the search has no FETCH response: nothing to take.
        if (started && !s.keep(id))
            return;
        s.step();
    }
    c.run("LOGOUT", QStringLiteral("LOGOUT"));
}

} // namespace

void fetchImap(FetchSession &s, CURL *curl)
{
    connectAndTalk(s, curl, imapRefusal, untagged, [&s, curl] {
        Connection c(s, curl);
        talk(s, c);
    });
}

} // namespace adj
