// Reading the plain-text input files (orders, AP spends): UTF-8 only.
#pragma once

#include "io/Problem.h"

#include <optional>

namespace adj {

// The file's text, without a byte-order mark; nullopt with `error` set when
// it cannot be read or is not UTF-8 (naming the first line that is not).
std::optional<QString> readUtf8File(const QString &path, Problem &error);

} // namespace adj
