// The state of a turn being resolved: the game, the rules in force, the
// per-turn flags of docs/rules.md §2, and the step being recorded. Every change to
// the game goes through the setters here, so that each step records what it
// did and can be undone.
#pragma once

#include "io/NumberRange.h"
#include "model/Game.h"
#include "model/MapGraph.h"
#include "orders/Orders.h"
#include "rules/Step.h"
#include "ruleset/Ruleset.h"

#include <QHash>
#include <QSet>

namespace adj {

// An area's counts, as the recording setters below name them.
inline const QString kArmies = QStringLiteral("armies");
inline const QString kShips = QStringLiteral("ships");

class Turn
{
public:
    Turn(Game &game, const Ruleset &rules, const QJsonObject &options);

    Game &game;
    const Ruleset &rules;
    const Options options;

private:
    Game m_start;                            // the game as the turn began
    std::shared_ptr<const MapGraph> m_graph; // shared while the map stays the same (MapGraph::of)

public:
    const MapGraph &graph;
    QList<Step> steps;

    // Per-turn flags (cleared at the end of the turn).
    QSet<QString> sticky;           // area codes nothing may leave
    QSet<QString> grown;            // areas that had a GROW
    QSet<QString> migratedInto;     // areas that received a MIGRATE
    QSet<QString> disbandAttempted; // nations (blocks RESERVE)
    QSet<QString> armyAttempted;    // nations (Empires: blocks RESERVE)
    QSet<QString> cashed;           // nations with a CASH done or reduced (Empires action 17)
    QHash<QString, int> bids;       // ORDER bids by nation
    // The owner of an area at the start of the turn: looked up in a copy of
    // the game made then, which shares its areas and index with the input
    // (no table of owners built per turn).
    QString ownerAtStart(const QString &area) const;

    // Starts recording a new step; the reference stays valid until the next one.
    Step &begin(Step step);
    Step &current() { return steps.last(); }

    // Recording setters. Numbers are added in checked 64-bit and held within
    // docs/formats.md "Ranges" (a sum of many areas can pass them), with a note in
    // the step, so that the next turn's game always reads.
    void set(Area &a, const QString &field, const QJsonValue &value);
    void set(Nation &n, const QString &field, qint64 value);
    void add(Area &a, const QString &field, qint64 delta);
    void add(Nation &n, const QString &field, qint64 delta);
    void setOwner(Area &a, const QString &owner) { set(a, QStringLiteral("owner"), owner.isEmpty() ? QJsonValue() : QJsonValue(owner)); }
    void setGame(const QString &field, const QJsonValue &value);

    // BP spent by the current step.
    void pay(Nation &n, int bp);

    // Outcomes of the current step. fail() takes back whatever the step changed,
    // so an action that fails has changed nothing (docs/rules.md §2.3).
    void fail(const QString &reason);
    void reduce(const QString &reason);
    void note(const QString &text) { current().notes.append(text); }

    // Rules consulted by several actions.
    bool blockaded(const Area &city) const;      // docs/rules.md §2 Blockade
    bool isDifficult(const Area &a) const;       // entering makes the area sticky
    // The extra armies in any sea area touched by the current step drown (docs/rules.md §3 Drowning).
    void drownTouchedSeas();
    bool drown(Area &sea);

private:
    qint64 heldInRange(const QString &field, qint64 value, NumberRange range);
    void record(Change::Target target, const QString &key, const QString &field, const QJsonValue &from, const QJsonValue &to);
};

} // namespace adj
