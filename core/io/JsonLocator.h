// Places problems found after parsing a JSON text on their lines, by the path
// of the value they name (`areas[12].owner`), and finds what a JSON parser lets
// through silently. Memory is proportional to the text and to the paths asked
// for, never to values × paths: the text is walked once, following only the
// paths a problem names.
#pragma once

#include "io/Problem.h"

#include <QByteArray>
#include <utility>

namespace adj {

namespace JsonLocator {

// Sets `file` on every problem, and the line of each problem whose line is 0:
// the line of the value its field names, or of the nearest enclosing value.
// `text` must be JSON a parser accepted. Walks the text only when a problem
// needs a line.
void placeProblems(const QByteArray &text, const QString &file, Problems &problems);

// Errors, with their lines, for keys written a second time in their object
// (JSON parsers keep one of them silently) and for strings and keys holding a
// NUL character (`\u0000`); at most `kListed` of each, then one error saying
// how many more there are.
Problems textProblems(const QByteArray &text);
inline constexpr int kListed = 100;

// 1-based line and column of a byte offset.
std::pair<int, int> lineColumn(const QByteArray &text, qsizetype offset);

} // namespace JsonLocator

} // namespace adj
