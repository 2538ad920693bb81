// The command line's writes survive a kill: each command that writes runs on
// a big game and is killed with SIGKILL at moments spread over its whole run
// (measured by a run to the end). Each time every file it writes is the old
// one or the new one, whole, byte for byte (a game file: it opens whole, with
// the old or the new game), and a second run to the end then writes it and
// removes the staging the kill left.
#include "GeneratedGame.h"
#include "TestSupport.h"
#include "support/TurnGenerator.h"

#include "model/MapGraph.h"

#include <QDir>
#include <QDirIterator>
#include <QElapsedTimer>
#include <QProcess>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

using namespace adj;
using namespace adj::test;

namespace {

const int kKills = qEnvironmentVariableIntValue("ADJ_KILL_ROUNDS") > 0 ? qEnvironmentVariableIntValue("ADJ_KILL_ROUNDS") : 8;

// The files under `dir` by their path relative to it, with their bytes; the
// temporary files a write stages (".NAME.XXXXXX") apart.
QMap<QString, QByteArray> filesUnder(const QString &dir, int *staged = nullptr)
{
    QMap<QString, QByteArray> files;
    QDirIterator it(dir, QDir::Files | QDir::Hidden, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString path = it.next();
        if (it.fileName().startsWith(u'.')) {
            if (staged)
                ++*staged;
            continue;
        }
        files.insert(QDir(dir).relativeFilePath(path), fileBytes(path));
    }
    return files;
}

// Runs adjutant-cli in `dir`; with `killAfterMs` >= 0 kills it then. Its
// wall time in ms; -1 when it failed.
qint64 runCli(const QStringList &args, const QString &dir, int killAfterMs = -1)
{
    QProcess p;
    p.setWorkingDirectory(dir);
    QElapsedTimer t;
    t.start();
    p.start(QStringLiteral(ADJ_CLI), args);
    if (!p.waitForStarted())
        return -1;
    if (killAfterMs >= 0) {
        if (!p.waitForFinished(killAfterMs))
            p.kill();
        p.waitForFinished();
        return t.elapsed();
    }
    if (!p.waitForFinished(120000) || p.exitStatus() != QProcess::NormalExit || p.exitCode() != 0) {
        qWarning("%s", p.readAllStandardError().constData());
        return -1;
    }
    return t.elapsed();
}

} // namespace

class TestCliKill : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void eachFileIsOldOrNewWhole_data();
    void eachFileIsOldOrNewWhole();
    void aGameFileOpensWhole_data();
    void aGameFileOpensWhole();
    void theTurnInboxIsKeptWhole();

private:
    QTemporaryDir m_dir;
    QString m_inputs;
};

void TestCliKill::initTestCase()
{
    QVERIFY(m_dir.isValid());
    m_inputs = m_dir.filePath(QStringLiteral("inputs"));
    QVERIFY(QDir().mkpath(m_inputs));
    const Game game = testing::gridGame(testing::gridShape(2000));
    QVERIFY(writeBytes(m_inputs + QStringLiteral("/big.json"), writeGameJson(game)));
    QVERIFY(writeBytes(m_inputs + QStringLiteral("/big.orders"), testing::gridOrders(game, *MapGraph::of(game)).toUtf8()));
    QString error;
    QVERIFY2(GameStore::create(m_inputs + QStringLiteral("/big.adjutant"), game, &error), qPrintable(error));
    QVERIFY(QFile::copy(WhatIfGamePath, m_inputs + QStringLiteral("/whatif.json")));
}

// Commands that write plain files: every file they write is compared byte
// for byte with a run to the end. `old` files are there before each run.
void TestCliKill::eachFileIsOldOrNewWhole_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QStringList>("old");  // files there before, relative to the run's folder
    const QString in = m_inputs + u'/';
    QTest::newRow("resolve -o") << QStringList{QStringLiteral("resolve"), in + QStringLiteral("big.json"), in + QStringLiteral("big.orders"),
                                               QStringLiteral("-o"), QStringLiteral("next.json"), QStringLiteral("--events"),
                                               QStringLiteral("events.jsonl"), QStringLiteral("--reports"), QStringLiteral("reports")}
                                << QStringList{QStringLiteral("next.json"), QStringLiteral("events.jsonl")};
    QTest::newRow("import-db") << QStringList{QStringLiteral("import-db"), in + QStringLiteral("big.adjutant"), QStringLiteral("-o"), QStringLiteral("game.json")}
                               << QStringList{QStringLiteral("game.json")};
    QStringList mailIn{QStringLiteral("mail-in"), in + QStringLiteral("whatif.json")};
    mailIn << mailCorpus() << QStringLiteral("-o") << QStringLiteral("orders") << QStringLiteral("--replies") << QStringLiteral("replies");
    QTest::newRow("mail-in -o") << mailIn << QStringList{QStringLiteral("orders/NOR.orders")};
}

