#include "map/MapLayout.h"

#include <QLine>

#include <algorithm>
#include <cmath>
#include <numeric>
#include <vector>

namespace adj::ui {

namespace {

constexpr qreal Gap = 6;      // space kept between two nodes
constexpr qreal ChipGap = 3;  // and between two chips at Fit Map, in pixels

struct Node {
    QPointF pos;
    QRectF rect;  // centred on (0, 0), gap included
    QRectF at() const { return rect.translated(pos); }
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
// nearest-neighbour distances) are at least `wanted` apart.
void spread(std::vector<Node> &nodes, qreal wanted)
{
    if (nodes.size() < 2)
        return;
    // A grid of buckets keeps the nearest-neighbour search near linear.
    QRectF bounds;
    for (const Node &n : nodes)
        bounds |= QRectF(n.pos, QSizeF(1, 1));
    const qreal cell = std::max(1.0, std::sqrt(bounds.width() * bounds.height() / qreal(nodes.size())));
    QHash<QPair<int, int>, std::vector<size_t>> grid;
    auto key = [&](QPointF p) { return qMakePair(int(std::floor(p.x() / cell)), int(std::floor(p.y() / cell))); };
    for (size_t i = 0; i < nodes.size(); ++i)
        grid[key(nodes[i].pos)].push_back(i);
    std::vector<qreal> nearest;
    nearest.reserve(nodes.size());
    for (size_t i = 0; i < nodes.size(); ++i) {
        const auto [cx, cy] = key(nodes[i].pos);
        qreal best = -1;
        for (int ring = 1; ring <= 64 && best < 0; ring *= 2) {
            for (int gx = cx - ring; gx <= cx + ring; ++gx)
                for (int gy = cy - ring; gy <= cy + ring; ++gy)
                    for (size_t j : grid.value(qMakePair(gx, gy))) {
                        if (j == i)
                            continue;
                        const qreal d = QLineF(nodes[i].pos, nodes[j].pos).length();
                        if (best < 0 || d < best)
                            best = d;
                    }
        }
        if (best > 0)
            nearest.push_back(best);
    }
    if (nearest.empty())
        return;
    std::sort(nearest.begin(), nearest.end());
    const qreal typical = nearest[nearest.size() / 10];
    const qreal factor = std::max(1.0, wanted / typical);
    for (Node &n : nodes)
        n.pos *= factor;
}

// Pushes overlapping nodes apart along the axis where they overlap least,
// a few rounds at most; positions are otherwise kept.
void removeOverlaps(std::vector<Node> &nodes)
{
    qreal cell = 1;
    for (const Node &n : nodes)
        cell = std::max({cell, n.rect.width(), n.rect.height()});
    for (int round = 0; round < 100; ++round) {
        QHash<QPair<int, int>, std::vector<size_t>> grid;
        auto key = [&](QPointF p) { return qMakePair(int(std::floor(p.x() / cell)), int(std::floor(p.y() / cell))); };
        for (size_t i = 0; i < nodes.size(); ++i)
            grid[key(nodes[i].pos)].push_back(i);
        bool moved = false;
        for (size_t i = 0; i < nodes.size(); ++i) {
            const auto [cx, cy] = key(nodes[i].pos);
            for (int gx = cx - 1; gx <= cx + 1; ++gx)
                for (int gy = cy - 1; gy <= cy + 1; ++gy) {
                    const auto bucket = grid.constFind(qMakePair(gx, gy));
                    if (bucket == grid.cend())
                        continue;
                    for (size_t j : *bucket) {
                        if (j <= i)
                            continue;
                        const QRectF a = nodes[i].at(), b = nodes[j].at();
                        if (!a.intersects(b))
                            continue;
                        const QRectF o = a.intersected(b);
                        QPointF d = nodes[j].pos - nodes[i].pos;
                        if (d.isNull())
                            d = QPointF(1, 0);
                        QPointF push;
                        if (o.width() < o.height())
                            push = QPointF((d.x() >= 0 ? 1 : -1) * (o.width() / 2 + 0.5), 0);
                        else
                            push = QPointF(0, (d.y() >= 0 ? 1 : -1) * (o.height() / 2 + 0.5));
                        nodes[i].pos -= push;
                        nodes[j].pos += push;
                        moved = true;
                    }
                }
        }
        if (!moved)
            return;
    }
}

// The areas' chips at Fit Map, in screen pixels centred on the view's centre.
struct Chips {
    std::vector<QPointF> at;
    std::vector<QSizeF> size;  // with a gap of ChipGap
    QSizeF view, largest;

