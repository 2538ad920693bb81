// A large map is built without blocking the window: beyond
// GlanceAreas areas the layout runs on a worker and the areas' items are made
// a slice at a time. The map must end up exactly as if built at once — every
// area where mapPositions() puts it, as the game shows it now — and whatever
// asks for an item meanwhile gets it at once.
// Generated maps of 40 to 10,000 areas are drawn the same in every turn and
// at every size of the view; up to GlanceAreas their chips never cover each
// other at Fit Map, beyond it no chips show.
#include "document/GameDocument.h"
#include "map/AreaItem.h"
#include "map/MapLayout.h"
#include "map/MapView.h"
#include "support/TurnGenerator.h"

#include "GeneratedGame.h"
#include "MapChips.h"

#include <QGraphicsScene>
#include <QSignalSpy>
#include <QTest>

using namespace adj;
using namespace adj::ui;

namespace {

// The areas' items in the map's scene, without asking the view for them.
qsizetype areaItemsIn(const QGraphicsScene *scene)
{
    const QList<QGraphicsItem *> items = scene->items();
    return std::count_if(items.cbegin(), items.cend(), [](const QGraphicsItem *i) { return i->type() == AreaItem::Type; });
}

// The generated game at `turn`: owners and counts that change from turn to
// turn (an area held, then open; armies of one digit, then of two) on the
// same map.
Game generatedTurn(const Game &base, int turn)
{
    Game g = testing::gameAtTurn(base, turn);
    for (qsizetype i = 0; i < g.areas.size(); ++i) {
        Area &a = g.areas[i];
        if (a.isSea()) {
            a.ships = int((turn * 3 + i) % 13);
            continue;
        }
        a.owner = (i + turn) % 3 == 0 ? QString() : g.nations[(i + turn) % g.nations.size()].code;
        a.armies = int((turn * 7 + i) % 5) * (turn % 2 ? 1 : 11);
    }
    g.reindex();
    return g;
}

} // namespace

class TestMapBuild : public QObject
{
    Q_OBJECT
private slots:
    void init();
    void cleanup();
    void aLargeMapIsBuiltInTheBackground();
    void askingForAnItemFinishesTheBuild();
    void aNewGameDuringTheBuildReplacesIt();
    void changesMeanwhileReachTheLateItems();
    void aSmallMapIsBuiltAtOnce();
    void generatedMapsKeepTheirPlace();

private:
    std::unique_ptr<GameDocument> m_doc;
    std::unique_ptr<MapView> m_map;
};

void TestMapBuild::init()
{
    m_doc = std::make_unique<GameDocument>();
    m_map = std::make_unique<MapView>(m_doc.get());
    m_map->resize(900, 700);
    m_map->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_map.get()));
}

void TestMapBuild::cleanup()
{
    m_map.reset();
    m_doc.reset();
}

void TestMapBuild::aLargeMapIsBuiltInTheBackground()
{
    const Game game = testing::gridGame(testing::gridShape(2000));
    QVERIFY(game.areas.size() > GlanceAreas);
    QSignalSpy built(m_map.get(), &MapView::built);
    m_doc->setGame(game);
    QVERIFY(!m_map->isBuilt());  // the layout is still on its worker
    QVERIFY(built.wait(10000));
    QVERIFY(m_map->isBuilt());
    QCOMPARE(built.count(), 1);
    // Every area where the layout puts it, and inside the scene's extent.
    const QHash<QString, QPointF> expected = mapPositions(game, MapGraph(game), &AreaItem::paddedRect);
    const QHash<QString, QPointF> drawn = m_map->drawnPositions();
    QCOMPARE(drawn.size(), game.areas.size());
    QCOMPARE(drawn, expected);
    const QRectF extent = m_map->scene()->sceneRect();
    for (AreaItem *item : m_map->areaItems())
        QVERIFY2(extent.contains(item->sceneBoundingRect()), qPrintable(item->code()));
    QTest::qWait(50);
    QCOMPARE(built.count(), 1);  // built once
}

