// libFuzzer target: the reader of `adjutant-cli send` (readOutgoing with
// GMime) on the bytes written to a file, read as an mbox when they start with
// "From " and as one message otherwise; then withDate, which send applies to
// each message. Every message read names its file and number and has a sender
// and a recipient (or it is a problem naming the file and number instead);
// re-dating a message read gives a message read the same way; and the
// Message-ID `send --game` knows a message by, read of the bytes as they
// were written (messageIdOf): one line.
#include "FuzzSupport.h"
#include "mail/Outbox.h"
#include "turn/SentRecords.h"

#include <QDateTime>
#include <QFile>
#include <cstdint>

using namespace adj;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QString path = fuzz::inputFile("fuzz.mbox", data, size);
    Problems problems;
    const QList<StoredMail> mails = readOutgoing(path, problems);
    for (const StoredMail &m : mails) {
        fuzz::require(m.file == path && m.number >= 1, "a message names its file and number");
        fuzz::require(!m.from.isEmpty() && !m.recipients.isEmpty(), "a message to send has a sender and a recipient");
        const QByteArray dated = withDate(m.bytes, QDateTime(QDate(2026, 12, 1), QTime(12, 0), Qt::UTC));
        fuzz::require(!dated.isEmpty(), "a re-dated message is not empty");
        const QString id = messageIdOf(m.bytes);
        fuzz::require(!id.contains(u'\n') && !id.contains(u'\r'), "a Message-ID is one line");
    }
    messageIdOf(QByteArray(reinterpret_cast<const char *>(data), qsizetype(size)));  // any bytes at all
    for (const Problem &p : problems)
        fuzz::require(p.file == path && !p.message.isEmpty(), "a problem names the file and says what");
    QFile::remove(path);
    return 0;
}
