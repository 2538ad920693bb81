// Find on the map, offscreen in the main
// window: Ctrl+F opens the find box; an area's name (or code) and Enter
// select the area and bring it into view; a nation's name highlights its
// areas and selects its first; the selected area stays in view while zooming.
#include "document/GameDocument.h"
#include "map/AreaItem.h"
#include "map/MapFind.h"
#include "map/MapView.h"
#include "window/MainWindow.h"

#include <QLineEdit>
#include <QStandardPaths>
#include <QTest>
#include <QScrollBar>

#include "TestSupport.h"

using namespace adj;
using namespace adj::ui;
using namespace adj::test;

class TestMapFind : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void init();
    void cleanup() { m_window.reset(); }
    void findsByCodeAndName();
    void ctrlFFindsAreaByNameAndSelectsIt();
    void findsNation();
    void notFound();
    void selectedAreaStaysInViewWhileZooming();

private:
    bool inView(const QString &code) const;
    std::unique_ptr<MainWindow> m_window;
};

void TestMapFind::init()
{
    m_window = std::make_unique<MainWindow>();
    QVERIFY(m_window->openFile(SamplePath));
    m_window->resize(1280, 800);
    m_window->show();
    m_window->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
}

bool TestMapFind::inView(const QString &code) const
{
    MapView *map = m_window->mapView();
    const QRectF visible = map->mapToScene(map->viewport()->rect()).boundingRect();
    return visible.contains(map->areaItem(code)->sceneBoundingRect().center());
}

void TestMapFind::findsByCodeAndName()
{
    const Game game = readGame(SamplePath);
    QCOMPARE(findInGame(game, QStringLiteral("sgc")).area, QStringLiteral("SGC"));
    QCOMPARE(findInGame(game, QStringLiteral("St George's Channel")).area, QStringLiteral("SGC"));
    QCOMPARE(findInGame(game, QStringLiteral("irish sea")).area, QStringLiteral("IRS"));
    QCOMPARE(findInGame(game, QStringLiteral("Thomond")).area, QStringLiteral("LMS"));
    // As the completer writes it.
    QCOMPARE(findInGame(game, QStringLiteral("LMS — Thomond")).area, QStringLiteral("LMS"));
    // A nation by code or name.
    const FindResult vik = findInGame(game, QStringLiteral("Vikings of Dublin"));
    QCOMPARE(vik.nation, QStringLiteral("VIK"));
    QVERIFY(!vik.area.isEmpty());
    QCOMPARE(game.area(vik.area)->owner, QStringLiteral("VIK"));
    QCOMPARE(findInGame(game, QStringLiteral("gwy")).nation, QStringLiteral("GWY"));
    // "Essex" is an area's name and a nation's: the area comes first.
    QCOMPARE(findInGame(game, QStringLiteral("Essex")).area, QStringLiteral("ESX"));
    QVERIFY(findInGame(game, QStringLiteral("Essex")).nation.isEmpty());
}

void TestMapFind::ctrlFFindsAreaByNameAndSelectsIt()
{
    MapView *map = m_window->mapView();
    map->setZoom(2.0);  // zoomed in, so that most areas are out of view
    QVERIFY(!inView(QStringLiteral("LMS")) || !inView(QStringLiteral("ORK")));
    const QString target = inView(QStringLiteral("LMS")) ? QStringLiteral("Orkney") : QStringLiteral("Thomond");
    const QString code = target == u"Orkney" ? QStringLiteral("ORK") : QStringLiteral("LMS");

    QTest::keySequence(m_window.get(), QKeySequence::Find);
    MapFind *find = m_window->mapFind();
    QTRY_VERIFY(find->isVisible());
    QTRY_VERIFY(find->edit()->hasFocus());
    // The box covers no part of the map's picture: the map is drawn below it.
    const QRect picture(map->viewport()->mapTo(map, QPoint()), map->viewport()->size());
    QVERIFY2(!find->geometry().intersects(picture), qPrintable(QStringLiteral("%1,%2 %3x%4").arg(find->y()).arg(find->height())
                                                                    .arg(picture.y()).arg(picture.height())));
    QVERIFY(map->rect().contains(find->geometry()));
    QTest::keyClicks(find->edit(), target);
    QTest::keyClick(find->edit(), Qt::Key_Return);
    QCOMPARE(map->selectedArea(), code);
    QVERIFY(map->areaItem(code)->isChosen());
    QVERIFY(inView(code));
    // Escape closes the box.
    find->edit()->setFocus();
    QTest::keyClick(find->edit(), Qt::Key_Escape);
    if (find->isVisible())  // the completer's popup took the first Escape
        QTest::keyClick(find->edit(), Qt::Key_Escape);
    QTRY_VERIFY(!find->isVisible());
    // The room given back: the picture as high as the map, less its frame and a scroll bar.
    const QScrollBar *across = map->horizontalScrollBar();
    QTRY_COMPARE(map->viewport()->height(),
                 map->height() - 2 * map->frameWidth() - (across->isVisible() ? across->height() : 0));
}

void TestMapFind::findsNation()
{
    MapFind *find = m_window->mapFind();
    find->open();
    const FindResult r = find->find(QStringLiteral("Vikings of Dublin"));
    MapView *map = m_window->mapView();
    QCOMPARE(map->highlightedNation(), QStringLiteral("VIK"));
    QCOMPARE(map->selectedArea(), r.area);
    QCOMPARE(m_window->document()->viewedGame().area(r.area)->owner, QStringLiteral("VIK"));
    QVERIFY(map->areaItem(r.area)->isHighlighted());
    // Finding an area afterwards ends the nation's highlight.
    find->find(QStringLiteral("SGC"));
    QVERIFY(map->highlightedNation().isEmpty());
}

void TestMapFind::notFound()
{
    MapFind *find = m_window->mapFind();
    find->open();
    MapView *map = m_window->mapView();
    map->selectArea(QStringLiteral("IRS"));
    QVERIFY(!find->find(QStringLiteral("Atlantis")).found());
    QCOMPARE(map->selectedArea(), QStringLiteral("IRS"));
    QVERIFY(find->message().contains(QStringLiteral("not found")));
}

void TestMapFind::selectedAreaStaysInViewWhileZooming()
{
    MapView *map = m_window->mapView();
    MapFind *find = m_window->mapFind();
    find->open();
    find->find(QStringLiteral("Cornwall"));
    QCOMPARE(map->selectedArea(), QStringLiteral("CRN"));
    QVERIFY(inView(QStringLiteral("CRN")));
    for (int i = 0; i < 8; ++i) {
        map->zoomIn();
        QVERIFY2(inView(QStringLiteral("CRN")), qPrintable(QStringLiteral("zoom %1").arg(map->zoom())));
    }
    for (int i = 0; i < 12; ++i) {
        map->zoomOut();
        QVERIFY(inView(QStringLiteral("CRN")));
    }
}

QTEST_MAIN(TestMapFind)
#include "tst_mapfind.moc"
