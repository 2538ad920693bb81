// A what-if comparison in words, for a person (the window's Turn > What If…):
// the reading compared with each rule choice by its name and its values
// (ruleset/RuleChoices.h), every differing step as a sentence on both sides,
// and the next turn's differences as the rows of a table — no option key, no
// field name of the files and no JSON. `adjutant-cli compare` keeps its own
// text (WhatIfText.h) and JSON.
#pragma once

#include "io/CoreText.h"
#include "rules/WhatIf.h"
#include "ruleset/Ruleset.h"

namespace adj {

struct WhatIfRow {
    QString where;   // "TGT (Target)", "NOR (Northumbria)", the game
    QString what;    // the field in words: "owner", "army reserve"
    QString a, b;    // as resolved, the other way: "MER", "neutral", "2"
};

struct WhatIfWords {
    QString reading;        // the rule choices compared, or that only the orders differ
    QString summary;        // the first step that differs and how much differs, or that nothing does
    QString other;          // "under the other reading", "with the changed orders", "under the other ruling", …
    QStringList steps;      // one sentence per differing step; where its battles differ,
                            // each side's losses as arithmetic on the lines below
    QStringList columns;    // the table's titles: area or nation, what, as resolved, the other way
    QList<WhatIfRow> state; // the next turn's differences

    // All of it as plain text, the table in aligned columns (a reply).
    QString toText() const;
};

// What differs on the other side besides the rule choices: the orders (What
// If), or the ruling about a message of the mail (Re-run From Here).
enum class AlsoDiffers { Nothing, Orders, Ruling };

// `game`: the game resolved (for the names of areas and nations); `changes`:
// the rule choices of the other side, empty when only the orders or the
// ruling differ; `options`: the game's own, for the values they replace.
WhatIfWords comparisonWords(const Comparison &c, const Game &game, const QJsonObject &changes,
                            const Options &options, AlsoDiffers also, Lang lang = Lang::English);

} // namespace adj
