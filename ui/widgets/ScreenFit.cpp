#include "widgets/ScreenFit.h"

#include <QGuiApplication>
#include <QScreen>
#include <QWidget>

namespace adj::ui {

void resizeWithinScreen(QWidget *window, QSize wanted)
{
    const QWidget *anchor = window->parentWidget() ? window->parentWidget() : window;
    const QScreen *screen = anchor->screen() ? anchor->screen() : QGuiApplication::primaryScreen();
    if (!screen) {
        window->resize(wanted);
        return;
    }
    // The frame and title bar are not in the size given to resize().
    constexpr int FrameWidth = 16, FrameHeight = 48;
    const QSize room = screen->availableGeometry().size() - QSize(FrameWidth, FrameHeight);
    window->resize(wanted.boundedTo(room).expandedTo(window->minimumSizeHint().boundedTo(room)));
}

} // namespace adj::ui
