#include "map/MapPicture.h"

#include "document/GameDocument.h"
#include "map/AreaItem.h"
#include "map/MapLegend.h"
#include "map/MapView.h"
#include "model/MapGraph.h"
#include "widgets/SvgPicture.h"

#include <QPainter>

namespace adj::ui {

namespace {

// The view as shown, not QGraphicsView::render of the scene.
QImage rendered(MapView &view, const QSize &size)
{
    QImage image(size, QImage::Format_RGB32);
    image.fill(Qt::white);
    view.QWidget::render(&image);
    return image;
}

// A game in a map view of its own, laid out at `size` as on screen but
// never on screen, the map fitted.
struct OffScreenMap {
    GameDocument doc;
    std::unique_ptr<MapView> view;  // made once the game is set: it builds the map for it
    OffScreenMap(const Game &game, const QSize &size)
    {
        doc.setGame(game);
        view = std::make_unique<MapView>(&doc);
        view->setAttribute(Qt::WA_DontShowOnScreen);
        view->resize(size);
        view->show();
        view->fitAll();
    }
};
} // namespace

QImage mapPicture(const Game &game, const QSize &size)
{
    OffScreenMap map(game, size);
    return rendered(*map.view, size);
}

QImage nationMapPicture(const Game &game, const QString &nation, const QSize &size)
{
    OffScreenMap map(game, size);
    MapView &view = *map.view;
    view.highlightNation(nation);
    const std::shared_ptr<const MapGraph> graph = MapGraph::of(game);
    QRectF part;
    for (const Area &a : game.areas) {
        if (a.owner != nation)
            continue;
        for (const QString &code : QStringList{a.code} + graph->neighbours(a.code))
            if (const AreaItem *item = view.areaItem(code))
                part |= item->sceneBoundingRect();
    }
    if (!part.isEmpty()) {
        const qreal margin = std::max(part.width(), part.height()) / 20;
        part.adjust(-margin, -margin, margin, margin);
        view.fitInView(part, Qt::KeepAspectRatio);
        // Room on the left for the legend, as fitAll leaves it, so that it covers none of the part.
        if (view.isLegendVisible()) {
            const qreal room = (view.legend()->width() + 20) / view.transform().m11();  // pixels to scene units
            view.fitInView(part.adjusted(-room, 0, 0, 0), Qt::KeepAspectRatio);
        }
        // The chips (or the nodes) as drawn at that zoom: a chip's size follows it.
        view.setZoom(view.zoom());
    }
    return rendered(view, size);
}

MapSvg mapSvg(const Game &game, const QString &title, const QSize &size)
{
    OffScreenMap map(game, size);
    MapView &view = *map.view;
    MapSvg out{svgPicture(size, title,
                          [&view](QPaintDevice *svg) {
                              QPainter painter(svg);
                              view.QWidget::render(&painter);
                          }),
               size,
               {}};
    // Scene to picture: the view's transform, then the viewport's place in the view.
    const QTransform toPicture = view.viewportTransform() * QTransform::fromTranslate(view.viewport()->x(), view.viewport()->y());
    for (const Area &a : game.areas)
        if (const AreaItem *item = view.areaItem(a.code)) {
            const QRectF drawn = item->isBadgeShown() ? item->badgeSceneRect() : item->sceneBoundingRect();
            const QRectF rect = toPicture.mapRect(drawn).intersected(QRectF(QPointF(0, 0), size));
            if (!rect.isEmpty())
                out.spots.append({a.code, rect, QStringLiteral("%1 (%2)").arg(a.name, a.code), item->description()});
        }
    return out;
}

} // namespace adj::ui
