// The recovery copy's file (core/recovery): what is written is read back
// whole, a second write keeps only the moments still held, the resolved
// turn is made again as it was, a copy is offered only once its program has
// ended, and a file that is not a whole copy is named with what is wrong.
#include "TestSupport.h"

#include "model/MapGraph.h"
#include "recovery/Recovery.h"
#include "store/Packing.h"
#include "turn/CheckedOrders.h"

#include <QCoreApplication>
#include <QTemporaryDir>
#include <QTimeZone>
#include <QTest>

using namespace adj;
using namespace adj::test;

namespace {

Game withArmies(Game g, const QString &area, int armies)
{
    g.reindex();
    for (Area &a : g.areas)
        if (a.code == area)
            a.armies = armies;
    return g;
}

RecoveryState moment(qint64 serial, const QString &text, const Game &game, const QString &orders = QString())
{
    RecoveryState s;
    s.serial = serial;
    s.text = text;
    s.game = game;
    s.orders = orders;
    return s;
}

Recovery sample()
{
    const Game game = readGame(SamplePath);
    Recovery r;
    r.info.file = QStringLiteral("/games/britain.adjutant");
    r.info.gameName = game.name;
    r.info.turn = game.turn;
    r.info.written = QDateTime(QDate(2026, 12, 5), QTime(10, 30), Qt::UTC);
    r.info.process = thisProcess();
    r.info.savedHash = savedHash(game, QString(), QString());
    r.states = {moment(1, QString(), game), moment(2, QStringLiteral("Set armies of YRK to 5"), withArmies(game, QStringLiteral("YRK"), 5)),
                moment(3, QStringLiteral("Set armies of YRK to 7"), withArmies(game, QStringLiteral("YRK"), 7),
                       readText(SampleOrders))};
    r.states[2].ordersBefore = QStringLiteral("; before the step\n");
    r.states[2].resolvedFrom = r.states[2].game;
    r.states[2].resolvedOrders = readText(SampleOrders);
    r.clean = 0;
    r.orders = readText(SampleOrders) + QStringLiteral("\n; typed after the last step\n");
    r.apSpends = QStringLiteral("NOR 2 levy YRK");
    InboxMessage m;
    m.turn = 1;
    m.bytes = "From: ann@example.org\r\nSubject: orders\r\n\r\nNATION NOR\r\n";
    m.sha256 = QStringLiteral("ab").repeated(32);
    m.received = r.info.written;
    m.source = QStringLiteral("imap://mail.example.org/INBOX");
    m.sender = QStringLiteral("ann@example.org");
    m.nation = QStringLiteral("NOR");
    m.status = InboxMessage::Status::Counts;
    m.acceptLate = true;
    r.inbox = {m};
    return r;
}

void compareStates(const QList<RecoveryState> &read, const QList<RecoveryState> &written)
{
    QCOMPARE(read.size(), written.size());
    for (int i = 0; i < read.size(); ++i) {
        QCOMPARE(read[i].serial, written[i].serial);
        QCOMPARE(read[i].text, written[i].text);
        QCOMPARE(writeGameJson(read[i].game), writeGameJson(written[i].game));
        QCOMPARE(read[i].orders, written[i].orders);
        QCOMPARE(read[i].ordersBefore, written[i].ordersBefore);
        QCOMPARE(read[i].apSpendsBefore, written[i].apSpendsBefore);
        QCOMPARE(read[i].resolvedFrom.has_value(), written[i].resolvedFrom.has_value());
        QCOMPARE(read[i].resolvedOrders, written[i].resolvedOrders);
    }
}

// The packed game of the copy's second moment replaced by `hex`.
bool damageMoment(const QString &path, const char *hex)
{
    bool done = false;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("damage"));
        db.setDatabaseName(path);
        QSqlQuery q(db);
        done = db.open() && q.exec(QStringLiteral("UPDATE states SET game = x'%1' WHERE idx = 1").arg(QLatin1String(hex)));
        db.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("damage"));
    return done;
}

} // namespace

class TestRecoveryFile : public QObject
{
    Q_OBJECT
private slots:
    void whatIsWrittenIsReadBackWhole();
    void aSecondWriteKeepsOnlyTheMomentsStillHeld();
    void theResolvedTurnIsMadeAgainAsItWas();
    void aCopyIsOfferedOnlyOnceItsProgramHasEnded();
    void aFileThatIsNotAWholeCopyIsNamed();
    void theSavedHashIsThatOfTheFilesGame();
};

