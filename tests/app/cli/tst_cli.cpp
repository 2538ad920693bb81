// adjutant-cli check and resolve, driven as a script would (docs/formats.md
// "Command line"): exit status, output files, and nothing written on errors.
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include "TestSupport.h"

#include <sys/stat.h>

using namespace adj::test;

namespace {

const QByteArray kGame = R"({"format": "adjutant-game", "version": 1, "name": "cli", "ruleset": "dark-age", "turn": 2, "seed": 7,
  "options": {}, "order": ["NOR", "MER"],
  "nations": [{"code": "NOR", "name": "Northumbria", "bp": 20}, {"code": "MER", "name": "Mercia", "bp": 10}],
  "areas": [
    {"code": "YRS", "kind": "land", "terrain": "lowland", "popLimit": 6, "owner": "NOR", "population": 3, "armies": 4},
    {"code": "LNS", "kind": "land", "terrain": "lowland", "popLimit": 6, "owner": "MER", "population": 2, "armies": 1},
    {"code": "NTH", "kind": "sea", "owner": "NOR", "ships": 1}],
  "borders": [["YRS", "LNS"], ["YRS", "NTH"]]}
)";

const QByteArray kOrders = "NATION NOR\n1 MOVE YRS LNS 4\n2 PILLAGE LNS\n16 ORDER\nNATION MER\n1 LEVY LNS - 1\n";

} // namespace

class TestCli : public QObject
{
    Q_OBJECT
private slots:
    void init();
    void usageErrorsExitTwo();
    void checkCleanExitsZero();
    void checkProblemsExitOne();
    void checkListsProblemsByFileThenLine();
    void aSlotUsedAgainInALaterFileFails();
    void checkBadGameExitsOne();
    void checkLongKeyOverALongArray();
    void rawNulByteInAStringIsAnInputError();
    void checkAcceptsAGoodApObject();
    void checkRefusesABadApObject_data();
    void checkRefusesABadApObject();
    void nonUtf8OrdersIsInputError();
    void resolveWritesEverything();
    void resolveIsDeterministic();
    void resolveWritesNothingOnInputError();
    void numbersOutOfRangeAreInputErrors();
    void specialFilesAreRefusedAtOnce();
    void resolveWritesNothingWhenAnOutputFails();
    void outputNamingAnInputIsBadUsage();
    void oversizedFilesAreRefused();
    void compareShowsWhatAnotherReadingGives();
    void compareRefusesBadSettings_data();
    void compareRefusesBadSettings();
    void newGameFromSpreadsheets();
    void sampleBoardsMakeGames_data();
    void sampleBoardsMakeGames();
    void helpAndVersion();
    void mailInWritesOrdersPerNation();

private:
    std::unique_ptr<QTemporaryDir> m_dir;
    QString path(const QString &name) const { return m_dir->filePath(name); }
};

void TestCli::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(writeBytes(path(QStringLiteral("game.json")), kGame));
    QVERIFY(writeBytes(path(QStringLiteral("turn.orders")), kOrders));
}

void TestCli::usageErrorsExitTwo()
{
    QCOMPARE(cli({}, m_dir->path()).status, 2);
    QCOMPARE(cli({QStringLiteral("frobnicate")}, m_dir->path()).status, 2);
    QCOMPARE(cli({QStringLiteral("check")}, m_dir->path()).status, 2);
    // resolve without -o
    QCOMPARE(cli({QStringLiteral("resolve"), QStringLiteral("game.json"), QStringLiteral("turn.orders")}, m_dir->path()).status, 2);
    QCOMPARE(cli({QStringLiteral("resolve"), QStringLiteral("game.json"), QStringLiteral("-o")}, m_dir->path()).status, 2);
    QCOMPARE(cli({QStringLiteral("resolve"), QStringLiteral("game.json"), QStringLiteral("--bogus"), QStringLiteral("-o"), QStringLiteral("n.json")}, m_dir->path()).status, 2);
    QVERIFY(!QFile::exists(path(QStringLiteral("n.json"))));
}

void TestCli::checkCleanExitsZero()
{
    QVERIFY(writeBytes(path(QStringLiteral("good.orders")), "NATION NOR\n1 LEVY YRS - 2\n"));
    const CliRun r = cli({QStringLiteral("check"), QStringLiteral("game.json"), QStringLiteral("good.orders")}, m_dir->path());
    QCOMPARE(r.status, 0);
    QVERIFY(r.out.isEmpty());
}

void TestCli::checkProblemsExitOne()
{
    QVERIFY(writeBytes(path(QStringLiteral("bad.orders")), "NATION NOR\n1 PILLAGE YRS\n2 MOVE YRS QQQ 1\n3 LEVY YRS - 1\n"));
    const CliRun r = cli({QStringLiteral("check"), QStringLiteral("game.json"), QStringLiteral("bad.orders")}, m_dir->path());
    QCOMPARE(r.status, 1);
    const QStringList lines = r.out.trimmed().split(u'\n');
    QCOMPARE(lines.size(), 2);
    QVERIFY(lines[0].startsWith(u"bad.orders:2: ") && lines[0].contains(u"PILLAGE"));
    QVERIFY(lines[1].startsWith(u"bad.orders:3: ") && lines[1].contains(u"QQQ"));
}

