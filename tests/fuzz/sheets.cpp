// libFuzzer target: the map spreadsheets of `adjutant-cli new` (parseCsv and
// gameFromSheets). The input holds the three tables, AREAS, BORDERS and
// NATIONS, separated by form feeds (\f); a game it makes must be written and
// read back without an error, as `check` would read it.
#include "FuzzSupport.h"
#include "model/GameJson.h"
#include "model/MapSheets.h"

#include <cstdint>
#include <cstdlib>

using namespace adj;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QStringList parts = QString::fromUtf8(reinterpret_cast<const char *>(data), qsizetype(size)).split(u'\f');
    Problems problems;
    MapSheets sheets;
    CsvTable *tables[] = {&sheets.areas, &sheets.borders, &sheets.nations};
    for (int i = 0; i < 3; ++i) {
        const std::optional<CsvTable> t = parseCsv(parts.value(i), QStringLiteral("t%1.csv").arg(i), problems);
        if (!t)
            return 0;
        *tables[i] = *t;
    }
    const std::optional<Game> game = gameFromSheets(sheets, QStringLiteral("dark-age"), QStringLiteral("fuzz"), problems);
    if (!game)
        return 0;
    const GameRead back = readGameJson(writeGameJson(*game), QStringLiteral("made.json"));
    if (!back.game || hasErrors(back.problems))
        std::abort(); // a game `new` writes must be one `check` reads
    return 0;
}
