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
