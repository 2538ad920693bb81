// adjutant-cli ap, driven as a script would (docs/formats.md "Command line", "AP
// spends"; docs/rules.md §6): the --json shape and the docs/formats.md example, exit
// codes and nothing written on input errors, the next state, and the
// noteboard e-mail files (anonymity, one per recipient plus the moderator's
// copy, UTF-8, byte-identical on a second run).
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include "TestSupport.h"

using namespace adj::test;

namespace {

const QString kExampleGame = QStringLiteral(ADJ_DATA_DIR "/ap/example.json");
const QString kExampleSpends = QStringLiteral(ADJ_DATA_DIR "/ap/example.ap");

// The --json example of docs/formats.md as printed there (only Bob, three spends).
const QByteArray kFormatsExample = R"({"round": 4, "players": [
  {"name": "Bob", "available": 20, "total": 9,
   "caps":  {"combat": 7, "diplomatic": 5, "intrigue": 5},
   "spent": {"combat": 2, "diplomatic": 1, "intrigue": 0, "general": 6},
   "spends": [{"line": 3, "action": "NOTEBOARD", "category": "general", "cost": 2,
               "outcome": "done", "reason": null},
              {"line": 4, "action": "SECRET", "category": "diplomatic", "cost": 1,
               "outcome": "done", "reason": null},
              {"line": 5, "action": "MOVE-LEGION", "category": "combat", "cost": 2,
               "outcome": "done", "reason": null}]}]})";

QStringList sortedKeys(const QJsonObject &o)
{
    QStringList k = o.keys();
    k.sort();
    return k;
}

QStringList sorted(QStringList l)
{
    l.sort();
    return l;
}

// One .eml file: its header fields (names lower case, folded lines joined) and body.
struct Mail {
    QString name;
    QByteArray raw;
    QMultiHash<QString, QString> headers;
    QByteArray body;
    QString header(const char *name) const { return headers.value(QString::fromLatin1(name)); }
};

Mail parseMail(const QString &path)
{
    Mail m;
    m.name = QFileInfo(path).fileName();
    m.raw = fileBytes(path);
    const qsizetype split = m.raw.indexOf("\r\n\r\n");
    if (split < 0)
        return m;
    QString field;
    for (const QByteArray &line : m.raw.left(split).split('\n')) {
        const QString l = QString::fromUtf8(line).chopped(line.endsWith('\r') ? 1 : 0);
        if ((l.startsWith(u' ') || l.startsWith(u'\t')) && !field.isEmpty()) {
            const QString joined = m.headers.value(field) + l;
            m.headers.remove(field);
            m.headers.insert(field, joined);
            continue;
        }
        const qsizetype colon = l.indexOf(u':');
        field = l.left(colon).toLower();
        m.headers.insert(field, l.mid(colon + 1).trimmed());
    }
    m.body = m.raw.mid(split + 4);
    return m;
}

QList<Mail> mails(const QString &dir)
{
    QList<Mail> out;
    for (const QString &f : QDir(dir).entryList({QStringLiteral("*.eml")}, QDir::Files, QDir::Name))
        out.append(parseMail(QDir(dir).filePath(f)));
    return out;
}

QList<Mail> withBody(const QList<Mail> &all, const QByteArray &text)
{
    QList<Mail> out;
    for (const Mail &m : all)
        if (m.body.trimmed() == text)
            out.append(m);
    return out;
}

bool addressesModerator(const Mail &m)
{
    return (m.header("to") + m.header("cc")).contains(QStringLiteral("Moderator"));
}

} // namespace

class TestApCli : public QObject
{
    Q_OBJECT
private slots:
    void init();
    void jsonReproducesFormatsExample();
    void jsonPlayersInGameOrder();
    void textTableShowsCapsAndRejections();
    void rejectedSpendsExitZeroAndNextState();
    void overflowingTransferIsARejectedSpend();
    void messagesAndGameAllOrNothing();
    void longPlayerNameWritesEveryMessage();
    void outputOverInputIsBadUsage();
    void specialSpendsFileIsRefused();
    void roundMismatchExitsOneWritesNothing();
    void nonUtf8SpendsExitsOne();
    void badGameApObjectExitsOne();
    void usageErrorsExitTwo();
    void messagesOnePerRecipientPlusModerator();
    void anonymousMessagesNameNoSender();
    void messagesUtf8Body();
    void outputIsDeterministic();
    void forumRound4();
    void nextRoundCarriesTheEmbargoes();

private:
    std::unique_ptr<QTemporaryDir> m_dir;
    QString path(const QString &name) const { return m_dir->filePath(name); }
};

