// Map editing and the real board, offscreen: each edit of the map
// one undoable step that undo takes back exactly (the whole game compared);
// an edit the game file would refuse is refused with its reason and changes
// nothing; the map is edited only in the current game; Lay Out Automatically
// leaves pinned areas where they are; the board's picture (docs/formats.md
// `board`) is drawn under the map at its opacity, the areas at their x, y on
// it, and travels inside the `*.adjutant` game file.
#include "document/GameDocument.h"
#include "document/GameFile.h"
#include "edit/AddAreaDialog.h"
#include "edit/AreaMapForm.h"
#include "edit/MapEditor.h"
#include "edit/MapEdits.h"
#include "map/AreaItem.h"
#include "map/BoardPicture.h"
#include "map/MapView.h"
#include "model/Board.h"

#include <QBuffer>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QGraphicsPixmapItem>
#include <QLineEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>
#include <cmath>

#include "TestSupport.h"

using namespace adj;
using namespace adj::ui;
using namespace adj::test;

namespace {

const QString BoardSvg = QStringLiteral(ADJ_MAPS_DIR "/britain-board.svg");

Area newLand(const QString &code)
{
    Area a;
    a.code = code;
    a.name = QStringLiteral("New Land");
    a.terrain = QStringLiteral("forest");
    return a;
}

// A land area of the sample that is no city's hinterland and borders no city.
QString plainLand(const Game &game, const MapGraph &graph)
{
    for (const Area &a : game.areas) {
        if (!a.isLand() || !graph.neighbours(a.code, AreaKind::City).isEmpty())
            continue;
        return a.code;
    }
    return {};
}

QByteArray pngBytes(QSize size)
{
    QImage image(size, QImage::Format_RGB32);
    image.fill(QColor(0xe8, 0xdf, 0xc4));
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    image.save(&buffer, "PNG");
    return bytes;
}

// A drag on the map's viewport, through a point half-way.
void drag(MapView &map, QPoint from, QPoint to, Qt::KeyboardModifiers modifiers = {})
{
    QTest::mousePress(map.viewport(), Qt::LeftButton, modifiers, from);
    QTest::mouseMove(map.viewport(), (from + to) / 2);
    QTest::mouseMove(map.viewport(), to);
    QTest::mouseRelease(map.viewport(), Qt::LeftButton, modifiers, to);
}

void undoAll(GameDocument &doc)
{
    while (doc.undoStack()->canUndo())
        doc.undoStack()->undo();
}

} // namespace

class TestMapEdit : public QObject
{
    Q_OBJECT
private slots:
    void addConnectMoveUndoRedo();
    void removeAreaWithItsBordersUndoRestoresAll();
    void removeBorderEitherWayRound();
    void refusedEditChangesNothing_data();
    void refusedEditChangesNothing();
    void onlyTheCurrentGameIsEdited();
    void areaMapFields();
    void addAreaDialog();
    void layOutKeepsPinnedAreas();
    void layOutOnABoardFillsThePicture();
    void dragInEditModeMovesAndConnects();
    void boardDrawnUnderTheMapAtItsOpacity();
    void svgBoardAtItsOwnSize();
    void boardTravelsInTheGameFile();
};

void TestMapEdit::addConnectMoveUndoRedo()
{
    GameDocument doc;
    doc.setGame(readGame(SamplePath));
    const Game original = doc.game();
    QSignalSpy mapChanged(&doc, &GameDocument::mapChanged);
    const QString land = plainLand(doc.game(), doc.graph());
    QVERIFY(!land.isEmpty());

    Area area = newLand(QStringLiteral("NEW"));
    area.x = 40;
    area.y = 60;
    QCOMPARE(addArea(&doc, area), QString());
    QVERIFY(doc.game().area(QStringLiteral("NEW")));
    QVERIFY(doc.graph().contains(QStringLiteral("NEW")));
    QCOMPARE(addBorder(&doc, QStringLiteral("NEW"), land), QString());
    QVERIFY(doc.graph().adjacent(land, QStringLiteral("NEW")));  // the graph follows the map
    QCOMPARE(moveArea(&doc, QStringLiteral("NEW"), QPointF(321.5, 654)), QString());
    QCOMPARE(doc.game().area(QStringLiteral("NEW"))->x, 321.5);
    QCOMPARE(doc.game().area(QStringLiteral("NEW"))->y, 654.0);
    QCOMPARE(doc.undoStack()->count(), 3);
    QCOMPARE(mapChanged.size(), 3);
    QVERIFY(doc.isModified());
    const Game edited = doc.game();

    undoAll(doc);
    QVERIFY(doc.game() == original);
    QVERIFY(!doc.graph().contains(QStringLiteral("NEW")));
    while (doc.undoStack()->canRedo())
        doc.undoStack()->redo();
    QVERIFY(doc.game() == edited);
    QVERIFY(doc.graph().adjacent(QStringLiteral("NEW"), land));
}

