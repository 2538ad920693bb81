// `adjutant-cli fetch` as a user runs it (docs/formats.md "Command line"), the
// built program against a real Dovecot (tests/DovecotTestServer.h) holding a
// message a real client wrote (Debian's mutt, its sendmail a script that
// delivers into the server's maildir): one line per new message (sender,
// subject, received, SHA-256), then "N new"; exit 1 (no "N new") with the server's words
// for a server, login or TLS failure; exit 2 for bad usage.
#include "DovecotTestServer.h"
#include "MuttClient.h"
#include "TestSupport.h"

#include <QCryptographicHash>
#include <QElapsedTimer>
#include <QProcess>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace adj::test;

class TestFetchCli : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    DovecotTestServer m_server;
    bool m_available = DovecotTestServer::available();
    QString path(const QString &name) const { return m_dir.filePath(name); }
    QStringList login() const
    {
        return {QStringLiteral("--user"), m_server.user(), QStringLiteral("--password-file"), path(QStringLiteral("password"))};
    }

#define NEED_DOVECOT() \
    if (!m_available) \
        QSKIP("dovecot is not installed (dovecot-imapd, dovecot-pop3d)")

    // `body` sent with mutt to the moderator, delivered into the server's INBOX.
    void sendWithMutt(const QString &subject, const QByteArray &body)
    {
        const QString store = path(QStringLiteral("store.sh"));
        QVERIFY(writeDeliveringScript(store, m_server.maildir()));
        const QString failed = muttSend(m_dir.path(), store, QStringLiteral("Ann Player <ann@example.org>"),
                                        QStringLiteral("gm@example.net"), subject, body);
        QVERIFY2(failed.isEmpty(), qPrintable(failed));
    }

