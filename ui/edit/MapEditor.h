// The Map menu: Edit Map (the map view's edit mode), Add Area…, Remove Area,
// Lay Out Automatically, and the board's picture and opacity. It turns what
// the moderator does on the map in edit mode (MapView's signals) into map
// edits (MapEdits.h), and says why an edit was refused through message().
#pragma once

#include <QObject>
#include <QHash>
#include <QPointF>
#include <QString>

class QAction;
class QMenu;
class QWidget;

namespace adj::ui {

class GameDocument;
class MapView;

class MapEditor : public QObject
{
    Q_OBJECT
public:
    MapEditor(GameDocument *doc, MapView *map, QWidget *window);

    // Adds the actions to the Map menu.
    void fillMenu(QMenu *menu) const;
    QAction *editModeAction() const { return m_editMode; }
    QAction *layOutAction() const { return m_layOut; }

    // Adds an area at `at` (scene units) from the Add Area dialog.
    void addAreaAt(const QPointF &at);
    // Asks for a picture file and its opacity; the board is one undoable step.
    void chooseBoard();
    void chooseOpacity();
    // A picture file as the game's board: "" or why not.
    QString setBoardFile(const QString &path, double opacity);

signals:
    // What to show in the status bar: an edit refused, with its reason, or a hint.
    void message(const QString &text);

private:
    void report(const QString &refused);
    // The x, y of each area without them, where the map draws it.
    QHash<QString, QPointF> unplacedAsDrawn();
    void updateActions();

    GameDocument *m_doc;
    MapView *m_map;
    QWidget *m_window;
    QAction *m_editMode, *m_addArea, *m_removeArea, *m_layOut, *m_board, *m_opacity, *m_removeBoard;
};

} // namespace adj::ui
