#include "report/BattleText.h"

#include "rules/Battle.h"

namespace adj {

namespace {

QString plural(qint64 n, const char *one, const char *many)
{
    return QStringLiteral("%1 %2").arg(n).arg(QLatin1String(n == 1 ? one : many));
}

// The defending side: its nation, or the neutral area itself.
QString side(const Battle &b)
{
    return b.defender.isEmpty() ? QStringLiteral("neutral ") + b.to : b.defender;
}

// n/divisor as a whole number and a vulgar fraction: 10, 4½, 3⅔.
QString exactText(qint64 numerator, int divisor)
{
    const qint64 whole = numerator / divisor;
    const qint64 rest = numerator % divisor;
    if (rest == 0)
        return QString::number(whole);
    QString part;
    if (divisor == 2)
        part = QStringLiteral("½");
    else if (divisor == 3)
        part = rest == 1 ? QStringLiteral("⅓") : QStringLiteral("⅔");
    else
        part = QStringLiteral(" %1/%2").arg(rest).arg(divisor);
    return whole ? QString::number(whole) + part : part;
}

// "1 army and 2 ships", "2 ships", "nothing".
QString lostText(const Lost &l)
{
    QStringList parts;
    if (l.armies)
        parts.append(plural(l.armies, "army", "armies"));
    if (l.ships)
        parts.append(plural(l.ships, "ship", "ships"));
    return parts.isEmpty() ? QStringLiteral("nothing") : parts.join(QStringLiteral(" and "));
}

// What one side has when a round starts.
struct Force {
    int armies = 0, ships = 0;
    bool hasShips = false; // a fleet, or a seaborne attack: losses fall on armies first, then ships
    int total() const { return armies + ships; }
    QString thereText() const
    {
        return hasShips ? QStringLiteral("the %1 and %2 there").arg(plural(ships, "ship", "ships"), plural(armies, "army", "armies"))
                        : QStringLiteral("the %1 there").arg(plural(armies, "army", "armies"));
    }
};

// "GWY loses ½·11 + ½·(11 − 2) = 10, capped at the 2 ships and 0 armies there → 2 ships"
QString lossText(const Battle &b, const QString &who, qint64 own, qint64 other, const Force &there, const Lost &lost)
{
    const QString f = fractionText(b.divisor);
    const qint64 diff = b.differenceTerm && own < other ? other - own : 0;
    QString s = QStringLiteral("%1 loses %2·%3").arg(who, f).arg(other);
    if (diff)
        s += QStringLiteral(" + %1·(%2 − %3)").arg(f).arg(other).arg(own);
    s += QStringLiteral(" = ") + exactText(other + diff, b.divisor);

    const QString rounding = b.options.value(u"lossRounding").toString(QStringLiteral("floorSum"));
    const qint64 rounded = battleLoss(own, other, b.divisor, b.differenceTerm, rounding);
    // Name the rounding where it changed a number (RC-ROUND).
    if (rounding == u"floorEach" && diff && (other % b.divisor || diff % b.divisor))
        s += QStringLiteral(", each term rounded down: %1 + %2 = %3 (RC-ROUND)")
                 .arg(other / b.divisor).arg(diff / b.divisor).arg(rounded);
    else if ((other + diff) % b.divisor != 0)
        s += QStringLiteral(", rounded down to %1 (RC-ROUND)").arg(rounded);
    if (rounded > there.total())
        s += QStringLiteral(", capped at ") + there.thereText();
    s += QStringLiteral(" → ") + lostText(lost);
    if (there.armies > 0 && there.ships > 0 && lost.armies + lost.ships > 0)
        s += QStringLiteral(" (armies die first)");
    return s;
}

QString ruleChoiceText(const QString &id, const QJsonObject &options)
{
    auto value = [&options](const char *key) {
        const QJsonValue v = options.value(QLatin1String(key));
        return v.isBool() ? QString::fromLatin1(v.toBool() ? "true" : "false")
             : v.isDouble() ? QString::number(v.toInt()) : v.toString();
    };
    if (id == u"RC-ROUND")
        return value("lossRounding") == u"floorEach"
            ? QStringLiteral("RC-ROUND lossRounding = floorEach: each term of a loss is rounded down")
            : QStringLiteral("RC-ROUND lossRounding = floorSum: one floor over the summed loss");
    if (id == u"RC-CITYDEF")
        return QStringLiteral("RC-CITYDEF cityDefenceBonus = %1: a city adds %1 to its defence").arg(value("cityDefenceBonus"));
    if (id == u"RC-AMBUSH")
        return QStringLiteral("RC-AMBUSH ambushFactor = %1: the attacker's losses count the defence %1 times")
            .arg(value("ambushFactor"));
    if (id == u"RC-STALL")
        return QStringLiteral("RC-STALL assaultStall = %1: a round that kills nothing ends the assault, beaten off")
            .arg(value("assaultStall"));
    if (id == u"RC-EMPCAPTURE")
        return QStringLiteral("RC-EMPCAPTURE captureNeedsMoreThanPopulation = %1: to capture, the surviving armies "
                              "must exceed the area's population").arg(value("captureNeedsMoreThanPopulation"));
    return id;
}

void explainSea(const Battle &b, BattleExplanation &e)
{
    e.title = QStringLiteral("Sea battle in %1: %2 from %3 against %4").arg(b.to, b.attacker, b.from, side(b));
    Force att{b.attackers, b.seaborneShips, true};
    Force def{b.defendingArmies, b.defendingShips, true};
    auto brings = [](const Force &f) {
        return QStringLiteral("%1 and %2 aboard = %3")
            .arg(plural(f.ships, "ship", "ships"), plural(f.armies, "army", "armies")).arg(f.total());
    };
    e.attackerBrings = brings(att);
    e.defenderBrings = brings(def);
    for (const Round &r : b.rounds) {
        BattleExplanation::RoundText t;
        t.strengths = QStringLiteral("%1 %2 against %3 %4").arg(b.attacker).arg(r.a).arg(side(b)).arg(r.d);
        t.defenderLoss = lossText(b, side(b), r.d, r.a, def, r.dLost);
        t.attackerLoss = lossText(b, b.attacker, r.a, r.d, att, r.aLost);
        e.rounds.append(t);
        att.armies -= r.aLost.armies;
        att.ships -= r.aLost.ships;
        def.armies -= r.dLost.armies;
        def.ships -= r.dLost.ships;
    }
    if (b.won)
        e.ending = QStringLiteral("%1's ships are wiped out: %2's %3 and %4 move into %5 and take it (seed 002 8.4a).")
                       .arg(side(b), b.attacker, plural(att.ships, "ship", "ships"),
                            plural(att.armies, "army", "armies"), b.to);
    else if (def.ships > 0)
        e.ending = QStringLiteral("%1 survived: %2 gives up and its survivors stay in %3 (seed 002 8.4a).")
                       .arg(def.ships == 1 ? QStringLiteral("1 defending ship") : QStringLiteral("%1 defending ships").arg(def.ships),
                            b.attacker, b.from);
    else
        e.ending = QStringLiteral("Both fleets are destroyed: %1 stays %2's, empty (seed 002 8.4a).").arg(b.to, side(b));
}

void explainLand(const Battle &b, BattleExplanation &e)
{
    e.title = b.defender.isEmpty()
        ? QStringLiteral("%1 battle: %2 from %3 into neutral %4").arg(b.kind.toUpper(), b.attacker, b.from, b.to)
        : QStringLiteral("%1 battle: %2 from %3 into %4 against %5").arg(b.kind.toUpper(), b.attacker, b.from, b.to, b.defender);
    Force att{b.attackers, b.seaborneShips, b.seaborneShips > 0};
    Force def{b.defendingArmies, 0, false};
    e.attackerBrings = plural(b.attackers, "army", "armies");
    if (b.seaborneShips)
        e.attackerBrings += QStringLiteral(" and the %1 in %2 (seaborne)").arg(plural(b.seaborneShips, "ship", "ships"), b.from);
    e.defenderBrings = QStringLiteral("%1, %2 population, %3")
                           .arg(plural(b.defendingArmies + b.retreated, "army", "armies")).arg(b.population)
                           .arg(plural(b.forts, "fort", "forts"));
    if (b.cityBonus)
        e.defenderBrings += QStringLiteral(", city bonus %1 (RC-CITYDEF)").arg(b.cityBonus);
    if (!b.retreatedTo.isEmpty())
        e.before.append(QStringLiteral("Before the battle %1 retreated from %2 to %3 (retreat mode, DA 3.11); the battle is "
                                       "fought against what stays: population, forts and city bonus.")
                            .arg(plural(b.retreated, "defending army", "defending armies"), b.to, b.retreatedTo));
    const bool ambush = b.rules.contains(QStringLiteral("RC-AMBUSH"));
    if (ambush)
        e.before.append(QStringLiteral("%1 ambushes attacks from %2: %3's losses count the defence × %4 (DA 3.13, RC-AMBUSH).")
                            .arg(b.to, b.from, b.attacker).arg(b.ambushFactor));

    for (int i = 0; i < b.rounds.size(); ++i) {
        const Round &r = b.rounds[i];
        BattleExplanation::RoundText t;
        QString attack = plural(att.armies, "army", "armies");
        if (att.hasShips)
            attack += QStringLiteral(" + ") + plural(att.ships, "ship", "ships");
        QString defence = QStringLiteral("%1 + %2 population + %3").arg(plural(def.armies, "army", "armies")).arg(b.population)
                              .arg(plural(b.forts, "fort", "forts"));
        if (b.cityBonus)
            defence += QStringLiteral(" + %1 city bonus").arg(b.cityBonus);
        t.strengths = QStringLiteral("attack %1 = %2 against defence %3 = %4").arg(attack).arg(r.a).arg(defence).arg(r.d);
        const qint64 ambushed = ambush ? qint64(r.d) * b.ambushFactor : r.d;
        if (ambush)
            t.strengths += QStringLiteral("; ambush: %1 × %2 = %3 against the attacker").arg(r.d).arg(b.ambushFactor).arg(ambushed);
        t.defenderLoss = lossText(b, side(b), r.d, r.a, def, r.dLost);
        t.attackerLoss = lossText(b, b.attacker, r.a, ambushed, att, r.aLost);
        e.rounds.append(t);
        att.armies -= r.aLost.armies;
        att.ships -= r.aLost.ships;
        def.armies -= r.dLost.armies;
    }

    const QString survivors = att.hasShips
        ? QStringLiteral("%1 and %2").arg(plural(att.armies, "army", "armies"), plural(att.ships, "ship", "ships"))
        : plural(att.armies, "army", "armies");
    const bool sticky = b.kind == u"probe" || b.kind == u"assault";
    if (b.won) {
        e.ending = QStringLiteral("No defending army is left and %1 %2: %3 takes %4 (%5).")
                       .arg(survivors, att.total() == 1 ? QStringLiteral("survives") : QStringLiteral("survive"),
                            b.attacker, b.to, b.rules.value(0));
        if (b.rules.contains(QStringLiteral("DA 8.5")))
            e.ending += QStringLiteral(" Every attacking army died, so a ship goes ashore as an army (DA 8.5).");
        if (sticky)
            e.ending += QStringLiteral(" The survivors make %1 sticky.").arg(b.to);
    } else if (b.rules.contains(QStringLiteral("RC-EMPCAPTURE")) && def.armies == 0 && att.total() > 0) {
        e.ending = QStringLiteral("No defending army is left, but %1 do not exceed %2's population %3: no capture, "
                                  "the survivors go back to %4 (RC-EMPCAPTURE).")
                       .arg(plural(att.armies, "surviving army", "surviving armies"), b.to).arg(b.population).arg(b.from);
    } else if (b.rules.contains(QStringLiteral("RC-STALL"))) {
        e.ending = QStringLiteral("Round %1 killed nothing: the assault is beaten off (RC-STALL); %2 go back to %3.")
                       .arg(b.rounds.size()).arg(survivors, b.from);
    } else if (att.total() == 0) {
        e.ending = b.defender.isEmpty() ? QStringLiteral("Every attacker died: %1 stays neutral.").arg(b.to)
                                        : QStringLiteral("Every attacker died: %1 keeps %2.").arg(b.defender, b.to);
    } else {
        e.ending = QStringLiteral("%1 holds with %2; %3's survivors (%4) go back to %5.")
                       .arg(b.to, plural(def.armies, "army", "armies"), b.attacker, survivors, b.from);
    }
    if (!b.won && sticky && att.total() > 0)
        e.ending += QStringLiteral(" The survivors make %1 sticky.").arg(b.from);
}

} // namespace

QString fractionText(int divisor)
{
    if (divisor == 2)
        return QStringLiteral("½");
    if (divisor == 3)
        return QStringLiteral("⅓");
    return QStringLiteral("1/%1").arg(divisor);
}

BattleExplanation explainBattle(const Battle &b)
{
    BattleExplanation e;
    if (b.kind == u"sea")
        explainSea(b, e);
    else
        explainLand(b, e);
    QStringList references;
    for (const QString &id : b.rules) {
        if (id.startsWith(u"RC-"))
            e.rules.append(ruleChoiceText(id, b.options));
        else
            references.append(id);
    }
    if (!references.isEmpty())
        e.rules.prepend(QStringLiteral("Rules: ") + references.join(QStringLiteral(", ")));
    return e;
}

QString BattleExplanation::toText(int indent) const
{
    const QString pad(indent, u' ');
    QString s = pad + title + u'\n';
    s += pad + QStringLiteral("  Attacker: ") + attackerBrings + u'\n';
    s += pad + QStringLiteral("  Defender: ") + defenderBrings + u'\n';
    for (const QString &line : before)
        s += pad + QStringLiteral("  ") + line + u'\n';
    for (int i = 0; i < rounds.size(); ++i) {
        s += pad + QStringLiteral("  Round %1: %2\n").arg(i + 1).arg(rounds[i].strengths);
        s += pad + QStringLiteral("    ") + rounds[i].defenderLoss + u'\n';
        s += pad + QStringLiteral("    ") + rounds[i].attackerLoss + u'\n';
    }
    s += pad + QStringLiteral("  ") + ending + u'\n';
    for (const QString &line : rules)
        s += pad + QStringLiteral("  ") + line + u'\n';
    return s;
}

} // namespace adj
