// What the mail tests of a season share: a player's message as a mail server
// keeps it, its SHA-256, and the messages an SMTP test server kept.
#pragma once

#include "mail/Inbox.h"

#include <QCryptographicHash>
#include <QDateTime>
#include <QDir>

#include "TestSupport.h"

namespace adj::test {

inline QString hashOf(const QByteArray &bytes)
{
    return QString::fromLatin1(QCryptographicHash::hash(bytes, QCryptographicHash::Sha256).toHex());
}

// A player's message as a mail server keeps it: received (its topmost
// Received: header) at `at`.
inline QByteArray playerMail(const QString &from, const QString &subject, const QDateTime &at, const QString &body)
{
    const QString date = at.toUTC().toString(QStringLiteral("ddd, d MMM yyyy HH:mm:ss")) + QStringLiteral(" +0000");
    return QStringLiteral("Received: from mx.example.org by gm.example.net; %1\r\nFrom: %2\r\nTo: gm@example.net\r\n"
                          "Subject: %3\r\nDate: %1\r\nMessage-ID: <%4@example.org>\r\n\r\n%5\r\n")
        .arg(date, from, subject, hashOf(body.toUtf8() + date.toUtf8()).left(16), body)
        .toUtf8();
}

// A message the SMTP server accepted: its recipients (RCPT TO) and its text.
struct Sent {
    QStringList to;
    QString subject, text;
};

// The messages the SMTP test server kept in `folder` (N.eml and N.envelope)
// after the `seen` first ones, each read back; `seen` counts them on.
inline QList<Sent> sentSince(const QString &folder, int &seen)
{
    QList<Sent> got;
    const QDir smtp(folder);
    while (smtp.exists(QStringLiteral("%1.eml").arg(seen + 1))) {
        ++seen;
        Problems problems;
        const QList<MailMessage> read = readMail({smtp.filePath(QStringLiteral("%1.eml").arg(seen))}, problems);
        const QStringList envelope = readText(smtp.filePath(QStringLiteral("%1.envelope").arg(seen))).split(u'\n', Qt::SkipEmptyParts);
        got.append({envelope.mid(1), read.isEmpty() ? QString() : read[0].subject, read.isEmpty() ? QString() : read[0].body});
    }
    return got;
}

} // namespace adj::test
