// Sending a turn's mail: Mail > Send Reports… (the resolved turn's mail —
// each nation's report to its player and the game report to every player,
// as `adjutant-cli resolve --mail` writes it), Mail > Send Confirmations… and
// Mail > Send Reminders… (a MailBatch). One message per row, the selected
// one's text below; saved as an mbox or a folder of .eml files, or sent
// through an SMTP server as `adjutant-cli send` sends (core/mail/Smtp.h) on
// a worker thread: one status per message, "Sent" only for what the server
// accepted, and Send again sends only what is not yet sent. What was sent is
// recorded in the game (GameFile::recordSent), so the dialog opened again,
// or the file reopened, still knows it. A server that cannot be used at all
// (not reached, TLS, login) stops the sending at its first failure. Nothing
// is sent while the game names no moderator's address of its own. The
// reports can go as PDF attachments too; the game report carries the
// picture of the map.
#pragma once

#include "mail/Smtp.h"
#include "report/TurnReports.h"
#include "store/SentMail.h"
#include "turn/MailBatch.h"

#include <QDialog>
#include <QFutureWatcher>

#include <atomic>

class QCheckBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QPushButton;
class QTableWidget;

namespace adj::ui {

class GameFile;

class SendDialog : public QDialog
{
    Q_OBJECT
public:
    // `earlier`: the games of the turns before (the game report's chart;
    // TurnReports.h). `file`: where what was sent is recorded and read back
    // (none: the dialog knows only what it sent itself).
    SendDialog(const Game &before, const Resolution &resolution, const QList<Game> &earlier = {},
               GameFile *file = nullptr, QWidget *parent = nullptr);
    // Reminders and confirmations: `batch`, from the game's moderator.
    SendDialog(const Game &game, const MailBatch &batch, GameFile *file = nullptr, QWidget *parent = nullptr);
    ~SendDialog() override;

    enum Column { To, Subject, Attachments, Status };
    QTableWidget *table() const { return m_table; }
    // The text of the message selected in the table.
    QPlainTextEdit *preview() const { return m_preview; }
    const MailBatch &mail() const { return m_mail; }
    bool isSent(int row) const { return m_sent.value(row); }
    bool isSending() const { return m_watcher.isRunning(); }

    void setOptions(const MailOptions &options);
    SmtpServer server() const;
    void setServer(const SmtpServer &server);

    // Writes the messages: `path` ending in .mbox is one mbox, otherwise a
    // folder of .eml files; returns an error message or "".
    QString saveTo(const QString &path) const;

public slots:
    // Sends every message not yet sent, one after the other, on a worker thread.
    void send();
    void stop();

signals:
    void sendingFinished();
    // Send refused for want of the moderator's address (hasModeratorAddress),
    // and the moderator chose to open Game Settings.
    void gameSettingsRequested();

protected:
    void reject() override;  // not while sending

private:
    SendDialog(const Game &game, GameFile *file, QWidget *parent);
    void rebuild();
    void setBatch(const MailBatch &batch);
    static QString batchTitle(const MailBatch &batch);
    void setStatus(int row, const QString &text, bool sent, const QString &reply = {});  // reply: the server's, as tooltip
    void markSentBefore();  // the rows the game's record says went out
    void recordSent(int row);
    void updateButtons();
    void saveDialog(bool mbox);
    void chooseCaFile();

    Game m_before;
    Resolution m_resolution;
    QList<Game> m_earlier;
    GameFile *m_file;
    QString m_serverFailure;  // why the last sending stopped, when the server failed
    MailOptions m_options;
    MailBatch m_mail;
    QHash<int, bool> m_sent;
    QLabel *m_summary;
    QTableWidget *m_table;
    QPlainTextEdit *m_preview;
    QCheckBox *m_pdf, *m_picture;
    QLineEdit *m_url, *m_user, *m_password, *m_caFile;
    QPushButton *m_sendButton, *m_stopButton, *m_mboxButton, *m_emlButton;
    QFutureWatcher<void> m_watcher;
    std::atomic<bool> m_stop = false;
};

} // namespace adj::ui
