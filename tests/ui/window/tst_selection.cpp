// One selection for every view (docs/architecture.md "One state for every
// view"): the nation and the area selected are the document's, so the map's
// highlight, the Nations table's row, the Charts dock's entry, the find box
// (Ctrl+F) and the Area panel name the same ones, whichever of them the
// moderator chose with. Driven in the real window offscreen.
#include "charts/ChartsPanel.h"
#include "document/GameDocument.h"
#include "map/AreaItem.h"
#include "area/AreaPanel.h"
#include "map/MapFind.h"
#include "map/MapView.h"
#include "nations/NationsModel.h"
#include "nations/NationsView.h"
#include "window/MainWindow.h"

#include <QDockWidget>
#include <QLineEdit>
#include <QListWidget>
#include <QStandardPaths>
#include <QTest>

#include "TestSupport.h"

using namespace adj;
using namespace adj::ui;
using namespace adj::test;

namespace {

// The nation each view says is selected; "" when they agree on `nation`.
QString disagreement(MainWindow &w, const QString &nation)
{
    QStringList wrong;
    if (w.mapView()->highlightedNation() != nation)
        wrong << QStringLiteral("the map highlights \"%1\"").arg(w.mapView()->highlightedNation());
    const QModelIndexList rows = w.nationsView()->selectionModel()->selectedRows(NationsModel::Code);
    const QString row = rows.size() == 1 ? rows.first().data().toString() : QString();
    if (row != nation)
        wrong << QStringLiteral("the Nations table selects \"%1\" (%2 rows)").arg(row).arg(rows.size());
    const QList<QListWidgetItem *> entries = w.chartsPanel()->nationList()->selectedItems();
    const QString entry = entries.size() == 1 ? entries.first()->data(Qt::UserRole).toString() : QString();
    if (entry != nation)
        wrong << QStringLiteral("the Charts dock selects \"%1\"").arg(entry);
    if (w.mapFind()->isVisible() && w.mapFind()->edit()->text() != nation)
        wrong << QStringLiteral("the find box says \"%1\"").arg(w.mapFind()->edit()->text());
    return wrong.join(QStringLiteral("; "));
}

// The window at 1280×800, active, with the sample open.
bool openSample(MainWindow &w)
{
    w.resize(1280, 800);
    w.show();
    return QTest::qWaitForWindowActive(&w) && w.openFile(SamplePath);
}

} // namespace

class TestSelection : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void oneNationSelectedEverywhere();
    void oneAreaSelectedEverywhere();
};

void TestSelection::oneNationSelectedEverywhere()
{
    MainWindow w;
    QVERIFY(openSample(w));
    const Game &game = w.document()->game();
    QVERIFY(game.nations.size() >= 3);
    QListWidget *list = w.chartsPanel()->nationList();
    QTRY_COMPARE(list->count(), game.nations.size());  // charted once the window is idle

    // A Nations row clicked (a cell right of the columns kept in view).
    NationsView *table = w.nationsView();
    table->setFocus();
    const int bp = NationsModel::Bp;
    const QModelIndex cell = table->model()->index(1, bp);
    const QString first = cell.siblingAtColumn(NationsModel::Code).data().toString();
    table->scrollTo(cell);
    QTest::mouseClick(table->viewport(), Qt::LeftButton, {}, table->visualRect(cell).center());
    QString why = disagreement(w, first);
    QVERIFY2(why.isEmpty(), qPrintable(QStringLiteral("Nations row %1: ").arg(first) + why));

    // Ctrl+F, another nation typed, Enter.
    const QString second = game.nations.last().code;
    QVERIFY(second != first);
    QTest::keyClick(&w, Qt::Key_F, Qt::ControlModifier);
    QVERIFY(w.mapFind()->isVisible());
    QTest::keyClicks(w.mapFind()->edit(), second);
    QTest::keyClick(w.mapFind()->edit(), Qt::Key_Return);
    why = disagreement(w, second);
    QVERIFY2(why.isEmpty(), qPrintable(QStringLiteral("Ctrl+F %1: ").arg(second) + why));

    // A Charts entry clicked: a third nation.
    auto *charts = w.findChild<QDockWidget *>(QStringLiteral("chartsDock"));
    charts->show();
    charts->raise();
    QListWidgetItem *third = nullptr;
    for (int i = 0; i < list->count() && !third; ++i)
        if (const QString c = list->item(i)->data(Qt::UserRole).toString(); c != first && c != second)
            third = list->item(i);
    QVERIFY(third);
    const QString thirdCode = third->data(Qt::UserRole).toString();
    list->scrollToItem(third);
    // On the entry's text, not its tick box.
    const QRect r = list->visualItemRect(third);
    QTest::mouseClick(list->viewport(), Qt::LeftButton, {}, QPoint(r.right() - 10, r.center().y()));
    QCOMPARE(third->checkState(), Qt::Checked);
    why = disagreement(w, thirdCode);
    QVERIFY2(why.isEmpty(), qPrintable(QStringLiteral("Charts entry %1: ").arg(thirdCode) + why));

    // Back to the Nations table: the first nation again.
    QTest::mouseClick(table->viewport(), Qt::LeftButton, {}, table->visualRect(cell).center());
    why = disagreement(w, first);
    QVERIFY2(why.isEmpty(), qPrintable(QStringLiteral("Nations row %1 again: ").arg(first) + why));
}

void TestSelection::oneAreaSelectedEverywhere()
{
    MainWindow w;
    QVERIFY(openSample(w));
    // Ctrl+F finds an area: the map and the Area panel show it.
    QTest::keyClick(&w, Qt::Key_F, Qt::ControlModifier);
    QTest::keyClicks(w.mapFind()->edit(), QStringLiteral("YRS"));
    QTest::keyClick(w.mapFind()->edit(), Qt::Key_Return);
    QCOMPARE(w.mapView()->selectedArea(), QStringLiteral("YRS"));
    QCOMPARE(w.areaPanel()->area(), QStringLiteral("YRS"));
    // A click on another area of the map: every view follows, the find box too.
    const QString other = QStringLiteral("LON");
    w.mapView()->centerOn(w.mapView()->areaItem(other));
    const QPoint at = w.mapView()->mapFromScene(w.mapView()->areaItem(other)->sceneBoundingRect().center());
    QTest::mouseClick(w.mapView()->viewport(), Qt::LeftButton, {}, at);
    QCOMPARE(w.mapView()->selectedArea(), other);
    QCOMPARE(w.areaPanel()->area(), other);
    QVERIFY(!w.mapFind()->isVisible() || w.mapFind()->edit()->text() == other);
}

QTEST_MAIN(TestSelection)
#include "tst_selection.moc"
