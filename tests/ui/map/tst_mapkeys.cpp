// The map from the keyboard, in the main window offscreen (MapKeys.h): on a
// grid of three by three areas with an island east of it (data/keys), each
// arrow moves the selection to the neighbour that way, or where none lies
// that way to the nearest area that way; Enter opens the area in the Area
// panel with the keyboard there; + and − zoom; the map shows its focus.
#include "area/AreaPanel.h"
#include "document/GameDocument.h"
#include "document/Selection.h"
#include "map/MapKeys.h"
#include "map/MapView.h"
#include "model/MapGraph.h"
#include "window/MainWindow.h"

#include <QComboBox>
#include <QDockWidget>
#include <QStandardPaths>
#include <QTest>

#include <cmath>

#include "TestSupport.h"

using namespace adj;
using namespace adj::ui;
using namespace adj::test;

namespace {
const QString GridPath = QStringLiteral(ADJ_DATA_DIR "/keys/grid.json");
}

class TestMapKeys : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void init();
    void cleanup() { m_window.reset(); }
    void arrowsWalkToTheNeighbourThatWay();
    void noAreaThatWayKeepsTheSelection();
    void anArrowWithNothingSelectedTakesTheAreaInTheMiddle();
    void enterOpensTheAreaInTheAreaPanel();
    void plusAndMinusZoom();
    void aNeighbourThatWayIsAlwaysPreferred();
    void tabbingThroughTheWindowChangesNoSelection();

private:
    QString press(Qt::Key key, Qt::KeyboardModifiers mods = Qt::NoModifier);
    std::unique_ptr<MainWindow> m_window;
    MapView *m_map = nullptr;
};

void TestMapKeys::init()
{
    m_window = std::make_unique<MainWindow>();
    QVERIFY(m_window->openFile(GridPath));
    m_window->resize(1280, 800);
    m_window->show();
    m_window->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
    m_map = m_window->mapView();
    m_map->setFocus();
    QVERIFY(m_map->hasFocus());
}

QString TestMapKeys::press(Qt::Key key, Qt::KeyboardModifiers mods)
{
    QTest::keyClick(m_map, key, mods);
    return m_window->document()->selection()->area();
}

void TestMapKeys::arrowsWalkToTheNeighbourThatWay()
{
    m_map->selectArea(QStringLiteral("NWA"));
    QCOMPARE(press(Qt::Key_Right), QStringLiteral("NMA"));
    QCOMPARE(press(Qt::Key_Right), QStringLiteral("NEA"));
    QCOMPARE(press(Qt::Key_Down), QStringLiteral("CEA"));
    // The island borders nothing: the nearest area that way.
    QCOMPARE(press(Qt::Key_Right), QStringLiteral("ISL"));
    QCOMPARE(press(Qt::Key_Left), QStringLiteral("CEA"));
    QCOMPARE(press(Qt::Key_Up), QStringLiteral("NEA"));
    QCOMPARE(press(Qt::Key_Left), QStringLiteral("NMA"));
    QCOMPARE(press(Qt::Key_Down), QStringLiteral("CMA"));
    QCOMPARE(press(Qt::Key_Down), QStringLiteral("SMA"));
    QCOMPARE(press(Qt::Key_Left), QStringLiteral("SWA"));
    // With Ctrl an arrow is not the map's.
    QCOMPARE(press(Qt::Key_Up, Qt::ControlModifier), QStringLiteral("SWA"));
    // Every view follows the one selection.
    QCOMPARE(m_window->areaPanel()->area(), QStringLiteral("SWA"));
}

void TestMapKeys::noAreaThatWayKeepsTheSelection()
{
    m_map->selectArea(QStringLiteral("NWA"));
    QCOMPARE(press(Qt::Key_Up), QStringLiteral("NWA"));
    QCOMPARE(press(Qt::Key_Left), QStringLiteral("NWA"));
    m_map->selectArea(QStringLiteral("ISL"));
    QCOMPARE(press(Qt::Key_Right), QStringLiteral("ISL"));
}

void TestMapKeys::anArrowWithNothingSelectedTakesTheAreaInTheMiddle()
{
    m_map->selectArea(QString());
    const QPointF centre = m_map->mapToScene(m_map->viewport()->rect().center());
    const QHash<QString, QPointF> drawn = m_map->drawnPositions();
    QString nearest;
    for (auto it = drawn.cbegin(); it != drawn.cend(); ++it)
        if (nearest.isEmpty() || QLineF(centre, *it).length() < QLineF(centre, drawn.value(nearest)).length())
            nearest = it.key();
    QVERIFY(!nearest.isEmpty());
    QCOMPARE(press(Qt::Key_Down), nearest);
}

