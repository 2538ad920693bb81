// The bench programs' clock (docs/benchmarks.md): CPU time of the process,
// which a descheduled process does not add to, and the median of runs.
#pragma once

#include <QList>

#include <algorithm>
#include <ctime>

namespace adj::bench {

// CPU time of the whole process in ms.
inline double cpuMs()
{
    timespec ts{};
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
    return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

inline double median(QList<double> v)
{
    std::sort(v.begin(), v.end());
    return v.isEmpty() ? 0 : v[v.size() / 2];
}

} // namespace adj::bench
