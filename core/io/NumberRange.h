// The ranges of input numbers (docs/formats.md "Ranges"; the orders and spends
// files have their own): what a value may be and the message when it is not.
// Every reader checks a number here before it converts it, so that no input
// is ever narrowed by a cast.
#pragma once

#include <QString>
#include <QStringView>
#include <optional>

namespace adj {

struct NumberRange {
    qint64 min = 0;
    qint64 max = 0;
    bool contains(qint64 v) const { return v >= min && v <= max; }
    // "from 0 to 1,000,000"
    QString text() const;
};

// The largest integer a JSON number (a double) holds exactly: 2^53.
inline constexpr qint64 kMaxExactInteger = qint64(1) << 53;
// Money and amounts of money, in a game's `ap` object and in spends files.
inline constexpr NumberRange kMoneyRange{0, 1'000'000'000'000'000};

// a + b in checked 64-bit: a sum past either end stays at that end, where
// every range check then refuses or holds it.
qint64 saturatingAdd(qint64 a, qint64 b);

// A number as a message shows it: 2147483648, 2.5, 1e+308.
QString numberText(double d);
// 1000000 -> "1,000,000"
QString groupedNumber(qint64 n);

// `d` as a whole number within `range` (a JSON 2.0 is 2); nullopt with
// `problem` set ("must be a whole number from 0 to 1,000,000, not 2.5").
std::optional<qint64> wholeNumberIn(double d, NumberRange range, QString &problem);
// A word of plain digits 0-9 (no sign, no spaces) as a whole number within
// `range`; nullopt with `problem` set (`must be a whole number from 1 to
// 1,000,000, not "12x"`).
std::optional<qint64> wholeNumberIn(QStringView digits, NumberRange range, QString &problem);

} // namespace adj
