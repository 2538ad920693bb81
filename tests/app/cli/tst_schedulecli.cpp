// The turn's schedule on the command line (docs/formats.md "The turn's mail" and
// "Command line"): the schedule and mailbox kept through export-db and
// import-db; mail-in's received time (the topmost Received:, else Date:),
// late mail by the game's deadline plus grace or by --deadline, --accept-late,
// each message's SHA-256 (checked against sha256sum) in the listing and in the
// confirmation; a message composed by mutt; remind's mbox read back with
// GMime: recipients, the deadline in both zones, the problems, --hours.
#include <gmime/gmime.h>

#include "MailParts.h"
#include "TestSupport.h"
#include "store/GameStore.h"

#include "schedule/Schedule.h"

#include <QDir>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonArray>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace adj;
using namespace adj::test;

namespace {

// The sample game with a schedule (deadline 18:00 Berlin summer time, 16:00
// UTC; 30 minutes' grace: the cut-off is 16:30 UTC) and a mailbox.
QByteArray scheduledGame(const QString &deadline = QStringLiteral("2026-10-20T18:00:00+02:00"))
{
    QJsonObject game = QJsonDocument::fromJson(fileBytes(SamplePath)).object();
    game.insert(QStringLiteral("schedule"), QJsonObject{{QStringLiteral("deadline"), deadline},
                                                        {QStringLiteral("timeZone"), QStringLiteral("Europe/Berlin")},
                                                        {QStringLiteral("graceMinutes"), 30},
                                                        {QStringLiteral("turnDays"), 7},
                                                        {QStringLiteral("remindHours"), QJsonArray{48, 6}}});
    game.insert(QStringLiteral("mailbox"), QJsonObject{{QStringLiteral("url"), QStringLiteral("imaps://imap.example.org/INBOX")},
                                                       {QStringLiteral("user"), QStringLiteral("gm@example.org")}});
    game.insert(QStringLiteral("moderator"), QJsonObject{{QStringLiteral("name"), QStringLiteral("Gamemaster")},
                                                         {QStringLiteral("email"), QStringLiteral("gm@example.org")}});
    return QJsonDocument(game).toJson();
}

QString sha256sum(const QString &path)
{
    QProcess p;
    p.start(QStringLiteral("sha256sum"), {path});
    p.waitForFinished();
    return QString::fromLatin1(p.readAllStandardOutput()).section(u' ', 0, 0);
}

// Hand-written messages as the moderator's server delivered them.
// NOR: the topmost Received: is 18:45:10 +0200 (16:45:10 UTC): late, though
// its Date: and the Received: below it are early.
const QByteArray kAnn = "Received: from mx.example.org by imap.example.org; Tue, 20 Oct 2026 18:45:10 +0200\n"
                        "Received: from laptop by mx.example.org; Tue, 20 Oct 2026 16:00:00 +0000\n"
                        "From: Ann Hargreaves <ann@example.org>\nTo: gm@example.org\nSubject: NOR orders\n"
                        "Date: Tue, 20 Oct 2026 15:00:00 +0000\nMessage-ID: <ann1@example.org>\n\n"
                        "Hello,\n1 BUILD YRK - 1\nAnn\n";
// MER: a Received: without a date that can be read: its Date: (15:00 UTC) counts.
const QByteArray kBill = "Received: from somewhere by imap.example.org with LMTP id 4711\n"
                         "From: Bill Oakley <bill@example.org>\nTo: gm@example.org\nSubject: MER orders\n"
                         "Date: Tue, 20 Oct 2026 17:00:00 +0200\nMessage-ID: <bill1@example.org>\n\n"
                         "1 BUILD LIN - 1\n";
// EAN: received 18:20 +0200 (16:20 UTC): within the grace, after the deadline itself.
const QByteArray kCath = "Received: from mx.example.org (mx.example.org [192.0.2.1])\n"
                         "\tby imap.example.org (Postfix) with ESMTPS id 1A2B3C\n"
                         "\tfor <gm@example.org>; Tue, 20 Oct 2026 18:20:00 +0200 (CEST)\n"
                         "From: cath@example.org\nTo: gm@example.org\nSubject: EAN\n"
                         "Date: Tue, 20 Oct 2026 12:00:00 +0000\nMessage-ID: <cath1@example.org>\n\n"
                         "1 BUILD NFK - 1\n";

struct Mail {
    QString from, subject, text;
    QStringList to;
    QDateTime date;
};

// Every message of an mbox as GMime reads it.
QList<Mail> readMbox(const QString &path)
{
    const QByteArray bytes = fileBytes(path);
    GMimeStream *stream = g_mime_stream_mem_new_with_buffer(bytes.constData(), size_t(bytes.size()));
    GMimeParser *parser = g_mime_parser_new_with_stream(stream);
    g_mime_parser_set_format(parser, GMIME_FORMAT_MBOX);
    QList<Mail> out;
    while (!g_mime_parser_eos(parser)) {
        GMimeMessage *m = g_mime_parser_construct_message(parser, nullptr);
        if (!m)
            break;
        Mail mail;
        InternetAddressList *from = g_mime_message_get_from(m);
        mail.from = QString::fromUtf8(internet_address_mailbox_get_addr(INTERNET_ADDRESS_MAILBOX(internet_address_list_get_address(from, 0))));
        InternetAddressList *to = g_mime_message_get_to(m);
        for (int i = 0; i < internet_address_list_length(to); ++i)
            mail.to.append(QString::fromUtf8(internet_address_mailbox_get_addr(INTERNET_ADDRESS_MAILBOX(internet_address_list_get_address(to, i)))));
        mail.subject = QString::fromUtf8(g_mime_message_get_subject(m));
        if (GDateTime *d = g_mime_message_get_date(m))
            mail.date = QDateTime::fromSecsSinceEpoch(g_date_time_to_unix(d), Qt::UTC);
        char *raw = g_mime_object_to_string(GMIME_OBJECT(m), nullptr);
        mail.text = QString::fromUtf8(parts(QByteArray(raw)).second.value(0).bytes);
        g_free(raw);
        out.append(mail);
        g_object_unref(m);
    }
    g_object_unref(parser);
    g_object_unref(stream);
    return out;
}

} // namespace

