#include "start/GamesModel.h"

#include <QDir>
#include <QFileInfo>
#include <QGuiApplication>
#include <QPalette>

namespace adj::ui {

GamesModel::GamesModel(QObject *parent) : QAbstractTableModel(parent) {}

void GamesModel::setPaths(const QStringList &paths)
{
    beginResetModel();
    m_rows.clear();
    m_read.clear();
    for (const QString &path : paths) {
        TurnGlance g;
        g.path = path;
        m_rows.append(g);
        m_read.append(false);
    }
    endResetModel();
}

void GamesModel::setGlance(int row, const TurnGlance &glance)
{
    if (row < 0 || row >= m_rows.size())
        return;
    m_rows[row] = glance;
    m_read[row] = true;
    emit dataChanged(index(row, 0), index(row, ColumnCount - 1));
}

int GamesModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int GamesModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString GamesModel::deadlineText(const TurnGlance &g) const
{
    if (!g.schedule || !g.schedule->deadline.isValid())
        return tr("no deadline");
    const QDateTime local = g.schedule->deadline.toTimeZone(scheduleZone(*g.schedule));
    const QString at = QStringLiteral("%1 %2").arg(local.toString(QStringLiteral("yyyy-MM-dd HH:mm")),
                                                   local.timeZoneAbbreviation());
    const qint64 minutes = m_now().secsTo(g.schedule->deadline) / 60;
    if (minutes < 0)
        return tr("%1, passed").arg(at);
    if (minutes < 60)
        return tr("%1, in %n minute(s)", nullptr, int(minutes)).arg(at);
    if (minutes < 48 * 60)
        return tr("%1, in %n hour(s)", nullptr, int(minutes / 60)).arg(at);
    return tr("%1, in %n day(s)", nullptr, int(minutes / (24 * 60))).arg(at);
}

QString GamesModel::text(const TurnGlance &g, int column) const
{
    const int nations = int(g.received.size() + g.missing.size());
    switch (column) {
    case Name:
        return g.name.isEmpty() ? QFileInfo(g.path).completeBaseName() : g.name;
    case Turn:
        return QString::number(g.turn);
    case Deadline:
        return deadlineText(g);
    case Orders:
        return g.keepsMail ? tr("%1 of %2").arg(g.received.size()).arg(nations) : tr("no mail kept");
    case Missing:
        return g.keepsMail ? g.missing.join(QStringLiteral(" ")) : QString();
    case Late:
        return g.keepsMail ? g.late.join(QStringLiteral(" ")) : QString();
    case File:
        return QDir::toNativeSeparators(g.path);
    }
    return {};
}

QVariant GamesModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_rows.size())
        return {};
    const TurnGlance &g = m_rows[index.row()];
    const bool read = m_read[index.row()];
    if (role == Qt::DisplayRole || role == Qt::AccessibleTextRole) {
        if (index.column() == File)
            return text(g, File);
        if (!read)
            return index.column() == Name ? QFileInfo(g.path).fileName() : (index.column() == Turn ? tr("reading…") : QString());
        if (!g.error.isEmpty())
            return index.column() == Name ? QFileInfo(g.path).fileName() : (index.column() == Turn ? tr("cannot be read") : QString());
        return text(g, index.column());
    }
    if (role == Qt::ToolTipRole)
        return read && !g.error.isEmpty() ? g.error : QDir::toNativeSeparators(g.path);
    if (role == Qt::ForegroundRole && read && !g.error.isEmpty())
        return QGuiApplication::palette().brush(QPalette::Disabled, QPalette::Text);
    if (role == Qt::TextAlignmentRole && index.column() == Turn)
        return int(Qt::AlignRight | Qt::AlignVCenter);
    return {};
}

QVariant GamesModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case Name: return tr("Game");
    case Turn: return tr("Turn");
    case Deadline: return tr("Deadline");
    case Orders: return tr("Received");
    case Missing: return tr("Missing");
    case Late: return tr("Late");
    case File: return tr("File");
    }
    return {};
}

} // namespace adj::ui
