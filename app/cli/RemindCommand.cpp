// remind: a reminder before the deadline to each nation without orders in
// ORDERS_DIR (every nation when it is not given) and to each whose orders
// have problems (docs/formats.md "Command line" and "The turn's mail"), as mail
// written like `resolve --mail`'s. A game without a deadline is an input error.
// Given a game file: its current game; without ORDERS_DIR the orders that
// count in its turn inbox, sorted as the Turn Inbox sorts it; and no reminder
// the file records as sent for this deadline and hour (the window's Send
// Reminders, or `send --game`) is written again.
#include "Cli.h"
#include "GameInput.h"

#include "io/SafeFile.h"
#include "report/ReportMail.h"
#include "store/GameStore.h"
#include "turn/Reminder.h"
#include "turn/TurnInbox.h"

#include <QDir>

namespace adj::cli {

namespace {

// --hours H: a whole number of hours, 0 to 10,000; nothing when it is not.
std::optional<int> hoursOption(const Args &args, const Schedule &schedule)
{
    if (!args.has(QStringLiteral("--hours")))
        return dueReminderHour(schedule, QDateTime::currentDateTimeUtc());
    bool ok = false;
    const int h = args.value(QStringLiteral("--hours")).toInt(&ok);
    if (!ok || h < 0 || h > 10'000)
        return std::nullopt;
    return h;
}

} // namespace

int remind(const Args &args, Io &io)
{
    if (args.positional.isEmpty() || args.positional.size() > 2 || !args.has(QStringLiteral("--mail")))
        return Usage;
    for (const QString &key : args.options.keys())
        if (key != u"--mail" && key != u"--hours")
            return Usage;
    if (outputsOverlap(args.positional, {args.value(QStringLiteral("--mail"))}, io))
        return Usage;
    std::unique_ptr<GameStore> store;
    const std::optional<GameInput> in = readGameOrFile(args.positional.first(), store, io);
    if (!in)
        return InputError;
    const Game &game = in->game;
    const std::optional<Schedule> schedule = gameSchedule(game);
    if (!schedule || !schedule->deadline.isValid()) {
        io.err << problemOf(args.positional.first(), 0, QStringLiteral("schedule.deadline"),
                            coreText(QT_TRANSLATE_NOOP("adj::Core", "the game has no deadline to remind the players of")))
                      .toString()
               << '\n';
        return InputError;
    }
    const std::optional<int> hour = hoursOption(args, *schedule);
    if (!hour) {
        io.err << "adjutant-cli remind: --hours must be a whole number of hours from 0 to 10000, not \""
               << args.value(QStringLiteral("--hours")) << "\"\n";
        return Usage;
    }

    // The counted orders: ORDERS_DIR/XXX.orders of each nation that has one,
    // else those of the game file's turn inbox; and what it records as sent.
    QMap<QString, OrdersText> counted;
    QSet<ReminderSent> sent;
    if (store) {
        QString error;
        const QList<SentMail> records = store->sentMail(game.turn, &error);
        if (!error.isEmpty()) {
            io.err << error << '\n';
            return InputError;
        }
        sent = remindersSent(records);
        if (args.positional.size() == 1) {
            const QList<InboxMessage> inbox = store->inbox(game.turn, &error);
            if (!error.isEmpty()) {
                io.err << error << '\n';
                return InputError;
            }
            const SortedInbox sorted = sortInbox(inbox, game, gameLateRule(game));
            printProblems(io.err, sorted.problems);
            counted = countedOrders(sorted.mail);
        }
    }
    if (args.positional.size() == 2) {
        const QDir dir(args.positional[1]);
        if (!dir.exists()) {
            io.err << QDir::toNativeSeparators(dir.path()) << ": no such folder\n";
            return InputError;
        }
        QStringList paths, nations;
        for (const Nation &n : game.nations)
            if (const QString path = dir.filePath(n.code + QStringLiteral(".orders")); QFileInfo::exists(path)) {
                paths.append(path);
                nations.append(n.code);
            }
        const std::optional<QList<OrdersText>> texts = readOrdersTexts(paths, io);
        if (!texts)
            return InputError;
        for (qsizetype i = 0; i < texts->size(); ++i)
            counted.insert(nations[i], texts->at(i));
    }

    const QList<ReminderDue> due = remindersDue(game, counted, *hour, sent);
    QList<ReportMail> mails;
    const QString zone = scheduleZoneName(*schedule);
    io.out << "deadline " << schedule->deadline.toTimeZone(scheduleZone(*schedule)).toString(QStringLiteral("yyyy-MM-dd HH:mm"))
           << ' ' << zone << " (" << schedule->deadline.toUTC().toString(QStringLiteral("yyyy-MM-dd HH:mm")) << " UTC), reminder hour "
           << *hour << '\n';
    for (const ReminderDue &d : due) {
        const std::optional<OutgoingMail> mail = reminderMail(game, *schedule, d, *hour);
        if (!mail) {
            io.err << d.nation << ": no e-mail address, no reminder is written\n";
            continue;
        }
        mails.append({d.nation + QStringLiteral("-reminder.eml"), d.nation, false, *mail});
        io.out << "  " << d.nation << "  " << mail->to.first().email << ", "
               << (d.hasOrders ? QStringLiteral("orders with %1 %2").arg(d.problems.size()).arg(QLatin1String(d.problems.size() == 1 ? "problem" : "problems"))
                               : QStringLiteral("no orders"))
               << '\n';
    }
    io.out << "reminders " << mails.size() << '\n';

    const QString out = args.value(QStringLiteral("--mail"));
    QStringList folders;
    if (!out.endsWith(QStringLiteral(".mbox")))
        folders.append(out);
    if (const QString error = writeFilesSafely(reportMailFiles(mails, out), folders); !error.isEmpty()) {
        io.err << error << '\n';
        return InputError;
    }
    return Ok;
}

} // namespace adj::cli
