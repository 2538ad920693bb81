// The problems of every input in one model the views share
// (document/ProblemsModel.h): the game file's warnings, the checked orders',
// the AP spends', the mail's; each replaced whole; the Orders and AP Ledger
// docks list their own source of it.
#include "TestSupport.h"
#include "UiTestSupport.h"

#include "ap/ApLedgerPanel.h"
#include "document/GameDocument.h"
#include "document/ProblemsModel.h"
#include "orders/OrdersEditor.h"
#include "orders/OrdersPanel.h"
#include "window/MainWindow.h"

#include <QListView>
#include <QTemporaryDir>
#include <QTest>

using namespace adj;
using namespace adj::test;
using namespace adj::ui;

using Source = ProblemsModel::Source;

namespace {

Problem problem(const QString &file, int line, const QString &message)
{
    return Problem{file, line, QString(), message};
}

QStringList shown(const QAbstractItemModel *model)
{
    QStringList rows;
    for (int i = 0; i < model->rowCount(); ++i)
        rows.append(model->index(i, 0).data().toString());
    return rows;
}

} // namespace

class TestProblemsModel : public QObject
{
    Q_OBJECT
private slots:
    void sourcesInOneList();
    void everyInputOfTheWindow();
};

void TestProblemsModel::sourcesInOneList()
{
    ProblemsModel model;
    model.setProblems(Source::ApSpends, {problem(QStringLiteral("spends"), 4, QStringLiteral("b"))});
    model.setProblems(Source::Orders, {problem(QStringLiteral("orders"), 2, QStringLiteral("a")),
                                       problem(QStringLiteral("orders"), 9, QStringLiteral("c"))});
    model.setProblems(Source::GameFile, {problem(QStringLiteral("g.json"), 0, QStringLiteral("w"))});
    // By source (the file, the orders, the spends, the mail), each in its own order.
    QCOMPARE(shown(&model), QStringList({QStringLiteral("g.json: w"), QStringLiteral("line 2: a"), QStringLiteral("line 9: c"),
                                         QStringLiteral("line 4: b")}));
    QSortFilterProxyModel *orders = model.forSource(Source::Orders, &model);
    QCOMPARE(shown(orders), QStringList({QStringLiteral("line 2: a"), QStringLiteral("line 9: c")}));
    QCOMPARE(orders->index(1, 0).data(ProblemsModel::LineRole).toInt(), 9);
    // Checked again: the source's problems replaced whole, the others kept.
    model.setProblems(Source::Orders, {});
    QCOMPARE(orders->rowCount(), 0);
    QCOMPARE(shown(&model), QStringList({QStringLiteral("g.json: w"), QStringLiteral("line 4: b")}));
}

void TestProblemsModel::everyInputOfTheWindow()
{
    QTemporaryDir dir;
    // A game with a warning: a top-level field the format does not know.
    QByteArray json = fileBytes(SamplePath);
    json.replace("\"format\"", "\"colour\": \"red\", \"format\"");
    const QString game = dir.filePath(QStringLiteral("warned.json"));
    QVERIFY(writeBytes(game, json));
    MainWindow w;
    QVERIFY(w.openFile(game));
    ProblemsModel *model = w.document()->problems();
    QCOMPARE(model->problems(Source::GameFile).size(), 1);
    QVERIFY2(model->problems(Source::GameFile).first().field == QStringLiteral("colour"),
             qPrintable(model->problems(Source::GameFile).first().message));

    // The orders' problems are the document's checked orders', listed by the Orders dock.
    w.ordersPanel()->editor()->setPlainText(QStringLiteral("NATION NOR\n1 LEVY QQQ - 1\n"));
    w.ordersPanel()->checkNow();
    QCOMPARE(model->problems(Source::Orders), w.document()->checkedOrders().problems);
    QCOMPARE(model->problems(Source::Orders).size(), 1);
    QCOMPARE(shown(w.ordersPanel()->problemsView()->model()), QStringList(ProblemsModel::text(model->problems(Source::Orders).first())));

    // Another game: the file's warnings go with the game it was; the orders are checked again.
    answerNextMessageBox(QString(), QMessageBox::Discard);  // the orders typed are not wanted
    QVERIFY(w.openFile(QStringLiteral(ADJ_GAMES_DIR "/forum.json")));
    QVERIFY(model->problems(Source::GameFile).isEmpty());
    QVERIFY(model->problems(Source::Orders).isEmpty());  // an AP game takes no numbered orders

    // The AP spends' problems, listed by the AP Ledger dock.
    ApLedgerPanel *ap = w.apLedgerPanel();
    QCOMPARE(ap->importFile(dir.filePath(QStringLiteral("none.ap"))).isEmpty(), false);
    const QString spends = dir.filePath(QStringLiteral("bad.ap"));
    QVERIFY(writeBytes(spends, "ROUND 4\nPLAYER Nobody\nFOO\n"));
    QCOMPARE(ap->importFile(spends), QString());
    ap->recomputeNow();
    QVERIFY(!model->problems(Source::ApSpends).isEmpty());
    QCOMPARE(model->problems(Source::ApSpends), ap->problems());
    QCOMPARE(ap->problemsView()->model()->rowCount(), int(ap->problems().size()));
    QCOMPARE(model->rowCount(), int(ap->problems().size()));
}

QTEST_MAIN(TestProblemsModel)
#include "tst_problemsmodel.moc"
