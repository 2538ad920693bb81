// The behaviour of each AP action (docs/rules.md §6), one small function per kind,
// registered by the name that resources/rulesets/ap.json gives in "do".
// Used by the ledger (ApLedger.cpp) only.
#pragma once

#include "ap/ApLedger.h"
#include "ruleset/Ruleset.h"

#include <QList>
#include <optional>

namespace adj::ap {

// The round as it stands when a spend is checked.
struct Context {
    const ApState &state;             // the state at the start of the round
    const QList<ApAccount> &accounts; // accounts now, those opened earlier this round included
    int player = 0;                   // index of the spending player
    const ApSpend &spend;
    const ActionSpec &spec;
    const Options &options;
    const Ruleset &rules;
    const ApPlayer &me() const { return state.players[player]; }
};

struct Payment {
    int toPlayer = -1;                // player index, or -1
    int toAccount = -1;               // account number, or -1
    qint64 amount = 0;
};

// What a spend would do if its player can pay for it.
struct Plan {
    ApCategory category = ApCategory::General;
    int cost = 0;                     // AP
    CoreText reject;                  // set when the spend cannot be carried out (its key and arguments)
    QList<Payment> payments;          // money leaving the player
    qint64 fee = 0;                   // money paid to nobody (a new account)
    bool openAccount = false;
    int embargoes = -1;               // player index embargoed next round (RC-EMBARGOLIFE), or -1
    std::optional<ApMessage> message; // number not yet set
};

using Handler = Plan (*)(const Context &);
// The handler registered under `name`, or nullptr.
Handler handler(const QString &name);

// The spend's arguments against the action's data: keys it takes, keys it
// needs, the message text. Returns the reason to reject, or an empty text.
CoreText checkArguments(const ApSpend &spend, const ActionSpec &spec);

} // namespace adj::ap
