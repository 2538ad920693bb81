#include "map/MapLayout.h"

#include "map/Separation.h"

#include <QLine>

#include <algorithm>
#include <cmath>
#include <vector>

namespace adj::ui {

namespace {

constexpr qreal Gap = 6;      // space kept between two nodes
constexpr qreal ChipGap = 3;  // and between two chips at Fit Map, in pixels

// A grid of cells over points kept as one sorted array of (cell, point),
// rebuilt in place (no bucket is copied, nothing is allocated once
// it has grown); the points of a cell are found by binary search, in the
// order they were numbered.
class CellIndex
{
public:
    explicit CellIndex(QSizeF cell) : m_cell(cell) {}
    void build(const std::vector<QPointF> &at)
    {
        m_entries.clear();
        for (size_t i = 0; i < at.size(); ++i)
            m_entries.push_back({key(at[i]), i});
        std::sort(m_entries.begin(), m_entries.end());
    }
    // Calls f(j) for every point in the cells up to `ring` cells from p's.
    template<typename F>
    void near(QPointF p, int ring, F f) const
    {
        const auto [cx, cy] = cellOf(p);
        for (int gx = cx - ring; gx <= cx + ring; ++gx)
            for (int gy = cy - ring; gy <= cy + ring; ++gy) {
                const quint64 k = pack(gx, gy);
                auto it = std::lower_bound(m_entries.begin(), m_entries.end(), Entry{k, 0});
                for (; it != m_entries.end() && it->first == k; ++it)
                    f(it->second);
            }
    }

private:
    using Entry = std::pair<quint64, size_t>;
    std::pair<int, int> cellOf(QPointF p) const
    {
        return {int(std::floor(p.x() / m_cell.width())), int(std::floor(p.y() / m_cell.height()))};
    }
    static quint64 pack(int gx, int gy) { return quint64(quint32(gx)) << 32 | quint32(gy); }
    quint64 key(QPointF p) const
    {
        const auto [gx, gy] = cellOf(p);
        return pack(gx, gy);
    }
    QSizeF m_cell;
    std::vector<Entry> m_entries;
};

// Boxes centred on points: the nodes (gap included), or the chips at Fit Map.
struct Boxes {
    std::vector<QPointF> at;
    std::vector<QSizeF> size;
    QRectF rect(size_t i) const { return QRectF(at[i] - QPointF(size[i].width() / 2, size[i].height() / 2), size[i]); }
};

QHash<QString, QPointF> rawPositions(const Game &game, const MapGraph &graph)
{
    const bool allPlaced = std::all_of(game.areas.cbegin(), game.areas.cend(),
                                       [](const Area &a) { return a.x && a.y; });
    if (!allPlaced)
        return graph.layout(110.0);
    QHash<QString, QPointF> out;
    for (const Area &a : game.areas)
        out.insert(a.code, QPointF(*a.x, *a.y));
    return out;
}

// Spreads the map so that the closer neighbours (the 10th percentile of the
// nearest-neighbour distances) are at least `wanted` apart. A large map
// (beyond GlanceAreas) is spread further, so far that most nodes (the 90th
// percentile) no longer overlap any node near them: pushing nodes apart one
// overlap at a time takes a round per node of a crowded row (a grid of 125
// columns needed more than the 100 rounds allowed, 0.9 s at 10,000 areas),
// scaling takes one pass. A smaller map keeps its positions.
// Returns the factor.
qreal spread(Boxes &nodes, qreal wanted)
{
    std::vector<QPointF> &at = nodes.at;
    if (at.size() < 2)
        return 1;
    const bool large = qsizetype(at.size()) > GlanceAreas;
    // A grid of cells keeps the nearest-neighbour search near linear.
    QRectF bounds;
    for (QPointF p : at)
        bounds |= QRectF(p, QSizeF(1, 1));
    const qreal cell = std::max(1.0, std::sqrt(bounds.width() * bounds.height() / qreal(at.size())));
    CellIndex index({cell, cell});
    index.build(at);
    std::vector<qreal> nearest, room;
    nearest.reserve(at.size());
    room.reserve(large ? at.size() : 0);
    for (size_t i = 0; i < at.size(); ++i) {
        qreal best = -1, apart = 0;  // apart: the scale at which i overlaps no node near it
        for (int ring = 1; ring <= 64 && best < 0; ring *= 2)
            index.near(at[i], ring, [&](size_t j) {
                if (j == i)
                    return;
                const QPointF d = at[j] - at[i];
                const qreal length = QLineF(at[i], at[j]).length();
                if (best < 0 || length < best)
                    best = length;
                if (large && length > 0) {
                    // Apart along x or along y (the same test as pushApart's), a
                    // hundredth of a pixel to spare for the rounding.
                    const QSizeF both = (nodes.size[i] + nodes.size[j]) / 2 + QSizeF(0.01, 0.01);
                    apart = std::max(apart, std::min(d.x() ? both.width() / std::abs(d.x()) : qInf(),
                                                     d.y() ? both.height() / std::abs(d.y()) : qInf()));
                }
            });
        if (best > 0)
            nearest.push_back(best);
        if (large && apart > 0)
            room.push_back(apart);
    }
    if (nearest.empty())
        return 1;
    std::sort(nearest.begin(), nearest.end());
    const qreal typical = nearest[nearest.size() / 10];
    qreal factor = std::max(1.0, wanted / typical);
    if (!room.empty()) {
        // At most twice as far: a few nodes on top of each other are left to
        // pushApart rather than blowing the map up.
        std::nth_element(room.begin(), room.begin() + qsizetype(room.size() * 9 / 10), room.end());
        factor = std::clamp(room[room.size() * 9 / 10], factor, 2 * factor);
    }
    for (QPointF &p : at)
        p *= factor;
    return factor;
}

// Pushes overlapping boxes apart along the axis where they overlap least, in
// rounds until none moved, `rounds` at most; `move(i, j, push)` moves box i
// by -push and j by +push. Used for the nodes of a large map (removeOverlaps).
template<typename Move>
void pushApart(Boxes &b, QSizeF cell, int rounds, Move move)
{
    CellIndex index(cell);
    for (int round = 0; round < rounds; ++round) {
        index.build(b.at);
        bool moved = false;
        for (size_t i = 0; i < b.at.size(); ++i)
            index.near(b.at[i], 1, [&](size_t j) {
                if (j <= i)
                    return;
                const QPointF d = b.at[j] - b.at[i];
                const QSizeF o = b.rect(i).intersected(b.rect(j)).size();
                if (o.width() <= 0 || o.height() <= 0)
                    return;
                move(i, j, o.width() < o.height() ? QPointF((d.x() >= 0 ? 1 : -1) * (o.width() / 2 + 0.5), 0)
                                                  : QPointF(0, (d.y() >= 0 ? 1 : -1) * (o.height() / 2 + 0.5)));
                moved = true;
            });
        if (!moved)
            return;
    }
}

// Pushes overlapping nodes apart, a few rounds at most; positions are
// otherwise kept.
void removeOverlaps(Boxes &nodes)
{
    qreal cell = 1;
    for (QSizeF s : nodes.size)
        cell = std::max({cell, s.width(), s.height()});
    pushApart(nodes, {cell, cell}, 100, [&](size_t i, size_t j, QPointF push) {
        nodes.at[i] -= push;
        nodes.at[j] += push;
    });
}

// The zoom at which the map (its nodes, and a chip of `chip` pixels on each
// node's centre) fits `view`.
qreal fitZoom(const Boxes &nodes, QSizeF chip, QSizeF view)
{
    QRectF whole;
    qreal left = qInf(), top = qInf(), right = -qInf(), bottom = -qInf();
    for (size_t i = 0; i < nodes.at.size(); ++i) {
        whole |= nodes.rect(i);
        left = std::min(left, nodes.at[i].x());
        right = std::max(right, nodes.at[i].x());
        top = std::min(top, nodes.at[i].y());
        bottom = std::max(bottom, nodes.at[i].y());
    }
    return std::min({view.width() / whole.width(), view.height() / whole.height(),
                     (view.width() - chip.width()) / std::max<qreal>(right - left, 1),
                     (view.height() - chip.height()) / std::max<qreal>(bottom - top, 1)});
}

// Makes room for the areas' chips at Fit Map (AreaItem's glance). Every chip
// has the same size, so the room depends on the map alone, never on a turn's
// owners and counts nor on the window. The chips are laid out at the zoom at
// which the map fits the glance's view, each as a box of the chip's size in
// scene units there, parted in the map's compass order (separateInOrder);
// when the parted map no longer fits at that zoom, again at the zoom it
// fits (a few times at most, while that shows the chips clearly larger). Returns that zoom: zoomed out further the chips shrink with the
// map, so that no chip covers another in any view.
qreal spaceForGlance(Boxes &nodes, const Glance &glance)
{
    const std::vector<QPointF> start = nodes.at;  // the compass order
    const QSizeF chip = glance.chip + QSizeF(ChipGap, ChipGap);
    qreal zoom = std::min(fitZoom(nodes, chip, glance.view), glance.below);
    std::vector<QPointF> best;
    qreal bestZoom = zoom, bestShown = -1;
    for (int round = 0; round < 4 && zoom > 0; ++round) {
        Boxes parted{start, nodes.size};
        for (QSizeF &s : parted.size)
            s = s.expandedTo(chip / zoom);
        separateInOrder(parted.at, parted.size, start);
        parted.size = nodes.size;
        const qreal fits = std::min(fitZoom(parted, chip, glance.view), glance.below);
        const qreal shown = std::min(1.0, fits / zoom);  // a chip's size at Fit Map in the view
        // A later round only where it shows the chips clearly larger: a
        // map that has no room for its chips at any zoom (a single row of
        // them) would only grow.
        if (shown <= bestShown * 1.05)
            break;
        best = std::move(parted.at);
        bestZoom = zoom;
        bestShown = shown;
        if (shown > 0.99)
            break;
        zoom = fits;
    }
    nodes.at = std::move(best);
    return bestZoom;
}

std::optional<QPointF> xyOf(const Area &a)
{
    return a.x && a.y ? std::optional(QPointF(*a.x, *a.y)) : std::nullopt;
}

// The drawing of `game` with its nodes at `at` (in the order of its areas).
MapDrawing drawing(const Game &game, const std::vector<QPointF> &at, qreal scale, bool onBoard)
{
    MapDrawing d;
    d.scale = scale;
    d.onBoard = onBoard;
    d.nodes.reserve(game.areas.size());
    for (qsizetype i = 0; i < game.areas.size(); ++i) {
        const Area &a = game.areas[i];
        d.nodes.insert(a.code, {at[size_t(i)], xyOf(a)});
    }
    return d;
}

} // namespace

QHash<QString, QPointF> MapDrawing::positions() const
{
    QHash<QString, QPointF> out;
    out.reserve(nodes.size());
    for (auto it = nodes.cbegin(); it != nodes.cend(); ++it)
        out.insert(it.key(), it->at);
    return out;
}

std::optional<QHash<QString, QPointF>> MapDrawing::redraw(const Game &edited, const MapGraph &graph) const
{
    QHash<QString, QPointF> out;
    out.reserve(edited.areas.size());
    QStringList unplaced;
    bool kept = false;
    for (const Area &a : edited.areas) {
        const std::optional<QPointF> xy = xyOf(a);
        const auto node = nodes.constFind(a.code);
        if (node != nodes.cend() && (node->xy == xy || (xy && *xy * scale == node->at))) {
            out.insert(a.code, node->at);
            kept = true;
        } else if (xy) {
            out.insert(a.code, *xy * scale);
        } else {
            unplaced.append(a.code);
        }
    }
    if (!kept)
        return std::nullopt;
    if (!unplaced.isEmpty()) {
        const QHash<QString, QPointF> around = graph.layout(110.0, out);
        for (const QString &code : std::as_const(unplaced))
            out.insert(code, around.value(code));
    }
    return out;
}

MapDrawing drawMap(const Game &game, const MapGraph &graph, const std::function<QRectF(AreaKind)> &rectOf,
                   const Glance &glance)
{
    const QHash<QString, QPointF> raw = rawPositions(game, graph);
    Boxes nodes;  // each node's rectangle is centred on it, gap included
    qreal widest = 0;
    for (const Area &a : game.areas) {
        const QRectF r = rectOf(a.kind).adjusted(-Gap / 2, -Gap / 2, Gap / 2, Gap / 2);
        widest = std::max(widest, r.width());
        nodes.at.push_back(raw.value(a.code));
        nodes.size.push_back(r.size());
    }
    const qreal scale = spread(nodes, widest * 0.8);
    qreal chipZoom = 0;
    if (qsizetype(nodes.at.size()) > GlanceAreas) {
        removeOverlaps(nodes);
    } else if (glance.chip.isEmpty() || nodes.at.size() < 2) {
        const std::vector<QPointF> start = nodes.at;
        separateInOrder(nodes.at, nodes.size, start);
    } else {
        chipZoom = spaceForGlance(nodes, glance);
    }
    MapDrawing d = drawing(game, nodes.at, scale, false);
    d.chipZoom = chipZoom;
    return d;
}

QHash<QString, QPointF> mapPositions(const Game &game, const MapGraph &graph,
                                     const std::function<QRectF(AreaKind)> &rectOf, const Glance &glance)
{
    return drawMap(game, graph, rectOf, glance).positions();
}

MapDrawing drawBoard(const Game &game, const MapGraph &graph)
{
    QHash<QString, QPointF> placed;
    for (const Area &a : game.areas)
        if (a.x && a.y)
            placed.insert(a.code, QPointF(*a.x, *a.y));
    if (placed.size() != game.areas.size())
        placed = graph.layout(110.0, placed);
    std::vector<QPointF> at;
    at.reserve(size_t(game.areas.size()));
    for (const Area &a : game.areas)
        at.push_back(placed.value(a.code));
    return drawing(game, at, 1, true);
}

QHash<QString, QPointF> boardPositions(const Game &game, const MapGraph &graph)
{
    return drawBoard(game, graph).positions();
}

} // namespace adj::ui
