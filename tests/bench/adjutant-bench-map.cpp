// The map's benchmark (its targets: a 10,000-area game ready in under 1 s,
// panning and zooming at 10,000 areas at 30 frames a second or better), on
// the generated grid game of adjutant-bench (tests/support) at 2,000, 10,000
// or 40,500 areas, in a 1280×800 main window:
//   ready      from opening the game file (window shown) to the map's first
//              painted frame with every area's item made
//   layout     the map's layout alone (mapPositions)
//   rebuild    the map drawn anew: layout and scene (MapView::redraw), until
//              every item is made
//   frame      one viewport()->repaint() after a pan step (40 pixels) or a
//              zoom step (×1.1 in, then out), at Fit Map and at 100 %
// Each figure is a median (and, for frames, the worst) of repeated runs in CPU
// time of the process and in wall time. Run it offscreen
// (QT_QPA_PLATFORM=offscreen) or on a display (Xvfb). Timings are printed,
// never asserted: this is not a test.
//   adjutant-bench-map [--areas 2000|10000|40000] (fewer: 2000) [--runs N] [--steps N]
//                      [--write-game FILE]  (the game, to look at it)
#include "BenchClock.h"
#include "map/AreaItem.h"
#include "map/MapLayout.h"
#include "map/MapView.h"
#include "model/GameJson.h"
#include "model/MapGraph.h"
#include "support/TurnGenerator.h"
#include "window/MainWindow.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QScrollBar>
#include <QTemporaryDir>
#include <QTextStream>
#include <algorithm>
#include <ctime>

using namespace adj;

namespace {

using bench::cpuMs;

// Runs' CPU and wall times in ms; their median and worst.
struct Times {
    QList<double> cpu, wall;
    static double median(const QList<double> &v) { return bench::median(v); }
    static double worst(const QList<double> &v) { return v.isEmpty() ? 0 : *std::max_element(v.begin(), v.end()); }
    template<typename F>
    void add(F &&f)
    {
        QElapsedTimer t;
        t.start();
        const double c0 = cpuMs();
        f();
        cpu.append(cpuMs() - c0);
        wall.append(t.nsecsElapsed() / 1e6);
    }
};

QTextStream out(stdout);

void print(const char *what, const Times &t, bool withWorst = false)
{
    out << QStringLiteral("  %1 CPU %2 ms, wall %3 ms").arg(QLatin1String(what), -30)
               .arg(Times::median(t.cpu), 0, 'f', 1).arg(Times::median(t.wall), 0, 'f', 1);
    if (withWorst)
        out << QStringLiteral("   (worst CPU %1 ms, wall %2 ms)").arg(Times::worst(t.cpu), 0, 'f', 1).arg(Times::worst(t.wall), 0, 'f', 1);
    out << '\n';
    out.flush();
}

// Until `widget` has painted once (the window, before a game is open: the
// map view is not shown behind the start page then).
void waitForPaint(QWidget *widget)
{
    struct Watch : QObject {
        bool painted = false;
        bool eventFilter(QObject *, QEvent *e) override
        {
            if (e->type() == QEvent::Paint)
                painted = true;
            return false;
        }
    } watch;
    widget->installEventFilter(&watch);
    while (!watch.painted)
        QCoreApplication::processEvents(QEventLoop::AllEvents, 5);
    widget->removeEventFilter(&watch);
}

// Until a large map's items are all made (a slice a turn of the event loop).
void waitForBuilt(ui::MapView *map)
{
    while (!map->isBuilt())
        QCoreApplication::processEvents(QEventLoop::AllEvents, 5);
}

// `steps` frames, each after `step(i)`.
template<typename F>
Times frames(ui::MapView *map, int steps, F &&step)
{
    Times t;
    for (int i = 0; i < steps; ++i)
        t.add([&] {
            step(i);
            map->viewport()->repaint();
        });
    return t;
}

void panAndZoom(ui::MapView *map, int steps, const char *where)
{
    out << where << ":\n";
    QScrollBar *h = map->horizontalScrollBar();
    const int from = h->value();
    // Back and forth, 40 pixels a step (at Fit Map the map may not scroll at all).
    print("pan step", frames(map, steps, [&](int i) { h->setValue(from + ((i / 10) % 2 ? -40 : 40) * (i % 10)); }), true);
    h->setValue(from);
    const qreal zoom = map->zoom();
    print("zoom step", frames(map, steps, [&](int i) { map->setZoom(i % 2 ? zoom : zoom * 1.1); }), true);
    map->setZoom(zoom);
}

} // namespace

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    const QStringList args = app.arguments();
    auto option = [&](const char *name, int fallback) {
        const qsizetype i = args.indexOf(QLatin1String(name));
        return i >= 0 && i + 1 < args.size() ? args[i + 1].toInt() : fallback;
    };
    const int areas = option("--areas", 2000), runs = option("--runs", 5), steps = option("--steps", 60);

    const Game game = testing::gridGame(testing::gridShape(areas));
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("map.json"));
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(writeGameJson(game)) < 0)
        return 1;
    file.close();
    if (const qsizetype i = args.indexOf(QStringLiteral("--write-game")); i >= 0 && i + 1 < args.size()
        && !QFile::copy(path, args[i + 1]))
        return 1;
    out << "map bench: " << game.areas.size() << " areas, " << game.borders.size() << " borders, "
        << game.nations.size() << " nations; platform " << QGuiApplication::platformName() << ", " << runs
        << " runs, " << steps << " frames\n";

    Times ready;
    for (int r = 0; r < runs; ++r) {
        ui::MainWindow window;
        window.resize(1280, 800);
        window.show();
        waitForPaint(&window);
        ready.add([&] {
            window.openFile(path);
            waitForBuilt(window.mapView());
            window.mapView()->viewport()->repaint();  // the whole map's first frame
        });
    }
    print("ready (open to first frame)", ready);

    ui::MainWindow window;
    window.resize(1280, 800);
    window.show();
    window.openFile(path);
    waitForBuilt(window.mapView());
    ui::MapView *map = window.mapView();
    const MapGraph graph(game);
    Times layout, rebuild;
    for (int r = 0; r < runs; ++r) {
        layout.add([&] {
            ui::mapPositions(game, graph, &ui::AreaItem::paddedRect, {ui::AreaItem::ChipSize, ui::GlanceView, ui::GlanceBelow});
        });
        rebuild.add([&] {
            map->redraw();
            waitForBuilt(map);
        });
    }
    print("layout", layout);
    print("rebuild (layout and scene)", rebuild);

    map->fitAll();
    panAndZoom(map, steps, "at Fit Map");
    map->setZoom(1.0);
    panAndZoom(map, steps, "at 100 %");
    return 0;
}
