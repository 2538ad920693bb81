#include "io/NumberRange.h"

#include <QLocale>
#include <cmath>
#include <limits>

namespace adj {

namespace {

QString outside(const NumberRange &range, bool whole, const QString &value)
{
    return QStringLiteral("must be %1 %2, not %3")
        .arg(whole ? QStringLiteral("a whole number") : QStringLiteral("a number"), range.text(), value);
}

} // namespace

qint64 saturatingAdd(qint64 a, qint64 b)
{
    qint64 sum = 0;
    if (__builtin_add_overflow(a, b, &sum))
        return b > 0 ? std::numeric_limits<qint64>::max() : std::numeric_limits<qint64>::min();
    return sum;
}

QString numberText(double d)
{
    if (d == std::floor(d) && std::abs(d) < 1e18)
        return QString::number(qint64(d)); // whole and well inside qint64
    return QString::number(d, 'g', QLocale::FloatingPointShortest);
}

QString NumberRange::text() const
{
    return QStringLiteral("from %1 to %2").arg(groupedNumber(min), groupedNumber(max));
}

QString groupedNumber(qint64 n)
{
    QString digits = QString::number(n);
    const qsizetype first = n < 0 ? 1 : 0;
    for (qsizetype at = digits.size() - 3; at > first; at -= 3)
        digits.insert(at, QLatin1Char(','));
    return digits;
}

std::optional<qint64> wholeNumberIn(double d, NumberRange range, QString &problem)
{
    // Compared as doubles first: only a value known to be in range is converted.
    if (!std::isfinite(d) || d != std::floor(d) || d < double(range.min) || d > double(range.max)) {
        problem = outside(range, true, numberText(d));
        return std::nullopt;
    }
    const qint64 v = qint64(d);
    if (!range.contains(v)) { // a bound that a double does not hold exactly
        problem = outside(range, true, numberText(d));
        return std::nullopt;
    }
    return v;
}

std::optional<qint64> wholeNumberIn(QStringView digits, NumberRange range, QString &problem)
{
    const QString quoted = QLatin1Char('"') + digits.toString() + QLatin1Char('"');
    bool plain = !digits.isEmpty();
    for (QChar c : digits)
        plain = plain && c >= u'0' && c <= u'9';
    if (!plain) {
        problem = outside(range, true, quoted);
        return std::nullopt;
    }
    qsizetype start = 0;
    while (start + 1 < digits.size() && digits[start] == u'0')
        ++start;
    bool ok = false;
    // More than 18 significant digits is out of every range, and of qint64.
    const qint64 v = digits.size() - start <= 18 ? digits.mid(start).toLongLong(&ok) : 0;
    if (!ok || !range.contains(v)) {
        problem = outside(range, true, quoted);
        return std::nullopt;
    }
    return v;
}

} // namespace adj
