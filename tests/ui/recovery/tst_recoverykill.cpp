// Work that survives a kill: the main window (windowkiller, a process of its
// own, offscreen) works on a big game in a loop and is killed with SIGKILL
// at many moments — while it writes its recovery copy, while it saves. Each
// time the game file still opens whole with the last game saved or the one
// being saved, and the recovery copy holds the last work it said it kept
// (or the step after), with every step of its undo history, and comes back
// in a window as it was.
#include "GeneratedGame.h"
#include "TestSupport.h"
#include "UiTestMain.h"

#include "document/GameDocument.h"
#include "recovery/Recovery.h"
#include "recovery/RecoveryKeeper.h"
#include "store/WriterLock.h"
#include "window/MainWindow.h"

#include <QDir>
#include <QFileInfo>
#include <QRandomGenerator>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QThread>
#include <QUndoStack>

using namespace adj;
using namespace adj::ui;
using namespace adj::test;

namespace {

constexpr int kAreas = 1000;
// Kills per test; ADJ_KILL_ROUNDS sets more for a longer run (docs/durability.md).
const int kRounds = qEnvironmentVariableIntValue("ADJ_KILL_ROUNDS") > 0 ? qEnvironmentVariableIntValue("ADJ_KILL_ROUNDS") : 12;
// The armies of the area windowkiller edits at step k.
int armiesOf(const Game &game, int k)
{
    for (const Area &a : game.areas)
        if (a.code == (k % 2 ? QStringLiteral("001") : QStringLiteral("002")))
            return a.armies;
    return -1;
}

// The step of windowkiller's whose work a game file holds (its orders
// "; step k"), once it opened whole with that step's game; 0 and `why` when not.
int savedStep(const QString &file, QString *why)
{
    const std::unique_ptr<GameStore> store = GameStore::open(file, why);
    if (!store)
        return 0;
    if ((*why = store->checkWholeFile()); !why->isEmpty())
        return 0;
    const QString orders = store->texts(store->currentTurn()).orders;
    const int k = orders.mid(7).trimmed().toInt();  // "; step k"
    *why = orders;
    return armiesOf(store->current(), k) == 100 + k ? k : 0;
}

// Runs windowkiller until it printed `word` at least `least` times, then a
// moment more, then kills it; the last number it printed after `word`.
int runAndKill(const QString &mode, const QString &folder, const QString &game, int least, int pauseMs)
{
    QProcess helper;
    helper.setProcessChannelMode(QProcess::SeparateChannels);
    helper.start(QStringLiteral(ADJ_WINDOWKILLER), {mode, folder, game});
    if (!helper.waitForStarted())
        return -1;
    const QByteArray word = mode == QLatin1String("keep") ? "kept" : "saved";
    QDir().mkpath(folder);
    int seen = 0, last = 0;
    const auto readLines = [&] {
        while (helper.canReadLine()) {
            const QList<QByteArray> words = helper.readLine().trimmed().split(' ');
            if (words.value(0) == word) {
                ++seen;
                last = words.value(1).toInt();
            }
        }
    };
    while (seen < least) {
        if (!helper.canReadLine() && !helper.waitForReadyRead(60000)) {
            qWarning("windowkiller stopped: %s", helper.readAllStandardError().constData());
            return -1;
        }
        readLines();
    }
    QThread::msleep(pauseMs);
    helper.kill();
    helper.waitForFinished();
    readLines();  // what it said before it died
    return last;
}

} // namespace

class TestRecoveryKill : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(m_dir.isValid());
        Game game = testing::generatedGame(kAreas, 16);
        m_json = m_dir.filePath(QStringLiteral("big.json"));
        QVERIFY(writeBytes(m_json, writeGameJson(game)));
    }
    void theRecoveryCopySurvivesAKill();
    void aSaveSurvivesAKill();
    void aSaveAsSurvivesAKill();

private:
    QTemporaryDir m_dir;
    QString m_json;
};

