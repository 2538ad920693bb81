// The map's layout of a large map: the generated grid of 2,000
// areas, whose neighbours' nodes overlap at the game's own x, y (90 apart,
// nodes 100 wide), is spread by one factor, so far that no two nodes overlap,
// and the grid is kept exactly: every area at its x, y times that factor.
#include "map/AreaItem.h"
#include "map/MapLayout.h"
#include "model/MapGraph.h"
#include "support/TurnGenerator.h"

#include <QTest>

using namespace adj;
using namespace adj::ui;

class TestMapLayout : public QObject
{
    Q_OBJECT
private slots:
    void aLargeGridIsSpreadApartInOnePiece();
};

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
