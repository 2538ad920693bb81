#include "report/WhatIfText.h"

#include "model/GameJson.h"
#include "report/BattleText.h"
#include "report/Report.h"

namespace adj {

namespace {

QString valueText(const QJsonValue &v)
{
    return v.isUndefined() ? QStringLiteral("-") : QString::fromUtf8(inlineJson(v));
}

// A battle on one line: won or lost, and each round's strengths and losses.
QString battleSummary(const Battle &b, Lang lang)
{
    QStringList rounds;
    for (const Round &r : b.rounds)
        rounds.append(coreWord(lang, QT_TRANSLATE_NOOP("adj::Core", "%1:%2 loses %3/%4")).arg(r.a).arg(r.d).arg(r.aLoss).arg(r.dLoss));
    return (b.won ? coreWord(lang, QT_TRANSLATE_NOOP("adj::Core", "battle won (%1)"))
                  : coreWord(lang, QT_TRANSLATE_NOOP("adj::Core", "battle lost (%1)")))
        .arg(rounds.join(QStringLiteral(", ")));
}

// One side of a differing step, on one line: outcome, reason, battle, changes.
QString stepSummary(const std::optional<Step> &s, Lang lang)
{
    if (!s)
        return coreWord(lang, QT_TRANSLATE_NOOP("adj::Core", "(no such step)"));
    QStringList parts{reportWord(lang, s->outcome)};
    if (!s->reason.isEmpty())
        parts.append(trCore(s->reason, lang));
    if (s->battle)
        parts.append(battleSummary(*s->battle, lang));
    QStringList changes;
    for (const Change &c : s->changes)
        changes.append(QStringLiteral("%1.%2 %3→%4").arg(c.target == Change::Target::Game ? QStringLiteral("game") : c.key,
                                                          c.field, valueText(c.from), valueText(c.to)));
    if (!changes.isEmpty())
        parts.append(changes.join(QStringLiteral(", ")));
    return parts.join(QStringLiteral("; "));
}

// A battle's losses as arithmetic, one line each, under a side's summary: the
// lines that show what the other reading changed.
QString battleLines(const std::optional<Step> &s, Lang lang)
{
    QString out;
    if (!s || !s->battle)
        return out;
    const BattleExplanation e = explainBattle(*s->battle, lang);
    for (const BattleExplanation::RoundText &r : e.rounds)
        out += QStringLiteral("       %1\n       %2\n").arg(r.defenderLoss, r.attackerLoss);
    return out;
}

// "a: the turn as given; b: …": the rule choices of side b, or the orders.
QString readingLine(const QJsonObject &changes, const Options &options, Lang lang)
{
    const QString reading = readingText(changes, options);
    return coreWord(lang, QT_TRANSLATE_NOOP("adj::Core", "a: the turn as given; b: %1"))
               .arg(reading.isEmpty() ? coreWord(lang, QT_TRANSLATE_NOOP("adj::Core", "with the orders changed")) : reading)
        + u'\n';
}

// "n steps differ:" and each differing step on both sides.
QString stepsText(const Comparison &c, Lang lang)
{
    QString s = (c.steps.size() == 1 ? coreWord(lang, QT_TRANSLATE_NOOP("adj::Core", "1 step differs:"))
                                     : coreWord(lang, QT_TRANSLATE_NOOP("adj::Core", "%1 steps differ:")).arg(c.steps.size()))
        + u'\n';
    for (const StepDifference &d : c.steps)
        s += QStringLiteral("  %1\n    a: %2\n%3    b: %4\n%5")
                 .arg(stepTitleText(d, lang), stepSummary(d.a, lang), battleLines(d.a, lang), stepSummary(d.b, lang), battleLines(d.b, lang));
    return s;
}

} // namespace

QString comparisonText(const Comparison &c, const QJsonObject &changes, const Options &options, Lang lang)
{
    return readingLine(changes, options, lang) + comparisonBody(c, lang);
}

QString readingText(const QJsonObject &changes, const Options &options)
{
    QStringList reading;
    for (auto it = changes.begin(); it != changes.end(); ++it)
        reading.append(QStringLiteral("%1 %2 → %3").arg(it.key(), valueText(options.value(it.key())), valueText(it.value())));
    return reading.join(QStringLiteral(", "));
}

QString comparisonBody(const Comparison &c, Lang lang)
{
    if (!c.firstDifference)
        return coreWord(lang, QT_TRANSLATE_NOOP("adj::Core", "no step and nothing in the next turn differs")) + u'\n';
    QString s = coreWord(lang, QT_TRANSLATE_NOOP("adj::Core", "first difference: step %1")).arg(*c.firstDifference) + u'\n';
    s += stepsText(c, lang);
    if (c.state.isEmpty())
        return s + coreWord(lang, QT_TRANSLATE_NOOP("adj::Core", "the next turn's game is the same")) + u'\n';
    s += (c.state.size() == 1 ? coreWord(lang, QT_TRANSLATE_NOOP("adj::Core", "next turn, 1 difference:"))
                              : coreWord(lang, QT_TRANSLATE_NOOP("adj::Core", "next turn, %1 differences:")).arg(c.state.size()))
        + u'\n';
    return s + stateLines(c.state, QStringLiteral("a"), QStringLiteral("b"));
}

QString stateLines(const QList<StateDifference> &state, const QString &a, const QString &b)
{
    QString s;
    for (const StateDifference &d : state)
        s += QStringLiteral("  %1: %2 %3, %4 %5\n").arg(d.path, a, valueText(d.a), b, valueText(d.b));
    return s;
}

QString stepTitleText(const StepDifference &d, Lang lang)
{
    const Step &s = d.a ? *d.a : *d.b;
    if (!s.phase.isEmpty())
        return coreWord(lang, QT_TRANSLATE_NOOP("adj::Core", "step %1 (%2%3)"))
            .arg(d.step).arg(reportWord(lang, s.phase), s.nation.isEmpty() ? QString() : u' ' + s.nation);
    // Other orders on the two sides (a message's ruling): both.
    const QString order = d.a && d.b && d.a->order != d.b->order ? QStringLiteral("%1 → %2").arg(d.a->order, d.b->order) : s.order;
    return coreWord(lang, QT_TRANSLATE_NOOP("adj::Core", "step %1 (%2 slot %3: %4)"))
        .arg(d.step).arg(s.nation, s.slot ? QString::number(*s.slot) : QStringLiteral("-"), order);
}

} // namespace adj
