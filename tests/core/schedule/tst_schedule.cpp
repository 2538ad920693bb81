// The turn's schedule and the moderator's mailbox (docs/formats.md "Game file"):
// read from and written to the game JSON through both readers, every
// malformed value a problem at its line and field; the next turn's deadline
// at the same local time across a change of daylight saving, made where the
// resolver makes the next turn's game; the reminder hour that is due.
#include "TestSupport.h"

#include "schedule/Schedule.h"

#include <QJsonDocument>
#include <QTest>

using namespace adj;
using namespace adj::test;

namespace {

// The sample game with `fields` added at its top level (after its first line).
QByteArray sampleWith(const QByteArray &fields)
{
    QByteArray text = fileBytes(SamplePath);
    return text.insert(text.indexOf('{') + 1, "\n" + fields + ",");
}

QDateTime at(const char *text)
{
    const std::optional<QDateTime> d = parseRfc3339(QString::fromLatin1(text));
    if (!d)
        qFatal("not RFC 3339: %s", text);
    return *d;
}

} // namespace

class TestSchedule : public QObject
{
    Q_OBJECT
private slots:
    void rfc3339();
    void readAndWrite();
    void problems_data();
    void problems();
    void nextDeadline_data();
    void nextDeadline();
    void resolvedTurnCarriesTheNextDeadline();
    void noScheduleNoChange();
    void dueReminderHour();
};

void TestSchedule::rfc3339()
{
    QCOMPARE(parseRfc3339(QStringLiteral("2026-12-10T18:00:00+01:00"))->offsetFromUtc(), 3600);
    QCOMPARE(parseRfc3339(QStringLiteral("2026-12-10T17:00:00Z"))->toMSecsSinceEpoch(),
             parseRfc3339(QStringLiteral("2026-12-10T18:00:00+01:00"))->toMSecsSinceEpoch());
    QCOMPARE(parseRfc3339(QStringLiteral("2026-03-01T06:30:00.250-05:30"))->time().msec(), 250);
    for (const char *bad : {"2026-12-10T18:00:00", "2026-12-10 18:00:00+01:00", "2026-02-30T18:00:00Z", "2026-12-10T24:00:00Z",
                            "2026-12-10T18:00+01:00", "2026-12-10T18:00:00+25:00", "tomorrow", ""})
        QVERIFY2(!parseRfc3339(QString::fromLatin1(bad)), bad);
    QCOMPARE(adj::rfc3339(at("2026-12-10T18:00:00+01:00")), QStringLiteral("2026-12-10T18:00:00+01:00"));
    QCOMPARE(adj::rfc3339(at("2026-12-10T18:00:00Z")), QStringLiteral("2026-12-10T18:00:00Z"));
}

