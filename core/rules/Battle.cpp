#include "rules/Battle.h"

#include <algorithm>

namespace adj {

namespace {

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

// The rule choices that decided a battle, with their values (docs/formats.md
// "Battle details"): RC-ROUND always; the others where they changed a number.
void noteRuleChoice(const Turn &t, Battle &b, const char *rc, const char *option)
{
    b.rules.append(QLatin1String(rc));
    const QString key = QLatin1String(option);
    b.options.insert(key, t.options.value(key));
}

// Takes `loss` from armies first, then ships, capped at what is there.
Lost takeLoss(qint64 loss, int &armies, int &ships)
{
    Lost l;
    l.armies = int(std::min<qint64>(loss, armies)); // capped, so it fits an int again
    l.ships = int(std::min<qint64>(loss - l.armies, ships));
    armies -= l.armies;
    ships -= l.ships;
    return l;
}

} // namespace

const BattleKind &battleKind(QStringView kind)
{
    // MOVE f = ½; PROBE f = ⅓, no difference term, no ambush; ASSAULT f = ⅓,
    // repeated rounds; ATTACK (Empires 7.4) f = ⅓; sea battles f = ½ (DA 8.4a).
    static const BattleKind kinds[] = {
        {QLatin1StringView("move"), 2, true, false, true, false},
        {QLatin1StringView("probe"), 3, false, false, false, true},
        {QLatin1StringView("assault"), 3, true, true, true, true},
        {QLatin1StringView("attack"), 3, true, false, true, false},
        {QLatin1StringView("sea"), 2, true, false, false, false},
    };
    static const BattleKind unknown{QLatin1StringView(), 3, true, false, true, false};
    for (const BattleKind &k : kinds)
        if (kind == k.kind)
            return k;
    return unknown;
}

Loss battleLoss(qint64 own, qint64 other, int divisor, bool differenceTerm, const QString &rounding)
{
    Loss l;
    l.own = own;
    l.other = other;
    l.difference = differenceTerm && own < other ? other - own : 0;
    const qint64 sum = other + l.difference;
    l.exact = double(sum) / divisor;
    l.exactWhole = sum / divisor;
    l.exactRest = sum % divisor;
    l.otherTerm = other / divisor;
    l.differenceTerm = l.difference / divisor;
    const bool floorEach = rounding == u"floorEach";
    l.rounded = floorEach ? l.otherTerm + l.differenceTerm : l.exactWhole; // RC-ROUND floorSum (default)
    if (floorEach && l.difference && (other % divisor || l.difference % divisor))
        l.rounding = Loss::Rounded::EachTerm;
    else if (l.exactRest)
        l.rounding = Loss::Rounded::Sum;
    return l;
}

void countBattle(Battle &b)
{
    const BattleKind &how = battleKind(b.kind);
    const bool sea = b.kind == u"sea";
    b.divisor = how.divisor;
    b.differenceTerm = how.differenceTerm;
    b.stickySurvivors = how.stickySurvivors;
    b.attackerHasShips = sea || b.seaborneShips > 0;
    b.defenderHasShips = sea;
    const QString rounding = b.options.value(u"lossRounding").toString(QStringLiteral("floorSum"));
    // The ambush multiplies D in the attacker's loss (RC-AMBUSH), any factor, 0 too.
    const qint64 factor = b.rules.contains(QStringLiteral("RC-AMBUSH")) ? b.ambushFactor : 1;

    Units attacker{b.attackers, b.seaborneShips};
    Units defender{b.defendingArmies, b.defendingShips};
    b.attackStrength = attacker.total();
    b.defenceStrength = defender.total() + (sea ? 0 : b.population + b.forts + b.cityBonus);
    b.defendersBefore = b.defendingArmies + b.retreated;
    b.attackerLost = b.defenderLost = {};
    auto count = [&](Loss &l, const Units &there, const Lost &lost, Units &total) {
        l.capped = l.rounded > there.total();
        l.there = there;
        l.left = {there.armies - lost.armies, there.ships - lost.ships};
        total = {total.armies + lost.armies, total.ships + lost.ships};
    };
    for (Round &r : b.rounds) {
        r.attacker = battleLoss(r.a, r.d * factor, b.divisor, b.differenceTerm, rounding);
        r.defender = battleLoss(r.d, r.a, b.divisor, b.differenceTerm, rounding);
        count(r.attacker, attacker, r.aLost, b.attackerLost);
        count(r.defender, defender, r.dLost, b.defenderLost);
        attacker = r.attacker.left;
        defender = r.defender.left;
    }
    b.attackerLeft = attacker;
    b.defenderLeft = defender;
}

Game withBattleLosses(Game game, const Battle &b)
{
    auto take = [](Area *a, const Units &lost) {
        if (!a)
            return;
        a->armies = std::max(0, a->armies - lost.armies);
        a->ships = std::max(0, a->ships - lost.ships);
    };
    if (!b.retreatedTo.isEmpty() && b.retreated > 0) {
        take(game.area(b.to), Units{b.retreated, 0});
        if (Area *a = game.area(b.retreatedTo))
            a->armies += b.retreated;
    }
    take(game.area(b.from), b.attackerLost);
    take(game.area(b.to), b.defenderLost);
    return game;
}

void fightLandBattle(Turn &t, Nation &attacker, Area &from, Area &to, int n, const BattleKind &how)
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
    b.rules.append(how.kind == u"attack" ? QStringLiteral("Empires 7.4") : QStringLiteral("DA 3.4"));
    noteRuleChoice(t, b, "RC-ROUND", "lossRounding");
    if (b.cityBonus > 0)
        noteRuleChoice(t, b, "RC-CITYDEF", "cityDefenceBonus");

