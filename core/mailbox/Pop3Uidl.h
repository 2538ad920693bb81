// A POP3 server's UIDL listing (RFC 1939 §7): "n uidl" per line, as curl
// gives it (the +OK line and the closing "." taken off). Hostile input.
#pragma once

#include <QByteArray>
#include <QList>
#include <QString>

#include <optional>

namespace adj {

struct Pop3Message {
    int number = 0;  // in this session
    QString uidl;    // 1 to 70 characters from 0x21 to 0x7E
};

// The messages listed, or nothing when a line is not "number uidl".
std::optional<QList<Pop3Message>> parseUidl(const QByteArray &listing);

} // namespace adj
