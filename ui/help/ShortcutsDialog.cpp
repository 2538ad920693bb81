#include "help/ShortcutsDialog.h"

#include "widgets/ScreenFit.h"

#include <QAction>
#include <QDialogButtonBox>
#include <QHeaderView>
#include <QMainWindow>
#include <QMenu>
#include <QMenuBar>
#include <QSet>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace adj::ui {

namespace {

// "&Resolve Turn" -> "Resolve Turn", "&Open…" -> "Open…" ("&&" stays one "&").
QString plainText(QString text)
{
    text.replace(QStringLiteral("&&"), QStringLiteral("\x01"));
    text.remove(QLatin1Char('&'));
    text.replace(QLatin1Char('\x01'), QLatin1Char('&'));
    return text;
}

void addMenu(QList<ShortcutEntry> &entries, QSet<const QAction *> &seen, const QMenu *menu, const QString &path)
{
    for (QAction *action : menu->actions()) {
        if (action->menu()) {
            addMenu(entries, seen, action->menu(), path + QStringLiteral(" › ") + plainText(action->text()));
            continue;
        }
        seen.insert(action);
        if (!action->isSeparator() && !action->shortcuts().isEmpty())
            entries.append({path, plainText(action->text()), action->shortcuts()});
    }
}

} // namespace

QList<ShortcutEntry> windowShortcuts(const QMainWindow *window)
{
    QList<ShortcutEntry> entries;
    QSet<const QAction *> seen;
    for (QAction *top : window->menuBar()->actions())
        if (top->menu())
            addMenu(entries, seen, top->menu(), plainText(top->text()));
    // Actions outside the menus (a dock's own buttons, window shortcuts).
    for (const QAction *action : window->findChildren<QAction *>()) {
        if (seen.contains(action) || action->shortcuts().isEmpty() || action->menu())
            continue;
        seen.insert(action);
        entries.append({QString(), plainText(action->text()), action->shortcuts()});
    }
    return entries;
}

ShortcutsDialog::ShortcutsDialog(const QMainWindow *window, QWidget *parent)
    : QDialog(parent)
    , m_tree(new QTreeWidget)
{
    setWindowTitle(tr("Keyboard Shortcuts"));
    m_tree->setHeaderLabels({tr("Action"), tr("Shortcut")});
    m_tree->setRootIsDecorated(false);
    m_tree->setObjectName(QStringLiteral("shortcutsTree"));
    m_tree->setAccessibleName(tr("Keyboard shortcuts"));
    const auto heading = [this](const QString &text) {
        auto *item = new QTreeWidgetItem(m_tree, {text});
        QFont bold = item->font(0);
        bold.setBold(true);
        item->setFont(0, bold);
        item->setFirstColumnSpanned(true);
        return item;
    };
    QHash<QString, QTreeWidgetItem *> menus;
    for (const ShortcutEntry &e : windowShortcuts(window)) {
        const QString menu = e.menu.isEmpty() ? tr("Other") : e.menu;
        QTreeWidgetItem *&group = menus[menu];
        if (!group)
            group = heading(menu);
        QStringList keys;
        for (const QKeySequence &k : e.keys)
            keys.append(k.toString(QKeySequence::NativeText));
        new QTreeWidgetItem(group, {e.action, keys.join(QStringLiteral(", "))});
    }
    // The map's own keys (MapKeys.h), which no menu holds.
    QTreeWidgetItem *map = heading(tr("On the map"));
    new QTreeWidgetItem(map, {tr("Select the neighbouring area that way"), tr("Arrow keys")});
    new QTreeWidgetItem(map, {tr("Open the selected area in the Area panel"), tr("Enter")});
    new QTreeWidgetItem(map, {tr("Zoom in, zoom out"), QStringLiteral("+, −")});
    m_tree->expandAll();
    m_tree->header()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_tree);
    layout->addWidget(buttons);
    resizeWithinScreen(this, {520, 600});
}

} // namespace adj::ui
