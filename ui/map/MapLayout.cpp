#include "map/MapLayout.h"

#include <QLine>

#include <algorithm>
#include <cmath>
#include <vector>

namespace adj::ui {

namespace {

constexpr qreal Gap = 6;  // space kept between two nodes

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
                for (int gy = cy - 1; gy <= cy + 1; ++gy)
                    for (size_t j : grid.value(qMakePair(gx, gy))) {
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
        if (!moved)
            return;
    }
}

} // namespace

QHash<QString, QPointF> mapPositions(const Game &game, const MapGraph &graph,
                                     const std::function<QRectF(AreaKind)> &rectOf)
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
    QHash<QString, QPointF> out;
    for (int i = 0; i < game.areas.size(); ++i)
        out.insert(game.areas[i].code, nodes[size_t(i)].pos);
    return out;
}

} // namespace adj::ui
