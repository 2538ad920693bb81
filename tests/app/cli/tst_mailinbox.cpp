// `adjutant-cli mail-in` given a game file (docs/formats.md "Command line" and
// "The turn's mail"): a JSON game's turn begins at the previous deadline plus
// grace, or at --since, and mail received earlier is left out and counted;
// every message read is also kept in the file's current
// turn inbox with its bytes, as the window's Turn Inbox keeps it; a second
// run adds only messages not already there; the output is mail-in's own,
// with one line saying how many were kept. On the mail corpus clients wrote
// (tests/data/mail) and a game file made with export-db.
#include "TestSupport.h"

#include "mail/Receipt.h"

#include <QDir>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace adj;
using namespace adj::test;

namespace {

const QString kMail = MailDir;

const InboxMessage *from(const QList<InboxMessage> &list, const QString &file)
{
    for (const InboxMessage &m : list)
        if (m.source.endsWith(file))
            return &m;
    return nullptr;
}

} // namespace

class TestMailInbox : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void theMailIsKeptInTheGameFile();
    void aSecondRunAddsOnlyNewMessages();
    void acceptLateIsKept();
    void aReadOnlyGameFileIsRefused();
    void aJsonGamesTurnBeginsAtThePreviousDeadline();
    void aTaggedGameRoutesItsMail();

private:
    QString makeGameFile(const QString &name);
    QList<InboxMessage> inbox(const QString &file);

    QTemporaryDir m_dir;
    QString m_json;
};

// The two-nation game the corpus was written for, with a deadline the last
// of NOR's messages (29 November, 08:00 UTC) misses.
void TestMailInbox::initTestCase()
{
    QVERIFY(m_dir.isValid());
    QJsonObject game = QJsonDocument::fromJson(fileBytes(WhatIfGamePath)).object();
    game.insert(QStringLiteral("schedule"), QJsonObject{{QStringLiteral("deadline"), QStringLiteral("2026-11-29T07:00:00Z")},
                                                        {QStringLiteral("timeZone"), QStringLiteral("UTC")},
                                                        {QStringLiteral("graceMinutes"), 0},
                                                        {QStringLiteral("turnDays"), 7}});
    m_json = m_dir.filePath(QStringLiteral("game.json"));
    QVERIFY(writeBytes(m_json, QJsonDocument(game).toJson()));
}

// docs/formats.md "Several games, one mailbox", as mail-in (which knows
// only its game) reads it: the game's [TAG] in the Subject routes a message
// from a new address to it, a GAME line naming no known game leaves the
// message unmatched with the reason, and every reply begins with [TAG].
void TestMailInbox::aTaggedGameRoutesItsMail()
{
    QJsonObject game = QJsonDocument::fromJson(fileBytes(m_json)).object();
    game.insert(QStringLiteral("mailbox"), QJsonObject{{QStringLiteral("url"), QStringLiteral("imaps://imap.example.org/INBOX")},
                                                       {QStringLiteral("tag"), QStringLiteral("BRIT")}});
    const QString json = m_dir.filePath(QStringLiteral("tagged.json"));
    QVERIFY(writeBytes(json, QJsonDocument(game).toJson()));
    const QString tagged = m_dir.filePath(QStringLiteral("tagged.eml")), other = m_dir.filePath(QStringLiteral("other.eml"));
    QVERIFY(writeBytes(tagged, "From: Ann <ann.new@example.net>\r\nTo: gm@example.net\r\nSubject: Re: [brit] turn 3\r\n"
                               "Date: Sat, 28 Nov 2026 10:00:00 +0000\r\nMessage-ID: <t@example.net>\r\n\r\n"
                               "NATION NOR\r\n1 MOVE ORG TGT 3\r\n"));
    QVERIFY(writeBytes(other, "From: Eve <eve@example.net>\r\nTo: gm@example.net\r\nSubject: orders\r\n"
                              "Date: Sat, 28 Nov 2026 11:00:00 +0000\r\nMessage-ID: <o@example.net>\r\n\r\n"
                              "GAME NORD\r\nNATION MER\r\n1 DEFEND TGT\r\n"));
    const QString replies = m_dir.filePath(QStringLiteral("tagged-replies"));
    const CliRun r = cli({QStringLiteral("mail-in"), json, tagged, other, QStringLiteral("-o"), m_dir.filePath(QStringLiteral("tagged-orders")),
                          QStringLiteral("--replies"), replies});
    QVERIFY2(r.status == 0, qPrintable(r.err));
    QVERIFY2(r.out.contains(QStringLiteral("  NOR  ann.new@example.net")), qPrintable(r.out));
    QVERIFY2(r.out.contains(QStringLiteral("unmatched 1:\n  eve@example.net")), qPrintable(r.out));
    QVERIFY2(r.out.contains(QStringLiteral("        unmatched: its GAME line names NORD, which is no game known here\n")), qPrintable(r.out));
    const QStringList written = QDir(replies).entryList(QDir::Files);
    QCOMPARE(written, QStringList{QStringLiteral("NOR.eml")});
    QVERIFY2(fileBytes(QDir(replies).filePath(written.first())).contains("\nSubject: [BRIT] Re: turn 3\r\n"),
             fileBytes(QDir(replies).filePath(written.first())).left(600).constData());
}

