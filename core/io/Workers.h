// The threads a program's own background work runs on (a fetch, a history
// read, a resolve), apart from Qt's global pool: QtGui splits a large paint
// into pieces on the global pool and waits for them, so a long work must
// never hold that pool's threads while the window paints.
#pragma once

#include <QCoreApplication>
#include <QThread>
#include <QThreadPool>

#include <algorithm>

namespace adj {

inline QThreadPool *workerPool()
{
    static QThreadPool *pool = [] {
        auto *p = new QThreadPool;
        p->setObjectName(QStringLiteral("adjutant workers"));
        p->setMaxThreadCount(std::max(2, QThread::idealThreadCount()));
        // As Qt waits for its own pool: the program ends after the work (a save is never cut short).
        qAddPostRoutine([] { workerPool()->waitForDone(); });
        return p;
    }();
    return pool;
}

} // namespace adj
