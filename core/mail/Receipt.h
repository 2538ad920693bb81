// What is known of a message as the moderator's side received it (docs/formats.md
// "The turn's mail", Received and Receipts): the SHA-256 of its bytes as
// received, and when it was received — the date of its topmost Received:
// header (the part after the last ';'), else its Date:. Read with GMime.
#pragma once

#include "io/CoreText.h"

#include <QByteArray>
#include <QDateTime>
#include <QString>

#include <optional>

typedef struct _GMimeMessage GMimeMessage;

namespace adj {

// 64 lower-case hex digits.
QString sha256Hex(const QByteArray &bytes);

struct ReceivedTime {
    QDateTime at;              // UTC; invalid when neither header gives a date
    bool fromDate = false;     // taken from Date: (no Received:, or one that could not be read)
    std::optional<CoreText> note;  // the topmost Received: could not be read
};

// Of a parsed message's headers.
ReceivedTime receivedTime(GMimeMessage *message);
// Of a message's bytes (parsed with GMime first): what the fuzz target and
// anyone holding only the bytes use.
ReceivedTime receivedTime(const QByteArray &message);

} // namespace adj
