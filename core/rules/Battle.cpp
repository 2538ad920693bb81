#include "rules/Battle.h"

#include <algorithm>

namespace adj {

namespace {

const QString kArmies = QStringLiteral("armies");
const QString kShips = QStringLiteral("ships");

// Capture of a land or city area from a nation of another people (DA 5.9).
void captureEffects(Turn &t, Area &area, const QString &oldOwner, const Nation &captor)
{
    if (!t.rules.feature("captureEffects") || oldOwner.isEmpty())
        return;
    Nation *old = t.game.nation(oldOwner);
    if (!old || old->people == captor.people)
        return;
    t.set(*old, QStringLiteral("vp"), std::max(0, old->vp - 1));
    for (const char *field : {"population", "forts", "trade"}) {
        const QString f = QLatin1String(field);
        t.set(area, f, std::max(0, fieldValue(t.game, Change::Target::Area, area.code, f).toInt() - 1));
    }
    t.note(QStringLiteral("%1 captured from %2 (another people): %2 loses 1 VP; %1 loses 1 population, fort and trade")
               .arg(area.code, oldOwner));
}

} // namespace

// In 64-bit: an ambush multiplies a defence of up to 3,001,000 by up to 1,000.
qint64 battleLoss(qint64 own, qint64 other, int divisor, bool differenceTerm, const QString &rounding)
{
    const qint64 diff = differenceTerm && own < other ? other - own : 0;
    if (rounding == u"floorEach")
        return other / divisor + diff / divisor;
    return (other + diff) / divisor; // RC-ROUND floorSum (default)
}

void fightLandBattle(Turn &t, Nation &attacker, Area &from, Area &to, int n, const LandAttack &how)
{
    const QString rounding = t.options.string(QStringLiteral("lossRounding"));
    const bool seaborne = from.isSea();
    const QString defender = to.owner;

    Battle b;
    b.kind = how.kind;
    b.attacker = attacker.code;
    b.defender = defender;
    b.from = from.code;
    b.to = to.code;
    b.attackers = n;
    b.seaborneShips = seaborne ? from.ships : 0;
    b.population = to.population;
    b.forts = to.forts;
    b.cityBonus = to.isCity() ? t.options.integer(QStringLiteral("cityDefenceBonus")) : 0;

    // The attackers leave their area; survivors come back if beaten off.
    t.add(from, kArmies, -n);

    int attArmies = n;
    int attShips = b.seaborneShips;
    const int fixedDefence = b.population + b.forts + b.cityBonus;

    // RETREAT mode: the defenders step aside before the battle (DA 3.11),
    // only to a land or city area and never out of a sticky area (rules.md §3, §8).
    const Area *refuge = t.game.area(to.modeTarget);
    if (!defender.isEmpty() && to.mode == DefenceMode::Retreat && refuge && to.armies > 0 && !refuge->isSea()
        && !t.sticky.contains(to.code) && refuge->owner == defender && t.graph.adjacent(to.code, refuge->code)
        && attArmies + attShips > to.armies + fixedDefence) {
        b.retreatedTo = refuge->code;
        b.retreated = to.armies;
        t.add(*t.game.area(refuge->code), kArmies, to.armies);
        t.set(to, kArmies, 0);
    }
    int defArmies = to.armies;
    b.defendingArmies = defArmies;

    // AMBUSH against the attack's origin (RC-AMBUSH).
    int factor = 1;
    if (how.ambush && !defender.isEmpty() && to.mode == DefenceMode::Ambush && to.modeTarget == from.code) {
        factor = t.options.integer(QStringLiteral("ambushFactor"));
        b.ambushFactor = factor;
    }

    bool stalled = false;
    while (true) {
        const int A = attArmies + attShips;
        const int D = defArmies + fixedDefence;
        const qint64 aLoss = battleLoss(A, qint64(D) * factor, how.divisor, how.differenceTerm, rounding);
        const qint64 dLoss = battleLoss(D, A, how.divisor, how.differenceTerm, rounding);
        // Only armies die (then ships, seaborne); population and forts stay.
        // Each loss is capped at what is there, so it fits an int again.
        const int armiesLost = int(std::min<qint64>(aLoss, attArmies));
        const int shipsLost = int(std::min<qint64>(aLoss - armiesLost, attShips));
        const int defLost = int(std::min<qint64>(dLoss, defArmies));
        attArmies -= armiesLost;
        attShips -= shipsLost;
        defArmies -= defLost;
        b.rounds.append({A, D, armiesLost + shipsLost, defLost});
        if (!how.repeatRounds || defArmies == 0 || attArmies == 0)
            break;
        if (armiesLost + shipsLost + defLost == 0) { // RC-STALL
            stalled = true;
            break;
        }
    }

    if (seaborne)
        t.set(from, kShips, from.ships - (b.seaborneShips - attShips));
    t.set(to, kArmies, defArmies);

    bool won = defArmies == 0 && attArmies + attShips > 0;
    if (won && t.options.boolean(QStringLiteral("captureNeedsMoreThanPopulation")) && attArmies <= to.population) {
        won = false; // RC-EMPCAPTURE
        b.endedBy = QStringLiteral("too few survivors to hold the population");
    }
    b.won = won;
    if (b.endedBy.isEmpty())
        b.endedBy = stalled ? QStringLiteral("stalled: a round killed nothing")
                  : won ? QStringLiteral("defenders wiped out")
                  : attArmies + attShips == 0 ? QStringLiteral("attackers wiped out")
                  : QStringLiteral("defenders held");

    if (won) {
        if (attArmies == 0) {
            // Seaborne, every army dead: one ship goes ashore as an army (DA 8.5).
            t.add(from, kShips, -1);
            attArmies = 1;
            t.note(QStringLiteral("every attacking army died; a ship from %1 goes ashore as an army").arg(from.code));
        }
        t.setOwner(to, attacker.code);
        t.set(to, kArmies, attArmies);
        t.set(to, QStringLiteral("modeTarget"), from.code);
        captureEffects(t, to, defender, attacker);
        if (how.stickySurvivors || t.isDifficult(to))
            t.sticky.insert(to.code);
    } else {
        t.add(from, kArmies, attArmies);
        // Where no attacker survives, nothing becomes sticky (rules.md §3, §8).
        if (how.stickySurvivors && attArmies > 0)
            t.sticky.insert(from.code);
    }
    t.current().battle = b;
}

void fightSeaBattle(Turn &t, Nation &attacker, Area &from, Area &to, int ships, int armies)
{
    const QString rounding = t.options.string(QStringLiteral("lossRounding"));
    Battle b;
    b.kind = QStringLiteral("sea");
    b.attacker = attacker.code;
    b.defender = to.owner;
    b.from = from.code;
    b.to = to.code;
    b.attackers = armies;
    b.seaborneShips = ships;
    b.defendingArmies = to.armies;

    // One round, f = 1/2 with the difference term; losses from armies first (seed 002 8.4a).
    const int A = ships + armies;
    const int D = to.ships + to.armies;
    const qint64 aLoss = battleLoss(A, D, 2, true, rounding);
    const qint64 dLoss = battleLoss(D, A, 2, true, rounding);
    const int aArmiesLost = int(std::min<qint64>(aLoss, armies)); // capped at what is there
    const int aShipsLost = int(std::min<qint64>(aLoss - aArmiesLost, ships));
    const int dArmiesLost = int(std::min<qint64>(dLoss, to.armies));
    const int dShipsLost = int(std::min<qint64>(dLoss - dArmiesLost, to.ships));
    b.rounds.append({A, D, aArmiesLost + aShipsLost, dArmiesLost + dShipsLost});

    const int survivingShips = ships - aShipsLost;
    const int survivingArmies = armies - aArmiesLost;
    t.add(to, kArmies, -dArmiesLost);
    t.add(to, kShips, -dShipsLost);
    // The losses come out of the ships and armies that left `from`.
    t.add(from, kShips, -aShipsLost);
    t.add(from, kArmies, -aArmiesLost);

    if (to.ships > 0) {
        b.won = false;
        b.endedBy = QStringLiteral("defending ships survived; the attacker gives up");
    } else if (survivingShips + survivingArmies == 0) {
        b.won = false;
        b.endedBy = QStringLiteral("both fleets destroyed; the sea stays the defender's");
    } else {
        b.won = true;
        b.endedBy = QStringLiteral("defending ships wiped out");
        t.add(from, kShips, -survivingShips);
        t.add(from, kArmies, -survivingArmies);
        t.setOwner(to, attacker.code);
        t.set(to, kShips, survivingShips);
        t.set(to, kArmies, survivingArmies);
    }
    t.current().battle = b;
}

} // namespace adj