void TestMapEdit::removeAreaWithItsBordersUndoRestoresAll()
{
    GameDocument doc;
    doc.setGame(readGame(SamplePath));
    // A sea with many borders, the target of an area's defence mode.
    const QString sea = QStringLiteral("NTH");
    const QStringList neighbours = doc.graph().neighbours(sea);
    QVERIFY(neighbours.size() >= 3);
    QString defender;
    for (const QString &n : neighbours)
        if (!doc.game().area(n)->isSea() && defender.isEmpty())
            defender = n;
    QVERIFY(!defender.isEmpty());
    QCOMPARE(doc.editArea(defender, QStringLiteral("modeTarget"), sea), QString());
    const Game before = doc.game();

    QCOMPARE(removeArea(&doc, sea), QString());
    QVERIFY(!doc.game().area(sea));
    QVERIFY(!doc.graph().contains(sea));
    for (const auto &[a, b] : doc.game().borders)
        QVERIFY(a != sea && b != sea);
    QVERIFY(doc.game().area(defender)->modeTarget.isEmpty());  // no reference to it is left
    QCOMPARE(readGameJson(writeGameJson(doc.game()), QString()).game.has_value(), true);

    doc.undoStack()->undo();
    QVERIFY(doc.game() == before);
    QCOMPARE(doc.graph().neighbours(sea), neighbours);
}

void TestMapEdit::removeBorderEitherWayRound()
{
    GameDocument doc;
    doc.setGame(readGame(SamplePath));
    const Game original = doc.game();
    QPair<QString, QString> border;
    for (const auto &pair : original.borders)
        if (border.first.isEmpty() && !original.area(pair.first)->isCity() && !original.area(pair.second)->isCity())
            border = pair;
    QCOMPARE(removeBorder(&doc, border.second, border.first), QString());  // named the other way round
    QVERIFY(!doc.graph().adjacent(border.first, border.second));
    QCOMPARE(doc.game().borders.size(), original.borders.size() - 1);
    doc.undoStack()->undo();
    QVERIFY(doc.game() == original);
}

void TestMapEdit::refusedEditChangesNothing_data()
{
    QTest::addColumn<QString>("edit");
    QTest::addColumn<QString>("words");
    // docs/formats.md: codes are three of A-Z, 0-9, unique; docs/rules.md §1: a city names
    // a land neighbour as its hinterland and borders no other land.
    QTest::newRow("duplicate code") << "add YRK" << "duplicate area code \"YRK\"";
    QTest::newRow("bad code") << "add Y!" << "not an area code";
    QTest::newRow("a city's hinterland removed") << "remove YRS" << "a city must name its hinterland";
    QTest::newRow("a city bordering other land") << "border YRK" << "which is not its hinterland";
    QTest::newRow("unknown terrain") << "terrain swamp" << "unknown terrain \"swamp\"";
    QTest::newRow("a land area made a sea with people") << "kind sea" << "no population may live at sea";
}

