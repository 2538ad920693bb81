// Reading input files, whole and bounded: regular files only (a device, a
// pipe or a folder is refused at once, never read until memory runs out) and
// at most a cap per kind of file. The plain-text inputs (orders, AP spends)
// are UTF-8 only.
#pragma once

#include "io/Problem.h"

#include <QByteArray>
#include <optional>

namespace adj {

// The caps: far above any real game (a 46,000-area map is under 10 MiB).
inline constexpr qint64 kGameFileCap = qint64(64) << 20;  // a game JSON file
inline constexpr qint64 kTextFileCap = qint64(16) << 20;  // an orders or AP spends file

// The bytes of the regular file at `path`, at most `cap` of them; nullopt
// with `error` set (naming the file, and the cap and `what` the file is when
// it is too large) when it cannot be read.
std::optional<QByteArray> readInputFile(const QString &path, qint64 cap, const QString &what, Problem &error);

// An orders or spends file's text, without a byte-order mark; nullopt with
// `error` set when it cannot be read, is larger than kTextFileCap or is not
// UTF-8 (naming the first line that is not).
std::optional<QString> readUtf8File(const QString &path, Problem &error);

} // namespace adj
