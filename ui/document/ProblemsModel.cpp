#include "document/ProblemsModel.h"

#include <QApplication>
#include <QIcon>
#include <QRegularExpression>
#include <QStyle>

namespace adj::ui {

namespace {

// Where a row is: its source and its place among the source's problems.
struct Place {
    ProblemsModel::Source source;
    int index;
};

} // namespace

ProblemsModel::ProblemsModel(QObject *parent)
    : QAbstractListModel(parent)
{
}

QString ProblemsModel::text(const Problem &p)
{
    const QString where = p.line ? tr("line %1").arg(p.line) : p.file;
    const QString field = p.field.isEmpty() ? QString() : p.field + QStringLiteral(": ");
    return QStringLiteral("%1: %2%3").arg(where, field, p.translated());
}

QString ProblemsModel::sourceName(Source source)
{
    switch (source) {
    case Source::GameFile: return tr("Game file");
    case Source::Orders: return tr("Orders");
    case Source::ApSpends: return tr("AP spends");
    case Source::Mail: return tr("Mail");
    }
    return {};
}

int ProblemsModel::firstRow(Source source) const
{
    int row = 0;
    for (int s = 0; s < int(source); ++s)
        row += int(m_problems[s].size());
    return row;
}

void ProblemsModel::setProblems(Source source, const Problems &problems)
{
    Problems &mine = m_problems[int(source)];
    const int first = firstRow(source);
    if (!mine.isEmpty()) {
        beginRemoveRows({}, first, first + int(mine.size()) - 1);
        mine.clear();
        endRemoveRows();
    }
    if (!problems.isEmpty()) {
        beginInsertRows({}, first, first + int(problems.size()) - 1);
        mine = problems;
        endInsertRows();
    }
}

int ProblemsModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : firstRow(Source::Mail) + int(m_problems[int(Source::Mail)].size());
}

QVariant ProblemsModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount())
        return {};
    Place at{Source::GameFile, index.row()};
    while (at.index >= m_problems[int(at.source)].size()) {
        at.index -= int(m_problems[int(at.source)].size());
        at.source = Source(int(at.source) + 1);
    }
    const Problem &p = m_problems[int(at.source)][at.index];
    const bool error = p.severity == Problem::Error;
    switch (role) {
    case Qt::DisplayRole: return text(p);
    case Qt::DecorationRole:
        return QApplication::style()->standardIcon(error ? QStyle::SP_MessageBoxCritical : QStyle::SP_MessageBoxWarning);
    case Qt::ToolTipRole: {
        const QString what = error ? tr("error") : tr("warning");
        return p.line ? tr("%1 — click to go to line %2").arg(what).arg(p.line) : what;
    }
    case SourceRole: return int(at.source);
    case LineRole: return p.line;
    case ErrorRole: return error;
    }
    return {};
}

QSortFilterProxyModel *ProblemsModel::forSource(Source source, QObject *parent)
{
    auto *only = new QSortFilterProxyModel(parent);
    only->setSourceModel(this);
    only->setFilterRole(SourceRole);
    only->setFilterRegularExpression(QRegularExpression(QStringLiteral("^%1$").arg(int(source))));
    return only;
}

} // namespace adj::ui
