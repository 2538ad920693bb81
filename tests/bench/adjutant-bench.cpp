// The benchmark of design.md "Performance targets", on a generated map of
// 2,000 areas and 64 nations with 16 actions each:
//   resolve one turn                       < 50 ms
//   load / save a game with 100 turns      < 1 s
//   replay one step, forward or back       < 1 ms
// Timings are printed, never asserted: this is not a test.
//   adjutant-bench [--turns N] [--keep FILE]
#include "model/GameJson.h"
#include "model/MapGraph.h"
#include "orders/Orders.h"
#include "rules/Resolver.h"
#include "ruleset/Ruleset.h"
#include "store/GameStore.h"
#include "support/TurnGenerator.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QTemporaryDir>
#include <QTextStream>
#include <algorithm>

using namespace adj;
using adj::testing::gridGame;
using adj::testing::gridOrders;

namespace {

double median(QList<double> v)
{
    std::sort(v.begin(), v.end());
    return v.isEmpty() ? 0 : v[v.size() / 2];
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QTextStream out(stdout);
    const QStringList args = app.arguments();
    const int turns = args.contains(u"--turns") ? args.value(args.indexOf(u"--turns") + 1).toInt() : 100;

    Game game = gridGame(); // 50 x 40 areas, 64 nations
    const Ruleset *rules = Ruleset::get(game.ruleset);
    const MapGraph graph(game);
    const OrderSet orders = parseOrders(gridOrders(game, graph), QStringLiteral("bench.orders"), game, *rules);
    out << "map: " << game.areas.size() << " areas, " << game.nations.size() << " nations, " << orders.orders.size()
        << " orders (" << orders.problems.size() << " bad)\n";

    // Resolve: the median of 15 runs.
    QList<double> times;
    Resolution r;
    for (int i = 0; i < 15; ++i) {
        QElapsedTimer t;
        t.start();
        r = resolveTurn(game, orders.orders);
        times.append(t.nsecsElapsed() / 1e6);
    }
    out << QStringLiteral("resolve one turn: median %1 ms (target < 50 ms), %2 steps\n")
               .arg(median(times), 0, 'f', 2).arg(r.steps.size());

    // Replay: every step forward, then every step back.
    Game replay = game;
    double worst = 0;
    QElapsedTimer all;
    all.start();
    for (const Step &s : r.steps) {
        QElapsedTimer t;
        t.start();
        applyStep(replay, s);
        worst = std::max(worst, t.nsecsElapsed() / 1e6);
    }
    for (auto it = r.steps.crbegin(); it != r.steps.crend(); ++it) {
        QElapsedTimer t;
        t.start();
        undoStep(replay, *it);
        worst = std::max(worst, t.nsecsElapsed() / 1e6);
    }
    out << QStringLiteral("replay one step: mean %1 ms, worst %2 ms (target < 1 ms); back at the start: %3\n")
               .arg(all.nsecsElapsed() / 1e6 / (2 * r.steps.size()), 0, 'f', 4).arg(worst, 0, 'f', 4)
               .arg(writeGameJson(replay) == writeGameJson(game) ? QStringLiteral("yes") : QStringLiteral("NO"));

    // Storage: 100 turns of history, then load and save.
    QTemporaryDir dir;
    const QString path = args.contains(u"--keep") ? args.value(args.indexOf(u"--keep") + 1) : dir.filePath(QStringLiteral("bench.adjutant"));
    QString error;
    auto store = GameStore::create(path, game, &error);
    if (!store) {
        out << "cannot create the game file: " << error << '\n';
        return 1;
    }
    QElapsedTimer history;
    history.start();
    Game current = game;
    for (int turn = 1; turn <= turns; ++turn) {
        const MapGraph g(current);
        const OrderSet o = parseOrders(gridOrders(current, g), QStringLiteral("bench.orders"), current, *rules);
        const Resolution res = resolveTurn(current, o.orders);
        if (QString e = store->saveDraft(current.turn, o.orders, res.steps, res.next); !e.isEmpty() ||
            !(e = store->publish(current.turn)).isEmpty()) {
            out << "save failed: " << e << '\n';
            return 1;
        }
        current = res.next;
    }
    out << QStringLiteral("played %1 turns with saves in %2 s\n").arg(turns).arg(history.elapsed() / 1000.0, 0, 'f', 2);
    store.reset();

    QElapsedTimer load;
    load.start();
    store = GameStore::open(path, &error);
    const double loadMs = load.nsecsElapsed() / 1e6;
    if (!store) {
        out << "cannot open the game file: " << error << '\n';
        return 1;
    }
    QElapsedTimer save;
    save.start();
    const QString saveError = store->saveCurrent(store->current());
    const double saveMs = save.nsecsElapsed() / 1e6;
    out << QStringLiteral("load a game with %1 turns: %2 ms; save: %3 ms (target < 1000 ms each)%4\n")
               .arg(turns).arg(loadMs, 0, 'f', 1).arg(saveMs, 0, 'f', 1)
               .arg(saveError.isEmpty() ? QString() : QStringLiteral(" — ") + saveError);
    return 0;
}
