// A new game from map spreadsheets (docs/formats.md "Map spreadsheets"):
// the CSV reader, every problem class with its file, line and column, and the
// round trip spreadsheet → game → JSON on the shipped Britain board; a map
// whose sheets give no x, y is laid out once, into the game's x, y.
#include "io/Csv.h"
#include "model/GameJson.h"
#include "model/MapSheets.h"

#include <QTemporaryDir>
#include <QTest>

using namespace adj;

namespace {

// The three tables of a folder: areas.csv, borders.csv, nations.csv.
std::optional<MapSheets> sheetsIn(const QString &dir, Problems &problems)
{
    return readMapSheets(dir + QStringLiteral("areas.csv"), dir + QStringLiteral("borders.csv"),
                         dir + QStringLiteral("nations.csv"), problems);
}

} // namespace

class TestMapSheets : public QObject
{
    Q_OBJECT
private slots:
    void csvQuotingAndLines();
    void csvBrokenTables_data();
    void csvBrokenTables();
    void everyProblemWithLineAndColumn();
    void britainRoundTrip();
    void sameSheetsSameGame();
    void aMapWithoutCoordinatesIsLaidOutOnce();
};

void TestMapSheets::csvQuotingAndLines()
{
    Problems problems;
    const auto t = parseCsv(QStringLiteral("code,name\r\nAAA,\"Alpha, the first\"\r\n\r\n,,\nBBB,\"Say \"\"hi\"\"\nthere\"\nCCC,Gamma,\n"),
                            QStringLiteral("t.csv"), problems);
    QVERIFY2(t, qPrintable(problems.value(0).toString()));
    QCOMPARE(t->header, (QStringList{QStringLiteral("code"), QStringLiteral("name")}));
    QCOMPARE(t->rows.size(), 3); // the blank line and the empty row ",," are left out
    QCOMPARE(t->rows[0].cells[1], QStringLiteral("Alpha, the first"));
    QCOMPARE(t->rows[1].line, 5);
    QCOMPARE(t->rows[1].cells[1], QStringLiteral("Say \"hi\"\nthere"));
    QCOMPARE(t->rows[2].line, 7); // after a cell spanning two lines
    QCOMPARE(t->rows[2].cells[1], QStringLiteral("Gamma")); // a trailing empty cell is padding
}

void TestMapSheets::csvBrokenTables_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("line");
    QTest::addColumn<QString>("said");
    QTest::newRow("empty") << QString() << 1 << QStringLiteral("no header row");
    QTest::newRow("unclosed quote") << QStringLiteral("a,b\nAAA,\"BBB\nCCC,DDD\n") << 2 << QStringLiteral("never closed");
    QTest::newRow("text after quote") << QStringLiteral("a,b\nAAA,\"BBB\"x\n") << 2 << QStringLiteral("after the closing quote");
    QTest::newRow("too many cells") << QStringLiteral("a,b\nAAA,BBB\nAAA,BBB,CCC\n") << 3 << QStringLiteral("3 cells");
    // Found by fuzz-sheets: a NUL in a cell made a game the game reader refuses.
    QTest::newRow("NUL in a cell") << QStringLiteral("a,b\nAAA,B") + QChar(0) + QStringLiteral("B\n") << 2 << QStringLiteral("NUL");
    QTest::newRow("NUL in a quoted cell") << QStringLiteral("a,b\nAAA,\"B") + QChar(0) + QStringLiteral("B\"\n") << 2 << QStringLiteral("NUL");
}

void TestMapSheets::csvBrokenTables()
{
    QFETCH(QString, text);
    QFETCH(int, line);
    QFETCH(QString, said);
    Problems problems;
    QVERIFY(!parseCsv(text, QStringLiteral("t.csv"), problems));
    QCOMPARE(problems.size(), 1);
    QCOMPARE(problems[0].file, QStringLiteral("t.csv"));
    QCOMPARE(problems[0].line, line);
    QVERIFY2(problems[0].message.contains(said), qPrintable(problems[0].message));
}

// tests/data/sheets/bad: one of each problem class; all of them at once, in
// table and line order, each on its row and column.
void TestMapSheets::everyProblemWithLineAndColumn()
{
    const QString dir = QStringLiteral(ADJ_DATA_DIR "/sheets/bad/");
    Problems problems;
    const auto sheets = sheetsIn(dir, problems);
    QVERIFY(sheets);
    QVERIFY(!gameFromSheets(*sheets, QStringLiteral("dark-age"), QStringLiteral("bad"), problems));
    QStringList got;
    for (const Problem &p : problems)
        got.append(QStringLiteral("%1:%2:%3").arg(QFileInfo(p.file).fileName()).arg(p.line).arg(p.field));
    const struct { const char *where; const char *said; } expected[] = {
        {"areas.csv:3:kind", "unknown kind \"town\""},
        {"areas.csv:4:popLimit", "whole number"},
        {"areas.csv:4:hinterland", "a city must name its hinterland"},
        {"areas.csv:5:code", "duplicate area code \"AAA\" (also line 2)"},
        {"areas.csv:6:hinterland", "is a sea area, not land"},
        {"borders.csv:3:b", "given twice (first on line 2)"},
        {"borders.csv:4:a, b", "unknown area \"ZZZ\""},
        {"nations.csv:1:colour", "unknown column"},
    };
    for (const auto &e : expected) {
        bool found = false;
        for (const Problem &p : problems)
            found = found || (QStringLiteral("%1:%2:%3").arg(QFileInfo(p.file).fileName()).arg(p.line).arg(p.field) == QLatin1String(e.where)
                              && p.message.contains(QString::fromUtf8(e.said)));
        QVERIFY2(found, qPrintable(QStringLiteral("%1 \"%2\" not among:\n%3").arg(QLatin1String(e.where), QString::fromUtf8(e.said),
                                                                                  got.join(u'\n'))));
    }
    QStringList sorted = got;
    std::stable_sort(sorted.begin(), sorted.end(), [](const QString &a, const QString &b) {
        return std::pair(a.section(u':', 0, 0), a.section(u':', 1, 1).toInt()) < std::pair(b.section(u':', 0, 0), b.section(u':', 1, 1).toInt());
    });
    QCOMPARE(got, sorted);
}

