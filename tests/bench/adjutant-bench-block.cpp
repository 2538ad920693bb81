// The window never blocks: how long the GUI thread goes without
// turning its event loop while the real window opens a game, resolves its
// turn, saves it (Save As, Save) and opens the game file it saved; with a
// 100-turn game file, opens, checks and copies that. A 5 ms heartbeat timer
// on the GUI thread records the longest interval between two of its ticks, in wall time and in
// the GUI thread's CPU time (CLOCK_THREAD_CPUTIME_ID: a descheduled process
// does not look like slow code). Target: no gap over 50 ms. Printed, never
// asserted: this is not a test.
//   adjutant-bench-block GAME.json ORDERS [HISTORY.adjutant]
//   adjutant-bench-block --fetch N [--big MB]
// with the files of `adjutant-bench --areas N --turns 0 --write-game GAME.json
// --write-orders ORDERS` and `adjutant-bench --turns 100 --keep HISTORY.adjutant`.
// With --fetch it instead runs Mail › Fetch Mail Now on the sample game against
// a real Dovecot on the loopback (tests/DovecotTestServer.h) holding N
// messages of a turn's size (and one of MB megabytes), until every message is
// in the Turn Inbox: the fetch on its worker, and what the GUI thread does
// with what it brought. Run it offscreen: QT_QPA_PLATFORM=offscreen. With ADJ_BENCH_SLOW=N it
// also prints every event that took the GUI thread more than N ms of CPU
// (the receiver's class and name, the event's type, nested events indented):
// where a block comes from.
#include "DovecotTestServer.h"
#include "charts/ChartsPanel.h"
#include "document/GameDocument.h"
#include "document/GameFile.h"
#include "document/GameFileActions.h"
#include "mailbox/MailboxFetcher.h"
#include "mailbox/MailboxPasswords.h"
#include "map/MapView.h"
#include "model/GameJson.h"
#include "orders/OrdersEditor.h"
#include "orders/OrdersPanel.h"
#include "schedule/Schedule.h"
#include "store/GameStore.h"
#include "window/MainWindow.h"

#include <QAbstractButton>
#include <QApplication>
#include <QElapsedTimer>
#include <QDir>
#include <QFile>
#include <QMessageBox>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTextStream>
#include <QTimer>
#include <QUndoStack>
#include <cstdio>
#include <ctime>
#include <functional>

using namespace adj;
using namespace adj::ui;

namespace {

qint64 threadCpuNs()
{
    timespec t{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return qint64(t.tv_sec) * 1000000000 + t.tv_nsec;
}

// The longest time between two turns of the GUI thread's event loop.
class Heartbeat : public QObject
{
public:
    Heartbeat()
    {
        m_wall.start();
        m_timer.setTimerType(Qt::PreciseTimer);
        connect(&m_timer, &QTimer::timeout, this, &Heartbeat::tick);
        m_timer.start(5);
        reset();
    }
    void reset()
    {
        tick();
        m_maxWall = m_maxCpu = 0;
    }
    void tick()
    {
        const qint64 wall = m_wall.nsecsElapsed(), cpu = threadCpuNs();
        m_maxWall = std::max(m_maxWall, wall - m_lastWall);
        m_maxCpu = std::max(m_maxCpu, cpu - m_lastCpu);
        m_lastWall = wall;
        m_lastCpu = cpu;
    }
    double maxWallMs() const { return m_maxWall / 1e6; }
    double maxCpuMs() const { return m_maxCpu / 1e6; }

private:
    QElapsedTimer m_wall;
    QTimer m_timer;
    qint64 m_lastWall = 0, m_lastCpu = 0, m_maxWall = 0, m_maxCpu = 0;
};

// An application that prints the events slower than a threshold.
class TimedApplication : public QApplication
{
public:
    using QApplication::QApplication;
    qint64 slowNs = 0;
    bool notify(QObject *receiver, QEvent *event) override
    {
        if (slowNs <= 0)
            return QApplication::notify(receiver, event);
        const qint64 start = threadCpuNs();
        const int type = event->type();
        ++m_depth;
        const bool result = QApplication::notify(receiver, event);
        --m_depth;
        const qint64 took = threadCpuNs() - start;
        if (took > slowNs)
            fprintf(stderr, "%*sslow event: %.1f ms CPU, type %d to %s \"%s\" in %s\n", 2 * m_depth, "", took / 1e6,
                    type, receiver->metaObject()->className(), qPrintable(receiver->objectName()),
                    receiver->parent() ? receiver->parent()->metaObject()->className() : "-");
        return result;
    }

private:
    int m_depth = 0;
};

// Clicks the default-less "Resolve Anyway" when the orders have problems.
void answerResolveAnyway()
{
    auto *timer = new QTimer(qApp);
    QObject::connect(timer, &QTimer::timeout, [timer] {
        if (auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget())) {
            for (QAbstractButton *b : box->buttons())
                if (b->text().remove(u'&').contains(u"Anyway"))
                    b->click();
            timer->deleteLater();
        }
    });
    timer->start(5);
}

// Runs `action` (it may return at once and finish later, `done` says when)
// and prints the longest GUI-thread gap meanwhile.
void phase(QTextStream &out, Heartbeat &beat, const QString &name, const std::function<void()> &action,
           const std::function<bool()> &done = [] { return true; })
{
    QElapsedTimer wall;
    beat.reset();
    wall.start();
    action();
    while (!done())
        QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents, 5);
    const double total = wall.nsecsElapsed() / 1e6;
    QElapsedTimer settle;  // the window's queued follow-ups (repaints, checks)
    settle.start();
    while (settle.elapsed() < 100)
        QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents, 5);
    beat.tick();
    out << QStringLiteral("%1  %2 ms in all;  longest GUI-thread block %3 ms wall, %4 ms CPU\n")
               .arg(name, -28)
               .arg(total, 8, 'f', 1)
               .arg(beat.maxWallMs(), 7, 'f', 1)
               .arg(beat.maxCpuMs(), 7, 'f', 1);
    out.flush();
}

