// Player e-mails into a turn's orders (issue 14; formats.md `mail-in`), on
// mail files as clients write them (tests/data/mail): Thunderbird's
// format=flowed UTF-8, Outlook's quoted-printable Windows-1252 alternative
// with a quoted reply, a phone's HTML-only base64 ISO-8859-1, orders in an
// attached .orders file, an mbox, a maildir, and a file that is no mail.
#include "mail/OrderMail.h"
#include "model/GameJson.h"

#include <QTest>

using namespace adj;

namespace {

const QString kDir = QStringLiteral(ADJ_DATA_DIR "/mail/");

MailMessage only(const QString &file)
{
    Problems problems;
    const QList<MailMessage> m = readMail({kDir + file}, problems);
    if (m.size() != 1 || !problems.isEmpty())
        qFatal("%s: %d messages, %d problems", qPrintable(file), int(m.size()), int(problems.size()));
    return m.first();
}

} // namespace

class TestMail : public QObject
{
    Q_OBJECT
private slots:
    void thunderbirdFlowed();
    void outlookQuotedPrintableWithQuotedReply();
    void htmlOnlyFromAPhone();
    void ordersInAnAttachment();
    void mboxAndMaildir();
    void notAMailIsSaidAndTheRestRead();
    void latestWinsPerNation();
};

void TestMail::thunderbirdFlowed()
{
    const MailMessage m = only(QStringLiteral("nor-thunderbird.eml"));
    QCOMPARE(m.from, QStringLiteral("ann@example.org")); // lower case: matched against the nation's email
    QCOMPARE(m.fromName, QStringLiteral("Ann Müller"));  // RFC 2047 encoded word
    QCOMPARE(m.date, QDateTime(QDate(2026, 11, 28), QTime(9, 15), Qt::UTC));
    // Greeting and signature left out; the flowed comment joined (RFC 3676).
    QCOMPARE(orderLines(m.body), (QStringList{QStringLiteral("NATION NOR"),
                                              QStringLiteral("1 MOVE ORG TGT 3 # a long comment that the client wrapped "
                                                             "because it is very long indeed")}));
}

void TestMail::outlookQuotedPrintableWithQuotedReply()
{
    const MailMessage m = only(QStringLiteral("mer-outlook.eml"));
    QVERIFY2(m.body.startsWith(QStringLiteral("Déar moderator")), qPrintable(m.body)); // cp1252 é decoded
    // The plain part, not the HTML; "On … wrote:" and what follows left out.
    QCOMPARE(orderLines(m.body), (QStringList{QStringLiteral("1 DEFEND TGT"), QStringLiteral("2 ORDER - - 5")}));
}

void TestMail::htmlOnlyFromAPhone()
{
    const MailMessage m = only(QStringLiteral("mer-phone-html.eml"));
    QVERIFY2(m.body.contains(QStringLiteral("Bob (from my phone) & co")), qPrintable(m.body));
    QCOMPARE(orderLines(m.body), (QStringList{QStringLiteral("NATION MER"), QStringLiteral("1 LEVY TGT - 1")}));
}

void TestMail::ordersInAnAttachment()
{
    const MailMessage m = only(QStringLiteral("nor-attachment.eml"));
    QCOMPARE(orderLines(m.body), QStringList());
    QCOMPARE(m.attachments.size(), 1);
    QCOMPARE(orderLines(m.attachments.first()), (QStringList{QStringLiteral("NATION NOR"), QStringLiteral("1 MOVE ORG TGT 2")}));
}

void TestMail::mboxAndMaildir()
{
    Problems problems;
    const QList<MailMessage> m = readMail({kDir + QStringLiteral("turn3.mbox"), kDir + QStringLiteral("maildir")}, problems);
    QCOMPARE(m.size(), 3); // two of the mbox's three, and the maildir's one
    QCOMPARE(m[0].number, 1);
    QCOMPARE(m[1].from, QStringLiteral("stranger@example.com"));
    QCOMPARE(m[1].number, 2);
    QCOMPARE(m[2].from, QStringLiteral("bob.phone@example.net"));
    // The third mbox message has only a picture: named by file and number.
    QCOMPARE(problems.size(), 1);
    QVERIFY(problems[0].file.endsWith(u"turn3.mbox"));
    QCOMPARE(problems[0].line, 3);
    QVERIFY2(problems[0].message.contains(u"no text"), qPrintable(problems[0].message));
}

void TestMail::notAMailIsSaidAndTheRestRead()
{
    Problems problems;
    const QList<MailMessage> m = readMail({kDir + QStringLiteral("not-a-mail.eml"), kDir + QStringLiteral("mer-outlook.eml")}, problems);
    QCOMPARE(m.size(), 1);
    QCOMPARE(problems.size(), 1);
    QVERIFY(problems[0].file.endsWith(u"not-a-mail.eml"));
}

// NOR wrote three times (27, 28 and 29 November): the latest counts. MER wrote
// from a phone (matched by its NATION line) and later from its own address.
void TestMail::latestWinsPerNation()
{
    const GameRead game = readGameFile(QStringLiteral(ADJ_DATA_DIR "/whatif/game.json"));
    QVERIFY(game.game);
    Problems problems;
    const QList<MailMessage> all = readMail({kDir + QStringLiteral("nor-thunderbird.eml"), kDir + QStringLiteral("mer-outlook.eml"),
                                             kDir + QStringLiteral("nor-attachment.eml"), kDir + QStringLiteral("turn3.mbox"),
                                             kDir + QStringLiteral("maildir")}, problems);
    const TurnMail t = sortTurnMail(all, *game.game);
    QCOMPARE(t.received.size(), 2);
    QCOMPARE(t.received[0].nation, QStringLiteral("NOR"));
    QVERIFY(t.received[0].message.file.endsWith(u"nor-attachment.eml"));
    QCOMPARE(ordersFileText(t.received[0]), QStringLiteral("NATION NOR\n1 MOVE ORG TGT 2\n"));
    QCOMPARE(t.received[1].nation, QStringLiteral("MER"));
    QVERIFY(t.received[1].message.file.endsWith(u"mer-outlook.eml"));
    QCOMPARE(ordersFileText(t.received[1]), QStringLiteral("NATION MER\n1 DEFEND TGT\n2 ORDER - - 5\n"));
    QCOMPARE(t.superseded.size(), 3);
    QCOMPARE(t.unmatched.size(), 1);
    QCOMPARE(t.unmatched[0].from, QStringLiteral("stranger@example.com"));
    QVERIFY(t.missing.isEmpty());

    const TurnMail norOnly = sortTurnMail({only(QStringLiteral("nor-thunderbird.eml"))}, *game.game);
    QCOMPARE(norOnly.missing, QStringList{QStringLiteral("MER")});
}

QTEST_GUILESS_MAIN(TestMail)
#include "tst_mail.moc"
