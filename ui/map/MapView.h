// The map: one AreaItem per area and the Borders (one item) in a
// QGraphicsScene, over the board's picture when the game has one (drawn at
// its opacity; the areas then stand at their x, y on it). Wheel zooms,
// dragging pans, a click selects an area. In edit mode (Map > Edit Map)
// dragging an area moves it, Shift+dragging from one area to another draws
// a border, and the context menu adds and removes areas and borders; the
// view only asks (the signals below), ui/edit makes the edits. The keyboard
// moves the selection from area to area (MapKeys.h).
// It follows the GameDocument: rebuilt on gameReset, one node refreshed on
// areaChanged, the areas that differ refreshed on viewChanged. It draws the
// document's viewed game (the current one, a replay step or an earlier turn).
#pragma once

#include "map/Borders.h"
#include "map/MapLayout.h"
#include "map/NationColours.h"
#include "map/StepOverlay.h"
#include "model/Game.h"

#include <QFutureWatcher>
#include <QGraphicsView>
#include <QHash>
#include <QPointer>

#include <optional>

class QGraphicsLineItem;
class QGraphicsPixmapItem;
class QGraphicsScene;
class QTimer;

namespace adj::ui {

class AreaItem;
class GameDocument;
class MapLegend;

class MapView : public QGraphicsView
{
    Q_OBJECT
public:
    explicit MapView(GameDocument *doc, QWidget *parent = nullptr);
    GameDocument *document() const { return m_doc; }

    // An area's item; on a large map still being built, the rest are made
    // first (finishBuild).
    AreaItem *areaItem(const QString &code);
    QList<AreaItem *> areaItems();
    // A map of more than GlanceAreas areas is laid out on a worker and its
    // items made a slice at a time, so that opening it never blocks the
    // window for long; false until every area's item is made.
    bool isBuilt() const { return m_build.done; }
    // The document's selection (Selection.h), as the map draws it.
    QString selectedArea() const { return m_selected; }
    QString highlightedNation() const { return m_nation; }
    const NationColours &colours() const { return m_colours; }
    bool isLegendVisible() const;
    MapLegend *legend() const { return m_legend; }
    // The legend lives elsewhere (a dock): the map no longer draws it over its
    // corner nor keeps a band free for it.
    void setLegendDocked(bool docked);
    qreal zoom() const;
    // The board's picture under the map (nullptr when the game has none).
    QGraphicsPixmapItem *boardItem() const { return m_board; }
    bool isEditing() const { return m_editing; }
    // A band of `height` pixels along the top, out of the map's picture, for a
    // bar over the map (the Find bar): the picture is drawn under it, never
    // behind it; 0 gives the room back.
    void setTopBand(int height) { setViewportMargins(0, height, 0, 0); }
    // Where each area is drawn now, in scene units (x, y on a board).
    QHash<QString, QPointF> drawnPositions();
    // The game's x, y that draw an area at a point of the scene: an area
    // moved or added there by an edit stands exactly under it.
    QPointF gamePosition(const QPointF &scenePos);

public slots:
    // Selects an area in the document (empty: none); `centre` scrolls it into view.
    void selectArea(const QString &code, bool centre = false);
    // Selects a nation in the document, its areas marked (empty: none).
    void highlightNation(const QString &code);
    void zoomIn();
    void zoomOut();
    void fitAll();
    // Scale of the map: 1 = one scene unit per pixel.
    void setZoom(qreal zoom);
    void setLegendVisible(bool visible);
    void setEditing(bool editing);
    // Draws the shown game again, the zoom and selection kept (an area dragged
    // by hand goes back where the game has it when its move was refused).
    void redraw() { rebuildKeepingView(); }

