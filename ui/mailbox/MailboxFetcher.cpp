#include "mailbox/MailboxFetcher.h"
#include "io/Workers.h"

#include "document/GameDocument.h"
#include "mailbox/MailboxPasswords.h"
#include "model/Game.h"
#include "settings/Settings.h"
#include "widgets/Tones.h"

#include <QAction>
#include <QDir>
#include <QHBoxLayout>
#include <QInputDialog>
#include <QLabel>
#include <QLineEdit>
#include <QPointer>
#include <QProgressBar>
#include <QTimer>
#include <QToolButton>
#include <QtConcurrent>

namespace adj::ui {


MailboxFetcher::MailboxFetcher(GameDocument *doc, MailboxPasswords *passwords, QWidget *window)
    : QObject(window)
    , m_doc(doc)
    , m_passwords(passwords)
    , m_window(window)
    , m_action(new QAction(tr("&Fetch Mail Now"), this))
    , m_status(new QWidget)
    , m_message(new QLabel)
    , m_progress(new QProgressBar)
    , m_cancel(new QToolButton)
    , m_timer(new QTimer(this))
{
    m_action->setObjectName(QStringLiteral("fetchMailAction"));
    m_action->setShortcut(tr("Ctrl+Shift+F"));
    m_action->setToolTip(tr("Copy the new messages of the game's mailbox (Mail › Game Settings…) and open them"));
    connect(m_action, &QAction::triggered, this, &MailboxFetcher::fetchNow);

    m_status->setObjectName(QStringLiteral("fetchStatus"));
    auto *row = new QHBoxLayout(m_status);
    row->setContentsMargins(0, 0, 0, 0);
    m_message->setObjectName(QStringLiteral("fetchMessage"));
    m_progress->setMaximumWidth(160);
    m_progress->setTextVisible(true);
    m_progress->hide();
    m_cancel->setText(tr("Cancel"));
    m_cancel->setToolTip(tr("Stop fetching after the message being fetched; what was taken is kept"));
    m_cancel->hide();
    connect(m_cancel, &QToolButton::clicked, this, &MailboxFetcher::cancel);
    row->addWidget(m_message);
    row->addWidget(m_progress);
    row->addWidget(m_cancel);

    connect(m_timer, &QTimer::timeout, this, [this] { fetch(false); });
    connect(&m_watcher, &QFutureWatcherBase::finished, this, &MailboxFetcher::done);
    connect(m_doc, &GameDocument::gameReset, this, [this] {
        updateTimer();
        // What the last fetch did is of its game and turn: another one's status bar does not show it.
        if (!isFetching() && m_messageFor != std::pair{m_doc->filePath(), m_doc->game().turn})
            showMessage({});
    });
    connect(m_doc, &GameDocument::gameFieldChanged, this, [this](const QString &field) {
        if (field == u"mailbox")
            updateTimer();
    });
}

MailboxFetcher::~MailboxFetcher()
{
    m_stop = true;
    m_watcher.waitForFinished();
}

int MailboxFetcher::intervalMinutes() const
{
    const auto mailbox = gameMailbox(m_doc->game());
    return mailbox && !mailbox->url.isEmpty() ? settings::fetchMinutes.value(MailboxPasswords::keyOf(*mailbox)) : 0;
}

void MailboxFetcher::updateTimer()
{
    const int minutes = intervalMinutes();
    if (minutes <= 0)
        m_timer->stop();
    else if (m_timer->interval() != minutes * 60000 || !m_timer->isActive())
        m_timer->start(minutes * 60000);
}

void MailboxFetcher::fetchNow()
{
    fetch(true);
}

void MailboxFetcher::fetch(bool mayAsk)
{
    if (isFetching() || m_asking)
        return;
    const auto mailbox = gameMailbox(m_doc->game());
    if (!mailbox || mailbox->url.isEmpty()) {
        showMessage(tr("No mailbox to fetch: set one in Mail › Game Settings…"), true);
        return;
    }
    const Mailbox m = *mailbox;
    QPointer<MailboxFetcher> self(this);
    m_passwords->find(m, [self, m, mayAsk](const QString &password) {
        if (!self)
            return;
        if (!password.isEmpty() || m.user.isEmpty()) {
            self->start(m, password);
            return;
        }
        if (!mayAsk) {
            self->showMessage(tr("Mail not fetched: the mailbox's password is needed (Mail › Fetch Mail Now)"), true);
            return;
        }
        // Once a session: kept in memory (and in the keyring when there is one).
        self->m_asking = true;
        bool ok = false;
        const QString asked = QInputDialog::getText(self->m_window, tr("Mailbox Password"),
                                                    tr("The password of %1 at %2:").arg(m.user, m.url),
                                                    QLineEdit::Password, QString(), &ok);
        if (!self)
            return;
        self->m_asking = false;
        if (!ok || asked.isEmpty())
            return;
        self->m_passwords->keep(m, asked);
        self->start(m, asked);
    });
}

void MailboxFetcher::start(const Mailbox &mailbox, const QString &password)
{
    if (isFetching())
        return;
    MailServer server;
    server.url = mailbox.url;
    server.user = mailbox.user;
    server.password = password;
    m_maildir = mailboxFolder(mailbox.url, mailbox.user);
    m_stop = false;
    m_progress->setRange(0, 0);  // until the server says how many are new
    m_progress->show();
    m_cancel->show();
    m_cancel->setEnabled(true);
    m_action->setEnabled(false);
    showMessage(tr("Fetching mail from %1…").arg(mailbox.url));
    QPointer<MailboxFetcher> self(this);
    FetchControl control;
    control.cancel = &m_stop;
    control.progress = [self](int done, int total) {
        QMetaObject::invokeMethod(self, [self, done, total] {
            if (!self)
                return;
            self->m_progress->setRange(0, total);
            self->m_progress->setValue(done);
            self->m_progress->setFormat(tr("%1 of %n", nullptr, total).arg(done));
        }, Qt::QueuedConnection);
    };
    const QString maildir = m_maildir;
    m_watcher.setFuture(QtConcurrent::run(workerPool(), [server, maildir, control] { return fetchMailbox(server, maildir, control); }));
}

void MailboxFetcher::cancel()
{
    if (!isFetching())
        return;
    m_stop = true;
    m_cancel->setEnabled(false);
    showMessage(tr("Cancelling the fetch…"));
}

void MailboxFetcher::done()
{
    const FetchResult r = m_watcher.result();
    m_progress->hide();
    m_cancel->hide();
    m_action->setEnabled(true);
    const int count = int(r.messages.size());
    if (!r.ok)
        showMessage(tr("Fetch failed: %1").arg(r.error.translated()) + (count ? QStringLiteral(" · ") + tr("%n message(s) taken before", nullptr, count) : QString()),
                    true);
    else if (r.cancelled)
        showMessage(tr("Fetch cancelled: %n new message(s) taken", nullptr, count));
    else
        showMessage(count ? tr("%n new message(s) fetched", nullptr, count) : tr("No new mail"));
    QStringList files;
    for (const FetchedMessage &m : r.messages)
        files.append(m_maildir + QStringLiteral("/new/") + m.file);
    emit finished(r.ok && !r.cancelled);
    if (!files.isEmpty())
        emit fetched(files);
}

void MailboxFetcher::showMessage(const QString &text, bool failure)
{
    m_message->setText(text);
    m_message->setToolTip(text);
    m_messageFor = {m_doc->filePath(), m_doc->game().turn};
    m_message->setStyleSheet(failure ? tone::css(tone::error()) : QString());
}

} // namespace adj::ui
