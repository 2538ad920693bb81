// Overlap removal that keeps the map's compass order: boxes centred on
// points are moved only as far as needed for no two to overlap, and where
// one point lies east (south) of another in the order given, it still lies
// east (south) of it after; points equal along an axis are free along it.
// Deterministic: the same boxes and order give the same positions.
#pragma once

#include <QPointF>
#include <QSizeF>
#include <vector>

namespace adj::ui {

// Moves `at` (boxes of `size` centred there) apart. `order` gives each box's
// place in the compass order (the game's x, y; or anything in the same
// order): a pair whose `order` x (y) differ keeps that order in x (y), at
// least Separation::Apart apart. A pair that overlaps is parted along x
// or y, whichever asks the smaller move relative to the boxes' size (along
// the only axis where their order differs when it differs along one only);
// first along x, then every pair still overlapping along x is parted along y.
void separateInOrder(std::vector<QPointF> &at, const std::vector<QSizeF> &size, const std::vector<QPointF> &order);

namespace Separation {
constexpr double Apart = 0.5;  // how far apart two areas in order stand at least, in scene units
}

} // namespace adj::ui
