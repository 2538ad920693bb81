#include "store/WriterLock.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSysInfo>

#include <cerrno>
#include <csignal>
#include <pwd.h>
#include <unistd.h>

namespace adj {

namespace {

QString userName()
{
    if (const passwd *pw = getpwuid(getuid()); pw && pw->pw_name)
        return QString::fromLocal8Bit(pw->pw_name);
    return QStringLiteral("uid %1").arg(getuid());
}

QString thisHost()
{
    return QSysInfo::machineHostName();
}

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
        else if (key == "since")
            h.since = QDateTime::fromString(value, Qt::ISODate);
    }
    return h;
}

// Whether the process has ended: gone, or killed and not yet reaped by its
// parent (a zombie, state Z in /proc/PID/stat), which holds nothing.
bool hasEnded(qint64 pid)
{
    if (kill(pid_t(pid), 0) != 0)
        return errno == ESRCH;
    QFile stat(QStringLiteral("/proc/%1/stat").arg(pid));
    if (!stat.open(QIODevice::ReadOnly))
        return false;
    const QByteArray line = stat.readAll();  // "PID (NAME) STATE ...": NAME may hold ") "
    const qsizetype name = line.lastIndexOf(')');
    return name >= 0 && line.mid(name + 2, 1) == "Z";
}

// A process of this host that has ended: its lock is left over from a crash.
bool isStale(const LockHolder &h)
{
    return h.host == thisHost() && h.pid > 0 && hasEnded(h.pid);
}

} // namespace

QString LockHolder::text() const
{
    return QStringLiteral("%1 on %2 (process %3) since %4 UTC")
        .arg(user.isEmpty() ? QStringLiteral("someone") : user, host.isEmpty() ? QStringLiteral("an unknown host") : host)
        .arg(pid)
        .arg(since.toUTC().toString(QStringLiteral("yyyy-MM-dd HH:mm")));
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
            const QByteArray text = QStringLiteral("user=%1\nhost=%2\npid=%3\nsince=%4\n")
                                        .arg(userName(), thisHost())
                                        .arg(QCoreApplication::applicationPid())
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
