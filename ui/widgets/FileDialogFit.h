// Qt's own file dialog (where the desktop offers none) opens at a size that
// cuts its columns ("47,…KiB"): each one the program opens is sized to the
// screen it opens on and its columns to their contents. One filter on the
// application, for every Open, Save and folder dialog.
#pragma once

class QApplication;

namespace adj::ui {

void fitFileDialogs(QApplication &app);

} // namespace adj::ui
