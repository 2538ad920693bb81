// One writer per game file: a lock file beside it, `.~lock.NAME#` in its
// folder as LibreOffice keeps one, naming who holds it (user, host, process
// and since when). A window that opens a game file to write holds it while
// the file is open, `adjutant-cli accept` while it writes; anyone else is
// told who holds it (and the window may open the file read-only). A lock of
// a process of this host that has ended (a crash) is stale and taken over;
// a lock of another host is never assumed stale.
#pragma once

#include "io/CoreText.h"

#include <QDateTime>
#include <QString>

#include <memory>
#include <optional>

namespace adj {

struct LockHolder {
    QString user, host;
    qint64 pid = 0;
    qint64 start = 0;    // when the process started (io/Process.h); 0 in a lock that does not say
    QDateTime since;     // UTC
    // "ann on deskhost (process 4711) since 2026-12-04 20:31 UTC"
    QString text(Lang lang = Lang::English) const;
};

class WriterLock
{
public:
    ~WriterLock();  // lets the lock go: its file is removed
    WriterLock(const WriterLock &) = delete;
    WriterLock &operator=(const WriterLock &) = delete;

    // Takes the lock of the game file `file`. Nothing when another holds it
    // (then `heldBy` says who) or the lock file cannot be written (then
    // `error` says why, naming it).
    static std::unique_ptr<WriterLock> take(const QString &file, std::optional<LockHolder> *heldBy, QString *error);
    // Who holds the lock of `file` now: nothing when no one does or the
    // holder is a process of this host that has ended.
    static std::optional<LockHolder> holder(const QString &file);
    static QString lockPath(const QString &file);

private:
    explicit WriterLock(QString path) : m_path(std::move(path)) {}
    QString m_path;
};

} // namespace adj
