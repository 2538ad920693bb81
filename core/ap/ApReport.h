// The AP ledger of a round as people and scripts read it: a table per player
// (AP by category against the caps, every rejected spend with its reason) and
// the JSON of `adjutant-cli ap --json` (docs/formats.md "Command line"). The text
// and the noteboard mail's words are in the game's report language
// (`ap --language`); the JSON keeps its English.
#pragma once

#include "ap/ApLedger.h"
#include "io/CoreText.h"

#include <QByteArray>
#include <QString>

namespace adj {

QString apLedgerText(const ApRound &round, Lang lang = Lang::English);

// The subject of a noteboard message's mail: the copy that names its sender
// (`moderatorCopy`: every noteboard, the moderator's copy of the others) or
// the anonymous one a SECRET or COURT-GOSSIP recipient gets.
QString noteboardSubject(const ApMessage &m, int round, bool moderatorCopy, Lang lang = Lang::English);
// The name in From of an anonymous message: "Secret communication", "Court gossip".
QString anonymousSender(const ApMessage &m, Lang lang = Lang::English);

// {"round", "players": [{"name", "available", "total", "caps", "spent", "spends": [...]}]},
// players in the game's order, spends in spend order.
QByteArray apLedgerJson(const ApRound &round);

} // namespace adj
