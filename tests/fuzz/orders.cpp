// libFuzzer target: the orders parser (parseOrders) and the map checks of
// `adjutant-cli check` against the shipped Britain and Ireland game.
#include "FuzzSupport.h"
#include "model/MapGraph.h"
#include "orders/Orders.h"
#include "ruleset/Ruleset.h"

#include <cstdint>

using namespace adj;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static const Game game = fuzz::shippedGame("britain.json");
    static const Ruleset &rules = *Ruleset::get(game.ruleset);
    static const MapGraph graph(game);
    const QString text = QString::fromUtf8(reinterpret_cast<const char *>(data), qsizetype(size));
    const OrderSet set = parseOrders(text, QStringLiteral("fuzz.orders"), game, rules);
    checkOrdersAgainstMap(set.orders, game, rules, graph);
    return 0;
}
