// The map from the keyboard (MapKeys.h) and MapView's key handling.
#include "map/MapKeys.h"

#include "map/AreaItem.h"
#include "map/MapAccessible.h"
#include "map/MapView.h"
#include "model/MapGraph.h"

#include <QKeyEvent>
#include <QPainter>
#include <QPalette>
#include <QLineF>

#include <cmath>
#include <limits>

namespace adj::ui {

namespace {

QPointF unit(Heading heading)
{
    switch (heading) {
    case Heading::Up: return {0, -1};
    case Heading::Down: return {0, 1};
    case Heading::Left: return {-1, 0};
    case Heading::Right: return {1, 0};
    }
    return {};
}

// How far `to` lies from `from` the way `heading` points, the way counting
// more than the distance; infinite outside a cone of `halfAngle` degrees.
double cost(QPointF from, QPointF to, Heading heading, double halfAngle)
{
    const QPointF v = to - from;
    const double length = std::hypot(v.x(), v.y());
    if (length == 0)
        return std::numeric_limits<double>::infinity();
    const QPointF d = unit(heading);
    const double cosine = (v.x() * d.x() + v.y() * d.y()) / length;
    if (cosine < std::cos(halfAngle * M_PI / 180))
        return std::numeric_limits<double>::infinity();
    return length * (1 + 2 * (1 - cosine));
}

// The cheapest of `codes` that way; empty when none is in the cone.
template <class Codes>
QString cheapest(const Codes &codes, const QHash<QString, QPointF> &drawn, const QString &from, Heading heading,
                 double halfAngle)
{
    const QPointF origin = drawn.value(from);
    QString best;
    double bestCost = std::numeric_limits<double>::infinity();
    for (const QString &code : codes) {
        const auto at = drawn.constFind(code);
        if (code == from || at == drawn.cend())
            continue;
        const double c = cost(origin, *at, heading, halfAngle);
        // Ties go to the smaller code, so a key does the same on every run.
        if (c < bestCost || (c == bestCost && !best.isEmpty() && code < best)) {
            bestCost = c;
            best = code;
        }
    }
    return best;
}

} // namespace

QString areaToward(const Game &game, const QHash<QString, QPointF> &drawn, const QString &from, Heading heading)
{
    if (!drawn.contains(from))
        return {};
    // A neighbour up to 60° off the key's way; else any area up to 45° off.
    const QStringList neighbours = MapGraph::of(game)->neighbours(from);
    if (QString next = cheapest(neighbours, drawn, from, heading, 60); !next.isEmpty())
        return next;
    return cheapest(drawn.keys(), drawn, from, heading, 45);
}

QString areaNearest(const QHash<QString, QPointF> &drawn, QPointF point)
{
    QString best;
    double bestDistance = std::numeric_limits<double>::infinity();
    for (auto it = drawn.cbegin(); it != drawn.cend(); ++it) {
        const double d = QLineF(point, it.value()).length();
        if (d < bestDistance || (d == bestDistance && it.key() < best)) {
            bestDistance = d;
            best = it.key();
        }
    }
    return best;
}

void MapView::keyPressEvent(QKeyEvent *event)
{
    // Shift too: + is Shift+= on many keyboards. Ctrl and Alt keys are the window's.
    const Qt::KeyboardModifiers mods = event->modifiers() & ~Qt::KeypadModifier;
    if (mods != Qt::NoModifier && mods != Qt::ShiftModifier) {
        QGraphicsView::keyPressEvent(event);
        return;
    }
    std::optional<Heading> heading;
    switch (event->key()) {
    case Qt::Key_Up: heading = Heading::Up; break;
    case Qt::Key_Down: heading = Heading::Down; break;
    case Qt::Key_Left: heading = Heading::Left; break;
    case Qt::Key_Right: heading = Heading::Right; break;
    case Qt::Key_Plus:
    case Qt::Key_Equal: zoomIn(); return;
    case Qt::Key_Minus: zoomOut(); return;
    case Qt::Key_Return:
    case Qt::Key_Enter:
        if (!m_selected.isEmpty())
            emit areaOpened(m_selected);
        return;
    default: QGraphicsView::keyPressEvent(event); return;
    }
    const QHash<QString, QPointF> drawn = drawnPositions();
    const QString next = m_selected.isEmpty() ? areaNearest(drawn, mapToScene(viewport()->rect().center()))
                                              : areaToward(shownGame(), drawn, m_selected, *heading);
    if (next.isEmpty())
        return;
    selectArea(next);
    if (AreaItem *item = m_items.value(next))
        ensureVisible(item, 40, 40);
}

void MapView::focusInEvent(QFocusEvent *event)
{
    QGraphicsView::focusInEvent(event);
    viewport()->update();
    announceSelectedArea(this, m_selected);  // a reader says which area the keys start from
}

void MapView::focusOutEvent(QFocusEvent *event)
{
    QGraphicsView::focusOutEvent(event);
    viewport()->update();
}

// The focus seen: the palette's highlight along the view's edge.
void MapView::drawForeground(QPainter *painter, const QRectF &rect)
{
    QGraphicsView::drawForeground(painter, rect);
    if (!hasFocus())
        return;
    painter->save();
    painter->resetTransform();
    painter->setPen(QPen(palette().color(QPalette::Highlight), 2));
    painter->setBrush(Qt::NoBrush);
    painter->drawRect(QRectF(viewport()->rect()).adjusted(1, 1, -1, -1));
    painter->restore();
}

void MapView::scrollContentsBy(int dx, int dy)
{
    QGraphicsView::scrollContentsBy(dx, dy);
    if (!hasFocus())
        return;
    // The frame (2 pixels) and its copy, moved by dx, dy.
    const QRect all = viewport()->rect();
    const int bandX = std::abs(dx) + 3, bandY = std::abs(dy) + 3;
    viewport()->update(QRegion(all).subtracted(QRegion(all.adjusted(bandX, bandY, -bandX, -bandY))));
}

} // namespace adj::ui
