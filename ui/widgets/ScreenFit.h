// A window or dialog sized as wanted, but never beyond the screen it opens
// on (at 1280×800 a print preview once opened 1,000 pixels tall): the room
// of the parent's screen, less the frame and title bar a desktop adds.
#pragma once

#include <QSize>

class QWidget;

namespace adj::ui {

void resizeWithinScreen(QWidget *window, QSize wanted);

} // namespace adj::ui