class TestScheduleCli : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void dbKeepsScheduleAndMailbox();
    void lateByDeadlineAndGrace();
    void acceptLate();
    void deadlineOption();
    void noScheduleNothingLate();
    void mboxMessageHash();
    void composedByMutt();
    void remindWritesReminders();
    void remindHourDefault();
    void remindWithoutDeadline();
    void remindFromAGameFile();

private:
    QTemporaryDir m_dir;
    QString m_game, m_plain, m_ann, m_bill, m_cath;
};

void TestScheduleCli::initTestCase()
{
    g_mime_init();
    QVERIFY(m_dir.isValid());
    m_game = m_dir.filePath(QStringLiteral("game.json"));
    m_plain = m_dir.filePath(QStringLiteral("plain.json"));
    m_ann = m_dir.filePath(QStringLiteral("ann.eml"));
    m_bill = m_dir.filePath(QStringLiteral("bill.eml"));
    m_cath = m_dir.filePath(QStringLiteral("cath.eml"));
    QVERIFY(writeBytes(m_game, scheduledGame()));
    QVERIFY(writeBytes(m_plain, fileBytes(SamplePath)));
    QVERIFY(writeBytes(m_ann, kAnn) && writeBytes(m_bill, kBill) && writeBytes(m_cath, kCath));
}

void TestScheduleCli::dbKeepsScheduleAndMailbox()
{
    const QString db = m_dir.filePath(QStringLiteral("game.adjutant")), back = m_dir.filePath(QStringLiteral("back.json"));
    CliRun r = cli({QStringLiteral("export-db"), m_game, QStringLiteral("-o"), db});
    QVERIFY2(r.status == 0, qPrintable(r.err));
    r = cli({QStringLiteral("import-db"), db, QStringLiteral("-o"), back});
    QVERIFY2(r.status == 0, qPrintable(r.err));
    const Game a = readGame(m_game), b = readGame(back);
    QVERIFY(gameSchedule(b));
    QCOMPARE(*gameSchedule(b), *gameSchedule(a));
    QCOMPARE(rfc3339(gameSchedule(b)->deadline), QStringLiteral("2026-10-20T18:00:00+02:00"));
    QCOMPARE(gameMailbox(b)->url, QStringLiteral("imaps://imap.example.org/INBOX"));
    QCOMPARE(gameMailbox(b)->user, QStringLiteral("gm@example.org"));
}