QString TestMailInbox::makeGameFile(const QString &name)
{
    const QString file = m_dir.filePath(name);
    const CliRun made = cli({QStringLiteral("export-db"), m_json, QStringLiteral("-o"), file});
    return made.status == 0 ? file : QString();
}

QList<InboxMessage> TestMailInbox::inbox(const QString &file)
{
    QString error;
    const auto store = GameStore::open(file, &error, GameStore::Mode::ReadOnly);
    if (!store)
        return {};
    return store->inbox(store->currentTurn());
}

// Every message read is in the file with its bytes; the output is what the
// JSON game gives, and a last line saying how many were kept.
void TestMailInbox::theMailIsKeptInTheGameFile()
{
    const QString file = makeGameFile(QStringLiteral("kept.adjutant"));
    QVERIFY(!file.isEmpty());
    const CliRun json = cli(QStringList{QStringLiteral("mail-in"), m_json} + mailCorpus()
                            + QStringList{QStringLiteral("-o"), m_dir.filePath(QStringLiteral("json"))});
    const CliRun db = cli(QStringList{QStringLiteral("mail-in"), file} + mailCorpus()
                          + QStringList{QStringLiteral("-o"), m_dir.filePath(QStringLiteral("db"))});
    QCOMPARE(db.status, 0);
    QCOMPARE(json.status, 0);
    QCOMPARE(db.out, json.out + QStringLiteral("kept 6 new messages in the turn 3 inbox of %1\n").arg(file));
    QCOMPARE(db.err, json.err);
    QVERIFY2(db.out.contains(u"late 1, received after 2026-11-29 07:00:00 UTC (not counted):"), qPrintable(db.out));
    QCOMPARE(readText(m_dir.filePath(QStringLiteral("db/NOR.orders"))), readText(m_dir.filePath(QStringLiteral("json/NOR.orders"))));

    const QList<InboxMessage> held = inbox(file);
    QCOMPARE(held.size(), 6);
    for (const InboxMessage &m : held) {
        QCOMPARE(m.turn, 3);
        QCOMPARE(sha256Hex(m.bytes), m.sha256);
        QVERIFY2(db.out.contains(QStringLiteral("sha256 ") + m.sha256), qPrintable(m.sha256));
    }
    // A whole .eml is kept byte for byte; the mbox's messages without their "From " lines.
    QCOMPARE(from(held, QStringLiteral("nor-thunderbird.eml"))->bytes, fileBytes(kMail + QStringLiteral("nor-thunderbird.eml")));
    QVERIFY(from(held, QStringLiteral("turn3.mbox"))->bytes.startsWith("From: "));
    // Sorted as mail-in sorted it: NOR's last message is late, MER's latest counts, the stranger is unmatched.
    QCOMPARE(from(held, QStringLiteral("nor-attachment.eml"))->status, InboxMessage::Status::Late);
    QCOMPARE(from(held, QStringLiteral("nor-thunderbird.eml"))->status, InboxMessage::Status::Counts);
    QCOMPARE(from(held, QStringLiteral("mer-outlook.eml"))->status, InboxMessage::Status::Counts);
    QCOMPARE(from(held, QStringLiteral("maildir/new/1764331200.M1P1.host"))->status, InboxMessage::Status::Earlier);
    const auto stranger = std::find_if(held.begin(), held.end(), [](const InboxMessage &m) {
        return m.sender == u"stranger@example.com";
    });
    QVERIFY(stranger != held.end());
    QCOMPARE(stranger->status, InboxMessage::Status::Unmatched);
    QCOMPARE(stranger->subject, QStringLiteral("Can I join?"));
    QCOMPARE(stranger->messageId, QStringLiteral("s1@example.com"));
}

