// The turn's schedule and the moderator's mailbox (docs/formats.md "Game file":
// the optional `schedule` and `mailbox` objects): the deadline with its
// offset, the time zone deadlines are shown in and keep their local time in,
// the grace, the days to the next turn's deadline and the reminder hours; the
// mailbox's URL and user (never a password). Read strictly from JSON, every
// malformed value a problem at its field; written back only when set.
#pragma once

#include "io/Problem.h"

#include <QDateTime>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <QTimeZone>

#include <optional>

namespace adj {

struct Schedule {
    QDateTime deadline;       // with its offset (Qt::OffsetFromUTC); invalid: no deadline
    QString timeZone;         // an IANA name; empty: the deadline's offset
    int graceMinutes = 0;
    int turnDays = 0;         // 0: no next deadline
    QList<int> remindHours;   // hours before the deadline, as written
    bool operator==(const Schedule &) const = default;
};

struct Mailbox {
    QString url;              // imap://, imaps://, pop3:// or pop3s://
    QString user;
    QString tag;              // the game's short name when games share the mailbox ("BRIT"); "" none
    QString smtp;             // smtp:// or smtps://: where the game's mail goes out; "" none
    bool operator==(const Mailbox &) const = default;
};

// Whether `text` is a game's tag: 2 to 12 letters or digits (docs/formats.md
// `mailbox.tag`).
bool isGameTag(const QString &text);

// An RFC 3339 date-time with its offset ("2026-12-10T18:00:00+01:00", "…Z");
// nothing for any other text (no offset, no seconds, a date that does not exist).
std::optional<QDateTime> parseRfc3339(const QString &text);
// The date-time as RFC 3339 with its offset ("Z" for UTC), seconds always,
// milliseconds when there are any.
QString rfc3339(const QDateTime &at);

// The zone deadlines are shown in: `timeZone`, else the deadline's offset.
QTimeZone scheduleZone(const Schedule &s);
// "Europe/Berlin", or the offset ("UTC+01:00") when the schedule names no zone.
QString scheduleZoneName(const Schedule &s);
// Orders received up to this count: the deadline plus the grace (invalid when
// there is no deadline).
QDateTime cutOff(const Schedule &s);
// The next turn's deadline: `turnDays` days later at the same local time in
// the schedule's zone, with the offset that zone has then (a change of
// daylight saving in between moves the offset, not the hour; an hour that
// does not exist that day is the first one after the gap). Invalid when
// there is no deadline or `turnDays` is 0, or past the year 9999.
QDateTime nextDeadline(const Schedule &s);
// The turn before's deadline, likewise `turnDays` days earlier (invalid
// when there is no deadline or `turnDays` is 0).
QDateTime previousDeadline(const Schedule &s);
// The schedule of the next turn: its deadline the next one (none when there
// is none), everything else kept.
Schedule nextSchedule(const Schedule &s);

// The reminder hour of `remindHours` due at `now`: the nearest one already
// passed (its time, deadline minus the hours, not after `now`), else the
// largest; 0 when there are none.
int dueReminderHour(const Schedule &s, const QDateTime &now);

// The `schedule` and `mailbox` values of the game JSON: each malformed value
// a problem at `schedule.deadline` etc. (an unknown field a warning). Nothing
// when there is an error.
std::optional<Schedule> readSchedule(const QJsonValue &value, Problems &problems);
std::optional<Mailbox> readMailbox(const QJsonValue &value, Problems &problems);
// As the game JSON writes them: only the fields that are set.
QJsonObject scheduleJson(const Schedule &s);
QJsonObject mailboxJson(const Mailbox &m);

} // namespace adj
