// Find on the map: Ctrl+F opens a box over the
// map's top edge that finds an area by code or name, or a nation by code or
// name, as the moderator types; Enter selects the area (a nation: its areas
// highlighted, its first area selected) and brings it into view, and the map
// keeps the selected area in view while zooming. What it finds is selected
// in the document (Selection.h); chosen elsewhere, the box names it.
#pragma once

#include "model/Game.h"

#include <QWidget>

class QLabel;
class QLineEdit;

namespace adj::ui {

class MapView;

// What a search text finds in a game: an area, or a nation, or nothing.
struct FindResult {
    QString area;     // the area found, or a nation's first area
    QString nation;   // set when a nation was found
    bool found() const { return !area.isEmpty() || !nation.isEmpty(); }
};

// Exact code, then exact name, then a name starting with the text, then one
// containing it; areas before nations at each level; case is ignored.
// "CODE — Name" (as the completer offers it) finds CODE.
FindResult findInGame(const Game &game, const QString &text);

class MapFind : public QWidget
{
    Q_OBJECT
public:
    explicit MapFind(MapView *map);

    QLineEdit *edit() const { return m_edit; }
    QString message() const;

public slots:
    void open();     // shows the box and selects its text
    void dismiss();
    // Finds `text` and shows what it found; returns what was found.
    FindResult find(const QString &text);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void describe(const FindResult &r);  // what was found, in the message
    void showSelection();               // the document's selection, chosen elsewhere
    void updateCompletions();
    void place();

    MapView *m_map;
    QLineEdit *m_edit;
    QLabel *m_message;
    bool m_finding = false;  // selecting what was found, not following the selection
};

} // namespace adj::ui
