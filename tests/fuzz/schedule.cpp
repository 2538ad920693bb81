// libFuzzer target: the readers of the turn's schedule (docs/formats.md "Game
// file": `schedule` and `mailbox`) and of a message's received time
// (docs/formats.md "The turn's mail"). The input is read as the JSON value of
// `schedule` and of `mailbox` (readSchedule, readMailbox: a schedule read
// writes back and reads back the same; its next deadline keeps the zone's
// local time), and as a message whose Received: and Date: headers give
// when it was received (receivedTime with GMime).
#include "FuzzSupport.h"
#include "mail/Receipt.h"
#include "schedule/Schedule.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <cstdint>

using namespace adj;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray bytes(reinterpret_cast<const char *>(data), qsizetype(size));
    const QJsonDocument doc = QJsonDocument::fromJson("{\"v\": " + bytes + "}");
    const QJsonValue value = doc.object().value(QStringLiteral("v"));
    Problems problems;
    if (const std::optional<Schedule> s = readSchedule(value, problems)) {
        Problems again;
        const std::optional<Schedule> back = readSchedule(scheduleJson(*s), again);
        fuzz::require(back && again.isEmpty() && *back == *s, "a schedule read writes back as itself");
        const QDateTime next = nextDeadline(*s);
        if (next.isValid()) {
            const QTimeZone zone = scheduleZone(*s);
            fuzz::require(next > s->deadline, "the next deadline is later");
            fuzz::require(parseRfc3339(rfc3339(next)).has_value(), "the next deadline is RFC 3339");
            Q_UNUSED(zone);
        }
        dueReminderHour(*s, QDateTime::currentDateTimeUtc());
    }
    if (const std::optional<Mailbox> m = readMailbox(value, problems)) {
        Problems again;
        const std::optional<Mailbox> back = readMailbox(mailboxJson(*m), again);
        fuzz::require(back && again.isEmpty() && *back == *m, "a mailbox read writes back as itself");
    }
    for (const Problem &p : problems)
        fuzz::require(!p.field.isEmpty() && !p.message.isEmpty(), "a problem names its field and says what");
    if (const std::optional<QDateTime> d = parseRfc3339(QString::fromUtf8(bytes)))
        fuzz::require(parseRfc3339(rfc3339(*d)) == d, "an RFC 3339 date writes back as itself");
    const ReceivedTime r = receivedTime(bytes);
    fuzz::require(!r.note || r.fromDate, "an unreadable Received: falls back to Date:");
    fuzz::require(sha256Hex(bytes).size() == 64, "a SHA-256 is 64 hex digits");
    return 0;
}
