// The main window's dialogs, each made as the window makes it, for the tests
// that look at all of them (what a screen reader reads, whether they fit the
// screen): the window has the what-if game open and its turn resolved.
#pragma once

#include "document/GameDocument.h"
#include "edit/AddAreaDialog.h"
#include "gamesettings/GameSettingsDialog.h"
#include "help/ManualDialog.h"
#include "help/ShortcutsDialog.h"
#include "mail/SendDialog.h"
#include "orders/OrdersEditor.h"
#include "orders/OrdersPanel.h"
#include "recovery/RecoveryDialog.h"
#include "setup/NewGameDialog.h"
#include "whatif/WhatIfDialog.h"
#include "widgets/ProblemsDialog.h"
#include "window/MainWindow.h"

#include <functional>

#include "TestSupport.h"
#include "UiTestSupport.h"

namespace adj::test {

// Opens the what-if game in `w` and resolves its turn; false when it fails.
inline bool openResolvedGame(adj::ui::MainWindow &w)
{
    if (!w.openFile(WhatIfGamePath))
        return false;
    w.ordersPanel()->editor()->setPlainText(readText(QStringLiteral(ADJ_DATA_DIR "/whatif/orders.txt")));
    w.ordersPanel()->resolveAction()->trigger();
    return waitForResolve(w.ordersPanel());
}

// Each dialog of the window in turn, deleted after `look`.
inline void forEachDialog(adj::ui::MainWindow &w, const std::function<void(QDialog *)> &look)
{
    using namespace adj::ui;
    const Game &game = w.document()->game();
    const auto show = [&look](QDialog *dialog) {
        look(dialog);
        delete dialog;
    };
    show(w.showGameSettings());
    show(w.showSend());
    show(w.showNewGame(NewGameDialog::Source::Sample));
    show(new WhatIfDialog(w.document(), &w));
    show(new ShortcutsDialog(&w, &w));
    show(new ManualDialog(&w));
    show(new AddAreaDialog(game, &w));
    show(new ProblemsDialog(QStringLiteral("summary"), {}, &w));
    RecoveryInfo copy;
    copy.gameName = game.name;
    show(new RecoveryDialog({copy}, {false}, &w));
}

} // namespace adj::test
