// Fetching the moderator's mailbox (docs/formats.md "The turn's mail"), against
// a real Dovecot (tests/DovecotTestServer.h): IMAP and POP3, TLS and
// STARTTLS, the mailbox never changed, what was taken remembered, a message
// whole or not at all. The readers of the servers' answers and of the list
// of what was taken are tested on their own too.
#include "DovecotTestServer.h"
#include "TestSupport.h"
#include "mailbox/Fetch.h"
#include "mailbox/FetchedList.h"
#include "mailbox/ImapReader.h"
#include "mailbox/Pop3Reader.h"
#include "mailbox/Pop3Uidl.h"

#include <QCryptographicHash>
#include <QDirIterator>
#include <QTemporaryDir>
#include <QtTest>

using namespace adj;
using adj::test::DovecotTestServer;

namespace {

QByteArray sha(const QByteArray &b)
{
    return QCryptographicHash::hash(b, QCryptographicHash::Sha256).toHex();
}

QByteArray bytesOf(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

// The messages a maildir holds in new/, by file name.
QMap<QString, QByteArray> held(const QString &maildir)
{
    QMap<QString, QByteArray> out;
    for (const QString &name : QDir(maildir + QStringLiteral("/new")).entryList(QDir::Files))
        out.insert(name, bytesOf(maildir + QStringLiteral("/new/") + name));
    return out;
}

const QByteArray kPlain = "Return-Path: <alice@example.org>\r\n"
                          "Received: from mx.example.org by mail.example.net; Tue, 8 Dec 2026 17:59:02 +0100\r\n"
                          "Received: from phone by mx.example.org; Tue, 8 Dec 2026 17:58:00 +0100\r\n"
                          "From: Alice <alice@example.org>\r\nTo: gm@example.net\r\nSubject: Orders turn 3\r\n"
                          "Date: Tue, 8 Dec 2026 17:50:00 +0100\r\nMessage-ID: <t3@example.org>\r\n\r\n"
                          "NATION ENG\r\nBUILD LON\r\n.a line starting with a dot\r\n..two dots\r\n";
// Broken MIME: a multipart without its boundary's end, and a Date in the future.
const QByteArray kBroken = "From: bob@example.org\r\nSubject: =?utf-8?Q?Befehle_f=C3=BCr?= Zug 3\r\n"
                           "Date: Fri, 1 Jan 2038 12:00:00 +0000\r\nMessage-ID: <broken@example.org>\r\n"
                           "MIME-Version: 1.0\r\nContent-Type: multipart/mixed; boundary=\"zz\"\r\n\r\n"
                           "--zz\r\nContent-Type: text/plain\r\n\r\nNATION FRA\r\n--zz\r\nContent-Type: text/plain; charset=bogus\r\n"
                           "Content-Transfer-Encoding: base64\r\n\r\n!!!not base64\r\n";
const QByteArray kNoDate = "From: carol@example.org\r\nSubject: no date at all\r\n\r\nNATION SCO\r\n";

} // namespace

class TestFetch : public QObject
{
    Q_OBJECT

    QString m_ca = adj::test::kTestCertificate;
    bool m_available = DovecotTestServer::available();
    DovecotTestServer m_tls, m_plain;  // one server with TLS, one without, a mailbox per test
    int m_users = 0;

    MailServer server(const DovecotTestServer &d, const char *scheme, const QString &password = QLatin1String(DovecotTestServer::kPassword))
    {
        return {d.url(scheme), d.user(), password, m_ca};
    }
    // A mailbox of its own on `d`.
    DovecotTestServer &fresh(DovecotTestServer &d)
    {
        d.use(QStringLiteral("player%1").arg(++m_users));
        return d;
    }
    void start(DovecotTestServer &d, bool tls, bool everywhere = false)
    {
        if (!d.start(tls, everywhere))
            qFatal("dovecot did not start: %s", qPrintable(d.log()));
    }

// The tests need Dovecot; without it they are skipped, unless ADJ_REQUIRE_SERVERS is set.
#define NEED_DOVECOT() \
    if (!m_available) \
        QSKIP("dovecot is not installed (dovecot-imapd, dovecot-pop3d)")

private slots:
    void initTestCase()
    {
        if (!m_available) {
            if (qEnvironmentVariableIsSet("ADJ_REQUIRE_SERVERS"))
                QFAIL("ADJ_REQUIRE_SERVERS is set and dovecot is not installed");
            return;
        }
        start(m_tls, true);
        start(m_plain, false);
    }

