// The replay's marks on the map: a ring around each area the current step
// changed and, for a move or an attack, an arrow from where it came to where
// it went. One item above the areas; it takes no clicks.
#pragma once

#include <QGraphicsObject>
#include <QLineF>
#include <QList>
#include <QPainterPath>

namespace adj::ui {

class StepOverlay : public QGraphicsObject
{
    Q_OBJECT
public:
    enum { Type = UserType + 0x53 };
    explicit StepOverlay(QGraphicsItem *parent = nullptr);

    // Outlines in scene coordinates; an empty line draws no arrow.
    void setMarks(const QList<QPainterPath> &rings, const QLineF &arrow = {}, bool battle = false);
    int ringCount() const { return int(m_rings.size()); }
    bool hasArrow() const { return !m_arrow.isNull(); }

    int type() const override { return Type; }
    QRectF boundingRect() const override { return m_bounds; }
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

private:
    QList<QPainterPath> m_rings;
    QLineF m_arrow;
    bool m_battle = false;
    QRectF m_bounds;
};

} // namespace adj::ui
