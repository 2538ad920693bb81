// A season of three turns as a moderator plays it, through real servers:
// the players' mail on a real Dovecot (one message each turn written by a
// real client, mutt), fetched over IMAPS into one maildir that keeps the
// whole season; each turn `mail-in` reads that whole maildir into the game
// file with its confirmations, `send` mails them through a real SMTP
// server, and `accept` resolves the turn with the orders `mail-in` wrote.
// A turn's mail is what was received after the turn began: mail of earlier
// turns, kept in their inboxes or received before the turn before was
// accepted, is left out and counted in one line, never counted, listed,
// confirmed or noticed again. A replaced message's notice names it by its
// SHA-256 and the time it was received.
#include "DovecotTestServer.h"
#include "MuttClient.h"
#include "PlayerMail.h"
#include "SmtpTestServer.h"
#include "TestSupport.h"

#include "mail/Inbox.h"

#include <QDir>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace adj;
using namespace adj::test;

class TestSeason : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    DovecotTestServer m_imap;
    SmtpTestServer m_smtp;
    QString m_file, m_maildir;
    int m_sent = 0;  // the messages the SMTP server holds

    QString path(const QString &name) const { return m_dir.filePath(name); }

    // A message delivered into the moderator's INBOX by mutt, as a player
    // sends it (its sendmail a script that drops it into the server's maildir).
    void sendWithMutt(const QString &from, const QString &subject, const QByteArray &body)
    {
        const QString store = path(QStringLiteral("store.sh"));
        QVERIFY(writeDeliveringScript(store, m_imap.maildir()));
        const QString failed = muttSend(m_dir.path(), store, from, QStringLiteral("gm@example.net"), subject, body);
        QVERIFY2(failed.isEmpty(), qPrintable(failed));
    }

    // fetch: the new messages of the server into the season's maildir.
    void fetch(int expectedNew)
    {
        const CliRun r = cli({QStringLiteral("fetch"), m_imap.url("imaps"), QStringLiteral("-o"), m_maildir,
                              QStringLiteral("--ca-file"), kTestCertificate, QStringLiteral("--user"), m_imap.user(),
                              QStringLiteral("--password-file"), path(QStringLiteral("password"))});
        QVERIFY2(r.status == 0, qPrintable(r.err + m_imap.log().right(1500)));
        QCOMPARE(r.out.split(u'\n', Qt::SkipEmptyParts).last(), QStringLiteral("%1 new").arg(expectedNew));
    }

    // mail-in of the whole season's maildir into the game file: its output.
    CliRun mailIn(int turn)
    {
        const QString orders = path(QStringLiteral("orders-%1").arg(turn)), replies = path(QStringLiteral("replies-%1").arg(turn));
        QStringList args{QStringLiteral("mail-in"), m_file};
        const QDir dir(m_maildir + QStringLiteral("/new"));
        for (const QString &f : dir.entryList(QDir::Files, QDir::Name))
            args.append(dir.filePath(f));
        return cli(args + QStringList{QStringLiteral("-o"), orders, QStringLiteral("--replies"), replies});
    }

    // The replies mailed through the SMTP server: the messages the server
    // received, each read back.
    QList<Sent> send(const QString &folder)
    {
        const CliRun r = cli({QStringLiteral("send"), folder, QStringLiteral("--smtp"), m_smtp.url()});
        if (r.status != 0)
            qWarning("%s", qPrintable(r.out + r.err));
        return sentSince(path(QStringLiteral("smtp")), m_sent);
    }

    QDateTime turnBegan(int turn)
    {
        QString error;
        const auto store = GameStore::open(m_file, &error, GameStore::Mode::ReadOnly);
        return store ? store->turnBegan(turn) : QDateTime();
    }

    QList<InboxMessage> inbox(int turn)
    {
        QString error;
        const auto store = GameStore::open(m_file, &error, GameStore::Mode::ReadOnly);
        return store ? store->inbox(turn) : QList<InboxMessage>{};
    }

    static QStringList hashes(const QList<InboxMessage> &list)
    {
        QStringList out;
        for (const InboxMessage &m : list)
            out.append(m.sha256);
        out.sort();
        return out;
    }

