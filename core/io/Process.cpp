#include "io/Process.h"

#include <QCoreApplication>
#include <QFile>
#include <QList>
#include <QSysInfo>

#include <cerrno>
#include <csignal>
#include <pwd.h>
#include <unistd.h>

namespace adj {

namespace {

// The fields of /proc/PID/stat after "PID (NAME)": NAME may hold ") ".
QList<QByteArray> statFields(qint64 pid)
{
    QFile stat(QStringLiteral("/proc/%1/stat").arg(pid));
    if (!stat.open(QIODevice::ReadOnly))
        return {};
    const QByteArray line = stat.readAll();
    const qsizetype name = line.lastIndexOf(')');
    if (name < 0)
        return {};
    return line.mid(name + 2).trimmed().split(' ');
}

qint64 startOf(qint64 pid)
{
    const QList<QByteArray> fields = statFields(pid);
    return fields.size() > 19 ? fields[19].toLongLong() : 0;  // field 22 of the line: starttime
}

} // namespace

QString thisHost()
{
    return QSysInfo::machineHostName();
}

QString thisUser()
{
    if (const passwd *pw = getpwuid(getuid()); pw && pw->pw_name)
        return QString::fromLocal8Bit(pw->pw_name);
    return QStringLiteral("uid %1").arg(getuid());
}

ProcessId thisProcess()
{
    const qint64 pid = QCoreApplication::applicationPid();
    return {thisHost(), pid, startOf(pid)};
}

bool hasEnded(const ProcessId &process)
{
    if (process.host != thisHost() || process.pid <= 0)
        return false;
    if (kill(pid_t(process.pid), 0) != 0)
        return errno == ESRCH;
    const QList<QByteArray> fields = statFields(process.pid);
    if (fields.isEmpty())
        return false;
    if (fields[0] == "Z")
        return true;
    return process.start != 0 && fields.size() > 19 && fields[19].toLongLong() != process.start;
}

} // namespace adj
