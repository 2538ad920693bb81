#include "ap/ApBarDelegate.h"

#include "ap/ApLedgerModel.h"

#include <QApplication>
#include <QPainter>
#include <QPainterPath>
#include <algorithm>

namespace adj::ui {

ApBarDelegate::ApBarDelegate(int spentRole, int capRole, int colourRole, int rejectedRole, QObject *parent)
    : QStyledItemDelegate(parent)
    , m_spentRole(spentRole), m_capRole(capRole), m_colourRole(colourRole), m_rejectedRole(rejectedRole)
{
}

ApBarDelegate::ApBarDelegate(QObject *parent)
    : ApBarDelegate(ApLedgerModel::SpentRole, ApLedgerModel::CapRole, ApLedgerModel::BarColourRole,
                    ApLedgerModel::RejectedRole, parent)
{
}

double ApBarDelegate::fill(int spent, int cap)
{
    if (cap <= 0)
        return 0;
    return std::clamp(double(spent) / cap, 0.0, 1.0);
}

bool ApBarDelegate::isBar(const QModelIndex &index) const
{
    return index.data(m_spentRole).isValid() && index.data(m_capRole).isValid();
}

void ApBarDelegate::paint(QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    if (!isBar(index)) {
        QStyledItemDelegate::paint(painter, option, index);
        return;
    }
    // The cell's background (selection, alternating rows) without its text.
    QStyleOptionViewItem opt = option;
    initStyleOption(&opt, index);
    opt.text.clear();
    const QWidget *widget = option.widget;
    QStyle *style = widget ? widget->style() : QApplication::style();
    style->drawControl(QStyle::CE_ItemViewItem, &opt, painter, widget);

    const int spent = index.data(m_spentRole).toInt();
    const int cap = index.data(m_capRole).toInt();
    const int rejected = index.data(m_rejectedRole).toInt();
    QColor colour = index.data(m_colourRole).value<QColor>();
    if (!colour.isValid())
        colour = option.palette.color(QPalette::Highlight);
    const bool full = cap > 0 && spent >= cap;

    const QRectF track = QRectF(option.rect).adjusted(5, 3, -5, -3);
    const qreal radius = std::min<qreal>(5, track.height() / 2);
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    QColor trackColour = colour;
    trackColour.setAlphaF(0.13f);
    painter->setPen(Qt::NoPen);
    painter->setBrush(trackColour);
    painter->drawRoundedRect(track, radius, radius);

    const double part = fill(spent, cap);
    if (part > 0) {
        QPainterPath clip;
        clip.addRoundedRect(track, radius, radius);
        painter->setClipPath(clip);
        QColor bar = full ? colour.darker(125) : colour;
        bar.setAlphaF(full ? 0.92f : 0.45f);
        painter->setBrush(bar);
        painter->drawRect(QRectF(track.left(), track.top(), track.width() * part, track.height()));
        painter->setClipping(false);
    }
    // A spend over this bar was rejected.
    if (rejected > 0) {
        painter->setPen(QPen(QColor(0xc0, 0x23, 0x23), 1.6));
        painter->setBrush(Qt::NoBrush);
        painter->drawRoundedRect(track.adjusted(0.8, 0.8, -0.8, -0.8), radius, radius);
    }

    QFont f = option.font;
    if (full)
        f.setBold(true);
    painter->setFont(f);
    const bool selected = option.state & QStyle::State_Selected;
    // Dark text on a light fill; white on a full (dark) bar.
    painter->setPen(full ? QColor(Qt::white)
                         : selected ? option.palette.color(QPalette::HighlightedText)
                                    : option.palette.color(QPalette::Text));
    painter->drawText(track, Qt::AlignCenter, index.data(Qt::DisplayRole).toString());
    painter->restore();
}

QSize ApBarDelegate::sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    QSize s = QStyledItemDelegate::sizeHint(option, index);
    if (isBar(index)) {
        s.setWidth(std::max(s.width() + 24, 78));
        s.setHeight(std::max(s.height(), option.fontMetrics.height() + 12));
    }
    return s;
}

} // namespace adj::ui
