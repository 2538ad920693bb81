// A ruling revisited (docs/formats.md `adjutant-cli audit`; History > Re-run From
// Here…): the game's accepted turns from one on, resolved again with the
// same orders under other rule choices, each from the re-run turn before it;
// what each turn would have been, and where the game would stand now.
#pragma once

#include "audit/MessageRuling.h"
#include "rules/WhatIf.h"
#include "store/GameStore.h"

#include <QJsonObject>
#include <optional>

namespace adj {

// What a re-run reads of the game file: the accepted turns from the first
// re-run on (each its game at the start, its orders and its steps) and the
// current game.
struct AuditHistory {
    QList<HistoryTurn> turns;
    Game current;
    std::optional<MessageRuling> message;  // applied to the first turn's orders (withMessageRuling)
};
// nullopt and `error` naming the file when a turn cannot be read; `from`
// must be an accepted turn (GameStore::acceptedTurns). With a `message`
// ruling, that turn's inbox is read and the ruling applied
// (withMessageRuling); when it cannot be, nullopt, its reason in `error`
// and `refused` set. What `adjutant-cli audit` and History › Re-run From
// Here… both read.
std::optional<AuditHistory> readAuditHistory(const GameStore &store, int from, QString *error,
                                             const std::optional<MessageRuling> &message = {}, bool *refused = nullptr);

// The history with a ruling about a message of its first turn's inbox
// (`inbox`, as the game file keeps it) applied to that turn's orders; "" or
// why not (applyMessageRuling).
QString withMessageRuling(AuditHistory &history, const QList<InboxMessage> &inbox, MessageRuling ruling);

struct AuditTurn {
    int turn = 0;
    Game start;             // the re-run's game at the start of the turn
    QList<Order> orders;    // the turn's orders, as accepted
    Resolution accepted;    // as the history holds it (its steps applied)
    Resolution rerun;       // the same orders from `start`
    Comparison comparison;  // a: accepted, b: rerun
};

struct Audit {
    QJsonObject changes;        // the rule choices re-run under
    std::optional<MessageRuling> message;  // the ruling about a message of the first turn
    QList<AuditTurn> turns;
    Game wouldBe;               // the current game as it would be
    QList<StateDifference> now; // the current game (a) against wouldBe (b)
};

// Each turn starts from the game the history stored for it (the moderator's
// edits between turns kept) with what the re-run changed before it put in,
// except the fields the moderator edited, and with `changes` over its
// rule choices. An order that no longer fits (its area lost earlier in the
// re-run) fails as the resolver fails it. `control`: progress in turns done
// of all, before each turn and at the end; cancelled asked as resolveTurn
// asks it, nullopt when it says yes.
std::optional<Audit> runAudit(const AuditHistory &history, const QJsonObject &changes, const ResolveControl &control = {});

// The re-run made the game's course from its first turn on (GameStore::
// replaceCourse): each turn's game and steps, and the current game as it
// would be; the course replaced is kept in the file, and undoing puts it
// back. `reason`: the ruling, in words.
// `progress` as GameStore::replaceCourse gives it.
QString adoptAudit(GameStore &store, const Audit &audit, const QString &reason,
                   const std::function<void(qsizetype, qsizetype)> &progress = {});

// The steps of a re-run turn whose order was carried out as accepted and
// fails in the re-run: the orders that no longer fit.
QList<StepDifference> ordersNoLongerFitting(const Comparison &c);

// docs/formats.md `audit --json`: {"turns": [{"turn": N, …as compare --json}], "final": [state]},
// and with a message's ruling "message": {"ruling": "accept"|"refuse"|"assign",
// "sha256", "nation" (assign), "orders": [{"nation", "sha256" of the message
// counting now, or null}]}: whose orders of the turn changed.
QByteArray auditJson(const Audit &audit);

} // namespace adj
