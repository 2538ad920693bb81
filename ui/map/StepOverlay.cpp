#include "map/StepOverlay.h"

#include <QPainter>
#include <QtMath>

namespace adj::ui {

namespace {
const QColor RingColour(0xff, 0x8f, 0x00);
const QColor BattleColour(0xc6, 0x28, 0x28);
constexpr qreal RingWidth = 5;
constexpr qreal HeadLength = 22;
}

StepOverlay::StepOverlay(QGraphicsItem *parent)
    : QGraphicsObject(parent)
{
    setAcceptedMouseButtons(Qt::NoButton);
    setAcceptHoverEvents(false);
    setZValue(20);  // above the areas (1, 2) and the selected area (10)
}

void StepOverlay::setMarks(const QList<QPainterPath> &rings, const QLineF &arrow, bool battle)
{
    prepareGeometryChange();
    m_rings = rings;
    m_arrow = arrow;
    m_battle = battle;
    QRectF bounds;
    for (const QPainterPath &p : rings)
        bounds |= p.boundingRect();
    if (!arrow.isNull())
        bounds |= QRectF(arrow.p1(), arrow.p2()).normalized();
    const qreal margin = RingWidth + HeadLength;
    m_bounds = bounds.isNull() ? QRectF() : bounds.adjusted(-margin, -margin, margin, margin);
    update();
}

void StepOverlay::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *)
{
    painter->setRenderHint(QPainter::Antialiasing);
    painter->setBrush(Qt::NoBrush);
    QColor halo = RingColour;
    halo.setAlpha(90);
    for (const QPainterPath &ring : m_rings) {
        painter->setPen(QPen(halo, RingWidth * 2.2, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
        painter->drawPath(ring);
        painter->setPen(QPen(RingColour, RingWidth * 0.6, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
        painter->drawPath(ring);
    }
    if (m_arrow.isNull() || m_arrow.length() < 1)
        return;
    // Shorten the arrow so it starts and ends at the nodes' edges, not their centres.
    QLineF line = m_arrow;
    const qreal inset = qMin(24.0, line.length() / 4);
    line.setP1(line.pointAt(inset / line.length()));
    line.setP2(line.pointAt(1 - inset / line.length()));
    const QColor colour = m_battle ? BattleColour : RingColour.darker(120);
    painter->setPen(QPen(colour, 6, Qt::SolidLine, Qt::RoundCap));
    const qreal angle = qDegreesToRadians(line.angle());
    const QPointF tip = line.p2();
    const QPointF back(-qCos(angle) * HeadLength, qSin(angle) * HeadLength);
    const QPointF side(-qSin(angle) * HeadLength * 0.5, -qCos(angle) * HeadLength * 0.5);
    painter->drawLine(line.p1(), tip + back * 0.6);
    painter->setPen(Qt::NoPen);
    painter->setBrush(colour);
    painter->drawPolygon(QPolygonF({tip, tip + back + side, tip + back - side}));
}

} // namespace adj::ui
