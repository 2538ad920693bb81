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
// nullptr / nullopt when the check does not pass.
namespace check {
Area *area(Turn &t, const QString &code, const QString &role = QStringLiteral("area"));
Area *landArea(Turn &t, const QString &code);               // land or city
Area *ownArea(Turn &t, const QString &code, const Nation &n); // owned, land or city
Area *ownSea(Turn &t, const QString &code, const Nation &n);
Area *adjacentArea(Turn &t, const Area &from, const QString &code);
bool notBlockaded(Turn &t, const Area &a, const QString &action);
bool notSticky(Turn &t, const Area &from);
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
