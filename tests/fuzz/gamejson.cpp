// libFuzzer target: the game JSON reader (readGameJson). A game it accepts
// must be written and read back without an error (formats.md: the program
// never writes a game it would refuse).
#include "FuzzSupport.h"

#include <cstdint>

using namespace adj;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const GameRead read = readGameJson(QByteArray(reinterpret_cast<const char *>(data), qsizetype(size)),
                                       QStringLiteral("fuzz.json"));
    if (read.game) {
        const GameRead again = readGameJson(writeGameJson(*read.game), QStringLiteral("again.json"));
        fuzz::require(again.game.has_value(), "a game the reader accepts is read back after writing");
    }
    return 0;
}
