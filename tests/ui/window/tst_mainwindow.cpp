// The desktop program's main window, driven offscreen: a game opens with one
// map node per area, nodes do not overlap, a click shows the area's details,
// an edit can be undone, the nations table matches the game, and a file with
// errors is refused with every problem listed while the open game stays.
#include "document/GameDocument.h"
#include "map/AreaItem.h"
#include "area/AreaPanel.h"
#include "map/MapView.h"
#include "model/GameJson.h"
#include "nations/NationsModel.h"
#include "nations/NationsView.h"
#include "widgets/ProblemsDialog.h"
#include "window/MainWindow.h"

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QFile>
#include <QFileInfo>
#include <QGraphicsScene>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QStatusBar>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>
#include <QWheelEvent>

#include "TestSupport.h"

using namespace adj;
using namespace adj::ui;

using namespace adj::test;

namespace {

// A small game without coordinates (the map lays itself out).
const QString SmallPath = QStringLiteral(ADJ_CASES_DIR "/modes/defend/game.json");

QString gamePath()
{
    return QFile::exists(SamplePath) ? SamplePath : SmallPath;
}

QList<AreaItem *> sceneAreaItems(MapView *map)
{
    QList<AreaItem *> out;
    for (QGraphicsItem *item : map->scene()->items())
        if (item->type() == AreaItem::Type)
            out.append(static_cast<AreaItem *>(item));
    return out;
}

// Clicks an area's node on screen, as a user would.
void clickArea(MapView *map, const QString &code)
{
    AreaItem *item = map->areaItem(code);
    QVERIFY(item);
    map->centerOn(item);
    const QPoint at = map->mapFromScene(item->scenePos());
    QTest::mouseClick(map->viewport(), Qt::LeftButton, {}, at);
}

// A menu action by its text, beginning with `text` ("&Undo" matches "&Undo Set armies ...").
QAction *actionNamed(QWidget *window, const char *text)
{
    for (QAction *a : window->findChildren<QAction *>())
        if (a->text().startsWith(QLatin1String(text)))
            return a;
    return nullptr;
}

QString labelText(QWidget *panel, const char *name)
{
    auto *label = panel->findChild<QLabel *>(QLatin1String(name));
    return label ? label->text() : QStringLiteral("<no label %1>").arg(QLatin1String(name));
}

} // namespace

class TestMainWindow : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void everyAreaHasOneNode();
    void nodesDoNotOverlap_data();
    void nodesDoNotOverlap();
    void clickShowsAreaDetails();
    void editIsUndoable();
    void ownerEditUpdatesNations();
    void nationsTableMatchesGame();
    void selectingNationHighlightsItsAreas();
    void titleNamesGame();
    void aStatusMessageIsReadWhole();
    void wheelZoomsAndFitRestores();
    void failedLoadKeepsGameAndListsProblems();
};

void TestMainWindow::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);  // keep QSettings out of the user's files
    if (!QFile::exists(SamplePath))
        qWarning("sample %s is missing; using %s", qPrintable(SamplePath), qPrintable(SmallPath));
}

void TestMainWindow::everyAreaHasOneNode()
{
    MainWindow w;
    QVERIFY(w.openFile(gamePath()));
    const Game game = readGame(gamePath());
    QHash<QString, int> nodes;
    for (AreaItem *item : sceneAreaItems(w.mapView()))
        ++nodes[item->code()];
    QCOMPARE(nodes.size(), game.areas.size());
    for (const Area &a : game.areas)
        QVERIFY2(nodes.value(a.code) == 1, qPrintable(QStringLiteral("%1 has %2 nodes").arg(a.code).arg(nodes.value(a.code))));
}

void TestMainWindow::nodesDoNotOverlap_data()
{
    QTest::addColumn<QString>("path");
    QTest::newRow("sample map (coordinates)") << SamplePath;
    QTest::newRow("small map (laid out)") << SmallPath;
}

