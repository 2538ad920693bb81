// The nations of the game as a table, in processing order: colour, code,
// name, player, people, BP, treasury, reserves, VP and what each holds on the
// map (areas owned, total population). Read-only; follows the GameDocument.
#pragma once

#include "map/NationColours.h"

#include <QAbstractTableModel>
#include <QHash>
#include <QStringList>

namespace adj::ui {

class GameDocument;

class NationsModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column { Colour, Code, Name, Player, People, Bp, Treasury, ArmyReserve, FleetReserve, Vp, Areas, Population, ColumnCount };
    enum Role { CodeRole = Qt::UserRole + 1, SortRole };

    explicit NationsModel(GameDocument *doc, QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    QString nationCode(int row) const { return m_codes.value(row); }
    int rowOf(const QString &code) const { return int(m_codes.indexOf(code)); }

private:
    void reset();
    void recountHoldings();
    void onAreaChanged();
    void onNationChanged(const QString &code);

    GameDocument *m_doc;
    QStringList m_codes;          // rows: processing order, then nations missing from it
    NationColours m_colours;
    QHash<QString, int> m_areaCount, m_population;
};

} // namespace adj::ui
