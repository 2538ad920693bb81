// Sending the program's mail through an SMTP server with libcurl
// (docs/formats.md `send`): `smtp://` with STARTTLS when the server offers it,
// `smtps://` with TLS from the start; login when a user is given. One message
// at a time; a message counts as sent only when the server accepted it. Each
// goes out dated when it is sent (RFC 5322 3.6.1), not when it was written.
#pragma once

#include "mail/CurlServer.h"
#include "mail/Outbox.h"

namespace adj {

using SmtpServer = MailServer;  // smtp://host[:port] or smtps://host[:port]

struct SendResult {
    bool accepted = false;
    QString reply;      // the server's last reply line, or why it could not be reached
    // The server could not be used at all (not reached, no TLS, login
    // refused): every later message would fail alike, so sending stops.
    bool serverFailed = false;
};

SendResult sendMail(const StoredMail &mail, const SmtpServer &server);

} // namespace adj
