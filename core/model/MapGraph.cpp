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
#include <vector>

namespace adj {

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
            // ended up on top of each other.
            boost::circle_graph_layout(sub, posMap, side / 2);
            boost::kamada_kawai_spring_layout(sub, posMap, boost::make_static_property_map<Graph::edge_descriptor>(1.0),
                                              Topology(), boost::side_length(side));
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
    std::vector<std::pair<C, C>> pairs;  // (laid out, pinned)
    for (auto it = pinned.cbegin(); it != pinned.cend(); ++it)
        if (out.contains(it.key()))
            pairs.emplace_back(C(out[it.key()].x(), out[it.key()].y()), C(it->x(), it->y()));
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