void TestApCli::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
}

// docs/formats.md: "For the spends file above" the --json output is the example.
void TestApCli::jsonReproducesFormatsExample()
{
    const CliRun r = cli({QStringLiteral("ap"), kExampleGame, kExampleSpends, QStringLiteral("--json")}, m_dir->path());
    QCOMPARE(r.status, 0);
    QJsonParseError error;
    const QJsonObject out = QJsonDocument::fromJson(r.out.toUtf8(), &error).object();
    QVERIFY2(error.error == QJsonParseError::NoError, qPrintable(error.errorString() + u'\n' + r.out));
    const QJsonObject expected = QJsonDocument::fromJson(kFormatsExample).object();

    QCOMPARE(sortedKeys(out), sortedKeys(expected));
    QCOMPARE(out.value(u"round"), expected.value(u"round"));
    const QJsonObject bob = out.value(u"players").toArray().first().toObject();
    const QJsonObject bobExpected = expected.value(u"players").toArray().first().toObject();
    QCOMPARE(sortedKeys(bob), sortedKeys(bobExpected));
    for (const char *key : {"name", "available", "total", "caps", "spent"})
        QCOMPARE(bob.value(QLatin1String(key)), bobExpected.value(QLatin1String(key)));
    // The three spends shown, then the three "left out here".
    const QJsonArray spends = bob.value(u"spends").toArray();
    const QJsonArray shown = bobExpected.value(u"spends").toArray();
    QCOMPARE(spends.size(), 6);
    for (int i = 0; i < shown.size(); ++i)
        QCOMPARE(spends[i].toObject(), shown[i].toObject());
    const QJsonObject bid = spends[3].toObject();
    QCOMPARE(sortedKeys(bid), sortedKeys(shown[0].toObject()));
    QCOMPARE(bid.value(u"action").toString(), QStringLiteral("BID"));
    QCOMPARE(bid.value(u"cost").toInt(), 0);
    for (int i = 4; i < 6; ++i) {
        QCOMPARE(spends[i].toObject().value(u"action").toString(), QStringLiteral("TRANSFER-FUNDS"));
        QCOMPARE(spends[i].toObject().value(u"category").toString(), QStringLiteral("general"));
        QCOMPARE(spends[i].toObject().value(u"cost").toInt(), 2);
        QCOMPARE(spends[i].toObject().value(u"outcome").toString(), QStringLiteral("done"));
    }
    // The printed order of fields is the order docs/formats.md shows.
    QVERIFY2(QRegularExpression(QStringLiteral("\"name\".*\"available\".*\"total\"")).match(r.out).hasMatch(), qPrintable(r.out));
    QVERIFY(QRegularExpression(QStringLiteral("\"line\".*\"action\".*\"category\".*\"cost\".*\"outcome\".*\"reason\""))
                .match(r.out).hasMatch());
}

// "for each player (those without spends too)", in the game's player order.
void TestApCli::jsonPlayersInGameOrder()
{
    const CliRun r = cli({QStringLiteral("ap"), kExampleGame, kExampleSpends, QStringLiteral("--json")}, m_dir->path());
    QCOMPARE(r.status, 0);
    const QJsonArray players = QJsonDocument::fromJson(r.out.toUtf8()).object().value(u"players").toArray();
    QStringList names;
    for (const QJsonValue &p : players)
        names.append(p.toObject().value(u"name").toString());
    QCOMPARE(names, (QStringList{QStringLiteral("Bob"), QStringLiteral("Alice"), QStringLiteral("Carol"), QStringLiteral("Dave")}));
    const QJsonObject alice = players[1].toObject();
    QCOMPARE(alice.value(u"total").toInt(), 0);
    QCOMPARE(alice.value(u"spends").toArray().size(), 0);
    QCOMPARE(alice.value(u"available").toInt(), 10); // D1 C1 I1 F0: 2·3 + 4
    QCOMPARE(sortedKeys(alice.value(u"spent").toObject()),
             sorted({QStringLiteral("combat"), QStringLiteral("diplomatic"), QStringLiteral("intrigue"), QStringLiteral("general")}));
}