// Both readers (the clean one and the reporting one) give the same schedule,
// and the writer writes it back as it was read.
void TestSchedule::readAndWrite()
{
    const QByteArray text = sampleWith("\"schedule\": {\"deadline\": \"2026-12-10T18:00:00+01:00\", \"timeZone\": \"Europe/Berlin\",\n"
        "        \"graceMinutes\": 30, \"turnDays\": 7, \"remindHours\": [48, 6]},\n"
        "  \"mailbox\": {\"url\": \"imaps://imap.example.org/INBOX\", \"user\": \"gm@example.org\", \"tag\": \"Brit\",\n"
        "              \"smtp\": \"smtps://mail.example.org\"}");
    const std::optional<Game> clean = readCleanGameJson(text);
    QVERIFY(clean);
    const GameRead reporting = readGameJsonReporting(text, QStringLiteral("g.json"));
    QVERIFY2(reporting.game, qPrintable(reporting.problems.value(0).toString()));
    QVERIFY(reporting.problems.isEmpty());
    for (const Game &g : {*clean, *reporting.game}) {
        const std::optional<Schedule> s = gameSchedule(g);
        QVERIFY(s);
        QCOMPARE(s->deadline, at("2026-12-10T18:00:00+01:00"));
        QCOMPARE(s->deadline.offsetFromUtc(), 3600);
        QCOMPARE(s->timeZone, QStringLiteral("Europe/Berlin"));
        QCOMPARE(s->graceMinutes, 30);
        QCOMPARE(s->turnDays, 7);
        QCOMPARE(s->remindHours, (QList<int>{48, 6}));
        QCOMPARE(cutOff(*s), at("2026-12-10T18:30:00+01:00"));
        QCOMPARE(gameMailbox(g)->url, QStringLiteral("imaps://imap.example.org/INBOX"));
        QCOMPARE(gameMailbox(g)->user, QStringLiteral("gm@example.org"));
        QCOMPARE(gameMailbox(g)->tag, QStringLiteral("Brit"));  // as written; routing ignores case
        QCOMPARE(gameMailbox(g)->smtp, QStringLiteral("smtps://mail.example.org"));
    }
    const QByteArray written = writeGameJson(*clean);
    QVERIFY(written.contains("\"schedule\": {\"deadline\": \"2026-12-10T18:00:00+01:00\", \"graceMinutes\": 30, \"remindHours\": [48, 6], \"timeZone\": \"Europe/Berlin\", \"turnDays\": 7}"));
    QVERIFY2(written.contains("\"mailbox\": {\"smtp\": \"smtps://mail.example.org\", \"tag\": \"Brit\", \"url\": \"imaps://imap.example.org/INBOX\", \"user\": \"gm@example.org\"}"),
             written.constData());
    QCOMPARE(*readCleanGameJson(written), *clean);
    // Only what is set is written; a game without them writes neither.
    QCOMPARE(scheduleJson(Schedule{at("2026-12-10T18:00:00Z")}), (QJsonObject{{QStringLiteral("deadline"), QStringLiteral("2026-12-10T18:00:00Z")}}));
    QVERIFY(!writeGameJson(readGame(SamplePath)).contains("schedule"));
    QVERIFY(!writeGameJson(readGame(SamplePath)).contains("mailbox"));
}