private slots:
    void initTestCase();
    void aSeasonGivesEachTurnItsOwnMail();
};

// The two-nation game (NOR: Ann, MER: Bob) at turn 3, its deadline an hour
// from now, a week a turn; the moderator sends every mail.
void TestSeason::initTestCase()
{
    if (!DovecotTestServer::available() || QStandardPaths::findExecutable(QStringLiteral("mutt")).isEmpty()
        || m_smtp.python().isEmpty()) {
        if (qEnvironmentVariableIsSet("ADJ_REQUIRE_SERVERS"))
            QFAIL("ADJ_REQUIRE_SERVERS is set and dovecot, mutt or python3-aiosmtpd is not installed");
        QSKIP("dovecot, mutt or python3-aiosmtpd is not installed");
    }
    QVERIFY(m_dir.isValid());
    QVERIFY2(m_imap.start(), qPrintable(m_imap.log()));
    QVERIFY(m_smtp.start(path(QStringLiteral("smtp"))));
    QVERIFY(writeBytes(path(QStringLiteral("password")), QByteArray(DovecotTestServer::kPassword) + "\n"));
    QJsonObject game = QJsonDocument::fromJson(fileBytes(WhatIfGamePath)).object();
    const QDateTime deadline = QDateTime::currentDateTimeUtc().addSecs(3600);
    game.insert(QStringLiteral("schedule"), QJsonObject{{QStringLiteral("deadline"), deadline.toString(Qt::ISODate)},
                                                        {QStringLiteral("timeZone"), QStringLiteral("UTC")},
                                                        {QStringLiteral("graceMinutes"), 0},
                                                        {QStringLiteral("turnDays"), 7}});
    game.insert(QStringLiteral("moderator"), QJsonObject{{QStringLiteral("name"), QStringLiteral("The Moderator")},
                                                         {QStringLiteral("email"), QStringLiteral("gm@example.net")}});
    QVERIFY(writeBytes(path(QStringLiteral("game.json")), QJsonDocument(game).toJson()));
    m_file = path(QStringLiteral("season.adjutant"));
    const CliRun made = cli({QStringLiteral("export-db"), path(QStringLiteral("game.json")), QStringLiteral("-o"), m_file});
    QVERIFY2(made.status == 0, qPrintable(made.err));
    m_maildir = path(QStringLiteral("season"));
}

