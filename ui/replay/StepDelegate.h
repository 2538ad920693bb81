// Draws one step of the replay list in columns: step number, slot, the
// nation's colour and code, the order (or the end-of-turn phase, in italics),
// a mark for a battle, and the outcome as a coloured badge.
#pragma once

#include <QStyledItemDelegate>

namespace adj::ui {

class StepDelegate : public QStyledItemDelegate
{
    Q_OBJECT
public:
    using QStyledItemDelegate::QStyledItemDelegate;

    void paint(QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const override;
    QSize sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const override;
};

} // namespace adj::ui
