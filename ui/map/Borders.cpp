#include "map/Borders.h"

#include <QPainter>
#include <QStyleOptionGraphicsItem>

#include <algorithm>
#include <vector>

namespace adj::ui {

namespace {

QPen borderPen(bool sea)
{
    QPen pen(sea ? QColor(0x5b, 0x8f, 0xc4) : QColor(0x8a, 0x7d, 0x66), sea ? 1.6 : 2.0);
    if (sea)
        pen.setDashPattern({4, 3});
    return pen;
}

} // namespace

Borders::Borders()
{
    setFlag(ItemUsesExtendedStyleOption);  // exposedRect: only the borders in view are drawn
    setAcceptedMouseButtons(Qt::NoButton);
    setZValue(0);  // under the areas
}

void Borders::setBorders(const QList<Border> &borders)
{
    prepareGeometryChange();
    m_borders = borders;
    m_of.clear();
    m_bounds = {};
    for (qsizetype i = 0; i < m_borders.size(); ++i) {
        m_of.insert(m_borders[i].from, i);
        m_of.insert(m_borders[i].to, i);
        m_bounds |= QRectF(m_borders[i].line.p1(), m_borders[i].line.p2()).normalized();
    }
    update();
}

void Borders::moveArea(const QString &code, QPointF to)
{
    prepareGeometryChange();
    for (auto it = m_of.constFind(code); it != m_of.cend() && it.key() == code; ++it) {
        Border &b = m_borders[it.value()];
        if (b.from == code)
            b.line.setP1(to);
        if (b.to == code)
            b.line.setP2(to);
        m_bounds |= QRectF(b.line.p1(), b.line.p2()).normalized();
    }
    update();
}

const Borders::Border *Borders::nearest(QPointF at, qreal reach) const
{
    const Border *best = nullptr;
    for (const Border &b : m_borders) {
        const QPointF d = b.line.p2() - b.line.p1();
        const qreal len2 = QPointF::dotProduct(d, d);
        const qreal t = len2 > 0 ? std::clamp(QPointF::dotProduct(at - b.line.p1(), d) / len2, 0.0, 1.0) : 0;
        const qreal dist = QLineF(at, b.line.p1() + t * d).length();
        if (dist <= reach) {
            reach = dist;
            best = &b;
        }
    }
    return best;
}

QRectF Borders::boundingRect() const
{
    return m_bounds.adjusted(-2, -2, 2, 2);  // half the widest pen, and more
}

void Borders::paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *)
{
    // Far out a border is a tenth of a pixel wide: nothing to see, and a
    // fifth of a frame of a large map at Fit Map to draw.
    if (option->levelOfDetailFromTransform(painter->worldTransform()) < HiddenBelow)
        return;
    // The land borders, then those with a sea, each in one call.
    const QRectF exposed = option->exposedRect.adjusted(-2, -2, 2, 2);
    std::vector<QLineF> lines;
    for (const bool sea : {false, true}) {
        lines.clear();
        for (const Border &b : std::as_const(m_borders))
            if (b.sea == sea && exposed.intersects(QRectF(b.line.p1(), b.line.p2()).normalized().adjusted(-1, -1, 1, 1)))
                lines.push_back(b.line);
        painter->setPen(borderPen(sea));
        painter->drawLines(lines.data(), int(lines.size()));
    }
}

} // namespace adj::ui
