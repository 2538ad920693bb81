// The JSON interchange form of a game (docs/formats.md, "Game file"): strict
// reading with every problem at once, and writing in one fixed layout.
#pragma once

#include "io/NumberRange.h"
#include "io/Problem.h"
#include "model/Change.h"
#include "model/Game.h"
#include "ruleset/Ruleset.h"

#include <QByteArray>
#include <optional>

namespace adj {

// docs/formats.md "Ranges": the reader refuses a number outside them, and the
// resolver keeps what it computes within them.
inline constexpr NumberRange kTurnRange{1, 100'000};
inline constexpr NumberRange kSeedRange{0, kMaxExactInteger};
inline constexpr NumberRange kCountRange{0, 1'000'000};     // population, popLimit, trade, forts, armies, ships, reserves, vp
inline constexpr NumberRange kBpRange{0, 1'000'000'000};    // bp, treasury
inline constexpr NumberRange kOptionRange{0, 1'000};        // a number among the options (docs/rules.md §7)

// The range a game file allows a number field of an area or a nation in
// (docs/formats.md "Ranges"), for an edit to be checked as the file is; nullopt
// for a field that is no number.
std::optional<NumberRange> fieldRange(Change::Target target, const QString &field);

struct GameRead {
    std::optional<Game> game;  // set when the file has no errors
    Problems problems;         // errors and warnings, all of them
};

// Reads and validates a game. `fileName` is used in the problems.
GameRead readGameJson(const QByteArray &text, const QString &fileName);
// The two readers it is made of. The clean reader (simdjson) gives
// the game of a file that has nothing to report, or nullopt at the first
// thing it would have to (a syntax error, a key given twice, a NUL, a wrong
// type or range, an unknown field…); it checks no references (validateGame
// does). The reporting reader (Qt's parser) finds every problem and places it
// on its line; readGameJson falls back to it, so that its messages are the
// same whichever reader ran first.
std::optional<Game> readCleanGameJson(const QByteArray &text);
GameRead readGameJsonReporting(const QByteArray &text, const QString &fileName);
// Reads a game file: a regular file of at most kGameFileCap bytes.
GameRead readGameFile(const QString &path);
// The bytes of a game file, bounded as readGameFile reads them.
std::optional<QByteArray> readGameBytes(const QString &path, Problem &error);

// The game as JSON: fields in a fixed order, one nation, area or border per
// line, so that read -> write gives the same text and diffs stay readable.
QByteArray writeGameJson(const Game &game);

// The terrains a land or city area may have (docs/rules.md §2).
const QStringList &terrainNames();

// Semantic checks on a game in memory (codes, references, limits); problems
// carry the JSON path of the field but no file or line.
Problems validateGame(const Game &game);

// A game's `options` against the ruleset's rule choices (docs/rules.md §7): an
// unknown key is a warning, a value of the wrong type or outside the choices
// an error. Problems carry the path `options.KEY`.
Problems validateOptions(const QJsonObject &options, const Ruleset &rules);

// One JSON value written on one line, `{"a": 1, "b": [2, 3]}`.
QByteArray inlineJson(const QJsonValue &v);
// The same appended to `out`, and a string as JSON (quoted, escaped as Qt
// escapes it), without a value or a buffer of their own.
void appendJson(QByteArray &out, const QJsonValue &v);
void appendJsonString(QByteArray &out, QStringView s);
// An object written on one line with its fields in the order given.
using OrderedFields = QList<QPair<QString, QJsonValue>>;
QByteArray inlineOrdered(const OrderedFields &fields);
// The fields of an area or a nation as the game JSON holds them, in order.
OrderedFields areaJsonFields(const Area &area);
OrderedFields nationJsonFields(const Nation &nation);

} // namespace adj
