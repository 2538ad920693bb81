// The JSON interchange form (docs/formats.md "Game file"): round trip, and every
// class of problem reported with file, line and JSON path, all at once.
#include "model/GameJson.h"
#include "TestSupport.h"

#include <QDir>
#include <QJsonArray>
#include <QDirIterator>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace adj;

namespace {

// A small valid game: a city inside its hinterland, a sea, two nations.
QByteArray validGame()
{
    return R"({
  "format": "adjutant-game",
  "version": 1,
  "name": "Test",
  "ruleset": "dark-age",
  "turn": 3,
  "seed": 1234,
  "options": {"cityDefenceBonus": 3},
  "order": ["NOR", "MER"],
  "nations": [
    {"code": "NOR", "name": "Northumbria", "player": "Ann", "email": "ann@example.org", "people": "angle", "traits": [], "bp": 20, "treasury": 0, "armyReserve": 0, "fleetReserve": 0, "vp": 0},
    {"code": "MER", "name": "Mercia", "player": "Bob", "email": "bob@example.org", "people": "angle", "traits": ["x"], "bp": 5, "treasury": 1, "armyReserve": 2, "fleetReserve": 0, "vp": 1}
  ],
  "areas": [
    {"code": "YRK", "name": "York", "kind": "city", "terrain": "town", "hinterland": "YRS", "x": 410, "y": 220, "owner": "NOR", "population": 4, "popLimit": 8, "trade": 2, "forts": 1, "armies": 3, "mode": "retreat", "modeTarget": null},
    {"code": "YRS", "name": "Yorkshire", "kind": "land", "terrain": "lowland", "x": 430, "y": 300, "owner": "NOR", "population": 3, "popLimit": 6, "forts": 0, "armies": 0, "mode": "defend", "modeTarget": null},
    {"code": "LNS", "name": "Lindsey", "kind": "land", "terrain": "wetland", "x": 470, "y": 380, "owner": "MER", "population": 1, "popLimit": 3, "forts": 0, "armies": 1, "mode": "ambush", "modeTarget": "YRS"},
    {"code": "NTH", "name": "North Sea", "kind": "sea", "x": 520, "y": 200, "owner": "NOR", "ships": 2, "armies": 1}
  ],
  "borders": [
    ["YRK", "YRS"],
    ["YRS", "LNS"],
    ["YRS", "NTH"]
  ]
}
)";
}

QStringList problemTexts(const GameRead &r)
{
    QStringList out;
    for (const Problem &p : r.problems)
        out.append(p.toString());
    return out;
}

// The text with one occurrence of `from` replaced.
QByteArray with(const QByteArray &from, const QByteArray &to)
{
    QByteArray text = validGame();
    const qsizetype at = text.indexOf(from);
    Q_ASSERT(at >= 0);
    return text.replace(at, from.size(), to);
}

} // namespace

class TestGameJson : public QObject
{
    Q_OBJECT
private slots:
    void readsEveryField();
    void roundTripIsByteIdentical();
    void stringsOfEveryKindRoundTrip();
    void roundTripOfShippedGames_data();
    void roundTripOfShippedGames();
    void defaultsForMissingFields();
    void malformedJsonNamesLineAndColumn();
    void problems_data();
    void problems();
    void reportsAllProblemsAtOnce();
    void unknownTopLevelFieldIsAWarningAndKept();
    void moderatorAndBoardAreKnown();
    void boardPictureIsReadFromBesideTheFile();
    void newerVersionIsRefused();
    void wholeNumbersWrittenWithAFractionPart();
    void rangeBoundsAreAccepted();
    void longKeyOverALongArrayIsAnUnknownField();
    void problemsPlacedPastALongKeyOverALongArray();
    void duplicateKeysListedUpToALimit();
    void duplicateKeysFoundInLargeObjectsAndThroughEscapes();
    void cleanReaderReadsTheSameGame_data();
    void cleanReaderReadsTheSameGame();
    void cleanReaderLeavesProblemsToTheReportingReader_data();
    void cleanReaderLeavesProblemsToTheReportingReader();
};

void TestGameJson::readsEveryField()
{
    const GameRead r = readGameJson(validGame(), QStringLiteral("t.json"));
    QVERIFY2(r.game, qPrintable(problemTexts(r).join(u'\n')));
    const Game &g = *r.game;
    QCOMPARE(g.turn, 3);
    QCOMPARE(g.seed, 1234);
    QCOMPARE(g.order, QStringList({QStringLiteral("NOR"), QStringLiteral("MER")}));
    QCOMPARE(g.options.value(u"cityDefenceBonus").toInt(), 3);
    QCOMPARE(g.nations.size(), 2);
    QCOMPARE(g.nation(QStringLiteral("MER"))->armyReserve, 2);
    QCOMPARE(g.nation(QStringLiteral("MER"))->traits, QStringList{QStringLiteral("x")});
    const Area *york = g.area(QStringLiteral("YRK"));
    QVERIFY(york);
    QCOMPARE(york->kind, AreaKind::City);
    QCOMPARE(york->hinterland, QStringLiteral("YRS"));
    QCOMPARE(*york->x, 410.0);
    QCOMPARE(york->trade, 2);
    QCOMPARE(york->armies, 3);
    const Area *lns = g.area(QStringLiteral("LNS"));
    QCOMPARE(lns->mode, DefenceMode::Ambush);
    QCOMPARE(lns->modeTarget, QStringLiteral("YRS"));
    QCOMPARE(g.area(QStringLiteral("NTH"))->ships, 2);
    QCOMPARE(g.borders.size(), 3);
}

