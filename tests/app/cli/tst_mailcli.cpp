// Mail out from adjutant-cli (docs/formats.md "Command line"): the
// confirmation replies of `mail-in --replies`, the HTML reports and the
// report mail of `resolve --reports --mail`, and `send` through a real SMTP
// server (tests/support/smtp_server.py, Debian's python3-aiosmtpd, on a free
// local port). Every message written is parsed back with GMime and checked
// against what the orders, the rules and the reports say.
#include <gmime/gmime.h>

#include "model/NationPalette.h"

#include "MailParts.h"
#include "SmtpTestServer.h"
#include "turn/TurnInbox.h"
#include "turn/Confirmation.h"
#include "store/GameStore.h"
#include "TestSupport.h"

#include <QCryptographicHash>
#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace adj;
using namespace adj::test;

namespace {

const QString kMail = QStringLiteral(ADJ_DATA_DIR "/mail/");

// A message as GMime reads it.
struct Parsed {
    QString from, fromName;
    QStringList to;
    QString subject, messageId, inReplyTo, references, contentType;
    QString text, html;       // the decoded text/plain and text/html parts
    bool ok = false;
};

QString str(const char *s)
{
    return s ? QString::fromUtf8(s) : QString();
}

QStringList addresses(InternetAddressList *list, QString *firstName = nullptr)
{
    QStringList out;
    for (int i = 0; list && i < internet_address_list_length(list); ++i) {
        InternetAddress *a = internet_address_list_get_address(list, i);
        if (i == 0 && firstName)
            *firstName = str(internet_address_get_name(a));
        if (INTERNET_ADDRESS_IS_MAILBOX(a))
            out.append(str(internet_address_mailbox_get_addr(INTERNET_ADDRESS_MAILBOX(a))));
    }
    return out;
}

QString decoded(GMimeObject *part)
{
    GMimeDataWrapper *content = g_mime_part_get_content(GMIME_PART(part));
    GMimeStream *out = g_mime_stream_mem_new();
    g_mime_data_wrapper_write_to_stream(content, out);
    GByteArray *bytes = g_mime_stream_mem_get_byte_array(GMIME_STREAM_MEM(out));
    // Line ends as the text has them, not as the wire has them (CRLF).
    const QString text = QString::fromUtf8(reinterpret_cast<const char *>(bytes->data), qsizetype(bytes->len))
                             .replace(QStringLiteral("\r\n"), QStringLiteral("\n"));
    g_object_unref(out);
    return text;
}

void collectParts(GMimeObject *object, Parsed &p)
{
    if (GMIME_IS_MULTIPART(object)) {
        for (int i = 0; i < g_mime_multipart_get_count(GMIME_MULTIPART(object)); ++i)
            collectParts(g_mime_multipart_get_part(GMIME_MULTIPART(object), i), p);
        return;
    }
    GMimeContentType *type = g_mime_object_get_content_type(object);
    if (g_mime_content_type_is_type(type, "text", "plain"))
        p.text = decoded(object);
    else if (g_mime_content_type_is_type(type, "text", "html"))
        p.html = decoded(object);
}

Parsed parsed(GMimeMessage *m)
{
    Parsed p;
    p.from = addresses(g_mime_message_get_from(m), &p.fromName).value(0);
    p.to = addresses(g_mime_message_get_to(m));
    p.subject = str(g_mime_message_get_subject(m));
    p.messageId = str(g_mime_message_get_message_id(m));
    p.inReplyTo = str(g_mime_object_get_header(GMIME_OBJECT(m), "In-Reply-To"));
    p.references = str(g_mime_object_get_header(GMIME_OBJECT(m), "References"));
    GMimeObject *body = g_mime_message_get_mime_part(m);
    char *type = g_mime_content_type_get_mime_type(g_mime_object_get_content_type(body));  // ours to free
    p.contentType = str(type);
    g_free(type);
    collectParts(body, p);
    p.ok = true;
    return p;
}

// Every message of a file: one .eml, or all of an mbox.
QList<Parsed> parseFile(const QString &path)
{
    const QByteArray bytes = fileBytes(path);
    GMimeStream *stream = g_mime_stream_mem_new_with_buffer(bytes.constData(), size_t(bytes.size()));
    GMimeParser *parser = g_mime_parser_new_with_stream(stream);
    const bool mbox = bytes.startsWith("From ");
    g_mime_parser_set_format(parser, mbox ? GMIME_FORMAT_MBOX : GMIME_FORMAT_MESSAGE);
    QList<Parsed> out;
    while (!g_mime_parser_eos(parser)) {
        GMimeMessage *m = g_mime_parser_construct_message(parser, nullptr);
        if (!m)
            break;
        out.append(parsed(m));
        g_object_unref(m);
        if (!mbox)
            break;
    }
    g_object_unref(parser);
    g_object_unref(stream);
    return out;
}

Parsed parseEml(const QString &path)
{
    const QList<Parsed> all = parseFile(path);
    return all.size() == 1 ? all.first() : Parsed{};
}

// The files of a folder and their bytes.
QMap<QString, QByteArray> folderBytes(const QString &dir)
{
    QMap<QString, QByteArray> out;
    for (const QString &name : QDir(dir).entryList(QDir::Files, QDir::Name))
        out.insert(name, fileBytes(QDir(dir).filePath(name)));
    return out;
}

// A message's lines but its Date, and its Date (what send stamps anew).
QPair<QByteArray, QDateTime> splitDate(const QByteArray &message)
{
    QList<QByteArray> lines = message.split('\n');
    QDateTime date;
    for (qsizetype i = 0; i < lines.size(); ++i) {
        if (lines[i].startsWith("Date: ")) {
            date = QDateTime::fromString(QString::fromLatin1(lines.takeAt(i).mid(6).trimmed()), Qt::RFC2822Date);
            break;
        }
    }
    return {lines.join('\n'), date};
}

} // namespace

