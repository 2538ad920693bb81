// The Nations table: NationsModel through a sorting proxy, a row per nation
// (processing order first), edited in place. Its first columns, the colour,
// the code and the name, stay in view while the rest scrolls sideways, so a
// row always says whose it is: a second view over the same model shows only
// them, laid over the table's left edge, and follows the table in everything
// (rows, scrolling up and down, selection, current cell, sorting, column
// widths, the context menu), as in Qt's Frozen Column example. The row
// selected is the document's selected nation (Selection.h).
#pragma once

#include "nations/NationsModel.h"

#include <QTableView>

class QSortFilterProxyModel;

namespace adj::ui {

class NationsView : public QTableView
{
    Q_OBJECT
public:
    explicit NationsView(NationsModel *nations, QWidget *parent = nullptr);

    // The columns kept in view: Colour, Code and Name.
    static constexpr int FrozenColumns = NationsModel::Name + 1;
    QTableView *frozenView() const { return m_frozen; }

    void scrollTo(const QModelIndex &index, ScrollHint hint = EnsureVisible) override;

protected:
    void resizeEvent(QResizeEvent *event) override;
    void updateGeometries() override;

private:
    void showNation(const QString &code);  // the document's nation, its row selected
    int frozenWidth() const;
    void followColumns();          // the frozen view's columns as the table's, after a reset
    void placeFrozen();

    NationsModel *m_nations;
    QSortFilterProxyModel *m_proxy;
    QTableView *m_frozen;
    bool m_following = false;  // selecting the document's nation, not the moderator
};

} // namespace adj::ui
