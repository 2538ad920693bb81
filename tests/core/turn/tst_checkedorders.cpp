// A turn's orders checked once (turn/CheckedOrders.h): every text parsed
// once, a slot used in an earlier text fails a later line (docs/formats.md
// "Orders"), the map checked, the problems by text and line, and each
// nation's lines and problems counted for the status line.
#include "TestSupport.h"
#include "model/GameJson.h"
#include "model/MapGraph.h"
#include "turn/CheckedOrders.h"

#include <QTest>

using namespace adj;

namespace {

// Three lands and a sea: NOR and MER neighbours, HUM beyond MER.
Game game()
{
    return test::readGame(QStringLiteral(ADJ_DATA_DIR "/orders/small.json"));
}

} // namespace

class TestCheckedOrders : public QObject
{
    Q_OBJECT
private slots:
    void everyTextParsedOnce();
    void problemsByTextAndLine();
    void countsPerNation();
    void importedTextsFollowTheText();
};

void TestCheckedOrders::everyTextParsedOnce()
{
    const Game g = game();
    const qint64 before = ordersTextsParsed();
    const CheckedOrders c = checkOrders({{QStringLiteral("a"), QStringLiteral("NATION NOR\n1 LEVY YRS - 1\n")},
                                         {QStringLiteral("b"), QStringLiteral("NATION MER\n1 LEVY LNS - 1\n")}},
                                        g, *MapGraph::of(g));
    QCOMPARE(ordersTextsParsed() - before, 2);
    QCOMPARE(c.orders.size(), 2);
    QVERIFY(c.problems.isEmpty());
}

void TestCheckedOrders::problemsByTextAndLine()
{
    const Game g = game();
    // In "b": slot 1 of NOR again (used in "a"), and a move between areas
    // that do not border; in "a", line 3, an area not on the map.
    const CheckedOrders c = checkOrders({{QStringLiteral("b"), QStringLiteral("NATION NOR\n2 MOVE YRS HUM 1\n")},
                                         {QStringLiteral("a"), QStringLiteral("NATION NOR\n1 LEVY YRS - 1\n3 LEVY QQQ - 1\n")},
                                         {QStringLiteral("c"), QStringLiteral("NATION NOR\n1 LEVY YRS - 1\n")}},
                                        g, *MapGraph::of(g));
    QStringList where;
    for (const Problem &p : c.problems)
        where.append(p.file + u':' + QString::number(p.line));
    // By the texts' order as given, then by line.
    QCOMPARE(where, QStringList({QStringLiteral("b:2"), QStringLiteral("a:3"), QStringLiteral("c:2")}));
    QVERIFY2(c.problems.last().message.contains(QStringLiteral("used twice")), qPrintable(c.problems.last().message));
    QCOMPARE(c.errors(), 3);
    QVERIFY(!c.orders.last().ok());  // the later line fails when resolved
}

void TestCheckedOrders::countsPerNation()
{
    const Game g = game();
    const CheckedOrders c = checkOrders(QStringLiteral("1 LEVY YRS - 1\nNATION NOR\n1 LEVY YRS - 1\n2 LEVY QQQ - 1\n"
                                                       "NATION MER\n1 LEVY LNS - 1\n"),
                                        QStringLiteral("orders"), g, *MapGraph::of(g));
    QCOMPARE(c.byNation.keys(), QStringList({QString(), QStringLiteral("MER"), QStringLiteral("NOR")}));
    QCOMPARE(c.byNation[QString()], (NationOrders{1, 1}));  // before any NATION line
    QCOMPARE(c.byNation[QStringLiteral("NOR")], (NationOrders{2, 1}));
    QCOMPARE(c.byNation[QStringLiteral("MER")], (NationOrders{1, 0}));
}

void TestCheckedOrders::importedTextsFollowTheText()
{
    QCOMPARE(withImported(QString(), {{QStringLiteral("a.orders"), QStringLiteral("NATION NOR\r\n1 LEVY YRS - 1")}}),
             QStringLiteral("# ---- imported from a.orders ----\nNATION NOR\n1 LEVY YRS - 1\n"));
    QCOMPARE(withImported(QStringLiteral("NATION MER"), {{QStringLiteral("a"), QStringLiteral("x\n")},
                                                          {QStringLiteral("b"), QStringLiteral("y\n")}}),
             QStringLiteral("NATION MER\n\n# ---- imported from a ----\nx\n# ---- imported from b ----\ny\n"));
    // Orders from the mail follow the text the same way: a blank line between.
    QCOMPARE(withAdded(QStringLiteral("NATION MER\n"), QStringLiteral("# mail\n")), QStringLiteral("NATION MER\n\n# mail\n"));
    QCOMPARE(withAdded(QString(), QStringLiteral("# mail\n")), QStringLiteral("# mail\n"));
}

QTEST_MAIN(TestCheckedOrders)
#include "tst_checkedorders.moc"
