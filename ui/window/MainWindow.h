// The desktop program's main window: the map in the middle, the selected
// area's details on the right, the nations table below; File (open, recent
// files, save as JSON), Edit (undo, redo), View (zoom, panels) menus.
// Further panels (order entry, replay) plug in through document() and
// addPanel(). The game's files (open, recent, save as JSON, the question
// about unsaved changes) are in WindowFiles.cpp.
#pragma once

#include "setup/NewGameDialog.h"

#include <QMainWindow>

#include <functional>

class QAction;
class QDockWidget;
class QLabel;
class QMenu;
class QStackedWidget;
class QSessionManager;

namespace adj {
struct RecoveryInfo;
}

namespace adj {
struct MailBatch;
}

namespace adj::ui {

class ApLedgerPanel;
class ChartsPanel;
class DeadlineStatus;
class GameSettingsDialog;
class MailboxFetcher;
class MailboxPasswords;
class SendDialog;
class AreaPanel;
class GameDocument;
class GameFileActions;
class HistoryPanel;
class MapFind;
class MapView;
class NationActions;
class NationsModel;
class NationsView;
class OrdersPanel;
class RecoveryKeeper;
class ReplayPanel;
class StartPage;
class TurnInboxDock;

class MainWindow : public QMainWindow
{
    Q_OBJECT
public:
    explicit MainWindow(QWidget *parent = nullptr);

    GameDocument *document() const { return m_doc; }
    MapView *mapView() const { return m_map; }
    AreaPanel *areaPanel() const { return m_areaPanel; }
    NationsModel *nationsModel() const { return m_nations; }
    NationsView *nationsView() const { return m_nationsView; }
    OrdersPanel *ordersPanel() const { return m_ordersPanel; }
    ReplayPanel *replayPanel() const { return m_replayPanel; }
    ApLedgerPanel *apLedgerPanel() const { return m_apPanel; }
    GameFileActions *fileActions() const { return m_fileActions; }
    HistoryPanel *historyPanel() const { return m_historyPanel; }
    MapFind *mapFind() const { return m_find; }
    ChartsPanel *chartsPanel() const { return m_chartsPanel; }
    NationActions *nationActions() const { return m_nationActions; }
    // The game's mailbox: its password, Fetch Mail Now; the deadline countdown (WindowMail.cpp).
    MailboxPasswords *mailboxPasswords() const { return m_passwords; }
    MailboxFetcher *mailboxFetcher() const { return m_fetcher; }
    DeadlineStatus *deadlineStatus() const { return m_deadline; }
    // The Turn Inbox dock: messages fetched from the mailbox go in through its addPaths.
    TurnInboxDock *turnInboxDock() const { return m_inboxDock; }
    // The recovery copy of the unsaved work (WindowRecovery.cpp); nullptr until keepRecovery().
    RecoveryKeeper *recoveryKeeper() const { return m_recovery; }
    // The turn status line: which nations have orders in, lines, problems.
    QLabel *turnStatus() const { return m_turnStatus; }

    // A window geometry (without frame) that fits in the screen's `available`
    // geometry: as large as wanted at the most, moved onto the screen.
    static QRect fittedGeometry(const QRect &wanted, const QRect &available);

