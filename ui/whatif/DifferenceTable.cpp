#include "whatif/DifferenceTable.h"

#include "report/WhatIfWords.h"

#include <QHeaderView>

namespace adj::ui {

DifferenceTable::DifferenceTable(const QString &objectName, QWidget *parent)
    : QTableWidget(0, 4, parent)
{
    setObjectName(objectName);
    setTabKeyNavigation(false);  // Tab leaves the table, arrows move in it
    setEditTriggers(QAbstractItemView::NoEditTriggers);
    setWordWrap(true);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    verticalHeader()->hide();
    verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    horizontalHeader()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    horizontalHeader()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
    horizontalHeader()->setSectionResizeMode(2, QHeaderView::Stretch);
    horizontalHeader()->setSectionResizeMode(3, QHeaderView::Stretch);
    hide();  // until a turn differs
}

void DifferenceTable::showRows(const QStringList &columns, const QList<WhatIfRow> &rows)
{
    setHorizontalHeaderLabels(columns);
    setRowCount(int(rows.size()));
    for (int r = 0; r < rows.size(); ++r) {
        const WhatIfRow &w = rows[r];
        const QStringList cells{w.where, w.what, w.a, w.b};
        for (int col = 0; col < cells.size(); ++col) {
            auto *item = new QTableWidgetItem(cells[col]);
            item->setToolTip(cells[col]);
            setItem(r, col, item);
        }
    }
    setVisible(!rows.isEmpty());
}

} // namespace adj::ui
