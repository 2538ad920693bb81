// The Nations table in the window (1280×800, offscreen): scrolled right to
// its last columns, each row still says whose it is (the colour, code and
// name stay in view at the left), and a click there selects that nation; the
// armies and ships each nation has on the map (summed over the areas it owns)
// stand beside its reserves, read from the state the document shows (a
// replay step too) and never edited.
#include "document/GameDocument.h"
#include "document/TurnCommands.h"
#include "map/MapView.h"
#include "nations/NationsView.h"
#include "replay/ReplayPanel.h"
#include "window/MainWindow.h"

#include <QApplication>
#include <QContextMenuEvent>
#include <QHeaderView>
#include <QMenu>
#include <QScrollBar>
#include <QStandardPaths>
#include <QTableView>
#include <QTest>
#include <QTimer>
#include <QUndoStack>

#include "TestSupport.h"

using namespace adj;
using namespace adj::ui;
using namespace adj::test;

class TestNationsView : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void init();
    void cleanup() { m_window.reset(); }
    void scrolledRightTheNationStaysInView();
    void armiesAndShipsOnTheMap();
    void sortedFromTheHeaderAtTheLeft();
    void contextMenuAtTheLeft();

private:
    // The column headed `title`, or -1.
    int column(const QString &title) const;
    // What the table shows at `at` (in the table's coordinates): the cell of
    // whichever view lies on top there.
    QModelIndex cellAt(QPoint at) const;
    std::unique_ptr<MainWindow> m_window;
    QTableView *m_view = nullptr;
};

void TestNationsView::init()
{
    m_window = std::make_unique<MainWindow>();
    QVERIFY(m_window->openFile(SamplePath));
    m_window->resize(1280, 800);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    m_view = m_window->nationsView();
    QVERIFY(m_view->isVisible());
}

int TestNationsView::column(const QString &title) const
{
    QAbstractItemModel *m = m_view->model();
    for (int c = 0; c < m->columnCount(); ++c)
        if (m->headerData(c, Qt::Horizontal).toString() == title)
            return c;
    return -1;
}

QModelIndex TestNationsView::cellAt(QPoint at) const
{
    QWidget *under = m_view->childAt(at);
    auto *table = under ? qobject_cast<QTableView *>(under->parentWidget()) : nullptr;
    if (!table || under != table->viewport())
        return {};
    return table->indexAt(under->mapFrom(m_view, at));
}

void TestNationsView::scrolledRightTheNationStaysInView()
{
    // The sample's 15 nations and 17 columns do not fit under the map at 1280×800.
    QTRY_VERIFY(m_view->horizontalScrollBar()->maximum() > 0);
    const int code = column(QStringLiteral("Code")), name = column(QStringLiteral("Name"));
    QVERIFY(code >= 0 && name >= 0);
    QAbstractItemModel *m = m_view->model();
    const int row = 4;
    const QString nation = m->index(row, code).data().toString();
    const QString nationName = m->index(row, name).data().toString();

    // Click the nation's name, then End: the last column comes into view.
    const QRect nameCell = m_view->visualRect(m->index(row, name));
    QTest::mouseClick(m_view->viewport(), Qt::LeftButton, {}, nameCell.center());
    QTest::keyClick(m_view, Qt::Key_End);
    QCOMPARE(m_view->currentIndex().column(), m->columnCount() - 1);
    QCOMPARE(m_view->currentIndex().row(), row);
    QVERIFY(m_view->horizontalScrollBar()->value() > 0);
    QVERIFY(m_view->visualRect(m_view->currentIndex()).right() < m_view->viewport()->width());

    // Where the code and the name were, they still are: the row is the nation's.
    const QPoint origin = m_view->viewport()->mapTo(m_view, QPoint());
    // (The places of the columns unscrolled.)
    const int codeX = m_view->horizontalHeader()->sectionPosition(code) + m_view->columnWidth(code) / 2;
    const int nameX = m_view->horizontalHeader()->sectionPosition(name) + m_view->columnWidth(name) / 2;
    const int y = origin.y() + nameCell.center().y();
    QCOMPARE(cellAt(QPoint(origin.x() + codeX, y)).data().toString(), nation);
    QCOMPARE(cellAt(QPoint(origin.x() + nameX, y)).data().toString(), nationName);
    // And the main table is indeed scrolled: its own code cell has left the viewport.
    QVERIFY(m_view->columnViewportPosition(code) + m_view->columnWidth(code) <= 0);

    // A click on another nation's code, at the left, selects that nation (and the map shows it).
    const QModelIndex other = cellAt(QPoint(origin.x() + codeX, y + m_view->rowHeight(row)));
    QVERIFY(other.isValid());
    const QString otherNation = other.data().toString();
    QVERIFY(otherNation != nation && !otherNation.isEmpty());
    QWidget *under = m_view->childAt(QPoint(origin.x() + codeX, y + m_view->rowHeight(row)));
    QTest::mouseClick(under, Qt::LeftButton, {}, under->mapFrom(m_view, QPoint(origin.x() + codeX, y + m_view->rowHeight(row))));
    const QModelIndexList selected = m_view->selectionModel()->selectedRows(code);
    QCOMPARE(selected.size(), 1);
    QCOMPARE(selected.first().data().toString(), otherNation);
    QCOMPARE(m_window->mapView()->highlightedNation(), otherNation);
}

