// The AP ledger of a round as people and scripts read it: a table per player
// (AP by category against the caps, every rejected spend with its reason) and
// the JSON of `adjutant-cli ap --json` (formats.md "Command line").
#pragma once

#include "ap/ApLedger.h"

#include <QByteArray>
#include <QString>

namespace adj {

QString apLedgerText(const ApRound &round);

// {"round", "players": [{"name", "available", "total", "caps", "spent", "spends": [...]}]},
// players in the game's order, spends in spend order.
QByteArray apLedgerJson(const ApRound &round);

} // namespace adj
