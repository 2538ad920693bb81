// What if (docs/formats.md `adjutant-cli compare`): a turn resolved two
// ways, under another rule reading or with other orders, and what differs —
// the first step, every step, and the next turn's game.
#pragma once

#include "rules/Resolver.h"

#include <QJsonObject>
#include <optional>

namespace adj {

struct StepDifference {
    int step = 0;              // the step number (1-based, processing order)
    std::optional<Step> a, b;  // none where one side has fewer steps
};

struct StateDifference {
    QString path;              // area:CODE.field, nation:CODE.field, order (docs/formats.md)
    QJsonValue a, b;
    Change::Target target = Change::Target::Game; // the same place, for words
    QString key, field;
};

struct Comparison {
    std::optional<int> firstDifference;
    QList<StepDifference> steps;
    QList<StateDifference> state;
};

// How the steps of the two sides are paired: by number, as the step log
// writes them (the same orders on both sides: `compare`), or by what each
// step is — a nation's slot, an end-of-turn phase of a nation — so that
// orders taken away or added leave the other steps paired (the audit).
// Paired by what they are, a difference is numbered as its `a` step (its `b`
// step where `a` has none).
enum class StepPairing { ByNumber, ByWhat };

// Steps are compared leaving out the option values a battle record lists
// (they name the reading, not its result).
Comparison compareResolutions(const Resolution &a, const Resolution &b, StepPairing pairing = StepPairing::ByNumber);
// What differs between two games at the same moment, in those paths (not
// the rule choices, the reading itself).
QList<StateDifference> stateDifferences(const Game &a, const Game &b);

// docs/formats.md `compare --json`: the object's members without its braces
// ("firstDifference": …, "steps": […], "state": […]), and the state's array.
QByteArray comparisonJsonMembers(const Comparison &c);
QByteArray stateJson(const QList<StateDifference> &state);

// The game with `changes` (option key → value) over its options, or the
// problems that make a change unusable: a key that is not a rule choice of the
// game's ruleset, a value of the wrong type or outside the choices (docs/rules.md §7).
std::optional<Game> withOptions(const Game &game, const QJsonObject &changes, Problems &problems);

// A rule choice's value as typed: JSON where it is JSON (3, true), a string
// otherwise (floorEach).
QJsonValue optionValueFromText(const QString &text);

// The same turn resolved as given (a) and with the options changed (b).
Comparison compareWithOptions(const Game &game, const QList<Order> &orders, const Game &changed);

} // namespace adj
