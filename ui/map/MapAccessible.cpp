#include "map/MapAccessible.h"

#include "map/AreaItem.h"
#include "map/MapView.h"

#include <QAccessibleActionInterface>
#include <QPointer>

namespace adj::ui {

namespace {

// One area of the map, as a list item.
class AreaAccessible : public QAccessibleInterface, public QAccessibleActionInterface
{
public:
    AreaAccessible(MapView *view, const QString &code)
        : m_view(view)
        , m_code(code)
    {
    }
    QString code() const { return m_code; }

    bool isValid() const override { return m_view && m_view->shownGame().area(m_code); }
    QObject *object() const override { return nullptr; }
    QWindow *window() const override { return m_view ? m_view->window()->windowHandle() : nullptr; }
    QAccessibleInterface *parent() const override { return QAccessible::queryAccessibleInterface(m_view.data()); }
    QAccessibleInterface *child(int) const override { return nullptr; }
    int childCount() const override { return 0; }
    int indexOfChild(const QAccessibleInterface *) const override { return -1; }
    QAccessibleInterface *childAt(int, int) const override { return nullptr; }
    QAccessible::Role role() const override { return QAccessible::ListItem; }
    void setText(QAccessible::Text, const QString &) override {}

    QString text(QAccessible::Text t) const override
    {
        const AreaItem *item = this->item();
        if (!item)
            return {};
        switch (t) {
        case QAccessible::Name: return QStringLiteral("%1 (%2)").arg(item->area().name, m_code);
        case QAccessible::Description: return item->description();
        default: return {};
        }
    }

    QRect rect() const override
    {
        AreaItem *item = this->item();
        if (!item)
            return {};
        const QRect inView = m_view->mapFromScene(item->sceneBoundingRect()).boundingRect();
        return QRect(m_view->viewport()->mapToGlobal(inView.topLeft()), inView.size());
    }

    QAccessible::State state() const override
    {
        QAccessible::State s;
        s.selectable = s.focusable = true;
        if (!isValid())
            return s;
        s.selected = m_view->selectedArea() == m_code;
        s.focused = s.selected && m_view->hasFocus();
        s.offscreen = !m_view->viewport()->rect().intersects(m_view->mapFromScene(item()->sceneBoundingRect()).boundingRect());
        return s;
    }

    void *interface_cast(QAccessible::InterfaceType type) override
    {
        return type == QAccessible::ActionInterface ? static_cast<QAccessibleActionInterface *>(this) : nullptr;
    }
    QStringList actionNames() const override { return {pressAction(), setFocusAction()}; }
    QStringList keyBindingsForAction(const QString &) const override { return {}; }
    void doAction(const QString &name) override
    {
        if (m_view && (name == pressAction() || name == setFocusAction()))
            m_view->selectArea(m_code, true);
    }

private:
    AreaItem *item() const { return m_view ? m_view->areaItem(m_code) : nullptr; }
    QPointer<MapView> m_view;
    QString m_code;
};

MapAccessible *mapInterface(MapView *view)
{
    return QAccessible::isActive() ? dynamic_cast<MapAccessible *>(QAccessible::queryAccessibleInterface(view)) : nullptr;
}

} // namespace

MapAccessible::MapAccessible(MapView *view)
    : QAccessibleWidget(view, QAccessible::List)
{
}

MapAccessible::~MapAccessible()
{
    for (QAccessible::Id id : std::as_const(m_children))
        QAccessible::deleteAccessibleInterface(id);
}

MapView *MapAccessible::view() const
{
    return static_cast<MapView *>(widget());
}

int MapAccessible::childCount() const
{
    return int(view()->shownGame().areas.size());
}

QAccessibleInterface *MapAccessible::child(int index) const
{
    const QList<Area> &areas = view()->shownGame().areas;
    return index >= 0 && index < areas.size() ? areaChild(areas[index].code) : nullptr;
}

QAccessibleInterface *MapAccessible::areaChild(const QString &code) const
{
    if (!view()->shownGame().area(code))
        return nullptr;
    if (QAccessibleInterface *made = madeChild(code))
        return made;
    const QAccessible::Id id = QAccessible::registerAccessibleInterface(new AreaAccessible(view(), code));
    m_children.insert(code, id);
    return QAccessible::accessibleInterface(id);
}

QAccessibleInterface *MapAccessible::madeChild(const QString &code) const
{
    const auto it = m_children.constFind(code);
    return it == m_children.cend() ? nullptr : QAccessible::accessibleInterface(*it);
}

int MapAccessible::indexOfChild(const QAccessibleInterface *child) const
{
    const auto *area = dynamic_cast<const AreaAccessible *>(child);
    return area ? view()->shownGame().areaIndex(area->code()) : -1;
}

QAccessibleInterface *MapAccessible::childAt(int x, int y) const
{
    const QPoint at = view()->viewport()->mapFromGlobal(QPoint(x, y));
    for (QGraphicsItem *item : view()->items(at))
        if (const auto *area = qgraphicsitem_cast<AreaItem *>(item))
            return areaChild(area->code());
    return nullptr;
}

QAccessibleInterface *MapAccessible::focusChild() const
{
    return view()->hasFocus() && !view()->selectedArea().isEmpty() ? areaChild(view()->selectedArea()) : nullptr;
}

QAccessibleInterface *mapAccessibleFactory(const QString &, QObject *object)
{
    if (auto *view = qobject_cast<MapView *>(object))
        return new MapAccessible(view);
    return nullptr;
}

void announceSelectedArea(MapView *view, const QString &code)
{
    MapAccessible *map = mapInterface(view);
    QAccessibleInterface *area = map ? map->areaChild(code) : nullptr;
    if (!area)
        return;
    QAccessibleEvent selected(area, QAccessible::Selection);
    QAccessible::updateAccessibility(&selected);
    if (view->hasFocus()) {
        QAccessibleEvent focused(area, QAccessible::Focus);
        QAccessible::updateAccessibility(&focused);
    }
}

void announceAreaChanged(MapView *view, const QString &code)
{
    MapAccessible *map = mapInterface(view);
    if (QAccessibleInterface *area = map ? map->madeChild(code) : nullptr) {
        QAccessibleEvent changed(area, QAccessible::DescriptionChanged);
        QAccessible::updateAccessibility(&changed);
    }
}

void announceAreasReplaced(MapView *view)
{
    if (mapInterface(view)) {
        QAccessibleEvent replaced(view, QAccessible::ObjectReorder);
        QAccessible::updateAccessibility(&replaced);
    }
}

} // namespace adj::ui
