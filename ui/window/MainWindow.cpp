#include "window/MainWindow.h"

#include "ap/ApLedgerPanel.h"
#include "area/AreaPanel.h"
#include "charts/ChartsPanel.h"
#include "document/GameCourse.h"
#include "document/GameDocument.h"
#include "document/GameFile.h"
#include "document/GameFileActions.h"
#include "document/ProblemsModel.h"
#include "edit/MapEditor.h"
#include "gamesettings/GameSettingsDialog.h"
#include "help/HelpMenu.h"
#include "history/HistoryPanel.h"
#include "mail/TurnInboxDock.h"
#include "mail/SendDialog.h"
#include "report/TurnReports.h"
#include "map/MapFind.h"
#include "map/MapLegend.h"
#include "map/MapView.h"
#include "model/GameJson.h"
#include "nations/NationActions.h"
#include "nations/NationsModel.h"
#include "nations/NationsView.h"
#include "orders/OrdersPanel.h"
#include "recovery/RecoveryKeeper.h"
#include "replay/ReplayPanel.h"
#include "ruleset/Ruleset.h"
#include "settings/Settings.h"
#include "sheets/TurnSheetDialogs.h"
#include "whatif/RerunDialog.h"
#include "whatif/WhatIfDialog.h"
#include "widgets/Announcer.h"
#include "widgets/Tones.h"

#include <QAction>
#include <QApplication>
#include <QCloseEvent>
#include <QDir>
#include <QDockWidget>
#include <QFileInfo>
#include <QLabel>
#include <QMenuBar>
#include <QScreen>
#include <QScrollArea>
#include <QStatusBar>
#include <QUndoStack>
#include <QUndoView>

