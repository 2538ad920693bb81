// The map at a glance, offscreen in the main window at 1280×800:
// at Fit Map every area is a chip with its owner's code and counts (sea:
// ships and armies; land: armies and population), no two chips overlapping,
// on every bundled board, in a narrower view and in German;
// gone when zoomed in where the area writes them itself; the drawing is the
// map's alone: the same in every turn, window and language, every pair of
// areas in the compass order of the game's x, y; dragging the map leaves no
// copy of the focus frame behind; the legend is a dock and never lies over
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
#include <QScreen>
#include <QScopeGuard>
#include <QScrollBar>
#include <QToolTip>
#include <QTranslator>
#include <QTest>

#include <array>
#include <cmath>

#include "MapChips.h"
#include "TestSupport.h"
#include "setup/NewGameDialog.h"

using namespace adj;
using namespace adj::ui;
using namespace adj::test;

namespace {
// A main window with the game at `path` (none: empty), shown at `size`;
// null when the game did not open.
std::unique_ptr<MainWindow> shownWindow(const QString &path, QSize size = {1280, 800})
{
    auto w = std::make_unique<MainWindow>();
    if (!path.isEmpty() && !w->openFile(path))
        return nullptr;
    w->resize(size);
    w->show();
    return QTest::qWaitForWindowExposed(w.get()) ? std::move(w) : nullptr;
}
} // namespace

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
    void everyBundledBoardShowsItsChipsApart();
    void theMapKeepsItsPlaceEveryTurn();
    void theMapKeepsItsPlaceInEveryWindow();
    void theSamePictureInGerman();
    void britainKeepsItsCompassOrder();
    void draggingLeavesNoFrameBehind();
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
    m_window = shownWindow(SamplePath);
    QVERIFY(m_window);
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
    const QStringList covering = chipsCovering(m_window->mapView(), m_window->document()->viewedGame());
    QVERIFY2(covering.isEmpty(), qPrintable(covering.join(QLatin1Char(' '))));
}

// The German window's wider docks leave the map narrower: Fit Map once cut
// the chips at the map's edge, and chips of a fixed size then covered each
// other. However narrow, the chips shrink with the map: each lies in the
// view, none covers another, and the drawing stays as it was.
void TestMapGlance::aNarrowMapKeepsEveryChipInView()
{
    MapView *map = m_window->mapView();
    const QHash<QString, QPointF> drawn = map->drawnPositions();
    const int wide = map->viewport()->width();
    for (const int width : {1100, 960, 800}) {
        m_window->resize(width, 800);
        QTRY_VERIFY(map->viewport()->width() < wide);
        const QStringList covering = chipsCovering(map, m_window->document()->viewedGame());
        QVERIFY2(covering.isEmpty(), qPrintable(QStringLiteral("%1 wide: %2").arg(map->viewport()->width()).arg(covering.join(u' '))));
        QCOMPARE(map->drawnPositions(), drawn);
    }
}

// Britain, Empires and the Forum game, and the map sheets of Britain, the
// Levant and Norden imported as new games (File > New…): at Fit Map in the
// 1280×800 window no chip covers another.
void TestMapGlance::everyBundledBoardShowsItsChipsApart()
{
    for (const char *name : {"britain", "empires", "forum"}) {
        const auto w = shownWindow(QStringLiteral(ADJ_GAMES_DIR "/%1.json").arg(QLatin1String(name)));
        QVERIFY(w);
        const QStringList covering = chipsCovering(w->mapView(), w->document()->viewedGame());
        QVERIFY2(covering.isEmpty(), qPrintable(QStringLiteral("%1: %2").arg(QLatin1String(name), covering.join(u' '))));
    }
    for (const char *name : {"britain", "levant", "norden"}) {
        const auto w = shownWindow({});
        QVERIFY(w);
        NewGameDialog *dialog = w->showNewGame(NewGameDialog::Source::Sheets);
        dialog->setSheetsFolder(QStringLiteral(ADJ_MAPS_DIR "/%1/").arg(QLatin1String(name)));
        dialog->setName(QLatin1String(name));
        dialog->accept();
        QVERIFY2(dialog->problemsText().isEmpty(), qPrintable(dialog->problemsText()));
        const QStringList covering = chipsCovering(w->mapView(), w->document()->viewedGame());
        QVERIFY2(covering.isEmpty(), qPrintable(QStringLiteral("%1 sheets: %2").arg(QLatin1String(name), covering.join(u' '))));
    }
}

