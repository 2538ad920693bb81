// Add AP Player… and Remove AP Player for the AP Ledger's players table,
// each one undoable command on the document's undo stack
// (ApPlayersModel::edit):
// - Add AP Player… asks for a name (and an e-mail); the player comes last
//   with no attributes and no money, to be filled in in the table. A name
//   the game file would refuse (empty, or another player's in any case) is
//   refused with its reason and the dialog stays open.
// - Remove AP Player removes the player selected in the table, asking first
//   when it owns numbered accounts, which go with it.
// Only in the current game, as every edit.
#pragma once

#include <QObject>
#include <QString>

class QAbstractItemView;
class QAction;
class QWidget;

namespace adj::ui {

class ApPlayersModel;
class GameDocument;

class ApPlayerActions : public QObject
{
    Q_OBJECT
public:
    ApPlayerActions(GameDocument *doc, ApPlayersModel *model, QAbstractItemView *table, QWidget *dialogParent);

    QAction *addAction() const { return m_add; }
    QAction *removeAction() const { return m_remove; }

    // Without dialogs: each returns why it was refused, or "".
    QString addPlayer(const QString &name, const QString &email = QString());
    QString removePlayer(const QString &name);

public slots:
    void showAddDialog();
    void removeSelected();

signals:
    // A refusal to show (the window's status bar).
    void refused(const QString &reason);

private:
    int selectedRow() const;
    void updateActions();

    GameDocument *m_doc;
    ApPlayersModel *m_model;
    QAbstractItemView *m_table;
    QWidget *m_parent;
    QAction *m_add, *m_remove;
};

} // namespace adj::ui