void TestGameJson::roundTripIsByteIdentical()
{
    // The canonical layout is what writeGameJson produces; reading it back and
    // writing again must give the same bytes, and the same game.
    const GameRead first = readGameJson(validGame(), QStringLiteral("t.json"));
    QVERIFY(first.game);
    const QByteArray written = writeGameJson(*first.game);
    QCOMPARE(written, validGame());
    const GameRead second = readGameJson(written, QStringLiteral("again.json"));
    QVERIFY(second.game);
    QVERIFY(*second.game == *first.game);
}

void TestGameJson::stringsOfEveryKindRoundTrip()
{
    // Names with what JSON must escape (a quote, a backslash, control
    // characters), DEL, and UTF-8 of two, three and four bytes (a UTF-16
    // surrogate pair): written as valid JSON in the same layout, one nation per
    // line, and read back as they were.
    const GameRead plain = readGameJson(validGame(), QStringLiteral("t.json"));
    QVERIFY(plain.game);
    const QStringList names = {QStringLiteral("say \"hi\""), QStringLiteral("back\\slash"),
                               QStringLiteral("tab\there, line\nbreak, \x01 and \x1f"), QStringLiteral("del \x7f"),
                               QStringLiteral("Æthelflæd of Mercia, 北, \U0001F600")};
    for (const QString &name : names) {
        Game g = *plain.game;
        g.nations[1].name = name;
        g.areas[0].name = name;
        const QByteArray written = writeGameJson(g);
        QCOMPARE(written.count('\n'), validGame().count('\n'));
        for (const char c : written)
            QVERIFY2(uchar(c) >= 0x20 || c == '\n', qPrintable(name));
        const GameRead back = readGameJson(written, QStringLiteral("back.json"));
        QVERIFY2(back.game, qPrintable(problemTexts(back).join(u'\n')));
        QCOMPARE(back.game->nations[1].name, name);
        QCOMPARE(back.game->areas[0].name, name);
        QVERIFY(*back.game == g);
    }
}

void TestGameJson::roundTripOfShippedGames_data()
{
    QTest::addColumn<QString>("path");
    QStringList files;
    for (const QString &dir : {QStringLiteral(ADJ_GAMES_DIR), QStringLiteral(ADJ_CASES_DIR)}) {
        QDirIterator it(dir, {QStringLiteral("*.json")}, QDir::Files, QDirIterator::Subdirectories);
        while (it.hasNext()) {
            const QString f = it.next();
            if (!f.endsWith(u"expected.json"))
                files.append(f);
        }
    }
    files.sort();
    if (files.isEmpty())
        QSKIP("no game files found");
    for (const QString &f : files)
        QTest::newRow(qPrintable(QDir(QStringLiteral(ADJ_GAMES_DIR "/../..")).relativeFilePath(f))) << f;
}

void TestGameJson::roundTripOfShippedGames()
{
    // Every game the project ships reads without errors and is stable under
    // write -> read -> write.
    QFETCH(QString, path);
    const GameRead r = readGameFile(path);
    QVERIFY2(r.game, qPrintable(problemTexts(r).join(u'\n')));
    const QByteArray once = writeGameJson(*r.game);
    const GameRead again = readGameJson(once, path);
    QVERIFY(again.game);
    QCOMPARE(writeGameJson(*again.game), once);
}

void TestGameJson::defaultsForMissingFields()
{
    const QByteArray text = R"({"format": "adjutant-game", "version": 1, "ruleset": "dark-age", "turn": 1,
        "nations": [{"code": "AA"}, {"code": "BB"}],
        "areas": [{"code": "L01", "kind": "land", "terrain": "upland", "popLimit": 4}],
        "borders": []})";
    const GameRead r = readGameJson(text, QStringLiteral("min.json"));
    QVERIFY2(r.game, qPrintable(problemTexts(r).join(u'\n')));
    // Missing order is the order of nations; missing owner is neutral; missing
    // numbers are 0; no mode means retreat with no target (docs/rules.md §1).
    QCOMPARE(r.game->order, QStringList({QStringLiteral("AA"), QStringLiteral("BB")}));
    const Area &a = r.game->areas.first();
    QVERIFY(a.owner.isEmpty());
    QCOMPARE(a.armies, 0);
    QCOMPARE(a.mode, DefenceMode::Retreat);
    QVERIFY(a.modeTarget.isEmpty());
    QVERIFY(!a.x);
}

