// libFuzzer target: the game JSON reader (readGameJson). A game it accepts
// must be written and read back without an error (docs/formats.md: the program
// never writes a game it would refuse). Its two readers agree:
// a game the clean reader (simdjson) reads and validateGame passes is one the
// reporting reader (Qt's parser) reads without a single problem, the same.
#include "FuzzSupport.h"

#include <cstdint>

using namespace adj;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray text(reinterpret_cast<const char *>(data), qsizetype(size));
    const GameRead read = readGameJson(text, QStringLiteral("fuzz.json"));
    if (read.game) {
        const GameRead again = readGameJson(writeGameJson(*read.game), QStringLiteral("again.json"));
        fuzz::require(again.game.has_value(), "a game the reader accepts is read back after writing");
    }
    const std::optional<Game> clean = readCleanGameJson(text);
    if (clean && validateGame(*clean).isEmpty()) {
        const GameRead reporting = readGameJsonReporting(text, QStringLiteral("fuzz.json"));
        fuzz::require(reporting.game.has_value() && reporting.problems.isEmpty(),
                      "a file the clean reader reads has no problem for the reporting reader");
        fuzz::require(*reporting.game == *clean && writeGameJson(*reporting.game) == writeGameJson(*clean),
                      "both readers read the same game");
    }
    return 0;
}
