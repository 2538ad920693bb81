// The command line on a full disk and in a folder it may not write: each
// command that writes says so in its own words, naming the file (no Qt
// warning on the terminal), exits 1, and leaves the file that was there
// byte for byte as it was. The full disk is a small tmpfs the test mounts
// (as root; skipped where mounting is not allowed).
#include "SmallDisk.h"
#include "TestSupport.h"

#include <QDir>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

using namespace adj::test;

namespace {

const QString kGame = QStringLiteral(ADJ_GAMES_DIR "/britain.json");
const QString kOrders = QStringLiteral(ADJ_GAMES_DIR "/britain-turn1.orders");
const QString kMail = QStringLiteral(ADJ_DATA_DIR "/mail/turn3.mbox");

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
    bool fill(qint64 left) { return m_small->fill(left); }
    QTemporaryDir m_dir;
    std::unique_ptr<SmallDisk> m_small;
    QString m_disk;      // the small tmpfs
    QString m_outside;   // files prepared off it
};

void TestFullDisk::initTestCase()
{
    QVERIFY(m_dir.isValid());
    m_disk = m_dir.filePath(QStringLiteral("disk"));
    m_outside = m_dir.filePath(QStringLiteral("outside"));
    QVERIFY(QDir().mkpath(m_outside));
    m_small = std::make_unique<SmallDisk>(m_disk);
    if (!m_small->isMounted())
        QSKIP("cannot mount a small tmpfs here (root and mount are needed)");
    // The game file and its next turn, written off the small disk.
    QCOMPARE(cli({QStringLiteral("export-db"), kGame, QStringLiteral("-o"), m_outside + QStringLiteral("/game.adjutant")}).status, 0);
}

void TestFullDisk::cleanupTestCase()
{
    m_small.reset();  // unmounted
}

void TestFullDisk::init()
{
    if (m_small && m_small->isMounted())
        m_small->empty();
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
    QVERIFY(fill(0));

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
    QVERIFY(m_small->setReadOnly(true));
    const CliRun r = cli({QStringLiteral("resolve"), kGame, kOrders, QStringLiteral("-o"), path});
    const CliRun e = cli({QStringLiteral("export-db"), kGame, QStringLiteral("-o"), m_disk + QStringLiteral("/g.adjutant")});
    QVERIFY(m_small->setReadOnly(false));
    for (const CliRun &run : {r, e}) {
        QCOMPARE(run.status, 1);
        QVERIFY2(foreignLine(run.err).isEmpty(), qPrintable(run.err));
        QVERIFY2(run.err.contains(m_disk), qPrintable(run.err));
    }
    QCOMPARE(fileBytes(path), QByteArray("the old file\n"));
}

QTEST_GUILESS_MAIN(TestFullDisk)
#include "tst_fulldisk.moc"
