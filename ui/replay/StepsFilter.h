// Which steps the replay list shows: all of
// them, the battles, the failed steps, or one nation's. A proxy over
// StepsModel; the replay maps its rows back to step numbers.
#pragma once

#include <QSortFilterProxyModel>

namespace adj::ui {

class StepsFilter : public QSortFilterProxyModel
{
    Q_OBJECT
public:
    enum class Show { All, Battles, Failures, Nation };

    explicit StepsFilter(QObject *parent = nullptr);

    Show show() const { return m_show; }
    QString nation() const { return m_nation; }
    // `nation` is read only with Show::Nation.
    void setShow(Show show, const QString &nation = {});

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const override;

private:
    Show m_show = Show::All;
    QString m_nation;
};

} // namespace adj::ui
