#include "help/HelpMenu.h"

#include "help/ManualDialog.h"
#include "help/ShortcutsDialog.h"

#include <QAction>
#include <QApplication>
#include <QCoreApplication>
#include <QMainWindow>
#include <QMenu>
#include <QMessageBox>
#include <QPointer>

namespace adj::ui {

namespace {

struct HelpMenuTr {
    Q_DECLARE_TR_FUNCTIONS(adj::ui::HelpMenu)
};

// One manual per window, raised again when asked for a second time.
void showManual(QMainWindow *window)
{
    auto *manual = window->findChild<ManualDialog *>();
    if (!manual) {
        manual = new ManualDialog(window);
        manual->setAttribute(Qt::WA_DeleteOnClose);
    }
    manual->show();
    manual->raise();
    manual->activateWindow();
}

void showShortcuts(QMainWindow *window)
{
    auto *dialog = new ShortcutsDialog(window, window);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->show();
}

} // namespace

void fillHelpMenu(QMenu *menu, QMainWindow *window)
{
    QAction *manual = menu->addAction(HelpMenuTr::tr("&Manual"), window, [window] { showManual(window); });
    manual->setShortcut(QKeySequence::HelpContents);
    manual->setObjectName(QStringLiteral("manualAction"));
    QAction *shortcuts = menu->addAction(HelpMenuTr::tr("&Keyboard Shortcuts"), window, [window] { showShortcuts(window); });
    shortcuts->setObjectName(QStringLiteral("shortcutsAction"));
    menu->addSeparator();
    QAction *about = menu->addAction(HelpMenuTr::tr("&About Adjutant"), window, [window] { showAbout(window); });
    about->setMenuRole(QAction::AboutRole);
    about->setObjectName(QStringLiteral("aboutAction"));
}

void showAbout(QWidget *parent)
{
    QMessageBox::about(parent, HelpMenuTr::tr("About Adjutant"),
                       HelpMenuTr::tr("<b>Adjutant</b> %1<br>A workstation for the moderator of play-by-email strategy games."
                              "<br><br>Built with Qt %2, running on Qt %3."
                              "<br><br>Adjutant is free software under the GNU General Public License, version 3 "
                              "or (at your option) any later version (GPL-3.0-or-later). It comes with "
                              "ABSOLUTELY NO WARRANTY.")
                           .arg(QApplication::applicationVersion(), QStringLiteral(QT_VERSION_STR),
                                QString::fromLatin1(qVersion())));
}

} // namespace adj::ui
