// Player e-mails into a turn's orders (docs/formats.md `mail-in`), on
// mail files as clients write them (tests/data/mail): Thunderbird's
// format=flowed UTF-8, Outlook's quoted-printable Windows-1252 alternative
// with a quoted reply, a phone's HTML-only base64 ISO-8859-1, orders in an
// attached .orders file, an mbox, a maildir, and a file that is no mail.
// And the mail the program writes (mail/Outbox.h), read back with GMime.
#include <gmime/gmime.h>

#include "turn/Confirmation.h"
#include "mail/OrderMail.h"
#include "mail/Outbox.h"
#include "model/GameJson.h"

#include <QCryptographicHash>
#include <QTemporaryDir>

#include "MailParts.h"
#include "TestSupport.h"
#include <QTest>

using namespace adj;
using namespace adj::test;

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

OutgoingMail letter(const QString &text)
{
    OutgoingMail m;
    m.from = {QStringLiteral("Mod"), QStringLiteral("mod@example.net")};
    m.to = {{QStringLiteral("Ann"), QStringLiteral("ann@example.org")}};
    m.subject = QStringLiteral("Turn 3");
    m.text = text;
    m.date = turnDate(3);
    return m;
}

// The turn's mail of the corpus: NOR three times, MER twice, a stranger.
QList<MailMessage> turnMailCorpus(Problems &problems)
{
    return readMail({kDir + QStringLiteral("nor-thunderbird.eml"), kDir + QStringLiteral("mer-outlook.eml"),
                     kDir + QStringLiteral("nor-attachment.eml"), kDir + QStringLiteral("turn3.mbox"),
                     kDir + QStringLiteral("maildir")}, problems);
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
    void badMessagesAreNamedAndTheRestImports();
    void latestWinsPerNation();
    void lateMailAndReceipts();
    void messageLinesAreKept();
    void ordersAroundTheQuote();
    void confirmationRepeatsTheMessage();
    void writtenNonAsciiIsQuotedPrintable();
    void writtenAttachmentsFollowTheText();
    void picturesAreShownInPlace();
    void withDateChangesOnlyTheDate();
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

// Bad input in one mbox: a message without a body, one with a
// 50 MB attached orders file, one with broken MIME (a multipart whose
// boundary never comes, and a base64 part that is not base64). Each is a
// problem naming the file and the message's number; the good messages and
// the body of the one with the big attachment still import.
void TestMail::badMessagesAreNamedAndTheRestImports()
{
    const QByteArray big = QByteArray(50 * 1000 * 1000, 'x').toBase64(QByteArray::Base64Encoding);
    QByteArray wrapped;
    for (qsizetype i = 0; i < big.size(); i += 76)
        wrapped += big.mid(i, 76) + '\n';
    const QByteArray mbox =
        "From ann@example.org Mon Nov 30 09:00:00 2026\n"
        "From: ann@example.org\nTo: gm@example.net\nSubject: 1 good\nDate: Mon, 30 Nov 2026 09:00:00 +0000\n\n"
        "NATION NOR\n1 MOVE ORG TGT 2\n\n"
        "From bob@example.org Mon Nov 30 09:01:00 2026\n"
        "From: bob@example.org\nTo: gm@example.net\nSubject: 2 no body\nDate: Mon, 30 Nov 2026 09:01:00 +0000\n\n"
        "From bob@example.org Mon Nov 30 09:02:00 2026\n"
        "From: bob@example.org\nTo: gm@example.net\nSubject: 3 big attachment\nDate: Mon, 30 Nov 2026 09:02:00 +0000\n"
        "MIME-Version: 1.0\nContent-Type: multipart/mixed; boundary=\"b3\"\n\n"
        "--b3\nContent-Type: text/plain\n\nNATION MER\n1 DEFEND TGT\n--b3\n"
        "Content-Type: text/plain\nContent-Disposition: attachment; filename=\"big.orders\"\nContent-Transfer-Encoding: base64\n\n"
        + wrapped + "--b3--\n\n"
        "From carl@example.org Mon Nov 30 09:03:00 2026\n"
        "From: carl@example.org\nTo: gm@example.net\nSubject: 4 broken\nDate: Mon, 30 Nov 2026 09:03:00 +0000\n"
        "MIME-Version: 1.0\nContent-Type: multipart/mixed; boundary=\"never\"\n\n"
        "--other\nContent-Type: text/plain\nContent-Transfer-Encoding: base64\n\n!!!! not base64 ####\n\n"
        "From ann@example.org Mon Nov 30 09:04:00 2026\n"
        "From: ann@example.org\nTo: gm@example.net\nSubject: 5 good again\nDate: Mon, 30 Nov 2026 09:04:00 +0000\n\n"
        "NATION NOR\n1 MOVE ORG TGT 3\n";
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("inbox.mbox"));
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly) && f.write(mbox) == mbox.size());
    f.close();

    Problems problems;
    const QList<MailMessage> read = readMail({path}, problems);
    QStringList subjects;
    for (const MailMessage &m : read)
        subjects.append(m.subject);
    for (const Problem &p : problems)
        QVERIFY2(p.file == path && p.line >= 1, qPrintable(p.toString()));
    const auto said = [&](int number, const QString &words) {
        return std::any_of(problems.begin(), problems.end(),
                           [&](const Problem &p) { return p.line == number && p.message.contains(words); });
    };
    QVERIFY2(subjects.contains(QStringLiteral("1 good")) && subjects.contains(QStringLiteral("5 good again")),
             qPrintable(subjects.join(u'|')));
    QVERIFY2(said(2, QStringLiteral("no text")), qPrintable(problems.isEmpty() ? QString() : problems.first().toString()));
    QVERIFY(said(3, QStringLiteral("big.orders is larger than 1 MiB")));
    const auto big3 = std::find_if(read.begin(), read.end(), [](const MailMessage &m) { return m.number == 3; });
    QVERIFY(big3 != read.end());
    QCOMPARE(orderLines(big3->body), (QStringList{QStringLiteral("NATION MER"), QStringLiteral("1 DEFEND TGT")}));
    QVERIFY(big3->attachments.isEmpty());
    QVERIFY(said(4, QStringLiteral("no text")));
    QCOMPARE(problems.size(), 3);
}

