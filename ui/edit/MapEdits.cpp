#include "edit/MapEdits.h"

#include "document/GameDocument.h"
#include "map/BoardPicture.h"
#include "model/MapEdit.h"

#include <QCoreApplication>
#include <QMarginsF>
#include <QRectF>
#include <algorithm>

namespace adj::ui {

namespace {
struct MapEditsTr {
    Q_DECLARE_TR_FUNCTIONS(adj::ui::MapEdits)
};

const QString kLowland = QStringLiteral("lowland");

QPointF positionOf(const Area &a, const QHash<QString, QPointF> &drawn)
{
    return a.x && a.y ? QPointF(*a.x, *a.y) : drawn.value(a.code);
}
} // namespace

QString addArea(GameDocument *doc, const Area &area, const QHash<QString, QPointF> &unplaced)
{
    return doc->editMap(withArea(withPositions(doc->game(), unplaced), area), MapEditsTr::tr("Add area %1").arg(area.code));
}

QString removeArea(GameDocument *doc, const QString &code)
{
    if (!doc->game().area(code))
        return MapEditsTr::tr("There is no area %1.").arg(code);
    return doc->editMap(withoutArea(doc->game(), code), MapEditsTr::tr("Remove area %1").arg(code));
}

QString addBorder(GameDocument *doc, const QString &a, const QString &b)
{
    if (doc->graph().adjacent(a, b))
        return MapEditsTr::tr("%1 and %2 already border each other.").arg(a, b);
    return doc->editMap(withBorder(doc->game(), a, b), MapEditsTr::tr("Add border %1–%2").arg(a, b));
}

QString removeBorder(GameDocument *doc, const QString &a, const QString &b)
{
    return doc->editMap(withoutBorder(doc->game(), a, b), MapEditsTr::tr("Remove border %1–%2").arg(a, b));
}

QString setAreaMapField(GameDocument *doc, const QString &code, const QString &field, const QJsonValue &value)
{
    Game g = doc->game();
    Area *a = g.area(code);
    if (!a)
        return MapEditsTr::tr("There is no area %1.").arg(code);
    if (field == u"kind") {
        const std::optional<AreaKind> kind = kindFromName(value.toString());
        if (!kind)
            return MapEditsTr::tr("kind: \"%1\" is not land, city or sea").arg(value.toString());
        a->kind = *kind;
        if (a->isSea())
            a->terrain.clear();
        else if (a->terrain.isEmpty())
            a->terrain = kLowland;
        // A city names a land neighbour as its hinterland (docs/rules.md §1): the first, to start with.
        const QStringList land = doc->graph().neighbours(code, AreaKind::Land);
        if (a->isCity() && a->hinterland.isEmpty() && !land.isEmpty())
            a->hinterland = land.first();
        if (!a->isCity())
            a->hinterland.clear();
    } else if (field == u"terrain") {
        a->terrain = value.toString();
    } else if (field == u"hinterland") {
        a->hinterland = value.toString();
    } else {
        return MapEditsTr::tr("%1 is not a field of the map").arg(field);
    }
    return doc->editMap(g, MapEditsTr::tr("Set %1 of %2 to %3").arg(field, code, value.toString()));
}

QString moveArea(GameDocument *doc, const QString &code, const QPointF &to, const QHash<QString, QPointF> &unplaced)
{
    QHash<QString, QPointF> positions = unplaced;
    positions.insert(code, to);
    const QString refused = doc->editMap(withPositions(doc->game(), positions), MapEditsTr::tr("Move %1").arg(code));
    if (refused.isEmpty())
        doc->setPinned(code, true);
    return refused;
}

// On a board with fewer than two pins nothing gives the drawing its size:
// it is scaled to fill the picture (around the pin, when there is one).
void fitToBoard(QHash<QString, QPointF> &positions, const QSizeF &picture, const QHash<QString, QPointF> &pins)
{
    QRectF box;
    for (const QPointF &p : std::as_const(positions))
        box |= QRectF(p, QSizeF(1, 1));
    const qreal mx = 0.05 * picture.width(), my = 0.05 * picture.height();
    const QRectF inside = QRectF(QPointF(), picture).marginsRemoved(QMarginsF(mx, my, mx, my));
    if (box.isEmpty() || inside.isEmpty())
        return;
    const qreal scale = std::min(inside.width() / box.width(), inside.height() / box.height());
    const QPointF from = pins.isEmpty() ? box.center() : pins.cbegin().value();
    const QPointF to = pins.isEmpty() ? inside.center() : from;
    for (QPointF &p : positions)
        p = to + (p - from) * scale;
}

QString layOut(GameDocument *doc, const QHash<QString, QPointF> &drawn)
{
    QHash<QString, QPointF> pins;
    for (const QString &code : doc->pinnedAreas())
        pins.insert(code, positionOf(*doc->game().area(code), drawn));
    QHash<QString, QPointF> positions = doc->graph().layout(110.0, pins);
    if (boardOf(doc->game()) && pins.size() < 2)
        fitToBoard(positions, boardImage(doc->game().boardPicture).size(), pins);
    return doc->editMap(withPositions(doc->game(), positions), MapEditsTr::tr("Lay out the map automatically"));
}

QString setBoard(GameDocument *doc, const std::optional<Board> &board, const QByteArray &picture)
{
    Game g = doc->game();
    adj::setBoard(g, board, picture);
    return doc->editMap(g, board ? MapEditsTr::tr("Board picture %1 at %2%").arg(board->image).arg(qRound(board->opacity * 100))
                                 : MapEditsTr::tr("Remove the board picture"));
}

} // namespace adj::ui
