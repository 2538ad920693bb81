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

// "message 3f2a9c… (from ann@example.org, “Orders”) counted, late as it was".
QString messageText(const MessageRuling &m, Lang lang)
{
    const QString which = coreWord(lang, QT_TRANSLATE_NOOP("adj::Core", "message %1 (from %2, “%3”)"))
                              .arg(shortSha(m.message.sha256), m.message.sender, m.message.subject);
    switch (m.kind) {
    case MessageRuling::Kind::Count:
        return m.message.status == InboxMessage::Status::Late
                   ? coreWord(lang, QT_TRANSLATE_NOOP("adj::Core", "%1 counted, late as it was")).arg(which)
                   : coreWord(lang, QT_TRANSLATE_NOOP("adj::Core", "%1 counted")).arg(which);
    case MessageRuling::Kind::Refuse:
        return coreWord(lang, QT_TRANSLATE_NOOP("adj::Core", "%1 not counted")).arg(which);
    case MessageRuling::Kind::Assign:
        return coreWord(lang, QT_TRANSLATE_NOOP("adj::Core", "%1 counted for %2")).arg(which, m.nation);
    }
    return which;
}

} // namespace

QString rulingText(const Audit &audit, const Options &options, Lang lang)
{
    QStringList parts;
    if (!audit.changes.isEmpty())
        parts.append(readingText(audit.changes, options));
    if (audit.message)
        parts.append(messageText(*audit.message, lang));
    return parts.join(QStringLiteral("; "));
}

QString messageOrdersText(const MessageRuling &m, int turn, Lang lang)
{
    if (m.taken.isEmpty())
        return coreWord(lang, QT_TRANSLATE_NOOP("adj::Core", "no nation's orders of turn %1 change")).arg(turn) + u'\n';
    QString s;
    for (const MessageRuling::Taken &t : m.taken)
        s += (t.sha256.isEmpty()
                  ? coreWord(lang, QT_TRANSLATE_NOOP("adj::Core", "%1 has no orders of turn %2 now: no message of it counts"))
                        .arg(t.nation)
                        .arg(turn)
                  : coreWord(lang, QT_TRANSLATE_NOOP("adj::Core", "%1's orders of turn %2 are now those of message %3 (from %4, “%5”)"))
                        .arg(t.nation)
                        .arg(turn)
                        .arg(shortSha(t.sha256), t.from, t.subject))
             + u'\n';
    return s;
}

QString auditText(const Audit &audit, const Options &options, Lang lang)
{
    const int from = audit.turns.isEmpty() ? audit.wouldBe.turn : audit.turns.first().turn;
    QString s = coreWord(lang, QT_TRANSLATE_NOOP("adj::Core", "a: the turns as accepted; b: %1, from turn %2"))
                    .arg(rulingText(audit, options, lang))
                    .arg(from)
        + u'\n';
    if (audit.message)
        s += messageOrdersText(*audit.message, from, lang);
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
