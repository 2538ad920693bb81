// libFuzzer target: the recovery copy's reader (readRecoveryInfo and
// readRecovery, as the offer after a crash reads the copies it finds) on the
// bytes written to a file; a copy read whole has its resolved turns made again.
#include "FuzzSupport.h"
#include "recovery/Recovery.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <cstdint>

using namespace adj;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QString path = fuzz::inputFile("fuzz.recovery", data, size);
    QString error;
    if (!readRecoveryInfo(path, &error))
        fuzz::require(error.startsWith(path), "a refused copy is named");
    if (const std::optional<Recovery> r = readRecovery(path, &error)) {
        fuzz::require(!r->states.isEmpty() && r->clean < r->states.size(), "a copy read has its moments");
        if (r->states.size() <= 4)  // resolving is the resolver's fuzzing; a few moments suffice
            recoveredResolutions(r->states);
    } else {
        fuzz::require(error.startsWith(path), "a refused copy is named");
    }
    QFile::remove(path);
    QFile::remove(path + QStringLiteral("-journal"));
    return 0;
}
