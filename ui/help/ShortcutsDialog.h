// Help > Keyboard Shortcuts: every shortcut of the window, read from its
// actions (never a list of its own): those of the menus, under their menu,
// then any other action of the window that has a shortcut.
#pragma once

#include <QDialog>
#include <QKeySequence>

class QMainWindow;
class QTreeWidget;

namespace adj::ui {

struct ShortcutEntry {
    QString menu;    // "Turn", or "" for an action in no menu
    QString action;  // the action's text without its mnemonic: "Resolve Turn"
    QList<QKeySequence> keys;
};

// The window's actions with a shortcut, in menu order.
QList<ShortcutEntry> windowShortcuts(const QMainWindow *window);

class ShortcutsDialog : public QDialog
{
    Q_OBJECT
public:
    explicit ShortcutsDialog(const QMainWindow *window, QWidget *parent = nullptr);

    // Columns: action, shortcut (several joined by ", "); a top-level item per menu.
    QTreeWidget *tree() const { return m_tree; }

private:
    QTreeWidget *m_tree;
};

} // namespace adj::ui
