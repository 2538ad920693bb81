// The map's layout of a large map: the generated grid of 2,000
// areas, whose neighbours' nodes overlap at the game's own x, y (90 apart,
// nodes 100 wide), is spread by one factor, so far that no two nodes overlap,
// and the grid is kept exactly: every area at its x, y times that factor.
// A map of up to GlanceAreas areas makes room for its chips: at the zoom the
// drawing gives for them and at every zoom below, where they shrink with the
// map, no two chips overlap, on every bundled board and on generated maps;
// an area added at Norden's east edge is drawn east of every other area and
// the rest keep their compass order.
#include "map/AreaItem.h"
#include "map/MapLayout.h"
#include "model/MapGraph.h"
#include "model/MapSheets.h"
#include "support/TurnGenerator.h"

#include "GeneratedGame.h"
#include "MapChips.h"
#include "TestSupport.h"

#include <QTest>

using namespace adj;
using namespace adj::ui;

class TestMapLayout : public QObject
{
    Q_OBJECT
private slots:
    void aLargeGridIsSpreadApartInOnePiece();
    void chipsAreApartAtEveryZoom();
    void anAreaAddedAtTheEastEdgeIsDrawnThere();
};

namespace {

// As the map view draws a map: chips in the map's share of a 1280×800 window.
MapDrawing drawnAtAGlance(const Game &game)
{
    return drawMap(game, MapGraph(game), &AreaItem::paddedRect, {AreaItem::ChipSize, GlanceView, GlanceBelow});
}

// The pairs of chips ("A/B") that overlap at `zoom`.
QStringList overlappingChips(const Game &game, const MapDrawing &d, qreal zoom)
{
    const QSizeF chip = AreaItem::ChipSize * d.chipScale(zoom);
    QList<QPair<QString, QRectF>> rects;
    for (const Area &a : game.areas)
        rects.append({a.code, QRectF(d.nodes.value(a.code).at - QPointF(chip.width(), chip.height()) / 2, chip)});
    std::sort(rects.begin(), rects.end(), [](const auto &a, const auto &b) { return a.second.left() < b.second.left(); });
    QStringList found;
    for (qsizetype i = 0; i < rects.size(); ++i)
        for (qsizetype j = i + 1; j < rects.size() && rects[j].second.left() < rects[i].second.right(); ++j)
            if (rects[i].second.intersects(rects[j].second))
                found << rects[i].first + QLatin1Char('/') + rects[j].first;
    return found;
}

Game sheetsGame(const QString &map)
{
    const QString dir = QStringLiteral(ADJ_MAPS_DIR "/%1/").arg(map);
    Problems problems;
    const std::optional<MapSheets> sheets = readMapSheets(dir + QStringLiteral("areas.csv"), dir + QStringLiteral("borders.csv"),
                                                          dir + QStringLiteral("nations.csv"), problems);
    const std::optional<Game> game = sheets ? gameFromSheets(*sheets, QStringLiteral("dark-age"), map, problems) : std::nullopt;
    return game.value_or(Game());
}

} // namespace

void TestMapLayout::chipsAreApartAtEveryZoom()
{
    QList<QPair<QString, Game>> games;
    for (const char *name : {"britain", "empires", "forum"})
        games.append({QLatin1String(name), test::readGame(QStringLiteral(ADJ_GAMES_DIR "/%1.json").arg(QLatin1String(name)))});
    for (const char *name : {"britain", "levant", "norden"})
        games.append({QLatin1String(name) + QStringLiteral(" sheets"), sheetsGame(QLatin1String(name))});
    for (const int areas : {40, 200, 600})
        games.append({QStringLiteral("%1 areas").arg(areas), testing::generatedGame(areas, std::min(areas / 8, 60))});
    for (const auto &[name, game] : std::as_const(games)) {
        QVERIFY2(game.areas.size() > 1, qPrintable(name));
        const MapDrawing d = drawnAtAGlance(game);
        QVERIFY2(d.chipZoom > 0 && d.chipZoom <= GlanceBelow, qPrintable(name));
        for (const qreal zoom : {GlanceBelow - 0.01, d.chipZoom, d.chipZoom / 3}) {
            const QStringList overlapping = overlappingChips(game, d, zoom);
            QVERIFY2(overlapping.isEmpty(), qPrintable(QStringLiteral("%1 at %2: %3").arg(name).arg(zoom).arg(overlapping.mid(0, 10).join(u' '))));
        }
        QVERIFY2(test::outOfOrder(game, d.positions()).isEmpty(), qPrintable(name));
    }
}

void TestMapLayout::anAreaAddedAtTheEastEdgeIsDrawnThere()
{
    const Game norden = sheetsGame(QStringLiteral("norden"));
    QVERIFY(norden.areas.size() > 100);
    const auto east = std::max_element(norden.areas.cbegin(), norden.areas.cend(), [](const Area &a, const Area &b) { return *a.x < *b.x; });
    Game edited = norden;
    Area added = *east;
    added.code = QStringLiteral("NYL");
    added.name = QStringLiteral("Nyland");
    added.owner.clear();
    added.x = *east->x + 80;
    edited.areas.append(added);
    edited.borders.append({east->code, added.code});
    edited.reindex();
    const QHash<QString, QPointF> drawn = drawnAtAGlance(edited).positions();
    const QPointF at = drawn.value(added.code);
    for (const Area &a : norden.areas)
        QVERIFY2(drawn.value(a.code).x() < at.x(), qPrintable(a.code));
    const QStringList wrong = test::outOfOrder(edited, drawn);
    QVERIFY2(wrong.isEmpty(), qPrintable(wrong.mid(0, 10).join(QStringLiteral(", "))));
}

void TestMapLayout::aLargeGridIsSpreadApartInOnePiece()
{
    const Game game = testing::gridGame(testing::gridShape(2000));
    QVERIFY(game.areas.size() > GlanceAreas);
    const QHash<QString, QPointF> pos = mapPositions(game, MapGraph(game), &AreaItem::paddedRect);
    QCOMPARE(pos.size(), game.areas.size());
    // One factor for the whole map: the grid's rows and columns stay straight.
    const Area &corner = game.areas[1];  // x 90, y 0
    const qreal factor = pos.value(corner.code).x() / *corner.x;
    QVERIFY2(factor > 1 && factor < 1.5, qPrintable(QString::number(factor)));
    for (const Area &a : game.areas) {
        const QPointF p = pos.value(a.code);
        QVERIFY2(qAbs(p.x() - *a.x * factor) < 1e-6 && qAbs(p.y() - *a.y * factor) < 1e-6, qPrintable(a.code));
    }
    // No two nodes (selection ring included) overlap: the nearest ones, left
    // and right, above and below, and across.
    QStringList overlapping;
    for (const Area &a : game.areas)
        for (const Area &b : game.areas) {
            if (&a == &b || qAbs(*a.x - *b.x) > 90 || qAbs(*a.y - *b.y) > 90)
                continue;
            const QRectF ra = AreaItem::paddedRect(a.kind).translated(pos.value(a.code));
            const QRectF rb = AreaItem::paddedRect(b.kind).translated(pos.value(b.code));
            if (ra.intersects(rb))
                overlapping << a.code + QLatin1Char('/') + b.code;
        }
    QVERIFY2(overlapping.isEmpty(), qPrintable(overlapping.mid(0, 10).join(QLatin1Char(' '))));
}

QTEST_MAIN(TestMapLayout)
#include "tst_maplayout.moc"