void TestMainWindow::nodesDoNotOverlap()
{
    QFETCH(QString, path);
    if (!QFile::exists(path))
        QSKIP("resources/games/britain.json is not there yet: the sample map is checked once it is");
    MainWindow w;
    QVERIFY(w.openFile(path));
    const QList<AreaItem *> items = sceneAreaItems(w.mapView());
    QVERIFY(items.size() > 1);
    for (int i = 0; i < items.size(); ++i)
        for (int j = i + 1; j < items.size(); ++j)
            QVERIFY2(!items[i]->sceneBoundingRect().intersects(items[j]->sceneBoundingRect()),
                     qPrintable(QStringLiteral("%1 overlaps %2").arg(items[i]->code(), items[j]->code())));
}

void TestMainWindow::clickShowsAreaDetails()
{
    MainWindow w;
    w.resize(1200, 800);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QVERIFY(w.openFile(gamePath()));
    const Game game = readGame(gamePath());
    // A city and then a sea, so both kinds of node answer a click.
    QString city, sea;
    for (const Area &a : game.areas) {
        if (a.isCity() && city.isEmpty())
            city = a.code;
        if (a.isSea() && sea.isEmpty())
            sea = a.code;
    }
    QVERIFY(!city.isEmpty() && !sea.isEmpty());

    clickArea(w.mapView(), city);
    QCOMPARE(w.mapView()->selectedArea(), city);
    QCOMPARE(w.areaPanel()->area(), city);
    QCOMPARE(labelText(w.areaPanel(), "areaCode"), city);
    QCOMPARE(labelText(w.areaPanel(), "areaTitle"), game.area(city)->name);
    QVERIFY(labelText(w.areaPanel(), "areaHinterland").contains(game.area(city)->hinterland));
    QVERIFY(w.mapView()->areaItem(city)->isChosen());

    clickArea(w.mapView(), sea);
    QCOMPARE(labelText(w.areaPanel(), "areaCode"), sea);
    QVERIFY(!w.mapView()->areaItem(city)->isChosen());
    QVERIFY(w.mapView()->areaItem(sea)->isChosen());
    // The neighbours come from the map graph, by kind.
    const QString neighbours = labelText(w.areaPanel(), "landNeighbours") + labelText(w.areaPanel(), "cityNeighbours");
    for (const auto &[a, b] : game.borders) {
        if (a == sea && !game.area(b)->isSea())
            QVERIFY2(neighbours.contains(b), qPrintable(b));
        if (b == sea && !game.area(a)->isSea())
            QVERIFY2(neighbours.contains(a), qPrintable(a));
    }
}

void TestMainWindow::editIsUndoable()
{
    MainWindow w;
    QVERIFY(w.openFile(gamePath()));
    const QString code = w.document()->game().areas.first().code;
    const int before = w.document()->game().area(code)->armies;
    w.mapView()->selectArea(code);

    auto *armies = w.areaPanel()->findChild<QSpinBox *>(QStringLiteral("armiesEdit"));
    QVERIFY(armies);
    QCOMPARE(armies->value(), before);
    armies->setValue(before + 3);
    QCOMPARE(w.document()->game().area(code)->armies, before + 3);
    QCOMPARE(w.document()->undoStack()->count(), 1);
    QVERIFY(w.isWindowModified());
    QVERIFY(w.mapView()->areaItem(code)->toolTipText().contains(QStringLiteral("Armies %1").arg(before + 3)));

    // Edit > Undo, as the moderator would.
    QAction *undo = actionNamed(&w, "&Undo");
    QVERIFY(undo);
    QVERIFY(undo->isEnabled());
    undo->trigger();
    QCOMPARE(w.document()->game().area(code)->armies, before);
    QCOMPARE(armies->value(), before);
    QVERIFY(w.mapView()->areaItem(code)->toolTipText().contains(QStringLiteral("Armies %1").arg(before)));
    QVERIFY(!w.isWindowModified());

    w.document()->undoStack()->redo();
    QCOMPARE(w.document()->game().area(code)->armies, before + 3);
    // Undo leaves the game as it was read.
    w.document()->undoStack()->undo();
    QVERIFY(w.document()->game() == readGame(gamePath()));
}