namespace adj::ui {

namespace {
} // namespace

MainWindow::MainWindow(QWidget *parent)
    : QMainWindow(parent)
    , m_doc(new GameDocument(this))
    , m_map(new MapView(m_doc))
    , m_areaPanel(new AreaPanel(m_doc))
    , m_nations(new NationsModel(m_doc, this))
    , m_nationsView(new NationsView(m_nations))
    , m_counts(new QLabel)
    , m_turnStatus(new QLabel)
{
    createStartPage();
    m_find = new MapFind(m_map);
    // The details panel runs the full height; the nations table sits under the map.
    setCorner(Qt::BottomRightCorner, Qt::RightDockWidgetArea);
    setCorner(Qt::TopRightCorner, Qt::RightDockWidgetArea);
    createDocks();
    createActions();
    createChartsAndNations();
    m_turnStatus->setObjectName(QStringLiteral("turnStatus"));
    statusBar()->addPermanentWidget(m_turnStatus);
    statusBar()->addPermanentWidget(m_counts);
    m_counts->setObjectName(QStringLiteral("mapCounts"));
    // A message gets the map's counts' room while it shows, and is whole in
    // the status bar's tooltip should it still not fit.
    // A screen reader is told each message too (Announcer).
    auto *announcer = new Announcer(statusBar());
    connect(statusBar(), &QStatusBar::messageChanged, this, [this, announcer](const QString &message) {
        m_counts->setVisible(message.isEmpty());
        statusBar()->setToolTip(message);
        announcer->announce(message);
    });
    connect(m_doc, &GameDocument::ordersChecked, this, &MainWindow::updateTurnStatus);
    connect(m_doc, &GameDocument::gameReset, this, &MainWindow::updateTurnStatus);

    connect(m_areaPanel, &AreaPanel::areaActivated, this, [this](const QString &code) { m_map->selectArea(code, true); });
    connect(m_fileActions->file(), &GameFile::historyChanged, this, &MainWindow::updateTitle);  // a roll-back confirmed
    connect(m_doc, &GameDocument::gameReset, this, [this] {
        updateTitle();
        updateStatus();
        m_nationsView->resizeColumnsToContents();
    });
    connect(m_doc, &GameDocument::areaChanged, this, &MainWindow::updateStatus);
    connect(m_doc, &GameDocument::mapChanged, this, &MainWindow::updateStatus);
    connect(m_doc, &GameDocument::viewChanged, this, &MainWindow::updateStatus);
    connect(m_doc, &GameDocument::gameFieldChanged, this, &MainWindow::updateTitle);
    connect(m_doc, &GameDocument::filePathChanged, this, &MainWindow::updateTitle);
    connect(m_doc, &GameDocument::modifiedChanged, this, &QWidget::setWindowModified);

    // Sized to the screen it opens on: 1400×900 at the most on a first start;
    // a geometry saved on a larger screen is brought back onto this one.
    const QRect available = screen()->availableGeometry();
    if (restoreGeometry(settings::windowGeometry.value()))
        setGeometry(fittedGeometry(geometry(), available));
    else
        setGeometry(fittedGeometry(QRect(QPoint(), QSize(1400, 900)).translated(available.center() - QPoint(700, 450)),
                                   available));
    if (!restoreState(settings::windowState.value())) {
        // First start, once the window has its size: the map gets most of the
        // height, the nations table enough for a dozen rows; the left side
        // room for the Turn Inbox's columns.
        if (auto *nations = findChild<QDockWidget *>(QStringLiteral("nationsDock")))
            resizeDocks({nations}, {240}, Qt::Vertical);
        if (auto *orders = findChild<QDockWidget *>(QStringLiteral("ordersDock")))
            resizeDocks({orders}, {440}, Qt::Horizontal);
    }
    updateTitle();
    updateStatus();
    showStartPage();  // no game open yet
}

QRect MainWindow::fittedGeometry(const QRect &wanted, const QRect &available)
{
    // Room for the window frame and title bar, which geometry() leaves out.
    const QRect room = available.adjusted(0, 32, 0, 0).marginsRemoved(QMargins(4, 0, 4, 4));
    QRect r(wanted.topLeft(), wanted.size().boundedTo(room.size()));
    r.moveLeft(std::clamp(r.left(), room.left(), room.right() - r.width() + 1));
    r.moveTop(std::clamp(r.top(), room.top(), room.bottom() - r.height() + 1));
    return r;
}

void MainWindow::createDocks()
{
    auto *scroll = new QScrollArea;
    scroll->setWidget(m_areaPanel);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setMinimumWidth(280);
    QDockWidget *area = addPanel(tr("Area"), QStringLiteral("areaDock"), scroll, Qt::RightDockWidgetArea);
    connect(m_map, &MapView::areaOpened, this, [this, area] {
        area->show();
        area->raise();
        m_areaPanel->takeFocus();
    });
    // The legend in a dock of its own under the Area panel: it never covers the map.
    m_map->setLegendDocked(true);
    auto *legendScroll = new QScrollArea;
    legendScroll->setWidget(m_map->legend());
    legendScroll->setFrameShape(QFrame::NoFrame);
    m_map->legend()->show();
    QDockWidget *legend = addPanel(tr("Legend"), QStringLiteral("legendDock"), legendScroll, Qt::RightDockWidgetArea);
    legend->setMinimumHeight(120);

    connect(m_nations, &NationsModel::editRefused, this, &MainWindow::showRefusal);
    QDockWidget *nations = addPanel(tr("Nations"), QStringLiteral("nationsDock"), m_nationsView, Qt::BottomDockWidgetArea);
    nations->setMinimumHeight(160);

    auto *history = new QUndoView(m_doc->undoStack());
    history->setEmptyLabel(tr("<opened>"));
    addPanel(tr("Edit History"), QStringLiteral("historyDock"), history, Qt::RightDockWidgetArea)->hide();

    // Order entry and the replay share the left side, full height; resolving
    // a turn brings the replay to the front.
    setCorner(Qt::TopLeftCorner, Qt::LeftDockWidgetArea);
    setCorner(Qt::BottomLeftCorner, Qt::LeftDockWidgetArea);
    m_ordersPanel = new OrdersPanel(m_doc);
    m_replayPanel = new ReplayPanel(m_doc, m_map);
    QDockWidget *orders = addPanel(tr("Orders"), QStringLiteral("ordersDock"), m_ordersPanel, Qt::LeftDockWidgetArea);
    QDockWidget *replay = addPanel(tr("Replay"), QStringLiteral("replayDock"), m_replayPanel, Qt::LeftDockWidgetArea);
    tabifyDockWidget(orders, replay);
    orders->raise();
    // Orders imported while another tab is in front: the Orders dock comes
    // forward and the status bar says what came in.
    connect(m_ordersPanel, &OrdersPanel::imported, this, [this, orders](int files, int problems) {
        orders->show();
        orders->raise();
        statusBar()->showMessage(tr("Imported %n orders file(s)", nullptr, files) + QStringLiteral(": ")
                                     + (problems ? tr("%n problem(s) to look at", nullptr, problems) : tr("no problems")),
                                 8000);
    });
    // A turn resolved (or an accept undone): the replay comes to the front.
    connect(m_doc, &GameDocument::resolutionChanged, this, [this, replay] {
        if (m_doc->hasOpenResolution()) {
            replay->show();
            replay->raise();
        }
    });

    // The AP ledger, under the map for games with action points (docs/rules.md §6).
    m_apPanel = new ApLedgerPanel(m_doc);
    connect(m_apPanel, &ApLedgerPanel::refused, this, &MainWindow::showRefusal);
    QDockWidget *ap = addPanel(tr("AP Ledger"), QStringLiteral("apLedgerDock"), m_apPanel, Qt::BottomDockWidgetArea);
    tabifyDockWidget(nations, ap);
    ap->hide();
    connect(m_doc, &GameDocument::gameReset, ap, [this, ap, hadAp = false]() mutable {
        const bool hasAp = !m_doc->game().ap.isEmpty();
        if (hasAp != hadAp) {
            ap->setVisible(hasAp);
            if (hasAp) {
                ap->raise();
                // Once the dock is laid out: room for the text and the bars.
                QMetaObject::invokeMethod(this, [this, ap] { resizeDocks({ap}, {400}, Qt::Vertical); }, Qt::QueuedConnection);
            }
        }
        hadAp = hasAp;
    });
    // The game file (*.adjutant) and its turns, beside the area details.
    m_fileActions = new GameFileActions(m_doc, this);
    m_historyPanel = new HistoryPanel(m_fileActions->file(), m_map);
    QDockWidget *turns = addPanel(tr("History"), QStringLiteral("turnHistoryDock"), m_historyPanel, Qt::RightDockWidgetArea);
    tabifyDockWidget(findChild<QDockWidget *>(QStringLiteral("areaDock")), turns);
    findChild<QDockWidget *>(QStringLiteral("areaDock"))->raise();
    // An earlier turn on the map is read-only: no area edits meanwhile.
    // A resolved turn from the history, replayed read-only in the same replay.
    connect(m_historyPanel, &HistoryPanel::replayRequested, this, [this, replay](const TurnRecord &record) {
        m_doc->setHistoryTurn(record);
        replay->show();
        replay->raise();
    });
    // A ruling revisited from a turn of the history.
    connect(m_historyPanel, &HistoryPanel::rerunRequested, this, [this](int turn) {
        auto *dialog = new RerunDialog(m_fileActions->file(), turn, m_map, this);
        dialog->setAttribute(Qt::WA_DeleteOnClose);
        // Send Errata…: Mail's Send dialog; after Game Settings (no moderator's address yet) again.
        connect(dialog, &RerunDialog::errataToSend, this, [this, dialog] {
            openSend(new SendDialog(m_doc->game(), dialog->errataBatch(), m_fileActions->file(), this),
                     [dialog = QPointer<RerunDialog>(dialog)] {
                         if (dialog)
                             emit dialog->errataToSend();
                     });
        });
        dialog->show();
    });
    // The Turn Inbox beside the orders: the mail the turn's orders come from.
    m_inboxDock = new TurnInboxDock(m_doc, m_fileActions->file());
    QDockWidget *inbox = addPanel(tr("Turn Inbox"), QStringLiteral("turnInboxDock"), m_inboxDock, Qt::LeftDockWidgetArea);
    tabifyDockWidget(replay, inbox);
    findChild<QDockWidget *>(QStringLiteral("ordersDock"))->raise();
    connect(m_inboxDock->importAction(), &QAction::triggered, inbox, [inbox] {
        inbox->show();
        inbox->raise();
    });
    connect(m_inboxDock, &TurnInboxDock::ordersTaken, this, &MainWindow::takeMailOrders);
    connect(m_inboxDock, &TurnInboxDock::sendRequested, this, &MainWindow::showBatch);
    connect(m_fileActions, &GameFileActions::saved, this, [this](const QString &path) {
        addRecentFile(path);
        statusBar()->showMessage(tr("Saved %1").arg(QFileInfo(path).fileName()), 5000);
    });
}

void MainWindow::createChartsAndNations()
{
    // Charts under the map, beside the Nations table: the same nations, over the turns.
    m_chartsPanel = new ChartsPanel(m_fileActions->file()->course());
    m_replayPanel->setEarlierTurns([this] { return m_fileActions->file()->course()->currentGames(); });
    QDockWidget *charts = addPanel(tr("Charts"), QStringLiteral("chartsDock"), m_chartsPanel, Qt::BottomDockWidgetArea);
    tabifyDockWidget(findChild<QDockWidget *>(QStringLiteral("nationsDock")), charts);
    findChild<QDockWidget *>(QStringLiteral("nationsDock"))->raise();

    m_nationActions = new NationActions(m_doc, m_nationsView, this);
    QMenu *edit = findChild<QMenu *>(QStringLiteral("editMenu"));
    edit->addSeparator();
    edit->addActions({m_nationActions->addAction(), m_nationActions->removeAction()});
    m_nationsView->setContextMenuPolicy(Qt::ActionsContextMenu);
    m_nationsView->addActions({m_nationActions->addAction(), m_nationActions->removeAction()});
    connect(m_nationActions, &NationActions::refused, this, &MainWindow::showRefusal);
}

void MainWindow::showRefusal(const QString &reason)
{
    statusBar()->showMessage(tr("Not changed: %1").arg(reason), 8000);
}

QDockWidget *MainWindow::addPanel(const QString &title, const QString &objectName, QWidget *panel,
                                  Qt::DockWidgetArea area)
{
    auto *dock = new QDockWidget(title, this);
    dock->setObjectName(objectName);
    if (panel->accessibleName().isEmpty())
        panel->setAccessibleName(title);  // a reader names a dock's one control by the dock
    dock->setWidget(panel);
    addDockWidget(area, dock);
    if (m_viewMenu)
        m_viewMenu->addAction(dock->toggleViewAction());
    return dock;
}

void MainWindow::createActions()
{
    QMenu *file = menuBar()->addMenu(tr("&File"));
    QAction *newGame = file->addAction(tr("&New…"), this, [this] { showNewGame(NewGameDialog::Source::Sample); });
    newGame->setShortcut(QKeySequence::New);
    QAction *open = file->addAction(tr("&Open…"), this, &MainWindow::open);
    open->setShortcut(QKeySequence::Open);
    open->setObjectName(QStringLiteral("openAction"));
    m_recentMenu = file->addMenu(tr("Open &Recent"));
    connect(m_recentMenu, &QMenu::aboutToShow, this, &MainWindow::fillRecentMenu);
    QAction *games = file->addAction(tr("&Games…"), this, &MainWindow::showStartPage);
    games->setObjectName(QStringLiteral("gamesAction"));
    games->setShortcut(tr("Ctrl+Shift+G"));
    games->setToolTip(tr("The recent game files and where each one's turn stands"));
    file->addSeparator();
    file->addAction(m_fileActions->saveAction());
    file->addAction(m_fileActions->saveAsAction());
    file->addAction(tr("Save As &JSON…"), this, &MainWindow::saveAsJson);
    QAction *pages = file->addAction(tr("Export Game &Web Pages…"), this, &MainWindow::exportGamePages);
    pages->setObjectName(QStringLiteral("exportPagesAction"));
    pages->setToolTip(tr("The game's own web pages, as the game file holds it: the standings, and each accepted turn's "
                         "map, report and battles"));
    file->addAction(m_fileActions->checkAction());
    m_keepRecovery = file->addAction(tr("&Keep a Recovery Copy"));
    m_keepRecovery->setObjectName(QStringLiteral("keepRecoveryAction"));
    m_keepRecovery->setCheckable(true);
    m_keepRecovery->setChecked(settings::keepRecovery.value());
    m_keepRecovery->setToolTip(tr("Keeps the unsaved work a few seconds after each change, to be recovered "
                                  "should Adjutant end without saving it"));
    // Noticed while the window works on: said at once, asked about at the next save.
    connect(m_fileActions->file(), &GameFile::changedOnDisk, this, [this] {
        statusBar()->showMessage(tr("%1 was changed on disk by someone else: File › Save will ask whether to reload "
                                    "it or to save the work here as a new file.")
                                     .arg(QFileInfo(m_fileActions->file()->path()).fileName()));
    });
    connect(m_keepRecovery, &QAction::toggled, this, [this](bool on) {
        settings::keepRecovery.set(on);
        if (m_recovery)
            m_recovery->setEnabled(on);
    });
    file->addSeparator();
    file->addAction(m_ordersPanel->importAction());
    file->addAction(m_apPanel->importAction());
    file->addAction(tr("Import &Map…"), this, [this] { showNewGame(NewGameDialog::Source::Sheets); });
    file->addAction(m_replayPanel->exportAction());
    QAction *printAll = file->addAction(tr("Print Repor&ts…"), this, [this] {
        if (m_doc->resolution())
            printReports(m_doc->resolution()->before, m_doc->resolution()->resolution, m_fileActions->file()->course()->currentGames(), this);
    });
    printAll->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_P));
    printAll->setToolTip(tr("Print the game report and every nation's report, each from a new page"));
    printAll->setEnabled(false);
    connect(m_doc, &GameDocument::resolutionChanged, printAll,
            [this, printAll] { printAll->setEnabled(m_doc->resolution().has_value()); });
    QAction *print = file->addAction(tr("&Print Turn Sheets…"), this, [this] { printTurnSheets(m_doc->game(), this); });
    print->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_P));
    file->addAction(tr("E&xport Turn Sheets as PDF…"), this, [this] {
        const QString path = exportTurnSheetsPdf(m_doc->game(), m_doc->filePath(), this);
        if (!path.isEmpty())
            statusBar()->showMessage(tr("Turn sheets written to %1").arg(QDir::toNativeSeparators(path)), 5000);
    });
    file->addSeparator();
    QAction *quit = file->addAction(tr("&Quit"), this, &QWidget::close);
    quit->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Q));
    quit->setMenuRole(QAction::QuitRole);

    QMenu *edit = menuBar()->addMenu(tr("&Edit"));
    edit->setObjectName(QStringLiteral("editMenu"));
    QAction *undo = m_doc->undoStack()->createUndoAction(this, tr("&Undo"));
    undo->setObjectName(QStringLiteral("undoAction"));
    // The keys as written, not the platform's lists: Qt's X11 Undo adds F14, a
    // key of Sun keyboards that Help › Keyboard Shortcuts would then offer.
    undo->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Z));
    QAction *redo = m_doc->undoStack()->createRedoAction(this, tr("&Redo"));
    redo->setObjectName(QStringLiteral("redoAction"));
    redo->setShortcuts({QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z), QKeySequence(Qt::CTRL | Qt::Key_Y)});
    edit->addAction(undo);
    edit->addAction(redo);
    edit->addSeparator();
    // Ctrl+F: find an area or a nation on the map (MapFind).
    QAction *find = edit->addAction(tr("&Find Area or Nation…"), m_find, &MapFind::open);
    find->setShortcut(QKeySequence::Find);
    find->setObjectName(QStringLiteral("findAction"));

    m_viewMenu = menuBar()->addMenu(tr("&View"));
    QAction *zoomIn = m_viewMenu->addAction(tr("Zoom &In"), m_map, &MapView::zoomIn);
    zoomIn->setShortcuts({QKeySequence(Qt::CTRL | Qt::Key_Plus), QKeySequence(Qt::CTRL | Qt::Key_Equal)});
    QAction *zoomOut = m_viewMenu->addAction(tr("Zoom &Out"), m_map, &MapView::zoomOut);
    zoomOut->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Minus));
    QAction *fit = m_viewMenu->addAction(tr("&Fit Map"), m_map, &MapView::fitAll);
    fit->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_0));
    m_viewMenu->addSeparator();
    for (QDockWidget *dock : findChildren<QDockWidget *>())
        m_viewMenu->addAction(dock->toggleViewAction());

    addMapMenu();

    QMenu *turn = menuBar()->addMenu(tr("&Turn"));
    turn->addAction(m_ordersPanel->resolveAction());
    turn->addSeparator();
    turn->addActions({m_replayPanel->firstAction(), m_replayPanel->backAction(), m_replayPanel->forwardAction(),
                      m_replayPanel->lastAction()});
    turn->addActions({m_replayPanel->previousBattleAction(), m_replayPanel->nextBattleAction()});
    turn->addSeparator();
    turn->addAction(m_replayPanel->acceptAction());
    turn->addSeparator();
    turn->addAction(m_apPanel->applyAction());
    turn->addSeparator();
    QAction *whatIf = turn->addAction(tr("&What If…"), this, [this] {
        auto *dialog = new WhatIfDialog(m_doc, this);
        dialog->setAttribute(Qt::WA_DeleteOnClose);
        dialog->show();
    });
    whatIf->setObjectName(QStringLiteral("whatIfAction"));
    whatIf->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_W));

    createMailMenu();
    fillHelpMenu(menuBar()->addMenu(tr("&Help")), this);
}

