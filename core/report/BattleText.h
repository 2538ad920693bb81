// A battle explained with its numbers substituted (docs/formats.md "Battle
// details"; docs/rules.md §3 "Land battles", "Sea battles"): what each side
// brought, each round as arithmetic with the rounding (RC-ROUND), the cap at
// what was there and how the loss fell, how the battle ended and why, and the
// rule choices that decided it. The replay's battle inspector, the nations'
// reports and the text a moderator copies into a reply all read this one
// explanation.
#pragma once

#include "io/CoreText.h"
#include "rules/Step.h"

#include <QStringList>

namespace adj {

struct BattleExplanation {
    QString title;            // "Sea battle in SGC: VIK (from IRS) against GWY"
    QString attackerBrings;   // "6 ships and 5 armies aboard = 11"
    QString defenderBrings;   // "2 ships and 0 armies aboard = 2"
    QStringList before;       // what happened before the first round (a retreat, an ambush)
    struct RoundText {
        QString strengths;    // "VIK 11 against GWY 2"
        QString defenderLoss; // "GWY loses ½·11 + ½·(11 − 2) = 10, capped at … → 2 ships"
        QString attackerLoss; // "VIK loses ½·2 = 1 → 1 army (armies die first)"
    };
    QList<RoundText> rounds;
    QString ending;           // who won or gave up, and why, with the rule
    QStringList rules;        // the rules cited, then one line per rule choice that applied, in words
    QStringList choices;      // those rule choices as the step log names them ("RC-ROUND lossRounding = floorSum"),
                              // for the moderator's own views; never in what a player reads
    Lang lang = Lang::English;

    // The whole explanation as plain text, one item per line, each line
    // indented by `indent` spaces (for a report or a reply to a player).
    QString toText(int indent = 0) const;
};

// In English (reports, files) or in the user's language (the window).
BattleExplanation explainBattle(const Battle &battle, Lang lang = Lang::English);

// A rule reference of the step log's `rules` ("seed 002 8.4a", "DA 3.4",
// "Empires 7.4") as the people reading a battle cite it: the rulebook's title
// and the section ("Dark Age 8.4a", "Dark Age 3.4", "Empires 7.4"). The log
// keeps its ids; only what people read says this.
QString ruleReferenceText(const QString &id);

// "½", "⅓" or "1/n": the battle's fraction f.
QString fractionText(int divisor);

} // namespace adj
