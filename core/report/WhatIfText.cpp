#include "report/WhatIfText.h"

#include "model/GameJson.h"
#include "report/BattleText.h"

namespace adj {

namespace {

QString valueText(const QJsonValue &v)
{
    return v.isUndefined() ? QStringLiteral("-") : QString::fromUtf8(inlineJson(v));
}

// One side of a differing step, on one line: outcome, reason, battle, changes.
QString stepSummary(const std::optional<Step> &s)
{
    if (!s)
        return QStringLiteral("(no such step)");
    QStringList parts{s->outcome};
    if (!s->reason.isEmpty())
        parts.append(s->reason);
    if (s->battle) {
        QStringList rounds;
        for (const Round &r : s->battle->rounds)
            rounds.append(QStringLiteral("%1:%2 loses %3/%4").arg(r.a).arg(r.d).arg(r.aLoss).arg(r.dLoss));
        parts.append(QStringLiteral("battle %1 (%2)").arg(s->battle->won ? QStringLiteral("won") : QStringLiteral("lost"),
                                                          rounds.join(QStringLiteral(", "))));
    }
    QStringList changes;
    for (const Change &c : s->changes)
        changes.append(QStringLiteral("%1.%2 %3→%4").arg(c.target == Change::Target::Game ? QStringLiteral("game") : c.key,
                                                          c.field, valueText(c.from), valueText(c.to)));
    if (!changes.isEmpty())
        parts.append(changes.join(QStringLiteral(", ")));
    return parts.join(QStringLiteral("; "));
}

QString stepTitle(const StepDifference &d)
{
    const Step &s = d.a ? *d.a : *d.b;
    if (!s.phase.isEmpty())
        return QStringLiteral("step %1 (%2%3)").arg(d.step).arg(s.phase, s.nation.isEmpty() ? QString() : u' ' + s.nation);
    return QStringLiteral("step %1 (%2 slot %3: %4)")
        .arg(d.step).arg(s.nation, s.slot ? QString::number(*s.slot) : QStringLiteral("-"), s.order);
}

// A battle's losses as arithmetic, one line each, under a side's summary: the
// lines that show what the other reading changed.
QString battleLines(const std::optional<Step> &s)
{
    QString out;
    if (!s || !s->battle)
        return out;
    const BattleExplanation e = explainBattle(*s->battle);
    for (const BattleExplanation::RoundText &r : e.rounds)
        out += QStringLiteral("       %1\n       %2\n").arg(r.defenderLoss, r.attackerLoss);
    return out;
}

} // namespace

QString comparisonText(const Comparison &c, const QJsonObject &changes, const Options &options)
{
    QString s;
    QStringList reading;
    for (auto it = changes.begin(); it != changes.end(); ++it)
        reading.append(QStringLiteral("%1 %2 → %3").arg(it.key(), valueText(options.value(it.key())), valueText(it.value())));
    s += QStringLiteral("a: the turn as given; b: %1\n")
             .arg(reading.isEmpty() ? QStringLiteral("with the orders changed") : reading.join(QStringLiteral(", ")));
    if (!c.firstDifference)
        return s + QStringLiteral("no step and nothing in the next turn differs\n");
    s += QStringLiteral("first difference: step %1\n").arg(*c.firstDifference);
    s += c.steps.size() == 1 ? QStringLiteral("1 step differs:\n") : QStringLiteral("%1 steps differ:\n").arg(c.steps.size());
    for (const StepDifference &d : c.steps)
        s += QStringLiteral("  %1\n    a: %2\n%3    b: %4\n%5")
                 .arg(stepTitle(d), stepSummary(d.a), battleLines(d.a), stepSummary(d.b), battleLines(d.b));
    if (c.state.isEmpty())
        return s + QStringLiteral("the next turn's game is the same\n");
    s += c.state.size() == 1 ? QStringLiteral("next turn, 1 difference:\n")
                             : QStringLiteral("next turn, %1 differences:\n").arg(c.state.size());
    for (const StateDifference &d : c.state)
        s += QStringLiteral("  %1: a %2, b %3\n").arg(d.path, valueText(d.a), valueText(d.b));
    return s;
}

} // namespace adj
