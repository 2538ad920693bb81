// libFuzzer target: the AP spends parser (parseApSpends) and, for a file
// whose ROUND matches, the round it makes on the shipped forum game, as
// `adjutant-cli ap` does.
#include "FuzzSupport.h"
#include "ap/ApLedger.h"
#include "ap/ApSpends.h"
#include "ruleset/Ruleset.h"

#include <cstdint>

using namespace adj;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static const Game game = fuzz::shippedGame("forum.json");
    static const Ruleset &rules = *Ruleset::get(QStringLiteral("ap"));
    static const Options options(rules, game.options);
    static const ApState state = [] {
        Problems problems;
        ApState s = readApState(game.ap, problems);
        fuzz::require(!hasErrors(problems), "the shipped forum game's ap object reads");
        return s;
    }();
    const QString text = QString::fromUtf8(reinterpret_cast<const char *>(data), qsizetype(size));
    Problems inputErrors;
    const ApSpendsFile file = parseApSpends(text, QStringLiteral("fuzz.ap"), inputErrors);
    if (inputErrors.isEmpty() && file.round == state.round)
        resolveApRound(state, file.spends, rules, options, game.seed);
    return 0;
}
