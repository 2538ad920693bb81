// `adjutant-cli duty` (docs/formats.md, the `duty` row; "Several games, one
// mailbox"; "Sealed orders"), through a real Dovecot and a real SMTP server:
// two games share one mailbox. A pass fetches it once, keeps each game's
// messages in its own inbox (by the [TAG] of the subject, else by the one
// game the sender plays in; a sender in both who names neither is
// unmatched in both), and sends each game's confirmations, every subject
// beginning with the game's [TAG]. A second pass sends nothing again. Once
// the deadline has passed, each game's moderator gets one note with the
// seal: each nation's counted message by its SHA-256, or none. A game held
// by a window is passed over with one line.
#include "DovecotTestServer.h"
#include "PlayerMail.h"
#include "SmtpTestServer.h"
#include "TestSupport.h"

#include "mail/Inbox.h"
#include "store/GameStore.h"
#include "store/WriterLock.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace adj;
using namespace adj::test;


class TestDuty : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    DovecotTestServer m_imap;
    SmtpTestServer m_smtp;
    QString m_brit, m_nord;
    QDateTime m_deadline;
    int m_sent = 0;

    QString path(const QString &name) const { return m_dir.filePath(name); }

    // A game file of two nations sharing the test's mailbox, under `tag`.
    QString makeGame(const QString &tag, const QList<QPair<QString, QString>> &nations)
    {
        QJsonObject game = QJsonDocument::fromJson(fileBytes(WhatIfGamePath)).object();
        QJsonArray list = game.value(u"nations").toArray();
        for (int i = 0; i < list.size() && i < nations.size(); ++i) {
            QJsonObject n = list[i].toObject();
            n.insert(QStringLiteral("email"), nations[i].second);
            n.insert(QStringLiteral("player"), nations[i].first);
            list[i] = n;
        }
        game.insert(QStringLiteral("nations"), list);
        game.insert(QStringLiteral("name"), tag);
        game.insert(QStringLiteral("schedule"), QJsonObject{{QStringLiteral("deadline"), m_deadline.toString(Qt::ISODate)},
                                                            {QStringLiteral("timeZone"), QStringLiteral("UTC")},
                                                            {QStringLiteral("turnDays"), 7}});
        game.insert(QStringLiteral("moderator"), QJsonObject{{QStringLiteral("name"), QStringLiteral("The Moderator")},
                                                             {QStringLiteral("email"), QStringLiteral("gm@example.net")}});
        game.insert(QStringLiteral("mailbox"), QJsonObject{{QStringLiteral("url"), m_imap.url("imaps")},
                                                           {QStringLiteral("user"), m_imap.user()},
                                                           {QStringLiteral("tag"), tag},
                                                           {QStringLiteral("smtp"), m_smtp.url()}});
        const QString json = path(tag + QStringLiteral(".json")), file = path(tag + QStringLiteral(".adjutant"));
        if (!writeBytes(json, QJsonDocument(game).toJson()))
            return {};
        const CliRun made = cli({QStringLiteral("export-db"), json, QStringLiteral("-o"), file});
        return made.status == 0 ? file : QString();
    }

    CliRun duty(const QDateTime &now, const QStringList &games, const QStringList &more = {})
    {
        return cli(QStringList{QStringLiteral("duty")} + games + more
                   + QStringList{QStringLiteral("--ca-file"), kTestCertificate, QStringLiteral("--password-file"),
                                 path(QStringLiteral("password")), QStringLiteral("--now"), now.toString(Qt::ISODate),
                                 QStringLiteral("--site"), path(QStringLiteral("site"))});
    }

    // What the SMTP server received since the last call.
    QList<Sent> received() { return sentSince(path(QStringLiteral("smtp")), m_sent); }

    // The inbox of turn 3 of a game file: each message's sender and status.
    QStringList inbox(const QString &file)
    {
        QString error;
        const auto store = GameStore::open(file, &error, GameStore::Mode::ReadOnly);
        QStringList out;
        if (store)
            for (const InboxMessage &m : store->inbox(3))
                out.append(QStringLiteral("%1 %2 %3").arg(m.sender, m.nation.isEmpty() ? QStringLiteral("-") : m.nation)
                               .arg(int(m.status)));
        out.sort();
        return out;
    }

private slots:
    void initTestCase();
    void twoGamesShareTheMailbox();
    void aGameHeldByAWindowIsPassedOver();
    void aTagGivenTwiceIsRefused();
    void aBrokenFileLeavesTheOthersDone();
    void aServerDownForAPassIsCaughtUpOnce();
};