void MainWindow::addMapMenu()
{
    // Map editing and the board (edit/MapEditor); a refused edit says why in the status bar.
    auto *editor = new MapEditor(m_doc, m_map, this);
    connect(editor, &MapEditor::message, this, [this](const QString &text) { statusBar()->showMessage(text); });
    editor->fillMenu(menuBar()->addMenu(tr("&Map")));
}

void MainWindow::takeMailOrders(const QString &orders, int nations)
{
    if (nations)
        m_ordersPanel->appendOrders(tr("# ---- from the players' mail ----\n") + orders);
    statusBar()->showMessage(tr("Orders of %n nation(s) taken from the mail", nullptr, nations), 5000);
}

SendDialog *MainWindow::showSend()
{
    if (!m_doc->resolution())
        return nullptr;
    return openSend(new SendDialog(m_doc->resolution()->before, m_doc->resolution()->resolution,
                                   m_fileActions->file()->course()->currentGames(), m_fileActions->file(), this),
                    [this] { showSend(); });
}

SendDialog *MainWindow::showBatch(const MailBatch &batch, QAction *again)
{
    return openSend(new SendDialog(m_doc->game(), batch, m_fileActions->file(), this), [again] { again->trigger(); });
}

SendDialog *MainWindow::openSend(SendDialog *dialog, const std::function<void()> &again)
{
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    // No moderator's address yet: Game Settings, then the same mail built again.
    connect(
        dialog, &SendDialog::gameSettingsRequested, this,
        [this, dialog, again] {
            dialog->close();
            // Once Game Settings is closed: Send Reports makes its pictures in a loop of its own.
            connect(showGameSettings(), &QDialog::accepted, this, again, Qt::QueuedConnection);
        },
        Qt::QueuedConnection);  // once Send's question is closed
    dialog->open();
    return dialog;
}

