// Every command's failure paths speak in the program's own words: each run
// below fails (a missing, malformed or foreign file, an output it may not
// write, a server that refuses, a bad option) with its exit status, says why
// on stderr, and nothing on stderr is Qt's — on a machine without a desktop
// session too (no XDG_RUNTIME_DIR), as CI is.
#include "TestSupport.h"

#include <QDir>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using namespace adj;
using namespace adj::test;

class TestCliStderr : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void failsInItsOwnWords_data();
    void failsInItsOwnWords();

private:
    QTemporaryDir m_dir;
};

void TestCliStderr::initTestCase()
{
    QVERIFY(m_dir.isValid());
    const QDir d(m_dir.path());
    QVERIFY(writeBytes(d.filePath(QStringLiteral("broken.json")), "{\n  \"name\": \n"));
    QVERIFY(writeBytes(d.filePath(QStringLiteral("text.adjutant")), "not a game file\n"));
    QVERIFY(writeBytes(d.filePath(QStringLiteral("junk.orders")), "NATION ZZZ\n1 FLY YRK\n"));
    QVERIFY(writeBytes(d.filePath(QStringLiteral("junk.ap")), "ROUND x\n??\n"));
    QVERIFY(writeBytes(d.filePath(QStringLiteral("junk.csv")), "a,b\n\"unterminated\n"));
    QVERIFY(writeBytes(d.filePath(QStringLiteral("junk.mbox")), "\x01\x02 not mail"));
    QVERIFY(writeBytes(d.filePath(QStringLiteral("password")), "secret\n"));
    // A game file cut short: its header promises pages that are not there.
    QString error;
    const QString whole = d.filePath(QStringLiteral("whole.adjutant"));
    QVERIFY2(GameStore::create(whole, readGame(SamplePath), &error), qPrintable(error));
    QVERIFY(writeBytes(d.filePath(QStringLiteral("cut.adjutant")), fileBytes(whole).left(4096)));
    // An output under a file, not a folder: no one may write there, root included.
    QVERIFY(writeBytes(d.filePath(QStringLiteral("notafolder")), "a file\n"));
}