void TestSeason::aSeasonGivesEachTurnItsOwnMail()
{
    const QDateTime start = QDateTime::currentDateTimeUtc();
    const QDateTime deadline3 = start.addSecs(3600);
    const QString ann = QStringLiteral("Ann <ann@example.org>"), bob = QStringLiteral("Bob <bob@example.org>");

    // --- Turn 3: Ann writes twice (the second, by mutt, replaces the first),
    // Bob once on time and once after the deadline.
    const QByteArray annFirst = playerMail(ann, QStringLiteral("Turn 3"), start.addSecs(-1200), QStringLiteral("NATION NOR\r\n1 LEVY ORG - 1"));
    QVERIFY(!m_imap.add(annFirst).isEmpty());
    sendWithMutt(ann, QStringLiteral("Turn 3, corrected"), "NATION NOR\n1 MOVE ORG TGT 3\n");
    const QByteArray bobOnTime = playerMail(bob, QStringLiteral("Turn 3"), start.addSecs(-600), QStringLiteral("NATION MER\r\n1 LEVY TGT - 1"));
    QVERIFY(!m_imap.add(bobOnTime).isEmpty());
    const QByteArray bobLate = playerMail(bob, QStringLiteral("Turn 3, late"), deadline3.addSecs(300), QStringLiteral("NATION MER\r\n1 LEVY TGT - 2"));
    QVERIFY(!m_imap.add(bobLate).isEmpty());
    fetch(4);
    CliRun r = mailIn(3);
    QVERIFY2(r.status == 0, qPrintable(r.err));
    QVERIFY2(r.out.startsWith(QStringLiteral("received 2 of 2:\n")), qPrintable(r.out));
    QVERIFY2(r.out.contains(QStringLiteral("late 1, received after")), qPrintable(r.out));
    QVERIFY2(!r.out.contains(QStringLiteral("earlier turns")), qPrintable(r.out));  // a first turn has no beginning
    QCOMPARE(inbox(3).size(), 4);
    QCOMPARE(readText(path(QStringLiteral("orders-3/NOR.orders"))).contains(QStringLiteral("MOVE ORG TGT 3")), true);
    QCOMPARE(readText(path(QStringLiteral("orders-3/MER.orders"))).contains(QStringLiteral("LEVY TGT - 1")), true);
    QCOMPARE(QDir(path(QStringLiteral("replies-3"))).entryList(QDir::Files, QDir::Name),
             (QStringList{QStringLiteral("MER-late-1.eml"), QStringLiteral("MER.eml"), QStringLiteral("NOR-earlier-1.eml"),
                          QStringLiteral("NOR.eml")}));
    const QList<Sent> confirmations3 = send(path(QStringLiteral("replies-3")));
    QCOMPARE(confirmations3.size(), 4);
    // Ann's notice names the message it replaces by its receipt.
    bool noticed = false;
    for (const Sent &p : confirmations3)
        if (p.text.contains(u"its orders are not used")) {
            noticed = true;
            QCOMPARE(p.to, QStringList{QStringLiteral("ann@example.org")});
            QVERIFY2(p.text.contains(QStringLiteral("Received %1 UTC; the SHA-256 of your message as received is %2.")
                                         .arg(start.addSecs(-1200).toString(QStringLiteral("yyyy-MM-dd HH:mm:ss")), hashOf(annFirst))),
                     qPrintable(p.text));
        }
    QVERIFY(noticed);

    // Ann's straggler reaches the server after the last mail-in, before the
    // turn is accepted: it is never read in turn 3.
    const QByteArray straggler = playerMail(ann, QStringLiteral("Turn 3 again"), QDateTime::currentDateTimeUtc().addSecs(-5),
                                            QStringLiteral("NATION NOR\r\n1 LEVY ORG - 2"));
    QVERIFY(!m_imap.add(straggler).isEmpty());
    r = cli({QStringLiteral("accept"), m_file, path(QStringLiteral("orders-3/NOR.orders")), path(QStringLiteral("orders-3/MER.orders")),
             QStringLiteral("--mail"), path(QStringLiteral("reports-3"))});
    QVERIFY2(r.status == 0, qPrintable(r.err));
    const QList<Sent> reports3 = send(path(QStringLiteral("reports-3")));
    QCOMPARE(reports3.isEmpty(), false);
    // Bob's report names his late message beside the orders that counted; Ann's names none.
    const auto utc = [](const QDateTime &t) { return t.toUTC().toString(QStringLiteral("yyyy-MM-dd HH:mm:ss")); };
    const QString lateNamed = QStringLiteral("Your message received %1 UTC came after the deadline (%2 UTC): its orders were not used.")
                                  .arg(utc(deadline3.addSecs(300)), utc(deadline3));
    int nationReports = 0;
    for (const Sent &p : reports3) {
        if (!p.text.contains(u"\nACTIONS\n"))
            continue;  // the game report
        ++nationReports;
        const bool bobs = p.to == QStringList{QStringLiteral("bob@example.org")};
        QVERIFY2(p.text.contains(lateNamed) == bobs, qPrintable(p.to.join(u' ') + u'\n' + p.text));
        QVERIFY2(!p.text.contains(u"(no orders received)"), qPrintable(p.text));
    }
    QCOMPARE(nationReports, 2);
    const QDateTime began4 = turnBegan(4);
    QVERIFY(began4.isValid());
    QVERIFY(began4 >= start);

    // --- Turn 4: only Ann writes; Bob sent nothing since turn 3 (his late
    // message of turn 3 stays turn 3's).
    const QByteArray annTurn4 = playerMail(ann, QStringLiteral("Turn 4"), began4.addSecs(300), QStringLiteral("NATION NOR\r\n1 LEVY ORG - 1"));
    QVERIFY(!m_imap.add(annTurn4).isEmpty());
    fetch(2);  // the straggler and Ann's orders
    r = mailIn(4);
    QVERIFY2(r.status == 0, qPrintable(r.err));
    QVERIFY2(r.out.startsWith(QStringLiteral("received 1 of 2:\n  NOR  ann@example.org")), qPrintable(r.out));
    QVERIFY2(r.out.contains(QStringLiteral("\nmissing 1: MER\n")), qPrintable(r.out));
    QVERIFY2(r.out.contains(QStringLiteral("\nunmatched 0\n")), qPrintable(r.out));
    QVERIFY2(!r.out.contains(QStringLiteral("earlier, left out")), qPrintable(r.out));
    // Turn 3's four messages and the straggler.
    QVERIFY2(r.out.contains(QStringLiteral("\n5 messages of earlier turns left out\n")), qPrintable(r.out));
    QCOMPARE(QDir(path(QStringLiteral("orders-4"))).entryList(QDir::Files), QStringList{QStringLiteral("NOR.orders")});
    QCOMPARE(QDir(path(QStringLiteral("replies-4"))).entryList(QDir::Files), QStringList{QStringLiteral("NOR.eml")});
    QCOMPARE(hashes(inbox(4)), QStringList{hashOf(annTurn4)});
    const QList<Sent> confirmations4 = send(path(QStringLiteral("replies-4")));
    QCOMPARE(confirmations4.size(), 1);
    QVERIFY2(confirmations4[0].text.contains(QStringLiteral("turn 4")) && confirmations4[0].text.contains(hashOf(annTurn4)),
             qPrintable(confirmations4[0].text));
    // Read again, the turn is the same: nothing of an earlier turn comes in.
    r = mailIn(4);
    QVERIFY2(r.out.contains(QStringLiteral("kept 0 new messages in the turn 4 inbox")), qPrintable(r.out));
    QCOMPARE(inbox(4).size(), 1);
    r = cli({QStringLiteral("accept"), m_file, path(QStringLiteral("orders-4/NOR.orders"))});
    QVERIFY2(r.status == 0, qPrintable(r.err));
    const QDateTime began5 = turnBegan(5);
    QVERIFY(began5 >= began4);

    // --- Turn 5: both write, Bob by mutt.
    const QByteArray annTurn5 = playerMail(ann, QStringLiteral("Turn 5"), began5.addSecs(60), QStringLiteral("NATION NOR\r\n1 LEVY ORG - 1"));
    QVERIFY(!m_imap.add(annTurn5).isEmpty());
    sendWithMutt(bob, QStringLiteral("Turn 5"), "NATION MER\n1 LEVY TGT - 1\n");
    fetch(2);
    r = mailIn(5);
    QVERIFY2(r.status == 0, qPrintable(r.err));
    QVERIFY2(r.out.startsWith(QStringLiteral("received 2 of 2:\n")), qPrintable(r.out));
    QVERIFY2(r.out.contains(QStringLiteral("\n6 messages of earlier turns left out\n")), qPrintable(r.out));
    QCOMPARE(QDir(path(QStringLiteral("replies-5"))).entryList(QDir::Files, QDir::Name),
             (QStringList{QStringLiteral("MER.eml"), QStringLiteral("NOR.eml")}));
    QCOMPARE(inbox(5).size(), 2);
    QVERIFY(hashes(inbox(5)).contains(hashOf(annTurn5)));
    // Each turn's inbox holds its own mail, and only that.
    QCOMPARE(hashes(inbox(3)).size(), 4);
    QCOMPARE(hashes(inbox(4)), QStringList{hashOf(annTurn4)});
    QCOMPARE(send(path(QStringLiteral("replies-5"))).size(), 2);
}

QTEST_GUILESS_MAIN(TestSeason)
#include "tst_season.moc"
