// The benchmark of the performance targets (docs/benchmarks.md), on a
// generated map of 2,000 areas and 64 nations with 16 actions each, or the
// same map scaled to 10,000 or 40,500 areas (the areas and orders per nation kept):
//   resolve one turn                       < 50 ms
//   load / save a game with 100 turns      < 1 s
//   a 100-turn game file under 15 MB, its open time not growing with the
//   history (sizes of packing against per-turn differences)
//   replay one step, forward or back       < 1 ms
//   sort a turn inbox of 5,000 messages    < 1 s (read again from their bytes)
// Each figure is the median of repeated runs, in CPU time of the process
// (CLOCK_PROCESS_CPUTIME_ID) and wall time; the JSON figures also as a ratio
// to Qt's own parse and write of the same text, run in turns with them.
// Timings are printed, never asserted: this is not a test.
//   a duty pass over 10 games sharing a mailbox of 2,000 messages, nothing new  < 1 s
//   adjutant-bench [--areas 2000|10000|40000] [--runs N] [--turns N] [--inbox N] [--duty N] [--recovery N] [--seeded]
//                  [--keep FILE] [--write-game FILE] [--write-orders FILE]
#include "audit/Audit.h"
#include "BenchClock.h"
#include "model/GameDiff.h"
#include "model/GameJson.h"
#include "model/MapGraph.h"
#include "orders/Orders.h"
#include "turn/CheckedOrders.h"
#include "recovery/Recovery.h"
#include "rules/Resolver.h"
#include "ruleset/Ruleset.h"
#include "store/GameStore.h"
#include "turn/Duty.h"
#include "turn/TurnInbox.h"
#include "mail/Routing.h"
#include "support/TurnGenerator.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTemporaryDir>
#include <QTextStream>
#include <algorithm>
#include <ctime>

using namespace adj;
using adj::testing::gridGame;
using adj::testing::gridOrders;
using adj::testing::gridShape;

namespace {

using bench::cpuMs;
using bench::median;

struct Timing {
    double cpu = 0, wall = 0; // ms, medians
};

// The medians of `runs` runs of `f`.
template<typename F>
Timing measure(int runs, F &&f)
{
    QList<double> cpu, wall;
    for (int i = 0; i < runs; ++i) {
        QElapsedTimer t;
        t.start();
        const double c0 = cpuMs();
        f();
        cpu.append(cpuMs() - c0);
        wall.append(t.nsecsElapsed() / 1e6);
    }
    return {median(cpu), median(wall)};
}

// `f` and its floor `g`, run in turns so that both meet the same load.
template<typename F, typename G>
std::pair<Timing, Timing> measurePair(int runs, F &&f, G &&g)
{
    QList<double> cpu[2], wall[2];
    for (int i = 0; i < runs; ++i) {
        for (int k = 0; k < 2; ++k) {
            QElapsedTimer t;
            t.start();
            const double c0 = cpuMs();
            k ? g() : f();
            cpu[k].append(cpuMs() - c0);
            wall[k].append(t.nsecsElapsed() / 1e6);
        }
    }
    return {{median(cpu[0]), median(wall[0])}, {median(cpu[1]), median(wall[1])}};
}

QString row(const QString &what, Timing t, const Timing *floor = nullptr)
{
    QString s = QStringLiteral("  %1 %2 ms CPU %3 ms wall").arg(what, -34).arg(t.cpu, 9, 'f', 2).arg(t.wall, 9, 'f', 2);
    if (floor && floor->cpu > 0)
        s += QStringLiteral("   %1x the floor (CPU)").arg(t.cpu / floor->cpu, 0, 'f', 2);
    return s + u'\n';
}

QString option(const QStringList &args, const char *name, const QString &fallback = {})
{
    const qsizetype i = args.indexOf(QLatin1String(name));
    return i >= 0 ? args.value(i + 1) : fallback;
}

bool writeFile(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size();
}

// --- storage (history that stays small and fast) -------------------

// A turn's game as a list of differences from the turn before, as a store of
// per-turn differences would keep it: [target, key, field, to] per change.
QByteArray diffBytes(const Game &before, const Game &after)
{
    QJsonArray list;
    for (const Change &c : diffGames(before, after))
        list.append(QJsonArray{int(c.target), c.key, c.field, c.to});
    return QJsonDocument(list).toJson(QJsonDocument::Compact);
}

// The bytes each way of storing the history would keep, summed over the turns.
struct HistorySizes {
    qint64 plainGames = 0, packedGames = 0;      // today; (a) packed
    qint64 snapshotsAndDiffs = 0, packedDiffs = 0; // (b) a full game every 10 turns, differences between
    qint64 plainSteps = 0, packedSteps = 0, plainOrders = 0, packedOrders = 0;

