// The game of tests/cases/audit/late-message played as a moderator plays it,
// for the audit's tests on the command line and in the window: turn 1's mail
// (its mail/ folder) read into the game file's inbox with `mail-in`, turn 1
// accepted with the orders it wrote (the messages that count), turn 2 with
// turn2.orders.
#pragma once

#include "TestSupport.h"

#include <QCryptographicHash>
#include <QDir>
#include <QTemporaryDir>

namespace adj::test {

inline const QString MailCaseDir = QStringLiteral(ADJ_CASES_DIR "/audit/late-message/");

// The SHA-256 of a message of the case, as its receipt gives it.
inline QString mailCaseSha(const QString &mailFile)
{
    return QString::fromLatin1(
        QCryptographicHash::hash(fileBytes(MailCaseDir + QStringLiteral("mail/") + mailFile), QCryptographicHash::Sha256).toHex());
}

// The game file in `dir`; "" when a step failed.
inline QString mailCasePlayed(const QTemporaryDir &dir)
{
    const QString file = dir.filePath(QStringLiteral("game.adjutant")), in = dir.filePath(QStringLiteral("in"));
    QStringList mailIn{QStringLiteral("mail-in"), file};
    for (const QString &m : QDir(MailCaseDir + QStringLiteral("mail")).entryList({QStringLiteral("*.eml")}, QDir::Files, QDir::Name))
        mailIn.append(MailCaseDir + QStringLiteral("mail/") + m);
    if (cli({QStringLiteral("export-db"), MailCaseDir + QStringLiteral("game.json"), QStringLiteral("-o"), file}).status != 0
        || cli(mailIn + QStringList{QStringLiteral("-o"), in}).status != 0
        || cli({QStringLiteral("accept"), file, in + QStringLiteral("/NOR.orders"), in + QStringLiteral("/MER.orders")}).status != 0
        || cli({QStringLiteral("accept"), file, MailCaseDir + QStringLiteral("turn2.orders")}).status != 0)
        return {};
    return file;
}

} // namespace adj::test