NewGameDialog *MainWindow::showNewGame(NewGameDialog::Source source)
{
    auto *dialog = new NewGameDialog(this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setSource(source);
    connect(dialog, &QDialog::accepted, this, [this, dialog] {
        if (!dialog->game() || !maybeDiscardChanges())
            return;
        m_doc->startNew(*dialog->game());
        statusBar()->showMessage(tr("New game %1: %n area(s), not saved yet (File › Save As…)", nullptr,
                                    int(m_doc->game().areas.size())).arg(m_doc->game().name));
        statusBar()->setToolTip(QString());
    });
    dialog->open();
    return dialog;
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    if (!maybeDiscardChanges()) {
        event->ignore();
        return;
    }
    settings::windowGeometry.set(saveGeometry());
    settings::windowState.set(dockState());
    // The game file let go of at once (its lock, store/WriterLock.h): another
    // window, or the command line, may write it while the program goes on.
    m_fileActions->file()->close();
    if (m_recovery)
        m_recovery->discard();  // saved, or discarded by choice: nothing to recover
    event->accept();
}

void MainWindow::updateTitle()
{
    if (m_doc->isEmpty() && m_doc->filePath().isEmpty()) {
        setWindowTitle(tr("Adjutant"));
        return;
    }
    const Game &g = m_doc->game();
    const QString name = g.name.isEmpty() ? tr("Untitled game") : g.name;
    const QString file = m_doc->filePath().isEmpty() ? tr("not saved") : QFileInfo(m_doc->filePath()).fileName();
    // The ruleset by its title ("Dark Age"), its id when unknown; [*] shows the unsaved-changes mark.
    const Ruleset *rules = Ruleset::get(g.ruleset);
    const QString ruleset = rules && !rules->title.isEmpty() ? rules->title : g.ruleset;
    // A roll-back awaiting confirmation is in the file, not unsaved: said in words.
    const QString state = m_fileActions->file()->pendingRollback() ? tr(", rolled back, not yet confirmed") : QString();
    setWindowTitle(tr("%1 (%2, turn %3%4) – %5[*] – Adjutant").arg(name, ruleset).arg(g.turn).arg(state, file));
}

void MainWindow::updateStatus()
{
    const Game &g = m_doc->viewedGame();
    if (m_doc->isEmpty()) {
        m_counts->clear();
        return;
    }
    int land = 0, city = 0, sea = 0, neutral = 0;
    for (const Area &a : g.areas) {
        (a.isSea() ? sea : a.isCity() ? city : land)++;
        if (a.isNeutral() && !a.isSea())
            ++neutral;
    }
    // One number a phrase, so that each takes its own plural form; the
    // kinds of area in the tooltip, which leaves room for the rest.
    const QString counts = tr("%n area(s)", nullptr, int(g.areas.size())) + QStringLiteral(" · ")
                           + tr("%n border(s)", nullptr, int(g.borders.size())) + QStringLiteral(" · ")
                           + tr("%n nation(s)", nullptr, int(g.nations.size()));
    m_counts->setToolTip(tr("%n area(s)", nullptr, int(g.areas.size())) + QStringLiteral(": ")
                         + QStringList{tr("%n land", "areas", land), tr("%n city(-ies)", nullptr, city),
                                       tr("%n sea(s)", nullptr, sea), tr("%n neutral", "areas", neutral)}
                               .join(QStringLiteral(", ")));
    // The state every view shows, when it is not the current game.
    m_counts->setText(m_doc->viewLabel().isEmpty() ? counts : m_doc->viewLabel() + QStringLiteral(" · ") + counts);
}

void MainWindow::updateTurnStatus()
{
    const Game &g = m_doc->game();
    if (m_doc->isEmpty()) {
        m_turnStatus->clear();
        return;
    }
    // Which nations have orders in, how many lines and problems (the document's checked orders).
    const CheckedOrders &checked = m_doc->checkedOrders();
    const QMap<QString, NationOrders> &byNation = checked.byNation;
    QStringList in, missing, tip;
    // The totals as the Orders dock counts them: every line, every problem
    // (one on a NATION line too, which belongs to no nation's orders).
    const int lines = int(checked.orders.size()), problems = int(checked.problems.size());
    for (const Nation &n : g.nations) {
        const auto o = byNation.constFind(n.code);
        if (o == byNation.cend() || o->lines == 0) {
            missing.append(n.code);
            continue;
        }
        in.append(n.code);
        tip.append(o->problems ? tr("%1: %n line(s), ", nullptr, o->lines).arg(n.code) + tr("%n problem(s)", nullptr, o->problems)
                               : tr("%1: %n line(s)", nullptr, o->lines).arg(n.code));
    }
    QString text = tr("Orders in: %1 of %n nation(s)", nullptr, int(g.nations.size())).arg(in.size())
                   + QStringLiteral(" · ") + tr("%n line(s)", nullptr, lines) + QStringLiteral(" · ");
    text += problems ? QStringLiteral("<b style='%1'>%2</b>").arg(tone::css(tone::error()), tr("%n problem(s)", nullptr, problems))
                     : tr("no problems");
    m_turnStatus->setText(text);
    if (!missing.isEmpty())
        tip.append(tr("No orders yet: %1").arg(missing.join(QStringLiteral(", "))));
    m_turnStatus->setToolTip(tip.join(QLatin1Char('\n')));
}

} // namespace adj::ui