// A second run adds nothing; more mail adds only itself, and the inbox is
// sorted again with it (MER's corrected orders of 29 November 20:30 are late).
void TestMailInbox::aSecondRunAddsOnlyNewMessages()
{
    const QString file = makeGameFile(QStringLiteral("twice.adjutant"));
    QVERIFY(!file.isEmpty());
    const QStringList args = QStringList{QStringLiteral("mail-in"), file} + mailCorpus()
                             + QStringList{QStringLiteral("-o"), m_dir.filePath(QStringLiteral("twice"))};
    QCOMPARE(cli(args).status, 0);
    CliRun r = cli(args);
    QCOMPARE(r.status, 0);
    QVERIFY2(r.out.endsWith(QStringLiteral("kept 0 new messages in the turn 3 inbox of %1\n").arg(file)), qPrintable(r.out));
    QCOMPARE(inbox(file).size(), 6);

    r = cli({QStringLiteral("mail-in"), file, kMail + QStringLiteral("mer-mistakes.eml"), kMail + QStringLiteral("nor-thunderbird.eml"),
             QStringLiteral("-o"), m_dir.filePath(QStringLiteral("more"))});
    QCOMPARE(r.status, 0);
    QVERIFY2(r.out.endsWith(QStringLiteral("kept 1 new message in the turn 3 inbox of %1\n").arg(file)), qPrintable(r.out));
    const QList<InboxMessage> held = inbox(file);
    QCOMPARE(held.size(), 7);
    QCOMPARE(from(held, QStringLiteral("mer-mistakes.eml"))->status, InboxMessage::Status::Late);
    QCOMPARE(from(held, QStringLiteral("mer-mistakes.eml"))->nation, QStringLiteral("MER"));
    QCOMPARE(from(held, QStringLiteral("mer-outlook.eml"))->status, InboxMessage::Status::Counts);
}

// --accept-late accepts the late messages in the file too, those held
// already as well: they count there, and stay accepted in a later run without it.
void TestMailInbox::acceptLateIsKept()
{
    const QString file = makeGameFile(QStringLiteral("accept.adjutant"));
    QVERIFY(!file.isEmpty());
    QCOMPARE(cli(QStringList{QStringLiteral("mail-in"), file} + mailCorpus()
                 + QStringList{QStringLiteral("-o"), m_dir.filePath(QStringLiteral("a1"))}).status, 0);
    QCOMPARE(from(inbox(file), QStringLiteral("nor-attachment.eml"))->status, InboxMessage::Status::Late);
    const CliRun r = cli({QStringLiteral("mail-in"), file, kMail + QStringLiteral("nor-attachment.eml"),
                          QStringLiteral("-o"), m_dir.filePath(QStringLiteral("a2")), QStringLiteral("--accept-late")});
    QCOMPARE(r.status, 0);
    QVERIFY2(r.out.endsWith(QStringLiteral("kept 0 new messages in the turn 3 inbox of %1\n").arg(file)), qPrintable(r.out));
    QList<InboxMessage> held = inbox(file);
    QVERIFY(from(held, QStringLiteral("nor-attachment.eml"))->acceptLate);
    QCOMPARE(from(held, QStringLiteral("nor-attachment.eml"))->status, InboxMessage::Status::Counts);
    QCOMPARE(from(held, QStringLiteral("nor-thunderbird.eml"))->status, InboxMessage::Status::Earlier);
    QCOMPARE(cli({QStringLiteral("mail-in"), file, kMail + QStringLiteral("mer-outlook.eml"), QStringLiteral("-o"),
                  m_dir.filePath(QStringLiteral("a3"))}).status, 0);
    held = inbox(file);
    QCOMPARE(from(held, QStringLiteral("nor-attachment.eml"))->status, InboxMessage::Status::Counts);
}