void TestGameJson::malformedJsonNamesLineAndColumn()
{
    QByteArray text = validGame();
    text.replace("\"turn\": 3,", "\"turn\": 3,,");
    const GameRead r = readGameJson(text, QStringLiteral("bad.json"));
    QVERIFY(!r.game);
    QCOMPARE(r.problems.size(), 1);
    QCOMPARE(r.problems[0].file, QStringLiteral("bad.json"));
    QCOMPARE(r.problems[0].line, 6);
    QVERIFY(r.problems[0].message.contains(u"malformed JSON"));
}

void TestGameJson::problems_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QString>("field");
    QTest::addColumn<int>("line");
    QTest::addColumn<QString>("words");

    // Wrong types.
    QTest::newRow("moderator is a string") << with("\"seed\": 1234,", "\"seed\": 1234, \"moderator\": \"Ann\",") << "moderator" << 7 << "must be an object";
    QTest::newRow("moderator email is a number") << with("\"seed\": 1234,", "\"seed\": 1234, \"moderator\": {\"email\": 5},") << "moderator.email" << 7 << "must be a string";
    // docs/formats.md `board`: {"image": "britain.png", "opacity": 0.6}.
    QTest::newRow("board opacity above 1") << with("\"seed\": 1234,", "\"seed\": 1234, \"board\": {\"image\": \"b.png\", \"opacity\": 1.5},") << "board.opacity" << 7 << "from 0 to 1";
    QTest::newRow("board without image") << with("\"seed\": 1234,", "\"seed\": 1234, \"board\": {\"opacity\": 0.5},") << "board.image" << 7 << "must name the board's picture";
    QTest::newRow("turn is a string") << with("\"turn\": 3", "\"turn\": \"3\"") << "turn" << 6 << "must be a number";
    QTest::newRow("armies is fractional") << with("\"armies\": 3,", "\"armies\": 2.5,") << "areas[0].armies" << 15 << "whole number";
    QTest::newRow("owner is a number") << with("\"owner\": \"MER\"", "\"owner\": 7") << "areas[2].owner" << 17 << "string or null";
    QTest::newRow("nations is an object") << with("\"nations\": [", "\"nations\": {\"x\": 1}, \"n2\": [") << "nations" << 10 << "must be an array";
    QTest::newRow("required kind missing") << with("\"kind\": \"sea\", ", "") << "areas[3].terrain" << 18 << "is required";
    // Unknown codes.
    QTest::newRow("unknown owner") << with("\"owner\": \"MER\"", "\"owner\": \"XYZ\"") << "areas[2].owner" << 17 << "unknown nation \"XYZ\"";
    QTest::newRow("unknown border area") << with("[\"YRS\", \"LNS\"]", "[\"YRS\", \"QQQ\"]") << "borders[1][1]" << 22 << "unknown area \"QQQ\"";
    QTest::newRow("unknown hinterland") << with("\"hinterland\": \"YRS\"", "\"hinterland\": \"ZZZ\"") << "areas[0].hinterland" << 15 << "unknown area \"ZZZ\"";
    QTest::newRow("unknown nation in order") << with("\"order\": [\"NOR\", \"MER\"]", "\"order\": [\"NOR\", \"MER\", \"WES\"]") << "order[2]" << 9 << "unknown nation \"WES\"";
    QTest::newRow("unknown modeTarget") << with("\"modeTarget\": \"YRS\"", "\"modeTarget\": \"ABC\"") << "areas[2].modeTarget" << 17 << "unknown area";
    // ENTRENCH is a mode of Empires only (docs/rules.md §4); this game is Dark Age.
    QTest::newRow("entrench in a dark-age game") << with("\"mode\": \"ambush\"", "\"mode\": \"entrench\"") << "areas[2].mode" << 17 << "Empires mode";
    QTest::newRow("unknown kind") << with("\"kind\": \"sea\"", "\"kind\": \"lake\"") << "areas[3].kind" << 18 << "unknown kind";
    QTest::newRow("unknown terrain") << with("\"terrain\": \"wetland\"", "\"terrain\": \"swamp\"") << "areas[2].terrain" << 17 << "unknown terrain";
    // Duplicate and malformed codes.
    QTest::newRow("duplicate area code") << with("\"code\": \"LNS\"", "\"code\": \"YRS\"") << "areas[2].code" << 17 << "duplicate area code";
    QTest::newRow("duplicate nation code") << with("\"code\": \"MER\"", "\"code\": \"NOR\"") << "nations[1].code" << 12 << "duplicate nation code";
    QTest::newRow("area code too long") << with("\"code\": \"NTH\"", "\"code\": \"NTHS\"") << "areas[3].code" << 18 << "not an area code";
    // docs/formats.md: 3 of A-Z and 0-9, nothing after them, not even a line break.
    QTest::newRow("area code with a line break") << with("\"code\": \"NTH\"", "\"code\": \"NTH\\n\"") << "areas[3].code" << 18 << "not an area code";
    QTest::newRow("nation code in lower case") << with("\"code\": \"MER\"", "\"code\": \"Mer\"") << "nations[1].code" << 12 << "not a nation code";
    // Map structure.
    QTest::newRow("hinterland not bordering") << with("[\"YRK\", \"YRS\"]", "[\"YRK\", \"NTH\"]") << "areas[0].hinterland" << 15 << "does not border";
    QTest::newRow("hinterland is sea") << with("\"hinterland\": \"YRS\"", "\"hinterland\": \"NTH\"") << "areas[0].hinterland" << 15 << "not land";
    QTest::newRow("city borders other land") << with("[\"YRS\", \"LNS\"]", "[\"YRK\", \"LNS\"]") << "areas[0].hinterland" << 15 << "not its hinterland";
    QTest::newRow("ships on land") << with("\"armies\": 0, \"mode\": \"defend\"", "\"armies\": 0, \"ships\": 2, \"mode\": \"defend\"") << "areas[1].ships" << 16 << "ships on land";
    QTest::newRow("population above limit") << with("\"population\": 4, \"popLimit\": 8", "\"population\": 9, \"popLimit\": 8") << "areas[0].population" << 15 << "above the limit";
    QTest::newRow("negative number") << with("\"bp\": 5", "\"bp\": -5") << "nations[1].bp" << 12 << "must be a whole number from 0 to 1,000,000,000, not -5";
    QTest::newRow("neutral sea with ships") << with("\"owner\": \"NOR\", \"ships\": 2", "\"owner\": null, \"ships\": 2") << "areas[3].ships" << 18 << "neutral sea";
    QTest::newRow("population at sea") << with("\"ships\": 2, \"armies\": 1", "\"ships\": 2, \"armies\": 1, \"population\": 1") << "areas[3].population" << 18 << "at sea";
    QTest::newRow("self border") << with("[\"YRS\", \"LNS\"]", "[\"LNS\", \"LNS\"]") << "borders[1]" << 22 << "border itself";
    QTest::newRow("unknown ruleset") << with("\"dark-age\"", "\"bronze-age\"") << "ruleset" << 5 << "unknown ruleset";
    QTest::newRow("wrong format") << with("\"adjutant-game\"", "\"other-game\"") << "format" << 2 << "not \"adjutant-game\"";
    QTest::newRow("option of the wrong type") << with("\"cityDefenceBonus\": 3", "\"cityDefenceBonus\": \"3\"") << "options.cityDefenceBonus" << 8 << "must be a number";
    QTest::newRow("option outside its choices") << with("\"cityDefenceBonus\": 3", "\"lossRounding\": \"ceil\"") << "options.lossRounding" << 8 << "unknown choice";
    // docs/rules.md §8: `leftover: "armyAll"` is Empires' action 17; a Dark Age game may not choose it.
    QTest::newRow("Empires-only choice in Dark Age") << with("\"cityDefenceBonus\": 3", "\"leftover\": \"armyAll\"") << "options.leftover" << 8 << "unknown choice \"armyAll\"";
    // Ranges (docs/formats.md "Ranges"): read as a number, checked, then converted.
    QTest::newRow("armies beyond an int") << with("\"armies\": 3,", "\"armies\": 2147483648,") << "areas[0].armies" << 15 << "must be a whole number from 0 to 1,000,000, not 2147483648";
    QTest::newRow("armies above the range") << with("\"armies\": 3,", "\"armies\": 1000001,") << "areas[0].armies" << 15 << "from 0 to 1,000,000, not 1000001";
    QTest::newRow("popLimit above the range") << with("\"popLimit\": 8", "\"popLimit\": 1e7") << "areas[0].popLimit" << 15 << "from 0 to 1,000,000, not 10000000";
    QTest::newRow("ships far above the range") << with("\"ships\": 2", "\"ships\": 9e18") << "areas[3].ships" << 18 << "from 0 to 1,000,000, not 9e+18";
    QTest::newRow("reserve above the range") << with("\"armyReserve\": 2", "\"armyReserve\": 1000001") << "nations[1].armyReserve" << 12 << "from 0 to 1,000,000";
    QTest::newRow("treasury above the range") << with("\"treasury\": 1", "\"treasury\": 1000000001") << "nations[1].treasury" << 12 << "from 0 to 1,000,000,000, not 1000000001";
    QTest::newRow("turn wraps an int") << with("\"turn\": 3", "\"turn\": 4294967297") << "turn" << 6 << "must be a whole number from 1 to 100,000, not 4294967297";
    QTest::newRow("turn 0") << with("\"turn\": 3", "\"turn\": 0") << "turn" << 6 << "from 1 to 100,000, not 0";
    QTest::newRow("turn fractional") << with("\"turn\": 3", "\"turn\": 2.5") << "turn" << 6 << "must be a whole number from 1 to 100,000, not 2.5";
    QTest::newRow("seed above 2^53") << with("\"seed\": 1234", "\"seed\": 9007199254740994") << "seed" << 7 << "from 0 to 9,007,199,254,740,992, not 9007199254740994";
    QTest::newRow("seed negative") << with("\"seed\": 1234", "\"seed\": -1") << "seed" << 7 << "from 0 to 9,007,199,254,740,992, not -1";
    QTest::newRow("version beyond an int") << with("\"version\": 1", "\"version\": 2147483648") << "version" << 3 << "version 2147483648 was written by a newer Adjutant";
    QTest::newRow("version 0") << with("\"version\": 1", "\"version\": 0") << "version" << 3 << "from 1 to 1, not 0";
    QTest::newRow("option far above the range") << with("\"cityDefenceBonus\": 3", "\"cityDefenceBonus\": 1e308") << "options.cityDefenceBonus" << 8 << "must be a whole number from 0 to 1,000, not 1e+308";
    QTest::newRow("option above the range") << with("\"cityDefenceBonus\": 3", "\"ambushFactor\": 1001") << "options.ambushFactor" << 8 << "from 0 to 1,000, not 1001";
    QTest::newRow("option fractional") << with("\"cityDefenceBonus\": 3", "\"cityDefenceBonus\": 2.5") << "options.cityDefenceBonus" << 8 << "whole number";
    QTest::newRow("option negative") << with("\"cityDefenceBonus\": 3", "\"cityDefenceBonus\": -1") << "options.cityDefenceBonus" << 8 << "from 0 to 1,000, not -1";
    // What a JSON parser lets through silently.
    QTest::newRow("duplicate key") << with("\"bp\": 5,", "\"bp\": 5, \"bp\": 7,") << "nations[1].bp" << 12 << "given twice";
    QTest::newRow("duplicate top-level key") << with("\"seed\": 1234,", "\"seed\": 1234, \"seed\": 99,") << "seed" << 7 << "given twice";
    // The same key written with an escape is the same key (RFC 8259 §8.3).
    QTest::newRow("duplicate key spelt with an escape") << with("\"seed\": 1234,", "\"seed\": 1234, \"s\\u0065ed\": 99,") << "seed" << 7 << "given twice";
    QTest::newRow("NUL in a string") << with("\"name\": \"Mercia\"", "\"name\": \"Mer\\u0000cia\"") << "nations[1].name" << 12 << "NUL character";
    // Found by fuzz-gamejson: the parser takes a NUL byte inside a string as it is.
    QTest::newRow("raw NUL byte in a string") << with("\"name\": \"Mercia\"", QByteArray("\"name\": \"Mer") + '\0' + "cia\"") << "nations[1].name" << 12 << "NUL character";
    QTest::newRow("raw NUL byte in a key") << with("\"seed\": 1234,", QByteArray("\"seed\": 1234, \"a") + '\0' + "\": 1,") << "a\\u0000" << 7 << "NUL character";
    QTest::newRow("NUL in a key") << with("\"seed\": 1234,", "\"seed\": 1234, \"a\\u0000\": 1,") << "a\\u0000" << 7 << "NUL character";
    QTest::newRow("modeTarget is the area itself") << with("\"modeTarget\": \"YRS\"", "\"modeTarget\": \"LNS\"") << "areas[2].modeTarget" << 17 << "cannot target the area itself";
    QTest::newRow("nation missing from order") << with("\"order\": [\"NOR\", \"MER\"]", "\"order\": [\"NOR\"]") << "order" << 9 << "missing from the order";
}

