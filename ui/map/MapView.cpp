#include "map/MapView.h"

#include "widgets/Tones.h"

#include "document/GameDocument.h"
#include "document/Selection.h"
#include "map/AreaItem.h"
#include "map/MapAccessible.h"
#include "map/BoardPicture.h"
#include "map/Borders.h"
#include "map/MapLayout.h"
#include "map/MapLegend.h"
#include "map/StepOverlay.h"
#include "model/Board.h"
#include "widgets/Worker.h"

#include <QAccessible>
#include <QGraphicsPixmapItem>
#include <QGraphicsScene>
#include <QKeySequence>
#include <QPainter>
#include <QScrollBar>
#include <QTimer>
#include <QtConcurrentRun>
#include <QToolTip>
#include <QWheelEvent>
#include <cmath>
#include <utility>

namespace adj::ui {

namespace {
// Far enough out for Fit Map to show a 40,000-area map whole.
constexpr qreal MinZoom = 0.01;
constexpr qreal MaxZoom = 8.0;
constexpr qreal SceneMargin = 60;
constexpr int LegendMargin = 10;
// Items made per turn of the event loop on a large map: about 5 ms of work.
constexpr qsizetype SliceSize = 2000;
// Beyond this many areas changed at once the whole map is repainted.
constexpr qsizetype ManyAreas = 50;
} // namespace

MapView::MapView(GameDocument *doc, QWidget *parent)
    : QGraphicsView(parent)
    , m_doc(doc)
    , m_scene(newScene())
    , m_legend(new MapLegend(this))
    , m_slices(new QTimer(this))
{
    setScene(m_scene);
    setRenderHint(QPainter::Antialiasing);
    setRenderHint(QPainter::TextAntialiasing);
    setDragMode(ScrollHandDrag);
    setTransformationAnchor(AnchorUnderMouse);
    setResizeAnchor(AnchorViewCenter);
    setViewportUpdateMode(SmartViewportUpdate);
    setOptimizationFlags(DontSavePainterState);
    setFrameShape(QFrame::NoFrame);
    // A screen reader reads the areas as a list (MapAccessible.h).
    static const bool readable = (QAccessible::installFactory(&mapAccessibleFactory), true);
    Q_UNUSED(readable);
    setAccessibleName(tr("Map"));
    setAccessibleDescription(tr("The game's areas. The arrow keys move from area to area, Enter opens the "
                                "area in the Area panel, plus and minus zoom."));

    connect(&m_layout, &QFutureWatcherBase::finished, this, [this] {
        if (!m_build.placed)
            placeDrawing(m_layout.result());
    });
    connect(m_slices, &QTimer::timeout, this, [this] {
        makeItems(SliceSize);
        if (m_build.made == m_build.codes.size())
            completeBuild();
    });
    connect(m_doc, &GameDocument::gameReset, this, &MapView::rebuild);
    connect(m_doc->selection(), &Selection::areaSelected, this, &MapView::showSelectedArea);
    connect(m_doc->selection(), &Selection::nationSelected, this, &MapView::showNation);
    connect(m_doc, &GameDocument::mapChanged, this, &MapView::rebuildKeepingView);
    connect(m_doc, &GameDocument::areaChanged, this, &MapView::refreshArea);
    connect(m_doc, &GameDocument::viewChanged, this, [this](const QStringList &areas) {
        if (areas.size() > ManyAreas)
            m_scene->update();  // see makeItems
        for (const QString &code : areas)
            refreshArea(code);
    });
    rebuild();
}

AreaItem *MapView::areaItem(const QString &code)
{
    finishBuild();
    return m_items.value(code);
}

QList<AreaItem *> MapView::areaItems()
{
    finishBuild();
    QList<AreaItem *> out;
    for (const Area &a : m_doc->game().areas)
        if (AreaItem *item = m_items.value(a.code))
            out.append(item);
    return out;
}

QString MapView::ownerName(const QString &nation) const
{
    const Nation *n = m_doc->game().nation(nation);
    return n ? n->name : QString();
}

void MapView::rebuild()
{
    m_selected = m_doc->selection()->area();
    m_nation = m_doc->selection()->nation();
    startBuild(std::nullopt);
}

QGraphicsScene *MapView::newScene()
{
    auto *scene = new QGraphicsScene(this);
    // The items never move, so a BSP index makes finding visible items cheap.
    scene->setItemIndexMethod(QGraphicsScene::BspTreeIndex);
    scene->setBackgroundBrush(tone::mapBackground());
    return scene;
}

void MapView::startBuild(std::optional<Kept> kept)
{
    m_slices->stop();
    viewport()->setUpdatesEnabled(true);  // the new scene shows at once, empty until placed
    // The old map is deleted in a turn of the event loop of its own, and its
    // layout freed on a worker: 10,000 areas' items take 20 ms.
    std::exchange(m_scene, newScene())->deleteLater();
    setScene(m_scene);
    m_overlay.clear();
    freeOnWorker(std::exchange(m_build, {}));
    m_items.clear();
    m_borders = nullptr;
    m_board = nullptr;
    m_drag = {};
    const Game &game = shownGame();
    m_build.kept = kept;
    for (const Area &a : game.areas)
        m_build.codes.append(a.code);
    m_colours = NationColours(game);
    m_legend->setGame(game, m_colours);
    if (!m_legendDocked)
        m_legend->setHidden(game.areas.isEmpty() || !m_legendWanted);

    placeBoard(game);
    // An edit of the map is drawn on from the drawing before it: only what it moved moves.
    if (kept && m_drawing.onBoard == bool(m_board)) {
        if (const std::optional<Positions> pos = m_drawing.redraw(game, m_doc->graph())) {
            place(*pos);
            return;
        }
    }
    freeOnWorker(std::exchange(m_drawing, {}));
    if (m_board) {
        // On a board the areas stand where the game puts them on the picture.
        placeDrawing(drawBoard(game, m_doc->graph()));
    } else if (game.areas.size() <= GlanceAreas) {
        placeDrawing(drawMap(game, m_doc->graph(), &AreaItem::paddedRect, {AreaItem::ChipSize, GlanceView, GlanceBelow}));
    } else {
        // A large map makes no room for chips: nothing of the layout needs the GUI thread.
        m_layout.setFuture(QtConcurrent::run(workerPool(), [game = Game(game), graph = m_doc->sharedGraph()] {
            return drawMap(game, *graph, &AreaItem::paddedRect);
        }));
    }
}

void MapView::placeDrawing(MapDrawing drawing)
{
    m_drawing = std::move(drawing);
    place(m_drawing.positions());
}

void MapView::place(const Positions &pos)
{
    const Game &game = shownGame();
    m_build.pos = pos;
    m_build.placed = true;
    QList<Borders::Border> borders;
    for (const auto &[from, to] : game.borders) {
        const Area *a = game.area(from), *b = game.area(to);
        if (a && b)
            borders.append({from, to, QLineF(pos.value(from), pos.value(to)), a->isSea() || b->isSea()});
    }
    m_borders = new Borders;
    m_borders->setBorders(borders);
    m_scene->addItem(m_borders);
    // The extent of every node, from the positions: the items may be still to come.
    QRectF bounds = m_borders->sceneBoundingRect();
    if (m_board)
        bounds |= m_board->sceneBoundingRect();
    // Zoomed out, a chip is at most its size at chipZoom (MapDrawing::chipScale).
    const qreal chip = m_board || m_drawing.chipZoom <= 0 ? 0 : m_drawing.chipScale(0);
    const QRectF chipRect(QPointF(-AreaItem::ChipSize.width() / 2, -AreaItem::ChipSize.height() / 2) * chip,
                          AreaItem::ChipSize * chip);
    for (const Area &a : game.areas)
        bounds |= (AreaItem::paddedRect(a.kind) | chipRect).translated(pos.value(a.code));
    m_scene->setSceneRect(bounds.adjusted(-SceneMargin, -SceneMargin, SceneMargin, SceneMargin));
    // Kept as it was: zoomed by hand, or while the map is edited (an area
    // added or moved changes the map's bounds, and a fitted map would shift
    // under the moderator's hand at every edit).
    if (const std::optional<Kept> kept = std::exchange(m_build.kept, std::nullopt); kept && (!kept->autoFit || m_editing)) {
        setTransform(kept->zoom);
        centerOn(kept->centre);
        m_autoFit = kept->autoFit;
        updateBadges();
    } else {
        fitAll();
    }
    if (m_build.codes.size() > GlanceAreas) {
        // Not drawn until whole: a repaint between slices drew the growing
        // map again each time (25 ms at 10,000 areas, 75 at 40,000).
        viewport()->setUpdatesEnabled(false);
        m_slices->start(0);
    } else {
        makeItems(m_build.codes.size());
        completeBuild();
    }
}

void MapView::makeItems(qsizetype count)
{
    // The whole scene marked for repainting first: the scene then keeps no
    // account of each new item's rectangle, which took it 11–17 ms a slice;
    // the view is drawn anew either way.
    m_scene->update();
    const Game &game = shownGame();
    const qsizetype end = std::min(m_build.made + count, m_build.codes.size());
    m_items.reserve(m_build.codes.size());
    for (; m_build.made < end; ++m_build.made) {
        const QString &code = m_build.codes[m_build.made];
        const Area *a = game.area(code);
        if (!a)
            continue;
        auto *item = new AreaItem(*a, m_colours.colour(a->owner), ownerName(a->owner));
        item->setPos(m_build.pos.value(code));
        dressItem(item, *a);
        m_scene->addItem(item);
        m_items.insert(code, item);
    }
}

void MapView::finishBuild()
{
    if (m_build.done)
        return;
    if (!m_build.placed) {
        m_layout.waitForFinished();
        placeDrawing(m_layout.result());
    }
    makeItems(m_build.codes.size());
    completeBuild();
}

void MapView::completeBuild()
{
    m_slices->stop();
    m_build.done = true;
    viewport()->setUpdatesEnabled(true);
    viewport()->update();
    placeMarks();  // the marks of a step shown meanwhile ring their areas now
    announceAreasReplaced(this);
    emit built();
}

void MapView::dressItem(AreaItem *item, const Area &area) const
{
    item->setBadgeShown(m_chipsShown, m_drawing.chipScale(zoom()));
    item->setPlain(m_plain);
    markNation(item, area);
    item->setChosen(area.code == m_selected);
}

void MapView::placeBoard(const Game &game)
{
    const std::optional<Board> board = boardOf(game);
    if (!board || game.boardPicture.isEmpty())
        return;
    const QImage image = boardImage(game.boardPicture);
    if (image.isNull())
        return;
    m_board = m_scene->addPixmap(QPixmap::fromImage(image));
    m_board->setTransformationMode(Qt::SmoothTransformation);
    m_board->setOpacity(board->opacity);
    m_board->setZValue(-10);  // under the borders and the areas
}

void MapView::rebuildKeepingView()
{
    startBuild(Kept{transform(), mapToScene(viewport()->rect().center()), m_autoFit});
}

void MapView::refreshArea(const QString &code)
{
    AreaItem *item = m_items.value(code);
    const Area *a = shownGame().area(code);
    if (!item || !a)
        return;
    item->setArea(*a, m_colours.colour(a->owner), ownerName(a->owner));
    markNation(item, *a);
    announceAreaChanged(this, code);
}

void MapView::selectArea(const QString &code, bool centre)
{
    m_doc->selection()->selectArea(code);  // every view follows (showSelectedArea here)
    if (AreaItem *item = centre ? areaItem(m_doc->selection()->area()) : nullptr)
        centerOn(item);
}

void MapView::showSelectedArea(const QString &code)
{
    if (AreaItem *old = m_items.value(m_selected))
        old->setChosen(false);
    m_selected = code;
    if (AreaItem *item = m_items.value(m_selected))
        item->setChosen(true);
    announceSelectedArea(this, code);
}

void MapView::markNation(AreaItem *item, const Area &area) const
{
    // The nation's areas ringed, the others faded.
    const bool mine = !m_nation.isEmpty() && area.owner == m_nation;
    item->setHighlighted(mine);
    item->setOpacity(m_nation.isEmpty() || mine ? 1.0 : 0.3);
}

void MapView::highlightNation(const QString &code)
{
    m_doc->selection()->selectNation(code);  // every view follows (showNation here)
}

void MapView::showNation(const QString &code)
{
    m_nation = code;
    for (const Area &a : shownGame().areas)
        if (AreaItem *item = m_items.value(a.code))
            markNation(item, a);
}

void MapView::updateBadges()
{
    // On a real board the areas stand where the board has them, too close for
    // chips of a fixed size at Fit Map: the nodes shrink with the board instead.
    // Beyond GlanceAreas the chips would pile up: the nodes stay.
    const bool large = m_build.codes.size() > GlanceAreas;
    m_chipsShown = !m_board && !large && zoom() < GlanceBelow;
    m_plain = large && zoom() < AreaItem::PlainBelow;
    const qreal chipScale = m_drawing.chipScale(zoom());
    for (AreaItem *item : std::as_const(m_items)) {
        item->setBadgeShown(m_chipsShown, chipScale);
        item->setPlain(m_plain);
    }
    placeMarks();  // rings around chips follow the zoom
}

qreal MapView::zoom() const
{
    return transform().m11();
}

void MapView::zoomBy(qreal factor)
{
    const qreal target = std::clamp(zoom() * factor, MinZoom, MaxZoom);
    if (qFuzzyIsNull(zoom()))
        return;
    const qreal f = target / zoom();
    // The selected area stays in view while zooming, if it was in view.
    AreaItem *selected = m_items.value(m_selected);
    const bool keep = selected
        && mapToScene(viewport()->rect()).boundingRect().intersects(selected->sceneBoundingRect());
    scale(f, f);
    if (keep)
        ensureVisible(selected, 30, 30);
    m_autoFit = false;
    updateBadges();
}

void MapView::setZoom(qreal z)
{
    if (!qFuzzyIsNull(zoom()))
        zoomBy(z / zoom());
}

void MapView::zoomIn()
{
    const ViewportAnchor anchor = transformationAnchor();
    setTransformationAnchor(AnchorViewCenter);
    zoomBy(1.25);
    setTransformationAnchor(anchor);
}

void MapView::zoomOut()
{
    const ViewportAnchor anchor = transformationAnchor();
    setTransformationAnchor(AnchorViewCenter);
    zoomBy(1 / 1.25);
    setTransformationAnchor(anchor);
}

void MapView::fitAll()
{
    if (!m_build.placed)
        return;  // place() fits the map once it knows where the areas go
    if (m_build.codes.isEmpty()) {
        setSceneRect(QRectF());
        resetTransform();
        return;
    }
    // The whole map, scaled to the view, with a band on the left for the
    // legend so that the legend covers no area. The scene's extent holds the
    // chips (place): the map and its chips are scaled together.
    const QRectF map = m_scene->sceneRect();
    const qreal legend = m_legendDocked || m_legend->isHidden() ? 0 : m_legend->width() + 2 * LegendMargin;
    const qreal width = std::max(viewport()->width() - legend, viewport()->width() / 2.0);
    qreal s = std::min(width / map.width(), viewport()->height() / map.height());
    s = std::clamp(s, MinZoom, 1.5);
    setSceneRect(map.adjusted(-(viewport()->width() - width) / s, 0, 0, 0));
    setTransform(QTransform::fromScale(s, s));
    centerOn(sceneRect().center());
    m_autoFit = true;
    updateBadges();
}

bool MapView::isLegendVisible() const
{
    return m_legendWanted;
}

void MapView::setLegendDocked(bool docked)
{
    m_legendDocked = docked;
    m_legend->setDocked(docked);
    if (!docked) {
        m_legend->setParent(this);
        m_legend->move(LegendMargin, LegendMargin);
        m_legend->setVisible(m_legendWanted && !m_build.codes.isEmpty());
    }
    if (m_autoFit)
        fitAll();
}

void MapView::setLegendVisible(bool visible)
{
    if (m_legendDocked)
        return;
    m_legendWanted = visible;
    m_legend->setVisible(visible && !m_build.codes.isEmpty());
    if (m_autoFit)
        fitAll();
}

void MapView::drawBackground(QPainter *painter, const QRectF &rect)
{
    QGraphicsView::drawBackground(painter, rect);
    if (!m_build.codes.isEmpty())
        return;
    // No game yet: say how to open one.
    painter->save();
    painter->resetTransform();
    painter->setPen(palette().color(QPalette::PlaceholderText));
    QFont f = font();
    f.setPointSizeF(f.pointSizeF() * 1.4);
    painter->setFont(f);
    painter->drawText(viewport()->rect(), Qt::AlignCenter,
                      tr("No game open.\nOpen a game file with File › Open… (%1).")
                          .arg(QKeySequence(QKeySequence::Open).toString(QKeySequence::NativeText)));
    painter->restore();
}

bool MapView::viewportEvent(QEvent *event)
{
    switch (event->type()) {
    case QEvent::WindowActivate:
    case QEvent::WindowDeactivate:
        // Kept from the scene: on each, QGraphicsScene sorts all its items to
        // tell them, 36 ms at 10,000 areas whenever a dialog opens or closes,
        // and the areas neither take focus nor look different.
        return QAbstractScrollArea::viewportEvent(event);
    case QEvent::ToolTip: {
        const auto *help = static_cast<QHelpEvent *>(event);
        const AreaItem *item = areaAt(help->pos());
        if (item)
            QToolTip::showText(help->globalPos(), item->toolTipText(), viewport());
        else
            QToolTip::hideText();
        return true;
    }
    default:
        return QGraphicsView::viewportEvent(event);
    }
}

void MapView::wheelEvent(QWheelEvent *event)
{
    const int delta = event->angleDelta().y();
    if (delta == 0) {
        QGraphicsView::wheelEvent(event);
        return;
    }
    zoomBy(std::pow(1.0015, delta));  // one notch (120) is about 1.2 times
    event->accept();
}

void MapView::resizeEvent(QResizeEvent *event)
{
    QGraphicsView::resizeEvent(event);
    if (!m_legendDocked)
        m_legend->move(LegendMargin, LegendMargin);
    if (m_autoFit)
        fitAll();
}

const Game &MapView::shownGame() const
{
    return m_doc->viewedGame();
}

void MapView::markAreas(const QStringList &codes, const QString &from, const QString &to, bool battle)
{
    if (!m_overlay) {
        m_overlay = new StepOverlay;
        m_scene->addItem(m_overlay);
    }
    m_marks = {codes, from, to, battle};
    placeMarks();
    if (m_overlay->ringCount())
        ensureVisible(m_overlay->boundingRect(), 40, 40);  // scrolls only when the marks are out of view
}

void MapView::placeMarks()
{
    if (!m_overlay)
        return;
    QList<QPainterPath> rings;
    for (const QString &code : std::as_const(m_marks.codes))
        if (AreaItem *item = m_items.value(code)) {
            // Around what is drawn, in scene coordinates: the node, or at Fit
            // Map its chip (a fixed size on screen), so the ring covers no text.
            QPainterPath ring;
            if (item->isBadgeShown()) {
                const qreal s = zoom(), pad = 3 / s;
                ring.addRoundedRect(item->badgeSceneRect().adjusted(-pad, -pad, pad, pad), 5 / s, 5 / s);
            } else {
                const QRectF r = AreaItem::paddedRect(item->kind()).translated(item->scenePos());
                if (item->kind() == AreaKind::Land)
                    ring.addRoundedRect(r, 10, 10);
                else
                    ring.addEllipse(r);
            }
            rings.append(ring);
        }
    AreaItem *a = m_items.value(m_marks.from), *b = m_items.value(m_marks.to);
    m_overlay->setMarks(rings, a && b ? QLineF(a->scenePos(), b->scenePos()) : QLineF(), m_marks.battle);
}

} // namespace adj::ui
