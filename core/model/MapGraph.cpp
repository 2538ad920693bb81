#include "model/MapGraph.h"

#include <QMutex>

#include <boost/graph/breadth_first_search.hpp>
#include <boost/graph/circle_layout.hpp>
#include <boost/graph/connected_components.hpp>
#include <boost/graph/filtered_graph.hpp>
#include <boost/graph/fruchterman_reingold.hpp>
#include <boost/graph/kamada_kawai_spring_layout.hpp>
#include <boost/graph/topology.hpp>
#include <algorithm>
#include <cmath>
#include <complex>
#include <limits>
#include <vector>

namespace adj {

namespace {

// The largest connected part of a map laid out by Kamada-Kawai (see layout()).
constexpr qsizetype KamadaKawaiAreas = 400;

// Pivot MDS (Brandes and Pich, "Eigensolver methods for progressive
// multidimensional scaling of large data", 2006): the graph distances from a
// few pivots, double-centred, and the two main directions of that matrix as
// x and y; linear in the areas and borders. `g` is connected.
template<typename Graph, typename Point>
void pivotMds(const Graph &g, std::vector<Point> &pos)
{
    const size_t n = boost::num_vertices(g), k = std::min<size_t>(50, n);
    auto bfs = [&](size_t from) {
        std::vector<double> d(n, 0);
        std::vector<bool> seen(n, false);
        std::vector<size_t> queue{from};
        seen[from] = true;
        for (size_t head = 0; head < queue.size(); ++head)
            for (auto [b, e] = boost::adjacent_vertices(queue[head], g); b != e; ++b)
                if (!seen[*b]) {
                    seen[*b] = true;
                    d[*b] = d[queue[head]] + 1;
                    queue.push_back(*b);
                }
        return d;
    };
    // Pivots far apart: each the area farthest from those chosen before.
    std::vector<std::vector<double>> c;  // c[j][i]: squared distance from pivot j to i
    std::vector<double> nearest(n, std::numeric_limits<double>::max());
    size_t pivot = 0;
    for (size_t j = 0; j < k; ++j) {
        std::vector<double> d = bfs(pivot);
        for (size_t i = 0; i < n; ++i)
            nearest[i] = std::min(nearest[i], d[i]);
        pivot = size_t(std::max_element(nearest.begin(), nearest.end()) - nearest.begin());
        for (double &x : d)
            x *= x;
        c.push_back(std::move(d));
    }
    // Double centring: -1/2 (d² - row mean - column mean + mean).
    std::vector<double> rowMean(n, 0), colMean(k, 0);
    double mean = 0;
    for (size_t j = 0; j < k; ++j)
        for (size_t i = 0; i < n; ++i) {
            rowMean[i] += c[j][i] / double(k);
            colMean[j] += c[j][i] / double(n);
        }
    for (double m : colMean)
        mean += m / double(k);
    for (size_t j = 0; j < k; ++j)
        for (size_t i = 0; i < n; ++i)
            c[j][i] = -0.5 * (c[j][i] - rowMean[i] - colMean[j] + mean);
    // The two main eigenvectors of CᵀC (k × k) by power iteration.
    std::vector<std::vector<double>> ctc(k, std::vector<double>(k, 0));
    for (size_t a = 0; a < k; ++a)
        for (size_t b = a; b < k; ++b) {
            double sum = 0;
            for (size_t i = 0; i < n; ++i)
                sum += c[a][i] * c[b][i];
            ctc[a][b] = ctc[b][a] = sum;
        }
    std::vector<std::vector<double>> axes;
    for (int axis = 0; axis < 2; ++axis) {
        std::vector<double> v(k);
        for (size_t a = 0; a < k; ++a)
            v[a] = 1.0 + double((a * 7 + size_t(axis) * 3) % 11);  // fixed start: the same layout every time
        for (int round = 0; round < 200; ++round) {
            for (const std::vector<double> &u : axes) {  // kept apart from the first axis
                double dot = 0;
                for (size_t a = 0; a < k; ++a)
                    dot += u[a] * v[a];
                for (size_t a = 0; a < k; ++a)
                    v[a] -= dot * u[a];
            }
            std::vector<double> w(k, 0);
            for (size_t a = 0; a < k; ++a)
                for (size_t b = 0; b < k; ++b)
                    w[a] += ctc[a][b] * v[b];
            double norm = 0;
            for (double x : w)
                norm += x * x;
            norm = std::sqrt(norm);
            if (norm == 0)
                break;
            for (size_t a = 0; a < k; ++a)
                v[a] = w[a] / norm;
        }
        axes.push_back(v);
    }
    for (size_t i = 0; i < n; ++i) {
        double x = 0, y = 0;
        for (size_t j = 0; j < k; ++j) {
            x += c[j][i] * axes[0][j];
            y += c[j][i] * axes[1][j];
        }
        pos[i][0] = x;
        pos[i][1] = y;
    }
}

// Areas that Pivot MDS put on one spot (the same distance from every pivot)
// set around it on a small circle: a quarter of the spacing the shape's
// extent gives its areas on average.
template<typename Point>
void separate(std::vector<Point> &pos)
{
    std::vector<size_t> order(pos.size());
    for (size_t i = 0; i < order.size(); ++i)
        order[i] = i;
    auto same = [&](size_t a, size_t b) { return pos[a][0] == pos[b][0] && pos[a][1] == pos[b][1]; };
    std::sort(order.begin(), order.end(), [&](size_t a, size_t b) {
        return std::tie(pos[a][0], pos[a][1], a) < std::tie(pos[b][0], pos[b][1], b);
    });
    double scale = 0;  // the shape's extent, for the circle's size
    for (const Point &p : pos)
        scale = std::max({scale, std::abs(p[0]), std::abs(p[1])});
    const double radius = std::max(scale, 1.0) / std::sqrt(double(pos.size())) / 4;
    for (size_t first = 0; first < order.size();) {
        size_t last = first + 1;
        while (last < order.size() && same(order[first], order[last]))
            ++last;
        for (size_t i = first + 1; i < last; ++i) {
            const double angle = 2 * M_PI * double(i - first) / double(last - first);
            pos[order[i]][0] += radius * std::cos(angle);
            pos[order[i]][1] += radius * std::sin(angle);
        }
        first = last;
    }
}

} // namespace

MapGraph::MapGraph(const Game &game)
    : m_graph(game.areas.size()), m_borders(game.borders)
{
    for (int i = 0; i < game.areas.size(); ++i) {
        m_codes.append(game.areas[i].code);
        m_kinds.append(game.areas[i].kind);
        m_vertex.insert(game.areas[i].code, Vertex(i));
    }
    for (const auto &[a, b] : game.borders) {
        auto ia = m_vertex.constFind(a), ib = m_vertex.constFind(b);
        if (ia != m_vertex.constEnd() && ib != m_vertex.constEnd() && *ia != *ib)
            boost::add_edge(*ia, *ib, m_graph);
    }
}

std::shared_ptr<const MapGraph> MapGraph::of(const Game &game)
{
    static QMutex mutex;
    static std::shared_ptr<const MapGraph> last;
    {
        const QMutexLocker lock(&mutex);
        if (last && last->isOf(game))
            return last;
    }
    auto graph = std::make_shared<const MapGraph>(game);
    const QMutexLocker lock(&mutex);
    last = graph;
    return graph;
}

bool MapGraph::isOf(const Game &game) const
{
    if (game.borders != m_borders || game.areas.size() != m_codes.size())
        return false;
    for (qsizetype i = 0; i < m_codes.size(); ++i)
        if (game.areas[i].code != m_codes[i] || game.areas[i].kind != m_kinds[i])
            return false;
    return true;
}

bool MapGraph::adjacent(const QString &a, const QString &b) const
{
    auto ia = m_vertex.constFind(a), ib = m_vertex.constFind(b);
    if (ia == m_vertex.constEnd() || ib == m_vertex.constEnd())
        return false;
    return boost::edge(*ia, *ib, m_graph).second;
}

QStringList MapGraph::neighbours(const QString &code) const
{
    QStringList out;
    auto it = m_vertex.constFind(code);
    if (it == m_vertex.constEnd())
        return out;
    std::vector<Vertex> vs;
    for (auto [b, e] = boost::adjacent_vertices(*it, m_graph); b != e; ++b)
        vs.push_back(*b);
    std::sort(vs.begin(), vs.end());
    for (Vertex v : vs)
        out.append(m_codes[int(v)]);
    return out;
}

QStringList MapGraph::neighbours(const QString &code, AreaKind kind) const
{
    QStringList out;
    for (const QString &n : neighbours(code))
        if (m_kinds[int(m_vertex.value(n))] == kind)
            out.append(n);
    return out;
}

int MapGraph::seaDistance(const QString &from, const QString &to) const
{
    auto ia = m_vertex.constFind(from), ib = m_vertex.constFind(to);
    if (ia == m_vertex.constEnd() || ib == m_vertex.constEnd())
        return -1;
    if (*ia == *ib)
        return 0;
    // Breadth-first search over the graph with only sea areas inside the path.
    const Vertex start = *ia, goal = *ib;
    auto passable = [&](Vertex v) { return v == start || v == goal || m_kinds[int(v)] == AreaKind::Sea; };
    boost::filtered_graph<Graph, boost::keep_all, std::function<bool(Vertex)>> sea(m_graph, boost::keep_all(), passable);
    std::vector<int> dist(boost::num_vertices(m_graph), -1);
    dist[start] = 0;
    boost::breadth_first_search(
        sea, start,
        boost::visitor(boost::make_bfs_visitor(boost::record_distances(
            boost::make_iterator_property_map(dist.begin(), boost::get(boost::vertex_index, m_graph)),
            boost::on_tree_edge()))));
    if (dist[goal] < 0)
        return -1;
    // Count the sea areas on the way: edges minus one, plus the end points that are sea.
    int seas = dist[goal] - 1;
    if (m_kinds[int(start)] == AreaKind::Sea) ++seas;
    if (m_kinds[int(goal)] == AreaKind::Sea) ++seas;
    return seas;
}

QList<QStringList> MapGraph::components() const
{
    std::vector<int> component(boost::num_vertices(m_graph));
    const int count = boost::connected_components(m_graph, component.data());
    QList<QStringList> out(count);
    for (size_t v = 0; v < component.size(); ++v)
        out[component[v]].append(m_codes[int(v)]);
    return out;
}

QHash<QString, QPointF> MapGraph::layout(double edge) const
{
    using Topology = boost::square_topology<>;
    using Point = Topology::point_type;
    QHash<QString, QPointF> out;
    double offsetX = 0;
    for (const QStringList &comp : components()) {
        // A graph of the one component, so that Kamada-Kawai has finite distances.
        Graph sub(comp.size());
        QHash<Vertex, Vertex> local;
        for (int i = 0; i < comp.size(); ++i)
            local.insert(m_vertex.value(comp[i]), Vertex(i));
        for (auto [b, e] = boost::edges(m_graph); b != e; ++b) {
            auto s = local.constFind(boost::source(*b, m_graph)), t = local.constFind(boost::target(*b, m_graph));
            if (s != local.constEnd() && t != local.constEnd())
                boost::add_edge(*s, *t, sub);
        }
        const double side = edge * std::max(1.0, std::sqrt(double(comp.size())) * 1.6);
        std::vector<Point> pos(comp.size());
        auto posMap = boost::make_iterator_property_map(pos.begin(), boost::get(boost::vertex_index, sub));
        if (comp.size() > 1) {
            // Kamada-Kawai gives the shape (graph distance ~ drawing distance);
            // a short Fruchterman-Reingold pass then pushes apart nodes that
            // ended up on top of each other. Kamada-Kawai holds every pair's
            // distance and moves one node at a time, and Fruchterman-Reingold
            // slows down where many nodes crowd: beyond KamadaKawaiAreas they
            // took minutes (2 at 2,000 areas), so a large map takes
            // its shape from Pivot MDS, and the map view's spreading
            // (MapLayout) keeps its nodes apart.
            const bool large = comp.size() > KamadaKawaiAreas;
            if (large) {
                pivotMds(sub, pos);
                separate(pos);
            } else {
                boost::circle_graph_layout(sub, posMap, side / 2);
                boost::kamada_kawai_spring_layout(sub, posMap,
                                                  boost::make_static_property_map<Graph::edge_descriptor>(1.0),
                                                  Topology(), boost::side_length(side));
            }
            // Centre the shape in the square [-half, half] that Fruchterman-
            // Reingold works in; its natural edge length sqrt(area / n) is then
            // about 1.3 edges.
            const double half = 0.65 * edge * std::sqrt(double(comp.size()));
            double cx = 0, cy = 0, reach = 1e-9;
            for (const Point &p : pos) {
                cx += p[0] / pos.size();
                cy += p[1] / pos.size();
            }
            for (const Point &p : pos)
                reach = std::max({reach, std::abs(p[0] - cx), std::abs(p[1] - cy)});
            for (Point &p : pos) {
                p[0] = (p[0] - cx) * half / reach;
                p[1] = (p[1] - cy) * half / reach;
            }
            if (!large)
                boost::fruchterman_reingold_force_directed_layout(
                    sub, posMap, Topology(half),
                    boost::cooling(boost::linear_cooling<double>(100, edge / 2)));
        }
        double minX = 0, minY = 0, maxX = 0;
        for (size_t i = 0; i < pos.size(); ++i) {
            minX = i ? std::min(minX, pos[i][0]) : pos[i][0];
            maxX = i ? std::max(maxX, pos[i][0]) : pos[i][0];
            minY = i ? std::min(minY, pos[i][1]) : pos[i][1];
        }
        for (int i = 0; i < comp.size(); ++i)
            out.insert(comp[i], QPointF(offsetX + pos[i][0] - minX, pos[i][1] - minY));
        offsetX += (maxX - minX) + edge * 1.5;
    }
    return out;
}

QHash<QString, QPointF> MapGraph::layout(double edge, const QHash<QString, QPointF> &pinned) const
{
    QHash<QString, QPointF> out = layout(edge);
    // The similarity z -> a*z + b (complex a: turn and scale) that takes the
    // laid-out pinned areas nearest to their pins; with one pin a move only.
    using C = std::complex<double>;
    // In the order of the codes, not of the hash: the same sums, to the last
    // bit, in every run.
    QStringList codes = pinned.keys();
    codes.sort();
    std::vector<std::pair<C, C>> pairs;  // (laid out, pinned)
    for (const QString &code : std::as_const(codes))
        if (out.contains(code))
            pairs.emplace_back(C(out[code].x(), out[code].y()), C(pinned[code].x(), pinned[code].y()));
    if (pairs.empty())
        return out;
    C from, to;
    for (const auto &[p, q] : pairs) {
        from += p / double(pairs.size());
        to += q / double(pairs.size());
    }
    C cross, norm;
    for (const auto &[p, q] : pairs) {
        cross += std::conj(p - from) * (q - to);
        norm += std::norm(p - from);
    }
    const C a = std::abs(norm) > 1e-9 ? cross / norm : C(1);
    for (auto it = out.begin(); it != out.end(); ++it) {
        const C z = a * (C(it->x(), it->y()) - from) + to;
        *it = pinned.value(it.key(), QPointF(z.real(), z.imag()));
    }
    return out;
}

} // namespace adj