void TestApCli::textTableShowsCapsAndRejections()
{
    // Alice (C1: combat cap 3) moves two legions: the second passes the cap.
    QVERIFY(writeBytes(path(QStringLiteral("r.ap")), "ROUND 4\nPLAYER Alice\nMOVE-LEGION legion=A1 to=Luna\nMOVE-LEGION legion=A2 to=Luna\n"));
    const CliRun r = cli({QStringLiteral("ap"), kExampleGame, path(QStringLiteral("r.ap"))}, m_dir->path());
    QCOMPARE(r.status, 0);
    const QString alice = r.out.section(QStringLiteral("Alice"), 1).section(QStringLiteral("Carol"), 0, 0);
    QVERIFY2(alice.contains(QStringLiteral("2 of 10")), qPrintable(r.out));
    QVERIFY2(QRegularExpression(QStringLiteral("combat\\s+2 of 3")).match(alice).hasMatch(), qPrintable(r.out));
    QVERIFY2(QRegularExpression(QStringLiteral("line 4.*MOVE-LEGION.*combat cap")).match(alice).hasMatch(), qPrintable(r.out));
    QVERIFY(r.out.contains(QStringLiteral("Bob")) && r.out.contains(QStringLiteral("Dave"))); // players without spends too
}

// "a bad order line or a refused spend is not an input error ... the run succeeds".
void TestApCli::rejectedSpendsExitZeroAndNextState()
{
    QVERIFY(writeBytes(path(QStringLiteral("r.ap")), "ROUND 4\nPLAYER Bob\nTRANSFER-FUNDS to=Alice:1000\nFLY legion=L1\n"
                                        "TRANSFER-FUNDS to=Alice:100,#42:50\nOPEN-ACCOUNT\n"));
    const QString next = path(QStringLiteral("next.json"));
    const CliRun r = cli({QStringLiteral("ap"), kExampleGame, path(QStringLiteral("r.ap")), QStringLiteral("--json"),
                       QStringLiteral("-o"), next}, m_dir->path());
    QCOMPARE(r.status, 0);
    const QJsonArray spends = QJsonDocument::fromJson(r.out.toUtf8()).object().value(u"players").toArray()
                                  .first().toObject().value(u"spends").toArray();
    QCOMPARE(spends.size(), 4);
    for (int i : {0, 1}) {
        QCOMPARE(spends[i].toObject().value(u"outcome").toString(), QStringLiteral("rejected"));
        QCOMPARE(spends[i].toObject().value(u"cost").toInt(), 0);
        QVERIFY(!spends[i].toObject().value(u"reason").toString().isEmpty());
    }
    QVERIFY(spends[1].toObject().value(u"category").isNull()); // unknown action

    const QJsonObject game = QJsonDocument::fromJson(fileBytes(next)).object();
    const QJsonObject ap = game.value(u"ap").toObject();
    QCOMPARE(ap.value(u"round").toInt(), 5);
    const QJsonArray players = ap.value(u"players").toArray();
    QCOMPARE(players[0].toObject().value(u"money").toInt(), 900 - 150 - 300); // Bob
    QCOMPARE(players[1].toObject().value(u"money").toInt(), 100 + 100);       // Alice
    const QJsonArray accounts = ap.value(u"accounts").toArray();
    QCOMPARE(accounts.size(), 2);
    QCOMPARE(accounts[0].toObject().value(u"balance").toInt(), 50);
    QCOMPARE(accounts[1].toObject().value(u"owner").toString(), QStringLiteral("Bob"));
    QCOMPARE(game.value(u"turn").toInt(), 1); // the map game's turn is not the AP round

    // The next state is a valid game for the next round.
    QVERIFY(writeBytes(path(QStringLiteral("r5.ap")), "ROUND 5\n"));
    QCOMPARE(cli({QStringLiteral("ap"), next, path(QStringLiteral("r5.ap"))}, m_dir->path()).status, 0);
}