void TestCli::checkListsProblemsByFileThenLine()
{
    // In each file a map problem (line 2) and a parse problem (line 3): by
    // file in the order given, not by name, then by line.
    const QStringList files = {QStringLiteral("z.orders"), QStringLiteral("a.orders"), QStringLiteral("m.orders")};
    const QStringList nations = {QStringLiteral("NOR"), QStringLiteral("MER"), QStringLiteral("NOR")};
    for (int i = 0; i < files.size(); ++i)
        QVERIFY(writeBytes(path(files[i]), QStringLiteral("NATION %1\n%2 MOVE YRS QQQ 1\n%3 PILLAGE YRS\n")
                                               .arg(nations[i]).arg(2 * i + 1).arg(2 * i + 2).toUtf8()));
    const CliRun r = cli(QStringList{QStringLiteral("check"), QStringLiteral("game.json")} + files, m_dir->path());
    QCOMPARE(r.status, 1);
    QStringList where;
    for (const QString &line : r.out.trimmed().split(u'\n'))
        where.append(line.section(u':', 0, 1));
    QCOMPARE(where, QStringList({QStringLiteral("z.orders:2"), QStringLiteral("z.orders:3"), QStringLiteral("a.orders:2"),
                                 QStringLiteral("a.orders:3"), QStringLiteral("m.orders:2"), QStringLiteral("m.orders:3")}));
}

void TestCli::aSlotUsedAgainInALaterFileFails()
{
    // docs/formats.md "Orders": a second block for the same nation continues it,
    // and a slot used twice is a failed line, also across the files given
    // together (a player's corrected second mail). NOR levies once, not twice.
    QVERIFY(writeBytes(path(QStringLiteral("first.orders")), "NATION NOR\n1 LEVY YRS - 1\n"));
    QVERIFY(writeBytes(path(QStringLiteral("second.orders")), "NATION NOR\n1 LEVY YRS - 2\n2 LEVY YRS - 1\n"));
    const QStringList files = {QStringLiteral("first.orders"), QStringLiteral("second.orders")};
    const CliRun checked = cli(QStringList{QStringLiteral("check"), QStringLiteral("game.json")} + files, m_dir->path());
    QCOMPARE(checked.status, 1);
    QVERIFY2(checked.out.startsWith(QStringLiteral("second.orders:2: ")) && checked.out.contains(QStringLiteral("used twice"))
                 && checked.out.contains(QStringLiteral("first.orders")),
             qPrintable(checked.out));
    QCOMPARE(checked.out.trimmed().split(u'\n').size(), 1);

    const CliRun r = cli(QStringList{QStringLiteral("resolve"), QStringLiteral("game.json")} + files
                             + QStringList{QStringLiteral("-o"), QStringLiteral("next.json"), QStringLiteral("--events"),
                                           QStringLiteral("events.jsonl")},
                         m_dir->path());
    QCOMPARE(r.status, 0);
    int levies = 0, failed = 0;
    for (const QByteArray &line : fileBytes(path(QStringLiteral("events.jsonl"))).trimmed().split('\n')) {
        const QJsonObject o = QJsonDocument::fromJson(line).object();
        if (o.value(u"nation").toString() != u"NOR" || !o.value(u"order").toString().startsWith(u"LEVY"))
            continue;
        if (o.value(u"outcome").toString() == u"failed") {
            ++failed;
            QVERIFY(o.value(u"reason").toString().contains(QStringLiteral("used twice")));
            QCOMPARE(o.value(u"slot").toInt(), 1);
        } else {
            ++levies;
        }
    }
    QCOMPARE(levies, 2);  // slot 1 from the first file, slot 2 from the second
    QCOMPARE(failed, 1);  // slot 1 again
}

void TestCli::checkBadGameExitsOne()
{
    QByteArray bad = kGame;
    bad.replace("\"owner\": \"MER\"", "\"owner\": \"XXX\"");
    QVERIFY(writeBytes(path(QStringLiteral("bad.json")), bad));
    const CliRun r = cli({QStringLiteral("check"), QStringLiteral("bad.json")}, m_dir->path());
    QCOMPARE(r.status, 1);
    QVERIFY2(r.err.contains(u"bad.json:6: areas[1].owner: unknown nation \"XXX\""), qPrintable(r.err));
}

// The 525 KB game that made check ask for 40 GB has one unknown
// field, a warning: check prints it with its line and finds no problem.
void TestCli::checkLongKeyOverALongArray()
{
    QVERIFY(writeBytes(path(QStringLiteral("long.json")), withLongKeyArray(kGame)));
    const CliRun r = cli({QStringLiteral("check"), QStringLiteral("long.json")}, m_dir->path());
    QCOMPARE(r.status, 0);
    QCOMPARE(r.out, QStringLiteral("long.json:2: warning: %1: unknown field, kept as it is\n").arg(LongKey));
    QVERIFY2(r.err.contains(u"no problems"), qPrintable(r.err));
}

