#include "io/Problem.h"

namespace adj {

QString Problem::toString(Lang lang) const
{
    QString s = file;
    if (line > 0)
        s += QLatin1Char(':') + QString::number(line);
    s += QStringLiteral(": ");
    if (severity == Warning)
        s += coreWord(lang, QT_TRANSLATE_NOOP("adj::Core", "warning")) + QStringLiteral(": ");
    if (!field.isEmpty())
        s += field + QStringLiteral(": ");
    return s + (lang == Lang::English ? message : translated());
}

QString Problem::translated() const
{
    return text.known ? text.translated() : trCore(message);
}

Problem problemOf(const QString &file, int line, const QString &field, const CoreText &text, Problem::Severity severity)
{
    return {file, line, field, text.english(), severity, text};
}

bool hasErrors(const Problems &problems)
{
    for (const Problem &p : problems)
        if (p.severity == Problem::Error)
            return true;
    return false;
}

} // namespace adj