// Two amounts of 2^63-1: a rejected spend naming the range, never a richer sender.
void TestApCli::overflowingTransferIsARejectedSpend()
{
    QVERIFY(writeBytes(path(QStringLiteral("r.ap")),
                       "ROUND 4\nPLAYER Bob\nTRANSFER-FUNDS to=Alice:9223372036854775807,Carol:9223372036854775807\n"));
    const QString next = path(QStringLiteral("next.json"));
    const CliRun r = cli({QStringLiteral("ap"), kExampleGame, path(QStringLiteral("r.ap")), QStringLiteral("--json"),
                          QStringLiteral("-o"), next}, m_dir->path());
    QCOMPARE(r.status, 0);
    const QJsonObject spend = QJsonDocument::fromJson(r.out.toUtf8()).object().value(u"players").toArray()
                                  .first().toObject().value(u"spends").toArray().first().toObject();
    QCOMPARE(spend.value(u"outcome").toString(), QStringLiteral("rejected"));
    QCOMPARE(spend.value(u"line").toInt(), 3);
    QVERIFY2(spend.value(u"reason").toString().contains(u"from 1 to 1,000,000,000,000,000"), qPrintable(r.out));
    const QJsonArray players = QJsonDocument::fromJson(fileBytes(next)).object().value(u"ap").toObject()
                                   .value(u"players").toArray();
    QCOMPARE(players[0].toObject().value(u"money").toInteger(), 900); // Bob
    QCOMPARE(players[1].toObject().value(u"money").toInteger(), 100); // Alice
    QCOMPARE(players[2].toObject().value(u"money").toInteger(), 0);   // Carol
    // What the program wrote, it reads.
    QVERIFY(writeBytes(path(QStringLiteral("r5.ap")), "ROUND 5\n"));
    QCOMPARE(cli({QStringLiteral("ap"), next, path(QStringLiteral("r5.ap"))}, m_dir->path()).status, 0);
}

// When NEXT.json cannot be written, no message is written either.
void TestApCli::messagesAndGameAllOrNothing()
{
    QVERIFY(writeBytes(path(QStringLiteral("r.ap")), "ROUND 4\nPLAYER Bob\nNOTEBOARD to=Alice,Carol \"hello\"\n"));
    QVERIFY(writeBytes(path(QStringLiteral("blocker")), "a file, not a folder"));
    const CliRun r = cli({QStringLiteral("ap"), kExampleGame, path(QStringLiteral("r.ap")), QStringLiteral("--messages"),
                          path(QStringLiteral("mail")), QStringLiteral("-o"), path(QStringLiteral("blocker/next.json"))},
                         m_dir->path());
    QCOMPARE(r.status, 1);
    QVERIFY2(r.err.contains(u"blocker/next.json: cannot create the folder"), qPrintable(r.err));
    QVERIFY(!QFile::exists(path(QStringLiteral("mail"))));
    QCOMPARE(QDir(m_dir->path()).entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot),
             QStringList({QStringLiteral("blocker"), QStringLiteral("r.ap")}));
}

// A 300-character name: every message is written (file names stay short).
void TestApCli::longPlayerNameWritesEveryMessage()
{
    const QString name = QString(300, u'L');
    QByteArray game = fileBytes(kExampleGame);
    game.replace("\"Alice\"", "\"" + name.toUtf8() + "\"");
    QVERIFY(writeBytes(path(QStringLiteral("game.json")), game));
    QVERIFY(writeBytes(path(QStringLiteral("r.ap")), "ROUND 4\nPLAYER Bob\nSECRET to=" + name.toUtf8() + ",Carol \"hello\"\n"));
    const CliRun r = cli({QStringLiteral("ap"), path(QStringLiteral("game.json")), path(QStringLiteral("r.ap")),
                          QStringLiteral("--messages"), path(QStringLiteral("mail"))}, m_dir->path());
    QVERIFY2(r.status == 0, qPrintable(r.err));
    const QList<Mail> all = mails(path(QStringLiteral("mail")));
    QCOMPARE(all.size(), 3); // the long name, Carol, the moderator's copy
    for (const Mail &m : all)
        QVERIFY2(m.name.size() < 100, qPrintable(m.name));
}

void TestApCli::outputOverInputIsBadUsage()
{
    QVERIFY(QFile::copy(kExampleGame, path(QStringLiteral("game.json"))));
    QVERIFY(writeBytes(path(QStringLiteral("r.ap")), "ROUND 4\n"));
    const QByteArray before = fileBytes(path(QStringLiteral("game.json")));
    for (const QString &out : {QStringLiteral("game.json"), QStringLiteral("r.ap")}) {
        const CliRun r = cli({QStringLiteral("ap"), QStringLiteral("game.json"), QStringLiteral("r.ap"), QStringLiteral("-o"), out},
                             m_dir->path());
        QCOMPARE(r.status, 2);
        QVERIFY2(r.err.contains(out + QStringLiteral(" is also an input")), qPrintable(r.err));
    }
    QCOMPARE(fileBytes(path(QStringLiteral("game.json"))), before);
    QCOMPARE(fileBytes(path(QStringLiteral("r.ap"))), QByteArray("ROUND 4\n"));
}