void TestGameJson::problems()
{
    QFETCH(QByteArray, text);
    QFETCH(QString, field);
    QFETCH(int, line);
    QFETCH(QString, words);
    const GameRead r = readGameJson(text, QStringLiteral("g.json"));
    QVERIFY2(!r.game, "a game with an error must not be returned");
    bool found = false;
    for (const Problem &p : r.problems) {
        if (p.field == field && p.message.contains(words)) {
            found = true;
            QCOMPARE(p.file, QStringLiteral("g.json"));
            QCOMPARE(p.line, line);
            QCOMPARE(p.severity, Problem::Error);
            QVERIFY(p.toString().startsWith(QStringLiteral("g.json:%1: %2: ").arg(line).arg(field)));
        }
    }
    QVERIFY2(found, qPrintable(problemTexts(r).join(u'\n')));
    // The same messages as the reporting reader gives alone.
    QCOMPARE(problemTexts(r), problemTexts(readGameJsonReporting(text, QStringLiteral("g.json"))));
}

void TestGameJson::reportsAllProblemsAtOnce()
{
    QByteArray text = validGame();
    text.replace("\"owner\": \"MER\"", "\"owner\": \"XYZ\"");
    text.replace("\"bp\": 5", "\"bp\": -5");
    text.replace("[\"YRS\", \"LNS\"]", "[\"YRS\", \"QQQ\"]");
    const GameRead r = readGameJson(text, QStringLiteral("g.json"));
    QVERIFY(!r.game);
    QCOMPARE(r.problems.size(), 3);
    // In line order.
    QVERIFY(r.problems[0].line < r.problems[1].line && r.problems[1].line < r.problems[2].line);
}

