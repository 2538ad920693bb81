// The game's settings among its extra fields (docs/formats.md "Game file": the
// optional `moderator`, `schedule` and `mailbox`), each read and set whole as
// its JSON value by fieldValue and setFieldValue (model/Change.h; undefined
// or null: absent), as the window's Game Settings edits them.
#pragma once

#include <QString>

namespace adj {

bool isGameSettingsField(const QString &field);

} // namespace adj