void TestApCli::specialSpendsFileIsRefused()
{
    const CliRun r = cli({QStringLiteral("ap"), kExampleGame, QStringLiteral("/dev/zero"), QStringLiteral("-o"),
                          path(QStringLiteral("next.json"))}, m_dir->path());
    QCOMPARE(r.status, 1);
    QVERIFY2(r.err.contains(u"/dev/zero: is not a regular file"), qPrintable(r.err));
    QVERIFY(!QFile::exists(path(QStringLiteral("next.json"))));
}

void TestApCli::roundMismatchExitsOneWritesNothing()
{
    QVERIFY(writeBytes(path(QStringLiteral("r.ap")), "# round three by mistake\nROUND 3\nPLAYER Bob\nNOTEBOARD to=Alice \"hi\"\n"));
    const CliRun r = cli({QStringLiteral("ap"), kExampleGame, path(QStringLiteral("r.ap")), QStringLiteral("-o"),
                       path(QStringLiteral("next.json")), QStringLiteral("--messages"), path(QStringLiteral("mail"))},
                      m_dir->path());
    QCOMPARE(r.status, 1);
    QVERIFY2(r.err.contains(path(QStringLiteral("r.ap")) + QStringLiteral(":2: ")), qPrintable(r.err));
    QVERIFY(r.out.isEmpty());
    QVERIFY(!QFile::exists(path(QStringLiteral("next.json"))));
    QVERIFY(!QFile::exists(path(QStringLiteral("mail"))));

    QVERIFY(writeBytes(path(QStringLiteral("none.ap")), "PLAYER Bob\n"));
    QCOMPARE(cli({QStringLiteral("ap"), kExampleGame, path(QStringLiteral("none.ap"))}, m_dir->path()).status, 1);
}

void TestApCli::nonUtf8SpendsExitsOne()
{
    QVERIFY(writeBytes(path(QStringLiteral("r.ap")), "ROUND 4\nPLAYER Bob\nNOTEBOARD to=Alice \"caf\xe9\"\n"));
    const CliRun r = cli({QStringLiteral("ap"), kExampleGame, path(QStringLiteral("r.ap")), QStringLiteral("-o"),
                       path(QStringLiteral("next.json"))}, m_dir->path());
    QCOMPARE(r.status, 1);
    QVERIFY2(r.err.contains(path(QStringLiteral("r.ap")) + QStringLiteral(":3: ")), qPrintable(r.err));
    QVERIFY(!QFile::exists(path(QStringLiteral("next.json"))));
    QCOMPARE(cli({QStringLiteral("ap"), kExampleGame, path(QStringLiteral("missing.ap"))}, m_dir->path()).status, 1);
}

void TestApCli::badGameApObjectExitsOne()
{
    QByteArray game = fileBytes(kExampleGame);
    game.replace("\"combat\": 3", "\"combat\": \"three\"");
    QVERIFY(writeBytes(path(QStringLiteral("game.json")), game));
    const CliRun r = cli({QStringLiteral("ap"), path(QStringLiteral("game.json")), kExampleSpends}, m_dir->path());
    QCOMPARE(r.status, 1);
    // file:line: field: message, the line being Bob's in the game file.
    QVERIFY2(r.err.contains(path(QStringLiteral("game.json")) + QStringLiteral(":16: ap.players[0].combat: ")), qPrintable(r.err));

    QVERIFY(writeBytes(path(QStringLiteral("noap.json")), R"({"format": "adjutant-game", "version": 1, "ruleset": "ap", "turn": 1,
        "nations": [], "areas": [], "borders": []})"));
    QCOMPARE(cli({QStringLiteral("ap"), path(QStringLiteral("noap.json")), kExampleSpends}, m_dir->path()).status, 1);
}

