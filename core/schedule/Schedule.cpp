// The schedule's times: RFC 3339, the zone, the cut-off, the next deadline
// across a change of daylight saving, the reminder hour that is due.
#include "schedule/Schedule.h"

#include <QRegularExpression>

#include <algorithm>

namespace adj {

std::optional<QDateTime> parseRfc3339(const QString &text)
{
    static const QRegularExpression re(QStringLiteral(
        "^(\\d{4})-(\\d{2})-(\\d{2})[Tt](\\d{2}):(\\d{2}):(\\d{2})(?:\\.(\\d{1,9}))?(?:([Zz])|([+-])(\\d{2}):(\\d{2}))$"));
    if (text.size() > 40)
        return std::nullopt;
    const QRegularExpressionMatch m = re.match(text);
    if (!m.hasMatch())
        return std::nullopt;
    auto n = [&](int i) { return m.captured(i).toInt(); };
    const QDate date(n(1), n(2), n(3));
    const int ms = m.captured(7).isEmpty() ? 0 : m.captured(7).left(3).leftJustified(3, u'0').toInt();
    const QTime time(n(4), n(5), n(6), ms);
    if (!date.isValid() || !time.isValid() || n(1) < 1)
        return std::nullopt;
    if (m.hasCaptured(8))
        return QDateTime(date, time, Qt::UTC);
    const int hours = n(10), minutes = n(11);
    if (hours > 23 || minutes > 59)
        return std::nullopt;
    const int offset = (m.captured(9) == u"-" ? -1 : 1) * (hours * 3600 + minutes * 60);
    const QDateTime at(date, time, Qt::OffsetFromUTC, offset);
    if (!at.isValid())
        return std::nullopt;
    return at;
}

bool isGameTag(const QString &text)
{
    return text.size() >= 2 && text.size() <= 12
        && std::all_of(text.begin(), text.end(), [](QChar c) { return c.isLetterOrNumber() && c.unicode() < 128; });
}

QString rfc3339(const QDateTime &at)
{
    return at.toString(at.time().msec() ? Qt::ISODateWithMs : Qt::ISODate);
}

QTimeZone scheduleZone(const Schedule &s)
{
    if (!s.timeZone.isEmpty())
        return QTimeZone(s.timeZone.toUtf8());
    return QTimeZone(s.deadline.isValid() ? s.deadline.offsetFromUtc() : 0);
}

QString scheduleZoneName(const Schedule &s)
{
    if (!s.timeZone.isEmpty())
        return s.timeZone;
    const int offset = s.deadline.isValid() ? s.deadline.offsetFromUtc() : 0;
    const int minutes = std::abs(offset) / 60;
    return QStringLiteral("UTC%1%2:%3")
        .arg(offset < 0 ? u'-' : u'+')
        .arg(minutes / 60, 2, 10, QLatin1Char('0'))
        .arg(minutes % 60, 2, 10, QLatin1Char('0'));
}

QDateTime cutOff(const Schedule &s)
{
    return s.deadline.isValid() ? s.deadline.addSecs(qint64(s.graceMinutes) * 60) : QDateTime();
}

namespace {

// The deadline `days` days away at the same local time in the schedule's zone.
QDateTime deadlineDaysAway(const Schedule &s, int days)
{
    if (!s.deadline.isValid() || s.turnDays <= 0)
        return {};
    const QTimeZone zone = scheduleZone(s);
    const QDateTime local = s.deadline.toTimeZone(zone);
    const QDateTime at(local.date().addDays(days), local.time(), zone);
    if (!at.isValid() || at.date().year() > 9999 || at.toUTC().date().year() > 9999  // RFC 3339: a year of four digits
        || at.date().year() < 1 || at.toUTC().date().year() < 1)
        return {};
    return at.toOffsetFromUtc(at.offsetFromUtc());
}

} // namespace

QDateTime nextDeadline(const Schedule &s)
{
    return deadlineDaysAway(s, s.turnDays);
}

QDateTime previousDeadline(const Schedule &s)
{
    return deadlineDaysAway(s, -s.turnDays);
}

Schedule nextSchedule(const Schedule &s)
{
    Schedule next = s;
    next.deadline = nextDeadline(s);
    return next;
}

int dueReminderHour(const Schedule &s, const QDateTime &now)
{
    if (s.remindHours.isEmpty())
        return 0;
    std::optional<int> passed;
    for (const int h : s.remindHours)
        if (s.deadline.addSecs(-qint64(h) * 3600) <= now && (!passed || h < *passed))
            passed = h;
    return passed ? *passed : *std::max_element(s.remindHours.begin(), s.remindHours.end());
}

} // namespace adj