void TestScheduleCli::lateByDeadlineAndGrace()
{
    const QString orders = m_dir.filePath(QStringLiteral("late/orders")), replies = m_dir.filePath(QStringLiteral("late/replies"));
    const CliRun r = cli({QStringLiteral("mail-in"), m_game, m_ann, m_bill, m_cath, QStringLiteral("-o"), orders,
                          QStringLiteral("--replies"), replies});
    QVERIFY2(r.status == 0, qPrintable(r.err));
    QVERIFY2(r.out.contains(u"received 2 of 15:"), qPrintable(r.out));
    QVERIFY2(r.out.contains(u"late 1, received after 2026-10-20 16:30:00 UTC (not counted):\n"
                            "  NOR  ann@example.org, received 2026-10-20 16:45:10 UTC"), qPrintable(r.out));
    QVERIFY2(r.out.contains(u"missing 13: NOR "), qPrintable(r.out));
    // Every message with the SHA-256 of its file's bytes.
    for (const QString &path : {m_ann, m_bill, m_cath})
        QVERIFY2(r.out.contains(QStringLiteral("sha256 ") + sha256sum(path) + QStringLiteral(", received ")), qPrintable(r.out));
    QVERIFY2(r.out.contains(sha256sum(m_cath) + QStringLiteral(", received 2026-10-20 16:20:00 UTC")), qPrintable(r.out));
    // The unreadable Received: is named; its Date: is taken.
    QVERIFY2(r.err.contains(m_bill + QStringLiteral(": message 1: its Received: header has no date that can be read")), qPrintable(r.err));
    QVERIFY2(r.out.contains(sha256sum(m_bill) + QStringLiteral(", received 2026-10-20 15:00:00 UTC")), qPrintable(r.out));
    // The late message's orders are not written; the others' are.
    QVERIFY(!QFile::exists(orders + QStringLiteral("/NOR.orders")));
    QVERIFY(QFile::exists(orders + QStringLiteral("/MER.orders")) && QFile::exists(orders + QStringLiteral("/EAN.orders")));
    // Its confirmation says so and quotes the receipt.
    const QString late = QString::fromUtf8(parts(fileBytes(replies + QStringLiteral("/NOR-late-1.eml"))).second.value(0).bytes);
    QVERIFY2(late.contains(QStringLiteral("Received 2026-10-20 16:45:10 UTC; the SHA-256 of your message as received is ") + sha256sum(m_ann)),
             qPrintable(late));
    QVERIFY2(late.contains(u"It arrived late, after 2026-10-20 16:30:00 UTC: its orders do not count."), qPrintable(late));
    const QString onTime = QString::fromUtf8(parts(fileBytes(replies + QStringLiteral("/EAN.eml"))).second.value(0).bytes);
    QVERIFY2(onTime.contains(QStringLiteral("Received 2026-10-20 16:20:00 UTC; the SHA-256 of your message as received is ") + sha256sum(m_cath)),
             qPrintable(onTime));
    QVERIFY(!onTime.contains(u"arrived late"));
}