// Turns 2 and 3, their owners and counts changed by the sample's orders,
// are drawn exactly where turn 1 was, their chips apart.
void TestMapGlance::theMapKeepsItsPlaceEveryTurn()
{
    GameDocument *doc = m_window->document();
    MapView *map = m_window->mapView();
    const QHash<QString, QPointF> first = map->drawnPositions();
    Game game = doc->game();
    for (int turn = 1; turn <= 2; ++turn) {
        const Game next = resolveOrders(game, sampleOrders(turn)).resolution.next;
        QVERIFY(std::any_of(next.areas.cbegin(), next.areas.cend(), [&game](const Area &a) {
            const Area *was = game.area(a.code);
            return was->owner != a.owner || was->armies != a.armies || was->ships != a.ships;
        }));
        doc->replaceGame(next);
        QCOMPARE(map->drawnPositions(), first);
        const QStringList covering = chipsCovering(map, next);
        QVERIFY2(covering.isEmpty(), qPrintable(QStringLiteral("turn %1: %2").arg(turn + 1).arg(covering.join(u' '))));
        game = next;
    }
}

// The same drawing with a dock widened and in a window opened anew, smaller:
// the map and its chips scaled, none covering another.
void TestMapGlance::theMapKeepsItsPlaceInEveryWindow()
{
    MapView *map = m_window->mapView();
    const QHash<QString, QPointF> first = map->drawnPositions();
    const Game &game = m_window->document()->viewedGame();
    const int wide = map->viewport()->width();
    auto *dock = m_window->findChild<QDockWidget *>(QStringLiteral("legendDock"));
    QVERIFY(dock);
    m_window->resizeDocks({dock}, {560}, Qt::Horizontal);
    QTRY_VERIFY(map->viewport()->width() < wide - 100);
    QCOMPARE(map->drawnPositions(), first);
    QStringList covering = chipsCovering(map, game);
    QVERIFY2(covering.isEmpty(), qPrintable(QStringLiteral("dock widened: ") + covering.join(u' ')));

    const auto again = shownWindow(SamplePath, {1000, 700});
    QVERIFY(again);
    QCOMPARE(again->mapView()->drawnPositions(), first);
    covering = chipsCovering(again->mapView(), game);
    QVERIFY2(covering.isEmpty(), qPrintable(QStringLiteral("again: ") + covering.join(u' ')));
}

// The German window: the same drawing, its chips apart in its narrower map,
// the whole picture (chips and all) the English one scaled.
void TestMapGlance::theSamePictureInGerman()
{
    const QHash<QString, QPointF> english = m_window->mapView()->drawnPositions();
    const QHash<QString, QPointF> picture = pictureOf(m_window->mapView(), m_window->document()->viewedGame());
    const QLocale locale;
    QTranslator german;
    QVERIFY(german.load(QStringLiteral(ADJ_GERMAN_QM)));
    QCoreApplication::installTranslator(&german);
    QLocale::setDefault(QLocale(QLocale::German, QLocale::Germany));
    const auto restore = qScopeGuard([&] {
        QCoreApplication::removeTranslator(&german);
        QLocale::setDefault(locale);
    });
    // At 1280×800 Britain's map is as high as the view allows in either
    // language; 1100 wide, the German map is narrower than the English one.
    const auto w = shownWindow(SamplePath, {1100, 800});
    QVERIFY(w);
    QCOMPARE(w->mapView()->drawnPositions(), english);
    const QStringList covering = chipsCovering(w->mapView(), w->document()->viewedGame());
    QVERIFY2(covering.isEmpty(), qPrintable(covering.join(u' ')));
    // The German map is narrower: the same picture, smaller.
    QVERIFY(w->mapView()->zoom() < m_window->mapView()->zoom());
    const QStringList moved = movedIn(picture, pictureOf(w->mapView(), w->document()->viewedGame()));
    QVERIFY2(moved.isEmpty(), qPrintable(moved.join(u' ')));
}