void TestMapEdit::refusedEditChangesNothing()
{
    QFETCH(QString, edit);
    QFETCH(QString, words);
    GameDocument doc;
    doc.setGame(readGame(SamplePath));
    const Game original = doc.game();
    const QString land = plainLand(doc.game(), doc.graph());
    const QStringList e = edit.split(u' ');
    QString refused;
    if (e[0] == u"add") {
        Area a = newLand(e[1]);
        refused = addArea(&doc, a);
    } else if (e[0] == u"remove") {
        refused = removeArea(&doc, e[1]);
    } else if (e[0] == u"border") {
        refused = addBorder(&doc, e[1], land);
    } else {
        QVERIFY(doc.game().area(land)->population > 0);
        refused = setAreaMapField(&doc, land, e[0], e[1]);
    }
    QVERIFY2(refused.contains(words), qPrintable(refused));
    QVERIFY(doc.game() == original);
    QCOMPARE(doc.undoStack()->count(), 0);
}

void TestMapEdit::onlyTheCurrentGameIsEdited()
{
    GameDocument doc;
    doc.setGame(readGame(SamplePath));
    const Game original = doc.game();
    doc.showView(GameDocument::View::History, doc.game(), QStringLiteral("turn 1"));
    const QString refused = addArea(&doc, newLand(QStringLiteral("NEW")));
    QVERIFY2(refused.contains(QStringLiteral("turn 1")), qPrintable(refused));
    QVERIFY(doc.game() == original);
    QCOMPARE(doc.undoStack()->count(), 0);
}

void TestMapEdit::areaMapFields()
{
    GameDocument doc;
    doc.setGame(readGame(SamplePath));
    const Game original = doc.game();
    const QString land = plainLand(doc.game(), doc.graph());
    AreaMapForm form(&doc);
    form.setArea(land);
    auto *terrain = form.findChild<QComboBox *>(QStringLiteral("terrainEdit"));
    QVERIFY(terrain && form.isEnabled());

    QCOMPARE(setAreaMapField(&doc, land, QStringLiteral("terrain"), QStringLiteral("mountain")), QString());
    QCOMPARE(terrain->currentText(), QStringLiteral("mountain"));  // the form follows the game
    QCOMPARE(doc.editArea(land, QStringLiteral("popLimit"), 42), QString());
    QCOMPARE(doc.game().area(land)->popLimit, 42);
    // A city: its hinterland one of its land neighbours, its trade a number.
    const Area &york = *doc.game().area(QStringLiteral("YRK"));
    QCOMPARE(york.hinterland, QStringLiteral("YRS"));
    QCOMPARE(doc.editArea(QStringLiteral("YRK"), QStringLiteral("trade"), 5), QString());
    QCOMPARE(doc.game().area(QStringLiteral("YRK"))->trade, 5);
    // An empty land made a sea keeps no terrain; made land again it needs one.
    Area empty = newLand(QStringLiteral("EMP"));
    QCOMPARE(addArea(&doc, empty), QString());
    QCOMPARE(setAreaMapField(&doc, QStringLiteral("EMP"), QStringLiteral("kind"), QStringLiteral("sea")), QString());
    QVERIFY(doc.game().area(QStringLiteral("EMP"))->isSea());
    QCOMPARE(setAreaMapField(&doc, QStringLiteral("EMP"), QStringLiteral("kind"), QStringLiteral("land")), QString());
    QVERIFY(!doc.game().area(QStringLiteral("EMP"))->terrain.isEmpty());
    undoAll(doc);
    QVERIFY(doc.game() == original);
}

void TestMapEdit::addAreaDialog()
{
    const Game game = readGame(SamplePath);
    AddAreaDialog dialog(game);
    auto *code = dialog.findChild<QLineEdit *>(QStringLiteral("areaCodeEdit"));
    auto *kind = dialog.findChild<QComboBox *>(QStringLiteral("areaKindEdit"));
    QPushButton *ok = dialog.findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok);
    QVERIFY(code && kind && ok);
    QTest::keyClicks(code, QStringLiteral("yrk"));
    QVERIFY(!ok->isEnabled());  // York's code is taken
    code->clear();
    QTest::keyClicks(code, QStringLiteral("n1x!"));
    QCOMPARE(code->text(), QStringLiteral("n1x"));  // three of A-Z and 0-9
    QVERIFY(ok->isEnabled());
    kind->setCurrentIndex(kind->findData(QStringLiteral("sea")));
    const Area a = dialog.area();
    QCOMPARE(a.code, QStringLiteral("N1X"));
    QVERIFY(a.isSea());
    QVERIFY(a.terrain.isEmpty());
}