class TestMailCli : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void repliesConfirmEachMessage();
    void repliesAreDeterministic();
    void reportsInHtml();
    void reportsAsMail();
    void playersMessagesInTheGameReport();
    void reportMailWithPdfs();
    void reportMailIsDeterministic();
    void sendDeliversEveryMessage();
    void sendSaysWhatTheServerRefused();
    void sendRecordsInTheGameFile();
    void sendChecksEveryMessageFirst();
    void sendLogsInWithThePasswordFile();
    void sendUsesStartTls();
    void sendStopsWhenNoServerAnswers();

private:
    std::unique_ptr<QTemporaryDir> m_dir;
    QString path(const QString &name) const { return m_dir->filePath(name); }
    CliRun mailIn(const QString &replies);
    CliRun resolve(const QString &mail);
    void writeGame(const QString &merEmail);
};

void TestMailCli::initTestCase()
{
    g_mime_init();
}

// The game of the mail corpus (NOR played by ann@, MER by bob@, areas ORG
// and TGT) with a moderator, who sends every mail.
void TestMailCli::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    writeGame(QStringLiteral("bob@example.org"));
    QVERIFY(writeBytes(path(QStringLiteral("turn.orders")), fileBytes(QStringLiteral(ADJ_DATA_DIR "/whatif/orders.txt"))));
}

// The game, with a name that needs escaping in HTML, MER's player at
// `merEmail`, and a third nation, WES, whose player has no address.
void TestMailCli::writeGame(const QString &merEmail)
{
    QJsonObject game = QJsonDocument::fromJson(fileBytes(QStringLiteral(ADJ_DATA_DIR "/whatif/game.json"))).object();
    game.insert(QStringLiteral("name"), QStringLiteral("Moves <&> battles"));
    game.insert(QStringLiteral("moderator"), QJsonObject{{QStringLiteral("name"), QStringLiteral("Mod Erator")},
                                                         {QStringLiteral("email"), QStringLiteral("mod@example.net")}});
    QJsonArray nations = game.value(u"nations").toArray();
    QJsonObject mer = nations[1].toObject();
    mer.insert(QStringLiteral("email"), merEmail);
    nations[1] = mer;
    nations.append(QJsonObject{{QStringLiteral("code"), QStringLiteral("WES")}, {QStringLiteral("name"), QStringLiteral("Wessex")}});
    game.insert(QStringLiteral("nations"), nations);
    game.insert(QStringLiteral("order"), QJsonArray{QStringLiteral("NOR"), QStringLiteral("MER"), QStringLiteral("WES")});
    QVERIFY(writeBytes(path(QStringLiteral("game.json")), QJsonDocument(game).toJson()));
}

CliRun TestMailCli::resolve(const QString &mail)
{
    return cli({QStringLiteral("resolve"), path(QStringLiteral("game.json")), path(QStringLiteral("turn.orders")), QStringLiteral("-o"),
                path(QStringLiteral("next.json")), QStringLiteral("--reports"), path(QStringLiteral("reports")),
                QStringLiteral("--mail"), mail});
}

CliRun TestMailCli::mailIn(const QString &replies)
{
    return cli({QStringLiteral("mail-in"), path(QStringLiteral("game.json")), kMail + QStringLiteral("nor-thunderbird.eml"),
                kMail + QStringLiteral("mer-outlook.eml"), kMail + QStringLiteral("mer-mistakes.eml"),
                QStringLiteral("-o"), path(QStringLiteral("orders")), QStringLiteral("--replies"), replies});
}

