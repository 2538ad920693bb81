// The map at a glance, offscreen in the main window at 1280×800:
// at Fit Map every area is a chip with its owner's code and counts (sea:
// ships and armies; land: armies and population), no two chips overlapping,
// gone when zoomed in where the area writes them itself; the legend is a dock and never lies over
// the map; the turn status line says which nations have orders in, how many
// lines and how many problems.
#include "document/GameDocument.h"
#include "map/AreaItem.h"
#include "map/Borders.h"
#include "map/MapLegend.h"
#include "map/MapView.h"
#include "map/NationColours.h"
#include "map/StepOverlay.h"
#include "orders/Orders.h"
#include "orders/OrdersPanel.h"
#include "ruleset/Ruleset.h"
#include "window/MainWindow.h"

#include <QDockWidget>
#include <QGraphicsScene>
#include <QPainter>
#include <QLabel>
#include <QStandardPaths>
#include <QToolTip>
#include <QTest>

#include <array>
#include <cmath>

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
    void badgesDoNotOverlap();
    void aNarrowMapKeepsEveryChipInView();
    void replayMarksRingTheChip();
    void hoverShowsTheAreasTooltip();
    void bordersAreLeftOutFarOut();
    void legendIsADock();
    void turnStatusLine();
    void paletteKeeps64NationsApart();

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

void TestMapGlance::badgesDoNotOverlap()
{
    // At Fit Map in the 1280×800 window every area's badge can be read: no
    // two badges cover each other, and each lies inside the map's viewport.
    MapView *map = m_window->mapView();
    map->fitAll();
    const Game &game = m_window->document()->viewedGame();
    QList<QPair<QString, QRectF>> rects;
    for (const Area &a : game.areas) {
        AreaItem *item = map->areaItem(a.code);
        const QRectF r = item->badgeRect().translated(map->mapFromScene(item->scenePos()));
        QVERIFY2(QRectF(map->viewport()->rect()).contains(r), qPrintable(a.code));
        rects.append({a.code, r});
    }
    QStringList overlapping;
    for (qsizetype i = 0; i < rects.size(); ++i)
        for (qsizetype j = i + 1; j < rects.size(); ++j)
            if (rects[i].second.intersects(rects[j].second))
                overlapping << rects[i].first + QLatin1Char('/') + rects[j].first;
    QVERIFY2(overlapping.isEmpty(), qPrintable(overlapping.join(QLatin1Char(' '))));
}

// The German window's wider docks leave the map narrower: Fit Map once cut
// the chips at the map's edge. However narrow, each chip lies in the view.
void TestMapGlance::aNarrowMapKeepsEveryChipInView()
{
    MapView *map = m_window->mapView();
    const int wide = map->viewport()->width();
    for (const int width : {1100, 960}) {
        m_window->resize(width, 800);
        QTRY_VERIFY(map->viewport()->width() < wide);
        map->fitAll();
        for (const Area &a : m_window->document()->viewedGame().areas) {
            AreaItem *item = map->areaItem(a.code);
            QVERIFY(item->isBadgeShown());
            const QRectF r = item->badgeRect().translated(map->mapFromScene(item->scenePos()));
            QVERIFY2(QRectF(map->viewport()->rect()).contains(r),
                     qPrintable(QStringLiteral("%1 at %2 wide").arg(a.code).arg(map->viewport()->width())));
        }
    }
}

void TestMapGlance::replayMarksRingTheChip()
{
    // A step's ring goes round the whole chip at Fit Map (not over its text),
    // and round the node again once zoomed in.
    MapView *map = m_window->mapView();
    map->fitAll();
    AreaItem *irs = map->areaItem(QStringLiteral("IRS"));
    map->markAreas({QStringLiteral("IRS")});
    const QRectF chip = map->mapToScene(irs->badgeRect().translated(map->mapFromScene(irs->scenePos())).toAlignedRect()).boundingRect();
    QVERIFY(map->stepOverlay()->boundingRect().contains(chip));
    map->setZoom(1.0);
    QVERIFY(!irs->isBadgeShown());
    QVERIFY(map->stepOverlay()->boundingRect().contains(irs->sceneBoundingRect()));
    QVERIFY(!map->stepOverlay()->boundingRect().contains(chip.adjusted(-200, -200, 200, 200)));
}

