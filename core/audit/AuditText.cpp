#include "audit/AuditText.h"

#include "report/Report.h"
#include "report/WhatIfText.h"

namespace adj {

namespace {

QString indented(const QString &lines)
{
    QString out;
    for (const QString &line : lines.split(u'\n', Qt::SkipEmptyParts))
        out += QStringLiteral("  ") + line + u'\n';
    return out;
}

// "1 order no longer fits:" and each with the resolver's reason.
QString noLongerFitting(const Comparison &c, Lang lang)
{
    const QList<StepDifference> orders = ordersNoLongerFitting(c);
    if (orders.isEmpty())
        return {};
    QString s = (orders.size() == 1 ? coreWord(lang, QT_TRANSLATE_NOOP("adj::Core", "1 order no longer fits:"))
                                    : coreWord(lang, QT_TRANSLATE_NOOP("adj::Core", "%1 orders no longer fit:")).arg(orders.size()))
        + u'\n';
    for (const StepDifference &d : orders)
        s += QStringLiteral("  %1: %2\n").arg(stepTitleText(d, lang), trCore(d.b->reason, lang));
    return s;
}

} // namespace

QString auditText(const Audit &audit, const Options &options, Lang lang)
{
    const int from = audit.turns.isEmpty() ? audit.wouldBe.turn : audit.turns.first().turn;
    QString s = coreWord(lang, QT_TRANSLATE_NOOP("adj::Core", "a: the turns as accepted; b: %1, from turn %2"))
                    .arg(readingText(audit.changes, options))
                    .arg(from)
        + u'\n';
    for (const AuditTurn &t : audit.turns) {
        s += coreWord(lang, QT_TRANSLATE_NOOP("adj::Core", "turn %1:")).arg(t.turn) + u'\n';
        s += indented(comparisonBody(t.comparison, lang) + noLongerFitting(t.comparison, lang));
    }
    if (audit.now.isEmpty())
        return s + coreWord(lang, QT_TRANSLATE_NOOP("adj::Core", "now: the game would be the same")) + u'\n';
    s += (audit.now.size() == 1 ? coreWord(lang, QT_TRANSLATE_NOOP("adj::Core", "now: 1 difference:"))
                                : coreWord(lang, QT_TRANSLATE_NOOP("adj::Core", "now: %1 differences:")).arg(audit.now.size()))
        + u'\n';
    return s + stateLines(audit.now, coreWord(lang, QT_TRANSLATE_NOOP("adj::Core", "now")),
                          coreWord(lang, QT_TRANSLATE_NOOP("adj::Core", "would be")));
}

} // namespace adj
