// The errata of a re-run adopted (History > Re-run From Here…, Adopt): a
// mail to every player with an address, in the game's report language:
// the ruling, the turns it touched, and what changed for the player's
// nation, its own orders that turned out otherwise and where it stands now.
#pragma once

#include "audit/Audit.h"
#include "report/ReportMail.h"
#include "ruleset/Ruleset.h"

namespace adj {

// `current`: the game as it stood before the re-run was adopted (its
// players, language and moderator); `options`: the rule choices as accepted.
// Deterministic: the same audit gives the same bytes (Date of the current
// turn, Message-ID a hash of the text).
TurnReportMail errataMail(const Game &current, const Audit &audit, const Options &options);

// One nation's erratum as text (the mail's body).
QString erratumText(const Game &current, const Audit &audit, const Options &options, const QString &nation);

} // namespace adj
