// The `schedule` and `mailbox` objects of the game JSON, read strictly (each
// malformed value a problem at its field) and written with the fields set.
#include "schedule/Schedule.h"

#include "io/JsonFields.h"

#include <QJsonArray>
#include <QRegularExpression>
#include <QUrl>

namespace adj {

namespace {

constexpr NumberRange kGraceRange{0, 100'000};     // minutes (about ten weeks)
constexpr NumberRange kTurnDaysRange{0, 1'000};
constexpr NumberRange kRemindHourRange{0, 10'000};

// An IANA zone name as the time zone database spells it ("Europe/Berlin",
// "America/Argentina/Buenos_Aires", "UTC"): nothing that could name a file
// outside the database, then asked of the database itself.
bool knownZone(const QString &name)
{
    static const QRegularExpression iana(QStringLiteral("^[A-Za-z][A-Za-z0-9_+-]*(/[A-Za-z0-9][A-Za-z0-9_+-]*)*$"));
    return name.size() <= 64 && iana.match(name).hasMatch() && QTimeZone::isTimeZoneIdAvailable(name.toUtf8());
}

bool notAnObject(const QJsonValue &value, const QString &field, const char *like, Problems &problems)
{
    if (value.isObject())
        return false;
    problems.append(problemOf(QString(), 0, field,
                              coreText(QT_TRANSLATE_NOOP("adj::Core", "must be an object like %1, not %2"), QLatin1String(like), jsonTypeName(value))));
    return true;
}

bool hasError(const Problems &problems, qsizetype from)
{
    return std::any_of(problems.begin() + from, problems.end(), [](const Problem &p) { return p.severity == Problem::Error; });
}

} // namespace

std::optional<Schedule> readSchedule(const QJsonValue &value, Problems &problems)
{
    const QString field = QStringLiteral("schedule");
    if (notAnObject(value, field, R"({"deadline": "2026-12-10T18:00:00+01:00", "turnDays": 7})", problems))
        return std::nullopt;
    const qsizetype before = problems.size();
    const QJsonObject o = value.toObject();
    const JsonFields f(o, field, problems);
    Schedule s;
    const QString deadline = f.string(QStringLiteral("deadline"));
    if (f.isString(QStringLiteral("deadline"))) {
        if (const std::optional<QDateTime> at = parseRfc3339(deadline))
            s.deadline = *at;
        else
            f.error(QStringLiteral("deadline"),
                    coreText(QT_TRANSLATE_NOOP("adj::Core", "must be an RFC 3339 date and time with its offset, like 2026-12-10T18:00:00+01:00, not \"%1\""),
                             deadline.left(80)));
    }
    s.timeZone = f.string(QStringLiteral("timeZone"));
    if (f.isString(QStringLiteral("timeZone")) && !knownZone(s.timeZone)) {
        f.error(QStringLiteral("timeZone"),
                coreText(QT_TRANSLATE_NOOP("adj::Core", "unknown time zone \"%1\" (an IANA name, like Europe/Berlin)"), s.timeZone.left(80)));
        s.timeZone.clear();
    }
    s.graceMinutes = f.count(QStringLiteral("graceMinutes"), kGraceRange);
    s.turnDays = f.count(QStringLiteral("turnDays"), kTurnDaysRange);
    const QJsonArray hours = f.array(QStringLiteral("remindHours"));
    for (const QJsonValue &h : hours) {
        QString why;
        const std::optional<qint64> n = h.isDouble() ? wholeNumberIn(h.toDouble(), kRemindHourRange, why) : std::nullopt;
        if (!n) {
            f.error(QStringLiteral("remindHours"),
                    coreText(QT_TRANSLATE_NOOP("adj::Core", "must be whole numbers of hours from 0 to 10,000, not %1"),
                             h.isDouble() ? numberText(h.toDouble()) : jsonTypeName(h)));
            break;
        }
        s.remindHours.append(int(*n));
    }
    f.unknownFields({QStringLiteral("deadline"), QStringLiteral("timeZone"), QStringLiteral("graceMinutes"),
                     QStringLiteral("turnDays"), QStringLiteral("remindHours")});
    if (hasError(problems, before))
        return std::nullopt;
    return s;
}

std::optional<Mailbox> readMailbox(const QJsonValue &value, Problems &problems)
{
    const QString field = QStringLiteral("mailbox");
    if (notAnObject(value, field, R"({"url": "imaps://imap.example.org/INBOX", "user": "gm@example.org"})", problems))
        return std::nullopt;
    const qsizetype before = problems.size();
    const QJsonObject o = value.toObject();
    const JsonFields f(o, field, problems);
    Mailbox m;
    m.url = f.string(QStringLiteral("url"), true);
    m.user = f.string(QStringLiteral("user"));
    if (f.isString(QStringLiteral("url"))) {
        static const QStringList schemes = {QStringLiteral("imap"), QStringLiteral("imaps"), QStringLiteral("pop3"), QStringLiteral("pop3s")};
        const QUrl url(m.url, QUrl::StrictMode);
        if (!url.isValid() || !schemes.contains(url.scheme()) || url.host().isEmpty())
            f.error(QStringLiteral("url"),
                    coreText(QT_TRANSLATE_NOOP("adj::Core", "must be an imap://, imaps://, pop3:// or pop3s:// URL with a host, like imaps://imap.example.org/INBOX, not \"%1\""),
                             m.url.left(200)));
        else if (!url.password().isEmpty())
            f.error(QStringLiteral("url"), coreText(QT_TRANSLATE_NOOP("adj::Core", "holds a password; the game never keeps one (give it with --password-file)")));
    }
    if (f.has(QStringLiteral("password")))
        f.error(QStringLiteral("password"), coreText(QT_TRANSLATE_NOOP("adj::Core", "holds a password; the game never keeps one (give it with --password-file)")));
    m.tag = f.string(QStringLiteral("tag"));
    if (f.isString(QStringLiteral("tag")) && !isGameTag(m.tag))
        f.error(QStringLiteral("tag"),
                coreText(QT_TRANSLATE_NOOP("adj::Core", "must be 2 to 12 letters or digits, like BRIT, not \"%1\""), m.tag.left(200)));
    m.smtp = f.string(QStringLiteral("smtp"));
    if (f.isString(QStringLiteral("smtp"))) {
        const QUrl url(m.smtp, QUrl::StrictMode);
        if (!url.isValid() || (url.scheme() != u"smtp" && url.scheme() != u"smtps") || url.host().isEmpty())
            f.error(QStringLiteral("smtp"),
                    coreText(QT_TRANSLATE_NOOP("adj::Core", "must be an smtp:// or smtps:// URL with a host, like smtps://mail.example.org, not \"%1\""),
                             m.smtp.left(200)));
        else if (!url.password().isEmpty())
            f.error(QStringLiteral("smtp"), coreText(QT_TRANSLATE_NOOP("adj::Core", "holds a password; the game never keeps one (give it with --password-file)")));
    }
    f.unknownFields({QStringLiteral("url"), QStringLiteral("user"), QStringLiteral("password"), QStringLiteral("tag"),
                     QStringLiteral("smtp")});
    if (hasError(problems, before))
        return std::nullopt;
    return m;
}

QJsonObject scheduleJson(const Schedule &s)
{
    QJsonObject o;
    if (s.deadline.isValid())
        o.insert(QStringLiteral("deadline"), rfc3339(s.deadline));
    if (!s.timeZone.isEmpty())
        o.insert(QStringLiteral("timeZone"), s.timeZone);
    if (s.graceMinutes)
        o.insert(QStringLiteral("graceMinutes"), s.graceMinutes);
    if (s.turnDays)
        o.insert(QStringLiteral("turnDays"), s.turnDays);
    if (!s.remindHours.isEmpty()) {
        QJsonArray hours;
        for (const int h : s.remindHours)
            hours.append(h);
        o.insert(QStringLiteral("remindHours"), hours);
    }
    return o;
}

QJsonObject mailboxJson(const Mailbox &m)
{
    QJsonObject o{{QStringLiteral("url"), m.url}};
    if (!m.user.isEmpty())
        o.insert(QStringLiteral("user"), m.user);
    if (!m.tag.isEmpty())
        o.insert(QStringLiteral("tag"), m.tag);
    if (!m.smtp.isEmpty())
        o.insert(QStringLiteral("smtp"), m.smtp);
    return o;
}

} // namespace adj
