// The map at a glance (issue 13), offscreen in the main window at 1280×800:
// at Fit Map every area carries a badge with its owner's code and counts
// (sea: ships and armies; land: armies and population), gone when zoomed in
// where the area writes them itself; the legend is a dock and never lies over
// the map; the turn status line says which nations have orders in, how many
// lines and how many problems.
#include "document/GameDocument.h"
#include "map/AreaItem.h"
#include "map/MapLegend.h"
#include "map/MapView.h"
#include "orders/Orders.h"
#include "orders/OrdersPanel.h"
#include "ruleset/Ruleset.h"
#include "window/MainWindow.h"

#include <QDockWidget>
#include <QLabel>
#include <QStandardPaths>
#include <QTest>

#include "TestSupport.h"

using namespace adj;
using namespace adj::ui;
using namespace adj::test;

class TestMapGlance : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void init();
    void cleanup() { m_window.reset(); }
    void badgesAtFitMap();
    void legendIsADock();
    void turnStatusLine();

private:
    std::unique_ptr<MainWindow> m_window;
};

void TestMapGlance::init()
{
    m_window = std::make_unique<MainWindow>();
    QVERIFY(m_window->openFile(SamplePath));
    m_window->resize(1280, 800);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
}

void TestMapGlance::badgesAtFitMap()
{
    MapView *map = m_window->mapView();
    map->fitAll();
    const Game &game = m_window->document()->viewedGame();
    for (const Area &a : game.areas) {
        AreaItem *item = map->areaItem(a.code);
        QVERIFY2(item->isBadgeShown(), qPrintable(a.code));
        // The owner's code, then the counts.
        QString expected = a.isSea() ? QStringLiteral("S%1").arg(a.ships) : QStringLiteral("A%1 P%2").arg(a.armies).arg(a.population);
        if (a.isSea() && a.armies)
            expected += QStringLiteral(" A%1").arg(a.armies);
        if (!a.isSea() && a.forts)
            expected += QStringLiteral(" F%1").arg(a.forts);
        if (!a.owner.isEmpty())
            expected = a.owner + QLatin1Char(' ') + expected;
        QCOMPARE(item->badgeText(), expected);
    }
    QCOMPARE(map->areaItem(QStringLiteral("IRS"))->badgeText(), QStringLiteral("VIK S4 A3"));
    // Zoomed in, the area writes its numbers itself.
    map->setZoom(1.0);
    QVERIFY(!map->areaItem(QStringLiteral("IRS"))->isBadgeShown());
    map->fitAll();
    QVERIFY(map->areaItem(QStringLiteral("IRS"))->isBadgeShown());
}

void TestMapGlance::legendIsADock()
{
    MapView *map = m_window->mapView();
    MapLegend *legend = map->legend();
    QVERIFY(!map->isAncestorOf(legend));
    auto *dock = m_window->findChild<QDockWidget *>(QStringLiteral("legendDock"));
    QVERIFY(dock);
    QVERIFY(dock->isAncestorOf(legend));
    QVERIFY(dock->isVisible());
    // Beside the map, not over it.
    const QRect mapRect(map->mapTo(m_window.get(), QPoint()), map->size());
    const QRect dockRect(dock->mapTo(m_window.get(), QPoint()), dock->size());
    QVERIFY(!mapRect.intersects(dockRect));
}

void TestMapGlance::turnStatusLine()
{
    GameDocument *doc = m_window->document();
    const QString text = readText(SampleOrders);
    doc->setOrdersText(text);
    m_window->ordersPanel()->checkNow();
    const OrderSet set = parseOrders(text, OrdersPanel::textName(), doc->game(), *Ruleset::get(doc->game().ruleset));
    QSet<QString> nations;
    for (const Order &o : set.orders)
        nations.insert(o.nation);
    const int problems = int(m_window->ordersPanel()->problems().size());
    QVERIFY(problems > 0);  // the sample holds deliberate bad lines
    const QString status = m_window->turnStatus()->text();
    QVERIFY2(status.contains(QStringLiteral("%1 of %2").arg(nations.size()).arg(doc->game().nations.size())), qPrintable(status));
    QVERIFY2(status.contains(QStringLiteral("%1 line").arg(set.orders.size())), qPrintable(status));
    QVERIFY2(status.contains(QStringLiteral("%1 problem").arg(problems)), qPrintable(status));
    // Each nation's lines in the tooltip.
    int vik = 0;
    for (const Order &o : set.orders)
        vik += o.nation == u"VIK";
    QVERIFY2(m_window->turnStatus()->toolTip().contains(QStringLiteral("VIK: %1 line").arg(vik)),
             qPrintable(m_window->turnStatus()->toolTip()));

    // No orders: nobody's are in.
    doc->setOrdersText(QString());
    m_window->ordersPanel()->checkNow();
    QVERIFY2(m_window->turnStatus()->text().contains(QStringLiteral("0 of %1").arg(doc->game().nations.size())),
             qPrintable(m_window->turnStatus()->text()));
    QVERIFY(m_window->turnStatus()->toolTip().contains(QStringLiteral("VIK")));
}

QTEST_MAIN(TestMapGlance)
#include "tst_mapglance.moc"
