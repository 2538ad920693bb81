#include "audit/Errata.h"

#include "audit/AuditText.h"
#include "language/Language.h"
#include "report/Report.h"
#include "report/WhatIfText.h"

namespace adj {

namespace {

QString valueWords(const QJsonValue &v, Lang lang)
{
    if (v.isNull() || v.isUndefined() || (v.isString() && v.toString().isEmpty()))
        return coreWord(lang, QT_TRANSLATE_NOOP("adj::Core", "neutral"));
    return v.isString() ? v.toString() : QString::number(v.toDouble());
}

// A step on one side, in a few words: its outcome and a battle's end.
QString sideWords(const Step &s, Lang lang)
{
    QString out = reportWord(lang, s.outcome);
    if (s.battle)
        out += QStringLiteral(", ")
            + (s.battle->won ? coreWord(lang, QT_TRANSLATE_NOOP("adj::Core", "battle won"))
                             : coreWord(lang, QT_TRANSLATE_NOOP("adj::Core", "battle lost")));
    if (s.outcome == u"failed" && !s.reason.isEmpty())
        out += QStringLiteral(" (%1)").arg(trCore(s.reason, lang));
    return out;
}

// An order on one side in a few words: the order and what became of it;
// "not given" where that side has no such order (a message's ruling).
QString orderWords(const std::optional<Step> &s, Lang lang)
{
    return s ? QStringLiteral("%1: %2").arg(s->order, sideWords(*s, lang))
             : coreWord(lang, QT_TRANSLATE_NOOP("adj::Core", "not given"));
}

// The nation's own orders that turned out otherwise, turn by turn.
QString ordersChanged(const Audit &audit, const QString &nation, Lang lang)
{
    QString s;
    for (const AuditTurn &t : audit.turns)
        for (const StepDifference &d : t.comparison.steps) {
            const Step &any = d.a ? *d.a : *d.b;
            if (any.nation != nation || !any.phase.isEmpty())
                continue;
            if (d.a && d.b && d.a->order == d.b->order)  // the same order, carried out otherwise
                s += coreWord(lang, QT_TRANSLATE_NOOP("adj::Core", "  turn %1, slot %2, %3: %4, now %5"))
                         .arg(t.turn)
                         .arg(any.slot.value_or(0))
                         .arg(any.order, sideWords(*d.a, lang), sideWords(*d.b, lang));
            else  // other orders on the two sides
                s += coreWord(lang, QT_TRANSLATE_NOOP("adj::Core", "  turn %1, slot %2: %3; now %4"))
                         .arg(t.turn)
                         .arg(any.slot.value_or(0))
                         .arg(orderWords(d.a, lang), orderWords(d.b, lang));
            s += u'\n';
        }
    return s;
}

// What differs now of the nation itself and of the areas it holds on either side.
QString positionChanged(const Game &current, const Audit &audit, const QString &nation, Lang lang)
{
    QString s;
    for (const StateDifference &d : audit.now) {
        const bool own = d.target == Change::Target::Nation ? d.key == nation
                       : d.target == Change::Target::Area
                           ? [&] {
                                 const Area *was = current.area(d.key), *is = audit.wouldBe.area(d.key);
                                 return (was && was->owner == nation) || (is && is->owner == nation);
                             }()
                           : false;
        if (own)
            s += coreWord(lang, QT_TRANSLATE_NOOP("adj::Core", "  %1: %2, now %3"))
                     .arg(d.path, valueWords(d.a, lang), valueWords(d.b, lang))
                 + u'\n';
    }
    return s;
}

} // namespace

QString erratumText(const Game &current, const Audit &audit, const Options &options, const QString &nation)
{
    const Language language = languageOf(current);  // the game's, not the window's
    const Lang lang = language.lang();
    const Nation *n = current.nation(nation);
    QStringList touched;
    for (const AuditTurn &t : audit.turns)
        if (t.comparison.firstDifference)
            touched.append(QString::number(t.turn));
    QString s = coreWord(lang, QT_TRANSLATE_NOOP("adj::Core", "To the player of %1 %2,")).arg(nation, n ? n->name : QString())
        + QStringLiteral("\n\n");
    const char *ruled = audit.changes.isEmpty()
                            ? QT_TRANSLATE_NOOP("adj::Core", "A decision about the mail of turn %1 is taken otherwise: %2.")
                            : QT_TRANSLATE_NOOP("adj::Core", "A rule was read one way from turn %1 on and is now read another: %2.");
    s += coreWord(lang, ruled).arg(audit.turns.isEmpty() ? current.turn : audit.turns.first().turn).arg(rulingText(audit, options, lang))
         + u'\n';
    s += (touched.isEmpty() ? coreWord(lang, QT_TRANSLATE_NOOP("adj::Core", "It changes nothing that was played."))
                            : coreWord(lang, QT_TRANSLATE_NOOP("adj::Core", "The turns it changes: %1.")).arg(touched.join(QStringLiteral(", "))))
         + QStringLiteral("\n\n");
    const QString orders = ordersChanged(audit, nation, lang), position = positionChanged(current, audit, nation, lang);
    if (!orders.isEmpty())
        s += coreWord(lang, QT_TRANSLATE_NOOP("adj::Core", "Your orders that turn out otherwise:")) + u'\n' + orders + u'\n';
    s += position.isEmpty()
             ? coreWord(lang, QT_TRANSLATE_NOOP("adj::Core", "Your position at turn %1 is as it was.")).arg(current.turn) + u'\n'
             : coreWord(lang, QT_TRANSLATE_NOOP("adj::Core", "Your position at turn %1, as it was and as it is now:")).arg(current.turn)
                   + u'\n' + position;
    return s + u'\n' + coreWord(lang, QT_TRANSLATE_NOOP("adj::Core", "The game goes on from this position.")) + u'\n';
}

TurnReportMail errataMail(const Game &current, const Audit &audit, const Options &options)
{
    TurnReportMail out;
    const Language language = languageOf(current);
    const Lang lang = language.lang();
    for (const Nation &n : current.nations) {
        if (n.email.isEmpty()) {
            out.withoutEmail.append(n.code);
            continue;
        }
        OutgoingMail m;
        m.from = gameModerator(current);
        m.to = {{n.player.isEmpty() ? n.name : n.player, n.email}};
        m.subject = gameSubject(current, coreWord(lang, QT_TRANSLATE_NOOP("adj::Core", "%1: a ruling corrected from turn %2"))
                                             .arg(current.name)
                                             .arg(audit.turns.isEmpty() ? current.turn : audit.turns.first().turn));
        m.text = erratumText(current, audit, options, n.code);
        m.date = turnDate(current.turn);
        m.messageId = hashedMessageId("erratum\n" + current.name.toUtf8() + '\n' + n.code.toUtf8() + '\n' + m.text.toUtf8());
        out.mails.append({n.code + QStringLiteral("-erratum.eml"), n.code, false, m});
    }
    return out;
}

} // namespace adj