    void add(int turn, const Game &before, const Game &after, const QList<Order> &orders, const QList<Step> &steps)
    {
        const QByteArray json = writeGameJson(before);
        plainGames += json.size();
        packedGames += qCompress(json, 6).size();
        const QByteArray diff = turn % 10 == 1 ? json : diffBytes(before, after);
        snapshotsAndDiffs += diff.size();
        packedDiffs += qCompress(diff, 6).size();
        QByteArray s, o;
        for (const Step &step : steps)
            s += QJsonDocument(stepToJson(step)).toJson(QJsonDocument::Compact) + '\n';
        for (const Order &order : orders)
            o += (QStringList{order.nation, QString::number(order.slot), order.word, order.action, order.field1,
                              order.field2, order.number.text(), order.normalised(), order.raw, order.file,
                              QString::number(order.line), order.error}.join(u'|') + u'\n').toUtf8();
        plainSteps += s.size();
        packedSteps += qCompress(s, 6).size();
        plainOrders += o.size();
        packedOrders += qCompress(o, 6).size();
    }
};

QString mib(qint64 bytes)
{
    return QStringLiteral("%1 MiB").arg(bytes / 1048576.0, 0, 'f', 2);
}

// Opening the game file, the median of `runs`; and the whole-file check.
void timeOpen(const QString &path, int turns, int runs, QTextStream &out)
{
    QString error;
    const Timing open = measure(runs, [&] {
        if (!GameStore::open(path, &error, GameStore::Mode::ReadOnly))
            out << "  cannot open: " << error << '\n';
    });
    out << row(QStringLiteral("open, %1 turns (%2)").arg(turns).arg(mib(QFileInfo(path).size())), open);
    const auto store = GameStore::open(path, &error, GameStore::Mode::ReadOnly);
    QString findings;
    const Timing check = measure(1, [&] { findings = store->checkWholeFile(); });
    out << row(QStringLiteral("whole-file check, %1 turns").arg(turns), check);
    if (!findings.isEmpty())
        out << "  " << findings << '\n';
}

// An audit of the whole history (audit/Audit.h): read from the file, then
// every turn re-run under the other loss rounding; target under 10 s for
// 100 turns at 2,000 areas.
void timeAudit(GameStore &store, int turns, QTextStream &out)
{
    QString error;
    std::optional<AuditHistory> history;
    const Timing read = measure(1, [&] { history = readAuditHistory(store, 1, &error); });
    if (!history) {
        out << "  cannot read the history: " << error << '\n';
        return;
    }
    out << row(QStringLiteral("audit: read %1 turns").arg(turns), read);
    std::optional<Audit> audit;
    int progress = 0;
    const ResolveControl control{[&progress](qsizetype, qsizetype) { ++progress; }, [] { return false; }};
    const Timing run = measure(1, [&] { audit = runAudit(*history, {{QStringLiteral("lossRounding"), QStringLiteral("floorEach")}}, control); });
    int differ = 0;
    for (const AuditTurn &t : audit->turns)
        differ += t.comparison.firstDifference.has_value();
    out << row(QStringLiteral("audit: re-run %1 turns (%2 differ, %3 now; target read + re-run < 10 s)")
                   .arg(turns).arg(differ).arg(audit->now.size()),
               run);
    // Adopted as the game's course (the course played kept in the file), then undone.
    QString adopted, undone;
    const Timing adopt = measure(1, [&] { adopted = adoptAudit(store, *audit, QStringLiteral("lossRounding floorEach")); });
    const Timing undo = measure(1, [&] { undone = store.undoReplaceCourse(); });
    if (!adopted.isEmpty() || !undone.isEmpty()) {
        out << "  cannot adopt or undo: " << adopted << undone << '\n';
        return;
    }
    out << row(QStringLiteral("audit: adopt the re-run of %1 turns").arg(turns), adopt);
    out << row(QStringLiteral("audit: undo the adoption"), undo);
}

// `turns` turns played into a game file: its size, the sizes each way of
// storing the history would give, open at 10 turns and at all of them, save.
int storage(const Game &game, const Ruleset &rules, int turns, int runs, const QString &keep, QTextStream &out)
{
    QTemporaryDir dir;
    const QString path = keep.isEmpty() ? dir.filePath(QStringLiteral("bench.adjutant")) : keep;
    const QString at10 = dir.filePath(QStringLiteral("bench-10.adjutant"));
    QString error;
    auto store = GameStore::create(path, game, &error);
    if (!store) {
        out << "cannot create the game file: " << error << '\n';
        return 1;
    }
    HistorySizes sizes;
    QList<double> saveCpu, saveWall;  // saveDraft and publish of each turn
    QElapsedTimer history;
    history.start();
    Game current = game;
    for (int turn = 1; turn <= turns; ++turn) {
        const MapGraph g(current);
        const OrderSet o = parseOrders(gridOrders(current, g), QStringLiteral("bench.orders"), current, rules);
        const Resolution res = resolveTurn(current, o.orders);
        QString e;
        const Timing saved = measure(1, [&] {
            e = store->saveDraft(current.turn, o.orders, res.steps, res.next);
            if (e.isEmpty())
                e = store->publish(current.turn);
        });
        if (!e.isEmpty()) {
            out << "save failed: " << e << '\n';
            return 1;
        }
        saveCpu.append(saved.cpu);
        saveWall.append(saved.wall);
        sizes.add(turn, current, res.next, o.orders, res.steps);
        current = res.next;
        if (turn == 10 && !QFile::copy(path, at10))
            out << "cannot copy the game file at 10 turns\n";
    }
    out << QStringLiteral("played %1 turns with saves in %2 s\n").arg(turns).arg(history.elapsed() / 1000.0, 0, 'f', 2);
    out << row(QStringLiteral("saveDraft + publish, a turn"), {median(saveCpu), median(saveWall)});
    store.reset();
    out << QStringLiteral("history of %1 turns: games %2 plain, (a) %3 packed, (b) %4 as a full game every 10 turns "
                          "and differences (%5 packed); steps %6 plain, %7 packed; orders %8 plain, %9 packed; "
                          "the game file %10\n")
               .arg(turns).arg(mib(sizes.plainGames), mib(sizes.packedGames), mib(sizes.snapshotsAndDiffs),
                               mib(sizes.packedDiffs), mib(sizes.plainSteps), mib(sizes.packedSteps),
                               mib(sizes.plainOrders), mib(sizes.packedOrders), mib(QFileInfo(path).size()));
    if (QFileInfo::exists(at10))
        timeOpen(at10, 10, runs, out);
    timeOpen(path, turns, runs, out);

    store = GameStore::open(path, &error);
    if (!store) {
        out << "cannot open the game file: " << error << '\n';
        return 1;
    }
    QString saveError;
    const Timing save = measure(1, [&] { saveError = store->saveCurrent(store->current()); });
    out << row(QStringLiteral("save the current turn"), save);
    if (!saveError.isEmpty())
        out << "  " << saveError << '\n';
    timeAudit(*store, turns, out);
    return 0;
}

} // namespace

