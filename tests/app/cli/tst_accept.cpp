// `adjutant-cli accept GAME.adjutant ORDERS...` (docs/formats.md "Command line"):
// the game file's turn resolved and accepted, turn after turn, to the same
// next game as `resolve`; on exit 1 or 2 the file is unchanged.
#include "TestSupport.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace adj::test;

class TestAccept : public QObject
{
    Q_OBJECT
private slots:
    void init();
    void playsTheGameTurnAfterTurn();
    void aFailureLeavesTheFileAsItWas_data();
    void aFailureLeavesTheFileAsItWas();

private:
    std::unique_ptr<QTemporaryDir> m_dir;
    QString path(const QString &name) const { return m_dir->filePath(name); }
    QString m_file;
};

void TestAccept::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    m_file = path(QStringLiteral("britain.adjutant"));
    const CliRun made = cli({QStringLiteral("export-db"), SamplePath, QStringLiteral("-o"), m_file});
    QVERIFY2(made.status == 0, qPrintable(made.err));
}

void TestAccept::playsTheGameTurnAfterTurn()
{
    QString json = SamplePath;  // the same turns played through JSON with `resolve`
    for (int turn = 1; turn <= 3; ++turn) {
        const QString reports = path(QStringLiteral("reports%1").arg(turn));
        const CliRun accepted = cli({QStringLiteral("accept"), m_file, sampleOrders(turn), QStringLiteral("--reports"), reports,
                                     QStringLiteral("--events"), path(QStringLiteral("events%1.jsonl").arg(turn))});
        QVERIFY2(accepted.status == 0, qPrintable(accepted.err));
        QVERIFY2(accepted.err.contains(QStringLiteral("is at turn %1").arg(turn + 1)), qPrintable(accepted.err));
        QVERIFY(QFile::exists(reports + QStringLiteral("/NOR.txt")));
        QVERIFY(QFile::exists(path(QStringLiteral("events%1.jsonl").arg(turn))));

        const QString next = path(QStringLiteral("turn%1.json").arg(turn + 1));
        const CliRun resolved = cli({QStringLiteral("resolve"), json, sampleOrders(turn), QStringLiteral("-o"), next});
        QVERIFY2(resolved.status == 0, qPrintable(resolved.err));
        json = next;

        // The file's current game is the next turn, as `resolve` writes it.
        const QString current = path(QStringLiteral("current%1.json").arg(turn + 1));
        const CliRun read = cli({QStringLiteral("import-db"), m_file, QStringLiteral("-o"), current});
        QVERIFY2(read.status == 0, qPrintable(read.err));
        QCOMPARE(fileBytes(current), fileBytes(next));
    }
    // The history holds every accepted turn, whole.
    const CliRun checked = cli({QStringLiteral("check-db"), m_file});
    QVERIFY2(checked.status == 0, qPrintable(checked.err));
    QVERIFY2(checked.out.contains(QStringLiteral("4 turns")), qPrintable(checked.out));
}

void TestAccept::aFailureLeavesTheFileAsItWas_data()
{
    QTest::addColumn<QString>("why");
    QTest::addColumn<int>("status");
    QTest::addColumn<QString>("named");  // what the message names
    QTest::newRow("orders file missing") << QStringLiteral("missing") << 1 << QStringLiteral("none.orders");
    QTest::newRow("orders not UTF-8") << QStringLiteral("latin1") << 1 << QStringLiteral("latin1.orders");
    QTest::newRow("reports cannot be written") << QStringLiteral("reports") << 1 << QStringLiteral("plain/reports");
    QTest::newRow("file read-only") << QStringLiteral("read-only") << 1 << QStringLiteral("britain.adjutant: cannot accept");
    QTest::newRow("no orders given") << QStringLiteral("usage") << 2 << QStringLiteral("usage: adjutant-cli accept");
}

void TestAccept::aFailureLeavesTheFileAsItWas()
{
    QFETCH(QString, why);
    QFETCH(int, status);
    QFETCH(QString, named);
    QStringList args{QStringLiteral("accept"), m_file, SampleOrders};
    if (why == u"missing") {
        args.append(path(QStringLiteral("none.orders")));
    } else if (why == u"latin1") {
        QVERIFY(writeBytes(path(QStringLiteral("latin1.orders")), "# K\xf6nig\nNATION NOR\n"));
        args.append(path(QStringLiteral("latin1.orders")));
    } else if (why == u"reports") {
        QVERIFY(writeBytes(path(QStringLiteral("plain")), "a file, not a folder"));
        args << QStringLiteral("--reports") << path(QStringLiteral("plain/reports"));
    } else if (why == u"read-only") {
        QVERIFY(QFile::setPermissions(m_file, QFile::ReadOwner));
    } else {
        args = QStringList{QStringLiteral("accept"), m_file};
    }
    const QByteArray before = fileBytes(m_file);
    const CliRun run = cli(args);
    QCOMPARE(run.status, status);
    QVERIFY2(run.err.contains(named), qPrintable(run.err));
    QCOMPARE(fileBytes(m_file), before);
    QVERIFY(!QFile::exists(m_file + QStringLiteral(".part")));
}

QTEST_MAIN(TestAccept)
#include "tst_accept.moc"
