// The start page's table: one row per recent game file, where its current
// turn stands (core/turn/TurnGlance) — its game and turn, the deadline in the
// game's time zone, the orders in and the nations still missing. A row reads
// "reading…" until its file was read.
#pragma once

#include "turn/TurnGlance.h"

#include <QAbstractTableModel>
#include <QDateTime>

#include <functional>

namespace adj::ui {

class GamesModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column { Name, Turn, Deadline, Orders, Missing, Late, File, ColumnCount };

    explicit GamesModel(QObject *parent = nullptr);

    // Rows for `paths`, not read yet.
    void setPaths(const QStringList &paths);
    // A row's file was read.
    void setGlance(int row, const TurnGlance &glance);
    QString path(int row) const { return m_rows.value(row).path; }
    bool isRead(int row) const { return m_read.value(row); }
    // What "now" is for "in 2 days" (a test sets a fixed clock).
    void setClock(std::function<QDateTime()> now) { m_now = std::move(now); }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

private:
    QString text(const TurnGlance &g, int column) const;
    QString deadlineText(const TurnGlance &g) const;

    QList<TurnGlance> m_rows;
    QList<bool> m_read;
    std::function<QDateTime()> m_now = [] { return QDateTime::currentDateTimeUtc(); };
};

} // namespace adj::ui
