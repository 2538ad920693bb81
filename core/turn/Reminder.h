// Reminders before the deadline (docs/formats.md "The turn's mail", Reminders): a
// mail to each nation with no counted orders and to each whose counted
// orders have problems (listed), giving the deadline in the game's time zone
// and in UTC, in the game's report language, from the game's moderator;
// never twice to a nation for the same deadline and reminder hour. What
// `adjutant-cli remind` writes and the window sends.
#pragma once

#include "mail/OrderMail.h"
#include "mail/Outbox.h"
#include "model/Game.h"
#include "store/SentMail.h"
#include "turn/CheckedOrders.h"

#include <QDateTime>
#include <QMap>
#include <QSet>

namespace adj {

// A reminder that went out: to a nation, for a deadline, at a reminder hour
// (what a game file records, so that it is not sent again).
struct ReminderSent {
    QString nation;
    QDateTime deadline;
    int hour = 0;
    bool operator==(const ReminderSent &o) const
    {
        return nation == o.nation && deadline == o.deadline && hour == o.hour;
    }
};
size_t qHash(const ReminderSent &r, size_t seed = 0);

// A nation a reminder is due to: it has no counted orders, or they have problems.
struct ReminderDue {
    QString nation;
    bool hasOrders = false;
    QStringList lines;      // its orders text's lines (a problem's line is one of them)
    Problems problems;      // its orders' problems, by line
};

// The nations in the game's nation order that a reminder is due to for the
// schedule's deadline at `hour`: `counted` holds the counted orders text of
// each nation that has any. Nations in `sent` for that deadline and hour are
// left out.
QList<ReminderDue> remindersDue(const Game &game, const QMap<QString, OrdersText> &counted, int hour,
                                const QSet<ReminderSent> &sent = {});

// The reminders a game file records as sent (of its SentMail, the reminders').
QSet<ReminderSent> remindersSent(const QList<SentMail> &sent);
// The counted orders of a turn's sorted mail: each nation's message that
// counts, as its orders text (what remindersDue checks).
QMap<QString, OrdersText> countedOrders(const TurnMail &mail);

// The body, in the game's report language.
QString reminderText(const Game &game, const Schedule &schedule, const ReminderDue &due);
// The mail to the nation's player (nothing when the player has no address):
// dated at its reminder hour (the deadline minus `hour` hours), its
// Message-ID a hash of the nation, the deadline, the hour and the text.
std::optional<OutgoingMail> reminderMail(const Game &game, const Schedule &schedule, const ReminderDue &due, int hour);

} // namespace adj