    // The game the map shows: the document's viewed game.
    const Game &shownGame() const;
    // Rings the areas a step changed and draws an arrow from one area to
    // another (a move; red for a battle); empty: no marks.
    void markAreas(const QStringList &codes, const QString &from = {}, const QString &to = {}, bool battle = false);
    QStringList markedAreas() const { return m_marks.codes; }
    StepOverlay *stepOverlay() const { return m_overlay; }

signals:
    // Every area's item is made (at once on a small map).
    void built();
    // Edit mode: what the moderator did on the map.
    void areaDragged(const QString &code, const QPointF &to);
    void borderDrawn(const QString &from, const QString &to);
    void removeAreaRequested(const QString &code);
    void removeBorderRequested(const QString &from, const QString &to);
    void addAreaRequested(const QPointF &at);
    // Enter on the map (MapKeys.h): the selected area, to be shown in the Area panel.
    void areaOpened(const QString &code);

protected:
    void wheelEvent(QWheelEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void contextMenuEvent(QContextMenuEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void drawBackground(QPainter *painter, const QRectF &rect) override;
    bool viewportEvent(QEvent *event) override;
    // MapKeys.cpp: arrows, Enter, + and −; a frame while the map has the focus.
    void keyPressEvent(QKeyEvent *event) override;
    void focusInEvent(QFocusEvent *event) override;
    void focusOutEvent(QFocusEvent *event) override;
    void drawForeground(QPainter *painter, const QRectF &rect) override;
    // Scrolling moves the viewport's pixels, the focus frame among them: the
    // band along the edges where the frame was and is drawn is painted anew.
    void scrollContentsBy(int dx, int dy) override;

private:
    using Positions = QHash<QString, QPointF>;
    // What a rebuild after a map edit keeps.
    struct Kept {
        QTransform zoom;
        QPointF centre;
        bool autoFit = true;
    };
    void rebuild();
    void rebuildKeepingView();  // after a map edit: the zoom and selection stay
    QGraphicsScene *newScene();
    void startBuild(std::optional<Kept> kept);
    void placeDrawing(MapDrawing drawing);  // a layout of the whole map, placed
    void place(const Positions &pos);  // the borders, the scene's extent, the view; then the items
    void makeItems(qsizetype count);   // the next `count` areas' items
    void finishBuild();                // all that is still to come, now
    void completeBuild();
    void dressItem(AreaItem *item, const Area &area) const;
    void placeBoard(const Game &game);
    AreaItem *areaAt(const QPoint &viewPos) const;
    const Borders::Border *borderAt(const QPoint &viewPos) const;
    bool finishDrag(QMouseEvent *event);
    void refreshArea(const QString &code);
    void markNation(AreaItem *item, const Area &area) const;
    void showSelectedArea(const QString &code);  // the document's selection drawn
    void showNation(const QString &code);
    void zoomBy(qreal factor);
    void updateBadges();
    void placeMarks();
    QString ownerName(const QString &nation) const;

    GameDocument *m_doc;
    QGraphicsScene *m_scene;
    MapLegend *m_legend;
    NationColours m_colours;
    QHash<QString, AreaItem *> m_items;
    struct Build {
        QStringList codes;  // the shown game's areas, in the order their items are made
        Positions pos;
        qsizetype made = 0;
        bool placed = false;
        bool done = false;
        std::optional<Kept> kept;
    } m_build;
    MapDrawing m_drawing;                // the last layout of the whole map, which edits draw on from
    QFutureWatcher<MapDrawing> m_layout; // a large map's layout, on a worker
    QTimer *m_slices;                    // makes the next slice of items
    bool m_chipsShown = false;           // the look of every item (updateBadges)
    bool m_plain = false;
    Borders *m_borders = nullptr;  // in the scene; gone when the scene is cleared
    QGraphicsPixmapItem *m_board = nullptr;
    bool m_editing = false;
    struct Drag {
        QString code;
        bool border = false;    // Shift: a border to draw, not a move
        QPointF offset;         // from the pointer to the area's centre
        QGraphicsLineItem *rubber = nullptr;
    } m_drag;
    QString m_selected;  // the document's selected area and nation, as drawn
    QString m_nation;
    QPoint m_pressPos;
    bool m_legendWanted = true;
    bool m_legendDocked = false;
    bool m_autoFit = true;   // fit the map to the view until the user zooms
    QPointer<StepOverlay> m_overlay;  // in the scene; gone when the scene is cleared
    struct Marks {
        QStringList codes;
        QString from, to;
        bool battle = false;
    } m_marks;  // what markAreas() was last asked to mark
};

} // namespace adj::ui