void TestRecoveryFile::whatIsWrittenIsReadBackWhole()
{
    QTemporaryDir dir;
    const QString path = newRecoveryPath(dir.path());
    const Recovery r = sample();
    QCOMPARE(writeRecovery(path, r), QString());
    QString error;
    const std::optional<Recovery> read = readRecovery(path, &error);
    QVERIFY2(read, qPrintable(error));
    compareStates(read->states, r.states);
    QCOMPARE(read->clean, 0);
    QCOMPARE(read->orders, r.orders);
    QCOMPARE(read->apSpends, r.apSpends);
    QCOMPARE(read->info.file, r.info.file);
    QCOMPARE(read->info.gameName, r.info.gameName);
    QCOMPARE(read->info.written, r.info.written);
    QCOMPARE(read->info.process.pid, r.info.process.pid);
    QCOMPARE(read->info.process.start, r.info.process.start);
    QCOMPARE(read->info.savedHash, r.info.savedHash);
    QCOMPARE(read->info.steps, 2);
    QCOMPARE(read->inbox.size(), 1);
    InboxMessage m = read->inbox[0];
    m.id = r.inbox[0].id;
    QCOMPARE(m, r.inbox[0]);
    const std::optional<RecoveryInfo> info = readRecoveryInfo(path, &error);
    QVERIFY2(info, qPrintable(error));
    QCOMPARE(info->steps, 2);
    QCOMPARE(info->path, path);
}

void TestRecoveryFile::aSecondWriteKeepsOnlyTheMomentsStillHeld()
{
    QTemporaryDir dir;
    const QString path = newRecoveryPath(dir.path());
    Recovery r = sample();
    QCOMPARE(writeRecovery(path, r), QString());
    // The last step undone and another made: the third moment is a new one,
    // and the inbox lost its message (sorted into a game file, say).
    r.states[2] = moment(9, QStringLiteral("Set armies of YRK to 1"), withArmies(r.states[0].game, QStringLiteral("YRK"), 1));
    r.clean = -1;
    r.inbox.clear();
    QCOMPARE(writeRecovery(path, r), QString());
    QString error;
    std::optional<Recovery> read = readRecovery(path, &error);
    QVERIFY2(read, qPrintable(error));
    compareStates(read->states, r.states);
    QCOMPARE(read->clean, -1);
    QVERIFY(read->inbox.isEmpty());
    // Two steps undone: the file keeps the first moment only.
    r.states.resize(1);
    QCOMPARE(writeRecovery(path, r), QString());
    read = readRecovery(path, &error);
    QVERIFY2(read, qPrintable(error));
    compareStates(read->states, r.states);
    QCOMPARE(read->info.steps, 0);
}

void TestRecoveryFile::theResolvedTurnIsMadeAgainAsItWas()
{
    const Recovery r = sample();
    const QList<std::optional<TurnRecord>> records = recoveredResolutions(r.states);
    QCOMPARE(records.size(), 3);
    QVERIFY(!records[0] && !records[1]);
    QVERIFY(records[2]);
    const Game &before = r.states[2].game;
    const CheckedOrders checked = checkOrders(readText(SampleOrders), turnOrdersName(), before, *MapGraph::of(before));
    const std::optional<Resolution> direct = resolveChecked(before, checked);
    QVERIFY(direct);
    QCOMPARE(records[2]->orders, readText(SampleOrders));
    QCOMPARE(records[2]->resolution.steps.size(), direct->steps.size());
    QVERIFY(!direct->steps.isEmpty());
    QCOMPARE(writeGameJson(records[2]->resolution.next), writeGameJson(direct->next));
}