void TestMapKeys::enterOpensTheAreaInTheAreaPanel()
{
    auto *dock = m_window->findChild<QDockWidget *>(QStringLiteral("areaDock"));
    dock->hide();
    m_map->selectArea(QStringLiteral("CMA"));
    QTest::keyClick(m_map, Qt::Key_Return);
    QVERIFY(dock->isVisible());
    QCOMPARE(m_window->areaPanel()->area(), QStringLiteral("CMA"));
    QTRY_VERIFY(m_window->areaPanel()->findChild<QComboBox *>(QStringLiteral("ownerEdit"))->hasFocus());
}

void TestMapKeys::plusAndMinusZoom()
{
    const qreal before = m_map->zoom();
    QTest::keyClick(m_map, Qt::Key_Plus);
    QVERIFY2(m_map->zoom() > before, qPrintable(QStringLiteral("%1 after %2").arg(m_map->zoom()).arg(before)));
    QTest::keyClick(m_map, Qt::Key_Minus);
    QTest::keyClick(m_map, Qt::Key_Minus);
    QVERIFY(m_map->zoom() < before);
}

// On the sample's map of Britain, from every area each way: where a
// neighbour lies up to 60° off the key's way, the key goes to a neighbour.
void TestMapKeys::aNeighbourThatWayIsAlwaysPreferred()
{
    QVERIFY(m_window->openFile(SamplePath));
    const Game &game = m_window->document()->game();
    const QHash<QString, QPointF> drawn = m_map->drawnPositions();
    const MapGraph graph(game);
    const QList<QPair<Heading, QPointF>> ways = {
        {Heading::Up, {0, -1}}, {Heading::Down, {0, 1}}, {Heading::Left, {-1, 0}}, {Heading::Right, {1, 0}}};
    int moves = 0;
    for (const Area &area : game.areas) {
        for (const auto &[heading, way] : ways) {
            bool neighbourThatWay = false;
            for (const QString &n : graph.neighbours(area.code)) {
                const QPointF v = drawn.value(n) - drawn.value(area.code);
                const double length = std::hypot(v.x(), v.y());
                neighbourThatWay |= length > 0 && (v.x() * way.x() + v.y() * way.y()) / length >= std::cos(M_PI / 3);
            }
            const QString next = areaToward(game, drawn, area.code, heading);
            if (neighbourThatWay) {
                QVERIFY2(graph.adjacent(area.code, next), qPrintable(area.code + QStringLiteral(" to ") + next));
                ++moves;
            }
        }
    }
    QVERIFY(moves > game.areas.size());
}

// Tab goes from control to control, chooses nothing and types nothing: in
// the Nations table Tab once went from cell to cell, selecting a nation and
// dimming the map, and the Orders editor kept Tab as a character.
void TestMapKeys::tabbingThroughTheWindowChangesNoSelection()
{
    QVERIFY(m_window->openFile(SamplePath));
    m_window->findChild<QDockWidget *>(QStringLiteral("chartsDock"))->show();
    m_window->findChild<QDockWidget *>(QStringLiteral("chartsDock"))->raise();
    m_map->setFocus();
    const QString orders = m_window->document()->ordersText();
    QSet<QWidget *> visited;
    for (int i = 0; i < 80; ++i) {
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
        visited.insert(QApplication::focusWidget());
        QVERIFY2(m_window->document()->selection()->nation().isEmpty(),
                 qPrintable(QStringLiteral("%1 selected on tabbing into %2")
                                .arg(m_window->document()->selection()->nation(),
                                     QApplication::focusWidget()->objectName())));
        QVERIFY(m_window->document()->selection()->area().isEmpty());
    }
    QVERIFY(visited.contains(m_window->findChild<QWidget *>(QStringLiteral("chartNations"))));
    QVERIFY(visited.contains(m_window->findChild<QWidget *>(QStringLiteral("ordersEditor"))));
    QCOMPARE(m_window->document()->ordersText(), orders);  // Tab typed nothing into the orders
}

QTEST_MAIN(TestMapKeys)
#include "tst_mapkeys.moc"
