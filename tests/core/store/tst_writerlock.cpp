// One writer per game file: the lock beside it names who holds it; a second
// taker is told who; the lock goes with its holder; a lock left by an ended
// process of this host is stale and taken over, one of another host never.
#include "store/WriterLock.h"

#include <QFile>
#include <QFileInfo>
#include <QSysInfo>
#include <QTemporaryDir>
#include <QTest>

#include <sys/wait.h>
#include <unistd.h>

using namespace adj;

class TestWriterLock : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase() { QVERIFY(m_dir.isValid()); }
    void aSecondTakerIsToldWhoHoldsIt();
    void aLockOfAnEndedProcessHereIsTakenOver();
    void aLockOfAnotherHostIsNeverTakenOver();

private:
    QString game(const QString &name) const { return m_dir.filePath(name); }
    static void writeLock(const QString &file, const QString &host, qint64 pid)
    {
        QFile f(WriterLock::lockPath(file));
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(QStringLiteral("user=bob\nhost=%1\npid=%2\nsince=2026-12-04T18:00:00Z\n").arg(host).arg(pid).toUtf8());
    }
    QTemporaryDir m_dir;
};

void TestWriterLock::aSecondTakerIsToldWhoHoldsIt()
{
    const QString file = game(QStringLiteral("one.adjutant"));
    QCOMPARE(WriterLock::lockPath(file), m_dir.filePath(QStringLiteral(".~lock.one.adjutant#")));
    QString error;
    std::optional<LockHolder> heldBy;
    {
        auto lock = WriterLock::take(file, &heldBy, &error);
        QVERIFY2(lock, qPrintable(error));
        QVERIFY(QFileInfo::exists(WriterLock::lockPath(file)));
        auto second = WriterLock::take(file, &heldBy, &error);
        QVERIFY(!second);
        QVERIFY(heldBy);
        QCOMPARE(heldBy->pid, QCoreApplication::applicationPid());
        QCOMPARE(heldBy->host, QSysInfo::machineHostName());
        QVERIFY(!heldBy->user.isEmpty());
        QVERIFY(heldBy->since.isValid());
        QVERIFY(WriterLock::holder(file));
        QVERIFY(heldBy->text().contains(QStringLiteral("(process %1)").arg(QCoreApplication::applicationPid())));
    }
    // Let go with its holder.
    QVERIFY(!QFileInfo::exists(WriterLock::lockPath(file)));
    QVERIFY(!WriterLock::holder(file));
    QVERIFY(WriterLock::take(file, &heldBy, &error));
}

void TestWriterLock::aLockOfAnEndedProcessHereIsTakenOver()
{
    const QString file = game(QStringLiteral("crashed.adjutant"));
    // A pid no process has (the largest Linux allows is 4194304).
    writeLock(file, QSysInfo::machineHostName(), 4194305);
    QVERIFY(!WriterLock::holder(file));
    std::optional<LockHolder> heldBy;
    QString error;
    auto lock = WriterLock::take(file, &heldBy, &error);
    QVERIFY2(lock, qPrintable(error));
    QCOMPARE(WriterLock::holder(file)->pid, QCoreApplication::applicationPid());

    // A program killed a moment ago, its parent not yet told (a zombie): ended too.
    const pid_t child = fork();
    if (child == 0)
        _exit(0);
    QVERIFY(child > 0);
    QTest::qWait(200);  // exited, not reaped
    lock.reset();
    writeLock(file, QSysInfo::machineHostName(), child);
    QVERIFY(!WriterLock::holder(file));
    lock = WriterLock::take(file, &heldBy, &error);
    QVERIFY2(lock, qPrintable(error));
    waitpid(child, nullptr, 0);
}

void TestWriterLock::aLockOfAnotherHostIsNeverTakenOver()
{
    const QString file = game(QStringLiteral("shared.adjutant"));
    writeLock(file, QStringLiteral("elsewhere.example"), 4194305);
    std::optional<LockHolder> heldBy;
    QString error;
    QVERIFY(!WriterLock::take(file, &heldBy, &error));
    QVERIFY(heldBy);
    QCOMPARE(heldBy->host, QStringLiteral("elsewhere.example"));
    QCOMPARE(heldBy->text(), QStringLiteral("bob on elsewhere.example (process 4194305) since 2026-12-04 18:00 UTC"));
    QVERIFY(QFileInfo::exists(WriterLock::lockPath(file)));  // left as it was
}

QTEST_GUILESS_MAIN(TestWriterLock)
#include "tst_writerlock.moc"
