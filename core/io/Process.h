// Processes of this host, told apart from one reusing their number: what a
// lock or a recovery copy records of the process that wrote it, and whether
// that process has ended (so that what it left is stale).
#pragma once

#include <QString>

namespace adj {

struct ProcessId {
    QString host;
    qint64 pid = 0;
    qint64 start = 0;  // when it started (/proc/PID/stat, clock ticks after boot); 0 when not known
};

ProcessId thisProcess();
QString thisHost();
QString thisUser();
// Whether a process of this host has ended: gone, killed and not yet reaped
// (a zombie, which holds nothing), or its number now another's (a start
// other than the one recorded, when one was). A process of another host is
// never known to have ended.
bool hasEnded(const ProcessId &process);

} // namespace adj
