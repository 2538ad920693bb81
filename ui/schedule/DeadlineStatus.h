// The deadline countdown in the status bar: "Deadline Thu 10 Dec 18:00 CET —
// 2 days 4 hours left", after it "… — passed 3 hours ago" (within the grace
// saying until when orders still count), shown in the schedule's time zone,
// updated once a minute; empty when the game has no deadline. The time left
// is real time (a change of daylight saving in between counts as it is), the
// deadline's hour the zone's local time then.
#pragma once

#include "schedule/Schedule.h"

#include <QDateTime>
#include <QLabel>

#include <functional>
#include <optional>

class QTimer;

namespace adj::ui {

class GameDocument;

class DeadlineStatus : public QLabel
{
    Q_OBJECT
public:
    explicit DeadlineStatus(GameDocument *doc, QWidget *parent = nullptr);

    // What is "now" (tests give a fixed clock); the system's clock by default.
    void setClock(std::function<QDateTime()> now);
    QTimer *timer() const { return m_timer; }

    // The countdown's words for `schedule` at `now`; "" when it has no deadline.
    static QString countdown(const Schedule &schedule, const QDateTime &now);
    // "2 days 4 hours", "3 hours", "5 minutes": the two largest units of a span.
    static QString span(qint64 seconds);

public slots:
    void update();

private:
    GameDocument *m_doc;
    QTimer *m_timer;
    std::function<QDateTime()> m_now;
};

} // namespace adj::ui
