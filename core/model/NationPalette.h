// The nations' colours, one palette for every view (the map, the charts, the
// HTML reports): the n-th nation of the game gets the n-th colour. The first
// PaletteSize are chosen one by one, each the candidate farthest from those
// already taken and from the sea and neutral land, in normal vision and
// under simulated protanopia, deuteranopia and tritanopia (Machado, Oliveira
// and Fernandes 2009, severity 1), while every two stay ΔE*76 ≥ 10 apart in
// normal vision; beyond them, golden-angle hues. Colours as 0xRRGGBB; the
// same on every run. The map writes each owner's code on its areas too, so
// no nation is told by colour alone.
#pragma once

#include <QtGlobal>

namespace adj {

namespace palette {

constexpr int Size = 64;
// The n-th nation's colour (n ≥ 0).
quint32 nationColour(int index);
// Neutral land (parchment) and the sea.
constexpr quint32 Neutral = 0xf0e6cc;
constexpr quint32 Sea = 0xc4ddf0;
// How different two colours look: the CIE76 distance in L*a*b* (D65).
double difference(quint32 a, quint32 b);
// True when dark text reads better on the colour than white.
bool isLight(quint32 rgb);

enum class Vision { Normal, Protanopia, Deuteranopia, Tritanopia };
// The colour as seen with the vision (Machado et al. 2009, severity 1, in linear RGB).
quint32 simulate(quint32 rgb, Vision vision);

} // namespace palette

} // namespace adj