// A message of a turn's size (about 3 KB), from player `i`.
QByteArray turnMessage(int i, int size = 3000)
{
    QByteArray m = "Received: from mx.example.org by mail.example.net; Tue, 8 Dec 2026 17:59:02 +0100\r\n"
                   "From: Player " + QByteArray::number(i) + " <p" + QByteArray::number(i) + "@example.org>\r\n"
                   "To: gm@example.net\r\nSubject: Orders turn 3\r\nDate: Tue, 8 Dec 2026 17:50:00 +0100\r\n"
                   "Message-ID: <bench" + QByteArray::number(i) + "@example.org>\r\n\r\nNATION ENG\r\n";
    while (m.size() < size)
        m += "MOVE 2 LON YOR  ; an order line of the turn, as players write them\r\n";
    return m;
}

// Fetch Mail Now of `n` messages (and one of `bigMb` MB) into the Turn Inbox.
int fetchPhase(QTextStream &out, Heartbeat &beat, MainWindow &window, int n, int bigMb)
{
    using adj::test::DovecotTestServer;
    if (!DovecotTestServer::available()) {
        out << "dovecot is not installed (dovecot-imapd, dovecot-pop3d)\n";
        return 1;
    }
    DovecotTestServer server;
    if (!server.start(false)) {
        out << "dovecot did not start:\n" << server.log();
        return 1;
    }
    for (int i = 0; i < n; ++i)
        server.add(turnMessage(i));
    if (bigMb > 0)
        server.add(turnMessage(n, bigMb * 1024 * 1024));
    const int total = n + (bigMb > 0);
    QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/mailboxes")).removeRecursively();
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("fetch.adjutant"));
    GameRead sample = readGameFile(QStringLiteral(ADJ_GAMES_DIR "/britain.json"));
    if (!sample.game)
        return 1;
    const Mailbox mailbox{server.url("imap"), server.user()};
    sample.game->extra.insert(QStringLiteral("mailbox"), mailboxJson(mailbox));
    QString error;
    if (!GameStore::create(path, *sample.game, &error) || !window.openFile(path)) {
        out << "the game file could not be made: " << error << '\n';
        return 1;
    }
    window.mailboxPasswords()->keep(mailbox, QLatin1String(DovecotTestServer::kPassword));
    GameFile *file = window.fileActions()->file();
    const int turn = window.document()->game().turn;
    bool finished = false;
    QObject::connect(window.mailboxFetcher(), &MailboxFetcher::finished, [&finished] { finished = true; });
    phase(out, beat, QStringLiteral("Fetch Mail Now, %1 messages").arg(total),
          [&] { window.mailboxFetcher()->fetchAction()->trigger(); }, [&finished] { return finished; });
    out << "in the Turn Inbox: " << file->inbox(turn).size() << " of " << total << '\n';
    return file->inbox(turn).size() == total ? 0 : 1;
}

} // namespace