void TestMapBuild::askingForAnItemFinishesTheBuild()
{
    const Game game = testing::gridGame(testing::gridShape(2000));
    QSignalSpy built(m_map.get(), &MapView::built);
    m_doc->setGame(game);
    const Area &last = game.areas.last();
    AreaItem *item = m_map->areaItem(last.code);
    QVERIFY(item);
    QVERIFY(m_map->isBuilt());
    QCOMPARE(built.count(), 1);
    QCOMPARE(item->area().armies, last.armies);
    QCOMPARE(m_map->areaItems().size(), game.areas.size());
    QTest::qWait(100);  // the worker's late answer changes nothing
    QCOMPARE(built.count(), 1);
    QCOMPARE(m_map->areaItem(last.code), item);
    QCOMPARE(m_map->drawnPositions(), mapPositions(game, MapGraph(game), &AreaItem::paddedRect));
}

void TestMapBuild::aNewGameDuringTheBuildReplacesIt()
{
    m_doc->setGame(testing::gridGame(testing::gridShape(2000)));
    const Game second = testing::gridGame({30, 30, 16, 4, 4});
    QVERIFY(second.areas.size() > GlanceAreas && second.areas.size() < 2000);
    QSignalSpy built(m_map.get(), &MapView::built);
    m_doc->setGame(second);
    QVERIFY(built.wait(10000));
    QTest::qWait(100);
    QCOMPARE(built.count(), 1);
    QCOMPARE(areaItemsIn(m_map->scene()), second.areas.size());
    QCOMPARE(m_map->drawnPositions(), mapPositions(second, MapGraph(second), &AreaItem::paddedRect));
}

void TestMapBuild::changesMeanwhileReachTheLateItems()
{
    const Game game = testing::gridGame(testing::gridShape(2000));
    m_doc->setGame(game);
    QVERIFY(!m_map->isBuilt());
    // A nation highlighted and an area changed before their items exist.
    const QString nation = game.nations.first().code;
    m_map->highlightNation(nation);
    const Area &changed = game.areas.last();
    QCOMPARE(m_doc->editArea(changed.code, QStringLiteral("armies"), changed.armies + 7), QString());
    QSignalSpy built(m_map.get(), &MapView::built);
    QVERIFY(built.wait(10000));
    QCOMPARE(m_map->areaItem(changed.code)->area().armies, changed.armies + 7);
    for (const Area &a : game.areas) {
        const AreaItem *item = m_map->areaItem(a.code);
        QCOMPARE(item->isHighlighted(), a.owner == nation);
        QCOMPARE(item->opacity(), a.owner == nation ? 1.0 : 0.3);
    }
}

void TestMapBuild::aSmallMapIsBuiltAtOnce()
{
    const Game game = testing::gridGame({15, 12, 4, 2, 2});
    QVERIFY(game.areas.size() <= GlanceAreas);
    QSignalSpy built(m_map.get(), &MapView::built);
    m_doc->setGame(game);
    QVERIFY(m_map->isBuilt());
    QCOMPARE(built.count(), 1);
    QCOMPARE(areaItemsIn(m_map->scene()), game.areas.size());
}

void TestMapBuild::generatedMapsKeepTheirPlace()
{
    for (const int areas : {40, 200, 600, 2000, 10000}) {
        const Game base = testing::generatedGame(areas, std::min(areas / 8, 60));
        QHash<QString, QPointF> first;
        for (const int turn : {1, 2}) {
            m_map->resize(turn == 1 ? 900 : 600, 700);
            const Game game = generatedTurn(base, turn);
            m_doc->setGame(game);
            const QHash<QString, QPointF> drawn = m_map->drawnPositions();  // the build finished
            QCOMPARE(drawn.size(), game.areas.size());
            if (turn == 1)
                first = drawn;
            else
                QVERIFY2(drawn == first, qPrintable(QStringLiteral("%1 areas").arg(areas)));
            if (areas <= GlanceAreas) {
                const QStringList covering = test::chipsCovering(m_map.get(), game);
                QVERIFY2(covering.isEmpty(), qPrintable(QStringLiteral("%1 areas, turn %2: %3")
                                                            .arg(areas).arg(turn).arg(covering.mid(0, 12).join(u' '))));
            } else {
                m_map->fitAll();
                const QList<AreaItem *> items = m_map->areaItems();
                QVERIFY(std::none_of(items.cbegin(), items.cend(), [](const AreaItem *i) { return i->isBadgeShown(); }));
            }
        }
    }
}

QTEST_MAIN(TestMapBuild)
#include "tst_mapbuild.moc"
