#include "io/Problem.h"

namespace adj {

QString Problem::toString() const
{
    QString s = file;
    if (line > 0)
        s += QLatin1Char(':') + QString::number(line);
    s += QStringLiteral(": ");
    if (severity == Warning)
        s += QStringLiteral("warning: ");
    if (!field.isEmpty())
        s += field + QStringLiteral(": ");
    return s + message;
}

bool hasErrors(const Problems &problems)
{
    for (const Problem &p : problems)
        if (p.severity == Problem::Error)
            return true;
    return false;
}

} // namespace adj
