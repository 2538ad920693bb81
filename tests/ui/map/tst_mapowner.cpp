// Whose an area is, written on it (offscreen, the window at 1280×800): zoomed
// in to where an area writes its counts itself, it writes its owner's code
// too, on the sample's 43 areas as on a generated map of 10,000 areas and 320
// nations, whose colours repeat (NationColours::PaletteSize): there the code
// is what tells two nations apart. A neutral area writes no owner. What an
// item writes is read from what it paints, through a paint device that keeps
// the text drawn on it.
#include "document/GameDocument.h"
#include "map/AreaItem.h"
#include "map/MapLayout.h"
#include "map/MapView.h"
#include "map/NationColours.h"
#include "support/TurnGenerator.h"
#include "window/MainWindow.h"

#include <QPaintEngine>
#include <QPainter>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QStyleOptionGraphicsItem>
#include <QTest>

#include "TestSupport.h"

using namespace adj;
using namespace adj::ui;
using namespace adj::test;

namespace {

// A paint engine that draws nothing and keeps every text it is given.
class TextEngine : public QPaintEngine
{
public:
    TextEngine() : QPaintEngine(QPaintEngine::AllFeatures) {}
    bool begin(QPaintDevice *) override { return true; }
    bool end() override { return true; }
    void updateState(const QPaintEngineState &) override {}
    void drawPixmap(const QRectF &, const QPixmap &, const QRectF &) override {}
    void drawPath(const QPainterPath &) override {}
    void drawPolygon(const QPointF *, int, PolygonDrawMode) override {}
    void drawRects(const QRectF *, int) override {}
    void drawEllipse(const QRectF &) override {}
    void drawLines(const QLineF *, int) override {}
    void drawPoints(const QPointF *, int) override {}
    void drawTextItem(const QPointF &, const QTextItem &item) override { texts.append(item.text()); }
    Type type() const override { return User; }
    QStringList texts;
};

class TextDevice : public QPaintDevice
{
public:
    QPaintEngine *paintEngine() const override { return &m_engine; }
    QStringList texts() const { return m_engine.texts; }

protected:
    int metric(PaintDeviceMetric m) const override
    {
        switch (m) {
        case PdmWidth:
        case PdmHeight: return 4000;
        case PdmWidthMM:
        case PdmHeightMM: return 1000;
        case PdmDpiX:
        case PdmDpiY:
        case PdmPhysicalDpiX:
        case PdmPhysicalDpiY: return 96;
        case PdmDepth: return 32;
        case PdmNumColors: return 0;
        case PdmDevicePixelRatio: return 1;
        case PdmDevicePixelRatioScaled: return int(devicePixelRatioFScale());
        }
        return 0;
    }

private:
    mutable TextEngine m_engine;
};

// The texts `item` draws under the map's present transform, as the view paints it.
QStringList textsDrawn(const MapView *map, AreaItem *item)
{
    TextDevice device;
    QPainter painter(&device);
    painter.setWorldTransform(map->transform());
    QStyleOptionGraphicsItem option;
    option.exposedRect = item->boundingRect();
    item->paint(&painter, &option, nullptr);
    painter.end();
    return device.texts();
}

} // namespace

class TestMapOwner : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void init();
    void cleanup() { m_window.reset(); }
    void zoomedInTheOwnerIsWritten();
    void tenThousandAreasZoomedIn();

private:
    // For each area of `codes` at zoom `zoom`: "" when its item writes its
    // code, its counts and (only if owned) its owner's code; else what it writes.
    QString check(const QStringList &codes, qreal zoom);
    std::unique_ptr<MainWindow> m_window;
};

void TestMapOwner::init()
{
    m_window = std::make_unique<MainWindow>();
    m_window->resize(1280, 800);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
}

