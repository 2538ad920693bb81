// Add Nation… and Remove Nation for the Nations table, each one
// undoable command on the document's undo stack (GameDocument::editGame):
// - Add Nation… asks for a code and a name; the nation comes last in the
//   processing order with nothing on the map. What the game file would refuse
//   (a code that is not 2 or 3 of A-Z and 0-9, a code already used) is
//   refused with its reason and the dialog stays open.
// - Remove Nation removes the nation selected in the table. A nation that
//   owns nothing goes at once; one that owns areas is asked about first, and
//   its areas become neutral (model/NationEdits.h says what stays).
// Only the current game is edited (not a replay step or an earlier turn), and
// not while a resolved turn is open: accept or discard it first.
#pragma once

#include <QObject>
#include <QString>

class QAbstractItemView;
class QAction;
class QWidget;

namespace adj::ui {

class GameDocument;

class NationActions : public QObject
{
    Q_OBJECT
public:
    // `table` shows the nations (NationsModel, possibly through a proxy):
    // its selected row is the nation Remove Nation removes.
    NationActions(GameDocument *doc, QAbstractItemView *table, QWidget *dialogParent);

    QAction *addAction() const { return m_add; }
    QAction *removeAction() const { return m_remove; }

    // Without dialogs: each returns why it was refused, or "".
    QString addNation(const QString &code, const QString &name);
    QString removeNation(const QString &code);
    // Why the game cannot have nations added or removed now, or "".
    QString whyNotNow() const;

public slots:
    // The dialog for a code and a name (open; closed when the nation is added).
    void showAddDialog();
    // Removes the selected nation, asking first when it owns anything.
    void removeSelected();

signals:
    // A refusal to show (the window's status bar).
    void refused(const QString &reason);

private:
    QString selectedNation() const;
    void updateActions();

    GameDocument *m_doc;
    QAbstractItemView *m_table;
    QWidget *m_parent;
    QAction *m_add, *m_remove;
};

} // namespace adj::ui