int main(int argc, char **argv)
{
    TimedApplication app(argc, argv);
    app.slowNs = qEnvironmentVariableIntValue("ADJ_BENCH_SLOW") * qint64(1000000);
    QStandardPaths::setTestModeEnabled(true);  // no settings of the user's touched
    QTextStream out(stdout);
    const QStringList args = app.arguments();
    const auto option = [&args](const char *name) {
        const qsizetype at = args.indexOf(QLatin1String(name));
        return at < 0 ? -1 : args.value(at + 1).toInt();
    };
    if (const int n = option("--fetch"); n >= 0) {
        MainWindow window;
        window.resize(1280, 800);
        window.show();
        Heartbeat beat;
        return fetchPhase(out, beat, window, n, std::max(0, option("--big")));
    }
    if (args.size() < 3) {
        out << "usage: adjutant-bench-block GAME.json ORDERS [HISTORY.adjutant]\n"
               "       adjutant-bench-block --fetch N [--big MB]\n";
        return 2;
    }
    const QString gamePath = args[1], ordersPath = args[2], history = args.value(3);
    QFile orders(ordersPath);
    if (!orders.open(QIODevice::ReadOnly))
        return 1;
    const QString ordersText = QString::fromUtf8(orders.readAll());
    QTemporaryDir dir;

    MainWindow window;
    window.resize(1280, 800);
    window.show();
    Heartbeat beat;
    QElapsedTimer read;
    read.start();
    const GameRead parsed = readGameFile(gamePath);
    out << QStringLiteral("reading the JSON alone (the parse, no window): %1 ms\n").arg(read.nsecsElapsed() / 1e6, 0, 'f', 1);

    // A large map's items are made a slice at a time: the phase lasts until all are.
    const auto mapBuilt = [&] { return window.mapView()->isBuilt(); };
    phase(out, beat, QStringLiteral("open JSON"), [&] { window.openFile(gamePath); }, mapBuilt);
    OrdersPanel *panel = window.ordersPanel();
    phase(out, beat, QStringLiteral("orders pasted and checked"), [&] {
        panel->editor()->setPlainText(ordersText);
        panel->checkNow();
    });
    phase(
        out, beat, QStringLiteral("resolve"),
        [&] {
            answerResolveAnyway();
            panel->resolveTurn();
        },
        [&] { return !panel->isResolving(); });
    GameFileActions *file = window.fileActions();
    const QString saved = dir.filePath(QStringLiteral("saved.adjutant"));
    phase(out, beat, QStringLiteral("Save As (new game file)"), [&] { file->saveTo(saved); });
    phase(out, beat, QStringLiteral("Save"), [&] { file->save(); });
    phase(out, beat, QStringLiteral("open the saved game file"), [&] { window.openFile(saved); }, mapBuilt);
    if (!history.isEmpty()) {
        // The Charts dock reads the history on a worker: a phase that changes
        // it lasts until the chart is drawn from it.
        int reads = 0;
        QObject::connect(window.chartsPanel(), &ChartsPanel::historyRead, [&reads] { ++reads; });
        auto charted = [&reads] { return std::function<bool()>([&reads, from = reads] { return reads > from; }); };
        window.document()->undoStack()->setClean();  // nothing to ask about on open
        phase(out, beat, QStringLiteral("open 100-turn game file"), [&] { window.openFile(history); },
              [&, read = charted()] { return read() && mapBuilt(); });
        phase(out, beat, QStringLiteral("Check Game File (100 turns)"), [&] { file->checkFile(); });
        if (QWidget *box = file->errorBox())
            box->close();
        phase(out, beat, QStringLiteral("Save As (100 turns)"),
              [&] { file->saveTo(dir.filePath(QStringLiteral("copy.adjutant"))); }, charted());
    }
    return parsed.game ? 0 : 1;
}
