// The key to the map: each nation's colour with its code and name, then the
// node shapes and the letters. The window shows it in a dock of its own, so
// that it never covers the map (MapView::setLegendDocked).
#pragma once

#include "map/NationColours.h"
#include "model/Game.h"

#include <QWidget>

namespace adj::ui {

class MapLegend : public QWidget
{
    Q_OBJECT
public:
    explicit MapLegend(QWidget *parent = nullptr);

    void setGame(const Game &game, const NationColours &colours);
    // Over the map the legend lets the map show through its edges; in a dock
    // it paints its whole rectangle, so that nothing drawn there before (the
    // legend of the game before) shows through.
    void setDocked(bool docked);
    QSize sizeHint() const override;

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    struct Row {
        QColor colour;
        QString text;
    };
    QList<Row> m_rows;
    int m_hidden = 0;   // nations left out when there are too many
};

} // namespace adj::ui
