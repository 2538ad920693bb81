// The board picture (docs/formats.md `board`) decoded for drawing: the core keeps
// its bytes (Game::boardPicture, model/Board.h); here they become an image.
// PNG and JPEG as Qt reads them, SVG rendered at its own size, so that one
// pixel of the picture is one unit of x, y.
#pragma once

#include <QByteArray>
#include <QImage>

namespace adj::ui {

// A null image when the bytes are no picture Qt can read.
QImage boardImage(const QByteArray &bytes);

} // namespace adj::ui
