// libFuzzer target: the reader of a game file's lock (WriterLock::holder and
// take, as the window and `accept` read `.~lock.NAME#`) on the bytes written
// as the lock; a lock that names no live process of this host is never
// taken over unless it is stale, and taking one leaves the lock ours.
#include "FuzzSupport.h"
#include "store/WriterLock.h"

#include <QDir>
#include <QFile>
#include <cstdint>

using namespace adj;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QString game = fuzz::inputFile("fuzz.adjutant", nullptr, 0);
    const QString lock = WriterLock::lockPath(game);
    QFile f(lock);
    if (!f.open(QIODevice::WriteOnly) || f.write(reinterpret_cast<const char *>(data), qint64(size)) != qint64(size))
        return 0;
    f.close();
    const std::optional<LockHolder> holder = WriterLock::holder(game);
    if (holder)
        holder->text(Lang::English);
    std::optional<LockHolder> heldBy;
    QString error;
    if (std::unique_ptr<WriterLock> taken = WriterLock::take(game, &heldBy, &error)) {
        fuzz::require(!holder, "a lock held by another is not taken");
        fuzz::require(WriterLock::holder(game).has_value(), "a lock taken is held");
    } else {
        fuzz::require(holder.has_value() || !error.isEmpty(), "a lock not taken is held, or says why");
    }
    QFile::remove(lock);
    QFile::remove(game);
    return 0;
}