// NOR's one message has no problem; MER's later message (mer-mistakes.eml)
// names an area not on the map, an action the ruleset does not have and slot 1
// twice; MER's earlier message (mer-outlook.eml) is replaced by it.
void TestMailCli::repliesConfirmEachMessage()
{
    const CliRun r = mailIn(path(QStringLiteral("replies")));
    QVERIFY2(r.status == 0, qPrintable(r.out + r.err));
    QCOMPARE(QDir(path(QStringLiteral("replies"))).entryList(QDir::Files, QDir::Name),
             (QStringList{QStringLiteral("MER-earlier-1.eml"), QStringLiteral("MER.eml"), QStringLiteral("NOR.eml")}));

    const Parsed nor = parseEml(path(QStringLiteral("replies/NOR.eml")));
    QVERIFY(nor.ok);
    QCOMPARE(nor.from, QStringLiteral("mod@example.net"));
    QCOMPARE(nor.fromName, QStringLiteral("Mod Erator"));
    QCOMPARE(nor.to, QStringList{QStringLiteral("ann@example.org")});
    QCOMPARE(nor.subject, QStringLiteral("Re: Turn 3 orders"));
    QCOMPARE(nor.inReplyTo, QStringLiteral("<a1@example.org>"));
    QCOMPARE(nor.references, QStringLiteral("<a1@example.org>"));
    QVERIFY(!nor.messageId.isEmpty() && nor.messageId != u"a1@example.org");
    QCOMPARE(nor.contentType, QStringLiteral("text/plain"));
    QVERIFY2(nor.text.contains(QStringLiteral("\n   1     6  MOVE ORG TGT 3\n")), qPrintable(nor.text));  // line 6 of Ann's mail
    QVERIFY2(nor.text.contains(u"No problems found."), qPrintable(nor.text));

    const Parsed mer = parseEml(path(QStringLiteral("replies/MER.eml")));
    QVERIFY(mer.ok);
    QCOMPARE(mer.to, QStringList{QStringLiteral("bob@example.org")});
    QCOMPARE(mer.subject, QStringLiteral("Re: Turn 3 orders, corrected"));
    QCOMPARE(mer.inReplyTo, QStringLiteral("<b9@example.org>"));
    QCOMPARE(mer.references, QStringLiteral("<b9@example.org>"));
    // Slot by slot: both slot-1 lines first, each with its line in Bob's mail as he sees it (line 3 is NATION MER).
    const QStringList lines = mer.text.split(u'\n');
    const qsizetype head = lines.indexOf(QStringLiteral("slot  line  order"));
    QVERIFY2(head > 0, qPrintable(mer.text));
    const QStringList bySlot = lines.mid(head + 1, 4);
    QVERIFY2(bySlot[0].startsWith(u"   1     4  MOVE TGT XYZ 2") && bySlot[0].endsWith(u"problem, see below"), qPrintable(bySlot[0]));
    QVERIFY2(bySlot[1].startsWith(u"   1     6  1 DEFEND TGT") && bySlot[1].endsWith(u"problem, see below"), qPrintable(bySlot[1]));
    QVERIFY2(bySlot[2].startsWith(u"   2     5  2 FLY TGT") && bySlot[2].endsWith(u"problem, see below"), qPrintable(bySlot[2]));
    QCOMPARE(bySlot[3], QStringLiteral("   3     7  DEFEND ORG"));
    // Every problem, with its reason, in line order.
    QVERIFY2(mer.text.contains(u"\n3 problems:\n"), qPrintable(mer.text));
    const qsizetype xyz = mer.text.indexOf(u"line 4 \"1 MOVE TGT XYZ 2\": unknown area XYZ");
    const qsizetype fly = mer.text.indexOf(u"line 5 \"2 FLY TGT\": unknown action \"FLY\"");
    const qsizetype twice = mer.text.indexOf(u"line 6 \"1 DEFEND TGT\": slot 1 is used twice");
    QVERIFY2(xyz > 0 && fly > xyz && twice > fly, qPrintable(mer.text));

    const Parsed earlier = parseEml(path(QStringLiteral("replies/MER-earlier-1.eml")));
    QVERIFY(earlier.ok);
    QCOMPARE(earlier.subject, QStringLiteral("RE: Turn 3"));
    QCOMPARE(earlier.inReplyTo, QStringLiteral("<b1@example.org>"));
    QVERIFY2(earlier.text.contains(u"its orders are not used"), qPrintable(earlier.text));
    QVERIFY2(earlier.text.contains(u"\"Turn 3 orders, corrected\""), qPrintable(earlier.text));
    // The replaced message named exactly, as every confirmation names its own: when received, and its SHA-256.
    const QString replaced = QString::fromLatin1(
        QCryptographicHash::hash(fileBytes(MailDir + QStringLiteral("mer-outlook.eml")), QCryptographicHash::Sha256).toHex());
    QVERIFY2(earlier.text.contains(QStringLiteral("Received 2026-11-28 18:00:00 UTC; the SHA-256 of your message as received is %1.")
                                       .arg(replaced)),
             qPrintable(earlier.text));
}

void TestMailCli::repliesAreDeterministic()
{
    QCOMPARE(mailIn(path(QStringLiteral("a"))).status, 0);
    QCOMPARE(mailIn(path(QStringLiteral("b"))).status, 0);
    const QMap<QString, QByteArray> a = folderBytes(path(QStringLiteral("a")));
    QCOMPARE(a.size(), 3);
    QVERIFY(a == folderBytes(path(QStringLiteral("b"))));
}