void TestMapGlance::hoverShowsTheAreasTooltip()
{
    // Resting the pointer on an area, chip or node, shows its name, kind,
    // owner and counts; on open ground, nothing.
    MapView *map = m_window->mapView();
    const Area *irs = m_window->document()->viewedGame().area(QStringLiteral("IRS"));
    QVERIFY(irs);
    auto hover = [map](QPoint at) {
        QHelpEvent help(QEvent::ToolTip, at, map->viewport()->mapToGlobal(at));
        QCoreApplication::sendEvent(map->viewport(), &help);
        return QToolTip::isVisible() ? QToolTip::text() : QString();
    };
    for (const qreal zoom : {0.0, 1.0}) {
        if (zoom > 0)
            map->setZoom(zoom);
        else
            map->fitAll();
        map->centerOn(map->areaItem(QStringLiteral("IRS")));
        const QString tip = hover(map->mapFromScene(map->areaItem(QStringLiteral("IRS"))->scenePos()));
        QVERIFY2(tip.contains(irs->name) && tip.contains(QStringLiteral("sea"))
                     && tip.contains(QStringLiteral("Ships %1, armies %2").arg(irs->ships).arg(irs->armies)),
                 qPrintable(tip));
        QVERIFY2(tip.contains(m_window->document()->game().nation(irs->owner)->name), qPrintable(tip));
    }
    // Between the areas: the tooltip goes.
    QPoint empty(-1, -1);
    for (int y = 0; y < map->viewport()->height() && empty.x() < 0; y += 7)
        for (int x = 0; x < map->viewport()->width() && empty.x() < 0; x += 7)
            if (const QList<QGraphicsItem *> under = map->items(QPoint(x, y));
                std::none_of(under.cbegin(), under.cend(), [](QGraphicsItem *i) {
                    return i->type() == AreaItem::Type || (i->parentItem() && i->parentItem()->type() == AreaItem::Type);
                }))
                empty = QPoint(x, y);
    QVERIFY(empty.x() >= 0);
    hover(empty);
    QTRY_VERIFY(!QToolTip::isVisible());
}

void TestMapGlance::bordersAreLeftOutFarOut()
{
    // A border drawn at a readable scale, and left out below Borders::HiddenBelow,
    // where it would be a tenth of a pixel wide.
    QGraphicsScene scene;
    auto *borders = new Borders;
    borders->setBorders({{QStringLiteral("AAA"), QStringLiteral("BBB"), QLineF(0, 0, 2000, 0), false},
                         {QStringLiteral("AAA"), QStringLiteral("CCC"), QLineF(0, 0, 0, 2000), true}});
    scene.addItem(borders);
    auto inkAt = [&scene](qreal scale) {
        QImage image(QSize(200, 200), QImage::Format_ARGB32);
        image.fill(Qt::white);
        QPainter painter(&image);
        scene.render(&painter, QRectF(0, 0, 2000 * scale, 2000 * scale), QRectF(-10, -10, 2000, 2000));
        painter.end();
        int ink = 0;
        for (int y = 0; y < image.height(); ++y)
            for (int x = 0; x < image.width(); ++x)
                ink += image.pixel(x, y) != qRgb(255, 255, 255);
        return ink;
    };
    QVERIFY(inkAt(0.1) > 0);
    QCOMPARE(inkAt(Borders::HiddenBelow / 2), 0);
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
    const OrderSet set = parseOrders(text, turnOrdersName(), doc->game(), *Ruleset::get(doc->game().ruleset));
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

namespace {
// CIE L*a*b* (D65) of an sRGB colour, worked out here again, not taken from the code under test.
std::array<double, 3> lab(const QColor &c)
{
    auto lin = [](double v) { return v <= 0.04045 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4); };
    const double r = lin(c.redF()), g = lin(c.greenF()), b = lin(c.blueF());
    const double x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047, y = 0.2126 * r + 0.7152 * g + 0.0722 * b,
                 z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883;
    auto f = [](double t) { return t > 0.008856 ? std::cbrt(t) : 7.787 * t + 16.0 / 116; };
    return {116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))};
}
double deltaE(const QColor &p, const QColor &q)
{
    const auto a = lab(p), b = lab(q);
    return std::hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2]);
}
} // namespace

void TestMapGlance::paletteKeeps64NationsApart()
{
    // 64 nations: every two colours, and each against the sea and neutral land,
    // at least a clearly visible difference apart (ΔE*76 ≥ 10), all distinct,
    // and each light enough for the dark code written on it.
    QList<QColor> colours;
    for (int i = 0; i < NationColours::PaletteSize; ++i)
        colours.append(NationColours::paletteColour(i));
    QCOMPARE(colours.size(), 64);
    double closest = 1e9;
    for (int i = 0; i < colours.size(); ++i) {
        QVERIFY2(deltaE(colours[i], NationColours::sea()) >= 10, qPrintable(colours[i].name()));
        QVERIFY2(deltaE(colours[i], NationColours::neutral()) >= 10, qPrintable(colours[i].name()));
        QCOMPARE(NationColours::textOn(colours[i]), NationColours::textOn(NationColours::neutral()));
        for (int j = i + 1; j < colours.size(); ++j)
            closest = std::min(closest, deltaE(colours[i], colours[j]));
    }
    QVERIFY2(closest >= 10, qPrintable(QString::number(closest)));
    // A game's nations take them in order.
    Game g;
    for (int i = 0; i < 64; ++i)
        g.nations.append(Nation{QStringLiteral("N%1").arg(i, 2, 10, QLatin1Char('0'))});
    const NationColours nc(g);
    QCOMPARE(nc.colour(QStringLiteral("N63")), colours[63]);
}

QTEST_MAIN(TestMapGlance)
#include "tst_mapglance.moc"