private slots:
    void initTestCase()
    {
        QVERIFY(writeBytes(path(QStringLiteral("password")), QByteArray(DovecotTestServer::kPassword) + "\n"));
        if (!m_available) {
            if (qEnvironmentVariableIsSet("ADJ_REQUIRE_SERVERS"))
                QFAIL("ADJ_REQUIRE_SERVERS is set and dovecot is not installed");
            return;
        }
        QVERIFY2(m_server.start(), qPrintable(m_server.log()));
    }

    void fetchesNewMessagesOnce_data()
    {
        QTest::addColumn<QString>("scheme");
        QTest::newRow("imaps") << QStringLiteral("imaps");
        QTest::newRow("pop3 with STARTTLS") << QStringLiteral("pop3");
    }
    void fetchesNewMessagesOnce()
    {
        QFETCH(QString, scheme);
        NEED_DOVECOT();
        if (QStandardPaths::findExecutable(QStringLiteral("mutt")).isEmpty())
            QSKIP("no mutt (apt-get install mutt)");
        m_server.use(QStringLiteral("cli") + scheme);
        sendWithMutt(QStringLiteral("Befehle für Zug 3"), "NATION ENG\nBUILD LON\n.\n");
        m_server.add("Received: from mx by gm.example.net; Tue, 8 Dec 2026 17:59:02 +0100\r\n"
                     "From: bob@example.org\r\nSubject: Orders, turn 3\r\nDate: Tue, 8 Dec 2026 17:00:00 +0100\r\n\r\nNATION FRA\r\n",
                     QStringLiteral("S"));
        const QStringList before = m_server.files();
        const QString maildir = path(QStringLiteral("turn-") + scheme);
        const QStringList args = QStringList{QStringLiteral("fetch"), m_server.url(scheme.toLatin1().constData()),
                                             QStringLiteral("-o"), maildir, QStringLiteral("--ca-file"), kTestCertificate}
                                 + login();
        const CliRun first = cli(args);
        QVERIFY2(first.status == 0, qPrintable(first.err + m_server.log().right(1500)));
        const QStringList lines = first.out.split(u'\n', Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), 3);
        QCOMPARE(lines.last(), QStringLiteral("2 new"));
        const QStringList files = QDir(maildir + QStringLiteral("/new")).entryList(QDir::Files);
        QCOMPARE(files.size(), 2);
        QStringList hashes;
        for (const QString &f : files)
            hashes.append(QString::fromLatin1(QCryptographicHash::hash(fileBytes(maildir + QStringLiteral("/new/") + f),
                                                                       QCryptographicHash::Sha256).toHex()));
        // sender, "subject", received, SHA-256 of the bytes stored
        const QRegularExpression line(QStringLiteral("^(\\S+), \"(.*)\", (.+), ([0-9a-f]{64})$"));
        // In the mailbox's order, which is the server's.
        const bool annFirst = lines[0].startsWith(QStringLiteral("ann@"));
        const QRegularExpressionMatch ann = line.match(lines[annFirst ? 0 : 1]), bob = line.match(lines[annFirst ? 1 : 0]);
        QVERIFY2(ann.hasMatch() && bob.hasMatch(), qPrintable(first.out));
        QCOMPARE(ann.captured(1), QStringLiteral("ann@example.org"));
        QCOMPARE(ann.captured(2), QStringLiteral("Befehle für Zug 3"));
        QVERIFY2(ann.captured(3).contains(QRegularExpression(QStringLiteral("^\\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d:\\d\\d UTC$"))),
                 qPrintable(ann.captured(3)));
        QCOMPARE(bob.captured(0), QStringLiteral("bob@example.org, \"Orders, turn 3\", 2026-12-08 16:59:02 UTC, ") + bob.captured(4));
        QVERIFY(hashes.contains(ann.captured(4)) && hashes.contains(bob.captured(4)));
        QCOMPARE(m_server.files(), before);

        const CliRun second = cli(args);
        QCOMPARE(second.status, 0);
        QCOMPARE(second.out, QStringLiteral("0 new\n"));
        QCOMPARE(m_server.files(), before);
    }

    // A fetch killed (SIGKILL) at moments spread over its run: every message
    // in the maildir's new/ is whole, byte for byte one the run to the end
    // takes, and a fetch run again then takes the rest, each message once.
    void aKilledFetchLosesNothing()
    {
        NEED_DOVECOT();
        m_server.use(QStringLiteral("clikill"));
        for (int i = 0; i < 300; ++i)
            m_server.add(QStringLiteral("From: p%1@example.org\r\nSubject: Orders %1\r\nDate: Tue, 8 Dec 2026 17:00:00 +0100\r\n\r\n")
                             .arg(i).toUtf8() + QByteArray("NATION NOR\r\n").repeated(400));
        const auto run = [this](const QString &maildir, int killAfterMs) {
            QProcess p;
            p.start(QStringLiteral(ADJ_CLI), QStringList{QStringLiteral("fetch"), m_server.url("imaps"), QStringLiteral("-o"), maildir,
                                                         QStringLiteral("--ca-file"), kTestCertificate} + login());
            if (killAfterMs >= 0 && !p.waitForFinished(killAfterMs))
                p.kill();
            p.waitForFinished(120000);
            return p.exitStatus() == QProcess::NormalExit && p.exitCode() == 0;
        };
        const auto hashes = [](const QString &maildir) {
            QStringList all;
            for (const QString &f : QDir(maildir + QStringLiteral("/new")).entryList(QDir::Files))
                all.append(QString::fromLatin1(QCryptographicHash::hash(fileBytes(maildir + QStringLiteral("/new/") + f),
                                                                        QCryptographicHash::Sha256).toHex()));
            all.sort();
            return all;
        };
        QElapsedTimer t;
        t.start();
        QVERIFY(run(path(QStringLiteral("whole")), -1));
        const qint64 duration = t.elapsed();
        const QStringList whole = hashes(path(QStringLiteral("whole")));
        QCOMPARE(whole.size(), 300);
        QRandomGenerator random(33);
        int partial = 0;
        for (int round = 0; round < 6; ++round) {
            const QString maildir = path(QStringLiteral("killed%1").arg(round));
            run(maildir, int(random.bounded(duration + 1)));
            const QStringList got = hashes(maildir);
            for (const QString &h : got)
                QVERIFY2(whole.contains(h), "a message in new/ is whole");
            partial += got.size() < whole.size();
            QVERIFY(run(maildir, -1));
            QCOMPARE(hashes(maildir), whole);
        }
        qInfo("6 kills over %lld ms, %d in the middle of the fetch", duration, partial);
    }

    void failuresAreExitOneWithTheServersWords()
    {
        NEED_DOVECOT();
        m_server.use(QStringLiteral("clifail"));
        QVERIFY(writeBytes(path(QStringLiteral("wrong")), "not it\n"));
        const QString imaps = m_server.url("imaps"), address = imaps.section(u'/', 2, 2);
        // A wrong password: the server's words.
        CliRun r = cli({QStringLiteral("fetch"), imaps, QStringLiteral("-o"), path(QStringLiteral("f1")), QStringLiteral("--ca-file"),
                        kTestCertificate, QStringLiteral("--user"), m_server.user(), QStringLiteral("--password-file"),
                        path(QStringLiteral("wrong"))});
        QCOMPARE(r.status, 1);
        QCOMPARE(r.out, QString());  // nothing kept: nothing said, nothing written
        QVERIFY(!QFileInfo::exists(path(QStringLiteral("f1"))));
        QCOMPARE(r.err, address + QStringLiteral(": NO [AUTHENTICATIONFAILED] Authentication failed.\n"));
        // A certificate that does not verify (no --ca-file).
        r = cli(QStringList{QStringLiteral("fetch"), imaps, QStringLiteral("-o"), path(QStringLiteral("f2"))} + login());
        QCOMPARE(r.status, 1);
        QVERIFY2(r.err.startsWith(address + QStringLiteral(": SSL certificate problem")), qPrintable(r.err));
        // Nobody there.
        const int closed = freePort();
        r = cli(QStringList{QStringLiteral("fetch"), QStringLiteral("pop3s://127.0.0.1:%1").arg(closed), QStringLiteral("-o"),
                            path(QStringLiteral("f3"))} + login());
        QCOMPARE(r.status, 1);
        QVERIFY2(r.err.startsWith(QStringLiteral("127.0.0.1:%1: ").arg(closed)), qPrintable(r.err));
    }

    void badUsageIsExitTwo_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::newRow("no -o") << QStringList{QStringLiteral("imaps://h/INBOX")};
        QTest::newRow("no URL") << QStringList{QStringLiteral("-o"), QStringLiteral("m")};
        QTest::newRow("smtp URL") << QStringList{QStringLiteral("smtp://h"), QStringLiteral("-o"), QStringLiteral("m")};
        QTest::newRow("user without password file") << QStringList{QStringLiteral("imaps://h"), QStringLiteral("-o"),
                                                                    QStringLiteral("m"), QStringLiteral("--user"), QStringLiteral("u")};
        QTest::newRow("an option of another command") << QStringList{QStringLiteral("imaps://h"), QStringLiteral("-o"),
                                                                      QStringLiteral("m"), QStringLiteral("--smtp"), QStringLiteral("x")};
    }
    void badUsageIsExitTwo()
    {
        QFETCH(QStringList, args);
        const CliRun r = cli(QStringList{QStringLiteral("fetch")} + args, m_dir.path());
        QCOMPARE(r.status, 2);
        QVERIFY(r.err.contains(QStringLiteral("usage: adjutant-cli fetch URL -o MAILDIR")));
        QVERIFY(!QFile::exists(path(QStringLiteral("m"))));
    }

    void help()
    {
        const CliRun r = cli({QStringLiteral("help"), QStringLiteral("fetch")});
        QCOMPARE(r.status, 0);
        QVERIFY(r.out.startsWith(QStringLiteral("usage: adjutant-cli fetch URL -o MAILDIR [--user U --password-file F] [--ca-file PEM]")));
        QVERIFY(cli({QStringLiteral("--help")}).out.contains(QStringLiteral("\n  fetch      copy the new messages")));
    }
};

QTEST_GUILESS_MAIN(TestFetchCli)
#include "tst_fetchcli.moc"