void TestRecoveryKill::theRecoveryCopySurvivesAKill()
{
    QRandomGenerator random(30);
    int midWrite = 0;
    for (int round = 0; round < kRounds; ++round) {
        const QString folder = m_dir.filePath(QStringLiteral("keep%1").arg(round));
        const int kept = runAndKill(QStringLiteral("keep"), folder, m_json, 1 + round % 3, random.bounded(40));
        QVERIFY(kept > 0);
        const QStringList files = QDir(folder).entryList({QStringLiteral("*.recovery-journal")}, QDir::Files);
        midWrite += !files.isEmpty() && QFileInfo(QDir(folder).filePath(files[0])).size() > 0;
        QStringList unreadable;
        const QList<RecoveryInfo> left = recoveriesLeft(folder, &unreadable);
        QVERIFY2(unreadable.isEmpty(), qPrintable(unreadable.join(u'\n')));
        QCOMPARE(left.size(), 1);
        QString error;
        const std::optional<Recovery> r = readRecovery(left[0].path, &error);
        QVERIFY2(r, qPrintable(error));
        // The last work it said it kept, or the step after (killed as it told of it).
        const int k = int(r->states.size()) - 1;
        QVERIFY2(k == kept || k == kept + 1, qPrintable(QStringLiteral("%1 steps kept, it said %2").arg(k).arg(kept)));
        for (int i = 1; i <= k; ++i)
            QCOMPARE(armiesOf(r->states[i].game, i), 100 + i);
        QCOMPARE(r->orders, QStringLiteral("; step %1\n").arg(k));
        QCOMPARE(r->info.file, m_json);

        // And it comes back in a window, as it was.
        MainWindow window;
        window.keepRecovery(folder);
        QVERIFY(window.recover(left[0]));
        QCOMPARE(window.document()->undoStack()->index(), k);
        QCOMPARE(armiesOf(window.document()->game(), k), 100 + k);
        QCOMPARE(window.document()->ordersText(), r->orders);
        QCOMPARE(window.document()->filePath(), m_json);
        window.recoveryKeeper()->discard();
    }
    qInfo("%d kills, %d of them in the middle of writing the recovery copy", kRounds, midWrite);
}

void TestRecoveryKill::aSaveSurvivesAKill()
{
    const QString file = m_dir.filePath(QStringLiteral("big.adjutant"));
    QString error;
    QVERIFY2(GameStore::create(file, readGame(m_json), &error), qPrintable(error));
    QRandomGenerator random(31);
    int lastSaved = 0, midSave = 0;
    for (int round = 0; round < kRounds; ++round) {
        const QString folder = m_dir.filePath(QStringLiteral("save%1").arg(round));
        const int saved = runAndKill(QStringLiteral("save"), folder, file, 1 + round % 3, random.bounded(60));
        QVERIFY(saved > 0);
        midSave += QFileInfo(file + QStringLiteral("-journal")).size() > 0;
        // The file opens whole, with the game of the last save it told of or of the one under way.
        const int k = savedStep(file, &error);
        QVERIFY2(k == saved || k == saved + 1, qPrintable(QStringLiteral("%1 after save %2").arg(error).arg(saved)));
        // The dead window's lock is stale: the next one takes the file over.
        QCOMPARE(WriterLock::holder(file), std::nullopt);
        lastSaved = saved;
    }
    QVERIFY(lastSaved > 0);
    qInfo("%d kills, %d of them in the middle of a save", kRounds, midSave);
}

void TestRecoveryKill::aSaveAsSurvivesAKill()
{
    QRandomGenerator random(32);
    int midSave = 0;
    for (int round = 0; round < kRounds; ++round) {
        const QString folder = m_dir.filePath(QStringLiteral("saveas%1").arg(round));
        const int saved = runAndKill(QStringLiteral("saveas"), folder, m_json, 1 + round % 3, random.bounded(80));
        QVERIFY(saved > 0);
        // Each file saved into opens whole, with the game of a save it told of or of the one under way.
        for (const QString name : {QStringLiteral("a.adjutant"), QStringLiteral("b.adjutant")}) {
            const QString file = QDir(folder).filePath(name);
            if (!QFileInfo::exists(file))
                continue;
            QString error;
            const int k = savedStep(file, &error);
            QVERIFY2(k >= 1 && k <= saved + 1, qPrintable(QStringLiteral("%1 after save %2").arg(error).arg(saved)));
        }
        midSave += !QDir(folder).entryList({QStringLiteral("*.part")}, QDir::Files).isEmpty();
        // Beside them only what a save under way leaves: its staging (NAME.part), journals and locks.
        for (const QString &f : QDir(folder).entryList(QDir::Files | QDir::Hidden))
            QVERIFY2(f.endsWith(QLatin1String(".adjutant")) || f.endsWith(QLatin1String(".part")) || f.startsWith(u'.')
                         || f.endsWith(QLatin1String("-journal")),
                     qPrintable(f));
    }
    qInfo("%d kills, %d of them in the middle of a save", kRounds, midSave);
}

int main(int argc, char **argv)
{
    return runUiTest<TestRecoveryKill>(argc, argv, "tst_recoverykill", Keyring::None);
}
#include "tst_recoverykill.moc"
