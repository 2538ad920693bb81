// The password of the game's mailbox (docs/formats.md: never in the game file or
// the settings). Kept in the desktop's keyring through QtKeychain, keyed by
// the mailbox's URL and user. Where no keyring service answers (QtKeychain
// reports no backend or an error), the password is kept in memory for the
// session only, so the window asks for it once per session. Every call is
// asynchronous: the keyring answers through the event loop.
#pragma once

#include "schedule/Schedule.h"

#include <QHash>
#include <QObject>
#include <QString>

#include <functional>

namespace adj::ui {

class MailboxPasswords : public QObject
{
    Q_OBJECT
public:
    explicit MailboxPasswords(QObject *parent = nullptr);

    // What is known of the keyring: not asked yet, answering, or none
    // (the password is asked for each session).
    enum class Keyring { Unknown, Available, Missing };
    Keyring keyring() const { return m_keyring; }
    // Why there is none, in the keyring's words ("" while there is one).
    QString keyringError() const { return m_keyringError; }
    // What the window says about where the password is kept.
    QString keyringText() const;

    // The key a password is kept under: the user and the URL.
    static QString keyOf(const Mailbox &mailbox);
    // The service name in the keyring.
    static QString service();

    // The password: the session's, else the keyring's; "" when neither has
    // one. `done` is called once, on this thread.
    void find(const Mailbox &mailbox, const std::function<void(const QString &password)> &done);
    // Keeps the password for the session and, when there is a keyring, in
    // it; `done` (optional) is told whether the keyring took it.
    void keep(const Mailbox &mailbox, const QString &password, const std::function<void(bool inKeyring)> &done = {});
    // Asks the keyring, once, whether there is one (keyringChanged tells the
    // answer): for a window that says where passwords go before any was asked for.
    void probe();
    // The session's password, without asking the keyring.
    QString sessionPassword(const Mailbox &mailbox) const { return m_session.value(keyOf(mailbox)); }

signals:
    void keyringChanged();

private:
    // Records what a job's answer says of the keyring; true when it answered.
    bool noteAnswer(int error, const QString &words);

    QHash<QString, QString> m_session;
    Keyring m_keyring = Keyring::Unknown;
    bool m_probing = false;
    QString m_keyringError;
};

} // namespace adj::ui
