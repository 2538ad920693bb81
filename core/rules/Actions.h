// Actions: one small function per action, registered by name. A ruleset's
// data names the function for each of its action words (`"do": "levy"`).
#pragma once

#include "rules/Turn.h"

#include <QHash>
#include <optional>

namespace adj {

using ActionFn = void (*)(Turn &, const Order &, const ActionSpec &, Nation &);

// Every registered action function, by name.
const QHash<QString, ActionFn> &actionRegistry();

// Registration lists, one per source file of actions.
void addBuildActions(QHash<QString, ActionFn> &r);
void addSeaActions(QHash<QString, ActionFn> &r);
void addMoveActions(QHash<QString, ActionFn> &r);
void addGeneralActions(QHash<QString, ActionFn> &r);
void addEmpiresActions(QHash<QString, ActionFn> &r);

// Shared checks. Each fails the current step with the reason and returns
// nullptr / nullopt / false when the check does not pass.
namespace check {
// The areas of an order's fields once its preconditions are met
// (orders/Preconditions.h: the map's first, then the turn's); else the
// step fails with the first unmet one's reason, as `check` gives it.
struct Fields {
    Area *first = nullptr;
    Area *second = nullptr;
};
std::optional<Fields> fields(Turn &t, const Order &o, const ActionSpec &spec);
bool notBlockaded(Turn &t, const Area &a, const QString &action);
// A build number: blank gives the action's default, larger than `limit` is
// reduced to it, and what cannot be paid at `unitCost` each is reduced too.
std::optional<int> buildCount(Turn &t, const Order &o, const ActionSpec &spec, const Nation &n,
                              int limit, int unitCost, const QString &limitReason);
// A move number: blank and ALL are everything present, AB-n leaves n, and a
// number above what is present fails.
std::optional<int> moveCount(Turn &t, const Order &o, int present, const QString &what);
bool canPay(Turn &t, const Nation &n, int bp);
} // namespace check

} // namespace adj
