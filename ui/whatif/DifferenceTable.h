// The table of what differs at a turn's end, as What If and Re-run From
// Here show it: where, what, as resolved, the other way. Where and what as
// wide as they need; the two values share the rest and wrap (a long
// processing order keeps them in view rather than pushing them off).
#pragma once

#include <QTableWidget>

namespace adj {
struct WhatIfRow;
}

namespace adj::ui {

class DifferenceTable : public QTableWidget
{
    Q_OBJECT
public:
    explicit DifferenceTable(const QString &objectName, QWidget *parent = nullptr);
    // The rows under the four column titles; hidden when there are none.
    void showRows(const QStringList &columns, const QList<WhatIfRow> &rows);
};

} // namespace adj::ui
