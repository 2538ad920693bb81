// The map graph (Boost.Graph): adjacency, neighbours by kind, sea distance,
// components, and an automatic layout that keeps areas apart.
#include "model/GameJson.h"
#include "model/MapGraph.h"

#include <QFile>
#include <QLineF>
#include <QTest>

#include "GeneratedGame.h"
#include <cmath>

using namespace adj;

namespace {

Area area(const QString &code, AreaKind kind)
{
    Area a;
    a.code = code;
    a.kind = kind;
    a.terrain = kind == AreaKind::Sea ? QString() : QStringLiteral("lowland");
    return a;
}

// L1 - L2 - S1 - S2 - S3 - L3, plus an island pair I1 - I2 with no border to the rest.
Game sampleGame()
{
    Game g;
    for (const auto &[code, kind] : QList<QPair<QString, AreaKind>>{
             {QStringLiteral("L01"), AreaKind::Land}, {QStringLiteral("L02"), AreaKind::Land},
             {QStringLiteral("S01"), AreaKind::Sea}, {QStringLiteral("S02"), AreaKind::Sea},
             {QStringLiteral("S03"), AreaKind::Sea}, {QStringLiteral("L03"), AreaKind::Land},
             {QStringLiteral("I01"), AreaKind::Land}, {QStringLiteral("I02"), AreaKind::Land}})
        g.areas.append(area(code, kind));
    g.borders = {{QStringLiteral("L01"), QStringLiteral("L02")}, {QStringLiteral("L02"), QStringLiteral("S01")},
                 {QStringLiteral("S01"), QStringLiteral("S02")}, {QStringLiteral("S02"), QStringLiteral("S03")},
                 {QStringLiteral("S03"), QStringLiteral("L03")}, {QStringLiteral("L01"), QStringLiteral("L03")},
                 {QStringLiteral("I01"), QStringLiteral("I02")}};
    g.reindex();
    return g;
}

} // namespace

class TestMapGraph : public QObject
{
    Q_OBJECT
private slots:
    void adjacencyIsSymmetric();
    void neighboursByKind();
    void seaDistance();
    void components();
    void layoutSeparatesNodes();
    void layoutOfSampleMapWithoutCoordinates();
    void layoutOfALargeMapWithoutCoordinates();
    void sharedGraphFollowsTheMap();
    void layoutKeepsPinnedAreas();
    void layoutAroundPinsIsTheLayoutMovedTurnedAndScaled();
};

// Lay Out Automatically: a pinned area stays exactly where it is.
void TestMapGraph::layoutKeepsPinnedAreas()
{
    const MapGraph g(sampleGame());
    const QHash<QString, QPointF> pins = {{QStringLiteral("L01"), QPointF(1000, 500)},
                                          {QStringLiteral("S02"), QPointF(1300, 900)},
                                          {QStringLiteral("I02"), QPointF(200, 50)}};
    const QHash<QString, QPointF> pos = g.layout(90, pins);
    QCOMPARE(pos.size(), sampleGame().areas.size());
    for (auto it = pins.cbegin(); it != pins.cend(); ++it)
        QCOMPARE(pos.value(it.key()), it.value());
    // One pin: the drawing is only moved.
    const QHash<QString, QPointF> free = g.layout(90);
    const QHash<QString, QPointF> one = g.layout(90, {{QStringLiteral("L02"), QPointF(-40, 7)}});
    const QPointF shift = QPointF(-40, 7) - free.value(QStringLiteral("L02"));
    for (auto it = free.cbegin(); it != free.cend(); ++it)
        QVERIFY(QLineF(one.value(it.key()), it.value() + shift).length() < 1e-6);
}

