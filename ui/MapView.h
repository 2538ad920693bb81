// The map: one AreaItem per area and one line per border in a
// QGraphicsScene. Wheel zooms, dragging pans, a click selects an area.
// It follows the GameDocument: rebuilt on gameReset, one node refreshed on
// areaChanged.
#pragma once

#include "Game.h"
#include "NationColours.h"

#include <QGraphicsView>
#include <QHash>
#include <QPointer>

class QGraphicsScene;

namespace adj::ui {

class AreaItem;
class GameDocument;
class MapLegend;

class MapView : public QGraphicsView
{
    Q_OBJECT
public:
    explicit MapView(GameDocument *doc, QWidget *parent = nullptr);

    AreaItem *areaItem(const QString &code) const { return m_items.value(code); }
    QList<AreaItem *> areaItems() const;
    QString selectedArea() const { return m_selected; }
    QString highlightedNation() const { return m_nation; }
    const NationColours &colours() const { return m_colours; }
    bool isLegendVisible() const;
    qreal zoom() const;

public slots:
    // Selects an area (empty: none); `centre` scrolls it into view.
    void selectArea(const QString &code, bool centre = false);
    // Marks the areas of one nation (empty: none).
    void highlightNation(const QString &code);
    void zoomIn();
    void zoomOut();
    void fitAll();
    // Scale of the map: 1 = one scene unit per pixel.
    void setZoom(qreal zoom);
    void setLegendVisible(bool visible);

signals:
    void areaSelected(const QString &code);

protected:
    void wheelEvent(QWheelEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;

private:
    void rebuild();
    void refreshArea(const QString &code);
    void markNation(AreaItem *item, const Area &area) const;
    void zoomBy(qreal factor);
    QString ownerName(const QString &nation) const;

    GameDocument *m_doc;
    QGraphicsScene *m_scene;
    MapLegend *m_legend;
    NationColours m_colours;
    QHash<QString, AreaItem *> m_items;
    QString m_selected;
    QString m_nation;
    QPoint m_pressPos;
    bool m_autoFit = true;   // fit the map to the view until the user zooms
};

} // namespace adj::ui