    void fetchesEverythingOnceAndChangesNothing_data()
    {
        QTest::addColumn<QString>("scheme");
        QTest::newRow("imap, STARTTLS") << QStringLiteral("imap");
        QTest::newRow("imaps") << QStringLiteral("imaps");
        QTest::newRow("pop3, STARTTLS") << QStringLiteral("pop3");
        QTest::newRow("pop3s") << QStringLiteral("pop3s");
    }
    void fetchesEverythingOnceAndChangesNothing()
    {
        QFETCH(QString, scheme);
        NEED_DOVECOT();
        DovecotTestServer &d = fresh(m_tls);
        d.add(kPlain);
        d.add(kBroken, QStringLiteral("S"));
        d.add(kNoDate, QStringLiteral("FS"));
        if (scheme.startsWith(u"imap"))
            d.add("From: dave@example.org\r\nSubject: still new\r\n\r\nx\r\n", {}, true);  // new/, \Recent
        const QStringList before = d.files();
        QTemporaryDir out;
        const QString maildir = out.filePath(QStringLiteral("turn"));

        const FetchResult r = fetchMailbox(server(d, scheme.toLatin1().constData()), maildir);
        QVERIFY2(r.ok, qPrintable(r.error.english()));
        QCOMPARE(d.files(), before);  // no flag set, nothing moved or deleted
        QCOMPARE(r.messages.size(), before.size());
        const QMap<QString, QByteArray> got = held(maildir);
        QCOMPARE(got.size(), before.size());
        QCOMPARE(got.value(r.messages[0].file), kPlain);  // as the server has it, dot lines and all
        QCOMPARE(got.value(r.messages[1].file), kBroken);
        for (const FetchedMessage &m : r.messages)
            QCOMPARE(m.sha256.toLatin1(), sha(got.value(m.file)));
        QCOMPARE(r.messages[0].from, QStringLiteral("alice@example.org"));
        QCOMPARE(r.messages[0].subject, QStringLiteral("Orders turn 3"));
        // The topmost Received: header, the one the moderator's server wrote.
        QCOMPARE(r.messages[0].received, QDateTime(QDate(2026, 12, 8), QTime(16, 59, 2), Qt::UTC));
        QCOMPARE(r.messages[1].subject, QStringLiteral("Befehle für Zug 3"));
        QCOMPARE(r.messages[1].received, QDateTime(QDate(2038, 1, 1), QTime(12, 0), Qt::UTC));  // no Received: the Date
        QVERIFY(!r.messages[2].received.isValid());
        QVERIFY(QDir(maildir + QStringLiteral("/tmp")).isEmpty());

        const FetchResult again = fetchMailbox(server(d, scheme.toLatin1().constData()), maildir);
        QVERIFY2(again.ok, qPrintable(again.error.english()));
        QCOMPARE(again.messages.size(), 0);
        QCOMPARE(held(maildir), got);
        QCOMPARE(d.files(), before);

        // Another one arrives: only it is taken.
        d.add(kNoDate + "later\r\n");
        const FetchResult third = fetchMailbox(server(d, scheme.toLatin1().constData()), maildir);
        QCOMPARE(third.messages.size(), 1);
        QCOMPARE(held(maildir).size(), before.size() + 1);
    }

    void aCertificateThatDoesNotVerifyIsAnErrorNamingTheServer_data()
    {
        QTest::addColumn<QString>("scheme");
        for (const char *s : {"imaps", "pop3s", "imap", "pop3"})
            QTest::newRow(s) << QString::fromLatin1(s);
    }
    void aCertificateThatDoesNotVerifyIsAnErrorNamingTheServer()
    {
        QFETCH(QString, scheme);
        NEED_DOVECOT();
        DovecotTestServer &d = fresh(m_tls);
        d.add(kPlain);
        QTemporaryDir out;
        MailServer s = server(d, scheme.toLatin1().constData());
        s.caFile.clear();  // the system's authorities: the test certificate is none of them
        const FetchResult r = fetchMailbox(s, out.path());
        QVERIFY(!r.ok);
        const QString port = s.url.section(u':', 2).section(u'/', 0, 0);
        QVERIFY2(r.error.english().startsWith(QStringLiteral("127.0.0.1:") + port + QStringLiteral(": ")), qPrintable(r.error.english()));
        QVERIFY2(r.error.english().contains(QStringLiteral("certificate")), qPrintable(r.error.english()));
        QVERIFY(held(out.path()).isEmpty());
    }