void TestRecoveryFile::aCopyIsOfferedOnlyOnceItsProgramHasEnded()
{
    QTemporaryDir dir;
    const QString folder = recoveryFolder(dir.path());
    Recovery mine = sample();  // this program's: it runs
    Recovery reused = sample();  // its number now this program's, which started at another time
    reused.info.process.start += 1;
    reused.info.written = reused.info.written.addSecs(60);
    Recovery elsewhere = sample();  // of another host: never known to have ended
    elsewhere.info.process.host = QStringLiteral("another-host.example.org");
    Recovery gone = sample();  // a process that ended and was reaped
    QProcess child;
    child.start(QStringLiteral("true"));
    QVERIFY(child.waitForFinished());
    gone.info.process = {thisHost(), child.processId() ? child.processId() : 999999, 0};
    for (const Recovery *r : {&mine, &reused, &elsewhere, &gone})
        QCOMPARE(writeRecovery(newRecoveryPath(folder), *r), QString());
    QVERIFY(writeBytes(QDir(folder).filePath(QStringLiteral("broken.recovery")), "not SQLite"));
    QStringList unreadable;
    const QList<RecoveryInfo> left = recoveriesLeft(folder, &unreadable);
    QCOMPARE(left.size(), 1 + (hasEnded(gone.info.process) ? 1 : 0));
    QCOMPARE(left[0].process.start, reused.info.process.start);  // the newest first
    QCOMPARE(unreadable.size(), 1);
    QVERIFY2(unreadable[0].contains(QStringLiteral("broken.recovery")), qPrintable(unreadable[0]));
    QCOMPARE(removeRecovery(left[0].path), QString());
    QVERIFY(!QFile::exists(left[0].path));
}

void TestRecoveryFile::aFileThatIsNotAWholeCopyIsNamed()
{
    QTemporaryDir dir;
    QString error;
    // Not SQLite at all.
    const QString text = dir.filePath(QStringLiteral("text.recovery"));
    QVERIFY(writeBytes(text, "hello"));
    QVERIFY(!readRecovery(text, &error));
    QVERIFY2(error.startsWith(text + u':'), qPrintable(error));
    // An SQLite file of another kind (a game file).
    const QString game = dir.filePath(QStringLiteral("game.adjutant"));
    QVERIFY(GameStore::create(game, readGame(SamplePath), &error));
    QVERIFY(!readRecovery(game, &error));
    QVERIFY2(error.contains(QStringLiteral("not a recovery copy")), qPrintable(error));
    // A moment's game damaged: the moment is named.
    const QString path = dir.filePath(QStringLiteral("damaged.recovery"));
    QCOMPARE(writeRecovery(path, sample()), QString());
    QVERIFY(damageMoment(path, "00000010deadbeef"));
    QVERIFY(!readRecovery(path, &error));
    QVERIFY2(error.startsWith(path + u':') && error.contains(QStringLiteral("moment 1")), qPrintable(error));
    // A packed game whose length says nearly 4 GB (found by fuzzing: it was
    // allocated): refused as damaged, without asking for the memory.
    QVERIFY(damageMoment(path, "fefffffec0ffee00"));
    QVERIFY(!readRecovery(path, &error));
    QVERIFY2(error.contains(QStringLiteral("moment 1")), qPrintable(error));
    QCOMPARE(store::unpack(QByteArray::fromHex("fefffffec0ffee00")), std::nullopt);
    QCOMPARE(store::unpack(store::pack("a game")), QByteArray("a game"));
    // Gone.
    QVERIFY(!readRecovery(dir.filePath(QStringLiteral("none.recovery")), &error));
}

void TestRecoveryFile::theSavedHashIsThatOfTheFilesGame()
{
    QTemporaryDir dir;
    const Game game = readGame(SamplePath);
    QCOMPARE(fileSavedHash(SamplePath), savedHash(game, QString(), QString()));
    const QString file = dir.filePath(QStringLiteral("britain.adjutant"));
    QString error;
    QVERIFY2(GameStore::create(file, game, &error), qPrintable(error));
    QCOMPARE(fileSavedHash(file), savedHash(game, QString(), QString()));
    QVERIFY(savedHash(game, QStringLiteral("NATION NOR"), QString()) != savedHash(game, QString(), QString()));
    QVERIFY(savedHash(withArmies(game, QStringLiteral("YRK"), 9), QString(), QString())
            != savedHash(game, QString(), QString()));
    QCOMPARE(fileSavedHash(dir.filePath(QStringLiteral("gone.json"))), std::nullopt);
}

QTEST_GUILESS_MAIN(TestRecoveryFile)
#include "tst_recoveryfile.moc"