void TestSchedule::problems_data()
{
    QTest::addColumn<QByteArray>("fields");
    QTest::addColumn<QString>("field");
    QTest::addColumn<QString>("says");
    QTest::newRow("deadline without offset") << QByteArray("\"schedule\": {\"deadline\": \"2026-12-10T18:00:00\"}")
                                             << "schedule.deadline" << "RFC 3339";
    QTest::newRow("deadline not a string") << QByteArray("\"schedule\": {\"deadline\": 1765386000}") << "schedule.deadline" << "string";
    QTest::newRow("unknown zone") << QByteArray("\"schedule\": {\"deadline\": \"2026-12-10T18:00:00+01:00\", \"timeZone\": \"Europe/Atlantis\"}")
                                  << "schedule.timeZone" << "unknown time zone";
    QTest::newRow("a path, not a zone") << QByteArray("\"schedule\": {\"timeZone\": \"../../etc/passwd\"}") << "schedule.timeZone"
                                        << "unknown time zone";
    QTest::newRow("negative grace") << QByteArray("\"schedule\": {\"graceMinutes\": -5}") << "schedule.graceMinutes" << "-5";
    QTest::newRow("fractional days") << QByteArray("\"schedule\": {\"turnDays\": 1.5}") << "schedule.turnDays" << "1.5";
    QTest::newRow("remind hour a string") << QByteArray("\"schedule\": {\"remindHours\": [48, \"6\"]}") << "schedule.remindHours"
                                          << "whole numbers of hours";
    QTest::newRow("schedule an array") << QByteArray("\"schedule\": []") << "schedule" << "must be an object";
    QTest::newRow("mailbox of another scheme") << QByteArray("\"mailbox\": {\"url\": \"https://mail.example.org/\"}") << "mailbox.url"
                                               << "imap://";
    QTest::newRow("mailbox without host") << QByteArray("\"mailbox\": {\"url\": \"imaps:///INBOX\"}") << "mailbox.url" << "with a host";
    QTest::newRow("mailbox password") << QByteArray("\"mailbox\": {\"url\": \"imaps://imap.example.org/\", \"password\": \"x\"}")
                                      << "mailbox.password" << "never keeps";
    QTest::newRow("tag of one letter") << QByteArray("\"mailbox\": {\"url\": \"imaps://imap.example.org/\", \"tag\": \"B\"}")
                                       << "mailbox.tag" << "2 to 12 letters or digits";
    QTest::newRow("tag with a bracket") << QByteArray("\"mailbox\": {\"url\": \"imaps://imap.example.org/\", \"tag\": \"[BRIT]\"}")
                                        << "mailbox.tag" << "2 to 12 letters or digits";
    QTest::newRow("tag of thirteen") << QByteArray("\"mailbox\": {\"url\": \"imaps://imap.example.org/\", \"tag\": \"ABCDEFGHIJKLM\"}")
                                     << "mailbox.tag" << "2 to 12 letters or digits";
    QTest::newRow("smtp of another scheme") << QByteArray("\"mailbox\": {\"url\": \"imaps://imap.example.org/\", \"smtp\": \"imaps://mail.example.org\"}")
                                            << "mailbox.smtp" << "smtp://";
    QTest::newRow("smtp with a password") << QByteArray("\"mailbox\": {\"url\": \"imaps://imap.example.org/\", \"smtp\": \"smtps://gm:x@mail.example.org\"}")
                                          << "mailbox.smtp" << "never keeps";
    QTest::newRow("password in the URL") << QByteArray("\"mailbox\": {\"url\": \"imaps://gm:secret@imap.example.org/\"}") << "mailbox.url"
                                         << "never keeps";
}

// Every malformed value is an error at its line (the line the field is on) and field.
void TestSchedule::problems()
{
    QFETCH(QByteArray, fields);
    QFETCH(QString, field);
    QFETCH(QString, says);
    const QByteArray text = sampleWith(fields);
    const GameRead read = readGameJson(text, QStringLiteral("g.json"));
    QVERIFY(!read.game);
    QCOMPARE(read.problems.size(), 1);
    const Problem &p = read.problems.first();
    QCOMPARE(p.field, field);
    QCOMPARE(p.line, 2);
    QCOMPARE(p.file, QStringLiteral("g.json"));
    QVERIFY2(p.message.contains(says), qPrintable(p.message));
}

void TestSchedule::nextDeadline_data()
{
    QTest::addColumn<QString>("deadline");
    QTest::addColumn<QString>("zone");
    QTest::addColumn<int>("days");
    QTest::addColumn<QString>("next");
    // Autumn: summer time ends in Berlin on 25 October 2026.
    QTest::newRow("autumn") << "2026-10-20T18:00:00+02:00" << "Europe/Berlin" << 7 << "2026-10-27T18:00:00+01:00";
    // Spring: summer time begins on 29 March 2026; the deadline given in UTC.
    QTest::newRow("spring") << "2026-03-24T17:00:00Z" << "Europe/Berlin" << 7 << "2026-03-31T18:00:00+02:00";
    // New York changes on 1 November 2026.
    QTest::newRow("autumn, west") << "2026-10-30T20:00:00-04:00" << "America/New_York" << 3 << "2026-11-02T20:00:00-05:00";
    // Tokyo has no daylight saving.
    QTest::newRow("no daylight saving") << "2026-03-24T18:00:00+09:00" << "Asia/Tokyo" << 14 << "2026-04-07T18:00:00+09:00";
    // No zone: the deadline's offset, which never changes.
    QTest::newRow("the offset") << "2026-10-20T18:00:00+02:00" << "" << 7 << "2026-10-27T18:00:00+02:00";
    QTest::newRow("turnDays 0") << "2026-10-20T18:00:00+02:00" << "Europe/Berlin" << 0 << "";
    // Found by fuzz-schedule: a next deadline past 9999 has no RFC 3339 form; there is none.
    QTest::newRow("past the year 9999") << "9999-12-31T23:59:59-23:59" << "Pacific/Kiritimati" << 1000 << "";
}

