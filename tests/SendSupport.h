// What the tests of the SendDialog share: the mail corpus's game with a
// moderator, sending and waiting for the end, its Send button, and how many
// messages the SMTP test server (SmtpTestServer.h) has written to its folder.
#pragma once

#include "mail/SendDialog.h"

#include "TestSupport.h"

#include <QDir>
#include <QPushButton>
#include <QSignalSpy>

namespace adj::test {

// The mail corpus's game (NOR played by ann@, MER by bob@) with a moderator,
// and WES, whose player has no address.
inline Game moderatedMailGame()
{
    Game g = readGame(WhatIfGamePath);
    g.extra.insert(QStringLiteral("moderator"), QJsonObject{{QStringLiteral("name"), QStringLiteral("Mod Erator")},
                                                            {QStringLiteral("email"), QStringLiteral("mod@example.net")}});
    Nation wes;
    wes.code = QStringLiteral("WES");
    wes.name = QStringLiteral("Wessex");
    g.nations.append(wes);
    g.order.append(wes.code);
    g.reindex();
    return g;
}

// The messages the SMTP test server received into `folder`.
inline int received(const QString &folder)
{
    return int(QDir(folder).entryList({QStringLiteral("*.eml")}, QDir::Files).size());
}

// Sends what the dialog has not sent and waits until the sending finished.
inline bool sendAndWait(ui::SendDialog &dialog)
{
    QSignalSpy done(&dialog, &ui::SendDialog::sendingFinished);
    dialog.send();
    return done.wait(120000);
}

inline QPushButton *sendButton(ui::SendDialog &dialog)
{
    for (QPushButton *b : dialog.findChildren<QPushButton *>())
        if (b->text() == QStringLiteral("&Send"))
            return b;
    return nullptr;
}

} // namespace adj::test