void TestMainWindow::ownerEditUpdatesNations()
{
    MainWindow w;
    QVERIFY(w.openFile(gamePath()));
    const Game &game = w.document()->game();
    // A land area owned by one nation is given to the last nation.
    const Area *land = nullptr;
    for (const Area &a : game.areas)
        if (!a.isSea() && !a.isNeutral() && a.owner != game.nations.last().code) {
            land = &a;
            break;
        }
    QVERIFY(land);
    const QString code = land->code, from = land->owner, to = game.nations.last().code;
    NationsModel *model = w.nationsModel();
    auto held = [&](const QString &nation) { return model->index(model->rowOf(nation), NationsModel::Areas).data().toInt(); };
    const int fromBefore = held(from), toBefore = held(to);

    w.mapView()->selectArea(code);
    auto *owner = w.areaPanel()->findChild<QComboBox *>(QStringLiteral("ownerEdit"));
    QVERIFY(owner);
    QCOMPARE(owner->currentData().toString(), from);
    const int index = owner->findData(to);
    QVERIFY(index > 0);
    owner->setCurrentIndex(index);
    emit owner->activated(index);   // what choosing with the mouse sends
    QCOMPARE(game.area(code)->owner, to);
    QCOMPARE(held(from), fromBefore - 1);
    QCOMPARE(held(to), toBefore + 1);

    w.document()->undoStack()->undo();
    QCOMPARE(game.area(code)->owner, from);
    QCOMPARE(owner->currentData().toString(), from);
    QCOMPARE(held(from), fromBefore);
    QCOMPARE(held(to), toBefore);
}

void TestMainWindow::nationsTableMatchesGame()
{
    MainWindow w;
    QVERIFY(w.openFile(gamePath()));
    const Game game = readGame(gamePath());
    NationsModel *model = w.nationsModel();
    QCOMPARE(model->rowCount(), game.nations.size());
    // Rows in processing order, each with the nation's BP and holdings.
    for (int row = 0; row < model->rowCount(); ++row) {
        const QString code = model->index(row, NationsModel::Code).data().toString();
        QCOMPARE(code, game.order.value(row));
        const Nation *n = game.nation(code);
        QVERIFY(n);
        QCOMPARE(model->index(row, NationsModel::Bp).data().toInt(), n->bp);
        QCOMPARE(model->index(row, NationsModel::Name).data().toString(), n->name);
        int areas = 0, population = 0;
        for (const Area &a : game.areas)
            if (a.owner == code) {
                ++areas;
                population += a.population;
            }
        QCOMPARE(model->index(row, NationsModel::Areas).data().toInt(), areas);
        QCOMPARE(model->index(row, NationsModel::Population).data().toInt(), population);
    }
}

void TestMainWindow::selectingNationHighlightsItsAreas()
{
    MainWindow w;
    QVERIFY(w.openFile(gamePath()));
    const Game &game = w.document()->game();
    const QString nation = game.order.first();
    auto *view = w.nationsView();
    const QModelIndexList match = view->model()->match(view->model()->index(0, NationsModel::Code), Qt::DisplayRole, nation);
    QCOMPARE(match.size(), 1);
    view->selectRow(match.first().row());
    QCOMPARE(w.mapView()->highlightedNation(), nation);
    for (const Area &a : game.areas)
        QCOMPARE(w.mapView()->areaItem(a.code)->isHighlighted(), a.owner == nation);
}

void TestMainWindow::titleNamesGame()
{
    MainWindow w;
    QVERIFY(w.openFile(gamePath()));
    const Game game = readGame(gamePath());
    const QString title = w.windowTitle();
    QVERIFY2(title.contains(game.name), qPrintable(title));
    // The ruleset by the name its rules give it, not its id.
    QVERIFY2(title.contains(QStringLiteral("(Dark Age, turn")), qPrintable(title));
    QVERIFY2(!title.contains(game.ruleset), qPrintable(title));
    QVERIFY2(title.contains(QString::number(game.turn)), qPrintable(title));
    QVERIFY2(title.contains(QFileInfo(gamePath()).fileName()), qPrintable(title));
}