// A game file that cannot keep the mail: exit 1 naming it, nothing written.
void TestMailInbox::aReadOnlyGameFileIsRefused()
{
    const QString file = makeGameFile(QStringLiteral("readonly.adjutant"));
    QVERIFY(!file.isEmpty());
    QVERIFY(QFile::setPermissions(file, QFile::ReadOwner | QFile::ReadUser));
    const QString orders = m_dir.filePath(QStringLiteral("ro"));
    const CliRun r = cli(QStringList{QStringLiteral("mail-in"), file} + mailCorpus() + QStringList{QStringLiteral("-o"), orders});
    QCOMPARE(r.status, 1);
    QVERIFY2(r.err.contains(file), qPrintable(r.err));
    QVERIFY(!QFileInfo::exists(orders));
    QVERIFY(inbox(file).isEmpty());
    // Not a game file at all: exit 1 too.
    const QString bad = m_dir.filePath(QStringLiteral("bad.adjutant"));
    QVERIFY(writeBytes(bad, "not sqlite"));
    QCOMPARE(cli(QStringList{QStringLiteral("mail-in"), bad} + mailCorpus() + QStringList{QStringLiteral("-o"), orders}).status, 1);
}

// The same game a day a turn: turn 3 began at the deadline before, 28
// November 07:00 UTC, so NOR's message of 27 November is an earlier turn's,
// left out of everything and counted in one line. --since moves the moment:
// from 11:15 on, NOR's orders of 28 November and the stranger's question are
// earlier too, and NOR, whose last message is late, is missing.
void TestMailInbox::aJsonGamesTurnBeginsAtThePreviousDeadline()
{
    QJsonObject game = QJsonDocument::fromJson(fileBytes(m_json)).object();
    QJsonObject schedule = game.value(u"schedule").toObject();
    schedule.insert(QStringLiteral("turnDays"), 1);
    game.insert(QStringLiteral("schedule"), schedule);
    const QString daily = m_dir.filePath(QStringLiteral("daily.json"));
    QVERIFY(writeBytes(daily, QJsonDocument(game).toJson()));

    const CliRun all = cli(QStringList{QStringLiteral("mail-in"), m_json} + mailCorpus()
                           + QStringList{QStringLiteral("-o"), m_dir.filePath(QStringLiteral("weekly"))});
    QCOMPARE(all.status, 0);
    QVERIFY2(!all.out.contains(u"earlier turns"), qPrintable(all.out));
    QVERIFY2(all.out.contains(u"2026-11-27 08:00"), qPrintable(all.out));

    CliRun r = cli(QStringList{QStringLiteral("mail-in"), daily} + mailCorpus()
                   + QStringList{QStringLiteral("-o"), m_dir.filePath(QStringLiteral("daily"))});
    QCOMPARE(r.status, 0);
    QVERIFY2(r.out.contains(u"\n1 message of earlier turns left out\n"), qPrintable(r.out));
    QVERIFY2(!r.out.contains(u"2026-11-27 08:00"), qPrintable(r.out));
    QVERIFY2(r.out.startsWith(u"received 2 of 2:\n  NOR  ann@example.org, 2026-11-28 "), qPrintable(r.out));
    QVERIFY2(r.out.contains(u"\nunmatched 1:\n  stranger@example.com"), qPrintable(r.out));

    r = cli(QStringList{QStringLiteral("mail-in"), daily} + mailCorpus()
            + QStringList{QStringLiteral("-o"), m_dir.filePath(QStringLiteral("since")), QStringLiteral("--since"),
                          QStringLiteral("2026-11-28T11:15:00Z")});
    QCOMPARE(r.status, 0);
    QVERIFY2(r.out.contains(u"\n3 messages of earlier turns left out\n"), qPrintable(r.out));
    QVERIFY2(r.out.startsWith(u"received 1 of 2:\n  MER  bob@example.org, 2026-11-28 "), qPrintable(r.out));
    QVERIFY2(r.out.contains(u"\nmissing 1: NOR\n"), qPrintable(r.out));
    QVERIFY2(r.out.contains(u"\nunmatched 0\n"), qPrintable(r.out));
    QVERIFY(!QFileInfo::exists(m_dir.filePath(QStringLiteral("since/NOR.orders"))));

    r = cli(QStringList{QStringLiteral("mail-in"), daily} + mailCorpus()
            + QStringList{QStringLiteral("-o"), m_dir.filePath(QStringLiteral("bad")), QStringLiteral("--since"), QStringLiteral("yesterday")});
    QCOMPARE(r.status, 2);
    QVERIFY2(r.err.contains(u"--since must be an RFC 3339 date"), qPrintable(r.err));
}

QTEST_MAIN(TestMailInbox)
#include "tst_mailinbox.moc"
