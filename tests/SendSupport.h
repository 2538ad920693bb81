// What the tests of the SendDialog share: sending and waiting for the end,
// its Send button, and how many messages the SMTP test server
// (SmtpTestServer.h) has written to its folder.
#pragma once

#include "mail/SendDialog.h"

#include <QDir>
#include <QPushButton>
#include <QSignalSpy>

namespace adj::test {

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