// Found by fuzz-gamejson (docs/fuzzing.md): a NUL byte as it is inside a
// string was read, and the NEXT.json written from it was then refused.
void TestCli::rawNulByteInAStringIsAnInputError()
{
    QByteArray game = kGame;
    QVERIFY(writeBytes(path(QStringLiteral("nul.json")), game.replace("\"name\": \"cli\"", QByteArray("\"name\": \"c") + '\0' + "li\"")));
    const CliRun r = cli({QStringLiteral("resolve"), QStringLiteral("nul.json"), QStringLiteral("turn.orders"),
                          QStringLiteral("-o"), QStringLiteral("next.json")}, m_dir->path());
    QCOMPARE(r.status, 1);
    QVERIFY2(r.err.contains(u"nul.json:1: name: the string holds a NUL character"), qPrintable(r.err));
    QVERIFY(!QFile::exists(path(QStringLiteral("next.json"))));
}

// The ap object is part of the game file (docs/formats.md "The ap object of a
// game"): check and resolve read it as ap does.
const QString kApGame = QStringLiteral(ADJ_DATA_DIR "/ap/example.json");

void TestCli::checkAcceptsAGoodApObject()
{
    const CliRun r = cli({QStringLiteral("check"), kApGame}, m_dir->path());
    QCOMPARE(r.status, 0);
    QVERIFY(r.out.isEmpty());
}

void TestCli::checkRefusesABadApObject_data()
{
    QTest::addColumn<QByteArray>("from");
    QTest::addColumn<QByteArray>("to");
    QTest::addColumn<QString>("where");
    QTest::addColumn<QString>("words");
    QTest::newRow("attribute of the wrong type") << QByteArray("\"combat\": 3") << QByteArray("\"combat\": \"three\"")
                                                 << "ap.json:16: ap.players[0].combat: " << "must be a number";
    QTest::newRow("round out of range") << QByteArray("\"round\": 4") << QByteArray("\"round\": 0")
                                        << "ap.json:14: ap.round: " << "from 1 to";
    QTest::newRow("money above the range") << QByteArray("\"money\": 100,") << QByteArray("\"money\": 1000000000000001,")
                                           << "ap.json:17: ap.players[1].money: " << "1000000000000001";
    QTest::newRow("players missing") << QByteArray("\"players\": [") << QByteArray("\"others\": [")
                                     << "ap.json:13: ap.players: " << "required";
    QTest::newRow("a player twice") << QByteArray("\"name\": \"Alice\"") << QByteArray("\"name\": \"bob\"")
                                    << "ap.json:17: ap.players[1].name: " << "duplicate player";
}

void TestCli::checkRefusesABadApObject()
{
    QFETCH(QByteArray, from);
    QFETCH(QByteArray, to);
    QFETCH(QString, where);
    QFETCH(QString, words);
    QByteArray game = fileBytes(kApGame);
    QVERIFY(game.contains(from));
    QVERIFY(writeBytes(path(QStringLiteral("ap.json")), game.replace(from, to)));
    const CliRun r = cli({QStringLiteral("check"), QStringLiteral("ap.json")}, m_dir->path());
    QCOMPARE(r.status, 1);
    bool found = false;
    for (const QString &line : r.err.split(u'\n'))
        found = found || (line.startsWith(where) && line.contains(words));
    QVERIFY2(found, qPrintable(r.err));
    // resolve reads the game the same way, and writes nothing.
    const CliRun resolved = cli({QStringLiteral("resolve"), QStringLiteral("ap.json"), QStringLiteral("-o"), QStringLiteral("next.json")}, m_dir->path());
    QCOMPARE(resolved.status, 1);
    QVERIFY(!QFile::exists(path(QStringLiteral("next.json"))));
}

void TestCli::nonUtf8OrdersIsInputError()
{
    QVERIFY(writeBytes(path(QStringLiteral("latin1.orders")), "NATION NOR\n# caf\xe9\n1 LEVY YRS - 1\n"));
    const CliRun r = cli({QStringLiteral("resolve"), QStringLiteral("game.json"), QStringLiteral("latin1.orders"),
                       QStringLiteral("-o"), QStringLiteral("next.json")}, m_dir->path());
    QCOMPARE(r.status, 1);
    QVERIFY2(r.err.contains(u"latin1.orders:2: ") && r.err.contains(u"UTF-8"), qPrintable(r.err));
    QVERIFY(!QFile::exists(path(QStringLiteral("next.json"))));
}

