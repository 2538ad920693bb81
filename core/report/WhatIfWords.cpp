#include "report/WhatIfWords.h"

#include "model/FieldWords.h"
#include "report/BattleText.h"
#include "report/Report.h"
#include "ruleset/RuleChoices.h"

namespace adj {

namespace {

// A value of a field in words: a neutral owner, "none", a mode in words, codes.
QString valueWords(const QString &field, const QJsonValue &v, Lang lang)
{
    if ((v.isNull() || v.isUndefined()) && field == u"owner")
        return coreWord(lang, "neutral");
    const QString text = changeValueText(v, coreWord(lang, "none"));
    return field == u"mode" ? reportWord(lang, text) : text;
}

QString placeWords(Change::Target target, const QString &key, const Game &game, Lang lang)
{
    if (target == Change::Target::Area)
        if (const Area *a = game.area(key); a && !a->name.isEmpty())
            return QStringLiteral("%1 (%2)").arg(key, a->name);
    if (target == Change::Target::Nation)
        if (const Nation *n = game.nation(key); n && !n->name.isEmpty())
            return QStringLiteral("%1 (%2)").arg(key, n->name);
    return target == Change::Target::Game ? coreWord(lang, "game") : key;
}

// "attack 3 against 2, the attacker lost 1 and the defender 2", a round each.
QString roundsWords(const Battle &b, Lang lang)
{
    QStringList rounds;
    for (qsizetype i = 0; i < b.rounds.size(); ++i) {
        const Round &r = b.rounds[i];
        const QString round = coreWord(lang, QT_TRANSLATE_NOOP("adj::Core", "attack %1 against %2, the attacker lost %3 and the defender %4"))
                                  .arg(r.a).arg(r.d).arg(r.aLoss).arg(r.dLoss);
        rounds.append(b.rounds.size() == 1 ? round
                                           : coreWord(lang, QT_TRANSLATE_NOOP("adj::Core", "round %1: %2")).arg(i + 1).arg(round));
    }
    return rounds.join(QStringLiteral("; "));
}

// What one side's step did, without its changes: the battle, or the outcome and why.
QString outcomeWords(const Step &s, Lang lang)
{
    if (s.battle)
        return (s.battle->won ? coreWord(lang, QT_TRANSLATE_NOOP("adj::Core", "the battle was won (%1)"))
                              : coreWord(lang, QT_TRANSLATE_NOOP("adj::Core", "the attack was beaten off (%1)")))
            .arg(roundsWords(*s.battle, lang));
    const QString outcome = reportWord(lang, s.outcome);
    return s.reason.isEmpty() ? outcome : QStringLiteral("%1: %2").arg(outcome, trCore(s.reason, lang));
}

QString changesWords(const Step &s, Lang lang)
{
    if (s.changes.isEmpty())
        return coreWord(lang, QT_TRANSLATE_NOOP("adj::Core", "changing nothing"));
    QStringList changes;
    for (const Change &c : s.changes)
        changes.append(coreWord(lang, QT_TRANSLATE_NOOP("adj::Core", "%1 %2 from %3 to %4"))
                           .arg(c.target == Change::Target::Game ? coreWord(lang, "game") : c.key, fieldWord(c.field, lang),
                                valueWords(c.field, c.from, lang), valueWords(c.field, c.to, lang)));
    return coreWord(lang, QT_TRANSLATE_NOOP("adj::Core", "changing %1")).arg(changes.join(QStringLiteral(", ")));
}

// "NOR MOVE ORG TGT 3", or "end of turn: dispersal NOR".
QString actionWords(const Step &s, Lang lang)
{
    if (!s.phase.isEmpty())
        return coreWord(lang, QT_TRANSLATE_NOOP("adj::Core", "end of turn: %1"))
            .arg(reportWord(lang, s.phase) + (s.nation.isEmpty() ? QString() : u' ' + s.nation));
    return s.nation + u' ' + (s.order.isEmpty() ? coreWord(lang, QT_TRANSLATE_NOOP("adj::Core", "(nothing)")) : s.order);
}

// "Step 1, NOR MOVE ORG TGT 3 — as resolved: …; under the other reading: …."
// Where the two sides are other actions (other orders), each side names its own.
QString stepSentence(const StepDifference &d, const QString &other, Lang lang)
{
    const QString none = coreWord(lang, QT_TRANSLATE_NOOP("adj::Core", "no such step"));
    QString a = d.a ? outcomeWords(*d.a, lang) : none;
    QString b = d.b ? outcomeWords(*d.b, lang) : none;
    QString title = coreWord(lang, QT_TRANSLATE_NOOP("adj::Core", "Step %1")).arg(d.step);
    if (!d.a || !d.b) {
        title = QStringLiteral("%1, %2").arg(title, actionWords(d.a ? *d.a : *d.b, lang));
    } else if (actionWords(*d.a, lang) != actionWords(*d.b, lang)) {
        a = QStringLiteral("%1, %2").arg(actionWords(*d.a, lang), a);
        b = QStringLiteral("%1, %2").arg(actionWords(*d.b, lang), b);
    } else {
        title = QStringLiteral("%1, %2").arg(title, actionWords(*d.a, lang));
        if (a == b) { // the same action with the same outcome: what it changed differs
            a = QStringLiteral("%1, %2").arg(a, changesWords(*d.a, lang));
            b = QStringLiteral("%1, %2").arg(b, changesWords(*d.b, lang));
        }
    }
    return coreWord(lang, QT_TRANSLATE_NOOP("adj::Core", "%1 — as resolved: %2; %3: %4.")).arg(title, a, other, b);
}

// Under a sentence whose battles differ, each side's losses as arithmetic
// (report/BattleText.h), the lines that show what the reading changed:
// "As resolved: MER loses ½·3 + ½·(3 − 2) = 2 → 2 armies; NOR loses …".
QString battleLines(const StepDifference &d, const QStringList &sides, Lang lang)
{
    QString out;
    const std::optional<Step> *steps[] = {&d.a, &d.b};
    for (int i = 0; i < 2; ++i) {
        const std::optional<Step> &s = *steps[i];
        if (!s || !s->battle)
            continue;
        QStringList losses;
        for (const BattleExplanation::RoundText &r : explainBattle(*s->battle, lang).rounds)
            losses << r.defenderLoss << r.attackerLoss;
        out += QStringLiteral("\n  %1: %2").arg(sides[i], losses.join(QStringLiteral("; ")));
    }
    return out;
}

QString readingWords(const QJsonObject &changes, const Options &options, const QString &other, AlsoDiffers also, Lang lang)
{
    QStringList reading;
    for (auto it = changes.begin(); it != changes.end(); ++it)
        reading.append(coreWord(lang, QT_TRANSLATE_NOOP("adj::Core", "%1 — as resolved: %2; %3: %4."))
                           .arg(ruleChoiceName(it.key(), lang), ruleChoiceValue(it.key(), options.value(it.key()), lang), other,
                                ruleChoiceValue(it.key(), it.value(), lang)));
    const bool ruling = also == AlsoDiffers::Ruling;
    if (reading.isEmpty())
        reading.append(ruling ? coreWord(lang, QT_TRANSLATE_NOOP("adj::Core", "Only the ruling about the message differs; the rule choices are the game's."))
                              : coreWord(lang, QT_TRANSLATE_NOOP("adj::Core", "Only the orders differ; the rule choices are the game's.")));
    else if (also == AlsoDiffers::Orders)
        reading.append(coreWord(lang, QT_TRANSLATE_NOOP("adj::Core", "The orders differ too.")));
    else if (ruling)
        reading.append(coreWord(lang, QT_TRANSLATE_NOOP("adj::Core", "The ruling about the message differs too.")));
    return reading.join(u' ');
}

// Each line of `rows` with its cells padded to the widest of their column.
QString alignedText(const QList<QStringList> &rows)
{
    QList<qsizetype> widths;
    for (const QStringList &row : rows)
        for (qsizetype i = 0; i < row.size(); ++i) {
            if (widths.size() <= i)
                widths.append(0);
            widths[i] = std::max(widths[i], row[i].size());
        }
    QString out;
    for (const QStringList &row : rows) {
        QString line;
        for (qsizetype i = 0; i < row.size(); ++i)
            line += i + 1 < row.size() ? row[i].leftJustified(widths[i] + 2) : row[i];
        out += line + u'\n';
    }
    return out;
}

} // namespace

WhatIfWords comparisonWords(const Comparison &c, const Game &game, const QJsonObject &changes, const Options &options,
                            AlsoDiffers also, Lang lang)
{
    WhatIfWords w;
    // The other side named by what makes it other, in the steps and the table's column.
    const bool reading = !changes.isEmpty(), ruling = also == AlsoDiffers::Ruling;
    QString column;
    if (reading && ruling) {
        w.other = coreWord(lang, QT_TRANSLATE_NOOP("adj::Core", "under the other reading and ruling"));
        column = coreWord(lang, QT_TRANSLATE_NOOP("adj::Core", "Under the other reading and ruling"));
    } else if (reading) {
        w.other = coreWord(lang, QT_TRANSLATE_NOOP("adj::Core", "under the other reading"));
        column = coreWord(lang, QT_TRANSLATE_NOOP("adj::Core", "Under the other reading"));
    } else if (ruling) {
        w.other = coreWord(lang, QT_TRANSLATE_NOOP("adj::Core", "under the other ruling"));
        column = coreWord(lang, QT_TRANSLATE_NOOP("adj::Core", "Under the other ruling"));
    } else {
        w.other = coreWord(lang, QT_TRANSLATE_NOOP("adj::Core", "with the changed orders"));
        column = coreWord(lang, QT_TRANSLATE_NOOP("adj::Core", "With the changed orders"));
    }
    w.reading = readingWords(changes, options, w.other, also, lang);
    w.summary = !c.firstDifference
        ? coreWord(lang, QT_TRANSLATE_NOOP("adj::Core", "Nothing differs: the turn comes out the same."))
        : coreWord(lang, QT_TRANSLATE_NOOP("adj::Core", "First difference: step %1. Steps that differ: %2. Differences in the next turn: %3."))
              .arg(*c.firstDifference).arg(c.steps.size()).arg(c.state.size());
    w.columns = {coreWord(lang, QT_TRANSLATE_NOOP("adj::Core", "Area or nation")), coreWord(lang, QT_TRANSLATE_NOOP("adj::Core", "What")),
                 coreWord(lang, QT_TRANSLATE_NOOP("adj::Core", "As resolved")), column};
    for (const StepDifference &d : c.steps) {
        const bool battlesDiffer = (d.a && d.a->battle) != (d.b && d.b->battle)
                                   || (d.a && d.b && d.a->battle && *d.a->battle != *d.b->battle);
        w.steps.append(stepSentence(d, w.other, lang) + (battlesDiffer ? battleLines(d, w.columns.mid(2), lang) : QString()));
    }
    for (const StateDifference &d : c.state)
        w.state.append({placeWords(d.target, d.key, game, lang), fieldWord(d.field, lang), valueWords(d.field, d.a, lang),
                        valueWords(d.field, d.b, lang)});
    return w;
}

QString WhatIfWords::toText() const
{
    QString out = reading + u'\n' + summary + u'\n';
    if (!steps.isEmpty())
        out += u'\n' + steps.join(QStringLiteral("\n\n")) + u'\n';
    if (state.isEmpty())
        return out;
    QList<QStringList> rows{columns};
    for (const WhatIfRow &r : state)
        rows.append({r.where, r.what, r.a, r.b});
    return out + u'\n' + alignedText(rows);
}

} // namespace adj
