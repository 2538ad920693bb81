// One path for a turn: the window and `adjutant-cli accept` resolve and
// publish a turn by the same code, so the same orders put the same rows into
// the game file; and the window parses a turn's orders text once, however
// many views, Resolve, Accept Turn and Save read it.
#include "TestSupport.h"
#include "UiTestSupport.h"

#include "document/GameDocument.h"
#include "document/GameFileActions.h"
#include "orders/Orders.h"
#include "orders/OrdersEditor.h"
#include "orders/OrdersPanel.h"
#include "replay/ReplayPanel.h"
#include "window/MainWindow.h"

#include <QLabel>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QSqlRecord>
#include <QTemporaryDir>
#include <QTest>

using namespace adj;
using namespace adj::test;
using namespace adj::ui;

namespace {

// Every row of every table of a game file, but for the times things were
// created, saved or received (the clock's, not the turn's): columns and meta
// keys ending in _at.
QStringList rowsOf(const QString &path)
{
    QStringList rows;
    const QString name = QStringLiteral("rows-") + path;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
        db.setDatabaseName(path);
        db.setConnectOptions(QStringLiteral("QSQLITE_OPEN_READONLY"));
        if (!db.open())
            return {QStringLiteral("cannot open ") + path};
        QSqlQuery tables(QStringLiteral("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name"), db);
        QStringList names;
        while (tables.next())
            names.append(tables.value(0).toString());
        for (const QString &table : names) {
            QSqlQuery q(QStringLiteral("SELECT * FROM %1 ORDER BY rowid").arg(table), db);
            while (q.next()) {
                if (table == u"meta" && q.value(0).toString().endsWith(QStringLiteral("_at")))
                    continue;
                QStringList cells{table};
                const QSqlRecord r = q.record();
                for (int i = 0; i < r.count(); ++i)
                    if (!r.fieldName(i).endsWith(QStringLiteral("_at")))
                        cells.append(r.fieldName(i) + u'=' + QString::fromLatin1(q.value(i).toByteArray().toHex()));
                rows.append(cells.join(u' '));
            }
        }
    }
    QSqlDatabase::removeDatabase(name);
    return rows;
}

// The second file corrects nothing and breaks two rules: a slot NOR used in
// the first file, and an area that is not on the map.
const QByteArray kSecond = "NATION NOR\n1 LEVY YRS - 1\n9 LEVY XXX - 1\n";

} // namespace

class TestTurnPath : public QObject
{
    Q_OBJECT
private slots:
    void init();
    void windowAndCommandLinePublishTheSameRows();
    void statusLineAndOrdersDockAgree();

private:
    std::unique_ptr<QTemporaryDir> m_dir;
    QString path(const QString &name) const { return m_dir->filePath(name); }
};

void TestTurnPath::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(writeBytes(path(QStringLiteral("second.orders")), kSecond));
    QVERIFY(QFile::copy(SampleOrders, path(QStringLiteral("first.orders"))));
    for (const char *file : {"cli.adjutant", "window.adjutant"}) {
        const CliRun made = cli({QStringLiteral("export-db"), SamplePath, QStringLiteral("-o"), path(QLatin1String(file))});
        QVERIFY2(made.status == 0, qPrintable(made.err));
    }
}

void TestTurnPath::windowAndCommandLinePublishTheSameRows()
{
    const QStringList orders{path(QStringLiteral("first.orders")), path(QStringLiteral("second.orders"))};
    const CliRun accepted = cli(QStringList{QStringLiteral("accept"), path(QStringLiteral("cli.adjutant"))} + orders);
    QVERIFY2(accepted.status == 0, qPrintable(accepted.err));
    // The problems are told; the bad lines became failed actions.
    QVERIFY2(accepted.err.contains(QStringLiteral("orders:")), qPrintable(accepted.err));

    MainWindow w;
    QVERIFY(w.openFile(path(QStringLiteral("window.adjutant"))));
    GameDocument *doc = w.document();
    QCOMPARE(w.ordersPanel()->importFiles(orders), QString());
    doc->checkedOrders();  // the imported text checked: once
    const qint64 parsed = ordersTextsParsed();
    QVERIFY(doc->checkedOrders().errors() >= 2);
    answerNextMessageBox(QStringLiteral("Resolve Anyway"));
    w.ordersPanel()->resolveAction()->trigger();
    QVERIFY(waitForResolve(w.ordersPanel()));
    QVERIFY(doc->hasOpenResolution());
    QCOMPARE(ordersTextsParsed(), parsed);  // Resolve read the checked orders
    w.replayPanel()->acceptAction()->trigger();
    QVERIFY(doc->isResolutionAccepted());
    QVERIFY(w.fileActions()->save());
    // Accept Turn and Save read them too; the one text parsed since is the
    // next turn's (empty) orders text, checked once for the status line.
    QCOMPARE(ordersTextsParsed(), parsed + 1);

    const QStringList fromCli = rowsOf(path(QStringLiteral("cli.adjutant")));
    const QStringList fromWindow = rowsOf(path(QStringLiteral("window.adjutant")));
    QVERIFY(fromCli.size() > 100);
    for (qsizetype i = 0; i < std::min(fromCli.size(), fromWindow.size()); ++i)
        QVERIFY2(fromCli[i] == fromWindow[i], qPrintable(fromCli[i].left(300) + u'\n' + fromWindow[i].left(300)));
    QCOMPARE(fromCli.size(), fromWindow.size());
}

// The status line and the Orders dock read the same checked orders, so they
// count alike: a problem on a NATION line (an unknown nation) is a problem of
// the orders in both, though it is no nation's.
void TestTurnPath::statusLineAndOrdersDockAgree()
{
    MainWindow w;
    QVERIFY(w.openFile(SamplePath));
    auto type = [&](const QStringList &lines) {  // as typed, line by line
        for (const QString &line : lines) {
            QTest::keyClicks(w.ordersPanel()->editor(), line);
            QTest::keyClick(w.ordersPanel()->editor(), Qt::Key_Return);
        }
    };
    type({QStringLiteral("NATION NOR1")});
    QTRY_VERIFY(!w.document()->isCheckPending());
    QCOMPARE(w.ordersPanel()->problems().size(), 1);
    const QString dock = w.ordersPanel()->findChild<QLabel *>(QStringLiteral("ordersSummary"))->text();
    const QString status = w.turnStatus()->text();
    QVERIFY2(dock.contains(QStringLiteral("1 problem")), qPrintable(dock));
    QVERIFY2(status.contains(QStringLiteral("1 problem")), qPrintable(status));

    type({QStringLiteral("NATION NOR"), QStringLiteral("1 LEVY YRK - 3")});
    QTRY_VERIFY(!w.document()->isCheckPending());
    QVERIFY2(w.turnStatus()->text().contains(QStringLiteral("Orders in: 1 of 15")), qPrintable(w.turnStatus()->text()));
    QVERIFY2(w.turnStatus()->text().contains(QStringLiteral("1 line")), qPrintable(w.turnStatus()->text()));
}

QTEST_MAIN(TestTurnPath)
#include "tst_turnpath.moc"