void TestCli::resolveWritesEverything()
{
    const CliRun r = cli({QStringLiteral("resolve"), QStringLiteral("game.json"), QStringLiteral("turn.orders"), QStringLiteral("-o"),
                       QStringLiteral("next.json"), QStringLiteral("--events"), QStringLiteral("events.jsonl"),
                       QStringLiteral("--reports"), QStringLiteral("reports")}, m_dir->path());
    QCOMPARE(r.status, 0);
    const QJsonObject next = QJsonDocument::fromJson(fileBytes(path(QStringLiteral("next.json")))).object();
    QCOMPARE(next.value(u"turn").toInt(), 3);
    // The bad line is a failed action in NOR's report, not an input error.
    const QString nor = QString::fromUtf8(fileBytes(path(QStringLiteral("reports/NOR.txt"))));
    QVERIFY2(nor.contains(u"PILLAGE") && nor.contains(u"failed"), qPrintable(nor));
    QVERIFY(QFile::exists(path(QStringLiteral("reports/MER.txt"))));
    // Every line of the step log is a JSON object with the docs/formats.md keys.
    const QList<QByteArray> lines = fileBytes(path(QStringLiteral("events.jsonl"))).trimmed().split('\n');
    QVERIFY(lines.size() >= 4);
    int index = 0;
    for (const QByteArray &line : lines) {
        const QJsonObject o = QJsonDocument::fromJson(line).object();
        QCOMPARE(o.value(u"step").toInt(), ++index);
        for (const char *key : {"slot", "nation", "order", "outcome", "reason", "cost", "changes"})
            QVERIFY2(o.contains(QLatin1String(key)), key);
        if (o.value(u"slot").isNull())
            QVERIFY(o.contains(u"phase"));
    }
    // NOR's MOVE of 4 against 1 army + 2 population: a battle record with rounds.
    const QJsonObject move = QJsonDocument::fromJson(lines[0]).object();
    QCOMPARE(move.value(u"order").toString(), QStringLiteral("MOVE YRS LNS 4"));
    QVERIFY(move.value(u"battle").toObject().value(u"rounds").toArray().size() == 1);
}

void TestCli::resolveIsDeterministic()
{
    const QStringList common = {QStringLiteral("resolve"), QStringLiteral("game.json"), QStringLiteral("turn.orders")};
    QVERIFY(cli(common + QStringList{QStringLiteral("-o"), QStringLiteral("a.json"), QStringLiteral("--events"), QStringLiteral("a.jsonl"), QStringLiteral("--reports"), QStringLiteral("ra")}, m_dir->path()).status == 0);
    QVERIFY(cli(common + QStringList{QStringLiteral("-o"), QStringLiteral("b.json"), QStringLiteral("--events"), QStringLiteral("b.jsonl"), QStringLiteral("--reports"), QStringLiteral("rb")}, m_dir->path()).status == 0);
    QCOMPARE(fileBytes(path(QStringLiteral("a.json"))), fileBytes(path(QStringLiteral("b.json"))));
    QCOMPARE(fileBytes(path(QStringLiteral("a.jsonl"))), fileBytes(path(QStringLiteral("b.jsonl"))));
    QCOMPARE(fileBytes(path(QStringLiteral("ra/NOR.txt"))), fileBytes(path(QStringLiteral("rb/NOR.txt"))));
    QCOMPARE(fileBytes(path(QStringLiteral("ra/MER.txt"))), fileBytes(path(QStringLiteral("rb/MER.txt"))));
}

void TestCli::resolveWritesNothingOnInputError()
{
    QVERIFY(writeBytes(path(QStringLiteral("next.json")), "previous"));
    QByteArray bad = kGame;
    bad.replace("\"turn\": 2", "\"turn\": \"two\"");
    QVERIFY(writeBytes(path(QStringLiteral("bad.json")), bad));
    const CliRun r = cli({QStringLiteral("resolve"), QStringLiteral("bad.json"), QStringLiteral("turn.orders"), QStringLiteral("-o"),
                       QStringLiteral("next.json"), QStringLiteral("--events"), QStringLiteral("e.jsonl")}, m_dir->path());
    QCOMPARE(r.status, 1);
    QVERIFY(r.err.contains(u"bad.json:1: turn: must be a number"));
    QCOMPARE(fileBytes(path(QStringLiteral("next.json"))), QByteArray("previous"));
    QVERIFY(!QFile::exists(path(QStringLiteral("e.jsonl"))));
    // A missing orders file is an input error too.
    QCOMPARE(cli({QStringLiteral("resolve"), QStringLiteral("game.json"), QStringLiteral("nope.orders"), QStringLiteral("-o"),
                  QStringLiteral("next.json")}, m_dir->path()).status, 1);
    QCOMPARE(fileBytes(path(QStringLiteral("next.json"))), QByteArray("previous"));
}