void TestNationsView::armiesAndShipsOnTheMap()
{
    const int armies = column(QStringLiteral("Armies")), ships = column(QStringLiteral("Ships"));
    const int armyReserve = column(QStringLiteral("Army R")), fleetReserve = column(QStringLiteral("Fleet R"));
    QVERIFY2(armies >= 0 && ships >= 0, "no Armies and Ships columns");
    // Beside the reserves: armies on the map, in reserve; ships on the map, in reserve.
    QCOMPARE(armyReserve, armies + 1);
    QCOMPARE(ships, armyReserve + 1);
    QCOMPARE(fleetReserve, ships + 1);

    QAbstractItemModel *m = m_view->model();
    const int code = column(QStringLiteral("Code"));
    auto agrees = [&](const Game &game) {
        for (int row = 0; row < m->rowCount(); ++row) {
            const QString nation = m->index(row, code).data().toString();
            int a = 0, s = 0;
            for (const Area &area : game.areas)
                if (area.owner == nation) {
                    a += area.armies;
                    s += area.ships;
                }
            if (m->index(row, armies).data().toInt() != a || m->index(row, ships).data().toInt() != s)
                return QStringLiteral("%1 shows %2 armies, %3 ships; the map has %4, %5")
                    .arg(nation).arg(m->index(row, armies).data().toInt()).arg(m->index(row, ships).data().toInt()).arg(a).arg(s);
        }
        return QString();
    };
    GameDocument *doc = m_window->document();
    QCOMPARE(agrees(doc->viewedGame()), QString());
    int vikShips = 0;
    for (const Area &area : doc->game().areas)
        vikShips += area.owner == u"VIK" ? area.ships : 0;
    QVERIFY(vikShips > 0);  // the sample's Vikings have fleets at sea

    // Read-only: a double-click opens no editor there, as it does on the reserve beside it.
    auto editorOpen = [this] {
        const QList<QWidget *> children = m_view->viewport()->findChildren<QWidget *>(Qt::FindDirectChildrenOnly);
        return std::any_of(children.cbegin(), children.cend(), [](QWidget *w) { return w->isVisible(); });
    };
    auto doubleClick = [this](const QModelIndex &cell) {
        m_view->scrollTo(cell);
        QTest::mouseClick(m_view->viewport(), Qt::LeftButton, {}, m_view->visualRect(cell).center());
        QTest::mouseDClick(m_view->viewport(), Qt::LeftButton, {}, m_view->visualRect(cell).center());
    };
    for (const int column : {armies, ships}) {
        QVERIFY(!(m->index(0, column).flags() & Qt::ItemIsEditable));
        doubleClick(m->index(0, column));
        QVERIFY(!editorOpen());
    }
    doubleClick(m->index(0, armyReserve));
    QTRY_VERIFY(editorOpen());
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Escape);
    QTRY_VERIFY(!editorOpen());

    // A replay step of the resolved turn: the counts of the game at that step.
    const Game before = doc->game();
    doc->undoStack()->push(new ResolveTurnCommand(doc, TurnRecord{before, resolveSample(before), readText(SampleOrders)}));
    const int steps = int(doc->resolution()->resolution.steps.size());
    bool differed = false;
    for (int step : {1, steps / 2, steps}) {
        m_window->replayPanel()->goTo(step);
        QCOMPARE(agrees(doc->viewedGame()), QString());
        for (const Area &a : doc->viewedGame().areas)
            differed |= a.armies != before.area(a.code)->armies;
    }
    QVERIFY(differed);
}

