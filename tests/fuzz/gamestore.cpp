// libFuzzer target: the game file opener (GameStore::open, read-only, as
// `adjutant-cli import-db` opens) on the bytes written to a file; an opened
// game file gives its history.
#include "FuzzSupport.h"
#include "store/GameStore.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <cstdint>

using namespace adj;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QString path = fuzz::inputFile("fuzz.adjutant", data, size);
    QString error;
    if (const std::unique_ptr<GameStore> store = GameStore::open(path, &error, GameStore::Mode::ReadOnly))
        store->turns(&error);
    else
        fuzz::require(!error.isEmpty(), "a refused game file says why");
    // Opening never leaves files beside the game file (README, "All or nothing").
    fuzz::require(QFileInfo(path).dir().entryList(QDir::Files | QDir::Hidden) == QStringList{QStringLiteral("fuzz.adjutant")},
                  "nothing is left beside the game file");
    QFile::remove(path);
    return 0;
}