void TestScheduleCli::acceptLate()
{
    const QString orders = m_dir.filePath(QStringLiteral("accept/orders")), replies = m_dir.filePath(QStringLiteral("accept/replies"));
    const CliRun r = cli({QStringLiteral("mail-in"), m_game, m_ann, m_bill, m_cath, QStringLiteral("-o"), orders,
                          QStringLiteral("--replies"), replies, QStringLiteral("--accept-late")});
    QVERIFY2(r.status == 0, qPrintable(r.err));
    QVERIFY2(r.out.contains(u"received 3 of 15:"), qPrintable(r.out));
    QVERIFY2(r.out.contains(u"late 1, received after 2026-10-20 16:30:00 UTC (accepted: they count):\n  NOR  ann@example.org"), qPrintable(r.out));
    QCOMPARE(readText(orders + QStringLiteral("/NOR.orders")), QStringLiteral("NATION NOR\n1 BUILD YRK - 1\n"));
    const QString reply = QString::fromUtf8(parts(fileBytes(replies + QStringLiteral("/NOR.eml"))).second.value(0).bytes);
    QVERIFY2(reply.contains(u"It arrived late, after 2026-10-20 16:30:00 UTC; the moderator accepted it, so its orders count."), qPrintable(reply));
}

// --deadline is the cut-off itself: no grace is added.
void TestScheduleCli::deadlineOption()
{
    CliRun r = cli({QStringLiteral("mail-in"), m_game, m_ann, m_bill, m_cath, QStringLiteral("-o"), m_dir.filePath(QStringLiteral("d1")),
                    QStringLiteral("--deadline"), QStringLiteral("2026-10-20T18:10:00+02:00")});
    QVERIFY2(r.status == 0, qPrintable(r.err));
    QVERIFY2(r.out.contains(u"late 2, received after 2026-10-20 16:10:00 UTC (not counted):\n"
                            "  EAN  cath@example.org, received 2026-10-20 16:20:00 UTC"), qPrintable(r.out));
    QVERIFY2(r.out.contains(u"received 1 of 15:\n  MER"), qPrintable(r.out));
    // A later cut-off than the game's: NOR on time.
    r = cli({QStringLiteral("mail-in"), m_game, m_ann, QStringLiteral("-o"), m_dir.filePath(QStringLiteral("d2")),
             QStringLiteral("--deadline"), QStringLiteral("2026-10-20T17:00:00Z")});
    QVERIFY2(r.out.contains(u"received 1 of 15:\n  NOR") && r.out.contains(u"late 0, received after 2026-10-20 17:00:00 UTC\n"),
             qPrintable(r.out));
    // Not RFC 3339 (no offset): bad usage, nothing written.
    r = cli({QStringLiteral("mail-in"), m_game, m_ann, QStringLiteral("-o"), m_dir.filePath(QStringLiteral("d3")),
             QStringLiteral("--deadline"), QStringLiteral("2026-10-20 18:00")});
    QCOMPARE(r.status, 2);
    QVERIFY(!QFileInfo::exists(m_dir.filePath(QStringLiteral("d3"))));
}

// A game without a schedule and no --deadline: nothing is late, as before.
void TestScheduleCli::noScheduleNothingLate()
{
    const CliRun r = cli({QStringLiteral("mail-in"), m_plain, m_ann, m_bill, m_cath, QStringLiteral("-o"), m_dir.filePath(QStringLiteral("plain"))});
    QVERIFY2(r.status == 0, qPrintable(r.err));
    QVERIFY2(r.out.contains(u"received 3 of 15:"), qPrintable(r.out));
    QVERIFY2(!r.out.contains(u"late"), qPrintable(r.out));
}

// In an mbox, a message's bytes are those between its "From " line and the
// blank line before the next: the same message alone in a file has the same hash.
void TestScheduleCli::mboxMessageHash()
{
    const QString mbox = m_dir.filePath(QStringLiteral("two.mbox"));
    QVERIFY(writeBytes(mbox, "From ann@example.org Tue Oct 20 15:00:00 2026\n" + kAnn + "\nFrom bill@example.org Tue Oct 20 15:00:00 2026\n" + kBill));
    const CliRun r = cli({QStringLiteral("mail-in"), m_plain, mbox, QStringLiteral("-o"), m_dir.filePath(QStringLiteral("mbox"))});
    QVERIFY2(r.status == 0, qPrintable(r.err));
    QVERIFY2(r.out.contains(QStringLiteral("sha256 ") + sha256sum(m_ann)), qPrintable(r.out));
    QVERIFY2(r.out.contains(QStringLiteral("sha256 ") + sha256sum(m_bill)), qPrintable(r.out));
}

