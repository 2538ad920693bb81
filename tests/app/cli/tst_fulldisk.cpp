// The command line on a full disk and in a folder it may not write: each
// command that writes says so in its own words, naming the file (no Qt
// warning on the terminal), exits 1, and leaves the file that was there
// byte for byte as it was. The full disk is a small tmpfs the test mounts
// (as root; skipped where mounting is not allowed).
#include "TestSupport.h"

#include <QDir>
#include <QProcess>
#include <QRegularExpression>
#include <QStorageInfo>
#include <QTemporaryDir>
#include <QTest>

#include <unistd.h>

using namespace adj::test;

namespace {

const QString kGame = QStringLiteral(ADJ_GAMES_DIR "/britain.json");
const QString kOrders = QStringLiteral(ADJ_GAMES_DIR "/britain-turn1.orders");
const QString kMail = QStringLiteral(ADJ_DATA_DIR "/mail/turn3.mbox");

bool run(const QString &program, const QStringList &args)
{
    QProcess p;
    p.start(program, args);
    return p.waitForFinished(30000) && p.exitStatus() == QProcess::NormalExit && p.exitCode() == 0;
}

} // namespace

class TestFullDisk : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void cleanupTestCase();
    void init();
    void eachWriteSaysTheDiskIsFullAndKeepsTheOldFile_data();
    void eachWriteSaysTheDiskIsFullAndKeepsTheOldFile();
    void aFolderItMayNotWrite();

private:
    // Fills the disk to `left` bytes free.
    bool fill(qint64 left);
    QTemporaryDir m_dir;
    QString m_disk;      // the small tmpfs
    QString m_outside;   // files prepared off it
    bool m_mounted = false;
};

void TestFullDisk::initTestCase()
{
    QVERIFY(m_dir.isValid());
    m_disk = m_dir.filePath(QStringLiteral("disk"));
    m_outside = m_dir.filePath(QStringLiteral("outside"));
    QVERIFY(QDir().mkpath(m_disk) && QDir().mkpath(m_outside));
    if (geteuid() != 0 || !run(QStringLiteral("mount"), {QStringLiteral("-t"), QStringLiteral("tmpfs"), QStringLiteral("-o"),
                                                         QStringLiteral("size=1m"), QStringLiteral("tmpfs"), m_disk}))
        QSKIP("cannot mount a small tmpfs here (root and mount are needed)");
    m_mounted = true;
    // The game file and its next turn, written off the small disk.
    QCOMPARE(cli({QStringLiteral("export-db"), kGame, QStringLiteral("-o"), m_outside + QStringLiteral("/game.adjutant")}).status, 0);
}

void TestFullDisk::cleanupTestCase()
{
    if (m_mounted)
        QVERIFY(run(QStringLiteral("umount"), {m_disk}));
}

void TestFullDisk::init()
{
    if (!m_mounted)
        return;
    for (const QString &f : QDir(m_disk).entryList(QDir::Files | QDir::Dirs | QDir::NoDotAndDotDot | QDir::Hidden))
        QFileInfo(m_disk + u'/' + f).isDir() ? QDir(m_disk + u'/' + f).removeRecursively() : QFile::remove(m_disk + u'/' + f);
}

bool TestFullDisk::fill(qint64 left)
{
    QFile f(m_disk + QStringLiteral("/fill"));
    if (!f.open(QIODevice::WriteOnly))
        return false;
    const QByteArray block(4096, 'x');
    while (QStorageInfo(m_disk).bytesAvailable() > left)
        if (f.write(block) != block.size())
            break;
    f.close();
    return QStorageInfo(m_disk).bytesAvailable() <= left;
}

void TestFullDisk::eachWriteSaysTheDiskIsFullAndKeepsTheOldFile_data()
{
    QTest::addColumn<QString>("command");
    QTest::addColumn<QString>("target");  // the file the command writes, which is there before
    QTest::newRow("export-db") << "export-db" << "game.adjutant";
    QTest::newRow("import-db") << "import-db" << "game.json";
    QTest::newRow("resolve -o") << "resolve" << "next.json";
    QTest::newRow("mail-in -o") << "mail-in" << "orders/NOR.orders";
    QTest::newRow("accept") << "accept" << "game.adjutant";
}

void TestFullDisk::eachWriteSaysTheDiskIsFullAndKeepsTheOldFile()
{
    QFETCH(QString, command);
    QFETCH(QString, target);
    const QString path = m_disk + u'/' + target;
    QVERIFY(QDir().mkpath(QFileInfo(path).absolutePath()));
    // The file there before: a copy of the game file for accept (which
    // writes it), a small text for the others, which write it anew.
    const QByteArray before = command == u"accept" || command == u"export-db"
        ? fileBytes(m_outside + QStringLiteral("/game.adjutant"))
        : QByteArray("the old file\n");
    QVERIFY(writeBytes(path, before));
    QVERIFY(fill(8 * 1024));

    QStringList args{command};
    if (command == u"export-db")
        args << kGame << QStringLiteral("-o") << path + QStringLiteral(".new");
    else if (command == u"import-db")
        args << m_outside + QStringLiteral("/game.adjutant") << QStringLiteral("-o") << path;
    else if (command == u"resolve")
        args << kGame << kOrders << QStringLiteral("-o") << path;
    else if (command == u"mail-in")
        args << kGame << kMail << QStringLiteral("-o") << QFileInfo(path).absolutePath();
    else
        args << path << kOrders;
    const CliRun r = cli(args);
    QCOMPARE(r.status, 1);
    QVERIFY2(foreignLine(r.err).isEmpty(), qPrintable(r.err));
    // It names the file it could not write and why.
    QVERIFY2(r.err.contains(m_disk), qPrintable(r.err));
    QVERIFY2(r.err.contains(QRegularExpression(QStringLiteral("full|No space left"))), qPrintable(r.err));
    QCOMPARE(fileBytes(path), before);
    if (command == u"export-db")
        QVERIFY(!QFileInfo::exists(path + QStringLiteral(".new")));
    // Nothing half-written is left beside it.
    for (const QString &f : QDir(QFileInfo(path).absolutePath()).entryList(QDir::Files | QDir::Hidden))
        QVERIFY2(!f.endsWith(QStringLiteral(".part")) && !f.endsWith(QStringLiteral("-journal")), qPrintable(f));
}

// A folder without write permission (root may write anywhere: a read-only
// remount of the small disk stands for it).
void TestFullDisk::aFolderItMayNotWrite()
{
    const QString path = m_disk + QStringLiteral("/next.json");
    QVERIFY(writeBytes(path, "the old file\n"));
    QVERIFY(run(QStringLiteral("mount"), {QStringLiteral("-o"), QStringLiteral("remount,ro"), m_disk}));
    const CliRun r = cli({QStringLiteral("resolve"), kGame, kOrders, QStringLiteral("-o"), path});
    const CliRun e = cli({QStringLiteral("export-db"), kGame, QStringLiteral("-o"), m_disk + QStringLiteral("/g.adjutant")});
    QVERIFY(run(QStringLiteral("mount"), {QStringLiteral("-o"), QStringLiteral("remount,rw"), m_disk}));
    for (const CliRun &run : {r, e}) {
        QCOMPARE(run.status, 1);
        QVERIFY2(foreignLine(run.err).isEmpty(), qPrintable(run.err));
        QVERIFY2(run.err.contains(m_disk), qPrintable(run.err));
    }
    QCOMPARE(fileBytes(path), QByteArray("the old file\n"));
}

QTEST_GUILESS_MAIN(TestFullDisk)
#include "tst_fulldisk.moc"