void TestGameJson::unknownTopLevelFieldIsAWarningAndKept()
{
    QByteArray text = validGame();
    text.replace("\"seed\": 1234,", "\"seed\": 1234,\n  \"comment\": \"hello\",");
    const GameRead r = readGameJson(text, QStringLiteral("g.json"));
    QVERIFY(r.game);
    QCOMPARE(r.problems.size(), 1);
    QCOMPARE(r.problems[0].severity, Problem::Warning);
    QCOMPARE(r.problems[0].field, QStringLiteral("comment"));
    QCOMPARE(r.problems[0].line, 8);
    QVERIFY(writeGameJson(*r.game).contains("\"comment\": \"hello\""));
}

// docs/formats.md: `moderator` and `board` are known optional fields, kept as they
// are and written back, without a warning.
void TestGameJson::moderatorAndBoardAreKnown()
{
    QByteArray text = validGame();
    text.replace("\"seed\": 1234,", "\"seed\": 1234,\n  \"moderator\": {\"name\": \"Ann\", \"email\": \"ann@example.org\"},"
                                  "\n  \"board\": {\"image\": \"b.png\", \"opacity\": 0.6},");
    const GameRead r = readGameJson(text, QStringLiteral("g.json"));
    QVERIFY(r.game);
    QVERIFY2(r.problems.isEmpty(), qPrintable(r.problems.value(0).toString()));
    const QByteArray out = writeGameJson(*r.game);
    QVERIFY(out.contains("ann@example.org"));
    QVERIFY(out.contains("b.png"));
}

