#include "map/AreaItem.h"

#include "map/NationColours.h"

#include <QCoreApplication>
#include <QFont>
#include <QFontMetricsF>
#include <QPainter>
#include <QPainterPath>
#include <QStyleOptionGraphicsItem>

#include <algorithm>
#include <array>

namespace adj::ui {

namespace {

constexpr qreal Pad = 5;           // room for the selection ring
const QColor ChosenColour(0xff, 0xb3, 0x00);
const QColor HighlightColour(0x20, 0x20, 0x28);

struct Fonts {
    QFont code, stats, name, badge, badgeBold;
    // Codes drawn alone when zoomed out, 14 to 42 pixels in steps of 2, so
    // that they stay about 11 pixels high on screen.
    std::array<QFont, 15> bigCode;
    Fonts()
    {
        code.setPixelSize(13);
        code.setBold(true);
        stats.setPixelSize(10);
        name.setPixelSize(8);
        badge.setPixelSize(10);
        badgeBold = badge;
        badgeBold.setBold(true);
        for (size_t i = 0; i < bigCode.size(); ++i) {
            bigCode[i] = code;
            bigCode[i].setPixelSize(14 + 2 * int(i));
        }
    }
    // At most `largest` pixels: a code must stay inside the item's bounds.
    const QFont &bigCodeFor(qreal lod, int largest) const
    {
        const int wanted = std::min(largest, int(11.5 / std::max(lod, 0.01)));
        return bigCode[size_t(std::clamp((wanted - 14) / 2, 0, int(bigCode.size()) - 1))];
    }
};

const Fonts &fonts()
{
    static const Fonts f;
    return f;
}

// Two little wave strokes across a sea node, shared by all sea items.
const QPainterPath &wavePath()
{
    static const QPainterPath path = [] {
        QPainterPath p;
        for (qreal y : {-13.0, 14.0}) {
            p.moveTo(-18, y);
            p.cubicTo(-12, y - 4, -6, y - 4, 0, y);
            p.cubicTo(6, y + 4, 12, y + 4, 18, y);
        }
        return p;
    }();
    return path;
}

QString statsText(const Area &a)
{
    QStringList parts;
    if (a.isSea()) {
        parts << QStringLiteral("S%1").arg(a.ships);
        if (a.armies)
            parts << QStringLiteral("A%1").arg(a.armies);
    } else {
        parts << QStringLiteral("A%1").arg(a.armies) << QStringLiteral("P%1").arg(a.population);
        if (a.forts)
            parts << QStringLiteral("F%1").arg(a.forts);
    }
    return parts.join(QLatin1Char(' '));
}

// A stable translation context for this file's strings (AreaItem is no QObject).
struct Tr {
    Q_DECLARE_TR_FUNCTIONS(adj::ui::AreaItem)
};

QString toolTipText(const Area &a, const QString &ownerName)
{
    QString kind = a.isSea() ? Tr::tr("sea") : a.isCity() ? Tr::tr("city") : Tr::tr("land");
    if (!a.terrain.isEmpty())
        kind += QStringLiteral(", ") + a.terrain;
    QStringList lines;
    lines << QStringLiteral("<b>%1</b> (%2), %3").arg(a.name.toHtmlEscaped(), a.code, kind);
    lines << Tr::tr("Owner: %1").arg(ownerName.isEmpty() ? Tr::tr("neutral") : ownerName.toHtmlEscaped());
    if (a.isSea())
        lines << Tr::tr("Ships %1, armies %2").arg(a.ships).arg(a.armies);
    else
        lines << Tr::tr("Armies %1, population %2/%3, forts %4").arg(a.armies).arg(a.population).arg(a.popLimit).arg(a.forts);
    return lines.join(QStringLiteral("<br>"));
}

} // namespace

// The badge under an area when zoomed out: drawn in screen pixels
// (ItemIgnoresTransformations), so it stays legible at any zoom.
class AreaBadge : public QGraphicsItem
{
public:
    explicit AreaBadge(QGraphicsItem *parent)
        : QGraphicsItem(parent)
    {
        setFlag(ItemIgnoresTransformations);
        setAcceptedMouseButtons(Qt::NoButton);
        setVisible(false);
    }
    void set(const QString &owner, const QString &counts, const QColor &colour)
    {
        prepareGeometryChange();
        m_owner = owner;
        m_counts = counts;
        m_colour = colour;
        const QFontMetricsF bold(fonts().badgeBold), plain(fonts().badge);
        m_ownerWidth = m_owner.isEmpty() ? 0 : bold.horizontalAdvance(m_owner) + 4;
        const qreal w = m_ownerWidth + plain.horizontalAdvance(m_counts) + 6;
        m_rect = QRectF(-w / 2, 1, w, 12);
        update();
    }
    QString text() const { return m_owner.isEmpty() ? m_counts : m_owner + QLatin1Char(' ') + m_counts; }
    QRectF boundingRect() const override { return m_rect.adjusted(-1, -1, 1, 1); }
    void paint(QPainter *p, const QStyleOptionGraphicsItem *, QWidget *) override
    {
        p->setRenderHint(QPainter::Antialiasing);
        p->setPen(QPen(QColor(0, 0, 0, 110), 0.8));
        p->setBrush(QColor(255, 255, 255, 235));
        p->drawRoundedRect(m_rect, 3, 3);
        qreal x = m_rect.left() + 3;
        if (!m_owner.isEmpty()) {
            // The owner's code on its colour: readable with 64 nations, whose colours come close.
            const QRectF code(m_rect.left(), m_rect.top(), m_ownerWidth + 1, m_rect.height());
            p->setPen(Qt::NoPen);
            p->setBrush(m_colour);
            p->drawRoundedRect(code, 3, 3);
            p->setPen(NationColours::textOn(m_colour));
            p->setFont(fonts().badgeBold);
            p->drawText(code, Qt::AlignCenter, m_owner);
            x = code.right() + 2;
        }
        p->setPen(QColor(0x1d, 0x1d, 0x1f));
        p->setFont(fonts().badge);
        p->drawText(QRectF(x, m_rect.top(), m_rect.right() - x, m_rect.height()), Qt::AlignCenter, m_counts);
    }

private:
    QString m_owner, m_counts;
    QColor m_colour;
    qreal m_ownerWidth = 0;
    QRectF m_rect;
};

AreaItem::AreaItem(const Area &area, const QColor &ownerColour, const QString &ownerName)
    : m_kind(area.kind)
{
    setFlag(ItemIsSelectable, false);
    setCacheMode(DeviceCoordinateCache);
    setZValue(area.isCity() ? 2 : 1);
    m_badge = new AreaBadge(this);
    m_badge->setPos(0, nodeRect(area.kind).bottom());
    setArea(area, ownerColour, ownerName);
}

QRectF AreaItem::nodeRect(AreaKind kind)
{
    switch (kind) {
    case AreaKind::Land: return QRectF(-42, -24, 84, 48);
    case AreaKind::City: return QRectF(-26, -26, 52, 52);
    case AreaKind::Sea: return QRectF(-44, -26, 88, 52);
    }
    return {};
}

QRectF AreaItem::paddedRect(AreaKind kind)
{
    return nodeRect(kind).adjusted(-Pad, -Pad, Pad, Pad);
}

void AreaItem::setArea(const Area &area, const QColor &ownerColour, const QString &ownerName)
{
    prepareGeometryChange();
    m_area = area;
    m_kind = area.kind;
    m_code = area.code;
    const QRectF r = nodeRect(area.kind);
    m_name = QFontMetricsF(fonts().name).elidedText(area.name, Qt::ElideRight, r.width() - 12);
    m_stats = statsText(area);
    m_owned = !area.isNeutral();
    // A held sea is tinted with its owner's colour, as visible as held land;
    // an open sea stays sea blue.
    m_fill = area.isSea() ? (m_owned ? NationColours::seaTint(ownerColour) : NationColours::sea()) : ownerColour;
    m_text = NationColours::textOn(m_fill);
    if (area.isSea())
        m_outline = QPen(m_owned ? ownerColour : QColor(0x6d, 0x9e, 0xc9), m_owned ? 4.0 : 1.5);
    else
        m_outline = QPen(m_owned ? ownerColour.darker(165) : QColor(0xa8, 0x94, 0x68), area.isCity() ? 2.5 : 1.5);
    setToolTip(toolTipText(area, ownerName));
    m_badge->set(area.owner, m_stats, ownerColour);
    update();
}

void AreaItem::setChosen(bool chosen)
{
    if (m_chosen == chosen)
        return;
    m_chosen = chosen;
    setZValue(chosen ? 10 : (m_kind == AreaKind::City ? 2 : 1));
    update();
}

void AreaItem::setHighlighted(bool on)
{
    if (m_highlighted == on)
        return;
    m_highlighted = on;
    update();
}

void AreaItem::setBadgeShown(bool shown)
{
    m_badge->setVisible(shown);
}

bool AreaItem::isBadgeShown() const
{
    return m_badge->isVisible();
}

QString AreaItem::badgeText() const
{
    return m_badge->text();
}

QRectF AreaItem::boundingRect() const
{
    return paddedRect(m_kind);
}

QPainterPath AreaItem::shape() const
{
    QPainterPath p;
    const QRectF r = nodeRect(m_kind);
    if (m_kind == AreaKind::Land)
        p.addRoundedRect(r, 10, 10);
    else
        p.addEllipse(r);
    return p;
}

void AreaItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *)
{
    const qreal lod = option->levelOfDetailFromTransform(painter->worldTransform());
    painter->setRenderHint(QPainter::Antialiasing);
    paintBody(painter);
    paintLabels(painter, lod);
}