void TestMapEdit::layOutKeepsPinnedAreas()
{
    GameDocument doc;
    doc.setGame(readGame(SamplePath));
    const Game original = doc.game();
    const QStringList pinned = {QStringLiteral("YRK"), QStringLiteral("LON"), QStringLiteral("NTH")};
    for (const QString &code : pinned)
        doc.setPinned(code, true);
    QCOMPARE(layOut(&doc, {}), QString());
    QCOMPARE(doc.undoStack()->count(), 1);
    int moved = 0;
    for (const Area &a : original.areas) {
        const Area &now = *doc.game().area(a.code);
        if (pinned.contains(a.code)) {
            QCOMPARE(now.x, a.x);
            QCOMPARE(now.y, a.y);
        } else {
            moved += now.x != a.x || now.y != a.y;
        }
    }
    QVERIFY(moved > original.areas.size() / 2);  // the others were laid out
    doc.undoStack()->undo();
    QVERIFY(doc.game() == original);
}

void TestMapEdit::layOutOnABoardFillsThePicture()
{
    GameDocument doc;
    Game game = readGame(SamplePath);
    setBoard(game, Board{QStringLiteral("plain.png"), 0.5}, pngBytes(QSize(2000, 1000)));
    doc.setGame(game);
    QCOMPARE(layOut(&doc, {}), QString());
    QRectF box;
    for (const Area &a : doc.game().areas)
        box |= QRectF(QPointF(*a.x, *a.y), QSizeF(1, 1));
    const QRectF picture(0, 0, 2000, 1000);
    QVERIFY(picture.contains(box));
    // It fills the picture in one direction at least (a drawing of a few hundred pixels would not).
    QVERIFY(box.width() > 0.7 * picture.width() || box.height() > 0.7 * picture.height());
}

void TestMapEdit::dragInEditModeMovesAndConnects()
{
    GameDocument doc;
    Game game = readGame(SamplePath);
    setBoard(game, Board{QStringLiteral("plain.png"), 0.5}, pngBytes(QSize(1440, 1870)));
    doc.setGame(game);
    QWidget window;
    MapView map(&doc, &window);
    map.resize(800, 600);
    MapEditor editor(&doc, &map, &window);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    map.setZoom(1.0);
    editor.editModeAction()->setChecked(true);
    QVERIFY(map.isEditing());

    // Dragging Essex's area 60 pixels right and 30 down at zoom 1: one undoable move.
    const QString code = QStringLiteral("ESX");
    QVERIFY(doc.game().area(code));
    map.centerOn(map.areaItem(code));
    const QPoint from = map.mapFromScene(map.areaItem(code)->pos());
    drag(map, from, from + QPoint(60, 30));
    QTRY_COMPARE(doc.undoStack()->count(), 1);  // made once the mouse event is done
    const Area &moved = *doc.game().area(code);
    QVERIFY(std::abs(*moved.x - (*game.area(code)->x + 60)) < 1.01);
    QVERIFY(std::abs(*moved.y - (*game.area(code)->y + 30)) < 1.01);
    QVERIFY(doc.isPinned(code));

    // Shift+drag from one area to another: a border.
    Area area = newLand(QStringLiteral("NEW"));
    area.x = *moved.x + 160;
    area.y = *moved.y;
    QCOMPARE(addArea(&doc, area), QString());
    const QPoint a = map.mapFromScene(map.areaItem(QStringLiteral("NEW"))->pos());
    const QPoint b = map.mapFromScene(map.areaItem(code)->pos());
    drag(map, a, b, Qt::ShiftModifier);
    QTRY_VERIFY(doc.graph().adjacent(QStringLiteral("NEW"), code));
    QCOMPARE(doc.undoStack()->count(), 3);

    // An earlier turn on show is read-only: the area dragged goes back, nothing changes.
    doc.showView(GameDocument::View::History, doc.game(), QStringLiteral("turn 1"));
    const QPointF before = map.areaItem(code)->pos();
    const QPoint at = map.mapFromScene(before);
    drag(map, at, at + QPoint(40, 0));
    QTRY_COMPARE(map.areaItem(code)->pos(), before);
    QCOMPARE(doc.undoStack()->count(), 3);
}

