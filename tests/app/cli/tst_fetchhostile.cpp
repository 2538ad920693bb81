// `adjutant-cli fetch` against servers that misbehave (tests/support/
// fake_mail_server.py, one of its own per test on a free loopback port): a
// closed connection never ends a message, a message past 64 MiB is refused,
// a server that drips is given up on, answers the program cannot read are
// errors naming the UID or the response, a UIDL listing is bounded and its
// bad line named; a fetch that fails keeps nothing it had not kept before,
// writes nothing when it kept nothing, and says how many it kept; what killed
// fetches left in MAILDIR/tmp is cleared.
#include "DovecotTestServer.h"
#include "TestSupport.h"

#include <QDateTime>
#include <QDir>
#include <QProcess>
#include <QSysInfo>
#include <QTemporaryDir>
#include <QTest>

using namespace adj::test;

namespace {

// The fake server of one scenario, stopped (its standard input closed, then
// killed) when this goes, even when the test failed.
class FakeServer
{
public:
    explicit FakeServer(const QString &scenario)
    {
        m_p.setProcessChannelMode(QProcess::SeparateChannels);
        m_p.start(QStringLiteral("python3"), {QStringLiteral(ADJ_DATA_DIR "/../support/fake_mail_server.py"), scenario});
        if (!m_p.waitForStarted(30000))
            return;
        while (!m_p.canReadLine() && m_p.waitForReadyRead(30000)) {
        }
        const QByteArray line = m_p.readLine().trimmed();
        if (line.startsWith("PORT "))
            m_port = line.mid(5).toInt();
    }
    ~FakeServer()
    {
        m_p.closeWriteChannel();
        if (!m_p.waitForFinished(5000)) {
            m_p.kill();
            m_p.waitForFinished(5000);
        }
    }
    int port() const { return m_port; }
    QString url(const QString &scheme) const { return QStringLiteral("%1://127.0.0.1:%2/").arg(scheme).arg(m_port); }
    QString address() const { return QStringLiteral("127.0.0.1:%1").arg(m_port); }

private:
    QProcess m_p;
    int m_port = 0;
};

// adjutant-cli fetch URL -o MAILDIR, with ADJ_FETCH_RESPONSE_SECONDS set
// when `responseSeconds` is; two minutes at most (a bound, not a measure).
CliRun fetch(const QString &url, const QString &maildir, int responseSeconds = 0)
{
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    if (responseSeconds > 0)
        env.insert(QStringLiteral("ADJ_FETCH_RESPONSE_SECONDS"), QString::number(responseSeconds));
    p.setProcessEnvironment(env);
    p.start(QStringLiteral(ADJ_CLI), {QStringLiteral("fetch"), url, QStringLiteral("-o"), maildir});
    if (!p.waitForFinished(120000)) {
        p.kill();
        p.waitForFinished();
        return {};
    }
    return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1, QString::fromUtf8(p.readAllStandardOutput()),
            QString::fromUtf8(p.readAllStandardError())};
}

QStringList files(const QString &dir)
{
    return QDir(dir).entryList(QDir::Files | QDir::Hidden);
}

QString hostPart()
{
    QString host = QSysInfo::machineHostName();
    host.replace(u'/', QStringLiteral("\\057")).replace(u':', QStringLiteral("\\072"));
    return host.isEmpty() ? QStringLiteral("localhost") : host;
}

} // namespace

class TestFetchHostile : public QObject
{
    Q_OBJECT

private slots:
    // The second message's TOP answer is cut off by a closed connection: the
    // first is kept and counted, the second not; the next fetch takes it.
    void aClosedConnectionNeverEndsAMessage()
    {
        FakeServer server(QStringLiteral("pop3-cut"));
        QVERIFY(server.port());
        QTemporaryDir dir;
        const QString maildir = dir.filePath(QStringLiteral("m"));
        CliRun r = fetch(server.url(QStringLiteral("pop3")), maildir);
        QCOMPARE(r.status, 1);
        QCOMPARE(r.err, server.address() + QStringLiteral(": the server closed the connection before the end of its answer to message 2 (UIDL second)\n"));
        const QStringList out = r.out.split(u'\n', Qt::SkipEmptyParts);
        QCOMPARE(out.size(), 2);
        QVERIFY2(out[0].startsWith(QStringLiteral("ann@example.org, \"Orders 1\", ")), qPrintable(r.out));
        QCOMPARE(out[1], QStringLiteral("kept 1 message before the failure"));
        QCOMPARE(files(maildir + QStringLiteral("/new")).size(), 1);
        QCOMPARE(files(maildir + QStringLiteral("/tmp")), QStringList());

        r = fetch(server.url(QStringLiteral("pop3")), maildir);  // the server's second connection answers whole
        QCOMPARE(r.status, 0);
        QVERIFY2(r.out.startsWith(QStringLiteral("ann@example.org, \"Orders 2\", ")) && r.out.endsWith(QStringLiteral("\n1 new\n")),
                 qPrintable(r.out));
        QCOMPARE(files(maildir + QStringLiteral("/new")).size(), 2);
    }

