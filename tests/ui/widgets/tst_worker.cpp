// runOnWorker (the window never blocks): the work runs on another
// thread while the GUI thread turns its event loop; Cancel gives nothing;
// when the application quits during the wait, the work is waited for and its
// result kept (a save is never lost on quit). The quit case runs last: after
// QCoreApplication::exit no event loop of this program runs again.
#include "widgets/Worker.h"

#include <QApplication>
#include <QProgressDialog>
#include <QPushButton>
#include <QSemaphore>
#include <QTest>
#include <QThread>
#include <QWidget>

using namespace adj::ui;

class TestWorker : public QObject
{
    Q_OBJECT

private slots:
    void runsOffTheGuiThreadWhileTheLoopTurns()
    {
        QWidget window;
        QThread *gui = QThread::currentThread();
        QSemaphore gate;
        bool turned = false;
        // Runs only when the GUI thread's event loop turns during the wait.
        QTimer::singleShot(0, [&] {
            turned = true;
            gate.release();
        });
        const std::optional<QThread *> ran = runOnWorker(&window, QStringLiteral("Working…"), [&gate] {
            gate.acquire();
            return QThread::currentThread();
        });
        QVERIFY(turned);
        QVERIFY(ran);
        QVERIFY(*ran != gui);
    }

    void cancelGivesNothing()
    {
        QWidget window;
        window.show();
        QSemaphore gate;
        // Once the progress dialog shows (the work is held until then), click its Cancel.
        QTimer poll;
        connect(&poll, &QTimer::timeout, [&] {
            auto *progress = window.findChild<QProgressDialog *>(QStringLiteral("workerProgress"));
            if (progress && progress->isVisible()) {
                poll.stop();
                progress->findChild<QPushButton *>()->click();
            }
        });
        poll.start(10);
        const std::optional<int> result = runOnWorker(&window, QStringLiteral("Working…"), [&gate] {
            gate.acquire();
            return 1;
        });
        QVERIFY(!result);
        gate.release();  // the cancelled work runs out on its own
        QThreadPool::globalInstance()->waitForDone();
    }

    // A work that counts its steps: the dialog shows how far it is, in the
    // bar and in words, as the work goes on.
    void progressShowsHowFar()
    {
        QWidget window;
        window.show();
        QSemaphore onward;
        const auto steps = std::make_shared<WorkProgress>();
        steps->format = QStringLiteral("%1 of %2 turns re-run");
        QStringList seen;  // the label at 3 of 4, then at 4 of 4
        int value = -1, maximum = -1;
        QTimer poll;
        connect(&poll, &QTimer::timeout, [&] {
            auto *progress = window.findChild<QProgressDialog *>(QStringLiteral("workerProgress"));
            const QString wanted = seen.isEmpty() ? QStringLiteral("3 of 4") : QStringLiteral("4 of 4");
            if (progress && progress->isVisible() && progress->labelText().contains(wanted)) {
                if (seen.isEmpty()) {
                    value = progress->value();
                    maximum = progress->maximum();
                }
                seen << progress->labelText();
                onward.release();
            }
        });
        poll.start(10);
        bool allShown = false;
        const std::optional<int> result = runOnWorker(
            &window, QStringLiteral("Re-running…"),
            [&onward, &allShown, steps] {
                steps->total = 4;
                steps->done = 3;
                onward.acquire();  // held until the dialog has shown it
                steps->done = 4;
                // All done, the work not yet returned: the dialog still shows (no auto close).
                allShown = onward.tryAcquire(1, 5000);
                return 7;
            },
            Cancel::Offered, steps);
        poll.stop();
        QCOMPARE(result, std::optional<int>(7));
        QVERIFY(allShown);
        QCOMPARE(seen.value(0), QStringLiteral("Re-running…\n3 of 4 turns re-run"));
        QCOMPARE(seen.value(1), QStringLiteral("Re-running…\n4 of 4 turns re-run"));
        QCOMPARE(value, 3);
        QCOMPARE(maximum, 4);
    }

    void quittingWaitsForTheWork()
    {
        QWidget window;
        QSemaphore gate;
        // The application quits while the work is held; then the work may finish.
        QTimer::singleShot(0, [&] {
            QCoreApplication::exit(0);
            gate.release();
        });
        const std::optional<int> result = runOnWorker(
            &window, QStringLiteral("Saving…"),
            [&gate] {
                gate.acquire();
                return 42;
            },
            Cancel::NotOffered);
        QVERIFY(result);
        QCOMPARE(*result, 42);
    }
};

QTEST_MAIN(TestWorker)
#include "tst_worker.moc"