void TestCli::numbersOutOfRangeAreInputErrors()
{
    // docs/formats.md "Ranges": 2147483648 armies would wrap to a negative int.
    QByteArray big = kGame;
    big.replace("\"population\": 3, \"armies\": 4", "\"population\": 3, \"armies\": 2147483648");
    QVERIFY(writeBytes(path(QStringLiteral("big.json")), big));
    const CliRun check = cli({QStringLiteral("check"), QStringLiteral("big.json"), QStringLiteral("turn.orders")}, m_dir->path());
    QCOMPARE(check.status, 1);
    QVERIFY2(check.err.contains(u"big.json:5: areas[0].armies: must be a whole number from 0 to 1,000,000, not 2147483648"),
             qPrintable(check.err));
    const CliRun resolve = cli({QStringLiteral("resolve"), QStringLiteral("big.json"), QStringLiteral("turn.orders"),
                                QStringLiteral("-o"), QStringLiteral("next.json")}, m_dir->path());
    QCOMPARE(resolve.status, 1);
    QVERIFY(!QFile::exists(path(QStringLiteral("next.json"))));
}

// Regular files only: a device, a pipe or a folder is never read (docs/formats.md:
// an input that cannot be read is an input error).
void TestCli::specialFilesAreRefusedAtOnce()
{
    const CliRun zero = cli({QStringLiteral("check"), QStringLiteral("game.json"), QStringLiteral("/dev/zero")}, m_dir->path());
    QCOMPARE(zero.status, 1);
    QVERIFY2(zero.err.contains(u"/dev/zero: is not a regular file (a device, a pipe or a socket)"), qPrintable(zero.err));
    const CliRun folder = cli({QStringLiteral("check"), QStringLiteral("game.json"), m_dir->path()}, m_dir->path());
    QCOMPARE(folder.status, 1);
    QVERIFY2(folder.err.contains(m_dir->path() + QStringLiteral(": is not a regular file (a folder)")), qPrintable(folder.err));
    // A pipe with no writer: opening it would wait for ever.
    QCOMPARE(::mkfifo(QFile::encodeName(path(QStringLiteral("pipe.orders"))).constData(), 0600), 0);
    const CliRun pipe = cli({QStringLiteral("resolve"), QStringLiteral("game.json"), QStringLiteral("pipe.orders"),
                             QStringLiteral("-o"), QStringLiteral("next.json")}, m_dir->path());
    QCOMPARE(pipe.status, 1);
    QVERIFY2(pipe.err.contains(u"pipe.orders: is not a regular file"), qPrintable(pipe.err));
    QVERIFY(!QFile::exists(path(QStringLiteral("next.json"))));
    // The game file too.
    const CliRun game = cli({QStringLiteral("check"), QStringLiteral("/dev/zero")}, m_dir->path());
    QCOMPARE(game.status, 1);
    QVERIFY2(game.err.contains(u"/dev/zero: is not a regular file"), qPrintable(game.err));
}

void TestCli::oversizedFilesAreRefused()
{
    // Sparse files one byte over the caps (16 MiB orders, 64 MiB game).
    QFile orders(path(QStringLiteral("big.orders")));
    QVERIFY(orders.open(QIODevice::WriteOnly) && orders.resize((qint64(16) << 20) + 1));
    orders.close();
    const CliRun r = cli({QStringLiteral("resolve"), QStringLiteral("game.json"), QStringLiteral("big.orders"),
                          QStringLiteral("-o"), QStringLiteral("next.json")}, m_dir->path());
    QCOMPARE(r.status, 1);
    QVERIFY2(r.err.contains(u"big.orders: is larger than 16 MiB (16,777,216 bytes), the most an orders or spends file may be"),
             qPrintable(r.err));
    QVERIFY(!QFile::exists(path(QStringLiteral("next.json"))));

    QFile game(path(QStringLiteral("big.json")));
    QVERIFY(game.open(QIODevice::WriteOnly) && game.resize((qint64(64) << 20) + 1));
    game.close();
    const CliRun g = cli({QStringLiteral("check"), QStringLiteral("big.json")}, m_dir->path());
    QCOMPARE(g.status, 1);
    QVERIFY2(g.err.contains(u"big.json: is larger than 64 MiB (67,108,864 bytes), the most a game file may be"), qPrintable(g.err));
}

// "Nothing is written on exit 1": when NEXT.json cannot be written, the step
// log and the reports are not written either.
void TestCli::resolveWritesNothingWhenAnOutputFails()
{
    QVERIFY(writeBytes(path(QStringLiteral("events.jsonl")), "the old step log\n"));
    QVERIFY(writeBytes(path(QStringLiteral("blocker")), "a file, not a folder"));
    const QStringList before = QDir(m_dir->path()).entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot);
    const CliRun r = cli({QStringLiteral("resolve"), QStringLiteral("game.json"), QStringLiteral("turn.orders"),
                          QStringLiteral("-o"), QStringLiteral("blocker/next.json"), QStringLiteral("--events"),
                          QStringLiteral("events.jsonl"), QStringLiteral("--reports"), QStringLiteral("reports/turn2")},
                         m_dir->path());
    QCOMPARE(r.status, 1);
    QVERIFY2(r.err.contains(u"blocker/next.json: cannot create the folder"), qPrintable(r.err));
    QCOMPARE(fileBytes(path(QStringLiteral("events.jsonl"))), QByteArray("the old step log\n"));
    // No report, no reports folder, no temporary file left behind.
    QCOMPARE(QDir(m_dir->path()).entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot), before);
}

