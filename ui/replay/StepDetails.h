// One step of the replay as rich text for the details pane: the order as
// received and as normalised, its outcome and reason, the changes it made,
// and for a battle its arithmetic (docs/rules.md §3) in explainBattle's words,
// the same as the battle inspector's: what each side brought, each round's
// losses as arithmetic, a retreat or an ambush, who won and why, the rules.
#pragma once

#include "model/Game.h"
#include "rules/Step.h"

#include <QString>

namespace adj::ui {

// `game` names the areas and nations (the game as it was at the step).
QString stepDetailsHtml(const Step &step, const Game &game);
QString battleHtml(const Battle &battle);

} // namespace adj::ui
