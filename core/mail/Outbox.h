// Mail the program writes (docs/formats.md "Command line"): messages
// built with GMime (no MIME by hand) as `.eml` bytes or one mbox, and read
// back for sending. Output is deterministic: the caller fixes the Date and
// the Message-ID, so the same input gives byte-identical files.
#pragma once

#include "io/Problem.h"

#include <QByteArray>
#include <QDateTime>
#include <QList>
#include <QString>
#include <QStringList>

namespace adj {

struct Game;

struct MailAddress {
    QString name;
    QString email;
};

// A file sent with a message (a PDF report, the map picture).
struct Attachment {
    QString name;            // the file name the player sees
    QByteArray mimeType;     // "application/pdf", "image/png"
    QByteArray bytes;
};

struct OutgoingMail {
    MailAddress from;
    QList<MailAddress> to;
    QList<MailAddress> cc;
    QString subject;
    QString text;            // the plain-text body
    QString html;            // when set, the body is multipart/alternative: text, then HTML
    // Pictures the HTML shows in place, each by "cid:" + pictureContentId(name):
    // with it as multipart/related (inline parts, base64).
    QList<Attachment> pictures;
    QDateTime date;          // UTC
    QByteArray messageId;    // without <>; empty leaves it out
    QByteArray inReplyTo;    // without <>; also the References; empty leaves both out
    QList<Attachment> attachments;  // after the body (multipart/mixed, base64)
};

enum class Newlines { Crlf, Lf };

// The Content-ID of a picture of the HTML named `name`, without <>:
// "NAME@adjutant.invalid"; its HTML source is "cid:" followed by it.
QByteArray pictureContentId(const QString &name);

// The message as RFC 5322 text: a text part in UTF-8 (7bit when it is ASCII
// in lines of at most 998 octets, else quoted-printable, which every server
// relays, 8BITMIME or not), the HTML part with its pictures, and the
// attachments.
QByteArray renderMail(const OutgoingMail &mail, Newlines newlines = Newlines::Crlf);

// A Message-ID from what identifies a message: a hash, so nothing of `key`
// can be read from it, at the reserved domain adjutant.invalid.
QByteArray hashedMessageId(const QByteArray &key);

// The sender of every mail the program writes: the game's optional
// `moderator` ({"name", "email"}, docs/formats.md), else "Moderator
// <moderator@adjutant.invalid>".
MailAddress gameModerator(const Game &game);
// "Ann <ann@example.org>, bob@example.org": addresses as a record or a table shows them.
QString addressList(const QList<MailAddress> &list);

// The Subject of a mail the program writes for `game`: with a tag
// (`mailbox.tag`, docs/formats.md) it begins with "[TAG] ", so that the
// replies route themselves to the game; a tag `subject` holds already moves
// to the front ("Re: [BRIT] orders" -> "[BRIT] Re: orders"). Without one, `subject`.
QString gameSubject(const Game &game, const QString &subject);
// Whether the game names its moderator's own address: set, and not the
// placeholder moderator@adjutant.invalid (nothing is sent before it is).
bool hasModeratorAddress(const Game &game);

// Noon UTC on Monday 2000-01-03 plus one week per turn (or round) after the
// first: the fixed Date of a turn's mail.
QDateTime turnDate(int turn);

// Messages as one mbox (each after a "From " line; LF line ends).
QByteArray mboxOf(const QList<OutgoingMail> &mails);

// A message read back for sending: its envelope and its bytes with CRLF.
struct StoredMail {
    QString file;
    int number = 0;          // 1-based position in its file
    QString subject;
    QString from;            // the envelope sender: the From address
    QStringList recipients;  // To and Cc addresses, in order
    QByteArray bytes;
};

// A message written by renderMail as the sender reads it back (file "", number 0).
StoredMail storedMail(const OutgoingMail &mail);

// `message` with its Date set to `when` (RFC 5322 3.6.1: the time it enters
// the mail system), the rest as it was; `message` itself when it is not one.
QByteArray withDate(const QByteArray &message, const QDateTime &when);

// Every message of an mbox file or of the `.eml` files of a folder (by name).
// A message without From or recipients is a problem naming the file and the
// message number; the others are still read.
QList<StoredMail> readOutgoing(const QString &path, Problems &problems);

} // namespace adj
