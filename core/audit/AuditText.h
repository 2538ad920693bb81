// An audit in words (`adjutant-cli audit`): the reading re-run and from
// which turn, then per turn what differs (as `compare` says it) and the
// orders that no longer fit, then the game now against the game as it would
// be; in the game's report language.
#pragma once

#include "audit/Audit.h"
#include "io/CoreText.h"
#include "ruleset/Ruleset.h"

namespace adj {

// The ruling re-run under, in words: the rule choices changed (`options`:
// as accepted, for the values the changes replace) and the decision about a
// message taken otherwise.
QString rulingText(const Audit &audit, const Options &options, Lang lang = Lang::English);

// Whose orders of turn `turn` a message's ruling changed, and from which
// message now, a line each.
QString messageOrdersText(const MessageRuling &ruling, int turn, Lang lang = Lang::English);

QString auditText(const Audit &audit, const Options &options, Lang lang = Lang::English);

} // namespace adj