    void aWrongPasswordIsTheServersWords_data()
    {
        QTest::addColumn<QString>("scheme");
        QTest::addColumn<QString>("words");
        QTest::newRow("imaps") << QStringLiteral("imaps") << QStringLiteral("NO [AUTHENTICATIONFAILED] Authentication failed.");
        QTest::newRow("pop3s") << QStringLiteral("pop3s") << QStringLiteral("-ERR [AUTH] Authentication failed.");
    }
    void aWrongPasswordIsTheServersWords()
    {
        QFETCH(QString, scheme);
        QFETCH(QString, words);
        NEED_DOVECOT();
        // Of its own: after a failed login Dovecot slows down the next logins from the address.
        DovecotTestServer d;
        start(d, true);
        QTemporaryDir out;
        const MailServer s = server(d, scheme.toLatin1().constData(), QStringLiteral("wrong"));
        const FetchResult r = fetchMailbox(s, out.path());
        QVERIFY(!r.ok);
        QCOMPARE(r.error.english(), s.url.section(u'/', 2, 2) + QStringLiteral(": ") + words);
    }

    void aRefusedConnectionNamesTheServer()
    {
        QTemporaryDir out;
        const int port = adj::test::freePort();
        const FetchResult r = fetchMailbox({QStringLiteral("imaps://127.0.0.1:%1/INBOX").arg(port), QStringLiteral("u"),
                                            QStringLiteral("p"), m_ca}, out.path());
        QVERIFY(!r.ok);
        QVERIFY2(r.error.english().startsWith(QStringLiteral("127.0.0.1:%1: ").arg(port)), qPrintable(r.error.english()));
        QVERIFY2(r.error.english().contains(QStringLiteral("connect")), qPrintable(r.error.english()));
    }

    // STARTTLS is not needed on a loopback address: a server without TLS is read.
    void aLoopbackServerWithoutTlsIsRead_data()
    {
        QTest::addColumn<QString>("scheme");
        QTest::newRow("imap") << QStringLiteral("imap");
        QTest::newRow("pop3") << QStringLiteral("pop3");
    }
    void aLoopbackServerWithoutTlsIsRead()
    {
        QFETCH(QString, scheme);
        NEED_DOVECOT();
        DovecotTestServer &d = fresh(m_plain);
        d.add(kPlain);
        QTemporaryDir out;
        const FetchResult r = fetchMailbox(server(d, scheme.toLatin1().constData()), out.path());
        QVERIFY2(r.ok, qPrintable(r.error.english()));
        QCOMPARE(r.messages.size(), 1);
    }

    // The rule on the URL: TLS or STARTTLS required but on a loopback address.
    void theUrlSaysWhetherTlsIsRequired_data()
    {
        QTest::addColumn<QString>("url");
        QTest::addColumn<bool>("valid");
        QTest::addColumn<bool>("required");
        QTest::addColumn<QString>("address");
        QTest::newRow("imap to a host") << "imap://mail.example.org/INBOX" << true << true << "mail.example.org:143";
        QTest::newRow("pop3 to a host") << "pop3://mail.example.org" << true << true << "mail.example.org:110";
        QTest::newRow("imaps") << "imaps://mail.example.org" << true << true << "mail.example.org:993";
        QTest::newRow("pop3s port") << "pop3s://mail.example.org:1995" << true << true << "mail.example.org:1995";
        QTest::newRow("imap to 127.0.0.1") << "imap://127.0.0.1:1143/INBOX" << true << false << "127.0.0.1:1143";
        QTest::newRow("pop3 to 127.3.4.5") << "pop3://127.3.4.5" << true << false << "127.3.4.5:110";
        QTest::newRow("imap to localhost") << "imap://localhost/INBOX" << true << false << "localhost:143";
        QTest::newRow("imap to ::1") << "imap://[::1]:1143/" << true << false << "[::1]:1143";
        QTest::newRow("not loopback: 127.0.0.1.example.org") << "imap://127.0.0.1.example.org/" << true << true
                                                              << "127.0.0.1.example.org:143";
        QTest::newRow("not loopback: 128.0.0.1") << "pop3://128.0.0.1" << true << true << "128.0.0.1:110";
        QTest::newRow("smtp") << "smtp://mail.example.org" << false << true << "";
        QTest::newRow("http") << "https://mail.example.org" << false << true << "";
        QTest::newRow("no host") << "imap:///INBOX" << false << true << "";
    }
    void theUrlSaysWhetherTlsIsRequired()
    {
        QFETCH(QString, url);
        QFETCH(bool, valid);
        QFETCH(bool, required);
        QFETCH(QString, address);
        CoreText error;
        const std::optional<MailboxUrl> m = readMailboxUrl(url, error);
        QCOMPARE(bool(m), valid);
        if (!m) {
            QVERIFY(error.english().startsWith(url + QStringLiteral(": ")));
            return;
        }
        QCOMPARE(m->tlsRequired, required);
        QCOMPARE(m->address(), address);
    }

