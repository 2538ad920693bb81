// The real board (docs/formats.md "Game file", `board`): a picture of the board
// the players hold, drawn under the map at an opacity; its path is relative
// to the game file and the areas' x, y are then pixel positions on it.
//
// The game names the picture (`board.image`, kept in Game::extra as the file
// has it); its bytes travel in Game::boardPicture: read from beside a JSON
// game file, kept inside the `*.adjutant` game file (table `pictures`). The
// core holds them as bytes only; the window decodes them (PNG, JPEG, SVG).
#pragma once

#include "io/Problem.h"
#include "model/Game.h"

#include <QByteArray>
#include <QString>
#include <optional>

namespace adj {

struct Board {
    QString image;         // the picture's path, relative to the game file
    double opacity = 1.0;  // 0 (invisible) to 1
    bool operator==(const Board &) const = default;
};

// The largest board picture read or stored (a scanned board is a few MB).
inline constexpr qint64 kBoardPictureCap = 64 * 1024 * 1024;

// The game's board, when it names one with an image.
std::optional<Board> boardOf(const Game &game);
// Sets (or with nullopt removes) the game's board and its picture's bytes.
void setBoard(Game &game, const std::optional<Board> &board, const QByteArray &picture = {});

// The `board` field as a game file must have it: an object with a non-empty
// `image` and an `opacity` from 0 to 1. Problems carry the path `board.…`.
Problems checkBoard(const QJsonValue &board);

// Reads the picture a JSON game file names from beside it (`jsonPath`) into
// game.boardPicture. A picture that cannot be read is a warning: the map is
// drawn without it.
Problems readBoardPicture(Game &game, const QString &jsonPath);
// Writes the game's picture beside a JSON game file at `jsonPath` (so that
// the JSON names a file that is there); "" or the error.
QString writeBoardPicture(const Game &game, const QString &jsonPath);

} // namespace adj
