#include "map/Separation.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <numeric>

namespace adj::ui {

namespace {

using Separation::Apart;
constexpr int Sweeps = 400;        // Gauss-Seidel sweeps at most; a closing pass then settles what is left
constexpr double Settled = 1e-3;   // a sweep that moved nothing more than this ends them
constexpr double Touching = 1e-6;  // boxes closer than this to apart are apart

// One axis: the positions, each box's place in the compass order along it,
// and the constraints p[right] - p[left] >= gap (left before right in that
// order). Boxes with the same key form a group: each group lies at least
// Apart beyond the one before it.
class Axis
{
public:
    Axis(std::vector<double> p, const std::vector<double> &key)
        : m_p(std::move(p)), m_rank(m_p.size()), m_order(m_p.size())
    {
        std::iota(m_order.begin(), m_order.end(), size_t(0));
        std::stable_sort(m_order.begin(), m_order.end(), [&](size_t a, size_t b) { return key[a] < key[b]; });
        for (size_t r = 0; r < m_order.size(); ++r) {
            m_rank[m_order[r]] = r;
            if (r == 0 || key[m_order[r]] != key[m_order[r - 1]])
                m_groups.push_back(r);
        }
        m_groups.push_back(m_order.size());
    }
    // Keeps boxes i and j at least `gap` apart, in their order.
    void part(size_t i, size_t j, double gap)
    {
        if (m_rank[j] < m_rank[i])
            std::swap(i, j);
        m_constraints.push_back({i, j, gap});
    }
    std::vector<double> solve()
    {
        std::sort(m_constraints.begin(), m_constraints.end(), [&](const Constraint &a, const Constraint &b) {
            return std::pair(m_rank[a.left], m_rank[a.right]) < std::pair(m_rank[b.left], m_rank[b.right]);
        });
        // Each violated constraint met halfway, in sweeps forwards and back,
        // so that a push travels along a row in one sweep.
        for (int sweep = 0; sweep < Sweeps; ++sweep) {
            double worst = 0;
            const auto meet = [&](size_t l, size_t r, double gap) {
                const double v = m_p[l] + gap - m_p[r];
                if (v > 0) {
                    m_p[l] -= v / 2;
                    m_p[r] += v / 2;
                    worst = std::max(worst, v);
                }
            };
            if (sweep % 2 == 0)
                for (const Constraint &c : m_constraints)
                    meet(c.left, c.right, c.gap);
            else
                for (auto c = m_constraints.crbegin(); c != m_constraints.crend(); ++c)
                    meet(c->left, c->right, c->gap);
            for (size_t g = 0; g + 2 < m_groups.size(); ++g)
                meet(m_order[extreme(g, true)], m_order[extreme(g + 1, false)], Apart);
            if (worst < Settled)
                break;
        }
        // The closing pass, in the order: each box at least where its
        // constraints and its group's floor put it. Every constraint holds after.
        std::vector<std::vector<std::pair<size_t, double>>> into(m_p.size());
        for (const Constraint &c : m_constraints)
            into[c.right].push_back({c.left, c.gap});
        double floor = -std::numeric_limits<double>::infinity();
        for (size_t g = 0; g + 1 < m_groups.size(); ++g) {
            double top = floor;
            for (size_t r = m_groups[g]; r < m_groups[g + 1]; ++r) {
                const size_t i = m_order[r];
                double low = floor;
                for (const auto &[l, gap] : into[i])
                    low = std::max(low, m_p[l] + gap);
                m_p[i] = std::max(m_p[i], low);
                top = std::max(top, m_p[i]);
            }
            floor = top + Apart;
        }
        return std::move(m_p);
    }

private:
    struct Constraint {
        size_t left, right;
        double gap;
    };
    // The rank of group g's last box (`last`) or first box along the axis.
    size_t extreme(size_t g, bool last) const
    {
        size_t best = m_groups[g];
        for (size_t r = m_groups[g] + 1; r < m_groups[g + 1]; ++r)
            if (last ? m_p[m_order[r]] > m_p[m_order[best]] : m_p[m_order[r]] < m_p[m_order[best]])
                best = r;
        return best;
    }
    std::vector<double> m_p;
    std::vector<size_t> m_rank, m_order, m_groups;  // m_groups: the rank each group starts at, then the count
    std::vector<Constraint> m_constraints;
};

// Calls f(i, j) for every pair of boxes whose extents [low, high] along an
// axis overlap: a sweep along it, near linear where few boxes overlap.
template<typename F>
void forEachOverlap(const std::vector<double> &low, const std::vector<double> &high, F f)
{
    std::vector<size_t> order(low.size());
    std::iota(order.begin(), order.end(), size_t(0));
    std::stable_sort(order.begin(), order.end(), [&](size_t a, size_t b) { return low[a] < low[b]; });
    for (size_t k = 0; k < order.size(); ++k)
        for (size_t m = k + 1; m < order.size() && low[order[m]] < high[order[k]] - Touching; ++m)
            f(order[k], order[m]);
}

} // namespace

void separateInOrder(std::vector<QPointF> &at, const std::vector<QSizeF> &size, const std::vector<QPointF> &order)
{
    const size_t n = at.size();
    if (n < 2)
        return;
    std::vector<double> x(n), y(n), keyX(n), keyY(n), low(n), high(n);
    for (size_t i = 0; i < n; ++i) {
        x[i] = at[i].x();
        y[i] = at[i].y();
        keyX[i] = order[i].x();
        keyY[i] = order[i].y();
    }
    const auto extents = [&](const std::vector<double> &p, bool alongX) {
        for (size_t i = 0; i < n; ++i) {
            const double half = (alongX ? size[i].width() : size[i].height()) / 2;
            low[i] = p[i] - half;
            high[i] = p[i] + half;
        }
    };
    // Along x: the pairs side by side (overlapping along y). Those that
    // overlap are parted along x when that is their way; those apart, and
    // near, are kept apart, so that a push along a row moves the row.
    Axis alongX(x, keyX);
    extents(y, false);
    forEachOverlap(low, high, [&](size_t i, size_t j) {
        const double w = (size[i].width() + size[j].width()) / 2, h = (size[i].height() + size[j].height()) / 2;
        const double ox = w - std::abs(x[i] - x[j]), oy = h - std::abs(y[i] - y[j]);
        const bool sameX = keyX[i] == keyX[j], sameY = keyY[i] == keyY[j];
        const bool wayX = sameY != sameX ? sameY : ox / w <= oy / h;
        if (ox <= Touching ? ox > -w : wayX)
            alongX.part(i, j, w);
    });
    x = alongX.solve();
    // Along y: every pair still overlapping along x.
    Axis alongY(y, keyY);
    extents(x, true);
    forEachOverlap(low, high, [&](size_t i, size_t j) { alongY.part(i, j, (size[i].height() + size[j].height()) / 2); });
    y = alongY.solve();
    for (size_t i = 0; i < n; ++i)
        at[i] = QPointF(x[i], y[i]);
}

} // namespace adj::ui
