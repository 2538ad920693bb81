// Editing the map moves only what the moderator moved, offscreen in the main
// window with the Norden board (File > New… from resources/maps/norden, every
// area with its x, y): Add Area Here… (right-click on the map in edit mode)
// puts the new area exactly under the pointer and leaves every other area
// where it was drawn, x, y and all; dragging an area changes only its x, y
// and draws only it elsewhere; undo puts everything back exactly. On a map
// without x, y the first area placed gives the others theirs, as drawn.
#include "document/GameDocument.h"
#include "edit/AddAreaDialog.h"
#include "map/AreaItem.h"
#include "map/MapView.h"
#include "setup/NewGameDialog.h"
#include "window/MainWindow.h"

#include <QAction>
#include <QApplication>
#include <QContextMenuEvent>
#include <QDialogButtonBox>
#include <QGraphicsItem>
#include <QLineEdit>
#include <QMenu>
#include <QPushButton>
#include <QStandardPaths>
#include <QTest>
#include <QTimer>
#include <QUndoStack>
#include <cmath>

using namespace adj;
using namespace adj::ui;

namespace {

// Distance from a point to a segment.
qreal distanceToSegment(QPointF p, QLineF s)
{
    const QPointF d = s.p2() - s.p1();
    const qreal length2 = QPointF::dotProduct(d, d);
    const qreal t = length2 > 0 ? std::clamp(QPointF::dotProduct(p - s.p1(), d) / length2, 0.0, 1.0) : 0.0;
    return QLineF(p, s.p1() + t * d).length();
}

// A point of the map's viewport, away from its edges, where no area (node or
// chip) is drawn within 12 pixels and no border within 15, farthest from the
// areas' centres: right-clicked, it offers Add Area Here….
QPoint emptySpot(MapView &map, const Game &game)
{
    const QHash<QString, QPointF> drawn = map.drawnPositions();
    const QRect inner = map.viewport()->rect().adjusted(60, 60, -60, -60);
    QPoint best;
    qreal bestRoom = -1;
    for (int x = inner.left(); x <= inner.right(); x += 6)
        for (int y = inner.top(); y <= inner.bottom(); y += 6) {
            const QPoint p(x, y);
            bool covered = false;
            for (QGraphicsItem *item : map.items(QRect(p - QPoint(12, 12), QSize(24, 24))))
                covered = covered || item->type() == AreaItem::Type
                    || (item->parentItem() && item->parentItem()->type() == AreaItem::Type);
            for (const auto &[a, b] : game.borders)
                covered = covered
                    || distanceToSegment(p, QLineF(map.mapFromScene(drawn.value(a)), map.mapFromScene(drawn.value(b)))) < 15;
            if (covered)
                continue;
            qreal room = qInf();
            for (const QPointF &at : drawn)
                room = std::min(room, QLineF(p, map.mapFromScene(at)).length());
            if (room > bestRoom) {
                bestRoom = room;
                best = p;
            }
        }
    return best;
}

// Calls `answer` with the widget `find` finds, from a timer (the menu and
// the dialog run event loops of their own), once, within five seconds.
template<typename Find, typename Answer>
void whenShown(Find find, Answer answer)
{
    auto *timer = new QTimer;
    auto tries = std::make_shared<int>(0);
    QObject::connect(timer, &QTimer::timeout, [=] {
        auto *widget = find();
        if (!widget && ++*tries < 500)
            return;
        timer->stop();
        timer->deleteLater();
        if (widget)
            answer(widget);
    });
    timer->start(10);
}

// Answers what a right-click on the map opens: chooses `entry` in the menu,
// then gives the Add Area dialog the code `code` and clicks OK.
void answerAddArea(const QString &entry, const QString &code, bool *answered)
{
    whenShown([] { return qobject_cast<AddAreaDialog *>(QApplication::activeModalWidget()); },
              [=](AddAreaDialog *dialog) {
                  QTest::keyClicks(dialog->findChild<QLineEdit *>(QStringLiteral("areaCodeEdit")), code);
                  QTest::keyClicks(dialog->findChild<QLineEdit *>(QStringLiteral("areaNameEdit")), QStringLiteral("Nyland"));
                  dialog->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok)->click();
                  *answered = true;
              });
    whenShown([] { return qobject_cast<QMenu *>(QApplication::activePopupWidget()); }, [=](QMenu *menu) {
        for (QAction *a : menu->actions())
            if (a->text() == entry) {
                menu->setActiveAction(a);
                QTest::keyClick(menu, Qt::Key_Return);
                return;
            }
        menu->close();  // not offered: the test fails on `answered`
    });
}

// A drag on the map's viewport, through a point half-way.
void drag(MapView &map, QPoint from, QPoint to)
{
    QTest::mousePress(map.viewport(), Qt::LeftButton, {}, from);
    QTest::mouseMove(map.viewport(), (from + to) / 2);
    QTest::mouseMove(map.viewport(), to);
    QTest::mouseRelease(map.viewport(), Qt::LeftButton, {}, to);
}