// --reports keeps XXX.txt and adds XXX.html in the nation's colour (the first
// nation's is the map palette's first, #e8736f) and game.html; text is escaped.
void TestMailCli::reportsInHtml()
{
    const CliRun r = resolve(path(QStringLiteral("mail")));
    QVERIFY2(r.status == 0, qPrintable(r.err));
    QCOMPARE(QDir(path(QStringLiteral("reports"))).entryList(QDir::Files, QDir::Name),
             (QStringList{QStringLiteral("MER.html"), QStringLiteral("MER.txt"), QStringLiteral("NOR.html"), QStringLiteral("NOR.txt"),
                          QStringLiteral("WES.html"), QStringLiteral("WES.txt"), QStringLiteral("game.html")}));
    const QString nor = QString::fromUtf8(fileBytes(path(QStringLiteral("reports/NOR.html"))));
    QVERIFY2(nor.startsWith(u"<!DOCTYPE html>") && nor.endsWith(u"</html>\n"), qPrintable(nor));
    // In the first nation's colour, the one the map gives it.
    const QString heading = QStringLiteral("<h1 style=\"background: #%1\">NOR Northumbria (Ann)</h1>")
                                .arg(adj::palette::nationColour(0), 6, 16, QLatin1Char('0'));
    QVERIFY2(nor.contains(heading), qPrintable(nor));
    QVERIFY2(nor.contains(u"Moves &lt;&amp;&gt; battles") && !nor.contains(u"Moves <&>"), qPrintable(nor));
    QVERIFY2(nor.contains(u"<td>MOVE ORG TGT 3</td>"), qPrintable(nor));
    // The battle explained as in the text report: its title, each round, how it ended.
    const QString text = QString::fromUtf8(fileBytes(path(QStringLiteral("reports/NOR.txt"))));
    const qsizetype battle = text.indexOf(u"MOVE battle");
    QVERIFY2(battle > 0, qPrintable(text));
    const QString title = text.mid(battle, text.indexOf(u'\n', battle) - battle);
    QVERIFY2(nor.contains(QStringLiteral("<b>%1</b>").arg(title.toHtmlEscaped())), qPrintable(title));
    const qsizetype round = text.indexOf(u"Round 1: ", battle) + 9;
    const QString strengths = text.mid(round, text.indexOf(u'\n', round) - round);
    QVERIFY2(nor.contains(QStringLiteral("<ol>\n<li>%1<br>").arg(strengths.toHtmlEscaped())), qPrintable(strengths));
    QVERIFY2(nor.contains(u"<h2>Areas</h2>\n<table>"), qPrintable(nor));
    const QString mer = QString::fromUtf8(fileBytes(path(QStringLiteral("reports/MER.html"))));
    QVERIFY2(mer.contains(u"<h2>Attacks on you</h2>"), qPrintable(mer));
    const QString game = QString::fromUtf8(fileBytes(path(QStringLiteral("reports/game.html"))));
    QVERIFY2(game.contains(u"<h2>Battles</h2>\n<ol>\n<li>MOVE battle"), qPrintable(game));
}

// A MESSAGE line of the orders (Dark Age 1.9) is printed in the game report
// for everyone, tagged with the sender: game.html and the game report mail.
void TestMailCli::playersMessagesInTheGameReport()
{
    QVERIFY(writeBytes(path(QStringLiteral("turn.orders")), "NATION NOR\n1 MOVE ORG TGT 3\nMESSAGE Grüße to Mercia: yield TGT.\n"));
    const CliRun r = resolve(path(QStringLiteral("mail")));
    QVERIFY2(r.status == 0, qPrintable(r.err));
    const QString game = QString::fromUtf8(fileBytes(path(QStringLiteral("reports/game.html"))));
    QVERIFY2(game.contains(u"<h2>Messages</h2>\n<p><b>NOR Northumbria:</b> Grüße to Mercia: yield TGT.</p>"), qPrintable(game));
    for (const QString &to : {QStringLiteral("NOR"), QStringLiteral("MER")}) {
        const Parsed mail = parseEml(path(QStringLiteral("mail/%1-game.eml").arg(to)));
        QVERIFY2(mail.text.contains(u"MESSAGES\n   NOR Northumbria: Grüße to Mercia: yield TGT.\n"), qPrintable(mail.text));
    }
}

// resolve --mail --pdf: each report also as a PDF attachment, named after
// the nation (or "game") and the turn; --pdf alone is bad usage.
void TestMailCli::reportMailWithPdfs()
{
    const CliRun r = cli({QStringLiteral("resolve"), path(QStringLiteral("game.json")), path(QStringLiteral("turn.orders")),
                          QStringLiteral("-o"), path(QStringLiteral("next.json")), QStringLiteral("--mail"), path(QStringLiteral("mail")),
                          QStringLiteral("--pdf")});
    QVERIFY2(r.status == 0, qPrintable(r.err));
    for (const auto &[file, pdf] : {std::pair{"NOR-report.eml", "NOR-turn3.pdf"}, std::pair{"NOR-game.eml", "game-turn3.pdf"},
                                    std::pair{"MER-report.eml", "MER-turn3.pdf"}, std::pair{"MER-game.eml", "game-turn3.pdf"}}) {
        const auto [type, leaves] = parts(fileBytes(path(QStringLiteral("mail/") + QLatin1String(file))));
        QCOMPARE(type, QByteArray("multipart/mixed"));
        // text, HTML, the pictures it shows (PNG), then the PDF, as the window's Send Reports mails them
        QVERIFY(leaves.size() >= 4);
        QCOMPARE(leaves.last().filename, QLatin1String(pdf));
        QCOMPARE(leaves.last().type, QByteArray("application/pdf"));
        QVERIFY(leaves.last().bytes.startsWith("%PDF-"));
        QCOMPARE(leaves[2].type, QByteArray("image/png"));
    }
    QCOMPARE(cli({QStringLiteral("resolve"), path(QStringLiteral("game.json")), path(QStringLiteral("turn.orders")), QStringLiteral("-o"),
                  path(QStringLiteral("next2.json")), QStringLiteral("--pdf")}).status, 2);
    QVERIFY(!QFileInfo::exists(path(QStringLiteral("next2.json"))));
}