    // The attackers leave their area; survivors come back if beaten off.
    t.add(from, kArmies, -n);

    int attArmies = n;
    int attShips = b.seaborneShips;
    const int fixedDefence = b.population + b.forts + b.cityBonus;

    // RETREAT mode: the defenders step aside before the battle (DA 3.11),
    // only to a land or city area and never out of a sticky area (docs/rules.md §3, §8).
    const Area *refuge = t.game.area(to.modeTarget);
    if (!defender.isEmpty() && to.mode == DefenceMode::Retreat && refuge && to.armies > 0 && !refuge->isSea()
        && !t.sticky.contains(to.code) && refuge->owner == defender && t.graph.adjacent(to.code, refuge->code)
        && attArmies + attShips > to.armies + fixedDefence) {
        b.retreatedTo = refuge->code;
        b.retreated = to.armies;
        b.rules.append(QStringLiteral("DA 3.11"));
        t.add(*t.game.area(refuge->code), kArmies, to.armies);
        t.set(to, kArmies, 0);
    }
    int defArmies = to.armies;
    int defShips = 0; // only armies defend on land
    b.defendingArmies = defArmies;

    // AMBUSH against the attack's origin (DA 3.13, RC-AMBUSH); never in a neutral area.
    int factor = 1;
    if (how.ambush && !defender.isEmpty() && to.mode == DefenceMode::Ambush && to.modeTarget == from.code) {
        factor = t.options.integer(QStringLiteral("ambushFactor"));
        b.ambushFactor = factor;
        b.rules.append(QStringLiteral("DA 3.13"));
        noteRuleChoice(t, b, "RC-AMBUSH", "ambushFactor");
    }

    bool stalled = false;
    while (true) {
        Round r;
        r.a = attArmies + attShips;
        r.d = defArmies + fixedDefence;
        const qint64 ambushed = qint64(r.d) * factor;
        // Only armies die (then ships, seaborne); population and forts stay.
        r.aLost = takeLoss(battleLoss(r.a, ambushed, how.divisor, how.differenceTerm, rounding).rounded, attArmies, attShips);
        r.dLost = takeLoss(battleLoss(r.d, r.a, how.divisor, how.differenceTerm, rounding).rounded, defArmies, defShips);
        r.aLoss = r.aLost.armies + r.aLost.ships;
        r.dLoss = r.dLost.armies;
        b.rounds.append(r);
        if (!how.repeatRounds || defArmies == 0 || attArmies == 0)
            break;
        if (r.aLoss + r.dLoss == 0) { // RC-STALL
            stalled = true;
            noteRuleChoice(t, b, "RC-STALL", "assaultStall");
            break;
        }
    }

    if (seaborne)
        t.set(from, kShips, from.ships - (b.seaborneShips - attShips));
    t.set(to, kArmies, defArmies);

    bool won = defArmies == 0 && attArmies + attShips > 0;
    if (won && t.options.boolean(QStringLiteral("captureNeedsMoreThanPopulation"))) {
        noteRuleChoice(t, b, "RC-EMPCAPTURE", "captureNeedsMoreThanPopulation");
        if (attArmies <= to.population) {
            won = false;
            b.endedBy = QStringLiteral("too few survivors to hold the population");
        }
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
            b.rules.append(QStringLiteral("DA 8.5"));
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
        // Where no attacker survives, nothing becomes sticky; the ships of a
        // seaborne attack are survivors too (docs/rules.md §3, §8).
        if (how.stickySurvivors && attArmies + attShips > 0)
            t.sticky.insert(from.code);
    }
    countBattle(b);
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
    b.defendingShips = to.ships;
    b.rules.append(QStringLiteral("seed 002 8.4a"));
    noteRuleChoice(t, b, "RC-ROUND", "lossRounding");

    // One round, f = ½ with the difference term; losses from armies first (DA 8.4a).
    Round r;
    r.a = ships + armies;
    r.d = to.ships + to.armies;
    int survivingArmies = armies, survivingShips = ships;
    int defArmies = to.armies, defShips = to.ships;
    const BattleKind &how = battleKind(b.kind);
    r.aLost = takeLoss(battleLoss(r.a, r.d, how.divisor, how.differenceTerm, rounding).rounded, survivingArmies, survivingShips);
    r.dLost = takeLoss(battleLoss(r.d, r.a, how.divisor, how.differenceTerm, rounding).rounded, defArmies, defShips);
    r.aLoss = r.aLost.armies + r.aLost.ships;
    r.dLoss = r.dLost.armies + r.dLost.ships;
    b.rounds.append(r);

    t.add(to, kArmies, -r.dLost.armies);
    t.add(to, kShips, -r.dLost.ships);
    // The losses come out of the ships and armies that left `from`.
    t.add(from, kShips, -r.aLost.ships);
    t.add(from, kArmies, -r.aLost.armies);

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
    countBattle(b);
    t.current().battle = b;
}

} // namespace adj