    // Answers that end early or never, are too large, or that the program
    // cannot read (legal or not): exit 1, one line naming the server and the
    // message, the UID or the response; nothing written, not even the maildir.
    void aFailedFetchNamesWhatWentWrongAndWritesNothing_data()
    {
        QTest::addColumn<QString>("scenario");
        QTest::addColumn<int>("seconds");  // ADJ_FETCH_RESPONSE_SECONDS; 0: not set
        QTest::addColumn<QString>("error");
        const auto row = [](const char *name, const char *scenario, const QString &error, int seconds = 0) {
            QTest::newRow(name) << QString::fromLatin1(scenario) << seconds << error;
        };
        row("POP3 TOP, 2.4 MB without its end", "pop3-no-end",
            QStringLiteral("the server closed the connection before the end of its answer to message 1 (UIDL first)"));
        row("POP3, 66 MiB", "pop3-huge",
            QStringLiteral("message 1 (UIDL first) is larger than 64 MiB, the most fetch takes of a message; it is not kept"));
        row("IMAP literal cut", "imap-cut", QStringLiteral("the server closed the connection before the end of its answer to UID 2"));
        row("IMAP, 70 MB literal", "imap-too-large",
            QStringLiteral("UID 2 is larger than 64 MiB (70000000 bytes), the most fetch takes of a message; it is not kept"));
        // One byte a second inside a message: given up on when the answer's
        // time is up (2 seconds here), though the server is never silent long.
        row("POP3 drip", "pop3-drip", QStringLiteral("the answer to message 1 (UIDL first) did not come whole within 2 seconds"), 2);
        row("IMAP drip", "imap-drip", QStringLiteral("the answer to UID 2 did not come whole within 2 seconds"), 2);
        row("UID 0", "imap-search-zero", QStringLiteral("the answer to UID SEARCH is not a list of UIDs: * SEARCH 0 1 2 3"));
        row("words and a number too large", "imap-search-junk",
            QStringLiteral("the answer to UID SEARCH is not a list of UIDs: * SEARCH 1 abc 2 -4 3 99999999999999999999"));
        row("NUL", "imap-search-nul", QStringLiteral("the answer to UID SEARCH holds a NUL byte outside a literal"));
        row("another UID's body", "imap-other-uid",
            QStringLiteral("asked for UID 2, the server answered with another message: * 1 FETCH (UID 3 BODY[] {107}"));
        row("BODY[] NIL", "imap-nil", QStringLiteral("UID 2 has no body in the server's answer (BODY[] NIL)"));
        row("no body", "imap-no-body", QStringLiteral("the server answered UID 2 without its body"));
        // The bad line of a long UIDL listing is named; an endless one is cut off.
        row("UIDL, bad last line", "pop3-uidl-bad-end",
            QStringLiteral("line 3001 of the UIDL listing is not \"number uidl\": 3001 two words"));
        row("UIDL, endless", "pop3-uidl-endless",
            QStringLiteral("the UIDL listing goes on past 16 MiB (894706 lines) without its end; no mailbox's is that long"));
    }
    void aFailedFetchNamesWhatWentWrongAndWritesNothing()
    {
        QFETCH(QString, scenario);
        QFETCH(int, seconds);
        QFETCH(QString, error);
        FakeServer server(scenario);
        QVERIFY(server.port());
        QTemporaryDir dir;
        const QString maildir = dir.filePath(QStringLiteral("m"));
        const CliRun r = fetch(server.url(scenario.section(u'-', 0, 0)), maildir, seconds);
        QCOMPARE(r.status, 1);
        QCOMPARE(r.err, server.address() + QStringLiteral(": ") + error + u'\n');
        QCOMPARE(r.out, QString());
        QVERIFY(!QFileInfo::exists(maildir));
    }

