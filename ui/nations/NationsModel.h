// The nations of the game as a table, in processing order: colour, code,
// name, player, people, traits, BP, treasury, the armies and ships on the map
// (summed over the areas owned) beside those in reserve, VP and the areas
// owned with their total population; follows the GameDocument's viewed game. In the
// current game (not a replay step or an earlier turn) the name, player,
// e-mail, people, traits (space-separated, as in the nations spreadsheet) and
// the numbers are edited in place, each edit one undoable
// command; an edit the game file would refuse is refused with its message.
#pragma once

#include "map/NationColours.h"
#include "model/Game.h"
#include "model/Holdings.h"

#include <QAbstractTableModel>
#include <QHash>
#include <QStringList>

namespace adj::ui {

class GameDocument;

class NationsModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column { Colour, Code, Name, Player, Email, People, Traits, Bp, Treasury, Armies, ArmyReserve, Ships, FleetReserve, Vp,
                  Areas, Population, ColumnCount };
    enum Role { CodeRole = Qt::UserRole + 1, SortRole };

    explicit NationsModel(GameDocument *doc, QObject *parent = nullptr);
    GameDocument *document() const { return m_doc; }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    bool setData(const QModelIndex &index, const QVariant &value, int role = Qt::EditRole) override;
    // The game file's name of a column's field ("bp"), or "" for one not edited.
    static QString fieldOf(int column);

signals:
    // An edit was refused: the reason, as the game file would give it.
    void editRefused(const QString &reason);

public:

    QString nationCode(int row) const { return m_codes.value(row); }
    int rowOf(const QString &code) const { return int(m_codes.indexOf(code)); }

private:
    void reset();
    // The rows of `game`: processing order, then nations missing from it.
    static QStringList rowsOf(const Game &game);
    void recountHoldings();
    void onAreaChanged();
    void onNationChanged(const QString &code);

    GameDocument *m_doc;
    QStringList m_codes;          // rows: processing order, then nations missing from it
    NationColours m_colours;
    // What each nation holds on the map, counted from the viewed game's areas.
    QHash<QString, Holdings> m_holdings;
};

} // namespace adj::ui