// docs/formats.md `board`: the picture's path is relative to the game file.
void TestGameJson::boardPictureIsReadFromBesideTheFile()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QVERIFY(QDir(dir.path()).mkdir(QStringLiteral("boards")));
    QByteArray text = validGame();
    text.replace("\"seed\": 1234,", "\"seed\": 1234,\n  \"board\": {\"image\": \"boards/b.png\", \"opacity\": 0.6},");
    const QString game = dir.filePath(QStringLiteral("game.json"));
    QVERIFY(adj::test::writeBytes(game, text));
    const QByteArray picture = QByteArray("\x89PNG\r\n\x1a\n", 8) + QByteArray(300, '\0') + "end";
    QVERIFY(adj::test::writeBytes(dir.filePath(QStringLiteral("boards/b.png")), picture));
    GameRead r = readGameFile(game);
    QVERIFY(r.game);
    QVERIFY2(r.problems.isEmpty(), qPrintable(r.problems.value(0).toString()));
    QCOMPARE(r.game->boardPicture, picture);

    // Without the picture the game is still read, the map drawn without it: a warning.
    QVERIFY(QFile::remove(dir.filePath(QStringLiteral("boards/b.png"))));
    r = readGameFile(game);
    QVERIFY(r.game);
    QVERIFY(r.game->boardPicture.isEmpty());
    QCOMPARE(r.problems.size(), 1);
    QCOMPARE(r.problems[0].severity, Problem::Warning);
    QCOMPARE(r.problems[0].field, QStringLiteral("board.image"));
}

void TestGameJson::newerVersionIsRefused()
{
    const GameRead r = readGameJson(with("\"version\": 1", "\"version\": 2"), QStringLiteral("new.json"));
    QVERIFY(!r.game);
    QCOMPARE(r.problems.size(), 1);
    QCOMPARE(r.problems[0].field, QStringLiteral("version"));
    QVERIFY(r.problems[0].message.contains(u"newer"));
}

void TestGameJson::wholeNumbersWrittenWithAFractionPart()
{
    // docs/formats.md "Ranges": a JSON 2.0 is the count 2.
    QByteArray text = with("\"armies\": 3,", "\"armies\": 2.0,");
    text.replace("\"turn\": 3", "\"turn\": 3.0");
    const GameRead r = readGameJson(text, QStringLiteral("g.json"));
    QVERIFY2(r.game, qPrintable(problemTexts(r).join(u'\n')));
    QCOMPARE(r.game->area(QStringLiteral("YRK"))->armies, 2);
    QCOMPARE(r.game->turn, 3);
}