void TestSchedule::nextDeadline()
{
    QFETCH(QString, deadline);
    QFETCH(QString, zone);
    QFETCH(int, days);
    QFETCH(QString, next);
    Schedule s;
    s.deadline = *parseRfc3339(deadline);
    s.timeZone = zone;
    s.turnDays = days;
    const QDateTime n = adj::nextDeadline(s);
    QCOMPARE(n.isValid() ? adj::rfc3339(n) : QString(), next);
}

// Resolving a turn carries the schedule into the next turn's game with the
// next deadline, the mailbox unchanged; a turn with turnDays 0 leaves the
// schedule without a deadline. The step log is the same with or without it.
void TestSchedule::resolvedTurnCarriesTheNextDeadline()
{
    Game game = readGame(QStringLiteral(ADJ_CASES_DIR "/schedule/dst-autumn/game.json"));
    const Resolution r = resolveTurn(game, {});
    QCOMPARE(adj::rfc3339(gameSchedule(r.next)->deadline), QStringLiteral("2026-10-27T18:00:00+01:00"));
    QCOMPARE(gameMailbox(r.next), gameMailbox(game));
    QVERIFY(gameMailbox(r.next));
    // The same from the step log, as the game file reads a turn back.
    QCOMPARE(writeGameJson(resolutionFromSteps(game, r.steps).next), writeGameJson(r.next));
    // The schedule is no step: the step log is the same without it.
    Game plain = game;
    plain.extra = {};
    const Resolution p = resolveTurn(plain, {});
    QCOMPARE(p.steps.size(), r.steps.size());
    for (qsizetype i = 0; i < p.steps.size(); ++i)
        QCOMPARE(stepToJson(p.steps[i]), stepToJson(r.steps[i]));

    Schedule once = *gameSchedule(game);
    once.turnDays = 0;
    setGameSchedule(game, once);
    const std::optional<Schedule> after = gameSchedule(resolveTurn(game, {}).next);
    QVERIFY(after);
    QVERIFY(!after->deadline.isValid());
    QCOMPARE(after->timeZone, QStringLiteral("Europe/Berlin"));
    QCOMPARE(after->graceMinutes, 30);
}

void TestSchedule::noScheduleNoChange()
{
    const Game game = readGame(SamplePath);
    QVERIFY(!gameSchedule(resolveTurn(game, {}).next));
    QVERIFY(!resolveTurn(game, {}).next.extra.contains(QStringLiteral("schedule")));
}

void TestSchedule::dueReminderHour()
{
    Schedule s;
    s.deadline = at("2026-12-10T18:00:00+01:00");
    s.remindHours = {48, 6};
    QCOMPARE(adj::dueReminderHour(s, at("2026-12-01T00:00:00Z")), 48);       // none passed: the largest
    QCOMPARE(adj::dueReminderHour(s, at("2026-12-08T17:00:00Z")), 48);       // 48 h before, exactly
    QCOMPARE(adj::dueReminderHour(s, at("2026-12-10T10:00:00+01:00")), 48);  // 8 h before
    QCOMPARE(adj::dueReminderHour(s, at("2026-12-10T12:00:00+01:00")), 6);   // both passed: the nearest
    QCOMPARE(adj::dueReminderHour(s, at("2026-12-11T12:00:00+01:00")), 6);
    s.remindHours.clear();
    QCOMPARE(adj::dueReminderHour(s, at("2026-12-10T12:00:00+01:00")), 0);
}

QTEST_GUILESS_MAIN(TestSchedule)
#include "tst_schedule.moc"