    // A chip's centre kept where the whole chip lies inside the view.
    QPointF inside(size_t i, QPointF q) const
    {
        const qreal hx = (view.width() - size[i].width()) / 2, hy = (view.height() - size[i].height()) / 2;
        return QPointF(std::clamp(q.x(), -hx, hx), std::clamp(q.y(), -hy, hy));
    }
    QPair<int, int> key(QPointF q) const
    {
        return qMakePair(int(std::floor(q.x() / largest.width())), int(std::floor(q.y() / largest.height())));
    }
    // How far chips i and j overlap along x and y (both positive: they do).
    QSizeF overlap(size_t i, QPointF q, size_t j) const
    {
        const QPointF d = at[j] - q;
        const QSizeF both = (size[i] + size[j]) / 2;
        return QSizeF(both.width() - std::abs(d.x()), both.height() - std::abs(d.y()));
    }
    // Calls f(j) for every chip whose bucket is next to q's.
    template<typename F>
    void near(const QHash<QPair<int, int>, std::vector<size_t>> &grid, QPointF q, F f) const
    {
        const auto [cx, cy] = key(q);
        for (int gx = cx - 1; gx <= cx + 1; ++gx)
            for (int gy = cy - 1; gy <= cy + 1; ++gy)
                if (const auto bucket = grid.constFind(qMakePair(gx, gy)); bucket != grid.cend())
                    for (size_t j : *bucket)
                        f(j);
    }
};

// Pushes overlapping chips apart along the axis where they overlap least
// (relative to their size), inside the view; stops when none moved.
void relax(Chips &c)
{
    for (int round = 0; round < 200; ++round) {
        QHash<QPair<int, int>, std::vector<size_t>> grid;
        for (size_t i = 0; i < c.at.size(); ++i)
            grid[c.key(c.at[i])].push_back(i);
        bool moved = false;
        for (size_t i = 0; i < c.at.size(); ++i)
            c.near(grid, c.at[i], [&](size_t j) {
                const QSizeF o = c.overlap(i, c.at[i], j);
                if (j <= i || o.width() <= 0 || o.height() <= 0)
                    return;
                const QPointF d = c.at[j] - c.at[i];
                const QSizeF both = (c.size[i] + c.size[j]) / 2;
                const QPointF push = o.width() / both.width() < o.height() / both.height()
                    ? QPointF((d.x() >= 0 ? 1 : -1) * (o.width() / 2 + 0.5), 0)
                    : QPointF(0, (d.y() >= 0 ? 1 : -1) * (o.height() / 2 + 0.5));
                // What the view's edge stops one of the two from taking, the other takes.
                const QPointF wantI = c.at[i] - push, wantJ = c.at[j] + push;
                c.at[i] = c.inside(i, wantI + c.inside(j, wantJ) - wantJ);
                c.at[j] = c.inside(j, wantJ + c.inside(i, wantI) - wantI);
                moved = true;
            });
        if (!moved)
            return;
    }
}

// Where pushing left chips overlapping, places them one by one, from the
// centre outwards, at the nearest spot (searched in rings, a few chips' widths
// at most) free of the chips already placed; a chip with no free spot near
// stays where it was.
void settle(Chips &c)
{
    std::vector<size_t> order(c.at.size());
    std::iota(order.begin(), order.end(), size_t(0));
    std::stable_sort(order.begin(), order.end(), [&](size_t a, size_t b) {
        return QPointF::dotProduct(c.at[a], c.at[a]) < QPointF::dotProduct(c.at[b], c.at[b]);
    });
    QHash<QPair<int, int>, std::vector<size_t>> placed;
    auto isFree = [&](size_t i, QPointF q) {
        bool free = true;
        c.near(placed, q, [&](size_t j) {
            const QSizeF o = c.overlap(i, q, j);
            free = free && (o.width() <= 0 || o.height() <= 0);
        });
        return free;
    };
    const qreal reach = 4 * c.largest.width();
    for (size_t i : order) {
        QPointF spot = c.at[i];
        for (qreal r = 1; !isFree(i, spot) && r < reach; r += 1) {
            const int steps = std::max(8, int(r));
            for (int k = 0; k < steps; ++k) {
                const qreal angle = 2 * M_PI * k / steps;
                const QPointF q = c.at[i] + r * QPointF(std::cos(angle), std::sin(angle));
                if (c.inside(i, q) == q && isFree(i, q)) {
                    spot = q;
                    break;
                }
            }
        }
        c.at[i] = spot;
        placed[c.key(spot)].push_back(i);
    }
}

// Makes room for the areas' chips at Fit Map (AreaItem's glance). A chip has
// a fixed size on screen, so the work is done in screen pixels, on the map at
// the scale at which it fits `view`: chips pushed apart, then any still
// overlapping moved to the nearest free spot. Beyond a few hundred areas no
// screen holds every chip; there the user zooms in.
void spaceForGlance(std::vector<Node> &nodes, const QList<Area> &areas, const Glance &glance)
{
    if (nodes.size() < 2 || nodes.size() > 600 || !glance.chipOf)
        return;
    QRectF bounds;
    for (const Node &n : nodes)
        bounds |= n.at();
    const qreal s = std::min(glance.view.width() / bounds.width(), glance.view.height() / bounds.height());
    if (s >= glance.below)
        return;  // Fit Map shows the nodes themselves
    Chips c;
    c.view = glance.view;
    for (size_t i = 0; i < nodes.size(); ++i) {
        c.size.push_back(glance.chipOf(areas[qsizetype(i)]) + QSizeF(ChipGap, ChipGap));
        c.largest = c.largest.expandedTo(c.size.back());
        c.at.push_back(c.inside(i, (nodes[i].pos - bounds.center()) * s));
    }
    relax(c);
    settle(c);
    for (size_t i = 0; i < nodes.size(); ++i)
        nodes[i].pos = bounds.center() + c.at[i] / s;
}

} // namespace

QHash<QString, QPointF> mapPositions(const Game &game, const MapGraph &graph,
                                     const std::function<QRectF(AreaKind)> &rectOf, const Glance &glance)
{
    const QHash<QString, QPointF> raw = rawPositions(game, graph);
    std::vector<Node> nodes;
    nodes.reserve(size_t(game.areas.size()));
    qreal widest = 0;
    for (const Area &a : game.areas) {
        const QRectF r = rectOf(a.kind).adjusted(-Gap / 2, -Gap / 2, Gap / 2, Gap / 2);
        widest = std::max(widest, r.width());
        nodes.push_back({raw.value(a.code), r});
    }
    spread(nodes, widest * 0.8);
    removeOverlaps(nodes);
    spaceForGlance(nodes, game.areas, glance);
    QHash<QString, QPointF> out;
    for (int i = 0; i < game.areas.size(); ++i)
        out.insert(game.areas[i].code, nodes[size_t(i)].pos);
    return out;
}

QHash<QString, QPointF> boardPositions(const Game &game, const MapGraph &graph)
{
    QHash<QString, QPointF> placed;
    for (const Area &a : game.areas)
        if (a.x && a.y)
            placed.insert(a.code, QPointF(*a.x, *a.y));
    if (placed.size() == game.areas.size())
        return placed;
    return graph.layout(110.0, placed);
}

} // namespace adj::ui