void TestNationsView::sortedFromTheHeaderAtTheLeft()
{
    // Scrolled right, a click on the Name header (the one in view, at the left)
    // sorts the whole table by name; both headers show it.
    QTRY_VERIFY(m_view->horizontalScrollBar()->maximum() > 0);
    m_view->horizontalScrollBar()->setValue(m_view->horizontalScrollBar()->maximum());
    const int name = column(QStringLiteral("Name"));
    const QPoint origin = m_view->viewport()->mapTo(m_view, QPoint());
    const QPoint at(origin.x() + m_view->horizontalHeader()->sectionPosition(name) + m_view->columnWidth(name) / 2,
                    m_view->horizontalHeader()->height() / 2 + m_view->frameWidth());
    QWidget *header = m_view->childAt(at);
    QVERIFY(header);
    QTest::mouseClick(header, Qt::LeftButton, {}, header->mapFrom(m_view, at));
    QCOMPARE(m_view->horizontalHeader()->sortIndicatorSection(), name);
    QAbstractItemModel *m = m_view->model();
    QStringList names;
    for (int row = 0; row < m->rowCount(); ++row)
        names.append(m->index(row, name).data().toString());
    QStringList sorted = names;
    std::sort(sorted.begin(), sorted.end(), [](const QString &a, const QString &b) { return QString::localeAwareCompare(a, b) < 0; });
    if (m_view->horizontalHeader()->sortIndicatorOrder() == Qt::DescendingOrder)
        std::reverse(sorted.begin(), sorted.end());
    QCOMPARE(names, sorted);
    // And what the left shows is still each row's own nation.
    const int code = column(QStringLiteral("Code"));
    const int codeX = origin.x() + m_view->horizontalHeader()->sectionPosition(code) + m_view->columnWidth(code) / 2;
    for (int row = 0; row < 3; ++row)
        QCOMPARE(cellAt(QPoint(codeX, origin.y() + m_view->rowViewportPosition(row) + m_view->rowHeight(row) / 2)).data().toString(),
                 m->index(row, code).data().toString());
}

void TestNationsView::contextMenuAtTheLeft()
{
    // The right button on a nation's name, kept in view at the left, offers
    // what it offers on the rest of the row: Add Nation… and Remove Nation.
    QTRY_VERIFY(m_view->horizontalScrollBar()->maximum() > 0);
    m_view->horizontalScrollBar()->setValue(m_view->horizontalScrollBar()->maximum());
    const int name = column(QStringLiteral("Name"));
    const QPoint origin = m_view->viewport()->mapTo(m_view, QPoint());
    const QPoint at(origin.x() + m_view->horizontalHeader()->sectionPosition(name) + m_view->columnWidth(name) / 2,
                    origin.y() + m_view->rowViewportPosition(1) + m_view->rowHeight(1) / 2);
    QWidget *under = m_view->childAt(at);
    QVERIFY(under);
    QStringList offered;
    QTimer::singleShot(200, this, [&offered] {
        if (auto *menu = qobject_cast<QMenu *>(QApplication::activePopupWidget())) {
            for (const QAction *a : menu->actions())
                offered.append(a->text());
            menu->close();
        }
    });
    QContextMenuEvent event(QContextMenuEvent::Mouse, under->mapFrom(m_view, at), under->mapToGlobal(under->mapFrom(m_view, at)));
    QApplication::sendEvent(under, &event);
    QTRY_VERIFY(!offered.isEmpty());
    QStringList expected;
    for (const QAction *a : m_view->actions())
        expected.append(a->text());
    QCOMPARE(offered, expected);
    QVERIFY(expected.size() == 2);
}

QTEST_MAIN(TestNationsView)
#include "tst_nationsview.moc"