void TestMapEdit::boardDrawnUnderTheMapAtItsOpacity()
{
    GameDocument doc;
    doc.setGame(readGame(SamplePath));
    MapView map(&doc);
    QVERIFY(!map.boardItem());
    const QByteArray png = pngBytes(QSize(1440, 1870));
    QCOMPARE(setBoard(&doc, Board{QStringLiteral("britain.png"), 0.6}, png), QString());
    QGraphicsPixmapItem *board = map.boardItem();
    QVERIFY(board);
    QVERIFY(map.scene()->items().contains(board));
    QCOMPARE(board->opacity(), 0.6);
    QCOMPARE(board->pixmap().size(), QSize(1440, 1870));
    QCOMPARE(board->pos(), QPointF(0, 0));
    // docs/formats.md: x, y are then pixel positions on the picture, drawn as they are.
    for (const Area &a : doc.game().areas) {
        QCOMPARE(map.areaItem(a.code)->pos(), QPointF(*a.x, *a.y));
        QVERIFY(board->zValue() < map.areaItem(a.code)->zValue());
    }
    // At Fit Map on the board the areas stay nodes that shrink with it, not
    // chips of a fixed size, which would cover one another where the board
    // has its areas close together.
    map.resize(1280, 800);
    map.fitAll();
    QVERIFY(map.zoom() < 0.7);
    for (const Area &a : doc.game().areas)
        QVERIFY2(!map.areaItem(a.code)->isBadgeShown(), qPrintable(a.code));
    // The opacity is one more undoable step; undo takes the picture away again.
    QCOMPARE(setBoard(&doc, Board{QStringLiteral("britain.png"), 0.3}, png), QString());
    QCOMPARE(map.boardItem()->opacity(), 0.3);
    undoAll(doc);
    QVERIFY(!map.boardItem());
    QVERIFY(!doc.game().extra.contains(QStringLiteral("board")));
}

void TestMapEdit::svgBoardAtItsOwnSize()
{
    // The shipped board of the sample (resources/maps/britain-board.svg, 1440×1870).
    const QImage image = boardImage(fileBytes(BoardSvg));
    QCOMPARE(image.size(), QSize(1440, 1870));
    QVERIFY(boardImage(QByteArray("no picture")).isNull());
}

void TestMapEdit::boardTravelsInTheGameFile()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QByteArray svg = fileBytes(BoardSvg);
    GameDocument doc;
    doc.setGame(readGame(SamplePath));
    GameFile file(&doc);
    QWidget window;
    MapEditor editor(&doc, new MapView(&doc, &window), &window);
    QCOMPARE(editor.setBoardFile(BoardSvg, 0.6), QString());
    QCOMPARE(boardOf(doc.game())->image, QStringLiteral("britain-board.svg"));
    const QString path = dir.filePath(QStringLiteral("britain.adjutant"));
    QCOMPARE(file.saveAs(path), QString());

    // Another window opens the file alone (no picture beside it), read-only
    // while the first holds it: the picture is inside.
    GameDocument other;
    GameFile otherFile(&other);
    QCOMPARE(otherFile.open(path, {}, true), QString());
    QCOMPARE(other.game().boardPicture, svg);
    QCOMPARE(boardOf(other.game())->opacity, 0.6);
    MapView map(&other);
    QVERIFY(map.boardItem());
    QCOMPARE(map.boardItem()->pixmap().size(), QSize(1440, 1870));

    // Saved as JSON, the picture goes beside it, where the JSON names it.
    const QString json = dir.filePath(QStringLiteral("out/britain.json"));
    QVERIFY(QDir().mkpath(dir.filePath(QStringLiteral("out"))));
    QCOMPARE(other.saveAsJson(json), QString());
    QCOMPARE(fileBytes(dir.filePath(QStringLiteral("out/britain-board.svg"))), svg);
    QCOMPARE(readGame(json).boardPicture, svg);
}

QTEST_MAIN(TestMapEdit)
#include "tst_mapedit.moc"