QString TestMapOwner::check(const QStringList &codes, qreal zoom)
{
    MapView *map = m_window->mapView();
    map->setZoom(zoom);
    for (const QString &code : codes) {
        AreaItem *item = map->areaItem(code);
        map->centerOn(item);
        const Area &a = *m_window->document()->viewedGame().area(code);
        const QStringList texts = textsDrawn(map, item);
        if (item->isBadgeShown())
            return QStringLiteral("%1: a chip at zoom %2").arg(code).arg(zoom);
        // The counts, as the chip has them: the owner is what this is about.
        const QString counts = a.isSea() ? QStringLiteral("S%1").arg(a.ships) : QStringLiteral("A%1").arg(a.armies);
        const bool countsShown = std::any_of(texts.cbegin(), texts.cend(), [&](const QString &t) { return t.startsWith(counts); });
        if (!texts.contains(code) || !countsShown || texts.contains(a.owner) == a.owner.isEmpty())
            return QStringLiteral("%1 (owner \"%2\") at zoom %3 writes: %4").arg(code, a.owner).arg(zoom).arg(texts.join(u" | "));
        // Its tooltip names the owner with the code written on the area.
        if (!a.owner.isEmpty() && !item->toolTipText().contains(QStringLiteral("(%1)").arg(a.owner)))
            return QStringLiteral("%1: tooltip %2").arg(code, item->toolTipText());
    }
    return {};
}

void TestMapOwner::zoomedInTheOwnerIsWritten()
{
    QVERIFY(m_window->openFile(SamplePath));
    // IRS: VIK's sea with ships and armies; YRK: land; a neutral area; a city.
    QStringList codes = {QStringLiteral("IRS"), QStringLiteral("YRK")};
    const Game &game = m_window->document()->viewedGame();
    for (const Area &a : game.areas)
        if (a.isNeutral() && !a.isSea()) {
            codes << a.code;
            break;
        }
    for (const Area &a : game.areas)
        if (a.isCity() && !a.isNeutral()) {
            codes << a.code;
            break;
        }
    QCOMPARE(codes.size(), 4);
    // From the least zoom at which the counts are written (the chips give way there) to far in.
    for (const qreal zoom : {0.7, 1.0, 2.5})
        QCOMPARE(check(codes, zoom), QString());
}

void TestMapOwner::tenThousandAreasZoomedIn()
{
    const Game game = testing::gridGame(testing::gridShape(10'000));
    QVERIFY(game.areas.size() >= 10'000 && game.areas.size() > GlanceAreas);
    QCOMPARE(game.nations.size(), 320);
    // 320 nations, beyond the palette: some two of them look alike on the map.
    QVERIFY(game.nations.size() > NationColours::PaletteSize);
    const NationColours colours(game);
    double closest = 1e9;
    for (qsizetype i = 0; i < game.nations.size(); ++i)
        for (qsizetype j = i + 1; j < game.nations.size(); ++j)
            closest = std::min(closest, NationColours::difference(colours.colour(game.nations[i].code),
                                                                  colours.colour(game.nations[j].code)));
    QVERIFY2(closest < 5, qPrintable(QString::number(closest)));
    QSignalSpy built(m_window->mapView(), &MapView::built);
    m_window->document()->setGame(game, QString());
    QVERIFY(built.wait(60'000));
    // Owned land, an owned sea, neutral land, at the far end of the map too.
    QStringList codes;
    auto first = [&](auto wanted) {
        for (auto it = game.areas.crbegin(); it != game.areas.crend(); ++it)
            if (wanted(*it))
                return it->code;
        return QString();
    };
    codes << first([](const Area &a) { return !a.isSea() && !a.isNeutral() && a.armies > 0; })
          << first([](const Area &a) { return a.isSea() && !a.isNeutral() && a.ships > 0; })
          << first([](const Area &a) { return !a.isSea() && a.isNeutral(); })
          << game.areas.first().code;
    QVERIFY(!codes.contains(QString()));
    for (const qreal zoom : {0.7, 1.0, 2.5})
        QCOMPARE(check(codes, zoom), QString());
}

QTEST_MAIN(TestMapOwner)
#include "tst_mapowner.moc"