    // Legal IMAP the program reads: BODY[] as a quoted string (its escapes
    // undone), and BODY[] after another attribute's literal (dropped).
    void aBodyTheServerMayGiveIsKept_data()
    {
        QTest::addColumn<QString>("scenario");
        QTest::addColumn<QByteArray>("bytes");
        QTest::newRow("quoted string") << QStringLiteral("imap-quoted") << QByteArray("Subject: quoted \"q\" \\ x");
        QTest::newRow("after another literal")
            << QStringLiteral("imap-two-literals")
            << QByteArray("From: ann@example.org\r\nSubject: Orders 2\r\nDate: Tue, 8 Dec 2026 17:00:00 +0100\r\n\r\n"
                          "NATION ENG\r\n.a dot line\r\n");
    }
    void aBodyTheServerMayGiveIsKept()
    {
        QFETCH(QString, scenario);
        QFETCH(QByteArray, bytes);
        FakeServer server(scenario);
        QVERIFY(server.port());
        QTemporaryDir dir;
        const QString maildir = dir.filePath(QStringLiteral("m"));
        const CliRun r = fetch(server.url(QStringLiteral("imap")), maildir);
        QVERIFY2(r.status == 0, qPrintable(r.err));
        QVERIFY2(r.out.endsWith(QStringLiteral("\n1 new\n")), qPrintable(r.out));
        const QStringList kept = files(maildir + QStringLiteral("/new"));
        QCOMPARE(kept.size(), 1);
        QCOMPARE(fileBytes(maildir + QStringLiteral("/new/") + kept[0]), bytes);
    }

    // Nobody on the port: exit 1, nothing written, not even the maildir.
    void noServerWritesNothing()
    {
        QTemporaryDir dir;
        const QString maildir = dir.filePath(QStringLiteral("m"));
        const int port = freePort();
        const CliRun r = fetch(QStringLiteral("pop3://127.0.0.1:%1/").arg(port), maildir);
        QCOMPARE(r.status, 1);
        QVERIFY2(r.err.startsWith(QStringLiteral("127.0.0.1:%1: ").arg(port)), qPrintable(r.err));
        QCOMPARE(r.out, QString());
        QVERIFY(!QFileInfo::exists(maildir));
    }

    // What killed fetches left in tmp/ is removed by the next fetch; the
    // files of a running fetch and fresh files of other writers stay.
    void stagingFilesOfKilledFetchesAreCleared()
    {
        QProcess gone;  // a process that has ended: its id names a killed fetch
        gone.start(QStringLiteral("sh"), {QStringLiteral("-c"), QStringLiteral("echo $$")});
        QVERIFY(gone.waitForFinished(30000));
        const QString deadPid = QString::fromLatin1(gone.readAllStandardOutput().trimmed());
        QVERIFY(!deadPid.isEmpty());
        QTemporaryDir dir;
        const QString maildir = dir.filePath(QStringLiteral("m"));
        for (const char *sub : {"tmp", "new", "cur"})
            QVERIFY(QDir().mkpath(maildir + u'/' + QLatin1String(sub)));
        const QString tmp = maildir + QStringLiteral("/tmp/");
        const QString killed = QStringLiteral("1796665205.P%1Q1R0000abcd.%2").arg(deadPid, hostPart());
        const QString running = QStringLiteral("1796665205.P%1Q1R0000abcd.%2").arg(QCoreApplication::applicationPid()).arg(hostPart());
        for (const QString &name : {killed, running, QStringLiteral("old.other-writer"), QStringLiteral("new.other-writer")})
            QVERIFY(writeBytes(tmp + name, "From: x\r\n\r\nhalf"));
        QFile old(tmp + QStringLiteral("old.other-writer"));
        QVERIFY(old.open(QIODevice::ReadWrite));
        QVERIFY(old.setFileTime(QDateTime::currentDateTimeUtc().addSecs(-40 * 3600), QFileDevice::FileModificationTime));
        old.close();

        FakeServer server(QStringLiteral("pop3-empty"));
        QVERIFY(server.port());
        const CliRun r = fetch(server.url(QStringLiteral("pop3")), maildir);
        QVERIFY2(r.status == 0, qPrintable(r.err));
        QCOMPARE(r.out, QStringLiteral("0 new\n"));
        QStringList left = files(tmp);
        left.sort();
        QCOMPARE(left, (QStringList{running, QStringLiteral("new.other-writer")}));
    }
};

QTEST_GUILESS_MAIN(TestFetchHostile)
#include "tst_fetchhostile.moc"
