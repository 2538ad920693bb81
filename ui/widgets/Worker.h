// Heavy work off the GUI thread (the window never blocks). The
// work runs on a worker thread (QtConcurrent) while the GUI thread waits in a
// local event loop, so the window keeps painting and its timers keep running.
// For the first ProgressDelay ms user input waits in its queue; after that a
// window-modal progress dialog with Cancel shows, so no conflicting edit can
// start while the work runs. The caller's code reads as before: one call, one
// result.
//
// A work that counts its steps (WorkProgress) shows how far it is: "12 of
// 40 turns re-run", with the bar filled as far.
//
// Returns the work's result, or nullopt when the moderator cancelled (only
// with Cancel::Offered). A cancelled work is not stopped: it runs out on its
// worker and its result is dropped, so give it copies and nothing the GUI
// thread owns (a Qt Sql connection only works in the thread that opened it).
// When the application quits meanwhile, the work is waited for: a save is
// never lost half-way.
#pragma once

#include "io/Workers.h"

#include <QEventLoop>
#include <QFutureWatcher>
#include <QProgressDialog>
#include <QTimer>
#include <QtConcurrentRun>

#include <atomic>
#include <functional>
#include <memory>
#include <optional>
#include <type_traits>

namespace adj::ui {

// Milliseconds before a progress dialog shows (the resolve's too).
inline constexpr int ProgressDelay = 300;

// NotOffered: a work that must finish once begun (writing a file).
enum class Cancel { Offered, NotOffered };

// How far a work is, set from its thread: `done` of `total` (total 0: it does
// not say), shown under the label as `format` (its %1 done, %2 total).
struct WorkProgress {
    std::atomic<int> done{0}, total{0};
    QString format;
};

// What a core function counting its steps (done of total) calls to set `progress`.
inline std::function<void(qsizetype, qsizetype)> countInto(const std::shared_ptr<WorkProgress> &progress)
{
    return [progress](qsizetype done, qsizetype total) {
        progress->total = int(total);
        progress->done = int(done);
    };
}

template <typename Work>
std::optional<std::invoke_result_t<Work>> runOnWorker(QWidget *window, const QString &label, Work work,
                                                      Cancel cancel = Cancel::Offered,
                                                      const std::shared_ptr<WorkProgress> &steps = {})
{
    using Result = std::invoke_result_t<Work>;
    QFutureWatcher<Result> watcher;
    watcher.setFuture(QtConcurrent::run(workerPool(), std::move(work)));
    {
        QEventLoop loop;
        QObject::connect(&watcher, &QFutureWatcherBase::finished, &loop, &QEventLoop::quit);
        QTimer::singleShot(ProgressDelay, &loop, &QEventLoop::quit);
        loop.exec(QEventLoop::ExcludeUserInputEvents);
    }
    if (!watcher.isFinished()) {
        QProgressDialog progress(window);  // its Cancel button translated by Qt
        progress.setObjectName(QStringLiteral("workerProgress"));
        progress.setLabelText(label);
        progress.setRange(0, 0);  // busy: the work does not say how far it is
        progress.setWindowModality(Qt::WindowModal);
        progress.setMinimumDuration(0);
        if (cancel == Cancel::NotOffered)
            progress.setCancelButton(nullptr);
        bool cancelled = false;
        QObject::connect(&progress, &QProgressDialog::canceled, [&cancelled] { cancelled = true; });
        QObject::connect(&watcher, &QFutureWatcherBase::finished, &progress, &QProgressDialog::accept);
        QTimer poll;  // the work's own count, read ten times a second
        if (steps) {
            // Its last count (all done) comes before the work returns: the dialog stays until then.
            progress.setAutoReset(false);
            progress.setAutoClose(false);
            QObject::connect(&poll, &QTimer::timeout, &progress, [&progress, &steps, &label] {
                const int total = steps->total.load(), done = std::min(steps->done.load(), total);
                if (total <= 0)
                    return;
                progress.setRange(0, total);
                progress.setValue(done);
                progress.setLabelText(label + u'\n' + steps->format.arg(done).arg(total));
            });
            poll.start(100);
        }
        progress.exec();
        if (!watcher.isFinished()) {
            if (cancelled && cancel == Cancel::Offered)
                return std::nullopt;
            watcher.waitForFinished();  // the application quits: the work is not lost
        }
    }
    return watcher.result();
}

// Frees `value` on a worker thread: the last reference to a large structure
// (a map's layout, 100 turns of history) freed on the GUI thread would block
// it for tens of milliseconds. Give it what nothing else holds.
template <typename T>
void freeOnWorker(T value)
{
    (void)QtConcurrent::run(workerPool(), [held = std::move(value)]() mutable { held = T(); });
}

} // namespace adj::ui