void TestApCli::usageErrorsExitTwo()
{
    QCOMPARE(cli({QStringLiteral("ap"), kExampleGame}, m_dir->path()).status, 2);
    QCOMPARE(cli({QStringLiteral("ap"), kExampleGame, kExampleSpends, QStringLiteral("--events"), QStringLiteral("x")},
                 m_dir->path()).status, 2);
    QCOMPARE(cli({QStringLiteral("ap"), kExampleGame, kExampleSpends, QStringLiteral("--bogus")}, m_dir->path()).status, 2);
}

// "Every noteboard goes to its recipients and a copy to the moderator"; the
// same message to several recipients is one spend, and one mail: sent, each
// file reaches each of its addresses once, so a noteboard is one file.
void TestApCli::messagesOnePerRecipientPlusModerator()
{
    const QString dir = path(QStringLiteral("mail"));
    const CliRun r = cli({QStringLiteral("ap"), kExampleGame, kExampleSpends, QStringLiteral("--messages"), dir}, m_dir->path());
    QCOMPARE(r.status, 0);
    const QList<Mail> all = mails(dir);
    QCOMPARE(all.size(), 1 + 1 + 1); // NOTEBOARD to Alice and Carol, Cc the moderator; SECRET to Dave + copy
    for (const Mail &m : all) {
        for (const char *h : {"date", "from", "to", "subject", "message-id", "mime-version", "content-type"})
            QVERIFY2(m.headers.contains(QLatin1String(h)), qPrintable(m.name + u' ' + QLatin1String(h)));
        QVERIFY(m.header("content-type").contains(QStringLiteral("charset=utf-8"), Qt::CaseInsensitive));
        QVERIFY(QRegularExpression(QStringLiteral("^<[^<>@\\s]+@[^<>@\\s]+>$")).match(m.header("message-id")).hasMatch());
    }
    const QList<Mail> noteboard = withBody(all, "Shall we talk about Terra?");
    QCOMPARE(noteboard.size(), 1);
    QStringList to;
    int copies = 0;
    for (const Mail &m : noteboard) {
        QVERIFY(m.header("from").contains(QStringLiteral("Bob")));
        QVERIFY(m.header("to").contains(QStringLiteral("Alice")) && m.header("to").contains(QStringLiteral("Carol")));
        copies += addressesModerator(m);
    }
    QCOMPARE(copies, 1); // the moderator is named on the noteboard itself (in Cc)
}

// "A secret communication and court gossip reach recipients without the
// sender's name": not in From, any header, the Message-ID or the body; court
// gossip reaches its sender too, named only as its recipient.
void TestApCli::anonymousMessagesNameNoSender()
{
    QVERIFY(writeBytes(path(QStringLiteral("r.ap")),
          "ROUND 4\nPLAYER Bob\n"
          "SECRET to=Dave,Alice \"Watch your back.\"\n"
          "COURT-GOSSIP \"The Governor of Ceres pays in counterfeit credits.\"\n"));
    const QString dir = path(QStringLiteral("mail"));
    const CliRun r = cli({QStringLiteral("ap"), kExampleGame, path(QStringLiteral("r.ap")), QStringLiteral("--messages"), dir},
                      m_dir->path());
    QCOMPARE(r.status, 0);
    const QList<Mail> all = mails(dir);
    QCOMPARE(all.size(), 2 + 1 + 4 + 1); // secret: Dave, Alice, copy; gossip: Alice, Bob, Carol, Dave, copy

    struct Expect { QByteArray body; QStringList recipients; };
    const Expect expects[] = {{"Watch your back.", {QStringLiteral("Alice"), QStringLiteral("Dave")}},
                              {"The Governor of Ceres pays in counterfeit credits.",
                               {QStringLiteral("Alice"), QStringLiteral("Bob"), QStringLiteral("Carol"), QStringLiteral("Dave")}}};
    for (const Expect &e : expects) {
        const QList<Mail> copies = withBody(all, e.body);
        QCOMPARE(copies.size(), e.recipients.size() + 1);
        QStringList delivered;
        int moderatorCopies = 0;
        for (const Mail &m : copies) {
            const QString file = QString::fromUtf8(m.raw);
            // A player's file: sent to one player and not to the moderator.
            if (!addressesModerator(m)) {
                const QString to = m.header("to");
                QString unnamed = file;
                unnamed.remove(QStringLiteral("To: ") + to);
                QVERIFY2(!unnamed.contains(QStringLiteral("bob"), Qt::CaseInsensitive), qPrintable(m.name + u'\n' + file));
                const QString cte = m.header("content-transfer-encoding").toLower();
                QVERIFY2(cte.isEmpty() || cte == u"7bit", qPrintable(cte)); // ASCII as it is: so the search means something
                delivered.append(to.section(u' ', 0, 0));
                QVERIFY(delivered.last() == u"Bob" || !m.name.contains(QStringLiteral("bob"), Qt::CaseInsensitive));
            } else {
                ++moderatorCopies;
                QVERIFY2(m.header("from").contains(QStringLiteral("Bob")), qPrintable(file));
                // Sent, a file reaches its To and Cc: the copy that names Bob reaches the moderator alone.
                QVERIFY2(m.header("to") == u"Moderator <moderator@adjutant.invalid>" && m.header("cc").isEmpty(), qPrintable(file));
            }
        }
        QCOMPARE(moderatorCopies, 1);
        QCOMPARE(sorted(delivered), e.recipients);
    }
}

