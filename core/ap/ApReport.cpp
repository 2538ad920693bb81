#include "ap/ApReport.h"

#include "model/GameJson.h"

#include <QJsonArray>

namespace adj {

namespace {

QJsonValue orNull(const QString &s)
{
    return s.isEmpty() ? QJsonValue(QJsonValue::Null) : QJsonValue(s);
}

QByteArray spendJson(const ApSpendResult &s)
{
    return inlineOrdered({{QStringLiteral("line"), s.line},
                          {QStringLiteral("action"), s.action},
                          {QStringLiteral("category"), s.category ? QJsonValue(categoryName(*s.category))
                                                                  : QJsonValue(QJsonValue::Null)},
                          {QStringLiteral("cost"), s.cost},
                          {QStringLiteral("outcome"), s.done ? QStringLiteral("done") : QStringLiteral("rejected")},
                          {QStringLiteral("reason"), orNull(s.reason)}});
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

QString spendLine(const ApSpendResult &s)
{
    return QStringLiteral("line %1: %2: %3").arg(s.line).arg(s.raw.trimmed(), s.reason);
}

} // namespace

QString apLedgerText(const ApRound &round)
{
    QString out = QStringLiteral("AP ledger, round %1\n").arg(round.round);
    for (const ApPlayerLedger &l : round.players) {
        out += QStringLiteral("\n%1: %2 of %3 AP spent\n").arg(l.name).arg(l.total).arg(l.budget.available);
        for (int c = 0; c < kApCategories; ++c) {
            const ApCategory k = ApCategory(c);
            const QString cap = l.budget.cap(k) < 0 ? QStringLiteral("no cap")
                                                    : QStringLiteral("of %1").arg(l.budget.cap(k));
            out += QStringLiteral("  %1 %2 %3\n").arg(categoryName(k), -11).arg(l.spentIn(k), 3).arg(cap);
        }
        int rejected = 0;
        for (const ApSpendResult &s : l.spends)
            rejected += !s.done;
        out += QStringLiteral("  %1 spends, %2 done, %3 rejected\n").arg(l.spends.size()).arg(l.spends.size() - rejected).arg(rejected);
        for (const ApSpendResult &s : l.spends)
            if (!s.done)
                out += QStringLiteral("    rejected %1\n").arg(spendLine(s));
    }
    if (!round.unattributed.isEmpty()) {
        out += QStringLiteral("\nSpends of no player of this game (rejected):\n");
        for (const ApSpendResult &s : round.unattributed)
            out += QStringLiteral("    %1\n").arg(spendLine(s));
    }
    out += QStringLiteral("\n%1 %2 to deliver").arg(round.messages.size())
               .arg(round.messages.size() == 1 ? QStringLiteral("message") : QStringLiteral("messages"));
    for (const ApAccount &a : round.opened)
        out += QStringLiteral("; account #%1 opened for %2").arg(a.number).arg(a.owner);
    // RC-EMBARGOLIFE: who the done embargo spends name for the next round.
    QStringList embargoed;
    for (const ApPlayer &p : round.next.players)
        if (p.embargoed)
            embargoed.append(p.name);
    out += embargoed.isEmpty() ? QStringLiteral("\nNo embargo in round %1").arg(round.next.round)
                               : QStringLiteral("\nEmbargoed in round %1: %2").arg(round.next.round).arg(embargoed.join(QStringLiteral(", ")));
    return out + QStringLiteral("\n");
}

QByteArray apLedgerJson(const ApRound &round)
{
    QByteArray out = "{\"round\": " + QByteArray::number(round.round) + ", \"players\": [";
    for (int i = 0; i < round.players.size(); ++i)
        out += (i ? ",\n  " : "\n  ") + playerJson(round.players[i]);
    return out + "]}\n";
}

} // namespace adj
