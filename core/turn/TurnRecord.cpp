#include "turn/TurnRecord.h"

namespace adj {

std::optional<Resolution> resolveChecked(const Game &game, const CheckedOrders &checked, const ResolveControl &control)
{
    std::optional<Resolution> r = resolveTurn(game, checked.orders, control);
    if (r)
        r->messages = checked.messages;
    return r;
}

} // namespace adj