void TestDuty::initTestCase()
{
    if (!DovecotTestServer::available() || m_smtp.python().isEmpty()) {
        if (qEnvironmentVariableIsSet("ADJ_REQUIRE_SERVERS"))
            QFAIL("ADJ_REQUIRE_SERVERS is set and dovecot or python3-aiosmtpd is not installed");
        QSKIP("dovecot or python3-aiosmtpd is not installed");
    }
    QVERIFY(m_dir.isValid());
    // The fetched mailboxes go into the test's own data folder.
    qputenv("XDG_DATA_HOME", path(QStringLiteral("data")).toUtf8());
    QVERIFY2(m_imap.start(), qPrintable(m_imap.log()));
    // The game's mail goes out with the mailbox's user and password.
    QVERIFY(m_smtp.start(path(QStringLiteral("smtp")), m_imap.user() + u':' + QLatin1String(DovecotTestServer::kPassword)));
    QVERIFY(writeBytes(path(QStringLiteral("password")), QByteArray(DovecotTestServer::kPassword) + "\n"));
    m_deadline = QDateTime::currentDateTimeUtc().addSecs(3600);
    m_deadline.setTime(QTime(m_deadline.time().hour(), m_deadline.time().minute(), 0));
    m_brit = makeGame(QStringLiteral("BRIT"), {{QStringLiteral("Ann"), QStringLiteral("ann@example.org")},
                                               {QStringLiteral("Bob"), QStringLiteral("bob@example.org")}});
    m_nord = makeGame(QStringLiteral("NORD"), {{QStringLiteral("Cai"), QStringLiteral("cai@example.org")},
                                               {QStringLiteral("Bob"), QStringLiteral("bob@example.org")}});
    QVERIFY(!m_brit.isEmpty() && !m_nord.isEmpty());
}

void TestDuty::twoGamesShareTheMailbox()
{
    const QDateTime before = m_deadline.addSecs(-1800);
    const QByteArray ann = playerMail(QStringLiteral("Ann <ann@example.org>"), QStringLiteral("Turn 3"), before.addSecs(-600),
                                      QStringLiteral("NATION NOR\r\n1 LEVY ORG - 1"));
    const QByteArray cai = playerMail(QStringLiteral("Cai <cai@example.org>"), QStringLiteral("[nord] turn 3"), before.addSecs(-500),
                                      QStringLiteral("NATION NOR\r\n1 LEVY ORG - 1"));
    const QByteArray bobBoth = playerMail(QStringLiteral("Bob <bob@example.org>"), QStringLiteral("my orders"), before.addSecs(-400),
                                          QStringLiteral("1 DEFEND TGT"));
    const QByteArray bobBrit = playerMail(QStringLiteral("Bob <bob@example.org>"), QStringLiteral("Re: [BRIT] turn 3"),
                                          before.addSecs(-300), QStringLiteral("1 LEVY TGT - 1"));
    for (const QByteArray &m : {ann, cai, bobBoth, bobBrit})
        QVERIFY(!m_imap.add(m).isEmpty());

    CliRun r = duty(before, {m_brit, m_nord});
    QVERIFY2(r.status == 0, qPrintable(r.out + r.err + m_imap.log().right(1500)));
    // Each counts the other's in one line: Cai's is NORD's; Ann's and Bob's [BRIT] one are BRIT's.
    QVERIFY2(r.out.contains(m_brit + QStringLiteral(": turn 3, kept 3 new messages, 1 message for other games;")), qPrintable(r.out));
    QVERIFY2(r.out.contains(m_nord + QStringLiteral(": turn 3, kept 2 new messages, 2 messages for other games;")), qPrintable(r.out));
    // Bob's untagged message is unmatched in both; his [BRIT] one is MER's in BRIT.
    QCOMPARE(inbox(m_brit), (QStringList{QStringLiteral("ann@example.org NOR 0"), QStringLiteral("bob@example.org - 3"),
                                         QStringLiteral("bob@example.org MER 0")}));
    QCOMPARE(inbox(m_nord), (QStringList{QStringLiteral("bob@example.org - 3"), QStringLiteral("cai@example.org NOR 0")}));
    // Ann's and Bob's confirmations in BRIT, Cai's in NORD, and NORD's
    // reminder to Bob, whose only message there names no game: each
    // subject begins with its game's [TAG].
    QStringList sent;
    for (const Sent &s : received())
        sent.append(s.to.join(u' ') + u' ' + s.subject.section(u' ', 0, 1));
    sent.sort();
    QCOMPARE(sent, (QStringList{QStringLiteral("ann@example.org [BRIT] Re:"), QStringLiteral("bob@example.org [BRIT] Re:"),
                                QStringLiteral("bob@example.org [NORD] Reminder:"), QStringLiteral("cai@example.org [NORD] Re:")}));

    // Again: nothing new, nothing sent twice.
    r = duty(before, {m_brit, m_nord});
    QVERIFY2(r.status == 0, qPrintable(r.out + r.err));
    QVERIFY2(r.out.contains(m_brit + QStringLiteral(": turn 3, kept 0 new messages")), qPrintable(r.out));
    QCOMPARE(received().size(), 0);

    // The deadline has passed: one note to the moderator for each game, with the seal.
    const QDateTime after = m_deadline.addSecs(60);
    r = duty(after, {m_brit, m_nord});
    QVERIFY2(r.status == 0, qPrintable(r.out + r.err));
    const QList<Sent> notes = received();
    QCOMPARE(notes.size(), 2);
    for (const Sent &n : notes) {
        QCOMPARE(n.to, QStringList{QStringLiteral("gm@example.net")});
        if (n.subject.startsWith(u"[BRIT]")) {
            QVERIFY2(n.text.contains(QStringLiteral("  NOR  ") + hashOf(ann)) && n.text.contains(QStringLiteral("  MER  ") + hashOf(bobBrit)),
                     qPrintable(n.text));
        } else {
            QVERIFY(n.subject.startsWith(u"[NORD]"));
            QVERIFY2(n.text.contains(QStringLiteral("  NOR  ") + hashOf(cai)) && n.text.contains(QStringLiteral("  MER  none")),
                     qPrintable(n.text));
            QVERIFY2(n.text.contains(QStringLiteral("Missing: MER")), qPrintable(n.text));
        }
    }
    // --site: each game's pages in its tag's folder, the front page showing the seal.
    const QString index = readText(path(QStringLiteral("site/BRIT/index.html")));
    QVERIFY2(index.contains(u"Sealed orders") && index.contains(hashOf(ann)) && index.contains(hashOf(bobBrit)), qPrintable(index.left(2000)));
    QVERIFY(readText(path(QStringLiteral("site/NORD/index.html"))).contains(hashOf(cai)));
    r = duty(after.addSecs(600), {m_brit, m_nord});
    QVERIFY2(r.status == 0, qPrintable(r.out + r.err));
    QCOMPARE(received().size(), 0);  // each note once for its deadline
}