void TestApCli::messagesUtf8Body()
{
    const QByteArray text = "Grüße aus Köln – ½ of Terra for Þór";
    QVERIFY(writeBytes(path(QStringLiteral("r.ap")), "ROUND 4\nPLAYER Bob\nNOTEBOARD to=Alice \"" + text + "\"\n"));
    const QString dir = path(QStringLiteral("mail"));
    QCOMPARE(cli({QStringLiteral("ap"), kExampleGame, path(QStringLiteral("r.ap")), QStringLiteral("--messages"), dir},
                 m_dir->path()).status, 0);
    const QList<Mail> all = mails(dir);
    QCOMPARE(all.size(), 1); // one noteboard: to Alice, Cc the moderator
    for (const Mail &m : all) {
        // Quoted-printable (RFC 2045 6.7): soft line breaks "=" CRLF, octets as =XX.
        QByteArray body = m.body;
        body.replace("=\r\n", "");
        QByteArray decoded;
        for (qsizetype i = 0; i < body.size(); ++i) {
            if (body[i] != '=') {
                decoded += body[i];
                continue;
            }
            decoded += QByteArray::fromHex(body.mid(i + 1, 2));
            i += 2;
        }
        QCOMPARE(decoded.trimmed(), text);
        QCOMPARE(m.header("content-transfer-encoding").toLower(), QStringLiteral("quoted-printable"));
        QVERIFY(m.raw.left(m.raw.indexOf("\r\n\r\n")).contains("\r\n")); // RFC 5322 line ends
    }
}

// "Resolving the same input twice gives byte-identical output."
void TestApCli::outputIsDeterministic()
{
    const QString game = QStringLiteral(ADJ_GAMES_DIR "/forum.json");
    const QString spends = QStringLiteral(ADJ_GAMES_DIR "/forum-round4.ap");
    for (const char *run : {"a", "b"}) {
        const QString d = path(QString::fromLatin1(run));
        QCOMPARE(cli({QStringLiteral("ap"), game, spends, QStringLiteral("-o"), d + QStringLiteral("/next.json"),
                      QStringLiteral("--messages"), d + QStringLiteral("/mail")}, m_dir->path()).status, 0);
    }
    const QStringList names = QDir(path(QStringLiteral("a/mail"))).entryList(QDir::Files, QDir::Name);
    QVERIFY(!names.isEmpty());
    QCOMPARE(QDir(path(QStringLiteral("b/mail"))).entryList(QDir::Files, QDir::Name), names);
    for (const QString &n : names)
        QVERIFY2(fileBytes(path(QStringLiteral("a/mail/") + n)) == fileBytes(path(QStringLiteral("b/mail/") + n)), qPrintable(n));
    QCOMPARE(fileBytes(path(QStringLiteral("a/next.json"))), fileBytes(path(QStringLiteral("b/next.json"))));
    // Fixed, but not all alike: each of the 11 messages has its own Message-ID.
    QSet<QString> ids;
    for (const Mail &m : mails(path(QStringLiteral("a/mail"))))
        ids.insert(m.header("message-id"));
    QVERIFY(ids.size() >= 11);
}

