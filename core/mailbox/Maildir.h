// Messages stored into a maildir as a mail server gave them (maildir
// delivery: written whole into MAILDIR/tmp, then renamed into MAILDIR/new,
// so that a reader never sees half a message), and what `fetch` tells of
// each: sender, subject, when it was received (the date of its topmost
// Received: header, else its Date:, formats.md "The turn's mail") and the
// SHA-256 of its bytes. The headers are read with GMime.
#pragma once

#include "io/CoreText.h"

#include <QCryptographicHash>
#include <QDateTime>
#include <QFile>
#include <QString>

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

// One message at a time into MAILDIR/tmp, then into MAILDIR/new.
class MaildirWriter
{
public:
    // MAILDIR and its tmp/, new/ and cur/ made when missing.
    bool open(const QString &maildir, CoreText &error);
    // A message starts: a new file in tmp/.
    bool begin(CoreText &error);
    void write(const char *data, qint64 size);
    // The message as written so far: its bytes hashed, its headers read.
    FetchedMessage finish();
    // Moves the message written into new/ (false, with the reason, when it
    // cannot be written), or drops it.
    bool deliver(CoreText &error);
    void drop();
    ~MaildirWriter() { drop(); }

private:
    QString m_maildir;
    QFile m_tmp;
    QCryptographicHash m_hash{QCryptographicHash::Sha256};
    QByteArray m_head;     // the message's start, up to the end of its headers
    bool m_headDone = false;
    bool m_failed = false;
    FetchedMessage m_message;
};

} // namespace adj