// docs/formats.md: bad usage (2) writes nothing; an output over an input is bad usage.
void TestCli::outputNamingAnInputIsBadUsage()
{
    const QByteArray game = fileBytes(path(QStringLiteral("game.json")));
    const QByteArray orders = fileBytes(path(QStringLiteral("turn.orders")));
    QVERIFY(QFile::link(path(QStringLiteral("game.json")), path(QStringLiteral("link.json"))));
    const QList<QStringList> runs = {
        {QStringLiteral("-o"), QStringLiteral("game.json")},
        {QStringLiteral("-o"), QStringLiteral("./sub/../game.json")},
        {QStringLiteral("-o"), path(QStringLiteral("game.json"))},
        {QStringLiteral("-o"), QStringLiteral("link.json")},
        {QStringLiteral("-o"), QStringLiteral("next.json"), QStringLiteral("--events"), QStringLiteral("turn.orders")},
        {QStringLiteral("-o"), QStringLiteral("next.json"), QStringLiteral("--events"), QStringLiteral("next.json")},
    };
    QDir(m_dir->path()).mkdir(QStringLiteral("sub"));
    for (const QStringList &outputs : runs) {
        const CliRun r = cli(QStringList{QStringLiteral("resolve"), QStringLiteral("game.json"), QStringLiteral("turn.orders")}
                                 + outputs, m_dir->path());
        QVERIFY2(r.status == 2, qPrintable(outputs.join(u' ') + QStringLiteral(": ") + r.err));
        QVERIFY2(r.err.contains(u"is also an input") || r.err.contains(u"two outputs"), qPrintable(r.err));
    }
    QCOMPARE(fileBytes(path(QStringLiteral("game.json"))), game);
    QCOMPARE(fileBytes(path(QStringLiteral("turn.orders"))), orders);
    QVERIFY(!QFile::exists(path(QStringLiteral("next.json"))));
}

// What if (docs/formats.md `compare`; RC-ROUND): NOR's 3 armies MOVE against 2
// MER armies in TGT (no population, no forts). Under floorSum MER loses
// floor(½·3 + ½·(3 − 2)) = 2, every army: NOR takes TGT with 3 − floor(½·2) = 2.
// Under floorEach MER loses floor(1.5) + floor(0.5) = 1: TGT holds with 1 army
// and NOR's 2 survivors go back to ORG. The winner changes.
void TestCli::compareShowsWhatAnotherReadingGives()
{
    const QString game = QStringLiteral(ADJ_DATA_DIR "/whatif/game.json");
    const QString orders = QStringLiteral(ADJ_DATA_DIR "/whatif/orders.txt");
    const CliRun json = cli({QStringLiteral("compare"), game, orders, QStringLiteral("--set"),
                             QStringLiteral("lossRounding=floorEach"), QStringLiteral("--json")});
    QCOMPARE(json.status, 0);
    const QJsonObject o = QJsonDocument::fromJson(json.out.toUtf8()).object();
    QCOMPARE(o.value(u"firstDifference").toInt(), 1);
    const QJsonArray steps = o.value(u"steps").toArray();
    QCOMPARE(steps.size(), 1);
    const QJsonObject a = steps[0].toObject().value(u"a").toObject().value(u"battle").toObject();
    const QJsonObject b = steps[0].toObject().value(u"b").toObject().value(u"battle").toObject();
    QCOMPARE(a.value(u"won").toBool(), true);
    QCOMPARE(b.value(u"won").toBool(), false);
    QCOMPARE(b.value(u"rounds").toArray()[0].toObject().value(u"dLoss").toInt(), 1);
    QHash<QString, QPair<QJsonValue, QJsonValue>> state;
    for (const QJsonValue &v : o.value(u"state").toArray())
        state.insert(v[u"path"].toString(), {v[u"a"], v[u"b"]});
    QCOMPARE(state.value(QStringLiteral("area:TGT.owner")), (QPair<QJsonValue, QJsonValue>(QStringLiteral("NOR"), QStringLiteral("MER"))));
    QCOMPARE(state.value(QStringLiteral("area:TGT.armies")), (QPair<QJsonValue, QJsonValue>(2, 1)));
    QCOMPARE(state.value(QStringLiteral("area:ORG.armies")), (QPair<QJsonValue, QJsonValue>(0, 2)));
    QVERIFY2(!state.contains(QStringLiteral("options")), "the reading itself is not a difference");

    const CliRun text = cli({QStringLiteral("compare"), game, orders, QStringLiteral("--set"), QStringLiteral("lossRounding=floorEach")});
    QCOMPARE(text.status, 0);
    QVERIFY2(text.out.contains(u"first difference: step 1"), qPrintable(text.out));
    QVERIFY2(text.out.contains(u"area:TGT.owner: a \"NOR\", b \"MER\""), qPrintable(text.out));

    // The same reading again: nothing differs.
    const CliRun same = cli({QStringLiteral("compare"), game, orders, QStringLiteral("--set"),
                             QStringLiteral("lossRounding=floorSum"), QStringLiteral("--json")});
    QCOMPARE(same.status, 0);
    QVERIFY(QJsonDocument::fromJson(same.out.toUtf8()).object().value(u"firstDifference").isNull());
}