// Pins placed where a turned, scaled and moved copy of the layout puts them:
// every other area lands on that copy too (the fit is exact when it can be).
void TestMapGraph::layoutAroundPinsIsTheLayoutMovedTurnedAndScaled()
{
    const MapGraph g(sampleGame());
    const QHash<QString, QPointF> free = g.layout(90);
    const double turn = 0.5, scale = 2.5;
    auto moved = [&](QPointF p) {
        const QPointF r(std::cos(turn) * p.x() - std::sin(turn) * p.y(), std::sin(turn) * p.x() + std::cos(turn) * p.y());
        return r * scale + QPointF(300, -40);
    };
    QHash<QString, QPointF> pins;
    for (const QString &code : {QStringLiteral("L01"), QStringLiteral("S03"), QStringLiteral("I02")})
        pins.insert(code, moved(free.value(code)));
    const QHash<QString, QPointF> pos = g.layout(90, pins);
    for (auto it = free.cbegin(); it != free.cend(); ++it)
        QVERIFY2(QLineF(pos.value(it.key()), moved(it.value())).length() < 1e-6, qPrintable(it.key()));
}

void TestMapGraph::adjacencyIsSymmetric()
{
    const MapGraph g(sampleGame());
    QVERIFY(g.adjacent(QStringLiteral("L01"), QStringLiteral("L02")));
    QVERIFY(g.adjacent(QStringLiteral("L02"), QStringLiteral("L01")));
    QVERIFY(!g.adjacent(QStringLiteral("L01"), QStringLiteral("S01")));
    QVERIFY(!g.adjacent(QStringLiteral("L01"), QStringLiteral("XXX")));
    QVERIFY(!g.adjacent(QStringLiteral("L01"), QStringLiteral("L01")));
}

void TestMapGraph::neighboursByKind()
{
    const MapGraph g(sampleGame());
    QCOMPARE(g.neighbours(QStringLiteral("L02")), QStringList({QStringLiteral("L01"), QStringLiteral("S01")}));
    QCOMPARE(g.neighbours(QStringLiteral("L02"), AreaKind::Sea), QStringList{QStringLiteral("S01")});
    QCOMPARE(g.neighbours(QStringLiteral("L02"), AreaKind::Land), QStringList{QStringLiteral("L01")});
    QCOMPARE(g.neighbours(QStringLiteral("S02"), AreaKind::Land), QStringList());
    QCOMPARE(g.neighbours(QStringLiteral("NOPE")), QStringList());
}

void TestMapGraph::seaDistance()
{
    const MapGraph g(sampleGame());
    // L02 to L03 by sea crosses S01, S02 and S03 although L01 joins them by land.
    QCOMPARE(g.seaDistance(QStringLiteral("L02"), QStringLiteral("L03")), 3);
    QCOMPARE(g.seaDistance(QStringLiteral("S01"), QStringLiteral("S03")), 3);
    QCOMPARE(g.seaDistance(QStringLiteral("S02"), QStringLiteral("S02")), 0);
    QCOMPARE(g.seaDistance(QStringLiteral("L02"), QStringLiteral("S01")), 1);
    // Land to land across a land border needs no sea, but is no sea route either.
    QCOMPARE(g.seaDistance(QStringLiteral("L01"), QStringLiteral("L02")), 0);
    QCOMPARE(g.seaDistance(QStringLiteral("L01"), QStringLiteral("S02")), -1);
    QCOMPARE(g.seaDistance(QStringLiteral("I01"), QStringLiteral("L01")), -1);
}

void TestMapGraph::components()
{
    const MapGraph g(sampleGame());
    const QList<QStringList> c = g.components();
    QCOMPARE(c.size(), 2);
    QCOMPARE(c[0].size() + c[1].size(), 8);
    const QStringList &islands = c[0].contains(QStringLiteral("I01")) ? c[0] : c[1];
    QCOMPARE(islands, QStringList({QStringLiteral("I01"), QStringLiteral("I02")}));
}

void TestMapGraph::layoutSeparatesNodes()
{
    const MapGraph g(sampleGame());
    const auto pos = g.layout(90.0);
    QCOMPARE(pos.size(), 8);
    const QStringList codes = pos.keys();
    for (int i = 0; i < codes.size(); ++i)
        for (int j = i + 1; j < codes.size(); ++j)
            QVERIFY2(QLineF(pos[codes[i]], pos[codes[j]]).length() > 30.0,
                     qPrintable(codes[i] + QLatin1Char(' ') + codes[j]));
    // The same graph gives the same layout.
    QCOMPARE(MapGraph(sampleGame()).layout(90.0), pos);
}

