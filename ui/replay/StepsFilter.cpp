#include "replay/StepsFilter.h"

#include "replay/StepsModel.h"

namespace adj::ui {

StepsFilter::StepsFilter(QObject *parent)
    : QSortFilterProxyModel(parent)
{
}

void StepsFilter::setShow(Show show, const QString &nation)
{
    const QString n = show == Show::Nation ? nation : QString();
    if (show == m_show && n == m_nation)
        return;
    m_show = show;
    m_nation = n;
    invalidateFilter();
}

bool StepsFilter::filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const
{
    const QModelIndex i = sourceModel()->index(sourceRow, 0, sourceParent);
    switch (m_show) {
    case Show::All: return true;
    case Show::Battles: return i.data(StepsModel::HasBattleRole).toBool();
    case Show::Failures: return i.data(StepsModel::OutcomeRole).toString() == u"failed";
    case Show::Nation: return i.data(StepsModel::NationRole).toString() == m_nation;
    }
    return true;
}

} // namespace adj::ui