// At 1280 pixels a message of the status bar was cut by the counts beside
// it ("Imported 1 orders file: no probler"): while it shows, it has their
// room, and the tooltip holds it whole.
void TestMainWindow::aStatusMessageIsReadWhole()
{
    MainWindow w;
    QVERIFY(w.openFile(gamePath()));
    w.resize(1280, 800);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    auto *counts = w.findChild<QLabel *>(QStringLiteral("mapCounts"));
    w.statusBar()->clearMessage();
    QVERIFY(counts && counts->isVisible());
    const QString message = QStringLiteral("Edit mode: drag an area to move it, Shift+drag from one area to another to "
                                           "draw a border, right-click adds or removes areas and borders");
    w.statusBar()->showMessage(message);
    QVERIFY(!counts->isVisible());
    QCOMPARE(w.statusBar()->toolTip(), message);
    int permanent = 0;
    for (QWidget *child : w.statusBar()->findChildren<QWidget *>(Qt::FindDirectChildrenOnly))
        if (child->isVisible())
            permanent += child->width();
    const int room = w.statusBar()->width() - permanent;
    QVERIFY2(w.statusBar()->fontMetrics().horizontalAdvance(QStringLiteral("Imported 1 orders file: no problems")) < room,
             qPrintable(QString::number(room)));
    w.statusBar()->clearMessage();
    QVERIFY(counts->isVisible());
    QVERIFY(w.statusBar()->toolTip().isEmpty());
}

void TestMainWindow::wheelZoomsAndFitRestores()
{
    MainWindow w;
    w.resize(1200, 800);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QVERIFY(w.openFile(gamePath()));
    MapView *map = w.mapView();
    const qreal fitted = map->zoom();
    const QPointF centre = map->viewport()->rect().center();
    QWheelEvent wheel(centre, map->viewport()->mapToGlobal(centre), QPoint(), QPoint(0, 120),
                      Qt::NoButton, Qt::NoModifier, Qt::NoScrollPhase, false);
    QApplication::sendEvent(map->viewport(), &wheel);
    QVERIFY2(map->zoom() > fitted * 1.1, qPrintable(QStringLiteral("%1 -> %2").arg(fitted).arg(map->zoom())));
    QAction *fit = actionNamed(&w, "&Fit Map");
    QVERIFY(fit);
    QCOMPARE(fit->shortcut(), QKeySequence(Qt::CTRL | Qt::Key_0));
    fit->trigger();
    QVERIFY(qFuzzyCompare(map->zoom(), fitted));
    // The whole map is in view after fitting.
    const QRectF visible = map->mapToScene(map->viewport()->rect()).boundingRect();
    for (AreaItem *item : map->areaItems())
        QVERIFY2(visible.contains(item->sceneBoundingRect()), qPrintable(item->code()));
}

void TestMainWindow::failedLoadKeepsGameAndListsProblems()
{
    MainWindow w;
    QVERIFY(w.openFile(gamePath()));
    const Game before = w.document()->game();

    // Two errors in one file: an unknown owner and a border to an unknown area.
    QFile small(SmallPath);
    QVERIFY(small.open(QIODevice::ReadOnly));
    QJsonObject o = QJsonDocument::fromJson(small.readAll()).object();
    QJsonArray areas = o.value(QStringLiteral("areas")).toArray();
    QJsonObject first = areas.first().toObject();
    first.insert(QStringLiteral("owner"), QStringLiteral("ZZZ"));
    areas.replace(0, first);
    o.insert(QStringLiteral("areas"), areas);
    QJsonArray borders = o.value(QStringLiteral("borders")).toArray();
    borders.append(QJsonArray{first.value(QStringLiteral("code")), QStringLiteral("QQQ")});
    o.insert(QStringLiteral("borders"), borders);
    QTemporaryDir dir;
    const QString bad = dir.filePath(QStringLiteral("bad.json"));
    QFile out(bad);
    QVERIFY(out.open(QIODevice::WriteOnly));
    out.write(QJsonDocument(o).toJson());
    out.close();
    const Problems problems = readGameFile(bad).problems;
    QVERIFY(problems.size() >= 2);

    QVERIFY(!w.openFile(bad));
    QVERIFY(w.document()->game() == before);
    QCOMPARE(w.document()->filePath(), QFileInfo(gamePath()).absoluteFilePath());
    auto *dialog = w.findChild<ProblemsDialog *>();
    QVERIFY(dialog);
    QVERIFY(dialog->isVisible());
    for (const Problem &p : problems)
        QVERIFY2(dialog->problemsText().contains(p.toString()), qPrintable(p.toString()));
    dialog->close();
}

QTEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"