// --- the turn's inbox -------------------------------------------------

// A player's orders mail of about 3 KB: received a minute apart from the
// first, each tenth one after the cut-off.
QByteArray ordersMail(const Game &game, int i, const QDateTime &first)
{
    const QByteArray at = first.addSecs(60 * i).toString(Qt::RFC2822Date).toLatin1();
    const QByteArray n = QByteArray::number(i);
    QByteArray m = "Received: from mx.example.org by mail.example.net; " + at + "\r\nFrom: Player " + n + " <p" + n
                   + "@example.org>\r\nTo: gm@example.net\r\nSubject: Orders\r\nDate: " + at + "\r\nMessage-ID: <inbox" + n
                   + "@example.org>\r\n\r\nHello,\r\nNATION " + game.nations[i % game.nations.size()].code.toLatin1() + "\r\n";
    for (int slot = 1; m.size() < 3000; ++slot)
        m += QByteArray::number(slot % 16 + 1) + " MOVE A1 A2 1   # an order line of the turn, as players write them\r\n";
    return m + "-- \r\nPlayer " + n + "\r\n";
}

void timeInbox(const Game &game, int count, int runs, QTextStream &out)
{
    const QDateTime first(QDate(2026, 12, 1), QTime(8, 0), Qt::UTC);
    LateRule rule;
    rule.cutOff = first.addSecs(60 * qint64(count) * 9 / 10);
    QList<MailMessage> read;
    Problems problems;
    for (int i = 0; i < count; ++i)
        if (std::optional<MailMessage> m = readMessage(ordersMail(game, i, first), QStringLiteral("bench"), i + 1, problems))
            read.append(*m);
    QTemporaryDir dir;
    QString error;
    const auto store = GameStore::create(dir.filePath(QStringLiteral("inbox.adjutant")), game, &error);
    if (!store) {
        out << "cannot create the game file: " << error << '\n';
        return;
    }
    int added = 0;
    const Timing keep = measure(1, [&] {
        error = keepInInbox(*store, game.turn, inboxRecords(read, game.turn), game, rule, &added);
    });
    out << "turn inbox: " << added << " messages of about 3 KB kept, " << problems.size() << " unread\n"
        << row(QStringLiteral("keep them in the game file"), keep);
    if (!error.isEmpty())
        out << "  " << error << '\n';
    QList<InboxMessage> held;
    const Timing load = measure(runs, [&] { held = store->inbox(game.turn); });
    SortedInbox sorted;
    const Timing sort = measure(runs, [&] { sorted = sortInbox(held, game, rule); });
    out << row(QStringLiteral("read the inbox from the file"), load)
        << row(QStringLiteral("sort it (target < 1 s)"), sort)
        << QStringLiteral("  sorted: %1 counted, %2 earlier, %3 late, %4 unmatched\n")
               .arg(sorted.mail.received.size()).arg(sorted.mail.superseded.size()).arg(sorted.mail.late.size())
               .arg(sorted.mail.unmatched.size());
}

