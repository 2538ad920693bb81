// One area of the map as a node: its shape tells the kind (land: rounded
// rectangle, city: small ringed circle, sea: blue ellipse with waves), its
// fill the owner, its labels the code, the owner's code (on the owner's
// colour: with hundreds of nations colours repeat, the code does not) and
// the numbers a moderator scans for (A armies, P population, F forts, S
// ships). Labels and pens are prepared when the area changes (the name,
// shown only zoomed in far, and the labels' widths when first drawn), so
// painting allocates nothing after that; the item is cached
// in device coordinates so that panning a large map stays smooth.
#pragma once

#include "model/Game.h"

#include <QColor>
#include <QGraphicsItem>
#include <QPen>
#include <QString>

namespace adj::ui {

class AreaBadge;

class AreaItem : public QGraphicsItem
{
public:
    enum { Type = UserType + 0x41 };

    AreaItem(const Area &area, const QColor &ownerColour, const QString &ownerName);

    // Refreshes labels and colours after the area changed.
    void setArea(const Area &area, const QColor &ownerColour, const QString &ownerName);
    QString code() const { return m_code; }
    // The area as last drawn.
    const Area &area() const { return m_area; }
    // What the map shows on hover: name, kind, owner and counts. Written when
    // asked for (MapView), not kept on every item.
    QString toolTipText() const;
    // The same, plain, on one line: what a screen reader says of the area.
    QString description() const;
    AreaKind kind() const { return m_kind; }

    void setChosen(bool chosen);        // the selected area
    bool isChosen() const { return m_chosen; }
    void setHighlighted(bool on);       // belongs to the highlighted nation
    bool isHighlighted() const { return m_highlighted; }
    // Zoomed out (Fit Map), the labels no longer fit in the node: a chip
    // stands in for it, with the area's code, the owner's code and the counts
    // (sea: S ships, A armies; land: A armies, P population, F forts).
    // badgeText() is the owner's code and counts. Every chip is ChipSize
    // pixels at full size, whatever it says (a long line is narrowed), so
    // that the map's layout makes room for the same chips in every turn;
    // `scale` is the chip's size in scene units per pixel
    // (MapDrawing::chipScale).
    static constexpr QSizeF ChipSize{60, 22};
    void setBadgeShown(bool shown, qreal scale = 1);
    bool isBadgeShown() const;
    QString badgeText() const;
    // The chip's rectangle in the scene, as drawn now.
    QRectF badgeSceneRect() const;

    // A large map (beyond GlanceAreas) below this scale draws each node as a
    // plain filled shape, no outline nor text, and not cached: far out no
    // text is legible, and a cache made anew on every zoom step costs more
    // than the shape.
    static constexpr qreal PlainBelow = 0.2;
    void setPlain(bool plain);

    // The node's outline in item coordinates, centred on (0, 0).
    static QRectF nodeRect(AreaKind kind);
    // nodeRect plus the room taken by the selection ring.
    static QRectF paddedRect(AreaKind kind);

    int type() const override { return Type; }
    QRectF boundingRect() const override;
    QPainterPath shape() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

private:
    void paintBody(QPainter *painter) const;
    void paintLabels(QPainter *painter, qreal lod) const;
    void updateRing();
    QColor ringColour() const;
    void refreshBadge();  // the chip (once made) as the area is now

    Area m_area;
    QString m_code, m_stats;
    mutable QString m_name;  // the area's name elided to the node, made when first drawn
    mutable qreal m_codeWidth = -1, m_ownerWidth = 0;  // of the code and the owner's tag, measured when first drawn
    AreaKind m_kind;
    QString m_ownerName;
    QColor m_fill, m_text, m_ownerColour;
    QPen m_outline;
    bool m_owned = false;
    bool m_chosen = false;
    bool m_highlighted = false;
    bool m_plain = false;
    AreaBadge *m_badge = nullptr;  // made when first shown
};

} // namespace adj::ui