// NOR wrote three times (27, 28 and 29 November): the latest counts. MER wrote
// from a phone (matched by its NATION line) and later from its own address.
void TestMail::latestWinsPerNation()
{
    const GameRead game = readGameFile(QStringLiteral(ADJ_DATA_DIR "/whatif/game.json"));
    QVERIFY(game.game);
    Problems problems;
    const QList<MailMessage> all = turnMailCorpus(problems);
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

// A message received after the cut-off is late: not counted (the nation's
// latest on-time message wins instead) unless late mail is accepted. Every
// message has its receipt: its hash, when received, its nation and its fate.
void TestMail::lateMailAndReceipts()
{
    const GameRead game = readGameFile(QStringLiteral(ADJ_DATA_DIR "/whatif/game.json"));
    QVERIFY(game.game);
    Problems problems;
    const QList<MailMessage> all = turnMailCorpus(problems);
    const MailMessage &winner = all[2];
    QVERIFY(winner.file.endsWith(u"nor-attachment.eml"));
    QVERIFY(winner.received.isValid());
    QCOMPARE(winner.sha256, QString::fromLatin1(QCryptographicHash::hash(fileBytes(winner.file), QCryptographicHash::Sha256).toHex()));

    LateRule rule;
    rule.cutOff = winner.received.addSecs(-1);
    const TurnMail t = sortTurnMail(all, *game.game, rule);
    QCOMPARE(t.receipts.size(), all.size());
    for (const OrdersMail &late : t.late) {
        QVERIFY(late.late);
        QVERIFY(late.message.received > rule.cutOff);
    }
    QVERIFY(std::any_of(t.late.begin(), t.late.end(), [&](const OrdersMail &o) { return o.message.file == winner.file; }));
    for (const OrdersMail &r : t.received)
        QVERIFY2(r.message.received <= rule.cutOff, qPrintable(r.message.file));
    const MailReceipt &receipt = t.receipts[2];
    QCOMPARE(receipt.sha256, winner.sha256);
    QCOMPARE(receipt.received, winner.received);
    QCOMPARE(receipt.nation, QStringLiteral("NOR"));
    QVERIFY(receipt.late);
    QCOMPARE(receipt.fate, MailReceipt::Fate::Late);
    QCOMPARE(std::count_if(t.receipts.begin(), t.receipts.end(), [](const MailReceipt &r) { return r.fate == MailReceipt::Fate::Unmatched; }),
             qsizetype(t.unmatched.size()));

    rule.acceptLate = true;
    const TurnMail accepted = sortTurnMail(all, *game.game, rule);
    QVERIFY(accepted.late.isEmpty());
    QCOMPARE(accepted.received[0].message.file, winner.file);
    QVERIFY(accepted.received[0].late);
    QCOMPARE(accepted.receipts[2].fate, MailReceipt::Fate::Counted);
    QVERIFY(accepted.receipts[2].late);
    // Without a cut-off nothing is late, as before.
    QVERIFY(sortTurnMail(all, *game.game).late.isEmpty());
}

// A player's MESSAGE line (for the game report) is taken with the orders;
// the greeting and the signature are not.
void TestMail::messageLinesAreKept()
{
    QCOMPARE(orderLines(QStringLiteral("Hi,\nNATION NOR\n1 LEVY TGT - 1\nMessage  Peace, Mercia?\nmessages are fun\n-- \nAnn\n")),
             (QStringList{QStringLiteral("NATION NOR"), QStringLiteral("1 LEVY TGT - 1"), QStringLiteral("Message  Peace, Mercia?")}));
}

// Quoted lines and the line that introduces them are not orders; the
// player's text after a quote is. An original that Outlook-style clients put
// below the reply without "> " ends the player's text, as a signature does.
void TestMail::ordersAroundTheQuote()
{
    const QStringList levy{QStringLiteral("1 LEVY TGT - 1")};
    // Apple Mail on a phone: the attribution is quoted itself.
    QCOMPARE(orderLines(QStringLiteral("1 LEVY TGT - 1\n\nSent from my iPhone\n\n> On 27 Dec 2026, at 10:00, Mod <m@x.org> wrote:\n"
                                       "> \n> 2 ORDER - - 9\n")), levy);
    // Thunderbird, below the quote.
    QCOMPARE(orderLines(QStringLiteral("On 27/12/2026 10:00, Mod wrote:\n> 2 ORDER - - 9\n\n1 LEVY TGT - 1\n")), levy);
    // Outlook: the original under a rule of underscores, or "Original Message", not quoted.
    QCOMPARE(orderLines(QStringLiteral("1 LEVY TGT - 1\r\n\r\n________________________________\r\nFrom: Mod\r\n"
                                       "Sent: Sunday\r\n\r\n2 ORDER - - 9\r\n")), levy);
    QCOMPARE(orderLines(QStringLiteral("1 LEVY TGT - 1\n-----Original Message-----\nFrom: Mod\n2 ORDER - - 9\n")), levy);
    // A French client's attribution; new text below it.
    QCOMPARE(orderLines(QStringLiteral("Le 27/12/2026 à 10:00, Mod a écrit :\n> 2 ORDER - - 9\n1 LEVY TGT - 1\n")), levy);
}

// The confirmation reply shows the player the message as the game report
// will print it, with its line in the player's mail.
void TestMail::confirmationRepeatsTheMessage()
{
    const GameRead game = readGameFile(QStringLiteral(ADJ_DATA_DIR "/whatif/game.json"));
    QVERIFY(game.game);
    MailMessage m;
    m.from = QStringLiteral("ann@example.org");
    m.subject = QStringLiteral("Turn 3");
    m.body = QStringLiteral("Hello,\nNATION NOR\n1 MOVE ORG TGT 2\nMESSAGE Peace, Mercia?\nAnn\n");
    const TurnMail t = sortTurnMail({m}, *game.game);
    QCOMPARE(t.received.size(), 1);
    const QString text = confirmationText(t.received[0], *game.game);
    QVERIFY2(text.contains(QStringLiteral("\nYour message for the game report (line 4): Peace, Mercia?\n")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("No problems found.")), qPrintable(text));
}

// Outgoing text that is not ASCII goes quoted-printable (a server without
// 8BITMIME relays it unchanged); no octet above 127 on the wire, and the
// program's own mail reader reads the same text back.
void TestMail::writtenNonAsciiIsQuotedPrintable()
{
    g_mime_init();
    const QString text = QStringLiteral("Grüße aus Köln – ½ of Þórshöfn\n1 MOVE ORG TGT 2");
    const QByteArray bytes = renderMail(letter(text));
    QVERIFY(std::none_of(bytes.begin(), bytes.end(), [](char c) { return static_cast<unsigned char>(c) > 127; }));
    const auto [type, leaves] = parts(bytes);
    QCOMPARE(type, QByteArray("text/plain"));
    QCOMPARE(leaves.size(), 1);
    QCOMPARE(leaves[0].encoding, GMIME_CONTENT_ENCODING_QUOTEDPRINTABLE);
    QCOMPARE(QString::fromUtf8(leaves[0].bytes).replace(QStringLiteral("\r\n"), QStringLiteral("\n")), text + u'\n');

    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("m.eml"));
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size());
    f.close();
    Problems problems;
    const QList<MailMessage> read = readMail({path}, problems);
    QVERIFY(problems.isEmpty());
    QCOMPARE(read.size(), 1);
    QVERIFY2(read[0].body.startsWith(QStringLiteral("Grüße aus Köln – ½ of Þórshöfn")), qPrintable(read[0].body));
    // ASCII stays 7bit, readable as it is.
    QCOMPARE(parts(renderMail(letter(QStringLiteral("1 MOVE ORG TGT 2")))).second.value(0).encoding, GMIME_CONTENT_ENCODING_7BIT);
}