// Each nation's report to its player and the game report to every player;
// WES has no address: said in one line, not a failure.
void TestMailCli::reportsAsMail()
{
    const CliRun r = resolve(path(QStringLiteral("mail")));
    QVERIFY2(r.status == 0, qPrintable(r.err));
    QVERIFY2(r.err.contains(u"WES: no e-mail address, its reports are not mailed\n"), qPrintable(r.err));
    QCOMPARE(QDir(path(QStringLiteral("mail"))).entryList(QDir::Files, QDir::Name),
             (QStringList{QStringLiteral("MER-game.eml"), QStringLiteral("MER-report.eml"), QStringLiteral("NOR-game.eml"),
                          QStringLiteral("NOR-report.eml")}));
    const QJsonObject next = QJsonDocument::fromJson(fileBytes(path(QStringLiteral("next.json")))).object();
    for (const QString &code : {QStringLiteral("NOR"), QStringLiteral("MER")}) {
        const Parsed report = parseEml(path(QStringLiteral("mail/%1-report.eml").arg(code)));
        QVERIFY(report.ok);
        QCOMPARE(report.from, QStringLiteral("mod@example.net"));
        QCOMPARE(report.to, QStringList{code == u"NOR" ? QStringLiteral("ann@example.org") : QStringLiteral("bob@example.org")});
        QCOMPARE(report.contentType, QStringLiteral("multipart/alternative"));
        // The bodies are the reports written to --reports (each ends in one more newline); the HTML
        // shows the nation's part of the board in place, as the window's Send Reports mails it.
        QCOMPARE(report.text, QString::fromUtf8(fileBytes(path(QStringLiteral("reports/%1.txt").arg(code)))) + u'\n');
        const QString picture = QStringLiteral("<h2>Your part of the board at the end of turn 3</h2>\n"
                                               "<p><img src=\"cid:%1-turn3.png@adjutant.invalid\" alt=\"Your part of the "
                                               "board at the end of turn 3\" style=\"max-width: 100%\"></p>\n").arg(code);
        QVERIFY2(report.html.contains(picture), qPrintable(report.html));
        QCOMPARE(QString(report.html).remove(picture),
                 QString::fromUtf8(fileBytes(path(QStringLiteral("reports/%1.html").arg(code)))) + u'\n');
        QCOMPARE(report.contentType, QStringLiteral("multipart/alternative"));
        const Parsed game = parseEml(path(QStringLiteral("mail/%1-game.eml").arg(code)));
        QCOMPARE(game.to, report.to);
        // The game report's pictures in place: the map at the end of the turn and the chart of areas owned.
        const QString pictures = QStringLiteral(
            "<h2>The map at the end of turn 3</h2>\n<p><img src=\"cid:map-turn3.png@adjutant.invalid\" alt=\"The map at the "
            "end of turn 3\" style=\"max-width: 100%\"></p>\n<h2>Areas owned, turn by turn</h2>\n<p><img "
            "src=\"cid:areas-turn3.png@adjutant.invalid\" alt=\"Areas owned, turn by turn\" style=\"max-width: 100%\"></p>\n");
        QVERIFY2(game.html.contains(pictures), qPrintable(game.html));
        QCOMPARE(QString(game.html).remove(pictures), QString::fromUtf8(fileBytes(path(QStringLiteral("reports/game.html")))) + u'\n');
        QVERIFY2(game.text.contains(u"Game report, turn 3\n"), qPrintable(game.text));
        QVERIFY2(game.text.contains(u"PROCESSING ORDER\n   NOR MER WES\n"), qPrintable(game.text));
        QVERIFY2(game.text.contains(u"BATTLES\n   MOVE battle"), qPrintable(game.text));
        QVERIFY(report.messageId != game.messageId);
    }
    // Who gained and lost: the owners of next.json against the game's.
    const Parsed game = parseEml(path(QStringLiteral("mail/NOR-game.eml")));
    const QString tgtOwner = next.value(u"areas").toArray()[1].toObject().value(u"owner").toString();
    if (tgtOwner == u"NOR")
        QVERIFY2(game.text.contains(u"TGT Target: MER -> NOR\n"), qPrintable(game.text));
    else
        QVERIFY2(game.text.contains(u"AREAS THAT CHANGED HANDS\n   (none)\n"), qPrintable(game.text));

    // One mbox holds the same messages.
    QCOMPARE(resolve(path(QStringLiteral("turn3.mbox"))).status, 0);
    const QList<Parsed> all = parseFile(path(QStringLiteral("turn3.mbox")));
    QCOMPARE(all.size(), 4);
    QStringList subjects;
    for (const Parsed &m : all)
        subjects.append(m.to.value(0) + u' ' + m.subject);
    QCOMPARE(subjects, (QStringList{QStringLiteral("ann@example.org Moves <&> battles, turn 3: report for NOR Northumbria"),
                                    QStringLiteral("ann@example.org Moves <&> battles, turn 3: game report"),
                                    QStringLiteral("bob@example.org Moves <&> battles, turn 3: report for MER Mercia"),
                                    QStringLiteral("bob@example.org Moves <&> battles, turn 3: game report")}));
    QCOMPARE(all[0].text, parseEml(path(QStringLiteral("mail/NOR-report.eml"))).text);
}