// An unknown key or a bad value is bad usage (2), with nothing on stdout.
void TestCli::compareRefusesBadSettings_data()
{
    QTest::addColumn<QStringList>("settings");
    QTest::addColumn<QString>("said");
    QTest::newRow("unknown key") << QStringList{QStringLiteral("--set"), QStringLiteral("lossRound=floorEach")} << QStringLiteral("lossRound");
    QTest::newRow("unknown choice") << QStringList{QStringLiteral("--set"), QStringLiteral("lossRounding=ceil")} << QStringLiteral("ceil");
    QTest::newRow("fraction") << QStringList{QStringLiteral("--set"), QStringLiteral("ambushFactor=1.5")} << QStringLiteral("whole number");
    QTest::newRow("Empires only") << QStringList{QStringLiteral("--set"), QStringLiteral("leftover=armyAll")} << QStringLiteral("armyAll");
    QTest::newRow("no value") << QStringList{QStringLiteral("--set"), QStringLiteral("lossRounding")} << QStringLiteral("KEY=VALUE");
    QTest::newRow("no --set") << QStringList{} << QStringLiteral("usage");
}

void TestCli::compareRefusesBadSettings()
{
    QFETCH(QStringList, settings);
    QFETCH(QString, said);
    const CliRun r = cli(QStringList{QStringLiteral("compare"), QStringLiteral(ADJ_DATA_DIR "/whatif/game.json"),
                                     QStringLiteral(ADJ_DATA_DIR "/whatif/orders.txt")} + settings);
    QCOMPARE(r.status, 2);
    QVERIFY(r.out.isEmpty());
    QVERIFY2(r.err.contains(said), qPrintable(r.err));
}

// `new` (docs/formats.md): the shipped Britain sheets make a game `check` accepts;
// bad sheets exit 1 with every problem and write nothing; an unknown ruleset
// is bad usage.
void TestCli::newGameFromSpreadsheets()
{
    const QString maps = QStringLiteral(ADJ_MAPS_DIR "/britain/");
    const QString out = path(QStringLiteral("made.json"));
    const CliRun made = cli({QStringLiteral("new"), QStringLiteral("--areas"), maps + QStringLiteral("areas.csv"),
                             QStringLiteral("--borders"), maps + QStringLiteral("borders.csv"), QStringLiteral("--nations"),
                             maps + QStringLiteral("nations.csv"), QStringLiteral("--ruleset"), QStringLiteral("dark-age"),
                             QStringLiteral("--name"), QStringLiteral("Britain"), QStringLiteral("-o"), out});
    QCOMPARE(made.status, 0);
    const CliRun checked = cli({QStringLiteral("check"), out});
    QVERIFY2(checked.status == 0, qPrintable(checked.out + checked.err));

    const QString bad = QStringLiteral(ADJ_DATA_DIR "/sheets/bad/");
    const QString none = path(QStringLiteral("none.json"));
    const CliRun refused = cli({QStringLiteral("new"), QStringLiteral("--areas"), bad + QStringLiteral("areas.csv"),
                                QStringLiteral("--borders"), bad + QStringLiteral("borders.csv"), QStringLiteral("--nations"),
                                bad + QStringLiteral("nations.csv"), QStringLiteral("--ruleset"), QStringLiteral("dark-age"),
                                QStringLiteral("-o"), none});
    QCOMPARE(refused.status, 1);
    QVERIFY2(refused.err.contains(bad + QStringLiteral("areas.csv:3: kind: unknown kind \"town\"")), qPrintable(refused.err));
    QVERIFY(!QFile::exists(none));

    const CliRun usage = cli({QStringLiteral("new"), QStringLiteral("--areas"), maps + QStringLiteral("areas.csv"),
                              QStringLiteral("--borders"), maps + QStringLiteral("borders.csv"), QStringLiteral("--nations"),
                              maps + QStringLiteral("nations.csv"), QStringLiteral("--ruleset"), QStringLiteral("chess"),
                              QStringLiteral("-o"), none});
    QCOMPARE(usage.status, 2);
    QVERIFY(usage.err.contains(u"unknown ruleset"));
    QVERIFY(!QFile::exists(none));
}

// every board shipped as spreadsheets in resources/maps becomes a
// game with the README's commands (`new`, then `check` and `resolve`), with
// as many areas as its sheet has rows; the Dark Age board has at least 150.
void TestCli::sampleBoardsMakeGames_data()
{
    QTest::addColumn<QString>("board");
    QTest::addColumn<QString>("ruleset");
    QTest::addColumn<int>("atLeast");
    QTest::newRow("britain") << "britain" << "dark-age" << 80;
    QTest::newRow("norden") << "norden" << "dark-age" << 150;
    QTest::newRow("levant") << "levant" << "empires" << 20;
}

