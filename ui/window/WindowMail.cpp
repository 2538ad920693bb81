// The main window's Mail menu, the mail cycle of a turn: Fetch Mail Now and
// the fetch every N minutes, the mail a fetch brings, confirmations,
// reminders and the reports sent, the game's settings (the moderator's
// address, the deadline, the mailbox), and the deadline countdown in the
// status bar (MainWindow.h).
#include "window/MainWindow.h"

#include "document/GameDocument.h"
#include "gamesettings/GameSettingsDialog.h"
#include "mail/TurnInboxDock.h"
#include "mailbox/MailboxFetcher.h"
#include "mailbox/MailboxPasswords.h"
#include "report/ReportLanguage.h"
#include "schedule/DeadlineStatus.h"

#include <QAction>
#include <QMenu>
#include <QMenuBar>
#include <QStatusBar>

namespace adj::ui {

void MainWindow::createMailMenu()
{
    m_passwords = new MailboxPasswords(this);
    m_fetcher = new MailboxFetcher(m_doc, m_passwords, this);
    m_deadline = new DeadlineStatus(m_doc);
    statusBar()->addWidget(m_fetcher->statusWidget());
    statusBar()->addPermanentWidget(m_deadline);
    connect(m_fetcher, &MailboxFetcher::fetched, this, &MainWindow::takeFetchedMail);

    QMenu *mail = menuBar()->addMenu(tr("Ma&il"));
    mail->setObjectName(QStringLiteral("mailMenu"));
    mail->addAction(m_fetcher->fetchAction());
    mail->addAction(m_inboxDock->importAction());
    mail->addSeparator();
    mail->addAction(m_inboxDock->sendConfirmationsAction());
    mail->addAction(m_inboxDock->sendRemindersAction());
    QAction *send = mail->addAction(tr("Send &Reports…"), this, &MainWindow::showSend);
    send->setObjectName(QStringLiteral("sendReportsAction"));
    send->setShortcut(tr("Ctrl+Shift+M"));
    send->setToolTip(tr("Mail each nation its report and every player the game report"));
    send->setEnabled(false);
    connect(m_doc, &GameDocument::resolutionChanged, send,
            [this, send] { send->setEnabled(m_doc->resolution().has_value()); });
    mail->addMenu(reportLanguageMenu(m_doc, this));
    mail->addSeparator();
    QAction *settings = mail->addAction(tr("Game &Settings…"), this, &MainWindow::showGameSettings);
    settings->setObjectName(QStringLiteral("gameSettingsAction"));
    settings->setToolTip(tr("The moderator's address, the deadline and the mailbox of this game"));
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
