#include "report/BattleText.h"

#include "ruleset/RuleChoices.h"


#include <array>
#include <utility>

namespace adj {

namespace {

enum class Unit { Army, Ship, Fort, DefendingArmy, DefendingShip, SurvivingArmy };

struct UnitWords {
    const char *one, *many, *numerus;
};

const UnitWords kUnits[] = {
    {"army", "armies", QT_TRANSLATE_N_NOOP("adj::Core", "%n army(s)")},
    {"ship", "ships", QT_TRANSLATE_N_NOOP("adj::Core", "%n ship(s)")},
    {"fort", "forts", QT_TRANSLATE_N_NOOP("adj::Core", "%n fort(s)")},
    {"defending army", "defending armies", QT_TRANSLATE_N_NOOP("adj::Core", "%n defending army(s)")},
    {"defending ship", "defending ships", QT_TRANSLATE_N_NOOP("adj::Core", "%n defending ship(s)")},
    {"surviving army", "surviving armies", QT_TRANSLATE_N_NOOP("adj::Core", "%n surviving army(s)")},
};

// The battle's words: English, as the files keep them, or the user's language.
struct Words {
    Lang lang = Lang::English;
    QString operator()(const char *key) const { return coreWord(lang, key); }
    // "1 army", "3 armies".
    QString count(qint64 n, Unit unit) const
    {
        const UnitWords &u = kUnits[int(unit)];
        if (lang == Lang::Translated) {
            const QString t = lang.translate(u.numerus, int(n));
            if (!t.contains(u"(s)"))
                return t;
        }
        return QStringLiteral("%1 %2").arg(n).arg(QLatin1String(n == 1 ? u.one : u.many));
    }
};

// The defending side: its nation, or the neutral area itself.
QString side(const Words &w, const Battle &b)
{
    return b.defender.isEmpty() ? w(QT_TRANSLATE_NOOP("adj::Core", "neutral %1")).arg(b.to) : b.defender;
}

// A loss before rounding, whole + rest/divisor, as a whole number and a
// vulgar fraction: 10, 4½, 3⅔.
QString exactText(const Loss &l, int divisor)
{
    if (l.exactRest == 0)
        return QString::number(l.exactWhole);
    QString part;
    if (divisor == 2)
        part = QStringLiteral("½");
    else if (divisor == 3)
        part = l.exactRest == 1 ? QStringLiteral("⅓") : QStringLiteral("⅔");
    else
        part = QStringLiteral(" %1/%2").arg(l.exactRest).arg(divisor);
    return l.exactWhole ? QString::number(l.exactWhole) + part : part;
}

// "1 army and 2 ships", "2 ships", "nothing".
QString lostText(const Words &w, const Lost &l)
{
    QStringList parts;
    if (l.armies)
        parts.append(w.count(l.armies, Unit::Army));
    if (l.ships)
        parts.append(w.count(l.ships, Unit::Ship));
    return parts.isEmpty() ? w(QT_TRANSLATE_NOOP("adj::Core", "nothing")) : parts.join(u' ' + w(QT_TRANSLATE_NOOP("adj::Core", "and")) + u' ');
}

// "the 2 ships and 0 armies there", "the 3 armies there".
QString thereText(const Words &w, const Units &there, bool hasShips)
{
    return hasShips ? w(QT_TRANSLATE_NOOP("adj::Core", "the %1 and %2 there")).arg(w.count(there.ships, Unit::Ship), w.count(there.armies, Unit::Army))
                    : w(QT_TRANSLATE_NOOP("adj::Core", "the %1 there")).arg(w.count(there.armies, Unit::Army));
}

// "GWY loses ½·11 + ½·(11 − 2) = 10, capped at the 2 ships and 0 armies there → 2 ships":
// the record's numbers of one side's loss in a round.
QString lossText(const Words &w, const Battle &b, const QString &who, const Loss &l, bool hasShips, const Lost &lost)
{
    const QString f = fractionText(b.divisor);
    QString s = w(QT_TRANSLATE_NOOP("adj::Core", "%1 loses %2·%3")).arg(who, f).arg(l.other);
    if (l.difference)
        s += w(QT_TRANSLATE_NOOP("adj::Core", " + %1·(%2 − %3)")).arg(f).arg(l.other).arg(l.own);
    s += QStringLiteral(" = ") + exactText(l, b.divisor);
    // Name the rounding where it changed a number (RC-ROUND).
    if (l.rounding == Loss::Rounded::EachTerm)
        s += w(QT_TRANSLATE_NOOP("adj::Core", ", each term rounded down: %1 + %2 = %3"))
                 .arg(l.otherTerm).arg(l.differenceTerm).arg(l.rounded);
    else if (l.rounding == Loss::Rounded::Sum)
        s += w(QT_TRANSLATE_NOOP("adj::Core", ", rounded down to %1")).arg(l.rounded);
    if (l.capped)
        s += w(QT_TRANSLATE_NOOP("adj::Core", ", capped at %1")).arg(thereText(w, l.there, hasShips));
    s += QStringLiteral(" → ") + lostText(w, lost);
    if (l.there.armies > 0 && l.there.ships > 0 && lost.total() > 0)
        s += w(QT_TRANSLATE_NOOP("adj::Core", " (armies die first)"));
    return s;
}

// The rule that decided the battle (the first of its references), as players cite it.
QString reference(const Battle &b)
{
    return ruleReferenceText(b.rules.value(0));
}

void explainSea(const Words &w, const Battle &b, BattleExplanation &e)
{
    e.title = w(QT_TRANSLATE_NOOP("adj::Core", "Sea battle in %1: %2 from %3 against %4")).arg(b.to, b.attacker, b.from, side(w, b));
    auto brings = [&w](int ships, int armies, int strength) {
        return w(QT_TRANSLATE_NOOP("adj::Core", "%1 and %2 aboard = %3"))
            .arg(w.count(ships, Unit::Ship), w.count(armies, Unit::Army)).arg(strength);
    };
    e.attackerBrings = brings(b.seaborneShips, b.attackers, b.attackStrength);
    e.defenderBrings = brings(b.defendingShips, b.defendingArmies, b.defenceStrength);
    for (const Round &r : b.rounds) {
        BattleExplanation::RoundText t;
        t.strengths = w(QT_TRANSLATE_NOOP("adj::Core", "%1 %2 against %3 %4")).arg(b.attacker).arg(r.a).arg(side(w, b)).arg(r.d);
        t.defenderLoss = lossText(w, b, side(w, b), r.defender, b.defenderHasShips, r.dLost);
        t.attackerLoss = lossText(w, b, b.attacker, r.attacker, b.attackerHasShips, r.aLost);
        e.rounds.append(t);
    }
    const Units &att = b.attackerLeft;
    if (b.won)
        e.ending = w(QT_TRANSLATE_NOOP("adj::Core", "%1's ships are wiped out: %2's %3 and %4 move into %5 and take it (%6)."))
                       .arg(side(w, b), b.attacker, w.count(att.ships, Unit::Ship),
                            w.count(att.armies, Unit::Army), b.to, reference(b));
    else if (b.defenderLeft.ships > 0)
        e.ending = w(QT_TRANSLATE_NOOP("adj::Core", "%1 survived: %2 gives up and its survivors stay in %3 (%4)."))
                       .arg(w.count(b.defenderLeft.ships, Unit::DefendingShip), b.attacker, b.from, reference(b));
    else
        e.ending = w(QT_TRANSLATE_NOOP("adj::Core", "Both fleets are destroyed: %1 stays %2's, empty (%3).")).arg(b.to, side(w, b), reference(b));
}

void explainLand(const Words &w, const Battle &b, BattleExplanation &e)
{
    e.title = b.defender.isEmpty()
        ? w(QT_TRANSLATE_NOOP("adj::Core", "%1 battle: %2 from %3 into neutral %4")).arg(b.kind.toUpper(), b.attacker, b.from, b.to)
        : w(QT_TRANSLATE_NOOP("adj::Core", "%1 battle: %2 from %3 into %4 against %5")).arg(b.kind.toUpper(), b.attacker, b.from, b.to, b.defender);
    e.attackerBrings = w.count(b.attackers, Unit::Army);
    if (b.seaborneShips)
        e.attackerBrings += w(QT_TRANSLATE_NOOP("adj::Core", " and the %1 in %2 (seaborne)")).arg(w.count(b.seaborneShips, Unit::Ship), b.from);
    e.defenderBrings = w(QT_TRANSLATE_NOOP("adj::Core", "%1, %2 population, %3"))
                           .arg(w.count(b.defendersBefore, Unit::Army)).arg(b.population)
                           .arg(w.count(b.forts, Unit::Fort));
    if (b.cityBonus)
        e.defenderBrings += w(QT_TRANSLATE_NOOP("adj::Core", ", city bonus %1")).arg(b.cityBonus);
    if (!b.retreatedTo.isEmpty())
        e.before.append(w(QT_TRANSLATE_NOOP("adj::Core", "Before the battle %1 retreated from %2 to %3 (retreat mode, %4); "
                                                          "the battle is fought against what stays: population, forts and city bonus."))
                            .arg(w.count(b.retreated, Unit::DefendingArmy), b.to, b.retreatedTo, ruleReferenceText(QStringLiteral("DA 3.11"))));
    const bool ambush = b.rules.contains(QStringLiteral("RC-AMBUSH"));
    if (ambush)
        e.before.append(w(QT_TRANSLATE_NOOP("adj::Core", "%1 ambushes attacks from %2: %3's losses count the defence × %4 (%5)."))
                            .arg(b.to, b.from, b.attacker).arg(b.ambushFactor).arg(ruleReferenceText(QStringLiteral("DA 3.13"))));

    for (const Round &r : b.rounds) {
        BattleExplanation::RoundText t;
        const Units &att = r.attacker.there;
        QString attack = w.count(att.armies, Unit::Army);
        if (b.attackerHasShips)
            attack += QStringLiteral(" + ") + w.count(att.ships, Unit::Ship);
        QString defence = w(QT_TRANSLATE_NOOP("adj::Core", "%1 + %2 population + %3")).arg(w.count(r.defender.there.armies, Unit::Army)).arg(b.population)
                              .arg(w.count(b.forts, Unit::Fort));
        if (b.cityBonus)
            defence += w(QT_TRANSLATE_NOOP("adj::Core", " + %1 city bonus")).arg(b.cityBonus);
        t.strengths = w(QT_TRANSLATE_NOOP("adj::Core", "attack %1 = %2 against defence %3 = %4")).arg(attack).arg(r.a).arg(defence).arg(r.d);
        if (ambush)
            t.strengths += w(QT_TRANSLATE_NOOP("adj::Core", "; ambush: %1 × %2 = %3 against the attacker")).arg(r.d).arg(b.ambushFactor).arg(r.attacker.other);
        t.defenderLoss = lossText(w, b, side(w, b), r.defender, b.defenderHasShips, r.dLost);
        t.attackerLoss = lossText(w, b, b.attacker, r.attacker, b.attackerHasShips, r.aLost);
        e.rounds.append(t);
    }

    const Units &att = b.attackerLeft;
    const QString survivors = b.attackerHasShips
        ? w(QT_TRANSLATE_NOOP("adj::Core", "%1 and %2")).arg(w.count(att.armies, Unit::Army), w.count(att.ships, Unit::Ship))
        : w.count(att.armies, Unit::Army);
    if (b.won) {
        e.ending = w(QT_TRANSLATE_NOOP("adj::Core", "No defending army is left and %1 %2: %3 takes %4 (%5)."))
                       .arg(survivors, att.total() == 1 ? w(QT_TRANSLATE_NOOP("adj::Core", "survives")) : w(QT_TRANSLATE_NOOP("adj::Core", "survive")),
                            b.attacker, b.to, reference(b));
        if (b.rules.contains(QStringLiteral("DA 8.5")))
            e.ending += w(QT_TRANSLATE_NOOP("adj::Core", " Every attacking army died, so a ship goes ashore as an army (%1)."))
                            .arg(ruleReferenceText(QStringLiteral("DA 8.5")));
        if (b.stickySurvivors)
            e.ending += w(QT_TRANSLATE_NOOP("adj::Core", " Nothing may move out of %1 again this turn (the survivors are sticky).")).arg(b.to);
    } else if (b.rules.contains(QStringLiteral("RC-EMPCAPTURE")) && b.defenderLeft.armies == 0 && att.total() > 0) {
        e.ending = w(QT_TRANSLATE_NOOP("adj::Core", "No defending army is left, but %1 do not exceed %2's population %3: "
                                                   "no capture, the survivors go back to %4."))
                       .arg(w.count(att.armies, Unit::SurvivingArmy), b.to).arg(b.population).arg(b.from);
    } else if (b.rules.contains(QStringLiteral("RC-STALL"))) {
        e.ending = w(QT_TRANSLATE_NOOP("adj::Core", "Round %1 killed nothing: the assault is beaten off; %2 go back to %3."))
                       .arg(b.rounds.size()).arg(survivors, b.from);
    } else if (att.total() == 0) {
        e.ending = b.defender.isEmpty() ? w(QT_TRANSLATE_NOOP("adj::Core", "Every attacker died: %1 stays neutral.")).arg(b.to)
                                        : w(QT_TRANSLATE_NOOP("adj::Core", "Every attacker died: %1 keeps %2.")).arg(b.defender, b.to);
    } else {
        e.ending = w(QT_TRANSLATE_NOOP("adj::Core", "%1 holds with %2; %3's survivors (%4) go back to %5."))
                       .arg(b.to, w.count(b.defenderLeft.armies, Unit::Army), b.attacker, survivors, b.from);
    }
    if (!b.won && b.stickySurvivors && att.total() > 0)
        e.ending += w(QT_TRANSLATE_NOOP("adj::Core", " Nothing may move out of %1 again this turn (the survivors are sticky).")).arg(b.from);
}

} // namespace

QString ruleReferenceText(const QString &id)
{
    // The step log cites a rule as docs/rules.md does: "seed 001" and "seed 002"
    // are texts of the Dark Age rulebook, "DA" its short name, "seed 000" a
    // text of the Empires rulebook. Players know the rulebooks by their titles.
    static const std::array<std::pair<QLatin1StringView, QLatin1StringView>, 4> books = {{
        {QLatin1StringView("seed 000 "), QLatin1StringView("Empires ")},
        {QLatin1StringView("seed 001 "), QLatin1StringView("Dark Age ")},
        {QLatin1StringView("seed 002 "), QLatin1StringView("Dark Age ")},
        {QLatin1StringView("DA "), QLatin1StringView("Dark Age ")},
    }};
    for (const auto &[prefix, book] : books)
        if (id.startsWith(prefix))
            return QString(book) + id.mid(prefix.size());
    return id;
}

QString fractionText(int divisor)
{
    if (divisor == 2)
        return QStringLiteral("½");
    if (divisor == 3)
        return QStringLiteral("⅓");
    return QStringLiteral("1/%1").arg(divisor);
}

BattleExplanation explainBattle(const Battle &b, Lang lang)
{
    const Words w{lang};
    BattleExplanation e;
    e.lang = lang;
    if (b.kind == u"sea")
        explainSea(w, b, e);
    else
        explainLand(w, b, e);
    QStringList references;
    for (const QString &id : b.rules) {
        if (!id.startsWith(u"RC-")) {
            references.append(ruleReferenceText(id));
            continue;
        }
        const QString key = ruleChoiceKey(id);
        e.rules.append(ruleChoiceInWords(key, b.options.value(key), lang));
        e.choices.append(QStringLiteral("%1 %2 = %3").arg(id, key, ruleChoiceValueName(b.options.value(key))));
    }
    if (!references.isEmpty())
        e.rules.prepend(w(QT_TRANSLATE_NOOP("adj::Core", "Rules:")) + u' ' + references.join(QStringLiteral(", ")));
    return e;
}

QString BattleExplanation::toText(int indent) const
{
    const Words w{lang};
    const QString pad(indent, u' ');
    const QString item = pad + QStringLiteral("  ");
    QString s = pad + title + u'\n';
    s += item + w(QT_TRANSLATE_NOOP("adj::Core", "Attacker:")) + u' ' + attackerBrings + u'\n';
    s += item + w(QT_TRANSLATE_NOOP("adj::Core", "Defender:")) + u' ' + defenderBrings + u'\n';
    for (const QString &line : before)
        s += item + line + u'\n';
    for (int i = 0; i < rounds.size(); ++i) {
        s += item + w(QT_TRANSLATE_NOOP("adj::Core", "Round %1:")).arg(i + 1) + u' ' + rounds[i].strengths + u'\n';
        s += item + QStringLiteral("  ") + rounds[i].defenderLoss + u'\n';
        s += item + QStringLiteral("  ") + rounds[i].attackerLoss + u'\n';
    }
    s += item + ending + u'\n';
    for (const QString &line : rules)
        s += item + line + u'\n';
    return s;
}

} // namespace adj
