// adjutant-cli import-db and export-db (docs/formats.md "Command line"): JSON to a
// game file and back without loss for the current turn, refusals with exit 1
// and nothing written, bad usage with exit 2.
#include "model/GameJson.h"
#include "store/GameStore.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

#include "TestSupport.h"

using namespace adj;

using namespace adj::test;

namespace {

const QString kDataDir = QStringLiteral(ADJ_DATA_DIR);

} // namespace

class TestDbCli : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString path(const QString &name) const { return m_dir.filePath(name); }
    QStringList folder() const { return QDir(m_dir.path()).entryList(QDir::Files | QDir::Hidden, QDir::Name); }

    // A new game file `db` exported from the turn 3 fixture, then changed by
    // the SQL statements; the first value the last one returned, or nullopt
    // when one of them failed.
    std::optional<QString> exportAndChange(const QString &db, const QStringList &statements)
    {
        QFile::remove(db);
        if (cli({QStringLiteral("export-db"), kDataDir + QStringLiteral("/game-v1/turn3.json"), QStringLiteral("-o"), db}).status != 0)
            return std::nullopt;
        std::optional<QString> result = QString();
        {
            QSqlDatabase sql = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("change"));
            sql.setDatabaseName(db);
            if (!sql.open())
                result.reset();
            QSqlQuery q(sql);
            for (const QString &statement : statements) {
                if (result && !q.exec(statement)) {
                    qWarning() << statement << q.lastError().text();
                    result.reset();
                }
            }
            if (result && q.next())
                result = q.value(0).toString();
        }
        QSqlDatabase::removeDatabase(QStringLiteral("change"));
        return result;
    }