// A message as a real mail client composes it (mutt, its sendmail a script
// that stores the message): no Received: yet, so its Date: is the time received.
void TestScheduleCli::composedByMutt()
{
    if (QStandardPaths::findExecutable(QStringLiteral("mutt")).isEmpty())
        QSKIP("mutt is not installed");
    const QString stored = m_dir.filePath(QStringLiteral("mutt.eml")), script = m_dir.filePath(QStringLiteral("store.sh"));
    QVERIFY(writeBytes(script, "#!/bin/sh\ncat > '" + stored.toUtf8() + "'\n"));
    QFile::setPermissions(script, QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
    const QString rc = m_dir.filePath(QStringLiteral("muttrc")), body = m_dir.filePath(QStringLiteral("body.txt"));
    QVERIFY(writeBytes(rc, "set sendmail=\"" + script.toUtf8() + "\"\nset from=\"gwen@example.org\"\nset realname=\"Gwen\"\n"
                           "set use_from=yes\nset send_charset=\"utf-8\"\n"));
    QVERIFY(writeBytes(body, "Dear moderator,\n\n1 BUILD CAR - 1\n\n-- \nGwen\n"));
    QProcess mutt;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("HOME"), m_dir.path());
    mutt.setProcessEnvironment(env);
    mutt.setStandardInputFile(body);
    mutt.start(QStringLiteral("mutt"), {QStringLiteral("-n"), QStringLiteral("-F"), rc, QStringLiteral("-s"), QStringLiteral("GWY orders"),
                                        QStringLiteral("--"), QStringLiteral("gm@example.org")});
    QVERIFY(mutt.waitForFinished(30000));
    QCOMPARE(mutt.exitCode(), 0);
    QVERIFY(QFile::exists(stored));
    const QString date = QString::fromUtf8(fileBytes(stored)).section(QStringLiteral("Date: "), 1).section(u'\n', 0, 0);
    GDateTime *d = g_mime_utils_header_decode_date(date.toUtf8().constData());
    QVERIFY(d);
    const QString expected = QDateTime::fromSecsSinceEpoch(g_date_time_to_unix(d), Qt::UTC).toString(QStringLiteral("yyyy-MM-dd HH:mm:ss"));
    g_date_time_unref(d);
    const CliRun r = cli({QStringLiteral("mail-in"), m_game, stored, QStringLiteral("-o"), m_dir.filePath(QStringLiteral("mutt")),
                          QStringLiteral("--deadline"), QStringLiteral("2100-01-01T00:00:00Z")});
    QVERIFY2(r.status == 0, qPrintable(r.err));
    QVERIFY2(r.out.contains(u"received 1 of 15:\n  GWY  gwen@example.org"), qPrintable(r.out));
    QVERIFY2(r.out.contains(QStringLiteral("sha256 %1, received %2 UTC").arg(sha256sum(stored), expected)), qPrintable(r.out));
    QCOMPARE(readText(m_dir.filePath(QStringLiteral("mutt/GWY.orders"))), QStringLiteral("NATION GWY\n1 BUILD CAR - 1\n"));
}