    // Adds a panel as a dock, with its toggle in the View menu.
    QDockWidget *addPanel(const QString &title, const QString &objectName, QWidget *panel,
                          Qt::DockWidgetArea area = Qt::RightDockWidgetArea);

public slots:
    // Opens a game file. On errors every problem is shown in a dialog and
    // the game that was open stays. Returns whether the game was opened.
    bool openFile(const QString &path);
    void open();
    // File > New… and File > Import Map…: the dialog, open; its game
    // replaces the open one (after asking about unsaved changes).
    NewGameDialog *showNewGame(NewGameDialog::Source source);
    // Mail > Send Reports…: the resolved turn's mail, open; nullptr when no
    // turn is resolved.
    SendDialog *showSend();
    // Mail > Send Confirmations… and Send Reminders… (the Turn Inbox's):
    // `batch` in the SendDialog, open; `again` builds it anew.
    SendDialog *showBatch(const MailBatch &batch, QAction *again);
    // Mail › Game Settings…: the dialog, open.
    GameSettingsDialog *showGameSettings();
    // The files of the messages a fetch of the mailbox brought (its maildir's
    // new/): added to the Turn Inbox.
    void takeFetchedMail(const QStringList &files);
    bool saveAsJson();
    void exportGamePages();  // File > Export Game Pages… (site/GameSite.h)
    // File > Games…, and what the window shows while no game is open: the
    // start page with the recent game files, in place of the map.
    StartPage *showStartPage();
    void showMap();
    StartPage *startPage() const { return m_startPage; }
    // Keeps a recovery copy of the unsaved work in `folder` (the program's
    // local data; a test's own), while the preference allows (File › Keep a
    // Recovery Copy).
    void keepRecovery(const QString &folder);
    // The copies left in that folder by a program that ended unsaved, offered
    // (RecoveryDialog): whether one was taken up.
    bool offerRecovery();
    // Takes a copy up: the document as it had it, unsaved, with its undo
    // history; in its game file when that still holds the game the copy
    // started from, else as a new game (a copy). Whether it was taken up.
    bool recover(const RecoveryInfo &info);

protected:
    void closeEvent(QCloseEvent *event) override;

private:
    void createActions();
    void addMapMenu();
    // Game Settings and Fetch Mail Now in `file`, the fetch and the deadline in the status bar.
    void createMailMenu();
    void createDocks();
    // The Charts dock, and Add / Remove Nation in the Edit menu and the Nations table's context menu.
    void createChartsAndNations();
    // An edit refused: its reason in the status bar.
    void showRefusal(const QString &reason);
    // Orders taken from the players' mail appended to the turn's orders text (one undoable step).
    void takeMailOrders(const QString &orders, int nations);
    // The dialog shown, and after Game Settings gave the moderator's address, `again`.
    SendDialog *openSend(SendDialog *dialog, const std::function<void()> &again);
    void updateTitle();
    void updateStatus();
    void updateTurnStatus();
    void addRecentFile(const QString &path);
    void fillRecentMenu();
    bool maybeDiscardChanges();
    void createStartPage();  // WindowStart.cpp
    void commitData(QSessionManager &manager);  // a desktop logout: the recovery copy written
    // The docks as the user left them (saveState), also while the start page has them put away.
    QByteArray dockState() const;

    GameDocument *m_doc;
    MapView *m_map;
    AreaPanel *m_areaPanel;
    NationsModel *m_nations;
    NationsView *m_nationsView;
    QMenu *m_viewMenu = nullptr;
    QMenu *m_recentMenu = nullptr;
    QLabel *m_counts;
    QLabel *m_turnStatus;
    OrdersPanel *m_ordersPanel = nullptr;
    ReplayPanel *m_replayPanel = nullptr;
    ApLedgerPanel *m_apPanel = nullptr;
    GameFileActions *m_fileActions = nullptr;  // File > Save / Save As, the game file
    HistoryPanel *m_historyPanel = nullptr;
    MapFind *m_find = nullptr;
    ChartsPanel *m_chartsPanel = nullptr;
    NationActions *m_nationActions = nullptr;
    QStackedWidget *m_centre = nullptr;  // the map, or the start page
    StartPage *m_startPage = nullptr;
    QByteArray m_docksAway;  // the docks' state while the start page has them put away
    MailboxPasswords *m_passwords = nullptr;
    MailboxFetcher *m_fetcher = nullptr;
    DeadlineStatus *m_deadline = nullptr;
    TurnInboxDock *m_inboxDock = nullptr;
    RecoveryKeeper *m_recovery = nullptr;
    QAction *m_keepRecovery = nullptr;
};

} // namespace adj::ui
