// The map rules of the orders, written once (docs/rules.md §2.4, §3, §4): for each
// action, by the name its ruleset's "do" gives it, what its fields must be
// before it does anything, and the reason in words when they are not.
// `check` (checkOrdersAgainstMap) tests the part the map decides against the
// game as the turn begins; the resolver's actions test all of it against the
// turn as it stands, the map's part first. So an order the check finds wrong
// fails its step for the same reason, in the same words.
#pragma once

#include "io/CoreText.h"

#include <QList>
#include <QString>

#include <array>
#include <optional>

namespace adj {

struct Area;
struct ActionSpec;
struct Game;
struct Order;
class MapGraph;

// The reasons, as CoreText keys (context adj::Core, listed in CoreText.cpp),
// for the actions' own checks that say the same.
namespace reason {
inline constexpr const char *kNoneGiven = QT_TRANSLATE_NOOP("adj::Core", "no %1 given");
inline constexpr const char *kUnknownArea = QT_TRANSLATE_NOOP("adj::Core", "unknown area %1");
inline constexpr const char *kSeaArea = QT_TRANSLATE_NOOP("adj::Core", "%1 is a sea area");
inline constexpr const char *kNotSea = QT_TRANSLATE_NOOP("adj::Core", "%1 is not a sea area");
inline constexpr const char *kNotCity = QT_TRANSLATE_NOOP("adj::Core", "%1 is not a city");
inline constexpr const char *kNotBorder = QT_TRANSLATE_NOOP("adj::Core", "%1 does not border %2");
inline constexpr const char *kNotYoursOwner = QT_TRANSLATE_NOOP("adj::Core", "%1 is not yours (%2)");
inline constexpr const char *kNotYours = QT_TRANSLATE_NOOP("adj::Core", "%1 is not yours");
inline constexpr const char *kNotYourSea = QT_TRANSLATE_NOOP("adj::Core", "%1 is not your sea area");
inline constexpr const char *kBlockaded = QT_TRANSLATE_NOOP("adj::Core", "%1 is blockaded: no %2 there");
inline constexpr const char *kSticky = QT_TRANSLATE_NOOP("adj::Core", "%1 is sticky this turn: nothing may leave it");
inline constexpr const char *kUnknownNation = QT_TRANSLATE_NOOP("adj::Core", "unknown nation %1");
} // namespace reason

// What one field of an order must be (docs/rules.md §2.4 "wrong kind", §3, §4).
enum class Need : quint8 {
    // Decided by the map and the orders: `check` tests these.
    Given,       // the field names something: "no %1 given" (`word`: its role)
    Known,       // a known area
    Land,        // a land or city area
    Sea,         // a sea area
    City,        // a city
    Borders,     // field 2 borders field 1
    Nation,      // a known nation
    OtherNation, // not the ordering nation
    // Decided by the turn as it stands: only the resolver tests these.
    Own,         // an area of the ordering nation
    NotBlockaded,// (docs/rules.md §2 Blockade; `word`: the action in the reason)
    NotSticky,   // (docs/rules.md §2 Sticky)
};

// Which areas a precondition applies to (the other kind passes it).
enum class OnKind : quint8 { Any, Land, Sea };

struct Precondition {
    int field;                     // 1 or 2
    Need need;
    const char *reason;            // the key of the reason (context adj::Core)
    const char *word = nullptr;    // Given: the role; NotBlockaded: the action
    OnKind on = OnKind::Any;
    const char *flag = nullptr;    // only when the ruleset's action has this flag; "!x": only without it

    bool onMap() const { return need < Need::Own; }
    // Whether the ruleset's `spec` has it (its flag).
    bool of(const ActionSpec &spec) const;
};

// An action's preconditions, in the order its step tests them; nullptr for a
// handler the table does not know.
const QList<Precondition> *preconditionsOf(const QString &handler);

// What only the resolver knows, asked by the turn-state preconditions.
class TurnFacts
{
public:
    virtual bool blockaded(const Area &a) const = 0;
    virtual bool sticky(const Area &a) const = 0;

protected:
    ~TurnFacts() = default;
};

struct FieldCheck {
    std::array<const Area *, 2> area{};  // the areas fields 1 and 2 name (nullptr: blank, a nation or unknown)
    std::optional<CoreText> unmet;       // the reason of the first precondition not met
    const Precondition *failed = nullptr;  // that precondition, in its table
};

// Tests `o`'s preconditions against `game`: those of the map first, then,
// with `turn`, those of the turn.
FieldCheck checkFields(const Order &o, const ActionSpec &spec, const Game &game, const MapGraph &graph,
                       const TurnFacts *turn);

} // namespace adj