void TestGameJson::rangeBoundsAreAccepted()
{
    // The largest value of each range reads, and writes back the same.
    QByteArray text = with("\"armies\": 3,", "\"armies\": 1000000,");
    text.replace("\"treasury\": 1", "\"treasury\": 1000000000");
    text.replace("\"turn\": 3", "\"turn\": 100000");
    text.replace("\"seed\": 1234", "\"seed\": 9007199254740992");
    text.replace("\"cityDefenceBonus\": 3", "\"cityDefenceBonus\": 1000");
    const GameRead r = readGameJson(text, QStringLiteral("g.json"));
    QVERIFY2(r.game, qPrintable(problemTexts(r).join(u'\n')));
    QCOMPARE(r.game->area(QStringLiteral("YRK"))->armies, 1000000);
    QCOMPARE(r.game->nation(QStringLiteral("MER"))->treasury, 1000000000);
    QCOMPARE(r.game->turn, 100000);
    QCOMPARE(r.game->seed, Q_INT64_C(9007199254740992));
    QCOMPARE(writeGameJson(*r.game), text);
}

// A 525 KB game whose unknown field has a 125,000-character key over
// 200,000 values is read like any game with an unknown field (it once made the
// locator ask for 40 GB).
void TestGameJson::longKeyOverALongArrayIsAnUnknownField()
{
    const GameRead r = readGameJson(test::withLongKeyArray(validGame()), QStringLiteral("g.json"));
    QVERIFY2(r.game, qPrintable(problemTexts(r).join(u'\n').left(2000)));
    QCOMPARE(r.problems.size(), 1);
    QCOMPARE(r.problems[0].severity, Problem::Warning);
    QCOMPARE(r.problems[0].field, test::LongKey);
    QCOMPARE(r.problems[0].line, 2);
    QCOMPARE(r.problems[0].file, QStringLiteral("g.json"));
    QCOMPARE(r.game->extra.value(test::LongKey).toArray().size(), 200000);
}

void TestGameJson::problemsPlacedPastALongKeyOverALongArray()
{
    // The error's line counts the inserted line (areas[2] is on line 17 of validGame()).
    const QByteArray text = test::withLongKeyArray(with("\"owner\": \"MER\"", "\"owner\": \"XYZ\""));
    const GameRead r = readGameJson(text, QStringLiteral("g.json"));
    QVERIFY(!r.game);
    QCOMPARE(r.problems.size(), 2);
    QCOMPARE(r.problems[0].field, test::LongKey);
    QCOMPARE(r.problems[0].line, 2);
    QCOMPARE(r.problems[1].field, QStringLiteral("areas[2].owner"));
    QCOMPARE(r.problems[1].line, 18);
    QVERIFY(r.problems[1].message.contains(u"unknown nation \"XYZ\""));
}

// A key given twice is an error each time, but the list stops at 100 and says
// how many more there are, so that a file of repeated keys cannot make a list
// larger than itself many times over.
void TestGameJson::duplicateKeysListedUpToALimit()
{
    const QByteArray object = "{" + QByteArray("\"a\": 0, ").repeated(150) + "\"a\": 0}";
    const GameRead r = readGameJson(with("\"seed\": 1234,", "\"seed\": 1234, \"x\": " + object + ","), QStringLiteral("g.json"));
    QVERIFY(!r.game);
    qsizetype listed = 0;
    bool more = false;
    for (const Problem &p : r.problems) {
        if (p.field == u"x.a" && p.message.contains(u"given twice")) {
            ++listed;
            QCOMPARE(p.line, 7);
        }
        more = more || (p.message == u"50 more keys are given twice in their objects" && p.severity == Problem::Error);
    }
    QCOMPARE(listed, 100);
    QVERIFY2(more, qPrintable(problemTexts(r).join(u'\n')));
}

void TestGameJson::duplicateKeysFoundInLargeObjectsAndThroughEscapes()
{
    // A key given twice is found however many keys its object has, and when
    // one of the two is written with an escape (\u0061 is "a" to a parser).
    QByteArray large = "{";
    for (int i = 0; i < 40; ++i)
        large += "\"k" + QByteArray::number(i) + "\": 0, ";
    large += "\"k3\": 1}";
    const QByteArray escaped = R"({"a": 0, "\u0061": 1, "b\"": 2, "b\u0022": 3})";
    const GameRead r = readGameJson(with("\"seed\": 1234,", "\"seed\": 1234, \"x\": " + large + ", \"y\": " + escaped + ","),
                                    QStringLiteral("g.json"));
    QVERIFY(!r.game);
    QStringList twice;
    for (const Problem &p : r.problems)
        if (p.message.contains(u"given twice"))
            twice.append(p.field);
    QCOMPARE(twice, (QStringList{QStringLiteral("x.k3"), QStringLiteral("y.a"), QStringLiteral("y.b\"")}));
}

