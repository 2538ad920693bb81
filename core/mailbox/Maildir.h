// Messages stored into a maildir as a mail server gave them (maildir
// delivery: written whole into MAILDIR/tmp, then renamed into MAILDIR/new,
// so that a reader never sees half a message), and what `fetch` tells of
// each: sender, subject, when it was received (the date of its topmost
// Received: header, else its Date:, docs/formats.md "The turn's mail") and the
// SHA-256 of its bytes. The headers are read with GMime.
#pragma once

#include "io/CoreText.h"

#include <QCryptographicHash>
#include <QDateTime>
#include <QFile>
#include <QString>

#include <functional>

namespace adj {

struct FetchedMessage {
    QString file;          // its name in MAILDIR/new
    QString from;          // the sender's address, as written ("" when none)
    QString subject;
    QString messageId;
    QDateTime received;    // UTC; invalid when neither a Received: nor a Date: header gives a date
    QString sha256;        // of its bytes, 64 lower-case hex digits
};

// The sender, subject, Message-ID and time received of a message's header
// block (the message's start: what comes after the headers is not read).
FetchedMessage messageSummary(const QByteArray &head);

// A message's bytes as they come: hashed, and its headers kept to be read.
class MessageDigest
{
public:
    void add(const char *data, qint64 size);
    void reset();
    // The summary of the bytes added (its `file` left empty).
    FetchedMessage summary() const;

private:
    QCryptographicHash m_hash{QCryptographicHash::Sha256};
    QByteArray m_head;     // the message's start, up to the end of its headers
    bool m_headDone = false;
};

// One message at a time into MAILDIR/tmp, then into MAILDIR/new.
class MaildirWriter
{
public:
    explicit MaildirWriter(const QString &maildir = QString()) : m_maildir(maildir) {}
    void setMaildir(const QString &maildir) { m_maildir = maildir; }
    const QString &maildir() const { return m_maildir; }
    // MAILDIR and its tmp/, new/ and cur/ made when missing.
    bool make(CoreText &error);
    // What fetches that were killed left in tmp/ removed: files no entry of
    // what was taken names (`recorded`) that are this host's fetches' whose
    // process is gone, or that were last written kStaleHours ago (the maildir
    // convention for any writer's). A running fetch's files stay.
    static constexpr int kStaleHours = 36;
    void clearStale(const std::function<bool(const QString &)> &recorded);
    // A message starts: a new file in tmp/.
    bool begin(CoreText &error);
    void write(const char *data, qint64 size);
    // The message as written so far: its bytes hashed, its headers read.
    FetchedMessage finish();
    // The message written whole into its file in tmp/ (false, with the
    // reason, when it cannot be: the file is dropped).
    bool close(CoreText &error);
    // The closed message moved into new/. When the move fails the file stays
    // in tmp/, for completeDeliveries to move on the next fetch.
    bool deliver(CoreText &error);
    // Messages a fetch cut short recorded but left in tmp/ (`recorded` tells
    // a file name of ours) are moved into new/: delivery is recorded first,
    // then moved, so that a kill between the two neither loses a message nor
    // takes it twice. Those moved are appended to `moved`.
    bool completeDeliveries(const std::function<bool(const QString &)> &recorded, QList<FetchedMessage> &moved,
                            CoreText &error);
    void drop();
    ~MaildirWriter() { drop(); }

private:
    QString m_maildir;
    QFile m_tmp;
    MessageDigest m_digest;
    bool m_failed = false;
    FetchedMessage m_message;
};

} // namespace adj