// Attachments (a PDF report, the map picture) come after the text and HTML,
// as multipart/mixed, each with its file name, type and exact bytes.
void TestMail::writtenAttachmentsFollowTheText()
{
    g_mime_init();
    OutgoingMail m = letter(QStringLiteral("Your report is attached."));
    m.html = QStringLiteral("<p>Your report is attached.</p>");
    static const char pdfBytes[] = "%PDF-1.4\n\x00\x01\xff binary\r\n%%EOF\n";
    static const char pngBytes[] = "\x89PNG\r\n\x1a\n\x00\x00";
    const QByteArray pdf(pdfBytes, sizeof pdfBytes - 1), png(pngBytes, sizeof pngBytes - 1);  // NUL bytes included
    m.attachments = {{QStringLiteral("NOR-turn3.pdf"), "application/pdf", pdf}, {QStringLiteral("map-turn3.png"), "image/png", png}};
    const auto [type, leaves] = parts(renderMail(m));
    QCOMPARE(type, QByteArray("multipart/mixed"));
    QCOMPARE(leaves.size(), 4);
    QCOMPARE(leaves[0].type, QByteArray("text/plain"));
    QCOMPARE(leaves[1].type, QByteArray("text/html"));
    QCOMPARE(leaves[2].type, QByteArray("application/pdf"));
    QCOMPARE(leaves[2].filename, QStringLiteral("NOR-turn3.pdf"));
    QCOMPARE(leaves[2].bytes, pdf);
    QCOMPARE(leaves[3].type, QByteArray("image/png"));
    QCOMPARE(leaves[3].filename, QStringLiteral("map-turn3.png"));
    QCOMPARE(leaves[3].bytes, png);
    QCOMPARE(renderMail(m), renderMail(m)); // deterministic, boundaries included
}

