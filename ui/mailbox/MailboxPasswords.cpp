#include "mailbox/MailboxPasswords.h"

#include <QPointer>

#include <qt6keychain/keychain.h>

namespace adj::ui {

MailboxPasswords::MailboxPasswords(QObject *parent) : QObject(parent) {}

QString MailboxPasswords::keyOf(const Mailbox &mailbox)
{
    return mailbox.user + u' ' + mailbox.url;
}

QString MailboxPasswords::service()
{
    return QStringLiteral("Adjutant mailbox");
}

QString MailboxPasswords::keyringText() const
{
    switch (m_keyring) {
    case Keyring::Available: return tr("The password is kept in the desktop's keyring.");
    case Keyring::Missing: return tr("No keyring: the password is asked for each session.");
    case Keyring::Unknown: break;
    }
    return tr("Looking for the desktop's keyring…");
}

bool MailboxPasswords::noteAnswer(int error, const QString &words)
{
    // The keyring answered, with the password or without one.
    const bool answered = error == QKeychain::NoError || error == QKeychain::EntryNotFound;
    const Keyring now = answered ? Keyring::Available : Keyring::Missing;
    const QString why = answered ? QString() : words;
    if (now != m_keyring || why != m_keyringError) {
        m_keyring = now;
        m_keyringError = why;
        emit keyringChanged();
    }
    return answered;
}

void MailboxPasswords::find(const Mailbox &mailbox, const std::function<void(const QString &)> &done)
{
    const QString key = keyOf(mailbox);
    if (m_session.contains(key)) {
        done(m_session.value(key));
        probe();  // the keyring's state all the same: Game Settings says it
        return;
    }
    auto *job = new QKeychain::ReadPasswordJob(service(), this);
    job->setKey(key);
    connect(job, &QKeychain::Job::finished, this, [this, job, key, done] {
        const bool found = noteAnswer(job->error(), job->errorString()) && job->error() == QKeychain::NoError;
        if (found)
            m_session.insert(key, job->textData());
        done(found ? job->textData() : m_session.value(key));
    });
    job->start();
}

void MailboxPasswords::probe()
{
    if (m_keyring != Keyring::Unknown || m_probing)
        return;
    m_probing = true;
    // A key no mailbox has: "not found" is an answer, and says there is a keyring.
    auto *job = new QKeychain::ReadPasswordJob(service(), this);
    job->setKey(QStringLiteral(" keyring probe"));
    connect(job, &QKeychain::Job::finished, this, [this, job] {
        m_probing = false;
        noteAnswer(job->error(), job->errorString());
    });
    job->start();
}

void MailboxPasswords::keep(const Mailbox &mailbox, const QString &password, const std::function<void(bool)> &done)
{
    const QString key = keyOf(mailbox);
    m_session.insert(key, password);
    auto *job = new QKeychain::WritePasswordJob(service(), this);
    job->setKey(key);
    job->setTextData(password);
    connect(job, &QKeychain::Job::finished, this, [this, job, done] {
        const bool kept = noteAnswer(job->error(), job->errorString());
        if (done)
            done(kept);
    });
    job->start();
}

} // namespace adj::ui
