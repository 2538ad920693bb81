// libFuzzer target: what `fetch` reads of each message it stores
// (mailbox/Maildir MessageDigest): the bytes come in pieces of the sizes the
// input's first byte chooses, as a server gives them. Whatever the pieces,
// the summary (sender, subject, Message-ID, time received, SHA-256) is the
// one of the whole message given at once, and the SHA-256 is its bytes'.
#include "FuzzSupport.h"
#include "mailbox/Maildir.h"

#include <QCryptographicHash>

#include <cstdint>

using namespace adj;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size == 0)
        return 0;
    const qint64 piece = 1 + data[0] % 97;
    const char *bytes = reinterpret_cast<const char *>(data + 1);
    const qint64 length = qint64(size) - 1;
    MessageDigest inPieces, whole;
    for (qint64 at = 0; at < length; at += piece)
        inPieces.add(bytes + at, std::min(piece, length - at));
    whole.add(bytes, length);
    const FetchedMessage a = inPieces.summary(), b = whole.summary();
    fuzz::require(a.from == b.from && a.subject == b.subject && a.messageId == b.messageId && a.received == b.received,
                  "the summary does not depend on the pieces");
    fuzz::require(a.sha256 == QString::fromLatin1(QCryptographicHash::hash(QByteArrayView(bytes, length),
                                                                           QCryptographicHash::Sha256).toHex()),
                  "the SHA-256 is the message's");
    return 0;
}
