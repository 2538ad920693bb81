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

constexpr qreal Pad = 7;           // room for the selection ring and its dark band
const QColor ChosenColour(0xff, 0xb3, 0x00);
const QColor HighlightColour(0x20, 0x20, 0x28);

struct Fonts {
    QFont code, stats, name, ownerTag, badge, badgeBold, badgeTag;
    // Codes drawn alone when zoomed out, 14 to 42 pixels in steps of 2, so
    // that they stay about 11 pixels high on screen.
    std::array<QFont, 15> bigCode;
    Fonts()
    {
        code.setPixelSize(13);
        code.setBold(true);
        stats.setPixelSize(10);
        name.setPixelSize(8);
        ownerTag = stats;
        ownerTag.setBold(true);
        badge.setPixelSize(10);
        badgeBold = badge;
        badgeBold.setBold(true);
        badgeTag = badgeBold;
        badgeTag.setPixelSize(8);
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
struct AreaItemTr {
    Q_DECLARE_TR_FUNCTIONS(adj::ui::AreaItem)
};

// The area's kind, its owner and its counts, plain: the tooltip's lines and
// what a screen reader says of the area.
QStringList areaFacts(const Area &a, const QString &ownerName)
{
    QString kind = a.isSea() ? AreaItemTr::tr("sea") : a.isCity() ? AreaItemTr::tr("city") : AreaItemTr::tr("land");
    if (!a.terrain.isEmpty())
        kind += QStringLiteral(", ") + a.terrain;
    // The owner's name and code: the code is what the map writes on the area.
    const QString owner = a.isNeutral()        ? AreaItemTr::tr("neutral")
                        : ownerName.isEmpty() ? a.owner
                                              : QStringLiteral("%1 (%2)").arg(ownerName, a.owner);
    return {kind, AreaItemTr::tr("Owner: %1").arg(owner),
            a.isSea() ? AreaItemTr::tr("Ships %1, armies %2").arg(a.ships).arg(a.armies)
                      : AreaItemTr::tr("Armies %1, population %2/%3, forts %4")
                            .arg(a.armies)
                            .arg(a.population)
                            .arg(a.popLimit)
                            .arg(a.forts)};
}

QString toolTipText(const Area &a, const QString &ownerName)
{
    const QStringList facts = areaFacts(a, ownerName);
    QStringList lines{QStringLiteral("<b>%1</b> (%2), %3").arg(a.name.toHtmlEscaped(), a.code, facts[0].toHtmlEscaped())};
    for (qsizetype i = 1; i < facts.size(); ++i)
        lines << facts[i].toHtmlEscaped();
    return lines.join(QStringLiteral("<br>"));
}

// The owner's code on its colour, framed: on a chip and on a node zoomed in.
void paintOwnerTag(QPainter *p, const QRectF &tag, const QString &owner, const QColor &colour, const QFont &font)
{
    p->setPen(QPen(QColor(0, 0, 0, 120), 0.8));
    p->setBrush(colour);
    p->drawRoundedRect(tag, 2, 2);
    p->setPen(NationColours::textOn(colour));
    p->setFont(font);
    p->drawText(tag, Qt::AlignCenter, owner);
}

// The owner's code tag on a chip, 0 without an owner.
qreal tagWidth(const QString &owner)
{
    return owner.isEmpty() ? 0 : QFontMetricsF(fonts().badgeTag).horizontalAdvance(owner) + 4;
}

QString badgeTextOf(const QString &owner, const QString &counts)
{
    return owner.isEmpty() ? counts : owner + QLatin1Char(' ') + counts;
}

// Narrows the painter about x = 0 so that a line `width` wide fits in `room`.
void narrowTo(QPainter *p, qreal width, qreal room)
{
    if (width > room)
        p->scale(room / width, 1);
}

} // namespace

// The area at a glance (Fit Map): a chip of AreaItem::ChipSize pixels in
// place of the node (scaled by the map, setBadgeShown): the area's code and
// its owner's code on the owner's colour above, the counts below, each line
// narrowed where it is longer than the chip; filled and outlined as the node
// is, so that a held sea shows its owner as plainly as held land does.
class AreaBadge : public QGraphicsItem
{
public:
    explicit AreaBadge(QGraphicsItem *parent)
        : QGraphicsItem(parent)
    {
        setAcceptedMouseButtons(Qt::NoButton);
        setVisible(false);
    }
    struct Look {
        QString code, owner, counts;
        QColor fill, text, ownerColour;
        QPen outline;
        AreaKind kind;
    };
    void set(const Look &look)
    {
        prepareGeometryChange();
        m_look = look;
        m_tagWidth = tagWidth(look.owner);
        update();
    }
    void setRing(const QColor &ring)
    {
        m_ring = ring;
        update();
    }
    QString text() const { return badgeTextOf(m_look.owner, m_look.counts); }
    QRectF boundingRect() const override { return m_rect.adjusted(-4, -4, 4, 4); }
    void paint(QPainter *p, const QStyleOptionGraphicsItem *, QWidget *) override
    {
        p->setRenderHint(QPainter::Antialiasing);
        const qreal radius = m_look.kind == AreaKind::Land ? 4 : m_rect.height() / 2;
        if (m_ring.isValid()) {
            p->setBrush(Qt::NoBrush);
            const QRectF ring = m_rect.adjusted(-1.5, -1.5, 1.5, 1.5);
            // The selection: amber on a dark band, seen on a light fill and a dark one alike.
            if (m_ring == ChosenColour) {
                p->setPen(QPen(HighlightColour, 5));
                p->drawRoundedRect(ring, radius + 1.5, radius + 1.5);
            }
            p->setPen(QPen(m_ring, 2.5));
            p->drawRoundedRect(ring, radius + 1.5, radius + 1.5);
        }
        QPen outline = m_look.outline;
        outline.setWidthF(std::min(outline.widthF(), 2.5));
        p->setPen(outline);
        p->setBrush(m_look.fill);
        p->drawRoundedRect(m_rect, radius, radius);
        const QFontMetricsF bold(fonts().badgeBold);
        const qreal codeWidth = bold.horizontalAdvance(m_look.code), room = m_rect.width() - 6;
        const qreal top = codeWidth + (m_tagWidth > 0 ? m_tagWidth + 3 : 0);
        const qreal x = -top / 2;
        p->save();
        narrowTo(p, top, room);
        p->setPen(m_look.text);
        p->setFont(fonts().badgeBold);
        p->drawText(QRectF(x, m_rect.top() + 0.5, codeWidth, 11), Qt::AlignCenter, m_look.code);
        if (m_tagWidth > 0) {
            // The owner's code on its colour: readable with 64 nations, whose colours come close.
            paintOwnerTag(p, QRectF(x + codeWidth + 3, m_rect.top() + 1.5, m_tagWidth, 9.5), m_look.owner,
                          m_look.ownerColour, fonts().badgeTag);
        }
        p->restore();
        const qreal counts = QFontMetricsF(fonts().badge).horizontalAdvance(m_look.counts);
        p->save();  // the view does not (DontSavePainterState)
        narrowTo(p, counts, room);
        p->setPen(m_look.text);
        p->setFont(fonts().badge);
        p->drawText(QRectF(-counts / 2, m_rect.top() + 10.5, counts, 11), Qt::AlignCenter, m_look.counts);
        p->restore();
    }

private:
    Look m_look;
    QColor m_ring;
    qreal m_tagWidth = 0;
    const QRectF m_rect{QPointF(-AreaItem::ChipSize.width() / 2, -AreaItem::ChipSize.height() / 2), AreaItem::ChipSize};
};

AreaItem::AreaItem(const Area &area, const QColor &ownerColour, const QString &ownerName)
    : m_kind(area.kind)
{
    setFlag(ItemIsSelectable, false);
    setCacheMode(DeviceCoordinateCache);
    setZValue(area.isCity() ? 2 : 1);
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
    if (area.kind != m_kind)
        prepareGeometryChange();  // the scene's index takes the item out and back in: only when the shape changes
    m_area = area;
    m_kind = area.kind;
    m_code = area.code;
    m_name.clear();  // elided when first drawn: only zoomed in far is it shown
    m_codeWidth = -1;  // measured when first drawn zoomed in
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
    m_ownerName = ownerName;
    m_ownerColour = ownerColour;
    refreshBadge();
    update();
}

void AreaItem::setChosen(bool chosen)
{
    if (m_chosen == chosen)
        return;
    m_chosen = chosen;
    setZValue(chosen ? 10 : (m_kind == AreaKind::City ? 2 : 1));
    updateRing();
}

void AreaItem::setHighlighted(bool on)
{
    if (m_highlighted == on)
        return;
    m_highlighted = on;
    updateRing();
}

void AreaItem::refreshBadge()
{
    if (!m_badge)
        return;
    m_badge->set({m_code, m_area.owner, m_stats, m_fill, m_text, m_ownerColour, m_outline, m_kind});
    m_badge->setRing(ringColour());
}

QColor AreaItem::ringColour() const
{
    return m_chosen ? ChosenColour : m_highlighted ? HighlightColour : QColor();
}

void AreaItem::updateRing()
{
    if (m_badge)
        m_badge->setRing(ringColour());
    update();
}

void AreaItem::setPlain(bool plain)
{
    if (plain == m_plain)
        return;  // setting the cache mode again would throw the cache away
    m_plain = plain;
    setCacheMode(plain ? NoCache : DeviceCoordinateCache);
    update();
}

void AreaItem::setBadgeShown(bool shown, qreal scale)
{
    if (m_badge && shown)
        m_badge->setScale(scale);
    if (shown == isBadgeShown())
        return;
    if (!m_badge) {
        // Made when first shown: a large map never shows its chips, and an
        // item fewer per area makes its scene quicker to build.
        m_badge = new AreaBadge(this);
        m_badge->setScale(scale);
        refreshBadge();
    }
    m_badge->setVisible(shown);
    update();  // the node draws nothing while its chip stands in for it
}

bool AreaItem::isBadgeShown() const
{
    return m_badge && m_badge->isVisible();
}

QString AreaItem::toolTipText() const
{
    return adj::ui::toolTipText(m_area, m_ownerName);
}

QString AreaItem::description() const
{
    return areaFacts(m_area, m_ownerName).join(QStringLiteral("; "));
}

QString AreaItem::badgeText() const
{
    return badgeTextOf(m_area.owner, m_stats);
}

QRectF AreaItem::badgeSceneRect() const
{
    const QRectF chip(QPointF(-ChipSize.width() / 2, -ChipSize.height() / 2), ChipSize);
    const qreal scale = m_badge ? m_badge->scale() : 1;
    return QRectF(scenePos() + chip.topLeft() * scale, chip.size() * scale);
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
    if (isBadgeShown())
        return;
    const qreal lod = option->levelOfDetailFromTransform(painter->worldTransform());
    painter->setRenderHint(QPainter::Antialiasing);
    if (m_plain) {
        painter->setPen(Qt::NoPen);
        painter->setBrush(m_fill);
        if (m_kind == AreaKind::Land)
            painter->drawRect(nodeRect(m_kind));
        else
            painter->drawEllipse(nodeRect(m_kind));
        return;
    }
    paintBody(painter);
    paintLabels(painter, lod);
}

void AreaItem::paintBody(QPainter *painter) const
{
    const QRectF r = nodeRect(m_kind);
    // The selection ring (and the nation highlight) sit just outside the outline.
    if (m_chosen || m_highlighted) {
        painter->setBrush(Qt::NoBrush);
        const QRectF ring = r.adjusted(-1.5, -1.5, 1.5, 1.5);
        const auto draw = [&](const QColor &colour, qreal width) {
            painter->setPen(QPen(colour, width));
            if (m_kind == AreaKind::Land)
                painter->drawRoundedRect(ring, 12, 12);
            else
                painter->drawEllipse(ring);
        };
        // The selection: amber on a dark band, seen on a light fill and a dark one alike.
        if (m_chosen)
            draw(HighlightColour, 9.0);
        draw(m_chosen ? ChosenColour : HighlightColour, 6.0);
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
    // The owner's code beside the area's (under the counts in a city, too
    // narrow for both): with many nations the colours come close or repeat,
    // the code tells them apart.
    const bool ownerBelow = m_owned && m_kind == AreaKind::City;
    qreal top = withName ? r.top() + 3 : r.center().y() - (ownerBelow ? 22 : 16);
    if (withName) {
        painter->setFont(fonts().name);
        const QRectF nameRect(r.left() + 6, top, r.width() - 12, 11);
        if (m_name.isEmpty())  // shaping every name made a third of making the items
            m_name = QFontMetricsF(fonts().name).elidedText(m_area.name, Qt::ElideRight, nameRect.width());
        painter->drawText(nameRect, Qt::AlignCenter, m_name);
        top += 10;
    }
    painter->setFont(fonts().code);
    if (m_owned && m_codeWidth < 0) {
        m_codeWidth = QFontMetricsF(fonts().code).horizontalAdvance(m_code);
        m_ownerWidth = QFontMetricsF(fonts().ownerTag).horizontalAdvance(m_area.owner) + 6;
    }
    if (m_owned && !ownerBelow) {
        constexpr qreal gap = 4;
        const qreal left = r.center().x() - (m_codeWidth + gap + m_ownerWidth) / 2;
        painter->drawText(QRectF(left, top, m_codeWidth, 17), Qt::AlignCenter, m_code);
        paintOwnerTag(painter, QRectF(left + m_codeWidth + gap, top + 3, m_ownerWidth, 12), m_area.owner, m_ownerColour,
                      fonts().ownerTag);
    } else {
        painter->drawText(QRectF(r.left(), top, r.width(), 17), Qt::AlignCenter, m_code);
        if (ownerBelow)
            paintOwnerTag(painter, QRectF(r.center().x() - m_ownerWidth / 2, top + 31, m_ownerWidth, 12), m_area.owner,
                          m_ownerColour, fonts().ownerTag);
    }
    painter->setPen(m_text);
    painter->setFont(fonts().stats);
    painter->drawText(QRectF(r.left() - 4, top + 16, r.width() + 8, 14), Qt::AlignCenter, m_stats);
}

} // namespace adj::ui