// A reminder to every nation without orders and to each with problems
// (listed), none to a nation whose orders are clean.
void TestScheduleCli::remindWritesReminders()
{
    const QString orders = m_dir.filePath(QStringLiteral("remind-orders"));
    QVERIFY(QDir().mkpath(orders));
    QVERIFY(writeBytes(orders + QStringLiteral("/NOR.orders"), "NATION NOR\n1 BUILD YRK - 1\n"));
    QVERIFY(writeBytes(orders + QStringLiteral("/MER.orders"), "NATION MER\n1 BUILD LIN armies\n"));
    QVERIFY2(cli({QStringLiteral("check"), m_game, orders + QStringLiteral("/NOR.orders")}).status == 0, "NOR's orders are clean");
    const QString out = m_dir.filePath(QStringLiteral("reminders.mbox"));
    const CliRun r = cli({QStringLiteral("remind"), m_game, orders, QStringLiteral("--mail"), out, QStringLiteral("--hours"), QStringLiteral("6")});
    QVERIFY2(r.status == 0, qPrintable(r.err));
    QVERIFY2(r.out.contains(u"deadline 2026-10-20 18:00 Europe/Berlin (2026-10-20 16:00 UTC), reminder hour 6"), qPrintable(r.out));
    const QList<Mail> mails = readMbox(out);
    QCOMPARE(mails.size(), 14);
    QStringList to;
    for (const Mail &m : mails) {
        to += m.to;
        QCOMPARE(m.from, QStringLiteral("gm@example.org"));
        QVERIFY2(m.text.contains(u"The deadline is 2026-10-20 18:00 Europe/Berlin, that is 2026-10-20 16:00 UTC."), qPrintable(m.text));
        QVERIFY2(m.text.contains(u"Orders received up to 2026-10-20 18:30 Europe/Berlin (2026-10-20 16:30 UTC) still count."), qPrintable(m.text));
        QCOMPARE(m.date, QDateTime(QDate(2026, 10, 20), QTime(10, 0), Qt::UTC));  // 6 hours before
    }
    QVERIFY(!to.contains(u"ann@example.org"));
    QVERIFY(to.contains(u"bill@example.org") && to.contains(u"olaf@example.org"));
    const Mail &bill = mails[to.indexOf(u"bill@example.org")];
    QVERIFY2(bill.text.contains(u"Your orders have problems") && bill.text.contains(u"line 2 \"1 BUILD LIN armies\": "), qPrintable(bill.text));
    const Mail &olaf = mails[to.indexOf(u"olaf@example.org")];
    QVERIFY2(olaf.text.contains(u"No orders of yours have been received"), qPrintable(olaf.text));
    // Without ORDERS_DIR: every nation.
    const QString all = m_dir.filePath(QStringLiteral("all"));
    QCOMPARE(cli({QStringLiteral("remind"), m_game, QStringLiteral("--mail"), all, QStringLiteral("--hours"), QStringLiteral("48")}).status, 0);
    QCOMPARE(QDir(all).entryList({QStringLiteral("*-reminder.eml")}, QDir::Files).size(), 15);
}

