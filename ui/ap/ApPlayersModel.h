// The players of a forum game's `ap` object as a table (docs/rules.md
// §6): name, the attributes Diplomacy, Combat, Intrigue and free points,
// money, whether the player is embargoed and its e-mail. In the current game
// every cell is edited in place, each edit one undoable command
// (EditApPlayers) that the ledger follows at once; an edit the game file
// would refuse (readApState: a negative attribute, a duplicate name) is
// refused with its reason and nothing changes. Adding and removing players
// go through edit() too (ApPlayerActions).
#pragma once

#include "ap/ApLedger.h"

#include <QAbstractTableModel>
#include <QJsonObject>

namespace adj::ui {

class GameDocument;

class ApPlayersModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column { Name, Diplomacy, Combat, Intrigue, Free, Money, Embargoed, Email, ColumnCount };  // apPlayerFields() order

    explicit ApPlayersModel(GameDocument *doc, QObject *parent = nullptr);

    // The game file's name of a column's field ("combat").
    static QString fieldOf(int column);
    const ApState &state() const { return m_state; }

    // Why the players cannot be edited now (not the current game, a resolved
    // turn open, no valid ap object), or "".
    QString whyNotNow() const;
    // Puts `edited` in place of the game's `ap` object as one undoable
    // command named `text`; returns why it was refused (nothing changed), or "".
    QString edit(const QJsonObject &edited, const QString &text);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    bool setData(const QModelIndex &index, const QVariant &value, int role = Qt::EditRole) override;

signals:
    // An edit was refused: the reason, as the game file would give it.
    void editRefused(const QString &reason);
    // The players or whether they can be edited may have changed (whyNotNow).
    void editableChanged();

private:
    void reset();

    GameDocument *m_doc;
    ApState m_state;
    bool m_valid = false;  // the game's ap object reads without errors
};

} // namespace adj::ui
