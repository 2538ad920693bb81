// Edits of a game's map: each takes a game and
// gives the game after the edit, whole, so that the window can check it as
// the game file is checked (validateGame) before taking it, and undo can
// bring back the game before it exactly. Nothing here refuses: an edit the
// game file would refuse is left to validateGame to name.
#pragma once

#include "model/Game.h"

#include <QHash>
#include <QPointF>
#include <QString>

namespace adj {

// A new area at the end of the list (a neutral area with nothing on it).
Game withArea(const Game &game, const Area &area);
// The area gone, with every border it had; other areas' references to it
// (a city's hinterland, a mode target) are cleared.
Game withoutArea(const Game &game, const QString &code);
// A border between two areas, appended; unchanged when they already border.
Game withBorder(const Game &game, const QString &a, const QString &b);
// The border between two areas gone (listed either way round, and twice).
Game withoutBorder(const Game &game, const QString &a, const QString &b);
// Areas at new positions (x, y as the game file has them).
Game withPositions(const Game &game, const QHash<QString, QPointF> &positions);

} // namespace adj