// Given a game file: the orders that count in its turn inbox (Bill's counts,
// Ann's came late), and no reminder the file records as sent for the
// deadline and hour (as the window's Send Reminders records it) written again.
void TestScheduleCli::remindFromAGameFile()
{
    const QString file = m_dir.filePath(QStringLiteral("remind.adjutant"));
    QCOMPARE(cli({QStringLiteral("export-db"), m_game, QStringLiteral("-o"), file}).status, 0);
    const CliRun in = cli({QStringLiteral("mail-in"), file, m_ann, m_bill, QStringLiteral("-o"), m_dir.filePath(QStringLiteral("remind-in"))});
    QVERIFY2(in.status == 0, qPrintable(in.err));
    const auto recipients = [](const QString &mbox) {
        QMap<QString, QString> texts;  // by address
        for (const Mail &m : readMbox(mbox))
            texts.insert(m.to.value(0), m.text);
        return texts;
    };
    const QString first = m_dir.filePath(QStringLiteral("remind-first.mbox"));
    CliRun r = cli({QStringLiteral("remind"), file, QStringLiteral("--mail"), first, QStringLiteral("--hours"), QStringLiteral("6")});
    QVERIFY2(r.status == 0, qPrintable(r.err));
    QMap<QString, QString> to = recipients(first);
    QVERIFY(to.contains(QStringLiteral("ann@example.org")));  // late: NOR has no orders that count
    QVERIFY2(to.value(QStringLiteral("ann@example.org")).contains(u"No orders of yours have been received"), qPrintable(to.value(QStringLiteral("ann@example.org"))));
    QVERIFY2(!to.value(QStringLiteral("bill@example.org")).contains(u"No orders of yours have been received"),
             qPrintable(to.value(QStringLiteral("bill@example.org"))));  // MER's message counts: a reminder only for its problems
    QVERIFY(to.contains(QStringLiteral("olaf@example.org")));

    // NOR's reminder for this deadline and hour recorded as sent: not written again.
    {
        QString error;
        std::unique_ptr<GameStore> store = GameStore::open(file, &error);
        QVERIFY2(store, qPrintable(error));
        SentMail sent;
        sent.turn = store->currentTurn();
        sent.kind = SentMail::Kind::Reminder;
        sent.nation = QStringLiteral("NOR");
        sent.recipient = QStringLiteral("ann@example.org");
        sent.messageId = QStringLiteral("<x@example.org>");
        sent.sent = QDateTime(QDate(2026, 10, 20), QTime(10, 5), Qt::UTC);
        sent.deadline = QDateTime(QDate(2026, 10, 20), QTime(18, 0), Qt::OffsetFromUTC, 2 * 3600);
        sent.hour = 6;
        QCOMPARE(store->recordSent(sent), QString());
    }
    const QByteArray before = fileBytes(file);
    const QString second = m_dir.filePath(QStringLiteral("remind-second.mbox"));
    r = cli({QStringLiteral("remind"), file, QStringLiteral("--mail"), second, QStringLiteral("--hours"), QStringLiteral("6")});
    QVERIFY2(r.status == 0, qPrintable(r.err));
    const QMap<QString, QString> again = recipients(second);
    QVERIFY(!again.contains(QStringLiteral("ann@example.org")));
    QCOMPARE(again.size(), to.size() - 1);
    // At another hour it is due again; the game file is only read.
    r = cli({QStringLiteral("remind"), file, QStringLiteral("--mail"), m_dir.filePath(QStringLiteral("remind-48.mbox")),
             QStringLiteral("--hours"), QStringLiteral("48")});
    QVERIFY(recipients(m_dir.filePath(QStringLiteral("remind-48.mbox"))).contains(QStringLiteral("ann@example.org")));
    QCOMPARE(fileBytes(file), before);
}

// The default hour: the nearest of remindHours already passed, else the largest.
void TestScheduleCli::remindHourDefault()
{
    const QDateTime now = QDateTime::currentDateTimeUtc();
    const struct { qint64 hoursAhead; int hour; } runs[] = {{10, 48}, {3, 6}, {100, 48}};
    for (const auto &run : runs) {
        const QDateTime deadline = now.addSecs(run.hoursAhead * 3600).toOffsetFromUtc(3600);
        const QString game = m_dir.filePath(QStringLiteral("hour-%1.json").arg(run.hoursAhead));
        QVERIFY(writeBytes(game, scheduledGame(rfc3339(QDateTime::fromSecsSinceEpoch(deadline.toSecsSinceEpoch(), Qt::OffsetFromUTC, 3600)))));
        const QString out = m_dir.filePath(QStringLiteral("hour-%1.mbox").arg(run.hoursAhead));
        const CliRun r = cli({QStringLiteral("remind"), game, QStringLiteral("--mail"), out});
        QVERIFY2(r.status == 0, qPrintable(r.err));
        QVERIFY2(r.out.contains(QStringLiteral("reminder hour %1\n").arg(run.hour)), qPrintable(r.out));
        QCOMPARE(readMbox(out).first().date.toSecsSinceEpoch(), deadline.toSecsSinceEpoch() - run.hour * 3600);
    }
}

// A game without a deadline is an input error; nothing is written.
void TestScheduleCli::remindWithoutDeadline()
{
    const QString out = m_dir.filePath(QStringLiteral("none.mbox"));
    CliRun r = cli({QStringLiteral("remind"), m_plain, QStringLiteral("--mail"), out});
    QCOMPARE(r.status, 1);
    QVERIFY2(r.err.contains(u"schedule.deadline"), qPrintable(r.err));
    QVERIFY(!QFile::exists(out));
    r = cli({QStringLiteral("remind"), m_game});
    QCOMPARE(r.status, 2);  // --mail is required
}

QTEST_GUILESS_MAIN(TestScheduleCli)
#include "tst_schedulecli.moc"