// Every pair of Britain's areas drawn in the compass order of its x, y:
// Canterbury (x 1275, y 1565) south-east of London (1225, 1450), Cork in
// the south-west, Orkney in the north.
void TestMapGlance::britainKeepsItsCompassOrder()
{
    MapView *map = m_window->mapView();
    const Game &game = m_window->document()->viewedGame();
    const QHash<QString, QPointF> drawn = map->drawnPositions();
    const QStringList wrong = outOfOrder(game, drawn);
    QVERIFY2(wrong.isEmpty(), qPrintable(QStringLiteral("%1 pairs: ").arg(wrong.size()) + wrong.mid(0, 12).join(QStringLiteral(", "))));
    const QPointF canterbury = drawn.value(QStringLiteral("CAN")), london = drawn.value(QStringLiteral("LON"));
    QVERIFY(canterbury.x() > london.x() && canterbury.y() > london.y());
}

// Dragging the map scrolls the viewport's pixels, once the focus frame
// along its edge with them: the frame must stay at the edge only.
void TestMapGlance::draggingLeavesNoFrameBehind()
{
    MapView *map = m_window->mapView();
    map->setFocus();
    QTRY_VERIFY(map->hasFocus());
    map->setZoom(1.0);
    QTest::qWait(50);
    const QColor frame = map->palette().color(QPalette::Highlight);
    const int before = map->horizontalScrollBar()->value();
    for (int step = 0; step < 4; ++step) {
        map->horizontalScrollBar()->setValue(map->horizontalScrollBar()->value() + 40);
        map->verticalScrollBar()->setValue(map->verticalScrollBar()->value() + 30);
        QTest::qWait(30);
    }
    QVERIFY(map->horizontalScrollBar()->value() > before);
    const QImage shot = map->screen()->grabWindow(m_window->winId()).toImage();
    const QPoint origin = map->viewport()->mapTo(m_window.get(), QPoint());
    // A column or row of the frame's colour away from the edge is a copy of the frame.
    const QRect inner = map->viewport()->rect().adjusted(6, 6, -6, -6);
    QStringList copies;
    for (const bool columns : {true, false}) {
        const int lines = columns ? inner.width() : inner.height(), length = columns ? inner.height() : inner.width();
        for (int i = 0; i < lines; ++i) {
            int hits = 0;
            for (int k = 0; k < length; ++k)
                hits += shot.pixelColor(origin + inner.topLeft() + (columns ? QPoint(i, k) : QPoint(k, i))) == frame;
            if (hits > length / 2)
                copies << QStringLiteral("%1 %2").arg(columns ? u'x' : u'y').arg(i);
        }
    }
    QVERIFY2(copies.isEmpty(), qPrintable(copies.join(u' ')));
}

void TestMapGlance::replayMarksRingTheChip()
{
    // A step's ring goes round the whole chip at Fit Map (not over its text),
    // and round the node again once zoomed in.
    MapView *map = m_window->mapView();
    map->fitAll();
    AreaItem *irs = map->areaItem(QStringLiteral("IRS"));
    map->markAreas({QStringLiteral("IRS")});
    const QRectF chip = map->mapToScene(chipOnScreen(map, irs).toAlignedRect()).boundingRect();
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