private slots:
    void initTestCase() { QVERIFY(m_dir.isValid()); }

    void roundTrip_data()
    {
        QTest::addColumn<QString>("json");
        QTest::newRow("fixture turn 4") << kDataDir + QStringLiteral("/game-v1/turn4.json");
        QTest::newRow("britain") << QStringLiteral(ADJ_GAMES_DIR "/britain.json");
    }

    // export-db then import-db gives the game's JSON byte for byte (the
    // canonical form of writeGameJson, which a canonical input already is).
    void roundTrip()
    {
        QFETCH(QString, json);
        if (!QFile::exists(json))
            QSKIP("the sample game is not there");
        const GameRead read = readGameFile(json);
        QVERIFY(read.game);
        const QByteArray canonical = writeGameJson(*read.game);
        const QString db = path(QStringLiteral("round.adjutant")), back = path(QStringLiteral("back.json"));
        QFile::remove(db);
        CliRun r = cli({QStringLiteral("export-db"), json, QStringLiteral("-o"), db});
        QVERIFY2(r.status == 0, qPrintable(r.err));
        r = cli({QStringLiteral("import-db"), db, QStringLiteral("-o"), back});
        QVERIFY2(r.status == 0, qPrintable(r.err));
        QCOMPARE(fileBytes(back), canonical);
        // Again from the output: nothing drifts.
        r = cli({QStringLiteral("export-db"), back, QStringLiteral("-o"), db});
        QVERIFY2(r.status == 0, qPrintable(r.err));
        r = cli({QStringLiteral("import-db"), db, QStringLiteral("-o"), back});
        QVERIFY2(r.status == 0, qPrintable(r.err));
        QCOMPARE(fileBytes(back), canonical);
    }

    void fixtureIsCanonical()
    {
        const QString json = kDataDir + QStringLiteral("/game-v1/turn4.json");
        QCOMPARE(writeGameJson(*readGameFile(json).game), fileBytes(json));
    }

    // The game file is self-contained: the map, the ruleset and its options
    // are in it as rows too.
    void exportedFileIsSelfContained()
    {
        const QString db = path(QStringLiteral("contained.adjutant"));
        QFile::remove(db);
        const QString json = kDataDir + QStringLiteral("/game-v1/turn4.json");
        QCOMPARE(cli({QStringLiteral("export-db"), json, QStringLiteral("-o"), db}).status, 0);
        QString error;
        auto store = GameStore::open(db, &error, GameStore::Mode::ReadOnly);
        QVERIFY2(store, qPrintable(error));
        QCOMPARE(store->current(), *readGameFile(json).game);
        store.reset();
        {
            QSqlDatabase sql = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("check"));
            sql.setDatabaseName(db);
            QVERIFY(sql.open());
            QSqlQuery q(sql);
            QVERIFY(q.exec(QStringLiteral("SELECT (SELECT count(*) FROM areas), (SELECT count(*) FROM borders), "
                                          "(SELECT value FROM meta WHERE key = 'ruleset'), "
                                          "(SELECT value FROM meta WHERE key = 'options')")));
            QVERIFY(q.next());
            QCOMPARE(q.value(0).toInt(), 4);
            QCOMPARE(q.value(1).toInt(), 4);
            QCOMPARE(q.value(2).toString(), QStringLiteral("dark-age"));
            QCOMPARE(q.value(3).toString(), QStringLiteral("{}"));
        }
        QSqlDatabase::removeDatabase(QStringLiteral("check"));
    }

    // A hand-off carries the board (docs/formats.md `board`): export-db takes the
    // picture from beside the JSON into the game file, import-db puts it
    // beside the JSON it writes, byte for byte.
    void boardPictureTravelsThroughTheGameFile()
    {
        QVERIFY(QDir(m_dir.path()).mkpath(QStringLiteral("board-in")));
        QVERIFY(QDir(m_dir.path()).mkpath(QStringLiteral("board-out")));
        const QString json = path(QStringLiteral("board-in/game.json"));
        QByteArray text = fileBytes(kDataDir + QStringLiteral("/game-v1/turn4.json"));
        text.replace("\"turn\":", "\"board\": {\"image\": \"board.svg\", \"opacity\": 0.5},\n  \"turn\":");
        QVERIFY(writeBytes(json, text));
        const QByteArray svg = fileBytes(QStringLiteral(ADJ_MAPS_DIR "/britain-board.svg"));
        QVERIFY(writeBytes(path(QStringLiteral("board-in/board.svg")), svg));
        const QString db = path(QStringLiteral("board.adjutant"));
        QFile::remove(db);
        CliRun r = cli({QStringLiteral("export-db"), json, QStringLiteral("-o"), db});
        QVERIFY2(r.status == 0, qPrintable(r.err));
        r = cli({QStringLiteral("import-db"), db, QStringLiteral("-o"), path(QStringLiteral("board-out/game.json"))});
        QVERIFY2(r.status == 0, qPrintable(r.err));
        QCOMPARE(fileBytes(path(QStringLiteral("board-out/board.svg"))), svg);
        QVERIFY(fileBytes(path(QStringLiteral("board-out/game.json"))).contains("\"image\": \"board.svg\""));
    }

    void exportReplacesWholeFileAndLeavesNoTemporaries()
    {
        const QString db = path(QStringLiteral("replace.adjutant"));
        QFile::remove(db);
        QCOMPARE(cli({QStringLiteral("export-db"), kDataDir + QStringLiteral("/game-v1/turn3.json"), QStringLiteral("-o"), db}).status, 0);
        QCOMPARE(cli({QStringLiteral("export-db"), kDataDir + QStringLiteral("/game-v1/turn4.json"), QStringLiteral("-o"), db}).status, 0);
        QString error;
        auto store = GameStore::open(db, &error, GameStore::Mode::ReadOnly);
        QVERIFY2(store, qPrintable(error));
        QCOMPARE(store->currentTurn(), 4);
        QCOMPARE(store->turns().size(), 1);
        for (const QString &name : folder())
            QVERIFY2(!name.startsWith(u'.'), qPrintable(name));
    }

    void exportRefusesInvalidGameAndKeepsOldFile()
    {
        const QString db = path(QStringLiteral("keep.adjutant"));
        QFile::remove(db);
        QCOMPARE(cli({QStringLiteral("export-db"), kDataDir + QStringLiteral("/game-v1/turn3.json"), QStringLiteral("-o"), db}).status, 0);
        const QByteArray before = fileBytes(db);
        QByteArray json = fileBytes(kDataDir + QStringLiteral("/game-v1/turn3.json"));
        json.replace("\"owner\": \"MER\"", "\"owner\": \"XYZ\"");
        const QString bad = path(QStringLiteral("bad.json"));
        QVERIFY(writeBytes(bad, json));
        const CliRun r = cli({QStringLiteral("export-db"), bad, QStringLiteral("-o"), db});
        QCOMPARE(r.status, 1);
        QVERIFY2(r.err.contains(bad) && r.err.contains(QStringLiteral("owner")) && r.err.contains(QStringLiteral("XYZ")),
                 qPrintable(r.err));
        QCOMPARE(fileBytes(db), before);
        for (const QString &name : folder())
            QVERIFY2(!name.startsWith(u'.'), qPrintable(name));
    }

    void importOfVersion1FileLeavesItAlone()
    {
        const QString db = path(QStringLiteral("v1.adjutant")), out = path(QStringLiteral("v1.json"));
        QFile::remove(db);
        QVERIFY(QFile::copy(kDataDir + QStringLiteral("/game-v1.adjutant"), db));
        const QByteArray before = fileBytes(db);
        const CliRun r = cli({QStringLiteral("import-db"), db, QStringLiteral("-o"), out});
        QVERIFY2(r.status == 0, qPrintable(r.err));
        QCOMPARE(fileBytes(out), fileBytes(kDataDir + QStringLiteral("/game-v1/turn4.json")));
        QCOMPARE(fileBytes(db), before);
    }

    void importRefusals_data()
    {
        QTest::addColumn<QByteArray>("content");
        QTest::addColumn<QString>("expected");
        QTest::newRow("text file") << QByteArray("NATION NOR\n1 LEVY YRS\n") << QStringLiteral("not an SQLite database");
        QTest::newRow("truncated header") << QByteArray("SQLite format 3\0\x10\0", 19)
                                          << QStringLiteral("damaged or not an SQLite database");
    }

    void importRefusals()
    {
        QFETCH(QByteArray, content);
        QFETCH(QString, expected);
        const QString db = path(QStringLiteral("refused.adjutant")), out = path(QStringLiteral("refused.json"));
        QVERIFY(writeBytes(db, content));
        QFile::remove(out);
        const CliRun r = cli({QStringLiteral("import-db"), db, QStringLiteral("-o"), out});
        QCOMPARE(r.status, 1);
        QVERIFY2(r.err.contains(db) && r.err.contains(expected), qPrintable(r.err));
        QVERIFY(!QFile::exists(out));
        QCOMPARE(fileBytes(db), content);
    }

    // import-db hands the game on, so the whole file is checked
    // first; damage in an earlier turn (one opening does not read) is named
    // with the file and the turn, and nothing is written.
    void importChecksTheWholeFile()
    {
        const QString db = path(QStringLiteral("old-turn-bad.adjutant")), out = path(QStringLiteral("old-turn-bad.json"));
        QFile::remove(db);
        QFile::remove(out);
        QVERIFY(QFile::copy(kDataDir + QStringLiteral("/game-v1.adjutant"), db));
        QFile::setPermissions(db, QFile::permissions(db) | QFile::WriteOwner);
        QCOMPARE(rawSql(db, {QStringLiteral("UPDATE games SET game = '{\"turn\": 3}' WHERE turn = 3")}), QString());
        const QByteArray before = fileBytes(db);
        QString error;
        QVERIFY2(GameStore::open(db, &error, GameStore::Mode::ReadOnly), qPrintable(error)); // the current turn is fine
        CliRun r = cli({QStringLiteral("import-db"), db, QStringLiteral("-o"), out});
        QCOMPARE(r.status, 1);
        QVERIFY2(r.err.contains(db) && r.err.contains(QStringLiteral("turn 3")), qPrintable(r.err));
        QVERIFY(!QFile::exists(out));
        // On request, the same check and the same finding.
        r = cli({QStringLiteral("check-db"), db});
        QCOMPARE(r.status, 1);
        QVERIFY2(r.err.contains(db) && r.err.contains(QStringLiteral("turn 3")), qPrintable(r.err));
        QCOMPARE(fileBytes(db), before);
        // An intact file with a resolved turn passes.
        const QString intact = path(QStringLiteral("intact.adjutant"));
        QFile::remove(intact);
        QVERIFY(QFile::copy(kDataDir + QStringLiteral("/game-v1.adjutant"), intact));
        r = cli({QStringLiteral("check-db"), intact});
        QVERIFY2(r.status == 0 && r.out.contains(QStringLiteral("2 turns checked")), qPrintable(r.err));
        QCOMPARE(cli({QStringLiteral("check-db")}).status, 2);
    }

    void importRefusesNewerVersion()
    {
        const QString db = path(QStringLiteral("newer.adjutant")), out = path(QStringLiteral("newer.json"));
        QVERIFY(exportAndChange(db, {QStringLiteral("PRAGMA user_version = %1").arg(GameStore::kSchemaVersion + 5)}));
        const QByteArray before = fileBytes(db);
        const CliRun r = cli({QStringLiteral("import-db"), db, QStringLiteral("-o"), out});
        QCOMPARE(r.status, 1);
        QVERIFY2(r.err.contains(QStringLiteral("newer version of Adjutant")), qPrintable(r.err));
        QVERIFY(!QFile::exists(out));
        QCOMPARE(fileBytes(db), before);
    }

    // docs/formats.md: `name` is optional; the game file stores it as "".
    void exportOfGameWithoutName()
    {
        QByteArray json = fileBytes(kDataDir + QStringLiteral("/game-v1/turn3.json"));
        const qsizetype at = json.indexOf("\"name\":");
        QVERIFY(at > 0);
        json.remove(at, json.indexOf('\n', at) - at + 1);
        const QString in = path(QStringLiteral("nameless.json")), db = path(QStringLiteral("nameless.adjutant")),
                      back = path(QStringLiteral("nameless-back.json"));
        QVERIFY(writeBytes(in, json));
        QVERIFY(!readGameFile(in).game->name.size());
        CliRun r = cli({QStringLiteral("export-db"), in, QStringLiteral("-o"), db});
        QVERIFY2(r.status == 0, qPrintable(r.err));
        r = cli({QStringLiteral("import-db"), db, QStringLiteral("-o"), back});
        QVERIFY2(r.status == 0, qPrintable(r.err));
        QCOMPARE(*readGameFile(back).game, *readGameFile(in).game);
    }

    // A game file whose `meta` or `turns` is a (recursive) view is refused at
    // once: the tables are checked as tables.
    void viewsInsteadOfTablesAreRefused_data()
    {
        QTest::addColumn<QString>("table");
        QTest::addColumn<QString>("columns");
        QTest::newRow("meta") << QStringLiteral("meta") << QStringLiteral("key, value");
        QTest::newRow("turns") << QStringLiteral("turns") << QStringLiteral("turn, state, discarded, saved_at");
    }

    void viewsInsteadOfTablesAreRefused()
    {
        QFETCH(QString, table);
        QFETCH(QString, columns);
        const QString db = path(QStringLiteral("view-%1.adjutant").arg(table)), out = path(QStringLiteral("view.json"));
        QFile::remove(out);
        const QString values = QStringList(columns.count(u',') + 1, QStringLiteral("1")).join(u',');
        QVERIFY(exportAndChange(db, {QStringLiteral("DROP TABLE %1").arg(table),
                                     QStringLiteral("CREATE VIEW %1 AS WITH RECURSIVE r(%2) AS (SELECT %3 UNION ALL "
                                                    "SELECT * FROM r) SELECT * FROM r").arg(table, columns, values)}));
        const QByteArray before = fileBytes(db);
        const CliRun r = cli({QStringLiteral("import-db"), db, QStringLiteral("-o"), out});
        QCOMPARE(r.status, 1);
        QVERIFY2(r.err.contains(db + QStringLiteral(": is not a valid Adjutant game file: \"%1\" is a view, not a table").arg(table)),
                 qPrintable(r.err));
        QVERIFY(!QFile::exists(out));
        QCOMPARE(fileBytes(db), before);
    }

    // Reading a game file in WAL mode leaves no -wal or -shm file beside it.
    void walModeFileReadWithoutSidecars()
    {
        const QString db = path(QStringLiteral("wal.adjutant")), out = path(QStringLiteral("wal.json"));
        QCOMPARE(exportAndChange(db, {QStringLiteral("PRAGMA journal_mode = WAL")}).value_or(QString()), QStringLiteral("wal"));
        const QByteArray before = fileBytes(db);
        QCOMPARE(before.at(18), char(2)); // the header says WAL
        QVERIFY(!QFile::exists(db + QStringLiteral("-wal")) && !QFile::exists(db + QStringLiteral("-shm")));
        const CliRun r = cli({QStringLiteral("import-db"), db, QStringLiteral("-o"), out});
        QVERIFY2(r.status == 0, qPrintable(r.err));
        QCOMPARE(fileBytes(out), writeGameJson(*readGameFile(kDataDir + QStringLiteral("/game-v1/turn3.json")).game));
        QVERIFY(!QFile::exists(db + QStringLiteral("-wal")));
        QVERIFY(!QFile::exists(db + QStringLiteral("-shm")));
        QCOMPARE(fileBytes(db), before);
    }

    // An output over the input is bad usage (2); the input is left as it was.
    void outputOverInputIsBadUsage()
    {
        const QString db = path(QStringLiteral("same.adjutant")), json = path(QStringLiteral("same.json"));
        QFile::remove(db);
        QVERIFY(QFile::copy(kDataDir + QStringLiteral("/game-v1/turn3.json"), json));
        QCOMPARE(cli({QStringLiteral("export-db"), json, QStringLiteral("-o"), db}).status, 0);
        const QByteArray dbBytes = fileBytes(db), jsonBytes = fileBytes(json);
        CliRun r = cli({QStringLiteral("import-db"), db, QStringLiteral("-o"), db});
        QCOMPARE(r.status, 2);
        QVERIFY2(r.err.contains(QStringLiteral("is also an input")), qPrintable(r.err));
        r = cli({QStringLiteral("export-db"), json, QStringLiteral("-o"), m_dir.path() + QStringLiteral("/./same.json")});
        QCOMPARE(r.status, 2);
        QCOMPARE(fileBytes(db), dbBytes);
        QCOMPARE(fileBytes(json), jsonBytes);
        for (const QString &name : folder())
            QVERIFY2(!name.startsWith(u'.'), qPrintable(name));
    }

    void usage_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::newRow("import without -o") << QStringList{QStringLiteral("import-db"), QStringLiteral("x.adjutant")};
        QTest::newRow("export without -o") << QStringList{QStringLiteral("export-db"), QStringLiteral("x.json")};
        QTest::newRow("two inputs") << QStringList{QStringLiteral("import-db"), QStringLiteral("a"), QStringLiteral("b"),
                                                   QStringLiteral("-o"), QStringLiteral("c")};
        QTest::newRow("other option") << QStringList{QStringLiteral("export-db"), QStringLiteral("a"), QStringLiteral("-o"),
                                                     QStringLiteral("c"), QStringLiteral("--json")};
    }

    void usage()
    {
        QFETCH(QStringList, args);
        const CliRun r = cli(args);
        QCOMPARE(r.status, 2);
        QVERIFY2(r.err.contains(QStringLiteral("usage:")), qPrintable(r.err));
    }
};

QTEST_GUILESS_MAIN(TestDbCli)
#include "tst_dbcli.moc"
