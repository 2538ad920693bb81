#include "schedule/DeadlineStatus.h"

#include "document/GameDocument.h"
#include "model/Game.h"

#include <QLocale>
#include <QTimer>

namespace adj::ui {

namespace {
// The deadline as the players read it: weekday, day, month, hour and the zone's abbreviation.
QString when(const QDateTime &at, const QTimeZone &zone)
{
    const QDateTime local = at.toTimeZone(zone);
    return QLocale().toString(local, QStringLiteral("ddd d MMM HH:mm")) + u' ' + zone.abbreviation(local);
}
} // namespace

DeadlineStatus::DeadlineStatus(GameDocument *doc, QWidget *parent)
    : QLabel(parent), m_doc(doc), m_timer(new QTimer(this)), m_now([] { return QDateTime::currentDateTimeUtc(); })
{
    setObjectName(QStringLiteral("deadlineStatus"));
    m_timer->setInterval(60 * 1000);
    connect(m_timer, &QTimer::timeout, this, &DeadlineStatus::update);
    connect(m_doc, &GameDocument::gameReset, this, &DeadlineStatus::update);
    connect(m_doc, &GameDocument::gameFieldChanged, this, [this](const QString &field) {
        if (field == u"schedule")
            update();
    });
    m_timer->start();
    update();
}

void DeadlineStatus::setClock(std::function<QDateTime()> now)
{
    m_now = std::move(now);
    update();
}

QString DeadlineStatus::span(qint64 seconds)
{
    const qint64 minutes = seconds / 60, hours = minutes / 60, days = hours / 24;
    if (days > 0)
        return hours % 24 ? tr("%n day(s)", nullptr, int(days)) + u' ' + tr("%n hour(s)", nullptr, int(hours % 24))
                          : tr("%n day(s)", nullptr, int(days));
    if (hours > 0)
        return minutes % 60 ? tr("%n hour(s)", nullptr, int(hours)) + u' ' + tr("%n minute(s)", nullptr, int(minutes % 60))
                            : tr("%n hour(s)", nullptr, int(hours));
    return tr("%n minute(s)", nullptr, int(minutes));
}

QString DeadlineStatus::countdown(const Schedule &schedule, const QDateTime &now)
{
    if (!schedule.deadline.isValid())
        return {};
    const QTimeZone zone = scheduleZone(schedule);
    const QString deadline = when(schedule.deadline, zone);
    const qint64 left = now.secsTo(schedule.deadline);
    if (left > 0)
        return left < 60 ? tr("Deadline %1 — less than a minute left").arg(deadline)
                         : tr("Deadline %1 — %2 left").arg(deadline, span(left));
    const QDateTime cut = cutOff(schedule);
    const QString ago = -left < 60 ? tr("just now") : tr("%1 ago").arg(span(-left));
    if (now < cut)
        return tr("Deadline %1 — passed %2, within the grace: orders count until %3")
            .arg(deadline, ago, QLocale().toString(cut.toTimeZone(zone), QStringLiteral("HH:mm")));
    return tr("Deadline %1 — passed %2").arg(deadline, ago);
}

void DeadlineStatus::update()
{
    const auto schedule = gameSchedule(m_doc->game());
    const QString words = schedule ? countdown(*schedule, m_now()) : QString();
    setText(words);
    setMinimumWidth(sizeHint().width());  // never cut short in a full status bar
    setVisible(!words.isEmpty());
    setToolTip(schedule && schedule->deadline.isValid()
                   ? tr("The turn's deadline in %1; orders received up to %2 count (Mail › Game Settings…)")
                         .arg(scheduleZoneName(*schedule), QLocale().toString(cutOff(*schedule).toTimeZone(scheduleZone(*schedule)), QLocale::ShortFormat))
                   : QString());
}

} // namespace adj::ui