    // A plain URL to an address that is not loopback, to a server without
    // STARTTLS: refused, nothing read in the clear.
    void aPlainUrlWithoutStartTlsIsRefused_data()
    {
        QTest::addColumn<QString>("scheme");
        QTest::newRow("imap") << QStringLiteral("imap");
        QTest::newRow("pop3") << QStringLiteral("pop3");
    }
    void aPlainUrlWithoutStartTlsIsRefused()
    {
        QFETCH(QString, scheme);
        const QString outside = adj::test::outsideAddress();
        if (outside.isEmpty())
            QSKIP("this machine has no address but loopback");
        NEED_DOVECOT();
        DovecotTestServer d;  // of its own: on every address
        start(d, false, true);
        d.add(kPlain);
        QTemporaryDir out;
        MailServer s = server(d, scheme.toLatin1().constData());
        s.url = d.url(scheme.toLatin1().constData(), outside);
        const FetchResult r = fetchMailbox(s, out.path());
        QVERIFY(!r.ok);
        QVERIFY2(r.error.english().startsWith(outside + u':'), qPrintable(r.error.english()));
        QVERIFY2(r.error.english().contains(QStringLiteral("STARTTLS")) || r.error.english().contains(QStringLiteral("TLS")),
                 qPrintable(r.error.english()));
        QVERIFY(held(out.path()).isEmpty());
        QVERIFY2(!d.log().contains(QStringLiteral("Login: ")), qPrintable(d.log()));  // no login, no password sent
    }

    void aChangedUidValidityBringsNoDuplicates()
    {
        NEED_DOVECOT();
        DovecotTestServer &d = fresh(m_tls);
        d.add(kPlain);
        d.add(kBroken);
        QTemporaryDir out;
        QCOMPARE(fetchMailbox(server(d, "imaps"), out.path()).messages.size(), 2);
        const QByteArray before = bytesOf(out.filePath(QStringLiteral(".adjutant-fetched")));
        d.renumber();
        d.add(kNoDate);
        const FetchResult r = fetchMailbox(server(d, "imaps"), out.path());
        QVERIFY2(r.ok, qPrintable(r.error.english()));
        QCOMPARE(r.messages.size(), 1);  // only the new one; the two held are not taken twice
        QCOMPARE(r.messages[0].subject, QStringLiteral("no date at all"));
        QCOMPARE(held(out.path()).size(), 3);
        // The two held are remembered under the new UIDVALIDITY too.
        const QByteArray after = bytesOf(out.filePath(QStringLiteral(".adjutant-fetched")));
        QVERIFY(after.startsWith(before));
        QCOMPARE(after.count('\n'), before.count('\n') + 3);
        const QByteArray oldValidity = before.split('\t').at(1).split('/').at(0);
        QVERIFY(!after.mid(before.size()).contains('\t' + oldValidity + '/'));
        QCOMPARE(fetchMailbox(server(d, "imaps"), out.path()).messages.size(), 0);
    }

