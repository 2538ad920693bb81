// The action-point ledger (docs/rules.md §6, the AP rules): the game's `ap` object as
// typed data, and one round of spends checked against each player's AP, its
// category caps and its money.
#pragma once

#include "ap/ApSpends.h"
#include "io/Problem.h"

#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>
#include <array>
#include <optional>

namespace adj {

class Ruleset;
class Options;

// --- the ap object of a game (docs/formats.md "The ap object of a game") --------

struct ApPlayer {
    QString name;
    int diplomacy = 0;
    int combat = 0;
    int intrigue = 0;
    int free = 0;            // unassigned attribute points; they count toward the AP total
    qint64 money = 0;
    bool embargoed = false;
    QString email;           // optional; where noteboard messages go
    bool operator==(const ApPlayer &) const = default;
};

struct ApAccount {
    int number = 0;          // a numbered (secret) account, two digits
    QString owner;
    qint64 balance = 0;
    bool operator==(const ApAccount &) const = default;
};

struct ApState {
    int round = 0;
    QList<ApPlayer> players;  // in the game's player order
    QList<ApAccount> accounts;
    QString moderatorName;    // optional `moderator: {name, email}`
    QString moderatorEmail;

    // Case-insensitive look-up by name; -1 when unknown.
    int playerIndex(const QString &name) const;
    int accountIndex(int number) const;
    bool operator==(const ApState &) const = default;
};

// Reads and validates a game's `ap` object. Problems name the JSON path
// (`ap.players[1].combat`) without file or line; the state is usable only
// when there are no errors among them.
ApState readApState(const QJsonObject &ap, Problems &problems);
// The raw `ap` object with the state's round, money and accounts written into
// it; every other field is kept as it was.
QJsonObject writeApState(const ApState &state, const QJsonObject &raw);

// --- the ledger of one round --------------------------------------------------

enum class ApCategory { Combat, Diplomatic, Intrigue, General };
constexpr int kApCategories = 4;
QString categoryName(ApCategory c);   // combat, diplomatic, intrigue, general
std::optional<ApCategory> categoryFromName(const QString &name);

// A player's AP for a round: the total and the cap of each category
// (docs/rules.md §6: 2·(D+C+I+F)+4; Combat 2C+1, Diplomatic 2D+1, Intrigue 2I+1;
// General has no cap of its own, shown as -1).
struct ApBudget {
    int available = 0;
    std::array<int, kApCategories> caps{};
    int cap(ApCategory c) const { return caps[size_t(c)]; }
};
ApBudget apBudget(const ApPlayer &player, const Ruleset &apRules);

struct ApSpendResult {
    QString file;
    int line = 0;
    QString raw;
    QString player;          // the player's name as the game spells it, or as written when unknown
    QString action;          // the action word as written, upper case
    std::optional<ApCategory> category; // none for an unknown action
    int cost = 0;            // AP spent; 0 when rejected
    bool done = false;       // `done` or `rejected`
    QString reason;          // why it was rejected (English); empty when done
    CoreText reasonText;     // the same as its key and arguments, for the window and the reports

    // The reason in `lang` (the window's by default), by its key.
    QString reasonIn(Lang lang = Lang::Translated) const { return reasonText.known ? reasonText.in(lang) : reason; }
};

struct ApPlayerLedger {
    QString name;
    ApBudget budget;
    std::array<int, kApCategories> spent{};
    int total = 0;
    QList<ApSpendResult> spends; // in spend order
    int spentIn(ApCategory c) const { return spent[size_t(c)]; }
};

// A noteboard message to deliver (docs/rules.md §6): a NOTEBOARD, SECRET or
// COURT-GOSSIP spend that was done. The moderator always gets a copy.
struct ApMessage {
    enum Kind { Noteboard, Secret, CourtGossip };
    int number = 0;          // 1, 2, ... in spend order within the round
    QString file;
    int line = 0;
    Kind kind = Noteboard;
    QString sender;
    QStringList recipients;  // distinct players other than the sender (court gossip: every player), moderator not included
    QString text;
    bool anonymous() const { return kind != Noteboard; }
};

struct ApRound {
    int round = 0;
    QList<ApPlayerLedger> players;      // every player of the game, in its order
    QList<ApSpendResult> unattributed;  // spends under an unknown PLAYER or before any; all rejected
    QList<ApMessage> messages;          // in spend order
    QList<ApAccount> opened;            // numbered accounts opened this round
    ApState next;                       // money moved, accounts opened, round + 1
};

// Checks the spends in file order and applies those that are done. A spend
// over its category cap or the round total, or one its player's money does not
// cover, is rejected with the reason and costs nothing; the rest go on. Money
// is a running balance in file order: what the spends done before it paid out
// is gone and what they paid to the player is there. The
// game's `seed` drives the choice of new account numbers.
ApRound resolveApRound(const ApState &state, const QList<ApSpend> &spends, const Ruleset &apRules,
                       const Options &options, qint64 seed);

} // namespace adj
