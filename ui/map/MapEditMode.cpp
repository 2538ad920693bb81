// MapView under the mouse: a click selects an area; in the edit mode (Map >
// Edit Map) dragging an area moves it, Shift+dragging from one area to
// another draws a border, and the context menu adds and removes areas and
// borders. The view only asks (its signals); ui/edit makes the edits, and the
// view draws them on from its drawing (MapDrawing::redraw).
#include "map/MapView.h"

#include "document/GameDocument.h"
#include "map/AreaItem.h"

#include <QApplication>
#include <QContextMenuEvent>
#include <QGraphicsLineItem>
#include <QGraphicsScene>
#include <QMenu>
#include <QMouseEvent>
#include <cmath>
#include <utility>

namespace adj::ui {

QHash<QString, QPointF> MapView::drawnPositions()
{
    finishBuild();
    QHash<QString, QPointF> out;
    for (auto it = m_items.cbegin(); it != m_items.cend(); ++it)
        out.insert(it.key(), it.value()->pos());
    return out;
}

QPointF MapView::gamePosition(const QPointF &scenePos)
{
    finishBuild();
    return m_drawing.gamePosition(scenePos);
}

void MapView::setEditing(bool editing)
{
    m_editing = editing;
    setDragMode(editing ? NoDrag : ScrollHandDrag);  // no panning by dragging while editing
    if (editing)
        viewport()->setCursor(Qt::CrossCursor);
}

AreaItem *MapView::areaAt(const QPoint &viewPos) const
{
    for (QGraphicsItem *item : items(viewPos)) {
        if (item->type() != AreaItem::Type && item->parentItem())
            item = item->parentItem();  // an area's chip at Fit Map
        if (item->type() == AreaItem::Type)
            return static_cast<AreaItem *>(item);
    }
    return nullptr;
}

const Borders::Border *MapView::borderAt(const QPoint &viewPos) const
{
    // A border is thin: anything within a few pixels of the pointer.
    return m_borders ? m_borders->nearest(mapToScene(viewPos), 6 / std::max(zoom(), 0.01)) : nullptr;
}

void MapView::mousePressEvent(QMouseEvent *event)
{
    m_pressPos = event->position().toPoint();
    if (m_editing && event->button() == Qt::LeftButton) {
        if (AreaItem *item = areaAt(m_pressPos)) {
            m_drag = {item->code(), bool(event->modifiers() & Qt::ShiftModifier),
                      item->pos() - mapToScene(m_pressPos), nullptr};
            if (m_drag.border) {
                QPen pen(QColor(0xb3, 0x26, 0x1e), 2, Qt::DashLine);
                pen.setCosmetic(true);
                m_drag.rubber = m_scene->addLine(QLineF(item->pos(), item->pos()), pen);
                m_drag.rubber->setZValue(20);
            }
            event->accept();
            return;
        }
    }
    QGraphicsView::mousePressEvent(event);
}

void MapView::mouseMoveEvent(QMouseEvent *event)
{
    AreaItem *item = m_drag.code.isEmpty() ? nullptr : m_items.value(m_drag.code);
    if (!item) {
        QGraphicsView::mouseMoveEvent(event);
        return;
    }
    const QPointF at = mapToScene(event->position().toPoint());
    if (m_drag.rubber) {
        m_drag.rubber->setLine(QLineF(item->pos(), at));
    } else if ((event->position().toPoint() - m_pressPos).manhattanLength() >= QApplication::startDragDistance()) {
        item->setPos(at + m_drag.offset);
        m_borders->moveArea(m_drag.code, item->pos());
        placeMarks();
    }
    event->accept();
}

// Edit mode: the end of a drag from an area; true when it was one.
bool MapView::finishDrag(QMouseEvent *event)
{
    const Drag drag = std::exchange(m_drag, {});
    if (drag.code.isEmpty())
        return false;
    if (drag.rubber)
        delete drag.rubber;
    const QPoint at = event->position().toPoint();
    if ((at - m_pressPos).manhattanLength() < QApplication::startDragDistance())
        return false;  // a click: it selects
    // The edit rebuilds the scene: made once this event is done with its items.
    AreaItem *item = m_items.value(drag.code);
    if (drag.border) {
        if (AreaItem *other = areaAt(at); other && other->code() != drag.code)
            QMetaObject::invokeMethod(this, [this, from = drag.code, to = other->code()] { emit borderDrawn(from, to); },
                                      Qt::QueuedConnection);
    } else if (item) {
        QMetaObject::invokeMethod(this, [this, code = drag.code, to = item->pos()] { emit areaDragged(code, to); },
                                  Qt::QueuedConnection);
    }
    return true;
}

void MapView::mouseReleaseEvent(QMouseEvent *event)
{
    if (event->button() == Qt::LeftButton && finishDrag(event))
        return;
    QGraphicsView::mouseReleaseEvent(event);
    if (event->button() != Qt::LeftButton
        || (event->position().toPoint() - m_pressPos).manhattanLength() >= QApplication::startDragDistance())
        return;
    // A click, not a drag: select the area under the pointer, if any.
    if (AreaItem *item = areaAt(event->position().toPoint()))
        selectArea(item->code());
}

void MapView::contextMenuEvent(QContextMenuEvent *event)
{
    if (!m_editing) {
        QGraphicsView::contextMenuEvent(event);
        return;
    }
    QMenu menu(this);
    const QPointF at = mapToScene(event->pos());
    if (AreaItem *item = areaAt(event->pos())) {
        const QString code = item->code();
        menu.addAction(tr("Remove Area %1").arg(code), this, [this, code] { emit removeAreaRequested(code); });
        const bool pinned = m_doc->isPinned(code);
        menu.addAction(pinned ? tr("Unpin %1").arg(code) : tr("Pin %1 in Place").arg(code), this,
                       [this, code, pinned] { m_doc->setPinned(code, !pinned); });
    } else if (const Borders::Border *border = borderAt(event->pos())) {
        const QString a = border->from, b = border->to;
        menu.addAction(tr("Remove Border %1–%2").arg(a, b), this, [this, a, b] { emit removeBorderRequested(a, b); });
    } else {
        menu.addAction(tr("Add Area Here…"), this, [this, at] { emit addAreaRequested(at); });
    }
    menu.exec(event->globalPos());
}

} // namespace adj::ui