    // A fetch killed after recording a message but before moving it into
    // new/: the next fetch moves it there, tells of it as new, and does not
    // take it again. A file in tmp/ that no fetch recorded is left alone.
    void aMessageRecordedButNotMovedIsMovedNotTakenTwice()
    {
        NEED_DOVECOT();
        DovecotTestServer &d = fresh(m_tls);
        d.add(kPlain);
        d.add(kBroken);
        QTemporaryDir out;
        const FetchResult first = fetchMailbox(server(d, "imaps"), out.path());
        QCOMPARE(first.messages.size(), 2);
        const FetchedMessage cut = first.messages[1];
        QVERIFY(QFile::rename(out.filePath(QStringLiteral("new/") + cut.file), out.filePath(QStringLiteral("tmp/") + cut.file)));
        QVERIFY(adj::test::writeBytes(out.filePath(QStringLiteral("tmp/other.P1.host")), "not ours\n"));
        const FetchResult again = fetchMailbox(server(d, "imaps"), out.path());
        QVERIFY2(again.ok, qPrintable(again.error.english()));
        QCOMPARE(again.messages.size(), 1);
        QCOMPARE(again.messages[0].file, cut.file);
        QCOMPARE(again.messages[0].sha256, cut.sha256);
        QCOMPARE(again.messages[0].subject, cut.subject);
        const QMap<QString, QByteArray> now = held(out.path());
        QCOMPARE(now.size(), 2);
        QCOMPARE(QCryptographicHash::hash(now.value(cut.file), QCryptographicHash::Sha256).toHex(), cut.sha256.toLatin1());
        QCOMPARE(QDir(out.filePath(QStringLiteral("tmp"))).entryList(QDir::Files), QStringList{QStringLiteral("other.P1.host")});
        QCOMPARE(fetchMailbox(server(d, "imaps"), out.path()).messages.size(), 0);
    }

    // The server goes away after two messages: those stay and are remembered, the rest come next time.
    void aDroppedConnectionKeepsWhatWasFetched_data()
    {
        QTest::addColumn<QString>("scheme");
        QTest::newRow("imaps") << QStringLiteral("imaps");
        QTest::newRow("pop3s") << QStringLiteral("pop3s");
    }
    void aDroppedConnectionKeepsWhatWasFetched()
    {
        QFETCH(QString, scheme);
        NEED_DOVECOT();
        DovecotTestServer d;  // of its own: it is stopped mid-fetch
        start(d, true);
        for (int i = 0; i < 5; ++i)
            d.add(kPlain + QByteArray::number(i) + "\r\n");
        QTemporaryDir out;
        FetchControl control;
        QList<int> seen;
        control.progress = [&](int done, int total) {
            seen.append(done);
            QCOMPARE(total, 5);
            if (done == 2)
                d.stop();  // Dovecot and its sessions gone, mid-fetch
        };
        const FetchResult cut = fetchMailbox(server(d, scheme.toLatin1().constData()), out.path(), control);
        QVERIFY(!cut.ok);
        QVERIFY2(cut.error.english().startsWith(QStringLiteral("127.0.0.1:")), qPrintable(cut.error.english()));
        QCOMPARE(cut.messages.size(), 2);
        QCOMPARE(held(out.path()).size(), 2);
        QVERIFY(QDir(out.filePath(QStringLiteral("tmp"))).isEmpty());  // no half message
        QVERIFY(d.start());  // the same mailbox, on new ports
        const FetchResult rest = fetchMailbox(server(d, scheme.toLatin1().constData()), out.path());
        QVERIFY2(rest.ok, qPrintable(rest.error.english()));
        QCOMPARE(rest.messages.size(), 3);
        QCOMPARE(held(out.path()).size(), 5);
    }

    void cancelStopsAfterTheMessageBeingFetched()
    {
        NEED_DOVECOT();
        DovecotTestServer &d = fresh(m_tls);
        for (int i = 0; i < 4; ++i)
            d.add(kPlain + QByteArray::number(i) + "\r\n");
        QTemporaryDir out;
        std::atomic_bool cancel = false;
        FetchControl control{[&](int done, int) { cancel = done == 1; }, &cancel};
        const FetchResult r = fetchMailbox(server(d, "imaps"), out.path(), control);
        QVERIFY(r.ok);
        QVERIFY(r.cancelled);
        QCOMPARE(r.messages.size(), 1);
        cancel = false;
        QCOMPARE(fetchMailbox(server(d, "imaps"), out.path()).messages.size(), 3);
    }

