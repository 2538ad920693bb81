#include "map/MapPicture.h"

#include "document/GameDocument.h"
#include "map/MapView.h"

namespace adj::ui {

QImage mapPicture(const Game &game, const QSize &size)
{
    GameDocument doc;
    doc.setGame(game);
    MapView view(&doc);
    view.setAttribute(Qt::WA_DontShowOnScreen);
    view.resize(size);
    view.show();  // laid out at its size, as on screen, but never on screen
    view.fitAll();
    QImage image(size, QImage::Format_RGB32);
    image.fill(Qt::white);
    view.QWidget::render(&image);  // the widget as shown, not QGraphicsView::render of the scene
    return image;
}

} // namespace adj::ui
