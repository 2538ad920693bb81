// The main window's game settings and the moderator's mailbox: File › Game
// Settings…, File › Fetch Mail Now and the fetch every N minutes, the
// deadline countdown in the status bar, and the mail a fetch brings
// (MainWindow.h).
#include "window/MainWindow.h"

#include "document/GameDocument.h"
#include "gamesettings/GameSettingsDialog.h"
#include "mail/TurnInboxDock.h"
#include "mailbox/MailboxFetcher.h"
#include "mailbox/MailboxPasswords.h"
#include "schedule/DeadlineStatus.h"

#include <QAction>
#include <QMenu>
#include <QStatusBar>

namespace adj::ui {

void MainWindow::createMailbox(QMenu *file)
{
    m_passwords = new MailboxPasswords(this);
    m_fetcher = new MailboxFetcher(m_doc, m_passwords, this);
    m_deadline = new DeadlineStatus(m_doc);
    statusBar()->addWidget(m_fetcher->statusWidget());
    statusBar()->addPermanentWidget(m_deadline);
    connect(m_fetcher, &MailboxFetcher::fetched, this, &MainWindow::takeFetchedMail);
    QAction *settings = file->addAction(tr("Game &Settings…"), this, &MainWindow::showGameSettings);
    settings->setObjectName(QStringLiteral("gameSettingsAction"));
    settings->setToolTip(tr("The moderator's address, the deadline and the mailbox of this game"));
    file->addAction(m_fetcher->fetchAction());
}

GameSettingsDialog *MainWindow::showGameSettings()
{
    auto *dialog = new GameSettingsDialog(m_doc, m_passwords, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::accepted, m_fetcher, &MailboxFetcher::updateTimer);
    dialog->open();
    return dialog;
}

// The messages a fetch brought go into the Turn Inbox, known by the mailbox
// they came from.
void MainWindow::takeFetchedMail(const QStringList &files)
{
    const std::optional<Mailbox> mailbox = gameMailbox(m_doc->game());
    m_inboxDock->addPaths(files, mailbox ? mailbox->url : tr("the mailbox"));
}

} // namespace adj::ui
