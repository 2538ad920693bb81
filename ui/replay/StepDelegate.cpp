#include "replay/StepDelegate.h"

#include "map/NationColours.h"
#include "replay/StepsModel.h"
#include "widgets/Tones.h"

#include <QApplication>
#include <QPainter>

#include <algorithm>

namespace adj::ui {

namespace {
constexpr int Pad = 6;
}

QSize StepDelegate::sizeHint(const QStyleOptionViewItem &option, const QModelIndex &) const
{
    const QFontMetrics fm(option.font);
    // Narrow enough for a narrow dock: the order is elided, the badge stays.
    return {fm.horizontalAdvance(QStringLiteral("000 16 WWW MOVE WWW reduced")) + 8 * Pad, fm.height() + 8};
}

void StepDelegate::paint(QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    QStyleOptionViewItem opt = option;
    initStyleOption(&opt, index);
    opt.text.clear();
    const QWidget *widget = option.widget;
    QStyle *style = widget ? widget->style() : QApplication::style();
    style->drawPrimitive(QStyle::PE_PanelItemViewItem, &opt, painter, widget);

    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    const bool selected = opt.state & QStyle::State_Selected;
    const QPalette &pal = opt.palette;
    const QColor text = pal.color(selected ? QPalette::HighlightedText : QPalette::Text);
    const QColor faint = selected ? text : pal.color(QPalette::PlaceholderText);
    const QFontMetrics fm(opt.font);
    QRect r = opt.rect.adjusted(Pad, 0, -Pad, 0);

    // Step number and slot, right-aligned in fixed columns.
    painter->setPen(faint);
    const int numberWidth = fm.horizontalAdvance(QStringLiteral("0000"));
    painter->drawText(QRect(r.left(), r.top(), numberWidth, r.height()), Qt::AlignRight | Qt::AlignVCenter,
                      index.data(StepsModel::IndexRole).toString());
    r.setLeft(r.left() + numberWidth + Pad);
    const QVariant slot = index.data(StepsModel::SlotRole);
    const int slotWidth = fm.horizontalAdvance(QStringLiteral("00"));
    painter->setPen(text);
    painter->drawText(QRect(r.left(), r.top(), slotWidth, r.height()), Qt::AlignRight | Qt::AlignVCenter,
                      slot.isValid() ? slot.toString() : QStringLiteral("·"));
    r.setLeft(r.left() + slotWidth + Pad * 2);

    // The nation: its map colour and its code.
    const QString nation = index.data(StepsModel::NationRole).toString();
    const QRectF swatch(r.left(), r.center().y() - 5, 10, 10);
    if (!nation.isEmpty()) {
        painter->setPen(QPen(QColor(0, 0, 0, 90), 1));
        painter->setBrush(index.data(StepsModel::NationColourRole).value<QColor>());
        painter->drawRoundedRect(swatch, 2, 2);
    }
    r.setLeft(r.left() + 14);
    QFont bold = opt.font;
    bold.setBold(true);
    painter->setFont(bold);
    painter->setPen(text);
    const int nationWidth = QFontMetrics(bold).horizontalAdvance(QStringLiteral("WWW"));
    painter->drawText(QRect(r.left(), r.top(), nationWidth, r.height()), Qt::AlignLeft | Qt::AlignVCenter, nation);
    r.setLeft(r.left() + nationWidth + Pad);

    // The outcome badge on the right.
    const QString outcome = index.data(StepsModel::OutcomeRole).toString();
    QFont small = opt.font;
    small.setPointSizeF(small.pointSizeF() * 0.85);
    const QFontMetrics sfm(small);
    // One width for every badge: the widest outcome in the user's language.
    int widest = 0;
    for (const char *o : {"done", "reduced", "failed"})
        widest = std::max(widest, sfm.horizontalAdvance(StepsModel::outcomeTitle(QLatin1String(o))));
    const int badgeWidth = widest + 10;
    const QRectF badge(r.right() - badgeWidth, r.center().y() - sfm.height() / 2.0 - 1, badgeWidth, sfm.height() + 2);
    // The outcome's tone on the palette's base, ringed in it: as readable as
    // the window's other coloured words, on a light and a dark desktop.
    const QColor oc = StepsModel::outcomeColour(outcome);
    painter->setPen(QPen(oc, 1));
    painter->setBrush(opt.palette.color(QPalette::Base));
    painter->drawRoundedRect(badge, badge.height() / 2, badge.height() / 2);
    painter->setFont(small);
    painter->setPen(oc);
    painter->drawText(badge, Qt::AlignCenter, StepsModel::outcomeTitle(outcome));
    r.setRight(int(badge.left()) - Pad);

    // A battle: crossed swords.
    if (index.data(StepsModel::HasBattleRole).toBool()) {
        const int w = fm.height();
        painter->setFont(opt.font);
        painter->setPen(selected ? text : tone::battle());
        painter->drawText(QRect(r.right() - w, r.top(), w, r.height()), Qt::AlignCenter, QStringLiteral("⚔"));
        r.setRight(r.right() - w - 2);
    }

    // The order, or the phase of an end-of-turn step in italics.
    const QString phase = index.data(StepsModel::PhaseRole).toString();
    QFont f = opt.font;
    QString what = index.data(StepsModel::OrderRole).toString();
    if (!phase.isEmpty()) {
        f.setItalic(true);
        what = what.isEmpty() ? StepsModel::phaseTitle(phase)
                              : QStringLiteral("%1: %2").arg(StepsModel::phaseTitle(phase), what);
    }
    painter->setFont(f);
    painter->setPen(outcome == u"failed" && !selected ? oc : text);
    painter->drawText(r, Qt::AlignLeft | Qt::AlignVCenter, QFontMetrics(f).elidedText(what, Qt::ElideRight, r.width()));
    painter->restore();
}

} // namespace adj::ui