    void aFiftyMegabyteMessage()
    {
        NEED_DOVECOT();
        DovecotTestServer &d = fresh(m_tls);
        QByteArray big = "From: big@example.org\r\nSubject: big\r\nMessage-ID: <big@example.org>\r\n\r\n";
        const QByteArray line = QByteArray(74, 'x') + "\r\n";
        while (big.size() < 50 * 1000 * 1000)
            big += line;
        d.add(big);
        QTemporaryDir out;
        const FetchResult r = fetchMailbox(server(d, "imaps"), out.path());
        QVERIFY2(r.ok, qPrintable(r.error.english()));
        QCOMPARE(r.messages.size(), 1);
        QCOMPARE(r.messages[0].sha256.toLatin1(), sha(big));
    }

    // The IMAP reader: lines and literals in any pieces, hostile sizes refused.
    void imapReader()
    {
        struct Collect : ImapReader::Handler {
            QList<QByteArray> lines;
            QByteArray body;
            bool literal(const QByteArray &l, qint64) override
            {
                const std::optional<ImapFetched> f = fetchedMessage(l, true);
                return f && f->readable && f->uid == 7u && f->body == ImapFetched::Body::Literal;
            }
            void chunk(const char *d, qint64 n) override { body.append(d, n); }
            void response(const QByteArray &l) override { lines.append(l); }
        };
        const QByteArray answer = "* 3 FETCH (UID 7 BODY[] {13}\r\nab\r\n\r\n{3}\r\n x)\r\nF4 OK done\r\n";
        for (int piece = 1; piece <= answer.size(); ++piece) {
            ImapReader reader;
            Collect c;
            for (int at = 0; at < answer.size(); at += piece)
                QVERIFY(reader.feed(answer.constData() + at, std::min<qint64>(piece, answer.size() - at), c));
            QCOMPARE(c.body, QByteArray("ab\r\n\r\n{3}\r\n x"));
            QCOMPARE(c.lines, (QList<QByteArray>{"* 3 FETCH (UID 7 BODY[] {13})", "F4 OK done"}));
        }
        ImapReader reader;
        Collect c;
        QVERIFY(!reader.feed("* 1 FETCH (BODY[] {99999999999}\r\n", 34, c));
        QVERIFY(reader.error());
        QCOMPARE(taggedResult("F4 NO [TRYCREATE] no such", "F4")->text, QByteArray("NO [TRYCREATE] no such"));
        QVERIFY(!taggedResult("F41 OK", "F4"));
        QCOMPARE(uidValidity("* OK [UIDVALIDITY 3857529045] UIDs valid"), 3857529045u);
        QVERIFY(!uidValidity("* OK [UIDVALIDITY 4294967296]"));
        QCOMPARE(*searchResult("* SEARCH 2 84 882"), (QList<quint32>{2, 84, 882}));
        QVERIFY(searchResult("* SEARCH")->isEmpty());
        QVERIFY(!searchResult("* SEARCH 1 x"));
        const QList<Pop3Message> listed = *parseUidl("1 abc\r\n2 d-e\r\n");
        QCOMPARE(listed.size(), 2);
        QCOMPARE(listed[1].number, 2);
        QCOMPARE(listed[1].uidl, QStringLiteral("d-e"));
        QVERIFY(!parseUidl("1 a b\r\n"));
        UidlProblem problem;
        QVERIFY(!parseUidl("1 a\r\n2 b\r\nx y\r\n", &problem));
        QCOMPARE(problem.line, 3);
        QCOMPARE(problem.text, QByteArray("x y"));
        // FETCH responses: the UID and the body, a literal, a quoted string or NIL.
        const std::optional<ImapFetched> quotedBody = fetchedMessage("* 1 FETCH (FLAGS (\\Seen \"a)\") UID 7 BODY[] \"a \\\"q\\\" \\\\\")");
        QVERIFY(quotedBody && quotedBody->readable);
        QCOMPARE(quotedBody->uid, 7u);
        QCOMPARE(quotedBody->body, ImapFetched::Body::Quoted);
        QCOMPARE(quotedBody->quoted, QByteArray("a \"q\" \\"));
        QCOMPARE(fetchedMessage("* 1 FETCH (UID 7 BODY[] NIL)")->body, ImapFetched::Body::Nil);
        QCOMPARE(fetchedMessage("* 1 FETCH (BODY[] {12} UID 7)")->uid, 7u);
        QVERIFY(fetchedMessage("* 1 FETCH (UID 7 BODY[HEADER.FIELDS (FROM)] {5}", true)->readable);
        QVERIFY(!fetchedMessage("* 1 FETCH (UID 0 BODY[] NIL)")->readable);
        QVERIFY(!fetchedMessage("* 1 FETCH (UID 7 BODY[] \"no end)")->readable);
        QVERIFY(!fetchedMessage("* 1 FETCH (UID 7 BODY[] NIL")->readable);  // no end: not whole
        QVERIFY(!fetchedMessage("* SEARCH 1"));
        QVERIFY(isSearchResponse("* SEARCH 0 1") && !searchResult("* SEARCH 0 1"));
    }

