#include "store/WriterLock.h"

#include "io/CoreText.h"
#include "io/Process.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>

namespace adj {

namespace {

std::optional<LockHolder> readHolder(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return std::nullopt;
    LockHolder h;
    for (const QByteArray &line : f.readAll().split('\n')) {
        const qsizetype eq = line.indexOf('=');
        if (eq < 0)
            continue;
        const QByteArray key = line.left(eq);
        const QString value = QString::fromUtf8(line.mid(eq + 1));
        if (key == "user")
            h.user = value;
        else if (key == "host")
            h.host = value;
        else if (key == "pid")
            h.pid = value.toLongLong();
        else if (key == "start")
            h.start = value.toLongLong();
        else if (key == "since")
            h.since = QDateTime::fromString(value, Qt::ISODate);
    }
    return h;
}

// A process of this host that has ended: its lock is left over from a crash.
bool isStale(const LockHolder &h)
{
    return hasEnded({h.host, h.pid, h.start});
}

} // namespace

QString LockHolder::text(Lang lang) const
{
    const QString who = user.isEmpty() ? coreText(QT_TRANSLATE_NOOP("adj::Core", "someone")).in(lang) : user;
    const QString where = host.isEmpty() ? coreText(QT_TRANSLATE_NOOP("adj::Core", "an unknown host")).in(lang) : host;
    return coreText(QT_TRANSLATE_NOOP("adj::Core", "%1 on %2 (process %3) since %4 UTC"), who, where, pid,
                    since.toUTC().toString(QStringLiteral("yyyy-MM-dd HH:mm")))
        .in(lang);
}

QString WriterLock::lockPath(const QString &file)
{
    const QFileInfo info(file);
    return info.absoluteDir().filePath(QStringLiteral(".~lock.%1#").arg(info.fileName()));
}

std::optional<LockHolder> WriterLock::holder(const QString &file)
{
    std::optional<LockHolder> h = readHolder(lockPath(file));
    if (h && isStale(*h))
        return std::nullopt;
    return h;
}

std::unique_ptr<WriterLock> WriterLock::take(const QString &file, std::optional<LockHolder> *heldBy, QString *error)
{
    const QString path = lockPath(file);
    for (int attempt = 0; attempt < 2; ++attempt) {
        QFile f(path);
        // NewOnly: created here or not at all, so two takers cannot both win.
        if (f.open(QIODevice::WriteOnly | QIODevice::NewOnly)) {
            const ProcessId me = thisProcess();
            const QByteArray text = QStringLiteral("user=%1\nhost=%2\npid=%3\nstart=%4\nsince=%5\n")
                                        .arg(thisUser(), me.host)
                                        .arg(me.pid)
                                        .arg(me.start)
                                        .arg(QDateTime::currentDateTimeUtc().toString(Qt::ISODate))
                                        .toUtf8();
            if (f.write(text) != text.size() || !f.flush()) {
                const QString why = f.errorString();
                f.close();
                QFile::remove(path);
                if (error)
                    *error = QStringLiteral("%1: cannot write the lock: %2").arg(path, why);
                return nullptr;
            }
            return std::unique_ptr<WriterLock>(new WriterLock(path));
        }
        if (!QFileInfo::exists(path)) {
            if (error)
                *error = QStringLiteral("%1: cannot write the lock: %2").arg(path, f.errorString());
            return nullptr;
        }
        const std::optional<LockHolder> h = readHolder(path);
        if (h && isStale(*h) && attempt == 0) {
            QFile::remove(path);  // left by a crash on this host: taken over
            continue;
        }
        if (heldBy)
            *heldBy = h.value_or(LockHolder());
        return nullptr;
    }
    return nullptr;
}

WriterLock::~WriterLock()
{
    QFile::remove(m_path);
}

} // namespace adj