void TestDuty::aGameHeldByAWindowIsPassedOver()
{
    std::optional<LockHolder> heldBy;
    QString error;
    const std::unique_ptr<WriterLock> window = WriterLock::take(QFileInfo(m_nord).absoluteFilePath(), &heldBy, &error);
    QVERIFY2(window, qPrintable(error));
    const CliRun r = duty(m_deadline.addSecs(-1800), {m_nord});
    QCOMPARE(r.status, 0);
    QVERIFY2(r.out.startsWith(m_nord + QStringLiteral(": held by ")) && r.out.contains(u"passed over"), qPrintable(r.out));
}

// Two games of one tag cannot be told apart: the pass does nothing.
void TestDuty::aTagGivenTwiceIsRefused()
{
    const QString twin = makeGame(QStringLiteral("TWIN"), {{QStringLiteral("Ann"), QStringLiteral("ann@example.org")}});
    QVERIFY(QFile::copy(twin, path(QStringLiteral("twin-copy.adjutant"))));
    const int sentBefore = m_sent;
    const CliRun r = duty(m_deadline.addSecs(-1800), {twin, path(QStringLiteral("twin-copy.adjutant"))});
    QCOMPARE(r.status, 1);
    QVERIFY2(r.err.contains(QStringLiteral("the tag TWIN is both")) && r.err.contains(u"nothing was done"), qPrintable(r.err));
    QVERIFY(inbox(twin).isEmpty());
    QCOMPARE(received().size(), 0);
    QCOMPARE(m_sent, sentBefore);
}

// A game file that cannot be read is named; the other game's pass is done.
void TestDuty::aBrokenFileLeavesTheOthersDone()
{
    const QString broken = path(QStringLiteral("broken.adjutant"));
    QVERIFY(writeBytes(broken, "not a game file at all"));
    const CliRun r = duty(m_deadline.addSecs(-1800), {broken, m_brit, m_nord});
    QCOMPARE(r.status, 1);
    QVERIFY2(r.out.startsWith(broken + QStringLiteral(": is not an Adjutant game file")), qPrintable(r.out));
    QVERIFY2(r.out.contains(m_brit + QStringLiteral(": turn 3, kept 0 new messages")), qPrintable(r.out));
}

// The SMTP server cannot be reached for a pass: that pass says so, sends and
// records nothing; the next one sends what was due, once.
void TestDuty::aServerDownForAPassIsCaughtUpOnce()
{
    const QString down = makeGame(QStringLiteral("DOWN"), {{QStringLiteral("Ann"), QStringLiteral("ann@example.org")},
                                                           {QStringLiteral("Bob"), QStringLiteral("bob@example.org")}});
    QVERIFY(!down.isEmpty());
    received();
    CliRun r = duty(m_deadline.addSecs(-1800), {down}, {QStringLiteral("--smtp"), QStringLiteral("smtp://127.0.0.1:9")});
    QCOMPARE(r.status, 1);
    QVERIFY2(r.out.contains(u"sent 0 confirmations") && r.out.contains(u"; stopped: smtp://127.0.0.1:9"), qPrintable(r.out));
    QCOMPARE(received().size(), 0);
    r = duty(m_deadline.addSecs(-1800), {down});
    QVERIFY2(r.status == 0, qPrintable(r.out + r.err));
    const QList<Sent> caughtUp = received();
    QVERIFY2(!caughtUp.isEmpty(), qPrintable(r.out));
    for (const Sent &s : caughtUp)
        QVERIFY2(s.subject.startsWith(u"[DOWN] "), qPrintable(s.subject));
    r = duty(m_deadline.addSecs(-1800), {down});
    QVERIFY2(r.status == 0, qPrintable(r.out + r.err));
    QCOMPARE(received().size(), 0);
}

QTEST_GUILESS_MAIN(TestDuty)
#include "tst_duty.moc"