// Pictures the HTML shows (RFC 2387): the HTML and its pictures as
// multipart/related of type text/html, each picture inline with the
// Content-ID its "cid:" names, inside multipart/alternative after the text;
// attachments still after all of it. The same mail gives the same bytes.
void TestMail::picturesAreShownInPlace()
{
    g_mime_init();
    OutgoingMail m = letter(QStringLiteral("Your part of the board."));
    const QByteArray cid = pictureContentId(QStringLiteral("NOR-turn3.png"));
    QCOMPARE(cid, QByteArray("NOR-turn3.png@adjutant.invalid"));
    m.html = QStringLiteral("<p><img src=\"cid:%1\" alt=\"NOR\"></p>").arg(QString::fromLatin1(cid));
    static const char pngBytes[] = "\x89PNG\r\n\x1a\n\x00\x00";
    const QByteArray png(pngBytes, sizeof pngBytes - 1);
    m.pictures = {{QStringLiteral("NOR-turn3.png"), "image/png", png}};
    auto [type, leaves] = parts(renderMail(m));
    QCOMPARE(type, QByteArray("multipart/alternative"));
    QCOMPARE(leaves.size(), 3);
    QCOMPARE(leaves[0].type, QByteArray("text/plain"));
    QCOMPARE(leaves[0].parent, QByteArray("multipart/alternative"));
    QCOMPARE(leaves[1].type, QByteArray("text/html"));
    QCOMPARE(leaves[1].parent, QByteArray("multipart/related; type=text/html"));
    QVERIFY(leaves[1].bytes.contains("src=\"cid:" + cid + '"'));
    QCOMPARE(leaves[2].parent, QByteArray("multipart/related; type=text/html"));
    QCOMPARE(leaves[2].contentId, cid);
    QCOMPARE(leaves[2].disposition, QByteArray("inline"));
    QCOMPARE(leaves[2].filename, QStringLiteral("NOR-turn3.png"));
    QCOMPARE(leaves[2].bytes, png);
    QCOMPARE(renderMail(m), renderMail(m));
    // With an attachment: mixed around it all, the attachment last.
    m.attachments = {{QStringLiteral("NOR-turn3.pdf"), "application/pdf", QByteArray("%PDF-1.4\n%%EOF\n")}};
    std::tie(type, leaves) = parts(renderMail(m));
    QCOMPARE(type, QByteArray("multipart/mixed"));
    QCOMPARE(leaves.size(), 4);
    QCOMPARE(leaves[2].contentId, cid);
    QCOMPARE(leaves[3].parent, QByteArray("multipart/mixed"));
    QCOMPARE(leaves[3].filename, QStringLiteral("NOR-turn3.pdf"));
    QVERIFY(leaves[3].contentId.isEmpty());
}

// withDate (what send stamps, RFC 5322 3.6.1): the Date header is the new
// time; every other line is as it was.
void TestMail::withDateChangesOnlyTheDate()
{
    const QByteArray before = renderMail(letter(QStringLiteral("Grüße\n1 LEVY TGT - 1")));
    const QByteArray after = withDate(before, QDateTime(QDate(2026, 12, 1), QTime(5, 20, 7), Qt::UTC));
    QList<QByteArray> a = before.split('\n'), b = after.split('\n');
    QCOMPARE(a.size(), b.size());
    int changed = 0;
    for (qsizetype i = 0; i < a.size(); ++i) {
        if (a[i] == b[i])
            continue;
        ++changed;
        QCOMPARE(a[i], QByteArray("Date: Mon, 17 Jan 2000 12:00:00 +0000\r")); // turnDate(3)
        QCOMPARE(b[i], QByteArray("Date: Tue, 01 Dec 2026 05:20:07 +0000\r"));
    }
    QCOMPARE(changed, 1);
    QCOMPARE(withDate("not a message at all", QDateTime::currentDateTimeUtc()), QByteArray("not a message at all"));
}

QTEST_GUILESS_MAIN(TestMail)
#include "tst_mail.moc"