void TestCliKill::eachFileIsOldOrNewWhole()
{
    QFETCH(QStringList, args);
    QFETCH(QStringList, old);
    const QString tag = QString::fromLatin1(QTest::currentDataTag()).replace(u' ', u'-');
    const auto prepare = [&old](const QString &dir) {
        QDir(dir).removeRecursively();
        QDir().mkpath(dir);
        for (const QString &f : old) {
            QDir().mkpath(QFileInfo(QDir(dir).filePath(f)).absolutePath());
            writeBytes(QDir(dir).filePath(f), "the old " + f.toUtf8() + '\n');
        }
    };
    // The run to the end: what each file becomes, and how long it takes.
    const QString whole = m_dir.filePath(tag + QStringLiteral("-whole"));
    prepare(whole);
    const qint64 duration = runCli(args, whole);
    QVERIFY2(duration >= 0, "the command runs to the end");
    const QMap<QString, QByteArray> after = filesUnder(whole);
    QVERIFY(after.size() > old.size() - 1);

    QRandomGenerator random(29);
    int killed = 0, oldSeen = 0, newSeen = 0, staged = 0;
    for (int round = 0; round < kKills; ++round) {
        const QString dir = m_dir.filePath(tag + QStringLiteral("-%1").arg(round));
        prepare(dir);
        const QMap<QString, QByteArray> before = filesUnder(dir);
        const int at = int(random.bounded(qMax<qint64>(1, duration + duration / 4)));
        killed += runCli(args, dir, at) >= 0;
        const QMap<QString, QByteArray> found = filesUnder(dir, &staged);
        for (auto it = found.cbegin(); it != found.cend(); ++it) {
            const bool isOld = before.value(it.key()) == it.value() && before.contains(it.key());
            const bool isNew = after.contains(it.key()) && after.value(it.key()) == it.value();
            QVERIFY2(isOld || isNew, qPrintable(QStringLiteral("%1 after a kill at %2 ms: neither the old nor the new file")
                                                    .arg(it.key()).arg(at)));
            oldSeen += isOld && !isNew;
            newSeen += isNew;
        }
        for (const QString &f : old)
            QVERIFY2(found.contains(f), qPrintable(f + QStringLiteral(" is gone after a kill")));
        // Run again to the end: it writes what a run writes, and the staging the kill left is gone.
        QVERIFY(runCli(args, dir) >= 0);
        int stale = 0;
        QCOMPARE(filesUnder(dir, &stale), after);
        QCOMPARE(stale, 0);
    }
    qInfo("%d kills over %lld ms: %d files found old, %d new; %d staged files left by the kills, removed by the next run",
          kKills, duration, oldSeen, newSeen, staged);
}

// Commands that write a game file: it opens whole, with the old game or the new.
void TestCliKill::aGameFileOpensWhole_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<int>("oldTurn");
    QTest::addColumn<int>("newTurn");
    const QString in = m_inputs + u'/';
    QTest::newRow("export-db over a game file") << QStringList{QStringLiteral("export-db"), in + QStringLiteral("big.json"), QStringLiteral("-o"), QStringLiteral("game.adjutant")} << 7 << 1;
    QTest::newRow("accept") << QStringList{QStringLiteral("accept"), QStringLiteral("game.adjutant"), in + QStringLiteral("big.orders")} << 1 << 2;
}