bool samePoint(QPointF a, QPointF b)
{
    return a.x() == b.x() && a.y() == b.y();
}

// The areas whose drawn position or x, y differ between two states, but `except`.
QStringList moved(const QHash<QString, QPointF> &drawnBefore, const Game &before, const QHash<QString, QPointF> &drawnAfter,
                  const Game &after, const QString &except)
{
    QStringList out;
    for (const Area &a : before.areas) {
        if (a.code == except)
            continue;
        const Area *now = after.area(a.code);
        if (!now || !samePoint(drawnBefore.value(a.code), drawnAfter.value(a.code)) || now->x != a.x || now->y != a.y)
            out.append(a.code);
    }
    return out;
}

} // namespace

class TestMapEditInPlace : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void init();
    void cleanup() { m_window.reset(); }
    void addAreaHereLandsUnderThePointer();
    void dragMovesOnlyTheDraggedArea();
    void aMapWithoutPositionsKeepsItsLook();

private:
    // Right-clicks the map at `spot` and adds the area `code` there.
    void addAreaHere(QPoint spot, const QString &code);
    QAction *undoAction() const { return m_window->findChild<QAction *>(QStringLiteral("undoAction")); }

    std::unique_ptr<MainWindow> m_window;
    MapView *m_map = nullptr;
    GameDocument *m_doc = nullptr;
};

void TestMapEditInPlace::init()
{
    m_window = std::make_unique<MainWindow>();
    m_window->resize(1280, 800);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    NewGameDialog *dialog = m_window->showNewGame(NewGameDialog::Source::Sheets);
    dialog->setSheetsFolder(QStringLiteral(ADJ_MAPS_DIR "/norden/"));
    dialog->setName(QStringLiteral("Norden"));
    dialog->accept();
    QVERIFY2(dialog->problemsText().isEmpty(), qPrintable(dialog->problemsText()));
    m_doc = m_window->document();
    m_map = m_window->mapView();
    QVERIFY(m_doc->game().areas.size() > 100);
    for (const Area &a : m_doc->game().areas)
        QVERIFY2(a.x && a.y, qPrintable(a.code));  // the board places every area
    auto *editMap = m_window->findChild<QAction *>(QStringLiteral("editMapAction"));
    QVERIFY(editMap);
    editMap->trigger();
    QVERIFY(m_map->isEditing());
}

void TestMapEditInPlace::addAreaHere(QPoint spot, const QString &code)
{
    bool answered = false;
    answerAddArea(m_map->tr("Add Area Here…"), code, &answered);
    // A right-click: the press, then the context menu event the window system sends with it.
    QTest::mousePress(m_map->viewport(), Qt::RightButton, {}, spot);
    QContextMenuEvent menu(QContextMenuEvent::Mouse, spot, m_map->viewport()->mapToGlobal(spot));
    QApplication::sendEvent(m_map->viewport(), &menu);
    QTest::mouseRelease(m_map->viewport(), Qt::RightButton, {}, spot);
    QTRY_VERIFY(answered);
    QTRY_VERIFY(m_doc->game().area(code));
}

void TestMapEditInPlace::addAreaHereLandsUnderThePointer()
{
    const Game before = m_doc->game();
    const QHash<QString, QPointF> drawnBefore = m_map->drawnPositions();
    const QPoint spot = emptySpot(*m_map, before);
    const QPointF clicked = m_map->mapToScene(spot);
    const QString other = before.areas.first().code;
    const QPoint otherSeen = m_map->mapFromScene(drawnBefore.value(other));
    addAreaHere(spot, QStringLiteral("NYL"));
    // The view does not move under the moderator's hand: another area is where it was seen.
    QCOMPARE(m_map->mapFromScene(m_map->drawnPositions().value(other)), otherSeen);

    const Game &after = m_doc->game();
    QCOMPARE(after.areas.size(), before.areas.size() + 1);
    const QHash<QString, QPointF> drawnAfter = m_map->drawnPositions();
    // The new area stands where the right-click was, with x, y of its own.
    const Area *added = after.area(QStringLiteral("NYL"));
    QVERIFY(added->x && added->y);
    QCOMPARE(drawnAfter.value(QStringLiteral("NYL")), clicked);
    // No other area moved: not on the map, not in the game.
    const QStringList others = moved(drawnBefore, before, drawnAfter, after, QStringLiteral("NYL"));
    QVERIFY2(others.isEmpty(), qPrintable(others.join(u' ')));

    // Undone, the map is as it was, every area exactly where it was drawn.
    QVERIFY(undoAction()->isEnabled());
    undoAction()->trigger();
    QVERIFY(!m_doc->game().area(QStringLiteral("NYL")));
    QCOMPARE(m_map->drawnPositions().size(), drawnBefore.size());
    QVERIFY(moved(drawnBefore, before, m_map->drawnPositions(), m_doc->game(), {}).isEmpty());
}

