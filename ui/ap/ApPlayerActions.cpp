#include "ap/ApPlayerActions.h"

#include "ap/ApPlayerEdits.h"
#include "ap/ApPlayersModel.h"
#include "document/GameDocument.h"
#include "widgets/AddDialog.h"

#include <QAbstractItemView>
#include <QAction>
#include <QItemSelectionModel>
#include <QMessageBox>

namespace adj::ui {

ApPlayerActions::ApPlayerActions(GameDocument *doc, ApPlayersModel *model, QAbstractItemView *table,
                                 QWidget *dialogParent)
    : QObject(dialogParent), m_doc(doc), m_model(model), m_table(table), m_parent(dialogParent)
{
    m_add = new QAction(tr("Add AP &Player…"), this);
    m_add->setObjectName(QStringLiteral("addApPlayerAction"));
    m_add->setToolTip(tr("Add a player to the forum game, last, with no attributes and no money (undoable)"));
    m_remove = new QAction(tr("Remove AP Player"), this);
    m_remove->setObjectName(QStringLiteral("removeApPlayerAction"));
    m_remove->setToolTip(tr("Remove the selected player and the numbered accounts it owns (undoable)"));
    connect(m_add, &QAction::triggered, this, &ApPlayerActions::showAddDialog);
    connect(m_remove, &QAction::triggered, this, &ApPlayerActions::removeSelected);
    // The model follows every change that matters (the game, its ap object,
    // the state viewed, the resolution).
    connect(m_model, &ApPlayersModel::editableChanged, this, &ApPlayerActions::updateActions);
    if (m_table->selectionModel())
        connect(m_table->selectionModel(), &QItemSelectionModel::selectionChanged, this, &ApPlayerActions::updateActions);
    updateActions();
}

void ApPlayerActions::updateActions()
{
    const bool now = m_model->whyNotNow().isEmpty();
    m_add->setEnabled(now);
    m_remove->setEnabled(now && selectedRow() >= 0);
}

int ApPlayerActions::selectedRow() const
{
    const QModelIndexList rows = m_table->selectionModel() ? m_table->selectionModel()->selectedRows() : QModelIndexList();
    return rows.isEmpty() ? -1 : rows.first().row();
}

QString ApPlayerActions::addPlayer(const QString &name, const QString &email)
{
    ApPlayer p;
    p.name = name.trimmed();
    p.email = email.trimmed();
    return m_model->edit(withApPlayer(m_doc->game().ap, p), tr("Add AP player %1").arg(p.name));
}

QString ApPlayerActions::removePlayer(const QString &name)
{
    const int index = m_model->state().playerIndex(name);
    if (index < 0)
        return tr("there is no AP player %1").arg(name);
    return m_model->edit(withoutApPlayer(m_doc->game().ap, index),
                         tr("Remove AP player %1").arg(m_model->state().players[index].name));
}

void ApPlayerActions::showAddDialog()
{
    adj::ui::showAddDialog(m_parent, QStringLiteral("addApPlayerDialog"), tr("Add AP Player"),
                  {{tr("&Name:"), QStringLiteral("apPlayerName")},
                   {tr("&E-mail:"), QStringLiteral("apPlayerEmail"), tr("optional: where noteboard messages go")}},
                  [this](const QStringList &texts) { return addPlayer(texts[0], texts[1]); });
}

void ApPlayerActions::removeSelected()
{
    const int row = selectedRow();
    if (row < 0 || row >= m_model->state().players.size())
        return;
    const ApState &state = m_model->state();
    const QString name = state.players[row].name;
    QStringList accounts;
    for (const ApAccount &a : state.accounts)
        if (state.playerIndex(a.owner) == row)
            accounts.append(tr("#%1 (balance %2)").arg(a.number).arg(a.balance));
    if (!accounts.isEmpty()) {
        const auto answer = QMessageBox::question(
            m_parent, tr("Remove %1?").arg(name),
            tr("%1 owns the numbered account(s) %2, which are removed too. Undo brings them back.")
                .arg(name, accounts.join(QStringLiteral(", "))),
            QMessageBox::Yes | QMessageBox::Cancel, QMessageBox::Cancel);
        if (answer != QMessageBox::Yes)
            return;
    }
    if (const QString why = removePlayer(name); !why.isEmpty())
        emit refused(why);
}

} // namespace adj::ui
