// Player e-mails read into a turn's inbox (docs/formats.md `mail-in`):
// `.eml` files, mbox files and maildir folders parsed with GMime (no MIME by
// hand); of each message the sender, date and the text that carries the
// orders — the plain-text body (quoted-printable, base64, format=flowed and
// any charset decoded), or an HTML-only body as text, and any attached
// `.txt` or `.orders` file.
#pragma once

#include "io/Problem.h"

#include <QDateTime>
#include <QList>
#include <QStringList>

#include <optional>

namespace adj {

struct MailMessage {
    QString file;          // where it came from
    int number = 0;        // 1-based position in its file (an mbox holds many)
    QString from;          // the sender's address, lower case
    QString fromName;
    QString subject;
    QString messageId;
    QDateTime date;        // invalid when the message has none
    QDateTime received;    // UTC: its topmost Received: header's date, else its Date (mail/Receipt.h)
    QString sha256;        // of its bytes as received, 64 lower-case hex digits
    QByteArray bytes;      // the message as received (what a turn's inbox keeps)
    QString body;          // the text the orders are taken from, UTF-8
    QStringList attachments; // the texts of attached .txt / .orders files
};

// Every message of the files and folders given: a file starting with
// "From " is an mbox, a folder with cur/ and new/ a maildir (every message in
// both), any other file one message. A file that is no mail, a message
// without a text part, or an attachment over 1 MiB is a problem naming the
// file and the message number; the other messages are still read. A
// Received: header whose date cannot be read is a warning naming the message.
// A message's bytes, for its SHA-256, are the file's (.eml, maildir) or, in
// an mbox, from its first header to the line before the next "From " line.
QList<MailMessage> readMail(const QStringList &paths, Problems &problems);

// One message from its bytes as received (a turn's inbox read back, a message
// fetched): `source` and `number` name it in problems and in the message.
// Nothing, with the problem, when it is no mail or has no text.
std::optional<MailMessage> readMessage(const QByteArray &bytes, const QString &source, int number, Problems &problems);
// How many messages readMessage has read from their bytes in this process:
// the tests count by it that an inbox is read once per change.
quint64 messagesRead();

} // namespace adj
