// Mail › Fetch Mail Now and the fetch every N minutes while the game is open
// (docs/formats.md "The turn's mail"): the game's mailbox read on a worker thread
// through core's fetchMailbox into a maildir of its own under the program's
// data folder (one per mailbox URL and user, so a second fetch takes
// nothing), with a progress bar and Cancel in the status bar; the window is
// never blocked. A failure is shown with the server's words in the status
// bar, never in a modal box. The password comes from MailboxPasswords; when
// it has none, Fetch Now asks for it once per session (a timed fetch never
// asks: it waits for Fetch Now).
#pragma once

#include "mailbox/Fetch.h"
#include "schedule/Schedule.h"

#include <QFutureWatcher>
#include <QObject>
#include <QStringList>

#include <atomic>
#include <utility>
#include <optional>

class QAction;
class QLabel;
class QProgressBar;
class QTimer;
class QToolButton;
class QWidget;

namespace adj::ui {

class GameDocument;
class MailboxPasswords;

class MailboxFetcher : public QObject
{
    Q_OBJECT
public:
    MailboxFetcher(GameDocument *doc, MailboxPasswords *passwords, QWidget *window);
    ~MailboxFetcher() override;  // a fetch running is cancelled and waited for

    QAction *fetchAction() const { return m_action; }
    // The status bar's part: what the last fetch did, its progress and Cancel.
    QWidget *statusWidget() const { return m_status; }
    QLabel *messageLabel() const { return m_message; }
    QProgressBar *progressBar() const { return m_progress; }
    QToolButton *cancelButton() const { return m_cancel; }
    bool isFetching() const { return m_watcher.isRunning(); }
    // The fetch every N minutes of the open game's mailbox (settings::fetchMinutes), 0: none.
    int intervalMinutes() const;
    QTimer *timer() const { return m_timer; }

public slots:
    // Fetches now; asks for the password when none is known.
    void fetchNow();
    void cancel();
    // Reads the fetch interval of the game's mailbox again (after Game Settings, a game opened).
    void updateTimer();

signals:
    // The new messages' files in the maildir, when a fetch brought any.
    void fetched(const QStringList &files);
    // A fetch ended: done, failed or cancelled (its words in messageLabel()).
    void finished(bool ok);

private:
    void fetch(bool mayAsk);
    void start(const Mailbox &mailbox, const QString &password);
    void done();
    void showMessage(const QString &text, bool failure = false);

    GameDocument *m_doc;
    MailboxPasswords *m_passwords;
    QWidget *m_window;
    QAction *m_action;
    QWidget *m_status;
    QLabel *m_message;
    QProgressBar *m_progress;
    QToolButton *m_cancel;
    QTimer *m_timer;
    QString m_maildir;  // of the fetch running
    std::pair<QString, int> m_messageFor;  // the game file and turn the message is of
    QFutureWatcher<FetchResult> m_watcher;
    std::atomic_bool m_stop = false;
    bool m_asking = false;  // the password being asked for
};

} // namespace adj::ui