void TestMailCli::reportMailIsDeterministic()
{
    QCOMPARE(resolve(path(QStringLiteral("a.mbox"))).status, 0);
    QCOMPARE(resolve(path(QStringLiteral("b.mbox"))).status, 0);
    QVERIFY(!fileBytes(path(QStringLiteral("a.mbox"))).isEmpty());
    QVERIFY(fileBytes(path(QStringLiteral("a.mbox"))) == fileBytes(path(QStringLiteral("b.mbox"))));
    QCOMPARE(resolve(path(QStringLiteral("a"))).status, 0);
    QCOMPARE(resolve(path(QStringLiteral("b"))).status, 0);
    QVERIFY(folderBytes(path(QStringLiteral("a"))) == folderBytes(path(QStringLiteral("b"))));
}

// send MAIL --smtp: every message to the server, the envelope from the
// moderator to the player, the bytes as written but for the Date, which is
// when it was sent (RFC 5322 3.6.1); from a folder and an mbox.
void TestMailCli::sendDeliversEveryMessage()
{
    SmtpTestServer server;
    if (server.python().isEmpty())
        QSKIP("no Python with aiosmtpd (apt-get install python3-aiosmtpd)");
    QVERIFY(server.start(path(QStringLiteral("server"))));
    QCOMPARE(resolve(path(QStringLiteral("mail"))).status, 0);
    const QDateTime start = QDateTime::currentDateTimeUtc().addSecs(-1);
    const CliRun r = cli({QStringLiteral("send"), path(QStringLiteral("mail")), QStringLiteral("--smtp"), server.url()});
    QVERIFY2(r.status == 0, qPrintable(r.out + r.err));
    const QStringList lines = r.out.split(u'\n', Qt::SkipEmptyParts);
    QCOMPARE(lines.size(), 4);
    const QStringList names{QStringLiteral("MER-game.eml"), QStringLiteral("MER-report.eml"), QStringLiteral("NOR-game.eml"),
                            QStringLiteral("NOR-report.eml")};
    for (int i = 0; i < 4; ++i) {
        QVERIFY2(lines[i].startsWith(u"sent ") && lines[i].contains(names[i]), qPrintable(lines[i]));
        const QString n = QString::number(i + 1);
        const auto [written, writtenDate] = splitDate(fileBytes(path(QStringLiteral("mail/") + names[i])));
        const auto [received, sentDate] = splitDate(fileBytes(path(QStringLiteral("server/%1.eml").arg(n))));
        QCOMPARE(received, written);
        QCOMPARE(writtenDate, QDateTime(QDate(2000, 1, 17), QTime(12, 0), Qt::UTC)); // turn 3's, as resolve writes it
        QVERIFY2(sentDate >= start && sentDate <= QDateTime::currentDateTimeUtc(), qPrintable(sentDate.toString(Qt::ISODate)));
        const QByteArray rcpt = names[i].startsWith(u"MER") ? "bob@example.org" : "ann@example.org";
        QCOMPARE(fileBytes(path(QStringLiteral("server/%1.envelope").arg(n))), "mod@example.net\n" + rcpt + '\n');
    }

    QCOMPARE(resolve(path(QStringLiteral("turn3.mbox"))).status, 0);
    const CliRun mbox = cli({QStringLiteral("send"), path(QStringLiteral("turn3.mbox")), QStringLiteral("--smtp"), server.url()});
    QVERIFY2(mbox.status == 0, qPrintable(mbox.out + mbox.err));
    QCOMPARE(splitDate(fileBytes(path(QStringLiteral("server/5.eml")))).first,
             splitDate(fileBytes(path(QStringLiteral("mail/NOR-report.eml")))).first);
    QCOMPARE(splitDate(fileBytes(path(QStringLiteral("server/8.eml")))).first,
             splitDate(fileBytes(path(QStringLiteral("mail/MER-game.eml")))).first);
}

