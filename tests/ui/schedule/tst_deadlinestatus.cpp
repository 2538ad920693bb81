// The deadline countdown in the status bar, with a fixed clock: the deadline
// in the schedule's time zone, the time left (real time, across a change of
// daylight saving too), passed, within the grace; nothing without a
// deadline; the window's label follows the game and its timer.
#include "document/GameDocument.h"
#include "model/Game.h"
#include "schedule/DeadlineStatus.h"
#include "window/MainWindow.h"

#include <QApplication>
#include <QStandardPaths>
#include <QTest>
#include <QTimer>

#include "TestSupport.h"
#include "UiTestMain.h"

using namespace adj;
using namespace adj::ui;

Q_DECLARE_METATYPE(adj::Schedule)

namespace {
QDateTime at(const char *rfc3339)
{
    return *parseRfc3339(QString::fromLatin1(rfc3339));
}

Schedule berlin(const char *deadline, int grace = 0)
{
    Schedule s;
    s.deadline = at(deadline);
    s.timeZone = QStringLiteral("Europe/Berlin");
    s.graceMinutes = grace;
    return s;
}
} // namespace

class TestDeadlineStatus : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedKingdom));
    }
    void countdown_data();
    void countdown();
    void windowFollowsTheGameAndTheClock();
};

void TestDeadlineStatus::countdown_data()
{
    QTest::addColumn<Schedule>("schedule");
    QTest::addColumn<QDateTime>("now");
    QTest::addColumn<QString>("text");
    const Schedule dec = berlin("2026-12-10T18:00:00+01:00", 30);
    QTest::newRow("days and hours left") << dec << at("2026-12-08T13:00:00+01:00")
                                         << QStringLiteral("Deadline Thu 10 Dec 18:00 CET — 2 days 5 hours left");
    QTest::newRow("whole days") << dec << at("2026-12-06T17:00:00Z") << QStringLiteral("Deadline Thu 10 Dec 18:00 CET — 4 days left");
    QTest::newRow("hours and minutes") << dec << at("2026-12-10T13:48:30+01:00")
                                       << QStringLiteral("Deadline Thu 10 Dec 18:00 CET — 4 hours 11 minutes left");
    QTest::newRow("one minute") << dec << at("2026-12-10T17:59:00+01:00") << QStringLiteral("Deadline Thu 10 Dec 18:00 CET — 1 minute left");
    QTest::newRow("seconds") << dec << at("2026-12-10T17:59:30+01:00")
                             << QStringLiteral("Deadline Thu 10 Dec 18:00 CET — less than a minute left");
    QTest::newRow("within the grace") << dec << at("2026-12-10T18:10:00+01:00")
                                      << QStringLiteral("Deadline Thu 10 Dec 18:00 CET — passed 10 minutes ago, within the grace: orders count until 18:30");
    QTest::newRow("passed") << dec << at("2026-12-10T21:00:00+01:00") << QStringLiteral("Deadline Thu 10 Dec 18:00 CET — passed 3 hours ago");
    QTest::newRow("passed, no grace") << berlin("2026-12-10T18:00:00+01:00") << at("2026-12-10T18:00:00+01:00")
                                      << QStringLiteral("Deadline Thu 10 Dec 18:00 CET — passed just now");
    // Shown in the schedule's zone, whatever offset the deadline was written with.
    QTest::newRow("written in UTC") << berlin("2026-12-10T17:00:00Z") << at("2026-12-09T17:00:00Z")
                                    << QStringLiteral("Deadline Thu 10 Dec 18:00 CET — 1 day left");
    Schedule tokyo = dec;
    tokyo.timeZone = QStringLiteral("Asia/Tokyo");
    QTest::newRow("another zone") << tokyo << at("2026-12-08T13:00:00+01:00")
                                  << QStringLiteral("Deadline Fri 11 Dec 02:00 JST — 2 days 5 hours left");
    // Spring forward on Sunday 29 March: Saturday 12:00 CET to Monday 18:00 CEST is 53 hours.
    QTest::newRow("across spring DST") << berlin("2026-03-30T18:00:00+02:00") << at("2026-03-28T12:00:00+01:00")
                                       << QStringLiteral("Deadline Mon 30 Mar 18:00 CEST — 2 days 5 hours left");
    // Fall back on Sunday 25 October: Saturday 12:00 CEST to Monday 18:00 CET is 55 hours.
    QTest::newRow("across autumn DST") << berlin("2026-10-26T18:00:00+01:00") << at("2026-10-24T12:00:00+02:00")
                                       << QStringLiteral("Deadline Mon 26 Oct 18:00 CET — 2 days 7 hours left");
    QTest::newRow("no deadline") << Schedule{} << at("2026-10-24T12:00:00+02:00") << QString();
}

void TestDeadlineStatus::countdown()
{
    QFETCH(Schedule, schedule);
    QFETCH(QDateTime, now);
    QFETCH(QString, text);
    QCOMPARE(DeadlineStatus::countdown(schedule, now), text);
}

void TestDeadlineStatus::windowFollowsTheGameAndTheClock()
{
    MainWindow w;
    QVERIFY(w.openFile(QStringLiteral(ADJ_GAMES_DIR "/britain.json")));
    DeadlineStatus *status = w.deadlineStatus();
    QDateTime now = at("2026-12-08T13:00:00+01:00");
    status->setClock([&now] { return now; });
    QCOMPARE(status->text(), QString());  // the game has no deadline
    QVERIFY(status->isHidden());

    Game g = w.document()->game();
    setGameSchedule(g, berlin("2026-12-10T18:00:00+01:00"));
    w.document()->setGame(g);
    QCOMPARE(status->text(), QStringLiteral("Deadline Thu 10 Dec 18:00 CET — 2 days 5 hours left"));
    QVERIFY(!status->isHidden());
    QCOMPARE(status->timer()->interval(), 60 * 1000);  // once a minute
    QVERIFY(status->timer()->isActive());
    // A minute later, by the timer.
    status->timer()->setInterval(20);
    now = now.addSecs(2 * 24 * 3600 + 5 * 3600);
    QTRY_COMPARE(status->text(), QStringLiteral("Deadline Thu 10 Dec 18:00 CET — passed just now"));
}

int main(int argc, char **argv)
{
    return adj::test::runUiTest<TestDeadlineStatus>(argc, argv, "tst_deadlinestatus", adj::test::Keyring::None);
}

#include "tst_deadlinestatus.moc"