    // The POP3 reader: a message to its lone ".", the dot stuffing undone, in any pieces; a closed connection is no end.
    void pop3Reader()
    {
        const QByteArray answer = "+OK here\r\nFrom: a\r\n\r\n..dot\r\n.\rx\r\nend\r\n.\r\n";
        for (int piece = 1; piece <= answer.size(); ++piece) {
            Pop3Reader reader;
            reader.expect(true);
            QByteArray lines;
            Pop3Reader::State state = Pop3Reader::State::More;
            for (int at = 0; at < answer.size(); at += piece) {
                QCOMPARE(state, Pop3Reader::State::More);
                state = reader.feed(answer.constData() + at, std::min<qint64>(piece, answer.size() - at),
                                    [&](const char *d, qint64 n) { lines.append(d, n); return true; });
            }
            QCOMPARE(state, Pop3Reader::State::Done);
            QCOMPARE(lines, QByteArray("From: a\r\n\r\n.dot\r\n\rx\r\nend\r\n"));
            QCOMPARE(reader.status(), QByteArray("+OK here"));
        }
        Pop3Reader reader;
        reader.expect(true);
        // Each answer fed whole, its length its own (not counted by hand).
        const auto feed = [&reader](const QByteArray &bytes) {
            return reader.feed(bytes.constData(), bytes.size(), [](const char *, qint64) { return true; });
        };
        QCOMPARE(feed("+OK\r\nhalf\r\n..\r\n"), Pop3Reader::State::More);  // ".." is a line of "."
        reader.expect(true);
        QCOMPARE(feed("-ERR no\r\n"), Pop3Reader::State::Done);
        QVERIFY(!reader.ok());
        reader.expect(false);
        QCOMPARE(feed("HELLO\r\n"), Pop3Reader::State::Failed);
        QVERIFY(reader.error());
    }

    // The list of what was taken: read strictly, a line cut short left out.
    void fetchedList()
    {
        const QByteArray sha = QByteArray(64, 'a');
        const QByteArray good = "adjutant-fetched 1\nimap://u@h/INBOX\t7/1\t" + sha + "\tm1\n";
        CoreText error;
        std::optional<FetchedList> l = FetchedList::parse(good + "pop3://u@h\tX\t" + sha.left(10), error);
        QVERIFY(l);
        QVERIFY(l->contains(QStringLiteral("imap://u@h/INBOX"), QStringLiteral("7/1")));
        QCOMPARE(l->heldFile(QString::fromLatin1(sha)), QStringLiteral("m1"));
        QCOMPARE(l->size(), 1);
        QVERIFY(!FetchedList::parse(good + "pop3://u@h\tX\t" + sha.toUpper() + "\tm2\n", error));
        QCOMPARE(error.english(), QStringLiteral("line 3: not a fetched message (mailbox, id, SHA-256, file)"));
        QVERIFY(!FetchedList::parse(good + "pop3://u@h\tX\t" + sha + "\t../m2\n", error));
        QVERIFY(!FetchedList::parse("adjutant-fetched 2\n", error));
        QCOMPARE(error.english(), QStringLiteral("line 1: not a list of fetched messages"));
    }
};

QTEST_GUILESS_MAIN(TestFetch)
#include "tst_fetch.moc"