// A duty pass (turn/Duty.h dutyPass) over 10 copies of the sample game (15
// nations each, a tag each) sharing one mailbox of `count` messages, every
// game's confirmations already recorded: nothing new, nothing to send. The
// mailbox's messages read from their bytes first, as `adjutant-cli duty`
// reads its maildir whole each pass (the fetch itself is adjutant-bench-fetch's).
void timeDuty(int count, int runs, QTextStream &out)
{
    const Game sample = readGameFile(QStringLiteral(ADJ_GAMES_DIR "/britain.json")).game.value_or(Game());
    constexpr int kGames = 10;
    QTemporaryDir dir;
    QList<std::shared_ptr<GameStore>> stores;
    QList<KnownGame> known;
    QList<QByteArray> bytes;
    for (int g = 0; g < kGames; ++g) {
        Game game = sample;
        const QString tag = QStringLiteral("G%1").arg(g);
        for (Nation &n : game.nations)
            n.email = QStringLiteral("%1.%2@example.org").arg(n.code.toLower(), tag.toLower());
        game.extra.insert(QStringLiteral("mailbox"), mailboxJson(Mailbox{QStringLiteral("imaps://imap.example.org/"), {}, tag, {}}));
        QString error;
        std::shared_ptr<GameStore> store = GameStore::create(dir.filePath(tag + QStringLiteral(".adjutant")), game, &error);
        if (!store) {
            out << "cannot create a game file: " << error << '\n';
            return;
        }
        stores.append(store);
        known.append(knownGame(game));
    }
    for (int i = 0; i < count; ++i) {
        const Game &game = stores[i % kGames]->current();
        const Nation &n = game.nations[(i / kGames) % game.nations.size()];
        bytes.append(QStringLiteral("From: %1\r\nTo: gm@example.net\r\nSubject: [G%2] orders\r\nDate: Tue, 1 Dec 2026 08:%3:00 +0000\r\n"
                                    "Message-ID: <duty%4@example.org>\r\n\r\nNATION %5\r\n1 MOVE A1 A2 1\r\n")
                         .arg(n.email).arg(i % kGames).arg(i % 60, 2, 10, QLatin1Char('0')).arg(i).arg(n.code).toUtf8());
    }
    QList<MailMessage> mailbox;
    const Timing read = measure(1, [&] {
        mailbox.clear();
        Problems problems;
        for (qsizetype i = 0; i < bytes.size(); ++i)
            if (std::optional<MailMessage> m = readMessage(bytes[i], QStringLiteral("bench"), int(i + 1), problems))
                mailbox.append(*m);
    });
    const QDateTime now(QDate(2026, 12, 1), QTime(12, 0), Qt::UTC);
    for (int g = 0; g < kGames; ++g) {  // the first pass keeps them; their confirmations recorded as sent
        dutyPass(*stores[g], mailbox, known, g, {}, now);
        const Game &game = stores[g]->current();
        const MailBatch batch = confirmationBatch(game, sortInbox(stores[g]->inbox(game.turn), game, {}).mail, {});
        for (qsizetype row = 0; row < batch.mails.size(); ++row)
            stores[g]->recordSent(batchRecord(batch, row, now));
    }
    int kept = 0, sent = 0;
    const Timing pass = measure(runs, [&] {
        kept = sent = 0;
        for (int g = 0; g < kGames; ++g) {
            const DutyOutcome r = dutyPass(*stores[g], mailbox, known, g, {}, now);
            kept += r.added;
            sent += r.confirmations + r.reminders + r.notes;
        }
    });
    out << "duty: " << kGames << " games of " << sample.nations.size() << " nations sharing a mailbox of " << mailbox.size()
        << " messages\n"
        << row(QStringLiteral("read the mailbox's messages"), read)
        << row(QStringLiteral("a pass, nothing new (target < 1 s)"), pass)
        << QStringLiteral("  kept %1 new, sent %2 (both 0 when nothing is new)\n").arg(kept).arg(sent);
}