void AreaItem::paintBody(QPainter *painter) const
{
    const QRectF r = nodeRect(m_kind);
    // The selection ring (and the nation highlight) sit just outside the outline.
    if (m_chosen || m_highlighted) {
        painter->setPen(QPen(m_chosen ? ChosenColour : HighlightColour, 6.0));
        painter->setBrush(Qt::NoBrush);
        const QRectF ring = r.adjusted(-1.5, -1.5, 1.5, 1.5);
        if (m_kind == AreaKind::Land)
            painter->drawRoundedRect(ring, 12, 12);
        else
            painter->drawEllipse(ring);
    }
    painter->setPen(m_outline);
    painter->setBrush(m_fill);
    switch (m_kind) {
    case AreaKind::Land:
        painter->drawRoundedRect(r, 10, 10);
        break;
    case AreaKind::City:
        painter->drawEllipse(r);
        // An inner ring, like a walled town on a printed map.
        painter->setBrush(Qt::NoBrush);
        painter->setPen(QPen(m_outline.color(), 1.0));
        painter->drawEllipse(r.adjusted(4, 4, -4, -4));
        break;
    case AreaKind::Sea:
        painter->drawEllipse(r.adjusted(m_outline.widthF() / 2, m_outline.widthF() / 2,
                                        -m_outline.widthF() / 2, -m_outline.widthF() / 2));
        painter->setPen(QPen(QColor(0x8d, 0xb9, 0xdf), 1.2));
        painter->setBrush(Qt::NoBrush);
        painter->drawPath(wavePath());
        break;
    }
}

void AreaItem::paintLabels(QPainter *painter, qreal lod) const
{
    const QRectF r = nodeRect(m_kind);
    painter->setPen(m_text);
    if (lod < 0.7) {
        // Zoomed far out: the code alone, large enough to read.
        painter->setFont(fonts().bigCodeFor(lod, m_kind == AreaKind::City ? 24 : 42));
        painter->drawText(r.adjusted(-30, -10, 30, 10), Qt::AlignCenter, m_code);
        return;
    }
    const bool withName = lod >= 1.6 && m_kind != AreaKind::City;
    qreal top = withName ? r.top() + 3 : r.center().y() - 16;
    if (withName) {
        painter->setFont(fonts().name);
        const QRectF nameRect(r.left() + 6, top, r.width() - 12, 11);
        painter->drawText(nameRect, Qt::AlignCenter, m_name);
        top += 10;
    }
    painter->setFont(fonts().code);
    painter->drawText(QRectF(r.left(), top, r.width(), 17), Qt::AlignCenter, m_code);
    painter->setFont(fonts().stats);
    painter->drawText(QRectF(r.left() - 4, top + 16, r.width() + 8, 14), Qt::AlignCenter, m_stats);
}

} // namespace adj::ui
