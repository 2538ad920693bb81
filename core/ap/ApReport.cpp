#include "ap/ApReport.h"

#include "model/GameJson.h"

#include <QJsonArray>

namespace adj {

namespace {

QByteArray spendJson(const ApSpendResult &s)
{
    return inlineOrdered({{QStringLiteral("line"), s.line},
                          {QStringLiteral("action"), s.action},
                          {QStringLiteral("category"), s.category ? QJsonValue(categoryName(*s.category))
                                                                  : QJsonValue(QJsonValue::Null)},
                          {QStringLiteral("cost"), s.cost},
                          {QStringLiteral("outcome"), s.done ? QStringLiteral("done") : QStringLiteral("rejected")},
                          {QStringLiteral("reason"), jsonOrNull(s.reason)}});
}

QByteArray playerJson(const ApPlayerLedger &l)
{
    auto c = [&](ApCategory k) { return QJsonValue(l.budget.cap(k)); };
    auto s = [&](ApCategory k) { return QJsonValue(l.spentIn(k)); };
    const QByteArray caps = inlineOrdered({{QStringLiteral("combat"), c(ApCategory::Combat)},
                                           {QStringLiteral("diplomatic"), c(ApCategory::Diplomatic)},
                                           {QStringLiteral("intrigue"), c(ApCategory::Intrigue)}});
    const QByteArray spent = inlineOrdered({{QStringLiteral("combat"), s(ApCategory::Combat)},
                                            {QStringLiteral("diplomatic"), s(ApCategory::Diplomatic)},
                                            {QStringLiteral("intrigue"), s(ApCategory::Intrigue)},
                                            {QStringLiteral("general"), s(ApCategory::General)}});
    QByteArray spends = "[";
    for (int i = 0; i < l.spends.size(); ++i)
        spends += (i ? ",\n     " : "") + spendJson(l.spends[i]);
    spends += "]";
    return "{\"name\": " + inlineJson(l.name) + ", \"available\": " + QByteArray::number(l.budget.available)
        + ", \"total\": " + QByteArray::number(l.total) + ",\n   \"caps\": " + caps + ", \"spent\": " + spent
        + ",\n   \"spends\": " + spends + "}";
}

QString spendLine(const ApSpendResult &s, Lang lang)
{
    return coreWord(lang, QT_TRANSLATE_NOOP("adj::Core", "line %1: %2: %3"))
        .arg(s.line).arg(s.raw.trimmed(), s.reasonIn(lang));
}

// A category's cap in the player's row: "of 3", or "no cap".
QString capText(int cap, Lang lang)
{
    return cap < 0 ? coreWord(lang, QT_TRANSLATE_NOOP("adj::Core", "no cap"))
                   : coreWord(lang, QT_TRANSLATE_NOOP("adj::Core", "of %1")).arg(cap);
}

// One player's table: AP by category against the caps, every rejected spend.
QString playerText(const ApPlayerLedger &l, Lang lang)
{
    QString out = u'\n' + coreWord(lang, QT_TRANSLATE_NOOP("adj::Core", "%1: %2 of %3 AP spent"))
                      .arg(l.name).arg(l.total).arg(l.budget.available) + u'\n';
    for (int c = 0; c < kApCategories; ++c) {
        const ApCategory k = ApCategory(c);
        out += QStringLiteral("  %1 %2 %3\n").arg(coreWord(lang, categoryName(k).toUtf8().constData()), -11)
                   .arg(l.spentIn(k), 3).arg(capText(l.budget.cap(k), lang));
    }
    int rejected = 0;
    for (const ApSpendResult &s : l.spends)
        rejected += !s.done;
    out += QStringLiteral("  ") + coreWord(lang, QT_TRANSLATE_NOOP("adj::Core", "%1 spends, %2 done, %3 rejected"))
               .arg(l.spends.size()).arg(l.spends.size() - rejected).arg(rejected) + u'\n';
    for (const ApSpendResult &s : l.spends)
        if (!s.done)
            out += QStringLiteral("    ") + coreWord(lang, QT_TRANSLATE_NOOP("adj::Core", "rejected %1")).arg(spendLine(s, lang)) + u'\n';
    return out;
}

} // namespace

QString apLedgerText(const ApRound &round, Lang lang)
{
    QString out = coreWord(lang, QT_TRANSLATE_NOOP("adj::Core", "AP ledger, round %1")).arg(round.round) + u'\n';
    for (const ApPlayerLedger &l : round.players)
        out += playerText(l, lang);
    if (!round.unattributed.isEmpty()) {
        out += u'\n' + coreWord(lang, QT_TRANSLATE_NOOP("adj::Core", "Spends of no player of this game (rejected):")) + u'\n';
        for (const ApSpendResult &s : round.unattributed)
            out += QStringLiteral("    %1\n").arg(spendLine(s, lang));
    }
    out += u'\n' + (round.messages.size() == 1 ? coreWord(lang, QT_TRANSLATE_NOOP("adj::Core", "1 message to deliver"))
                                                : coreWord(lang, QT_TRANSLATE_NOOP("adj::Core", "%1 messages to deliver"))
                                                      .arg(round.messages.size()));
    for (const ApAccount &a : round.opened)
        out += QStringLiteral("; ") + coreWord(lang, QT_TRANSLATE_NOOP("adj::Core", "account #%1 opened for %2")).arg(a.number).arg(a.owner);
    // RC-EMBARGOLIFE: who the done embargo spends name for the next round.
    QStringList embargoed;
    for (const ApPlayer &p : round.next.players)
        if (p.embargoed)
            embargoed.append(p.name);
    out += u'\n' + (embargoed.isEmpty()
        ? coreWord(lang, QT_TRANSLATE_NOOP("adj::Core", "No embargo in round %1")).arg(round.next.round)
        : coreWord(lang, QT_TRANSLATE_NOOP("adj::Core", "Embargoed in round %1: %2")).arg(round.next.round).arg(embargoed.join(QStringLiteral(", "))));
    return out + QStringLiteral("\n");
}

QString noteboardSubject(const ApMessage &m, int round, bool moderatorCopy, Lang lang)
{
    switch (m.kind) {
    case ApMessage::Noteboard:
        return coreWord(lang, QT_TRANSLATE_NOOP("adj::Core", "Round %1: noteboard from %2")).arg(round).arg(m.sender);
    case ApMessage::Secret:
        return moderatorCopy ? coreWord(lang, QT_TRANSLATE_NOOP("adj::Core", "Round %1: secret communication from %2 (anonymous to its recipients)"))
                                   .arg(round).arg(m.sender)
                             : coreWord(lang, QT_TRANSLATE_NOOP("adj::Core", "Round %1: secret communication")).arg(round);
    case ApMessage::CourtGossip:
        return moderatorCopy ? coreWord(lang, QT_TRANSLATE_NOOP("adj::Core", "Round %1: court gossip from %2 (anonymous, to every player)"))
                                   .arg(round).arg(m.sender)
                             : coreWord(lang, QT_TRANSLATE_NOOP("adj::Core", "Round %1: court gossip")).arg(round);
    }
    return {};
}

QString anonymousSender(const ApMessage &m, Lang lang)
{
    return m.kind == ApMessage::Secret ? coreWord(lang, QT_TRANSLATE_NOOP("adj::Core", "Secret communication"))
                                       : coreWord(lang, QT_TRANSLATE_NOOP("adj::Core", "Court gossip"));
}

QByteArray apLedgerJson(const ApRound &round)
{
    QByteArray out = "{\"round\": " + QByteArray::number(round.round) + ", \"players\": [";
    for (int i = 0; i < round.players.size(); ++i)
        out += (i ? ",\n  " : "\n  ") + playerJson(round.players[i]);
    return out + "]}\n";
}

} // namespace adj