// The window's recovery copy (core/recovery) of `steps` undo steps, each
// changing one area: written whole the first time, then as the window writes
// it after each further step (one moment more), and read back as the offer
// after a crash reads it. All of it runs on the window's worker.
void timeRecovery(const Game &game, int steps, int runs, QTextStream &out)
{
    QTemporaryDir dir;
    Recovery r;
    r.info.file = dir.filePath(QStringLiteral("game.adjutant"));
    r.info.process = thisProcess();
    Game g = game;
    for (int i = 0; i <= steps; ++i) {
        if (i > 0)
            g.areas[(i * 37) % g.areas.size()].armies += 1;
        RecoveryState s;
        s.serial = i;
        s.game = g;
        r.states.append(s);
    }
    const QString path = dir.filePath(QStringLiteral("copy.recovery"));
    QString error;
    const Timing first = measure(1, [&] { error = writeRecovery(path, r); });
    g.areas[0].armies += 1;
    RecoveryState next;
    next.serial = steps + 1;
    next.game = g;
    r.states.append(next);
    const Timing more = measure(runs, [&] {
        r.states.last().serial += 1;  // a new moment each run
        error += writeRecovery(path, r);
    });
    std::optional<Recovery> read;
    const Timing back = measure(runs, [&] { read = readRecovery(path, &error); });
    out << "recovery copy: " << steps << " undo steps of one area each, " << QFileInfo(path).size() / 1024 << " KiB\n"
        << row(QStringLiteral("write it whole"), first) << row(QStringLiteral("write it after one step more"), more)
        << row(QStringLiteral("read it back"), back);
    if (!error.isEmpty() || !read || read->states.size() != steps + 2)
        out << "  FAILED: " << error << '\n';
}

