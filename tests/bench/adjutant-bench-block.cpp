// The window never blocks: how long the GUI thread goes without
// turning its event loop while the real window opens a game, resolves its
// turn, saves it (Save As, Save) and opens the game file it saved; with a
// 100-turn game file, opens, checks and copies that. A 5 ms heartbeat timer
// on the GUI thread records the longest interval between two of its ticks, in wall time and in
// the GUI thread's CPU time (CLOCK_THREAD_CPUTIME_ID: a descheduled process
// does not look like slow code). Target: no gap over 50 ms. Printed, never
// asserted: this is not a test.
//   adjutant-bench-block GAME.json ORDERS [HISTORY.adjutant]
// with the files of `adjutant-bench --areas N --turns 0 --write-game GAME.json
// --write-orders ORDERS` and `adjutant-bench --turns 100 --keep HISTORY.adjutant`.
// Run it offscreen: QT_QPA_PLATFORM=offscreen. With ADJ_BENCH_SLOW=N it
// also prints every event that took the GUI thread more than N ms of CPU
// (the receiver's class and name, the event's type, nested events indented):
// where a block comes from.
#include "charts/ChartsPanel.h"
#include "document/GameDocument.h"
#include "document/GameFileActions.h"
#include "map/MapView.h"
#include "model/GameJson.h"
#include "orders/OrdersEditor.h"
#include "orders/OrdersPanel.h"
#include "window/MainWindow.h"

#include <QAbstractButton>
#include <QApplication>
#include <QElapsedTimer>
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

} // namespace

int main(int argc, char **argv)
{
    TimedApplication app(argc, argv);
    app.slowNs = qEnvironmentVariableIntValue("ADJ_BENCH_SLOW") * qint64(1000000);
    QStandardPaths::setTestModeEnabled(true);  // no settings of the user's touched
    QTextStream out(stdout);
    const QStringList args = app.arguments();
    if (args.size() < 3) {
        out << "usage: adjutant-bench-block GAME.json ORDERS [HISTORY.adjutant]\n";
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
