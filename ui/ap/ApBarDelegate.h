// Paints an AP cell of the ledger as a bar: the AP spent (SpentRole) filling
// the cap it is measured against (CapRole), in the category's colour, with
// "spent / cap" on it. A full bar is drawn darker; a red frame marks a
// category in which a spend was rejected. Other cells are painted as usual.
#pragma once

#include <QStyledItemDelegate>

namespace adj::ui {

class ApBarDelegate : public QStyledItemDelegate
{
    Q_OBJECT
public:
    // The roles the bar reads (ApLedgerModel's by default).
    ApBarDelegate(int spentRole, int capRole, int colourRole, int rejectedRole, QObject *parent = nullptr);
    explicit ApBarDelegate(QObject *parent = nullptr);

    // The part of the bar filled: spent / cap, within 0..1 (0 when the cap is 0).
    static double fill(int spent, int cap);

    void paint(QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const override;
    QSize sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const override;

private:
    bool isBar(const QModelIndex &index) const;

    int m_spentRole, m_capRole, m_colourRole, m_rejectedRole;
};

} // namespace adj::ui