void TestCli::sampleBoardsMakeGames()
{
    QFETCH(QString, board);
    QFETCH(QString, ruleset);
    QFETCH(int, atLeast);
    const QString maps = QStringLiteral(ADJ_MAPS_DIR "/%1/").arg(board);
    const QString out = path(board + QStringLiteral(".json")), next = path(board + QStringLiteral("-2.json"));
    const CliRun made = cli({QStringLiteral("new"), QStringLiteral("--areas"), maps + QStringLiteral("areas.csv"),
                             QStringLiteral("--borders"), maps + QStringLiteral("borders.csv"), QStringLiteral("--nations"),
                             maps + QStringLiteral("nations.csv"), QStringLiteral("--ruleset"), ruleset, QStringLiteral("-o"), out});
    QVERIFY2(made.status == 0, qPrintable(made.err));
    const CliRun checked = cli({QStringLiteral("check"), out});
    QVERIFY2(checked.status == 0, qPrintable(checked.out + checked.err));
    const CliRun resolved = cli({QStringLiteral("resolve"), out, QStringLiteral("-o"), next});
    QVERIFY2(resolved.status == 0, qPrintable(resolved.err));

    const int rows = csvDataRows(maps + QStringLiteral("areas.csv"));
    const adj::Game game = readGame(out);
    QCOMPARE(int(game.areas.size()), rows);
    QVERIFY(rows >= atLeast);
    QCOMPARE(game.ruleset, ruleset);
    QCOMPARE(readGame(next).turn, 2);
}

// --version, --help and help per command, as git gives them: on stdout, exit 0.
void TestCli::helpAndVersion()
{
    const CliRun version = cli({QStringLiteral("--version")});
    QCOMPARE(version.status, 0);
    QVERIFY2(version.out.startsWith(u"adjutant-cli ") && version.out.contains(u"Qt "), qPrintable(version.out));
    const CliRun all = cli({QStringLiteral("--help")});
    QCOMPARE(all.status, 0);
    for (const char *name : {"check", "resolve", "compare", "ap", "new", "mail-in", "import-db", "export-db", "check-db", "sheets"}) {
        QVERIFY2(all.out.contains(QStringLiteral("  %1 ").arg(QLatin1String(name))), name);
        for (const QStringList &args : {QStringList{QStringLiteral("help"), QLatin1String(name)},
                                        QStringList{QLatin1String(name), QStringLiteral("--help")}}) {
            const CliRun one = cli(args);
            QCOMPARE(one.status, 0);
            QVERIFY2(one.out.startsWith(QStringLiteral("usage: adjutant-cli %1 ").arg(QLatin1String(name))), qPrintable(one.out));
            QVERIFY2(one.out.contains(u"Exit status:"), qPrintable(one.out));
        }
    }
    const CliRun unknown = cli({QStringLiteral("help"), QStringLiteral("frobnicate")});
    QCOMPARE(unknown.status, 2);
    QVERIFY(unknown.out.isEmpty());
}

// mail-in (docs/formats.md): one orders file per nation from the latest message,
// received / missing / unmatched printed, exit 0 with unmatched mail and a
// file that is no mail; the orders written pass `check`.
void TestCli::mailInWritesOrdersPerNation()
{
    const QString mail = QStringLiteral(ADJ_DATA_DIR "/mail/");
    const QString game = QStringLiteral(ADJ_DATA_DIR "/whatif/game.json");
    const QString out = path(QStringLiteral("orders"));
    const CliRun r = cli({QStringLiteral("mail-in"), game, mail + QStringLiteral("nor-thunderbird.eml"),
                          mail + QStringLiteral("mer-outlook.eml"), mail + QStringLiteral("turn3.mbox"),
                          mail + QStringLiteral("not-a-mail.eml"), QStringLiteral("-o"), out});
    QCOMPARE(r.status, 0);
    QVERIFY2(r.out.contains(u"received 2 of 2"), qPrintable(r.out));
    QVERIFY2(r.out.contains(u"earlier, left out: 2026-11-27 08:00 UTC"), qPrintable(r.out));
    QVERIFY2(r.out.contains(u"unmatched 1:\n  stranger@example.com"), qPrintable(r.out));
    QVERIFY2(r.err.contains(u"not-a-mail.eml"), qPrintable(r.err));
    QCOMPARE(QString::fromUtf8(fileBytes(out + QStringLiteral("/MER.orders"))),
             QStringLiteral("NATION MER\n1 DEFEND TGT\n2 ORDER - - 5\n"));
    QVERIFY(QString::fromUtf8(fileBytes(out + QStringLiteral("/NOR.orders"))).startsWith(u"NATION NOR\n1 MOVE ORG TGT 3 #"));
    const CliRun checked = cli({QStringLiteral("check"), game, out + QStringLiteral("/NOR.orders"), out + QStringLiteral("/MER.orders")});
    QVERIFY2(checked.status == 0, qPrintable(checked.out + checked.err));
}

QTEST_GUILESS_MAIN(TestCli)
#include "tst_cli.moc"