void TestCliKill::aGameFileOpensWhole()
{
    QFETCH(QStringList, args);
    QFETCH(int, oldTurn);
    QFETCH(int, newTurn);
    const QString tag = QString::fromLatin1(QTest::currentDataTag()).replace(u' ', u'-');
    const auto prepare = [this, oldTurn](const QString &dir) {
        QDir(dir).removeRecursively();
        QDir().mkpath(dir);
        Game game = readGame(m_inputs + QStringLiteral("/big.json"));
        game.turn = oldTurn;
        QString error;
        return bool(GameStore::create(QDir(dir).filePath(QStringLiteral("game.adjutant")), game, &error));
    };
    const QString whole = m_dir.filePath(tag + QStringLiteral("-whole"));
    QVERIFY(prepare(whole));
    const qint64 duration = runCli(args, whole);
    QVERIFY2(duration >= 0, "the command runs to the end");

    QRandomGenerator random(31);
    int oldSeen = 0, newSeen = 0;
    for (int round = 0; round < kKills; ++round) {
        const QString dir = m_dir.filePath(tag + QStringLiteral("-%1").arg(round));
        QVERIFY(prepare(dir));
        const int at = int(random.bounded(qMax<qint64>(1, duration + duration / 4)));
        runCli(args, dir, at);
        QString error;
        std::unique_ptr<GameStore> store = GameStore::open(QDir(dir).filePath(QStringLiteral("game.adjutant")), &error);
        QVERIFY2(store, qPrintable(QStringLiteral("after a kill at %1 ms: %2").arg(at).arg(error)));
        QCOMPARE(store->checkWholeFile(), QString());
        const int turn = store->currentTurn();
        QVERIFY2(turn == oldTurn || turn == newTurn, qPrintable(QStringLiteral("turn %1 after a kill at %2 ms").arg(turn).arg(at)));
        oldSeen += turn == oldTurn;
        newSeen += turn == newTurn;
    }
    qInfo("%d kills over %lld ms: the old game %d times, the new %d", kKills, duration, oldSeen, newSeen);
}

// mail-in given a game file keeps every message in its turn's inbox (as the
// window's fetch does): after a kill the inbox holds none of the run's
// messages or all of them, each whole.
void TestCliKill::theTurnInboxIsKeptWhole()
{
    const Game game = readGame(WhatIfGamePath);
    QStringList args{QStringLiteral("mail-in"), QStringLiteral("game.adjutant")};
    args << mailCorpus() << QStringLiteral("-o") << QStringLiteral("orders");
    const auto prepare = [&game](const QString &dir) {
        QDir(dir).removeRecursively();
        QDir().mkpath(dir);
        QString error;
        return bool(GameStore::create(QDir(dir).filePath(QStringLiteral("game.adjutant")), game, &error));
    };
    const QString whole = m_dir.filePath(QStringLiteral("inbox-whole"));
    QVERIFY(prepare(whole));
    const qint64 duration = runCli(args, whole);
    QVERIFY(duration >= 0);
    QString error;
    const QList<InboxMessage> kept = GameStore::open(QDir(whole).filePath(QStringLiteral("game.adjutant")), &error)->inbox(game.turn);
    QVERIFY(!kept.isEmpty());
    QRandomGenerator random(37);
    int none = 0, all = 0;
    for (int round = 0; round < kKills; ++round) {
        const QString dir = m_dir.filePath(QStringLiteral("inbox-%1").arg(round));
        QVERIFY(prepare(dir));
        runCli(args, dir, int(random.bounded(qMax<qint64>(1, duration + duration / 4))));
        std::unique_ptr<GameStore> store = GameStore::open(QDir(dir).filePath(QStringLiteral("game.adjutant")), &error);
        QVERIFY2(store, qPrintable(error));
        QCOMPARE(store->checkWholeFile(), QString());
        const QList<InboxMessage> inbox = store->inbox(game.turn, &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QVERIFY2(inbox.isEmpty() || inbox.size() == kept.size(), qPrintable(QString::number(inbox.size())));
        for (int i = 0; i < inbox.size(); ++i)
            QCOMPARE(inbox[i].bytes, kept[i].bytes);
        none += inbox.isEmpty();
        all += !inbox.isEmpty();
    }
    qInfo("%d kills over %lld ms: the inbox empty %d times, whole %d", kKills, duration, none, all);
}

QTEST_GUILESS_MAIN(TestCliKill)
#include "tst_clikill.moc"
