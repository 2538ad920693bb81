// The map's borders, all in one item (an item per border made
// 20,000 items at 10,000 areas, each looked up, sorted and painted apart):
// land borders solid and earthy, any border with a sea dashed and blue, from
// one area's centre to the other's.
#pragma once

#include <QGraphicsItem>
#include <QHash>
#include <QLineF>
#include <QList>
#include <QString>

namespace adj::ui {

class Borders : public QGraphicsItem
{
public:
    struct Border {
        QString from, to;
        QLineF line;
        bool sea = false;
    };

    // Below this scale the borders are not drawn.
    static constexpr qreal HiddenBelow = 0.08;

    Borders();
    void setBorders(const QList<Border> &borders);
    // An area moved (a drag in edit mode): its borders follow it.
    void moveArea(const QString &code, QPointF to);
    // The border nearest to `at` within `reach` (scene units), nullptr if none.
    const Border *nearest(QPointF at, qreal reach) const;

    QRectF boundingRect() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

private:
    QList<Border> m_borders;
    QMultiHash<QString, qsizetype> m_of;  // an area's borders
    QRectF m_bounds;
};

} // namespace adj::ui