void TestCliStderr::failsInItsOwnWords_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<int>("status");
    const QString g = SamplePath, o = SampleOrders, none = QStringLiteral("none.json");
    const QString mail = QStringLiteral(ADJ_DATA_DIR "/mail/turn3.mbox");
    QTest::newRow("no command") << QStringList{QStringLiteral("fly")} << 2;
    QTest::newRow("check: missing game") << QStringList{QStringLiteral("check"), none} << 1;
    QTest::newRow("check: malformed game") << QStringList{QStringLiteral("check"), QStringLiteral("broken.json")} << 1;
    QTest::newRow("check: bad orders") << QStringList{QStringLiteral("check"), g, QStringLiteral("junk.orders")} << 1;
    QTest::newRow("resolve: no -o") << QStringList{QStringLiteral("resolve"), g, o} << 2;
    QTest::newRow("resolve: output it may not write")
        << QStringList{QStringLiteral("resolve"), g, o, QStringLiteral("-o"), QStringLiteral("notafolder/next.json")} << 1;
    QTest::newRow("resolve: a game file given") << QStringList{QStringLiteral("resolve"), QStringLiteral("text.adjutant"), o, QStringLiteral("-o"), QStringLiteral("n.json")} << 1;
    QTest::newRow("accept: not a game file") << QStringList{QStringLiteral("accept"), QStringLiteral("text.adjutant"), o} << 1;
    QTest::newRow("accept: cut game file") << QStringList{QStringLiteral("accept"), QStringLiteral("cut.adjutant"), o} << 1;
    QTest::newRow("compare: unknown key") << QStringList{QStringLiteral("compare"), g, o, QStringLiteral("--set"), QStringLiteral("RC-NONE=1")} << 2;
    QTest::newRow("ap: bad spends") << QStringList{QStringLiteral("ap"), QStringLiteral(ADJ_DATA_DIR "/ap/example.json"), QStringLiteral("junk.ap")} << 1;
    QTest::newRow("new: bad tables") << QStringList{QStringLiteral("new"), QStringLiteral("--areas"), QStringLiteral("junk.csv"), QStringLiteral("--borders"), QStringLiteral("junk.csv"), QStringLiteral("--nations"), QStringLiteral("junk.csv"), QStringLiteral("--ruleset"), QStringLiteral("dark-age"), QStringLiteral("-o"), QStringLiteral("new.json")} << 1;
    QTest::newRow("mail-in: not a game file") << QStringList{QStringLiteral("mail-in"), QStringLiteral("cut.adjutant"), mail, QStringLiteral("-o"), QStringLiteral("orders")} << 1;
    QTest::newRow("mail-in: output it may not write") << QStringList{QStringLiteral("mail-in"), g, mail, QStringLiteral("-o"), QStringLiteral("notafolder/orders")} << 1;
    QTest::newRow("remind: missing game") << QStringList{QStringLiteral("remind"), none, QStringLiteral("--mail"), QStringLiteral("r.mbox")} << 1;
    QTest::newRow("send: server refuses") << QStringList{QStringLiteral("send"), mail, QStringLiteral("--smtp"), QStringLiteral("smtp://127.0.0.1:1")} << 1;
    QTest::newRow("send: not mail") << QStringList{QStringLiteral("send"), QStringLiteral("junk.mbox"), QStringLiteral("--smtp"), QStringLiteral("smtp://127.0.0.1:1")} << 1;
    QTest::newRow("fetch: server refuses") << QStringList{QStringLiteral("fetch"), QStringLiteral("imap://127.0.0.1:1/INBOX"), QStringLiteral("-o"), QStringLiteral("maildir"), QStringLiteral("--user"), QStringLiteral("ann"), QStringLiteral("--password-file"), QStringLiteral("password")} << 1;
    QTest::newRow("fetch: no password file") << QStringList{QStringLiteral("fetch"), QStringLiteral("pop3://127.0.0.1:1"), QStringLiteral("-o"), QStringLiteral("maildir"), QStringLiteral("--user"), QStringLiteral("ann"), QStringLiteral("--password-file"), QStringLiteral("nowhere")} << 1;
    QTest::newRow("import-db: not a game file") << QStringList{QStringLiteral("import-db"), QStringLiteral("text.adjutant"), QStringLiteral("-o"), QStringLiteral("x.json")} << 1;
    QTest::newRow("import-db: cut game file") << QStringList{QStringLiteral("import-db"), QStringLiteral("cut.adjutant"), QStringLiteral("-o"), QStringLiteral("x.json")} << 1;
    QTest::newRow("export-db: malformed game") << QStringList{QStringLiteral("export-db"), QStringLiteral("broken.json"), QStringLiteral("-o"), QStringLiteral("x.adjutant")} << 1;
    QTest::newRow("export-db: output it may not write") << QStringList{QStringLiteral("export-db"), g, QStringLiteral("-o"), QStringLiteral("notafolder/x.adjutant")} << 1;
    QTest::newRow("check-db: missing") << QStringList{QStringLiteral("check-db"), QStringLiteral("none.adjutant")} << 1;
    QTest::newRow("check-db: cut game file") << QStringList{QStringLiteral("check-db"), QStringLiteral("cut.adjutant")} << 1;
    QTest::newRow("sheets: output it may not write") << QStringList{QStringLiteral("sheets"), g, QStringLiteral("-o"), QStringLiteral("notafolder/s.pdf")} << 1;
    QTest::newRow("sheets: malformed game") << QStringList{QStringLiteral("sheets"), QStringLiteral("broken.json"), QStringLiteral("-o"), QStringLiteral("s.pdf")} << 1;
}

void TestCliStderr::failsInItsOwnWords()
{
    QFETCH(QStringList, args);
    QFETCH(int, status);
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.remove(QStringLiteral("XDG_RUNTIME_DIR"));  // as on a machine without a desktop session
    env.remove(QStringLiteral("QT_QPA_PLATFORM"));
    p.setProcessEnvironment(env);
    p.setWorkingDirectory(m_dir.path());
    p.start(QStringLiteral(ADJ_CLI), args);
    QVERIFY(p.waitForFinished(60000));
    const QString err = QString::fromUtf8(p.readAllStandardError());
    QCOMPARE(p.exitStatus(), QProcess::NormalExit);
    QVERIFY2(p.exitCode() == status, qPrintable(QStringLiteral("exit %1: %2").arg(p.exitCode()).arg(err)));
    QVERIFY2(!err.trimmed().isEmpty(), "a failure says why");
    QVERIFY2(foreignLine(err).isEmpty(), qPrintable(err));
}

QTEST_GUILESS_MAIN(TestCliStderr)
#include "tst_clistderr.moc"
