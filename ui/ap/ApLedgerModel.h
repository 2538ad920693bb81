// The AP ledger of one round as a tree (docs/rules.md §6, the AP rules): one top row
// per player of the game, in its order, with the AP spent against the round's
// total and each category against its cap; under it the player's spends in
// the order entered, each with its line, action, category, cost and outcome.
// A rejected spend is drawn in red with its reason as the tooltip. The
// numbers are the core's (resolveApRound); the model only shows them.
#pragma once

#include "ap/ApLedger.h"

#include <QAbstractItemModel>
#include <QColor>

namespace adj::ui {

class ApLedgerModel : public QAbstractItemModel
{
    Q_OBJECT
public:
    enum Column { Name, Action, Ap, Combat, Diplomatic, Intrigue, General, Outcome, ColumnCount };
    enum Role {
        SpentRole = Qt::UserRole + 1, // bar cells: the AP spent (int)
        CapRole,        // bar cells: what it is measured against (int; General: what the other categories left)
        BarColourRole,  // bar cells: the category's colour
        RejectedRole,   // bar cells: rejected spends of that player in that category (int)
        LineRole,       // spend rows: the line in the spends text (int)
        CategoryRole,   // spend rows: combat, diplomatic, intrigue, general; "" for an unknown action
        CostRole,       // spend rows: AP spent (int; 0 when rejected)
        DoneRole,       // spend rows: done (true) or rejected (false)
        ReasonRole,     // spend rows: why it was rejected; "" when done
    };

    explicit ApLedgerModel(QObject *parent = nullptr);

    void setRound(const ApRound &round);
    void clear();
    bool hasRound() const { return m_hasRound; }
    const ApRound &round() const { return m_round; }

    // The category a column shows, or nullopt for the other columns.
    static std::optional<ApCategory> columnCategory(int column);
    static int categoryColumn(ApCategory category);
    // The AP a player may still spend in General: the round total less the
    // other categories (General has no cap of its own, docs/rules.md §6).
    static int generalRoom(const ApPlayerLedger &player);
    // The colour of a category's bars and words (none: the round total).
    static QColor categoryColour(std::optional<ApCategory> category);

    QModelIndex index(int row, int column, const QModelIndex &parent = {}) const override;
    QModelIndex parent(const QModelIndex &child) const override;
    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    QVariant playerData(const ApPlayerLedger &player, int column, int role) const;
    QVariant spendData(const ApSpendResult &spend, int column, int role) const;

    ApRound m_round;
    bool m_hasRound = false;
};

} // namespace adj::ui