// resources/maps/britain holds the sample board as spreadsheets: the game made
// from them has the areas, borders and nations of resources/games/britain.json
// (every field the sheets have), and reads back from its JSON unchanged.
void TestMapSheets::britainRoundTrip()
{
    const QString dir = QStringLiteral(ADJ_MAPS_DIR "/britain/");
    Problems problems;
    const auto sheets = sheetsIn(dir, problems);
    QVERIFY(sheets);
    const std::optional<Game> g = gameFromSheets(*sheets, QStringLiteral("dark-age"), QStringLiteral("Britain"), problems);
    QVERIFY2(g, qPrintable(problems.value(0).toString()));
    const GameRead sample = readGameFile(QStringLiteral(ADJ_GAMES_DIR "/britain.json"));
    QVERIFY(sample.game);
    QCOMPARE(g->areas.size(), sample.game->areas.size());
    for (qsizetype i = 0; i < g->areas.size(); ++i) {
        Area expected = sample.game->areas[i];
        expected.mode = DefenceMode::Retreat; // modes are no column of the sheet
        expected.modeTarget.clear();
        QCOMPARE(g->areas[i], expected);
    }
    QCOMPARE(g->borders, sample.game->borders);
    QCOMPARE(g->nations.size(), sample.game->nations.size());
    for (qsizetype i = 0; i < g->nations.size(); ++i) {
        Nation expected = sample.game->nations[i];
        expected.vp = 0; // no column either
        QCOMPARE(g->nations[i], expected);
    }
    QCOMPARE(g->order, QStringList([&] { QStringList c; for (const Nation &n : g->nations) c.append(n.code); return c; }()));
    QCOMPARE(g->turn, 1);

    const GameRead back = readGameJson(writeGameJson(*g), QStringLiteral("made.json"));
    QVERIFY(back.game && !hasErrors(back.problems));
    QVERIFY(*back.game == *g);
}

void TestMapSheets::sameSheetsSameGame()
{
    const QString dir = QStringLiteral(ADJ_MAPS_DIR "/britain/");
    Problems problems;
    const auto sheets = sheetsIn(dir, problems);
    QVERIFY(sheets);
    const auto a = gameFromSheets(*sheets, QStringLiteral("dark-age"), QStringLiteral("x"), problems);
    const auto b = gameFromSheets(*sheets, QStringLiteral("dark-age"), QStringLiteral("x"), problems);
    QVERIFY(a && b);
    QCOMPARE(writeGameJson(*a), writeGameJson(*b));
    QVERIFY(a->seed > 0);
}

// Norden's sheets without x, y (and then with one area's only): every area
// of the game made has x, y, the same each time; the areas the sheets place
// keep theirs.
void TestMapSheets::aMapWithoutCoordinatesIsLaidOutOnce()
{
    const QString from = QStringLiteral(ADJ_MAPS_DIR "/norden/");
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    for (const char *table : {"borders.csv", "nations.csv"})
        QVERIFY(QFile::copy(from + QLatin1String(table), dir.filePath(QLatin1String(table))));
    QFile in(from + QStringLiteral("areas.csv"));
    QVERIFY(in.open(QIODevice::ReadOnly));
    QStringList lines = QString::fromUtf8(in.readAll()).split(u'\n', Qt::SkipEmptyParts);
    QVERIFY(lines.first().endsWith(QStringLiteral(",x,y")));
    const QString kept = lines[1];
    for (qsizetype i = 1; i < lines.size(); ++i)
        lines[i] = lines[i].section(u',', 0, -3) + QStringLiteral(",,");
    const auto made = [&] {
        QFile out(dir.filePath(QStringLiteral("areas.csv")));
        if (!out.open(QIODevice::WriteOnly | QIODevice::Truncate))
            return std::optional<Game>();
        out.write(lines.join(u'\n').toUtf8() + '\n');
        out.close();
        Problems problems;
        const auto sheets = sheetsIn(dir.path() + QLatin1Char('/'), problems);
        return sheets ? gameFromSheets(*sheets, QStringLiteral("dark-age"), QStringLiteral("x"), problems) : std::nullopt;
    };
    const std::optional<Game> a = made(), b = made();
    QVERIFY(a && b);
    for (const Area &area : a->areas)
        QVERIFY2(area.x && area.y, qPrintable(area.code));
    QCOMPARE(writeGameJson(*a), writeGameJson(*b));

    lines[1] = kept;
    const std::optional<Game> c = made();
    QVERIFY(c);
    const QStringList cells = kept.split(u',');
    QCOMPARE(*c->areas.first().x, cells[cells.size() - 2].toDouble());
    QCOMPARE(*c->areas.first().y, cells.last().toDouble());
    for (const Area &area : c->areas)
        QVERIFY2(area.x && area.y, qPrintable(area.code));
}

QTEST_GUILESS_MAIN(TestMapSheets)
#include "tst_mapsheets.moc"
