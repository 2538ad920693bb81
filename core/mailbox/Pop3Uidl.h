// A POP3 server's UIDL listing (RFC 1939 §7): "n uidl" per line, the +OK
// line and the closing "." taken off (mailbox/Pop3Reader.h). Hostile input.
#pragma once

#include <QByteArray>
#include <QList>
#include <QString>

#include <optional>

namespace adj {

// A listing longer than this is no mailbox's: about 200,000 messages.
constexpr qint64 kMaxUidlListing = qint64(16) << 20;

struct Pop3Message {
    int number = 0;  // in this session
    QString uidl;    // 1 to 70 characters from 0x21 to 0x7E
};

// The first line that is not "number uidl": its number (from 1) and bytes.
struct UidlProblem {
    int line = 0;
    QByteArray text;
};

// The messages listed, or nothing when a line is not "number uidl" (then
// `problem`, when given, names it).
std::optional<QList<Pop3Message>> parseUidl(const QByteArray &listing, UidlProblem *problem = nullptr);

} // namespace adj
