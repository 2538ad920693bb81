// The map as a graph of areas joined by borders (Boost.Graph), looked up by
// area code: adjacency, neighbours by kind, sea distances, components, layout.
#pragma once

#include "model/Game.h"

#include <QHash>
#include <QPointF>
#include <QStringList>
#include <boost/graph/adjacency_list.hpp>
#include <memory>

namespace adj {

class MapGraph
{
public:
    using Graph = boost::adjacency_list<boost::setS, boost::vecS, boost::undirectedS>;
    using Vertex = Graph::vertex_descriptor;

    explicit MapGraph(const Game &game);
    // The graph of `game`'s map, built once per map: the one last asked for is
    // kept and given again while the area codes, their kinds and the borders
    // are the same (a resolve, a what-if and a replay change none of them).
    // Safe to call from any thread.
    static std::shared_ptr<const MapGraph> of(const Game &game);
    // Whether this is the graph of `game`'s map.
    bool isOf(const Game &game) const;

    bool contains(const QString &code) const { return m_vertex.contains(code); }
    bool adjacent(const QString &a, const QString &b) const;
    // Neighbours in the order of the game's area list (deterministic).
    QStringList neighbours(const QString &code) const;
    QStringList neighbours(const QString &code, AreaKind kind) const;
    // Fewest sea areas crossed from one area to another, moving only through
    // sea areas (the end points may be land); -1 when there is no sea path.
    int seaDistance(const QString &from, const QString &to) const;
    // Areas grouped by connected component, each group in area-list order.
    QList<QStringList> components() const;
    // Positions for drawing: Kamada-Kawai on each component, laid side by side,
    // scaled so that neighbouring areas are about `edge` apart.
    QHash<QString, QPointF> layout(double edge = 90.0) const;
    // The same layout around areas pinned in place: the drawing is moved,
    // turned and scaled to lie best over the pinned areas (least squares),
    // and each pinned area keeps exactly its position.
    QHash<QString, QPointF> layout(double edge, const QHash<QString, QPointF> &pinned) const;

    const Graph &graph() const { return m_graph; }

private:
    Graph m_graph;
    QStringList m_codes;             // vertex index -> code
    QList<AreaKind> m_kinds;
    QHash<QString, Vertex> m_vertex; // code -> vertex
    QList<QPair<QString, QString>> m_borders; // as the game gave them
};

} // namespace adj
