// A what-if comparison as text (`adjutant-cli compare`; the
// window says it in words, WhatIfWords.h): the reading compared, the first step that
// differs, each differing step on both sides, and the next turn's differences;
// in the game's report language (`compare --language`).
#pragma once

#include "io/CoreText.h"
#include "rules/WhatIf.h"
#include "ruleset/Ruleset.h"

namespace adj {

// `changes`: the rule choices of side b (empty when only the orders differ);
// `options`: side a's options, for the values they replace.
// `lang`: the words' language; the field names and values stay as the files have them.
QString comparisonText(const Comparison &c, const QJsonObject &changes, const Options &options,
                       Lang lang = Lang::English);

// Its parts, for the audit's text (audit/AuditText.h):
// "lossRounding floorSum → floorEach": the rule choices changed, from what to what;
QString readingText(const QJsonObject &changes, const Options &options);
// from "first difference: step N" on (or "no step … differs"), a line each;
QString comparisonBody(const Comparison &c, Lang lang);
// "  area:SGC.ships: a 2, b 0", a line per difference, each side named;
QString stateLines(const QList<StateDifference> &state, const QString &a, const QString &b);
// "step 12 (NOR slot 3: MOVE …)".
QString stepTitleText(const StepDifference &d, Lang lang);

} // namespace adj