// send --game: the confirmations mail-in wrote from a game file's inbox go out
// and are recorded in it as the window records its Send Confirmations (the
// nation and the message answered, by the mail's Message-ID), so that the
// window offers none of them again; sent once more, none goes out twice.
void TestMailCli::sendRecordsInTheGameFile()
{
    SmtpTestServer server;
    QVERIFY(server.start(path(QStringLiteral("server"))));
    const QString file = path(QStringLiteral("game.adjutant"));
    QCOMPARE(cli({QStringLiteral("export-db"), path(QStringLiteral("game.json")), QStringLiteral("-o"), file}).status, 0);
    const CliRun in = cli({QStringLiteral("mail-in"), file, kMail + QStringLiteral("nor-thunderbird.eml"),
                           kMail + QStringLiteral("mer-outlook.eml"), kMail + QStringLiteral("mer-mistakes.eml"),
                           QStringLiteral("-o"), path(QStringLiteral("orders")), QStringLiteral("--replies"), path(QStringLiteral("replies"))});
    QVERIFY2(in.status == 0, qPrintable(in.err));
    const QStringList send{QStringLiteral("send"), path(QStringLiteral("replies")), QStringLiteral("--smtp"), server.url(),
                           QStringLiteral("--game"), file};
    CliRun r = cli(send);
    QVERIFY2(r.status == 0, qPrintable(r.out + r.err));
    QCOMPARE(QDir(path(QStringLiteral("server"))).entryList({QStringLiteral("*.eml")}, QDir::Files).size(), 3);

    // The records are those of the turn's confirmations, each by the message it answers.
    QString error;
    std::unique_ptr<GameStore> store = GameStore::open(file, &error);
    QVERIFY2(store, qPrintable(error));
    const Game game = store->current();
    const QList<SentMail> sent = store->sentMail(game.turn, &error);
    const LateRule rule = gameLateRule(game);
    const QList<ConfirmationMail> replies = turnConfirmations(sortInbox(store->inbox(game.turn), game, rule).mail, game, rule);
    QCOMPARE(sent.size(), replies.size());
    for (const ConfirmationMail &c : replies) {
        const auto it = std::find_if(sent.cbegin(), sent.cend(), [&c](const SentMail &s) { return s.about == c.about; });
        QVERIFY2(it != sent.cend(), qPrintable(c.name));
        QCOMPARE(it->kind, SentMail::Kind::Confirmation);
        QCOMPARE(it->nation, c.nation);
        QCOMPARE(it->messageId, QString::fromUtf8(c.mail.messageId));
        QCOMPARE(it->recipient, c.mail.to.first().email);
    }
    store.reset();

    // Again: each listed as sent before, nothing goes out.
    r = cli(send);
    QVERIFY2(r.status == 0, qPrintable(r.out + r.err));
    QCOMPARE(r.out.count(QStringLiteral("sent before ")), 3);
    QCOMPARE(QDir(path(QStringLiteral("server"))).entryList({QStringLiteral("*.eml")}, QDir::Files).size(), 3);
}

// A recipient the server refuses (550): that message is not sent, the line
// says the server's error, the others still go, and the exit status is 1.
void TestMailCli::sendSaysWhatTheServerRefused()
{
    SmtpTestServer server;
    if (server.python().isEmpty())
        QSKIP("no Python with aiosmtpd (apt-get install python3-aiosmtpd)");
    QVERIFY(server.start(path(QStringLiteral("server"))));
    writeGame(QStringLiteral("reject@example.org"));
    QCOMPARE(resolve(path(QStringLiteral("turn3.mbox"))).status, 0);
    const CliRun r = cli({QStringLiteral("send"), path(QStringLiteral("turn3.mbox")), QStringLiteral("--smtp"), server.url()});
    QCOMPARE(r.status, 1);
    const QStringList lines = r.out.split(u'\n', Qt::SkipEmptyParts);
    QCOMPARE(lines.size(), 4);
    QVERIFY2(lines[0].startsWith(u"sent ") && lines[1].startsWith(u"sent "), qPrintable(r.out));
    for (int i = 2; i < 4; ++i)
        QVERIFY2(lines[i].startsWith(u"NOT SENT ")
                     && lines[i].endsWith(u": 550 5.1.1 <reject@example.org>: Recipient address rejected"),
                 qPrintable(lines[i]));
    QCOMPARE(QDir(path(QStringLiteral("server"))).entryList({QStringLiteral("*.eml")}, QDir::Files).size(), 2);
    QCOMPARE(fileBytes(path(QStringLiteral("server/1.envelope"))), QByteArray("mod@example.net\nann@example.org\n"));
}

// A message without a recipient stops the run before anything is sent: the
// file and message number are named, exit 1; bad usage is exit 2.
void TestMailCli::sendChecksEveryMessageFirst()
{
    SmtpTestServer server;
    if (server.python().isEmpty())
        QSKIP("no Python with aiosmtpd (apt-get install python3-aiosmtpd)");
    QVERIFY(server.start(path(QStringLiteral("server"))));
    QCOMPARE(resolve(path(QStringLiteral("mail"))).status, 0);
    QVERIFY(writeBytes(path(QStringLiteral("mail/ZZZ-broken.eml")), "From: a@example.org\r\nSubject: no recipient\r\n\r\nhello\r\n"));
    const CliRun r = cli({QStringLiteral("send"), path(QStringLiteral("mail")), QStringLiteral("--smtp"), server.url()});
    QCOMPARE(r.status, 1);
    QVERIFY2(r.err.contains(QStringLiteral("ZZZ-broken.eml: message 1: To: no recipient address")), qPrintable(r.err));
    QVERIFY(r.out.isEmpty());
    QVERIFY(QDir(path(QStringLiteral("server"))).isEmpty());

    const QString mail = path(QStringLiteral("mail"));
    QCOMPARE(cli({QStringLiteral("send"), mail}).status, 2);
    QCOMPARE(cli({QStringLiteral("send"), mail, QStringLiteral("--smtp"), server.url(), QStringLiteral("--user"), QStringLiteral("u")}).status, 2);
    QCOMPARE(cli({QStringLiteral("send"), mail, QStringLiteral("--smtp"), QStringLiteral("http://127.0.0.1/")}).status, 2);
    QVERIFY(QDir(path(QStringLiteral("server"))).isEmpty());
}

