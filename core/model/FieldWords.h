// The fields of the game in words ("population limit" for popLimit), for
// whatever shows a field to a person: the undo texts, the History dock, the
// replay's Step tab, the What If comparison (one table, FieldWords.cpp).
#pragma once

#include "io/CoreText.h"

namespace adj {

// A field of an area, a nation or the game by its JSON name; the name itself
// when it is none of them.
QString fieldWord(const QString &field, Lang lang = Lang::English);

} // namespace adj
