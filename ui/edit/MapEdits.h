// The map edits the window offers, each one undoable
// step through GameDocument::editMap: the game after the edit is built by
// core/model/MapEdit and checked as the game file is. Each returns "" or the
// reason it was refused (nothing changed then), for the status bar.
#pragma once

#include "model/Board.h"
#include "model/Game.h"

#include <QHash>
#include <QJsonValue>
#include <QPointF>
#include <QString>
#include <optional>

namespace adj::ui {

class GameDocument;

// An area placed on a map whose areas lack x, y (added with them, or
// dragged) gives the others theirs too, where they are drawn (`unplaced`:
// each such area's x, y as drawn), so that the map looks the same when the
// game is opened again; on a map with x, y only the area placed changes.
QString addArea(GameDocument *doc, const Area &area, const QHash<QString, QPointF> &unplaced = {});
// With its borders and the references to it (undo brings them all back).
QString removeArea(GameDocument *doc, const QString &code);
QString addBorder(GameDocument *doc, const QString &a, const QString &b);
QString removeBorder(GameDocument *doc, const QString &a, const QString &b);
// A map field of an area: kind, terrain or hinterland (popLimit and trade
// go through GameDocument::editArea, as the other numbers do). An area made
// land or a city gets the terrain "lowland" when it had none (the game file
// needs one); made a sea, it keeps no terrain or hinterland.
QString setAreaMapField(GameDocument *doc, const QString &code, const QString &field, const QJsonValue &value);
// An area dragged to `to` (the game's x, y; on a board pixels of the
// picture): its x, y change (and the areas' without, as for addArea), and it
// is pinned.
QString moveArea(GameDocument *doc, const QString &code, const QPointF &to, const QHash<QString, QPointF> &unplaced = {});
// Lay Out Automatically: MapGraph's layout, with the pinned areas kept where
// they are (`drawn` gives the x, y at which a pinned area without them is
// drawn); on a board with fewer than two pins, scaled to fill the picture.
QString layOut(GameDocument *doc, const QHash<QString, QPointF> &drawn);
// The board's picture (its file name, opacity and bytes), or none.
QString setBoard(GameDocument *doc, const std::optional<Board> &board, const QByteArray &picture);

} // namespace adj::ui
