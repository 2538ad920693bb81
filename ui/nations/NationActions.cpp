#include "nations/NationActions.h"

#include "document/GameDocument.h"
#include "model/Holdings.h"
#include "model/NationEdits.h"
#include "nations/NationsModel.h"
#include "widgets/AddDialog.h"

#include <QAbstractItemView>
#include <QAction>
#include <QItemSelectionModel>
#include <QMessageBox>
#include <QPushButton>

namespace adj::ui {

NationActions::NationActions(GameDocument *doc, QAbstractItemView *table, QWidget *dialogParent)
    : QObject(dialogParent), m_doc(doc), m_table(table), m_parent(dialogParent)
{
    m_add = new QAction(tr("&Add Nation…"), this);
    m_add->setObjectName(QStringLiteral("addNationAction"));
    m_add->setStatusTip(tr("Add a nation to the game, last in the processing order"));
    m_remove = new QAction(tr("Re&move Nation"), this);
    m_remove->setObjectName(QStringLiteral("removeNationAction"));
    m_remove->setStatusTip(tr("Remove the nation selected in the Nations table; its areas become neutral"));
    connect(m_add, &QAction::triggered, this, &NationActions::showAddDialog);
    connect(m_remove, &QAction::triggered, this, &NationActions::removeSelected);
    connect(m_doc, &GameDocument::viewChanged, this, &NationActions::updateActions);
    connect(m_doc, &GameDocument::gameReset, this, &NationActions::updateActions);
    connect(m_doc, &GameDocument::resolutionChanged, this, &NationActions::updateActions);
    if (m_table->selectionModel())
        connect(m_table->selectionModel(), &QItemSelectionModel::selectionChanged, this, &NationActions::updateActions);
    updateActions();
}

QString NationActions::whyNotNow() const
{
    if (m_doc->view() != GameDocument::View::Current)
        return tr("only the current game can be changed, not a replay step or an earlier turn");
    if (m_doc->hasOpenResolution())
        return tr("turn %1 is resolved: accept or discard it first").arg(m_doc->resolution()->before.turn);
    return {};
}

void NationActions::updateActions()
{
    const bool now = whyNotNow().isEmpty();
    m_add->setEnabled(now && !m_doc->isEmpty());
    m_remove->setEnabled(now && !selectedNation().isEmpty());
}

QString NationActions::selectedNation() const
{
    const QModelIndexList rows = m_table->selectionModel() ? m_table->selectionModel()->selectedRows() : QModelIndexList();
    return rows.isEmpty() ? QString() : rows.first().data(NationsModel::CodeRole).toString();
}

QString NationActions::addNation(const QString &code, const QString &name)
{
    if (QString why = whyNotNow(); !why.isEmpty())
        return why;
    Nation n;
    n.code = code.trimmed();
    n.name = name.trimmed();
    if (n.name.isEmpty())
        return tr("name: the nation needs a name");
    return m_doc->editGame(withNation(m_doc->game(), n), tr("Add nation %1 (%2)").arg(n.code, n.name));
}

QString NationActions::removeNation(const QString &code)
{
    if (QString why = whyNotNow(); !why.isEmpty())
        return why;
    if (!m_doc->game().nation(code))
        return tr("there is no nation %1").arg(code);
    return m_doc->editGame(withoutNation(m_doc->game(), code), tr("Remove nation %1").arg(code));
}

void NationActions::showAddDialog()
{
    adj::ui::showAddDialog(m_parent, QStringLiteral("addNationDialog"), tr("Add Nation"),
                  {{tr("&Code:"), QStringLiteral("nationCode"), tr("2 or 3 of A-Z, 0-9"), 3, true},
                   {tr("&Name:"), QStringLiteral("nationName")}},
                  [this](const QStringList &texts) { return addNation(texts[0], texts[1]); });
}

void NationActions::removeSelected()
{
    const QString code = selectedNation();
    const Nation *n = m_doc->game().nation(code);
    if (!n)
        return;
    const Holdings h = holdingsOf(m_doc->game(), code);
    if (h.areas > 0) {
        QMessageBox box(QMessageBox::Question, tr("Remove %1?").arg(n->name),
                        tr("Areas owned by %1 (%2): %3 · armies in them: %4 · ships: %5")
                            .arg(n->name, code).arg(h.areas).arg(h.armies).arg(h.ships),
                        QMessageBox::Cancel, m_parent);
        box.setObjectName(QStringLiteral("removeNation"));
        box.setInformativeText(tr("Its areas become neutral. Armies on land and in cities stay there, neutral; "
                                  "ships leave the sea with the armies aboard (a neutral sea holds no ships). "
                                  "Undo brings it all back."));
        QPushButton *remove = box.addButton(tr("Remove and Leave Neutral"), QMessageBox::AcceptRole);
        box.setDefaultButton(QMessageBox::Cancel);
        box.exec();
        if (box.clickedButton() != remove)
            return;
    }
    if (const QString why = removeNation(code); !why.isEmpty())
        emit refused(why);
}

} // namespace adj::ui
