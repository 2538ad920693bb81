// The map as a screen reader sees it: a list (named "Map") whose items are
// the shown game's areas, each named by its name and code and described by
// its kind, owner and counts (AreaItem::description), the document's
// selected area its selected item, and the focused one while the map has
// the keyboard. A screen reader's "press" on an item selects the area.
// MapView tells the reader what changes (announce*); the interfaces are
// made only when a reader asks, so a map nobody reads costs nothing.
#pragma once

#include <QAccessibleWidget>
#include <QHash>
#include <QString>

class QObject;

namespace adj::ui {

class MapView;

class MapAccessible : public QAccessibleWidget
{
public:
    explicit MapAccessible(MapView *view);
    ~MapAccessible() override;

    int childCount() const override;
    QAccessibleInterface *child(int index) const override;
    int indexOfChild(const QAccessibleInterface *child) const override;
    QAccessibleInterface *childAt(int x, int y) const override;
    QAccessibleInterface *focusChild() const override;

    // An area's item; nullptr when the shown game has no such area.
    QAccessibleInterface *areaChild(const QString &code) const;
    // The item already made for an area (a reader asked for it), or nullptr.
    QAccessibleInterface *madeChild(const QString &code) const;

private:
    MapView *view() const;
    mutable QHash<QString, QAccessible::Id> m_children;
};

// Installed once by MapView: Qt asks it for every object's interface.
QAccessibleInterface *mapAccessibleFactory(const QString &className, QObject *object);

// The selected area, said to a reader (and focused while the map has the keyboard).
void announceSelectedArea(MapView *view, const QString &code);
// An area whose owner or counts changed, said to a reader that has read it.
void announceAreaChanged(MapView *view, const QString &code);
// The map's areas replaced (a game opened, the map edited).
void announceAreasReplaced(MapView *view);

} // namespace adj::ui