// The sample forum game, a whole round (sums worked in tst_apledger forumRound4).
void TestApCli::forumRound4()
{
    const CliRun r = cli({QStringLiteral("ap"), QStringLiteral(ADJ_GAMES_DIR "/forum.json"),
                       QStringLiteral(ADJ_GAMES_DIR "/forum-round4.ap"), QStringLiteral("--json"), QStringLiteral("--messages"),
                       path(QStringLiteral("mail"))}, m_dir->path());
    QCOMPARE(r.status, 0);
    const QJsonArray players = QJsonDocument::fromJson(r.out.toUtf8()).object().value(u"players").toArray();
    QCOMPARE(players.size(), 5);
    const struct { const char *name; int total; } expected[] = {
        {"Alice", 11}, {"Bob", 9}, {"Carol", 11}, {"Dave", 17}, {"Eve", 20}};
    for (int i = 0; i < 5; ++i) {
        QCOMPARE(players[i].toObject().value(u"name").toString(), QString::fromLatin1(expected[i].name));
        QCOMPARE(players[i].toObject().value(u"total").toInt(), expected[i].total);
    }
    // 11 messages were done (Eve's last SECRET passed her total): 6 noteboards, one file
    // each; 3 secrets and 2 gossips, one moderator's copy each plus one file per recipient:
    // secrets 1+4+2, gossip 5+5 (every player).
    const QList<Mail> all = mails(path(QStringLiteral("mail")));
    QCOMPARE(all.size(), 6 + 5 + 7 + 10);
    QSet<QString> copies;
    for (const Mail &m : all)
        if (addressesModerator(m))
            copies.insert(m.header("message-id"));
    QCOMPARE(copies.size(), 11);
}

// docs/rules.md §6, RC-EMBARGOLIFE: a player is embargoed in the next round if and
// only if a done INITIATE-, JOIN- or MAINTAIN-EMBARGO of this round names them.
// Four rounds through -o NEXT.json, each read by the next run.
void TestApCli::nextRoundCarriesTheEmbargoes()
{
    const auto embargoed = [](const QString &file) {
        QStringList names;
        const QJsonArray players = QJsonDocument::fromJson(fileBytes(file)).object().value(u"ap").toObject()
                                       .value(u"players").toArray();
        for (const QJsonValue &p : players) {
            const QJsonValue e = p.toObject().value(u"embargoed");
            if (!e.isBool())
                return QStringList{QStringLiteral("no embargoed field")};
            if (e.toBool())
                names.append(p.toObject().value(u"name").toString());
        }
        return names;
    };
    const struct { int round; const char *spends; QStringList next; } rounds[] = {
        {4, "PLAYER Bob\nINITIATE-EMBARGO target=Alice\n", {QStringLiteral("Alice")}},
        {5, "PLAYER Bob\nMAINTAIN-EMBARGO target=Alice\n", {QStringLiteral("Alice")}},
        {6, "PLAYER Carol\nJOIN-EMBARGO target=Alice\nPLAYER Bob\nINITIATE-EMBARGO target=Dave\n",
         {QStringLiteral("Alice"), QStringLiteral("Dave")}},
        // Nobody renews Alice's; a JOIN of an embargo on Carol is rejected (there is none).
        {7, "PLAYER Bob\nMAINTAIN-EMBARGO target=Dave\nJOIN-EMBARGO target=Carol\n", {QStringLiteral("Dave")}},
        {8, "", {}},
    };
    QString game = kExampleGame;
    for (const auto &r : rounds) {
        const QString spends = path(QStringLiteral("r%1.ap").arg(r.round));
        QVERIFY(writeBytes(spends, QByteArray("ROUND ") + QByteArray::number(r.round) + '\n' + r.spends));
        const QString next = path(QStringLiteral("round%1.json").arg(r.round + 1));
        const CliRun run = cli({QStringLiteral("ap"), game, spends, QStringLiteral("-o"), next}, m_dir->path());
        QCOMPARE(run.status, 0);
        QCOMPARE(embargoed(next), r.next);
        // The ledger says the same as the file.
        QVERIFY2(run.out.contains(r.next.isEmpty()
                     ? QStringLiteral("No embargo in round %1").arg(r.round + 1)
                     : QStringLiteral("Embargoed in round %1: %2").arg(r.round + 1).arg(r.next.join(QStringLiteral(", ")))),
                 qPrintable(run.out));
        game = next;
    }
}

QTEST_GUILESS_MAIN(TestApCli)
#include "tst_apcli.moc"