// --user and --password-file: the server sees the login; a wrong password or
// none is the server's refusal, which stops the run at the first message (the
// others would be refused alike), and exit 1.
void TestMailCli::sendLogsInWithThePasswordFile()
{
    SmtpTestServer server;
    if (server.python().isEmpty())
        QSKIP("no Python with aiosmtpd (apt-get install python3-aiosmtpd)");
    QVERIFY(server.start(path(QStringLiteral("server")), QStringLiteral("moderator:s3cret")));
    QCOMPARE(resolve(path(QStringLiteral("turn3.mbox"))).status, 0);
    QVERIFY(writeBytes(path(QStringLiteral("right")), "s3cret\n"));
    QVERIFY(writeBytes(path(QStringLiteral("wrong")), "secret\n"));
    const QStringList send{QStringLiteral("send"), path(QStringLiteral("turn3.mbox")), QStringLiteral("--smtp"), server.url()};
    const QStringList user{QStringLiteral("--user"), QStringLiteral("moderator"), QStringLiteral("--password-file")};

    const CliRun wrong = cli(send + user + QStringList{path(QStringLiteral("wrong"))});
    QCOMPARE(wrong.status, 1);
    const CliRun none = cli(send);
    QCOMPARE(none.status, 1);
    QCOMPARE(wrong.out.count(u'\n'), 1);
    QCOMPARE(none.out.count(u'\n'), 1);
    for (const CliRun &r : {wrong, none})
        QVERIFY2(r.err.contains(server.url() + QStringLiteral(": 53"))
                     && r.err.contains(QStringLiteral("stopped, the other messages were not tried\n0 of 4 messages sent\n")),
                 qPrintable(r.err));
    for (const QString &line : wrong.out.split(u'\n', Qt::SkipEmptyParts))
        QVERIFY2(line.startsWith(u"NOT SENT ") && line.endsWith(u": 535 5.7.8 Authentication credentials invalid"), qPrintable(line));
    for (const QString &line : none.out.split(u'\n', Qt::SkipEmptyParts))
        QVERIFY2(line.startsWith(u"NOT SENT ") && line.endsWith(u": 530 5.7.0 Authentication required"), qPrintable(line));
    QVERIFY(QDir(path(QStringLiteral("server"))).isEmpty());

    const CliRun right = cli(send + user + QStringList{path(QStringLiteral("right"))});
    QVERIFY2(right.status == 0, qPrintable(right.out + right.err));
    QCOMPARE(right.out.count(u'\n'), 4);
    for (int n = 1; n <= 4; ++n)
        QCOMPARE(fileBytes(path(QStringLiteral("server/%1.login").arg(n))), QByteArray("moderator\n"));
}

// No server at the address: one attempt, which says why, and the others are
// not tried (a dead server is not asked once per message).
void TestMailCli::sendStopsWhenNoServerAnswers()
{
    QCOMPARE(resolve(path(QStringLiteral("turn3.mbox"))).status, 0);
    const QString url = QStringLiteral("smtp://127.0.0.1:%1").arg(closedPort());
    const CliRun r = cli({QStringLiteral("send"), path(QStringLiteral("turn3.mbox")), QStringLiteral("--smtp"), url});
    QCOMPARE(r.status, 1);
    const QStringList lines = r.out.split(u'\n', Qt::SkipEmptyParts);
    QCOMPARE(lines.size(), 1);
    QVERIFY2(lines[0].startsWith(u"NOT SENT ") && lines[0].contains(u"onnect"), qPrintable(r.out));
    QVERIFY2(r.err.startsWith(url + QStringLiteral(": ")) && r.err.endsWith(QStringLiteral("0 of 4 messages sent\n")),
             qPrintable(r.err));
}

// A server that offers STARTTLS and takes no mail without it: with its
// certificate trusted (--ca-file) every message goes over TLS; without, the
// certificate is refused, nothing is sent, the line says why, and the others
// are not tried.
void TestMailCli::sendUsesStartTls()
{
    SmtpTestServer server;
    if (server.python().isEmpty())
        QSKIP("no Python with aiosmtpd (apt-get install python3-aiosmtpd)");
    QVERIFY(server.start(path(QStringLiteral("server")), {}, true));
    QCOMPARE(resolve(path(QStringLiteral("turn3.mbox"))).status, 0);
    const QStringList send{QStringLiteral("send"), path(QStringLiteral("turn3.mbox")), QStringLiteral("--smtp"), server.url()};

    const CliRun untrusted = cli(send);
    QCOMPARE(untrusted.status, 1);
    QCOMPARE(untrusted.out.count(u'\n'), 1);
    QVERIFY2(untrusted.err.contains(QStringLiteral("stopped, the other messages were not tried")), qPrintable(untrusted.err));
    for (const QString &line : untrusted.out.split(u'\n', Qt::SkipEmptyParts))
        QVERIFY2(line.startsWith(u"NOT SENT ") && line.contains(QStringLiteral("certificate")), qPrintable(line));
    QVERIFY(QDir(path(QStringLiteral("server"))).isEmpty());

    const CliRun trusted = cli(send + QStringList{QStringLiteral("--ca-file"), kTestCertificate});
    QVERIFY2(trusted.status == 0, qPrintable(trusted.out + trusted.err));
    for (int n = 1; n <= 4; ++n) {
        const QByteArray tls = fileBytes(path(QStringLiteral("server/%1.tls").arg(n))).trimmed();
        QVERIFY2(tls == "TLSv1.2" || tls == "TLSv1.3", tls.constData());
    }
}

QTEST_GUILESS_MAIN(TestMailCli)
#include "tst_mailcli.moc"