// A file with nothing to report is read by the clean reader
// (simdjson) alone. It must read every game the project ships, and read it
// as the reporting reader (Qt's parser) does.
void TestGameJson::cleanReaderReadsTheSameGame_data()
{
    roundTripOfShippedGames_data();
    QTest::newRow("validGame") << QString();
}

void TestGameJson::cleanReaderReadsTheSameGame()
{
    QFETCH(QString, path);
    QByteArray text = validGame();
    if (!path.isEmpty()) {
        Problem error;
        text = readGameBytes(path, error).value_or(QByteArray());
        QVERIFY2(!text.isEmpty(), qPrintable(error.toString()));
    }
    const GameRead reporting = readGameJsonReporting(text, path);
    QVERIFY2(reporting.game && reporting.problems.isEmpty(), qPrintable(problemTexts(reporting).join(u'\n')));
    const std::optional<Game> clean = readCleanGameJson(text);
    QVERIFY(clean);
    QVERIFY(*clean == *reporting.game);
    QCOMPARE(writeGameJson(*clean), writeGameJson(*reporting.game));
}

// What the clean reader must not read itself: a file it accepted would lose
// the problem, or read a value otherwise than the reporting reader. For
// each, readGameJson gives exactly what the reporting reader gives.
void TestGameJson::cleanReaderLeavesProblemsToTheReportingReader_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<bool>("accepted");  // a game read, with warnings or none
    QTest::newRow("key given twice in an area") << with("\"forts\": 1,", "\"forts\": 1, \"forts\": 1,") << false;
    QTest::newRow("key given twice in options") << with("{\"cityDefenceBonus\": 3}", "{\"cityDefenceBonus\": 3, \"cityDefenceBonus\": 3}") << false;
    QTest::newRow("key given twice, escaped") << with("\"seed\": 1234,", "\"seed\": 1234, \"x\": {\"a\": 1, \"\\u0061\": 1},") << false;
    QTest::newRow("NUL in a name") << with("\"name\": \"York\"", "\"name\": \"Yo\\u0000rk\"") << false;
    QTest::newRow("NUL in an unknown area field") << with("\"forts\": 1,", "\"forts\": 1, \"note\": [\"\\u0000\"],") << false;
    QTest::newRow("NUL in a key") << with("\"seed\": 1234,", "\"seed\": 1234, \"moderator\": {\"na\\u0000me\": \"x\"},") << false;
    QTest::newRow("a number too small for Qt") << with("\"x\": 410", "\"x\": 1e-400") << false;
    QTest::newRow("negative zero") << with("\"x\": 410", "\"x\": -0.0") << true;
    QTest::newRow("a byte order mark") << "\xEF\xBB\xBF" + validGame() << true;
    QTest::newRow("an unknown top-level field") << with("\"seed\": 1234,", "\"seed\": 1234, \"comment\": \"hi\",") << true;
    QTest::newRow("a newer version") << with("\"version\": 1", "\"version\": 2") << false;
    QTest::newRow("a whole number with a fraction part") << with("\"forts\": 1,", "\"forts\": 1.0,") << true;
    QTest::newRow("a number past 64 bits") << with("\"seed\": 1234", "\"seed\": 18446744073709551616") << false;
    QTest::newRow("deep nesting") << with("\"seed\": 1234,", "\"seed\": 1234, \"comment\": " + QByteArray(200, '[') + QByteArray(200, ']') + ",") << true;
    QTest::newRow("an unknown area") << with("[\"YRS\", \"LNS\"]", "[\"YRS\", \"QQQ\"]") << false;
    QTest::newRow("an area that is not an object") << with("{\"code\": \"NTH\"", "7, {\"code\": \"NTH\"") << false;
    QTest::newRow("a border of three") << with("[\"YRS\", \"LNS\"]", "[\"YRS\", \"LNS\", \"YRK\"]") << false;
    QTest::newRow("a truncated file") << validGame().left(300) << false;
}

void TestGameJson::cleanReaderLeavesProblemsToTheReportingReader()
{
    QFETCH(QByteArray, text);
    QFETCH(bool, accepted);
    const GameRead reporting = readGameJsonReporting(text, QStringLiteral("g.json"));
    QCOMPARE(reporting.game.has_value(), accepted);
    const std::optional<Game> clean = readCleanGameJson(text);
    if (clean && validateGame(*clean).isEmpty()) { // read by the clean reader alone
        QVERIFY2(reporting.problems.isEmpty(), qPrintable(problemTexts(reporting).join(u'\n')));
        QVERIFY(*clean == *reporting.game);
    }
    const GameRead read = readGameJson(text, QStringLiteral("g.json"));
    QCOMPARE(problemTexts(read), problemTexts(reporting));
    QCOMPARE(read.game.has_value(), accepted);
    if (accepted)
        QVERIFY(*read.game == *reporting.game);
}

QTEST_GUILESS_MAIN(TestGameJson)
#include "tst_gamejson.moc"