int main(int argc, char *argv[])
{
    // Unseeded string hashes, as adjutant-cli has them; --seeded
    // measures with Qt's random seed instead.
    if (std::none_of(argv, argv + argc, [](const char *a) { return qstrcmp(a, "--seeded") == 0; }))
        QHashSeed::setDeterministicGlobalSeed();
    QCoreApplication app(argc, argv);
    QTextStream out(stdout);
    const QStringList args = app.arguments();
    const int turns = option(args, "--turns", QStringLiteral("100")).toInt();
    const int runs = std::max(1, option(args, "--runs", QStringLiteral("5")).toInt());

    Game game = gridGame(gridShape(option(args, "--areas", QStringLiteral("2000")).toInt()));
    const Ruleset *rules = Ruleset::get(game.ruleset);
    const MapGraph graph(game);
    const QString ordersText = gridOrders(game, graph);
    const OrderSet orders = parseOrders(ordersText, QStringLiteral("bench.orders"), game, *rules);
    out << "map: " << game.areas.size() << " areas, " << game.nations.size() << " nations, " << orders.orders.size()
        << " orders (" << orders.problems.size() << " bad); medians of " << runs << " runs\n";
    const QByteArray json = writeGameJson(game);
    if (args.contains(u"--write-game") && !writeFile(option(args, "--write-game"), json))
        return 1;
    if (args.contains(u"--write-orders") && !writeFile(option(args, "--write-orders"), ordersText.toUtf8()))
        return 1;

    // JSON: the game's own reader and writer against Qt's parse and write of the same text.
    out << "game JSON: " << json.size() / 1024 << " KiB\n";
    const QJsonDocument doc = QJsonDocument::fromJson(json);
    const auto [read, parseFloor] = measurePair(runs, [&] { readGameJson(json, QStringLiteral("bench.json")); },
                                                [&] { QJsonDocument::fromJson(json); });
    QByteArray written;
    const auto [write, writeFloor] = measurePair(runs, [&] { written = writeGameJson(game); }, [&] { doc.toJson(); });
    out << row(QStringLiteral("Qt parse (floor)"), parseFloor) << row(QStringLiteral("readGameJson"), read, &parseFloor)
        << row(QStringLiteral("Qt write (floor)"), writeFloor) << row(QStringLiteral("writeGameJson"), write, &writeFloor);
    if (written != json)
        out << "  writeGameJson DIFFERS between runs\n";

    // The orders checked as the window and `check` check them
    // (turn/CheckedOrders.h): parsed, every line against the map, counted.
    const Timing check = measure(runs, [&] { checkOrders(ordersText, QStringLiteral("bench.orders"), game, graph); });
    out << row(QStringLiteral("check the orders"), check);

    // Resolve, and the step log written as EVENTS.jsonl is.
    Resolution r;
    const Timing resolve = measure(runs, [&] { r = resolveTurn(game, orders.orders); });
    out << row(QStringLiteral("resolveTurn (%1 steps)").arg(r.steps.size()), resolve);
    QByteArray events;
    const Timing log = measure(runs, [&] {
        events.clear();
        for (const Step &s : r.steps)
            events += stepToJsonLine(s) + '\n';
    });
    out << row(QStringLiteral("step log (%1 KiB)").arg(events.size() / 1024), log);

    // Replay: every step forward, then every step back; the worst step in CPU
    // time. The copy of the game the replay works on is made first (a copy
    // shares the areas until the first change), and measured on its own.
    Game replay = game;
    const Timing copy = measure(1, [&] { replay.areas.detach(); replay.nations.detach(); });
    out << row(QStringLiteral("copy of the game for the replay"), copy);
    double worst = 0, worstWall = 0;
    const double all = cpuMs();
    auto timed = [&](auto &&f) {
        QElapsedTimer t;
        t.start();
        const double c0 = cpuMs();
        f();
        worst = std::max(worst, cpuMs() - c0);
        worstWall = std::max(worstWall, t.nsecsElapsed() / 1e6);
    };
    for (const Step &s : r.steps)
        timed([&] { applyStep(replay, s); });
    for (auto it = r.steps.crbegin(); it != r.steps.crend(); ++it)
        timed([&] { undoStep(replay, *it); });
    out << QStringLiteral("  replay one step: mean %1 ms CPU, worst %2 ms CPU (%3 ms wall) (target < 1 ms); back at the start: %4\n")
               .arg((cpuMs() - all) / (2 * std::max<qsizetype>(1, r.steps.size())), 0, 'f', 4).arg(worst, 0, 'f', 4).arg(worstWall, 0, 'f', 4)
               .arg(writeGameJson(replay) == json ? QStringLiteral("yes") : QStringLiteral("NO"));
    const int inbox = option(args, "--inbox", QStringLiteral("5000")).toInt();
    if (inbox > 0)
        timeInbox(game, inbox, runs, out);
    const int duty = option(args, "--duty", QStringLiteral("2000")).toInt();
    if (duty > 0)
        timeDuty(duty, runs, out);
    const int recovery = option(args, "--recovery", QStringLiteral("50")).toInt();
    if (recovery > 0)
        timeRecovery(game, recovery, runs, out);
    if (turns <= 0)
        return 0;

    return storage(game, *rules, turns, runs, option(args, "--keep"), out);
}
