// The POP3 side of `fetch`: curl connects, does TLS or STARTTLS and logs in
// (CURLOPT_CONNECT_ONLY), then this file speaks for itself over curl's
// connection (mailbox/ServerLink.h): UIDL lists the messages, then each one
// not yet taken is read whole with TOP n and a line count larger than any
// message (RFC 1939 §7: the whole message), which, unlike RETR, no server
// takes as reading it (Dovecot marks a RETR'd message \Seen); RETR where the
// server refuses TOP. Never DELE. A message ends at its "." line only
// (mailbox/Pop3Reader.h): one the connection closed on is not kept.
#include "mailbox/FetchSession.h"
#include "mailbox/Pop3Reader.h"
#include "mailbox/Pop3Uidl.h"
#include "mailbox/ServerLink.h"

#include <curl/curl.h>

namespace adj {

namespace {

constexpr const char *kWholeMessage = "2000000000";  // lines: more than any message has

bool pop3Refusal(const QString &line)
{
    return line.startsWith(u"-ERR");
}

class Session
{
public:
    Session(FetchSession &s, CURL *curl) : m_s(s), m_link(s, curl) {}

    // `command`'s answer read: its lines (multi-line) to `sink`. False when
    // the run's error is set; a -ERR is no failure here (ok() tells).
    bool run(const QByteArray &command, const QString &what, bool multiLine,
             const std::function<bool(const char *, qint64)> &sink)
    {
        m_reader.expect(multiLine);
        bool sinkFailed = false;
        const auto read = [&](const char *data, qint64 size) {
            const auto take = [&](const char *d, qint64 n) {
                sinkFailed = !sink(d, n);
                return !sinkFailed;
            };
            switch (m_reader.feed(data, size, take)) {
            case Pop3Reader::State::More:
                return ServerLink::Read::More;
            case Pop3Reader::State::Done:
                return ServerLink::Read::Done;
            case Pop3Reader::State::Failed:
                break;
            }
            return ServerLink::Read::Failed;
        };
        if (m_link.exchange(command, what, read))
            return true;
        if (!sinkFailed && !m_s.cancelled())
            m_s.fail(m_reader.error() ? coreText(m_reader.error(), m_s.url.address(), what) : m_link.why);
        return false;
    }
    bool ok() const { return m_reader.ok(); }
    QString status() const { return QString::fromUtf8(m_reader.status()); }

private:
    FetchSession &m_s;
    ServerLink m_link;
    Pop3Reader m_reader;
};

void talk(FetchSession &s, Session &pop)
{
    QByteArray listing;
    const QString uidl = QStringLiteral("UIDL");
    const bool listed = pop.run("UIDL", uidl, true, [&](const char *data, qint64 size) {
        if (listing.size() + size <= kMaxUidlListing) {
            listing.append(data, size);
            return true;
        }
        s.fail(coreText(QT_TRANSLATE_NOOP("adj::Core", "%1: the UIDL listing goes on past 16 MiB (%2 lines) without its end; no mailbox's is that long"),
                        s.url.address(), listing.count('\n')));
        return false;
    });
    if (!listed)
        return;
    if (!pop.ok()) {
        s.fail(serverError(s.url, pop.status()));
        return;
    }
    UidlProblem problem;
    const std::optional<QList<Pop3Message>> messages = parseUidl(listing, &problem);
    if (!messages) {
        s.fail(coreText(QT_TRANSLATE_NOOP("adj::Core", "%1: line %2 of the UIDL listing is not \"number uidl\": %3"),
                        s.url.address(), problem.line, shownBytes(problem.text)));
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
        const QByteArray n = QByteArray::number(m.number);
        const QString what = QStringLiteral("message %1 (UIDL %2)").arg(m.number).arg(m.uidl);
        const auto take = [&](const char *data, qint64 size) { return s.write(data, size, what); };
        if (!s.begin())
            return;
        bool ok = pop.run(top ? "TOP " + n + ' ' + kWholeMessage : "RETR " + n, what, true, take);
        if (ok && top && !pop.ok()) {
            top = false;  // no TOP on this server: RETR
            ok = s.begin() && pop.run("RETR " + n, what, true, take);
        }
        if (ok && !pop.ok()) {
            s.fail(serverError(s.url, pop.status()));
            ok = false;
        }
        if (!ok) {
            s.writer.drop();
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
    connectAndTalk(s, curl, pop3Refusal, nullptr, [&s, curl] {
        Session pop(s, curl);
        talk(s, pop);
    });
}

} // namespace adj