void TestMapGraph::layoutOfSampleMapWithoutCoordinates()
{
    const QString path = QStringLiteral(ADJ_GAMES_DIR "/britain.json");
    if (!QFile::exists(path))
        QSKIP("the sample map resources/games/britain.json is missing");
    GameRead r = readGameFile(path);
    QVERIFY(r.game);
    Game g = *r.game;
    for (Area &a : g.areas)
        a.x = a.y = std::nullopt;
    const MapGraph graph(g);
    const auto pos = graph.layout(90.0);
    QCOMPARE(pos.size(), g.areas.size());
    // Readable: no two nodes closer than a third of an edge; neighbours not
    // farther apart than a few edges on average.
    double sum = 0;
    for (const auto &[a, b] : g.borders)
        sum += QLineF(pos[a], pos[b]).length();
    QVERIFY(sum / g.borders.size() < 4 * 90.0);
    QStringList close;
    const QStringList codes = pos.keys();
    for (int i = 0; i < codes.size(); ++i)
        for (int j = i + 1; j < codes.size(); ++j)
            if (QLineF(pos[codes[i]], pos[codes[j]]).length() < 30.0)
                close.append(codes[i] + QLatin1Char('-') + codes[j]);
    QVERIFY2(close.isEmpty(), qPrintable(close.join(u' ')));
}

void TestMapGraph::layoutOfALargeMapWithoutCoordinates()
{
    // A 2,000-area grid with no x, y (a spreadsheet without them): laid out
    // (Kamada-Kawai took two minutes here), the same every time,
    // neighbours near each other and no two areas on one spot.
    Game g = testing::generatedGame(2000, 8);
    for (Area &a : g.areas)
        a.x = a.y = std::nullopt;
    const MapGraph graph(g);
    const auto pos = graph.layout(90.0);
    QCOMPARE(pos.size(), g.areas.size());
    QCOMPARE(MapGraph(g).layout(90.0), pos);
    double sum = 0;
    for (const auto &[a, b] : g.borders)
        sum += QLineF(pos[a], pos[b]).length();
    QVERIFY2(sum / g.borders.size() < 4 * 90.0, qPrintable(QString::number(sum / g.borders.size())));
    QSet<QPair<int, int>> spots;
    for (const QPointF &p : pos)
        spots.insert({qRound(p.x()), qRound(p.y())});
    QCOMPARE(spots.size(), pos.size());
}

void TestMapGraph::sharedGraphFollowsTheMap()
{
    // One graph per map: a game whose areas changed only in their numbers and
    // owners shares it; a new border, a new kind or another area list does not,
    // and the graph given is then the new map's.
    const Game g = sampleGame();
    const std::shared_ptr<const MapGraph> first = MapGraph::of(g);
    QVERIFY(first->isOf(g));
    Game played = g;
    played.areas[0].armies = 5;
    played.areas[0].owner = QStringLiteral("NOR");
    QCOMPARE(MapGraph::of(played).get(), first.get());

    Game bordered = g;
    bordered.borders.append({QStringLiteral("L02"), QStringLiteral("I01")});
    QVERIFY(!first->isOf(bordered));
    QVERIFY(MapGraph::of(bordered)->adjacent(QStringLiteral("L02"), QStringLiteral("I01")));
    QVERIFY(!MapGraph::of(g)->adjacent(QStringLiteral("L02"), QStringLiteral("I01")));

    Game flooded = g;
    flooded.areas[1].kind = AreaKind::Sea; // L02
    QVERIFY(!first->isOf(flooded));
    QCOMPARE(MapGraph::of(flooded)->neighbours(QStringLiteral("L01"), AreaKind::Land), QStringList{QStringLiteral("L03")});

    Game renamed = g;
    renamed.areas[7].code = QStringLiteral("I03");
    renamed.borders.last().second = QStringLiteral("I03");
    QVERIFY(!first->isOf(renamed));
    QVERIFY(MapGraph::of(renamed)->adjacent(QStringLiteral("I01"), QStringLiteral("I03")));
    QVERIFY(!MapGraph::of(renamed)->contains(QStringLiteral("I02")));
}

QTEST_GUILESS_MAIN(TestMapGraph)
#include "tst_mapgraph.moc"