void TestMapEditInPlace::dragMovesOnlyTheDraggedArea()
{
    const QString code = QStringLiteral("NYL");
    addAreaHere(emptySpot(*m_map, m_doc->game()), code);
    const Game before = m_doc->game();
    const QHash<QString, QPointF> drawnBefore = m_map->drawnPositions();
    const int steps = m_doc->undoStack()->count();

    // Dragged 40 pixels right and 25 down: dropped there.
    const QPoint from = m_map->mapFromScene(drawnBefore.value(code));
    const QPointF dropped = drawnBefore.value(code) + m_map->mapToScene(QPoint(40, 25)) - m_map->mapToScene(QPoint(0, 0));
    const QString other = before.areas.first().code;
    const QPoint otherSeen = m_map->mapFromScene(drawnBefore.value(other));
    drag(*m_map, from, from + QPoint(40, 25));
    QTRY_COMPARE(m_doc->undoStack()->count(), steps + 1);  // made once the mouse event is done
    QCOMPARE(m_map->mapFromScene(m_map->drawnPositions().value(other)), otherSeen);  // the view kept

    const QHash<QString, QPointF> drawnAfter = m_map->drawnPositions();
    const QPointF now = drawnAfter.value(code);
    QVERIFY2(QLineF(now, dropped).length() < 1e-6,
             qPrintable(QStringLiteral("drawn at %1, %2, dropped at %3, %4").arg(now.x()).arg(now.y()).arg(dropped.x()).arg(dropped.y())));
    const Area *area = m_doc->game().area(code);
    QVERIFY(*area->x != *before.area(code)->x && *area->y != *before.area(code)->y);
    // Only the dragged area changed: every other one is drawn and placed as before.
    const QStringList others = moved(drawnBefore, before, drawnAfter, m_doc->game(), code);
    QVERIFY2(others.isEmpty(), qPrintable(others.join(u' ')));
    for (const Area &a : before.areas)
        if (a.code != code)
            QVERIFY(*m_doc->game().area(a.code) == a);

    // An area of the board itself, dragged: the same.
    const Game mid = m_doc->game();
    const QString sea = before.areas.first().code;
    const QPoint seaAt = m_map->mapFromScene(drawnAfter.value(sea));
    drag(*m_map, seaAt, seaAt + QPoint(-20, 30));
    QTRY_COMPARE(m_doc->undoStack()->count(), steps + 2);
    const QStringList alsoMoved = moved(drawnAfter, mid, m_map->drawnPositions(), m_doc->game(), sea);
    QVERIFY2(alsoMoved.isEmpty(), qPrintable(alsoMoved.join(u' ')));
    QVERIFY(!samePoint(m_map->drawnPositions().value(sea), drawnAfter.value(sea)));

    // Both undone: every area exactly where it was, the new one included.
    undoAction()->trigger();
    undoAction()->trigger();
    QVERIFY(m_doc->game() == before);
    QVERIFY(moved(drawnBefore, before, m_map->drawnPositions(), m_doc->game(), {}).isEmpty());
}

// A map whose areas have no x, y (laid out by the program): the first area
// dragged gives every area its x, y where it is drawn, so that the game
// opened again looks the same, and still nothing but the dragged area moves.
void TestMapEditInPlace::aMapWithoutPositionsKeepsItsLook()
{
    Game unplaced = m_doc->game();
    for (Area &a : unplaced.areas)
        a.x = a.y = std::nullopt;
    m_doc->startNew(unplaced);
    const QHash<QString, QPointF> drawnBefore = m_map->drawnPositions();
    const QString code = unplaced.areas.first().code;
    const QPoint from = m_map->mapFromScene(drawnBefore.value(code));
    drag(*m_map, from, from + QPoint(30, 40));
    QTRY_COMPARE(m_doc->undoStack()->count(), 1);

    const QHash<QString, QPointF> drawnAfter = m_map->drawnPositions();
    QVERIFY(!samePoint(drawnAfter.value(code), drawnBefore.value(code)));
    QStringList moved;
    for (const Area &a : m_doc->game().areas) {
        QVERIFY2(a.x && a.y, qPrintable(a.code));
        if (a.code != code && !samePoint(drawnAfter.value(a.code), drawnBefore.value(a.code)))
            moved.append(a.code);
    }
    QVERIFY2(moved.isEmpty(), qPrintable(moved.join(u' ')));

    undoAction()->trigger();
    QVERIFY(m_doc->game() == unplaced);
    for (const Area &a : unplaced.areas)
        QVERIFY2(samePoint(m_map->drawnPositions().value(a.code), drawnBefore.value(a.code)), qPrintable(a.code));
}

QTEST_MAIN(TestMapEditInPlace)
#include "tst_mapeditinplace.moc"
