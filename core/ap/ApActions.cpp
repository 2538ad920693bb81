#include "ap/ApActions.h"

#include <QJsonArray>
#include <QRegularExpression>
#include <QSet>

namespace adj::ap {

namespace {

QString data(const ActionSpec &spec, const char *key)
{
    return spec.data.value(QLatin1String(key)).toString();
}

QStringList dataList(const ActionSpec &spec, const char *key)
{
    QStringList out;
    for (const QJsonValue &v : spec.data.value(QLatin1String(key)).toArray())
        out.append(v.toString());
    return out;
}

Plan basePlan(const Context &ctx)
{
    Plan p;
    p.category = categoryFromName(data(ctx.spec, "category")).value_or(ApCategory::General);
    p.cost = ctx.spec.cost;
    return p;
}

Plan rejected(Plan p, const CoreText &reason)
{
    p.reject = reason;
    return p;
}

QStringList splitList(const QString &s)
{
    QStringList out;
    for (const QString &part : s.split(u','))
        if (!part.trimmed().isEmpty())
            out.append(part.trimmed());
    return out;
}

// An amount of money: a whole number from 1 to 10^15; nullopt with `problem`
// set, which names the range.
std::optional<qint64> amount(const QString &s, QString &problem)
{
    return wholeNumberIn(QStringView(s).trimmed(), kApAmountRange, problem);
}

bool isModerator(const QString &name)
{
    return name.compare(u"moderator", Qt::CaseInsensitive) == 0 || name.compare(u"mod", Qt::CaseInsensitive) == 0;
}

// docs/rules.md §6: recipients are counted as distinct players other than the
// sender; the moderator's copy does not count.
struct Recipients {
    QList<int> players;
    CoreText reject;  // the reason's key and arguments, from here to the window
};

Recipients recipients(const Context &ctx, const QString &list)
{
    Recipients r;
    for (const QString &name : splitList(list)) {
        const int i = ctx.state.playerIndex(name);
        if (i < 0 && isModerator(name))
            continue;
        if (i < 0) {
            r.reject = coreText(QT_TRANSLATE_NOOP("adj::Core", "unknown player \"%1\" in to="), name);
            return r;
        }
        if (i != ctx.player && !r.players.contains(i))
            r.players.append(i);
    }
    if (r.players.isEmpty())
        r.reject = coreText(QT_TRANSLATE_NOOP("adj::Core", "no recipient other than the sender (the moderator's copy does not count)"));
    return r;
}

// The cost of the highest tier whose `from` the count reaches.
int tierCost(const QJsonArray &tiers, int count)
{
    int cost = 0;
    for (const QJsonValue &t : tiers)
        if (count >= t.toObject().value(u"from").toInt())
            cost = t.toObject().value(u"cost").toInt();
    return cost;
}

ApMessage message(const Context &ctx, ApMessage::Kind kind, const QList<int> &to)
{
    ApMessage m;
    m.file = ctx.spend.file;
    m.line = ctx.spend.line;
    m.kind = kind;
    m.sender = ctx.me().name;
    for (int i : to)
        m.recipients.append(ctx.state.players[i].name);
    m.text = ctx.spend.text;
    return m;
}

// --- the handlers -------------------------------------------------------------

// An action whose only effect is its AP cost (the moderator carries it out).
Plan spend(const Context &ctx)
{
    return basePlan(ctx);
}

// NOTEBOARD and SECRET: one message to 1 / 2-3 / 4+ recipients is one spend
// priced by the count (docs/rules.md §6).
Plan messageSpend(const Context &ctx)
{
    Plan p = basePlan(ctx);
    const Recipients to = recipients(ctx, ctx.spend.value(QStringLiteral("to")));
    if (!to.reject.key.isEmpty())
        return rejected(p, to.reject);
    p.cost = tierCost(ctx.spec.data.value(u"recipientTiers").toArray(), int(to.players.size()));
    const bool anonymous = ctx.spec.data.value(u"anonymous").toBool();
    p.message = message(ctx, anonymous ? ApMessage::Secret : ApMessage::Noteboard, to.players);
    return p;
}

// COURT-GOSSIP: to every player, anonymously; no recipient list (docs/rules.md §6).
// The sender gets it too, as everyone does, so that nobody can tell the
// sender by who did not get it.
Plan gossip(const Context &ctx)
{
    Plan p = basePlan(ctx);
    QList<int> everyone;
    for (int i = 0; i < ctx.state.players.size(); ++i)
        everyone.append(i);
    p.message = message(ctx, ApMessage::CourtGossip, everyone);
    return p;
}

// BID and LIQUIDATE: free, but under an embargo each costs General AP
// (RC-EMBARGO, option embargoApPerBid); liquidating stock stays free.
Plan embargoed(const Context &ctx)
{
    Plan p = basePlan(ctx);
    QString problem;
    if (ctx.spend.has(QStringLiteral("amount")) && !amount(ctx.spend.value(QStringLiteral("amount")), problem))
        return rejected(p, coreText(QT_TRANSLATE_NOOP("adj::Core", "amount= %1"), problem));
    const QString freeKind = data(ctx.spec, "freeKind");
    const bool free = !freeKind.isEmpty()
        && ctx.spend.value(QStringLiteral("kind")).compare(freeKind, Qt::CaseInsensitive) == 0;
    if (ctx.me().embargoed && !free) {
        p.category = ApCategory::General;
        p.cost += ctx.options.integer(QStringLiteral("embargoApPerBid"));
    }
    return p;
}

// INITIATE-, JOIN- and MAINTAIN-EMBARGO: the target is embargoed next round
// (RC-EMBARGOLIFE). INITIATE needs a target not embargoed this round; JOIN and
// MAINTAIN need one that is ("targetEmbargoed" in ap.json).
Plan embargo(const Context &ctx)
{
    Plan p = basePlan(ctx);
    const QString name = ctx.spend.value(QStringLiteral("target")).trimmed();
    const int target = ctx.state.playerIndex(name);
    if (target < 0)
        return rejected(p, coreText(QT_TRANSLATE_NOOP("adj::Core", "unknown player \"%1\" in target="), name));
    if (target == ctx.player)
        return rejected(p, coreText(QT_TRANSLATE_NOOP("adj::Core", "a player cannot embargo themselves")));
    const bool needsEmbargo = ctx.spec.data.value(u"targetEmbargoed").toBool();
    const bool embargoed = ctx.state.players[target].embargoed;
    if (needsEmbargo && !embargoed)
        return rejected(p, coreText(QT_TRANSLATE_NOOP("adj::Core", "no embargo to join: %1 is not embargoed this round"), ctx.state.players[target].name));
    if (!needsEmbargo && embargoed)
        return rejected(p, coreText(QT_TRANSLATE_NOOP("adj::Core", "%1 is already embargoed this round; JOIN-EMBARGO or MAINTAIN-EMBARGO it"), ctx.state.players[target].name));
    p.embargoes = target;
    return p;
}

// An item name that docs/rules.md §6 never lets a player transfer: attributes,
// homeworlds, base votes, AP, VP (a number before or after is allowed: `3 AP`).
bool refusedItem(const ActionSpec &spec, const QString &item)
{
    static const QRegularExpression spaces(QStringLiteral("[\\s_]+"));
    static const QRegularExpression ends(QStringLiteral("^[\\d\\-:. ]+|[\\d\\-:. ]+$"));
    QString n = item.toLower().replace(spaces, QStringLiteral("-"));
    n.remove(ends);
    if (dataList(spec, "refuse").contains(n))
        return true;
    for (const QString &prefix : dataList(spec, "refusePrefixes"))
        if (n.startsWith(prefix))
            return true;
    return false;
}

// TRANSFER: any number of items (and money) to one player (docs/rules.md §6).
Plan transfer(const Context &ctx)
{
    Plan p = basePlan(ctx);
    const QStringList to = splitList(ctx.spend.value(QStringLiteral("to")));
    if (to.size() != 1)
        return rejected(p, coreText(QT_TRANSLATE_NOOP("adj::Core", "TRANSFER goes to one player; TRANSFER-FUNDS sends money to several")));
    if (to.first().startsWith(u'#'))
        return rejected(p, coreText(QT_TRANSLATE_NOOP("adj::Core", "TRANSFER cannot send to a numbered account; use TRANSFER-FUNDS")));
    const int target = ctx.state.playerIndex(to.first());
    if (target < 0)
        return rejected(p, coreText(QT_TRANSLATE_NOOP("adj::Core", "unknown player \"%1\" in to="), to.first()));
    if (target == ctx.player)
        return rejected(p, coreText(QT_TRANSLATE_NOOP("adj::Core", "a player cannot transfer to themselves")));
    // item= and items= both take a comma-separated list.
    const QStringList items = splitList(ctx.spend.value(QStringLiteral("item")))
        + splitList(ctx.spend.value(QStringLiteral("items")));
    for (const QString &item : items)
        if (refusedItem(ctx.spec, item))
            return rejected(p, coreText(QT_TRANSLATE_NOOP("adj::Core", "\"%1\" cannot be transferred (never attributes, homeworlds, base votes, AP or VP)"), item));
    if (ctx.spend.has(QStringLiteral("money"))) {
        QString problem;
        const auto money = amount(ctx.spend.value(QStringLiteral("money")), problem);
        if (!money)
            return rejected(p, coreText(QT_TRANSLATE_NOOP("adj::Core", "money= %1"), problem));
        p.payments.append({target, -1, *money});
    }
    if (items.isEmpty() && p.payments.isEmpty())
        return rejected(p, coreText(QT_TRANSLATE_NOOP("adj::Core", "TRANSFER names nothing to send (item=, items= or money=)")));
    return p;
}

// TRANSFER-FUNDS: money to several players, amounts may differ, or to a
// numbered account: `to=Alice:100,Carol:200`, `to=#42:50` (docs/rules.md §6).
Plan transferFunds(const Context &ctx)
{
    Plan p = basePlan(ctx);
    QSet<QString> seen;
    for (const QString &entry : splitList(ctx.spend.value(QStringLiteral("to")))) {
        const qsizetype colon = entry.lastIndexOf(u':');
        if (colon < 0)
            return rejected(p, coreText(QT_TRANSLATE_NOOP("adj::Core", "\"%1\" in to= needs an amount (Name:100 or #42:50)"), entry));
        const QString who = entry.left(colon).trimmed();
        QString problem;
        const auto money = amount(entry.mid(colon + 1), problem);
        if (!money)
            return rejected(p, coreText(QT_TRANSLATE_NOOP("adj::Core", "the amount for %1 %2"), who, problem));
        if (seen.contains(who.toLower()))
            return rejected(p, coreText(QT_TRANSLATE_NOOP("adj::Core", "%1 is named twice in to="), who));
        seen.insert(who.toLower());
        if (who.startsWith(u'#')) {
            QString unused;
            const std::optional<qint64> number = wholeNumberIn(QStringView(who).mid(1), kApAccountRange, unused);
            bool known = false;
            for (const ApAccount &a : ctx.accounts)
                known = known || (number && a.number == *number);
            if (!known)
                return rejected(p, coreText(QT_TRANSLATE_NOOP("adj::Core", "unknown account %1"), who));
            p.payments.append({-1, int(*number), *money}); // within kApAccountRange
            continue;
        }
        const int target = ctx.state.playerIndex(who);
        if (target < 0)
            return rejected(p, coreText(QT_TRANSLATE_NOOP("adj::Core", "unknown player \"%1\" in to="), who));
        if (target == ctx.player)
            return rejected(p, coreText(QT_TRANSLATE_NOOP("adj::Core", "a player cannot send funds to themselves")));
        p.payments.append({target, -1, *money});
    }
    if (p.payments.isEmpty())
        return rejected(p, coreText(QT_TRANSLATE_NOOP("adj::Core", "TRANSFER-FUNDS needs to=Name:amount,... or to=#account:amount")));
    return p;
}

// OPEN-ACCOUNT: costs money, gets an unused two-digit number (docs/rules.md §6).
Plan openAccount(const Context &ctx)
{
    Plan p = basePlan(ctx);
    const QJsonArray range = ctx.rules.data.value(u"round").toObject().value(u"accountNumbers").toArray();
    const int low = range.at(0).toInt(10), high = range.at(1).toInt(99);
    if (ctx.accounts.size() >= high - low + 1) {
        int used = 0;
        for (const ApAccount &a : ctx.accounts)
            used += a.number >= low && a.number <= high;
        if (used >= high - low + 1)
            return rejected(p, coreText(QT_TRANSLATE_NOOP("adj::Core", "every account number from %1 to %2 is in use"), low, high));
    }
    p.fee = ctx.spec.data.value(u"money").toInteger();
    p.openAccount = true;
    return p;
}

} // namespace

Handler handler(const QString &name)
{
    static const QHash<QString, Handler> handlers = {
        {QStringLiteral("spend"), spend},
        {QStringLiteral("message"), messageSpend},
        {QStringLiteral("gossip"), gossip},
        {QStringLiteral("embargoed"), embargoed},
        {QStringLiteral("embargo"), embargo},
        {QStringLiteral("transfer"), transfer},
        {QStringLiteral("transferFunds"), transferFunds},
        {QStringLiteral("openAccount"), openAccount},
    };
    return handlers.value(name, nullptr);
}

CoreText checkArguments(const ApSpend &spend, const ActionSpec &spec)
{
    const QString word = spec.word;
    const QStringList refuse = dataList(spec, "refuse");
    if (spec.data.contains(u"keys")) {
        const QStringList keys = dataList(spec, "keys");
        for (const auto &[key, value] : spend.args) {
            if (keys.contains(key))
                continue;
            if (refuse.contains(key))
                return coreText(QT_TRANSLATE_NOOP("adj::Core", "%1 cannot be transferred (never attributes, homeworlds, base votes, AP or VP)"), key.toUpper());
            if (keys.isEmpty())
                return coreText(QT_TRANSLATE_NOOP("adj::Core", "%1 takes no key=value arguments, not %2="), word, key);
            return coreText(QT_TRANSLATE_NOOP("adj::Core", "%1= is not an argument of %2 (it takes %3=)"), key, word, keys.join(QStringLiteral("=, ")));
        }
    }
    for (const QString &key : dataList(spec, "required"))
        if (spend.value(key).trimmed().isEmpty())
            return coreText(QT_TRANSLATE_NOOP("adj::Core", "%1 needs %2="), word, key);
    if (spec.data.value(u"text").toBool() && spend.text.trimmed().isEmpty())
        return coreText(QT_TRANSLATE_NOOP("adj::Core", "%1 needs the message text in quotes"), word);
    return {};
}

} // namespace adj::ap
