// The Help menu: Manual (F1), Keyboard Shortcuts and About, for a main window.
#pragma once

class QMainWindow;
class QMenu;
class QWidget;

namespace adj::ui {

// Adds the Help actions to `menu`; their dialogs open over `window`.
void fillHelpMenu(QMenu *menu, QMainWindow *window);
// The About box: the version, the Qt version and the licence.
void showAbout(QWidget *parent);

} // namespace adj::ui
