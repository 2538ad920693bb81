#include "ap/ApLedger.h"

#include "ap/ApActions.h"
#include "io/JsonFields.h"
#include "ruleset/Ruleset.h"

#include <QHash>
#include <QJsonArray>
#include <QSet>
#include <cmath>
#include <random>

namespace adj {

// --- reading the ap object -----------------------------------------------------

namespace {

// docs/formats.md "Ranges": AP attributes, money; the round and account numbers
// as in a spends file (ApSpends.h).
constexpr NumberRange kAttributeRange{0, 1'000};

// Calls `read` with each element of `array` that is an object.
template<typename F>
void forEachObject(const QJsonArray &array, const QString &path, Problems &problems, F read)
{
    for (int i = 0; i < array.size(); ++i) {
        const QString at = QStringLiteral("%1[%2]").arg(path).arg(i);
        if (!array[i].isObject())
            problems.append(problemOf(QString(), 0, at, coreText(QT_TRANSLATE_NOOP("adj::Core", "must be an object, not %1"), jsonTypeName(array[i]))));
        else
            read(array[i].toObject(), at);
    }
}

ApPlayer readPlayer(const QJsonObject &o, const QString &path, Problems &problems)
{
    const JsonFields r(o, path, problems);
    r.unknownFields({QStringLiteral("name"), QStringLiteral("diplomacy"), QStringLiteral("combat"),
                     QStringLiteral("intrigue"), QStringLiteral("free"), QStringLiteral("money"),
                     QStringLiteral("embargoed"), QStringLiteral("email")});
    ApPlayer p;
    p.name = r.string(QStringLiteral("name"), true).trimmed();
    if (o.value(u"name").isString() && p.name.isEmpty())
        r.error(QStringLiteral("name"), coreText(QT_TRANSLATE_NOOP("adj::Core", "must not be empty")));
    // Every number of a player is optional, 0 when missing, as in the rest of the game.
    p.diplomacy = r.count(QStringLiteral("diplomacy"), kAttributeRange);
    p.combat = r.count(QStringLiteral("combat"), kAttributeRange);
    p.intrigue = r.count(QStringLiteral("intrigue"), kAttributeRange);
    p.free = r.count(QStringLiteral("free"), kAttributeRange);
    p.money = r.integer(QStringLiteral("money"), kMoneyRange);
    p.embargoed = r.boolean(QStringLiteral("embargoed"));
    p.email = r.string(QStringLiteral("email"), false);
    return p;
}

ApAccount readAccount(const QJsonObject &o, const QString &path, Problems &problems)
{
    const JsonFields r(o, path, problems);
    r.unknownFields({QStringLiteral("number"), QStringLiteral("owner"), QStringLiteral("balance")});
    ApAccount a;
    a.number = r.count(QStringLiteral("number"), kApAccountRange, true);
    a.owner = r.string(QStringLiteral("owner"), true);
    a.balance = r.integer(QStringLiteral("balance"), kMoneyRange);
    return a;
}

} // namespace

int ApState::playerIndex(const QString &name) const
{
    for (int i = 0; i < players.size(); ++i)
        if (players[i].name.compare(name.trimmed(), Qt::CaseInsensitive) == 0)
            return i;
    return -1;
}

int ApState::accountIndex(int number) const
{
    for (int i = 0; i < accounts.size(); ++i)
        if (accounts[i].number == number)
            return i;
    return -1;
}

ApState readApState(const QJsonObject &ap, Problems &problems)
{
    const QString root = QStringLiteral("ap");
    const JsonFields r(ap, root, problems);
    r.unknownFields({QStringLiteral("round"), QStringLiteral("players"), QStringLiteral("accounts"),
                     QStringLiteral("moderator")});
    ApState s;
    s.round = r.count(QStringLiteral("round"), kApRoundRange, true);
    forEachObject(r.array(QStringLiteral("players"), true), r.at(QStringLiteral("players")), problems,
                  [&](const QJsonObject &o, const QString &path) { s.players.append(readPlayer(o, path, problems)); });
    forEachObject(r.array(QStringLiteral("accounts"), false), r.at(QStringLiteral("accounts")), problems,
                  [&](const QJsonObject &o, const QString &path) { s.accounts.append(readAccount(o, path, problems)); });
    const QJsonValue moderator = ap.value(u"moderator");
    if (moderator.isObject()) {
        const JsonFields m(moderator.toObject(), r.at(QStringLiteral("moderator")), problems);
        m.unknownFields({QStringLiteral("name"), QStringLiteral("email")});
        s.moderatorName = m.string(QStringLiteral("name"), false);
        s.moderatorEmail = m.string(QStringLiteral("email"), false);
    } else if (!moderator.isUndefined()) {
        r.error(QStringLiteral("moderator"), coreText(QT_TRANSLATE_NOOP("adj::Core", "must be an object {\"name\", \"email\"}, not %1"), jsonTypeName(moderator)));
    }

    // Names are matched case-insensitively in spends files, so they must differ in more than case.
    for (int i = 0; i < s.players.size(); ++i) {
        const int first = s.playerIndex(s.players[i].name);
        if (!s.players[i].name.isEmpty() && first != i)
            problems.append(problemOf(QString(), 0, QStringLiteral("ap.players[%1].name").arg(i),
                             coreText(QT_TRANSLATE_NOOP("adj::Core", "duplicate player \"%1\" (also ap.players[%2])"), s.players[i].name, first)));
    }
    for (int i = 0; i < s.accounts.size(); ++i) {
        const ApAccount &a = s.accounts[i];
        const QString path = QStringLiteral("ap.accounts[%1]").arg(i);
        if (s.accountIndex(a.number) != i)
            problems.append(problemOf(QString(), 0, path + QStringLiteral(".number"),
                             coreText(QT_TRANSLATE_NOOP("adj::Core", "duplicate account number %1 (also ap.accounts[%2])"), a.number, s.accountIndex(a.number))));
        if (!a.owner.isEmpty() && s.playerIndex(a.owner) < 0)
            problems.append(problemOf(QString(), 0, path + QStringLiteral(".owner"),
                             coreText(QT_TRANSLATE_NOOP("adj::Core", "unknown player \"%1\""), a.owner)));
    }
    return s;
}

QJsonObject writeApState(const ApState &state, const QJsonObject &raw)
{
    QJsonObject ap = raw;
    ap.insert(QStringLiteral("round"), state.round);
    QJsonArray players = ap.value(u"players").toArray();
    for (int i = 0; i < players.size() && i < state.players.size(); ++i) {
        QJsonObject p = players[i].toObject();
        p.insert(QStringLiteral("money"), double(state.players[i].money));
        p.insert(QStringLiteral("embargoed"), state.players[i].embargoed); // RC-EMBARGOLIFE
        players[i] = p;
    }
    ap.insert(QStringLiteral("players"), players);
    QJsonArray accounts = ap.value(u"accounts").toArray();
    for (int i = 0; i < state.accounts.size(); ++i) {
        const ApAccount &a = state.accounts[i];
        QJsonObject o = i < accounts.size() ? accounts[i].toObject() : QJsonObject();
        o.insert(QStringLiteral("number"), a.number);
        o.insert(QStringLiteral("owner"), a.owner);
        o.insert(QStringLiteral("balance"), double(a.balance));
        if (i < accounts.size())
            accounts[i] = o;
        else
            accounts.append(o);
    }
    if (!accounts.isEmpty() || ap.contains(u"accounts"))
        ap.insert(QStringLiteral("accounts"), accounts);
    return ap;
}

// --- the ledger ------------------------------------------------------------------

QString categoryName(ApCategory c)
{
    switch (c) {
    case ApCategory::Combat: return QStringLiteral("combat");
    case ApCategory::Diplomatic: return QStringLiteral("diplomatic");
    case ApCategory::Intrigue: return QStringLiteral("intrigue");
    case ApCategory::General: return QStringLiteral("general");
    }
    return {};
}

std::optional<ApCategory> categoryFromName(const QString &name)
{
    for (int c = 0; c < kApCategories; ++c)
        if (categoryName(ApCategory(c)) == name)
            return ApCategory(c);
    return std::nullopt;
}

ApBudget apBudget(const ApPlayer &p, const Ruleset &apRules)
{
    // docs/rules.md §6: AP = 2·(D + C + I + F) + 4, caps 2·attribute + 1 (numbers from ap.json "round").
    const QJsonObject round = apRules.data.value(u"round").toObject();
    const int perPoint = round.value(u"perPoint").toInt(2);
    const int base = round.value(u"base").toInt(4);
    const int capPerPoint = round.value(u"capPerPoint").toInt(2);
    const int capBase = round.value(u"capBase").toInt(1);
    ApBudget b;
    b.available = perPoint * (p.diplomacy + p.combat + p.intrigue + p.free) + base;
    b.caps[size_t(ApCategory::Combat)] = capPerPoint * p.combat + capBase;
    b.caps[size_t(ApCategory::Diplomatic)] = capPerPoint * p.diplomacy + capBase;
    b.caps[size_t(ApCategory::Intrigue)] = capPerPoint * p.intrigue + capBase;
    b.caps[size_t(ApCategory::General)] = -1;
    return b;
}

namespace {

// The round as the spends are checked one by one.
struct Running {
    const ApState &start;
    QList<ApPlayerLedger> ledgers;
    QList<qint64> money;          // the running balance: start money, less paid out, plus received so far
    QList<qint64> paidOut;        // paid out so far, for the reason of a spend the balance does not cover
    QList<ApAccount> accounts;
    std::mt19937_64 rng;
    QList<bool> embargoedNext;    // RC-EMBARGOLIFE: named by a done embargo spend
};

std::mt19937_64 accountRng(qint64 seed, int round)
{
    // Seeded by the game's seed and the round: the same input draws the same numbers.
    const quint64 s = quint64(seed);
    std::seed_seq seq{quint32(s), quint32(s >> 32), quint32(round)};
    return std::mt19937_64(seq);
}

// A random unused account number in the ruleset's range.
int drawAccountNumber(Running &run, const Ruleset &rules)
{
    const QJsonArray range = rules.data.value(u"round").toObject().value(u"accountNumbers").toArray();
    const int low = range.at(0).toInt(10), high = range.at(1).toInt(99);
    QList<int> unused;
    for (int n = low; n <= high; ++n) {
        bool used = false;
        for (const ApAccount &a : run.accounts)
            used = used || a.number == n;
        if (!used)
            unused.append(n);
    }
    return unused[qsizetype(run.rng() % quint64(unused.size()))];
}

// The money a player or an account holds now.
qint64 heldBy(const Running &run, const ap::Payment &pay)
{
    if (pay.toPlayer >= 0)
        return run.money[pay.toPlayer];
    for (const ApAccount &a : run.accounts)
        if (a.number == pay.toAccount)
            return a.balance;
    return 0;
}

// The reason a payment of the plan would leave its receiver with more money
// than a game holds (docs/formats.md "Ranges"), or empty.
CoreText overfull(const Running &run, const ap::Plan &plan)
{
    QHash<QPair<int, int>, qint64> added; // by (player, account): one receiver named twice adds up
    for (const ap::Payment &pay : plan.payments) {
        qint64 &sum = added[{pay.toPlayer, pay.toAccount}];
        sum = saturatingAdd(sum, pay.amount);
        if (saturatingAdd(heldBy(run, pay), sum) > kMoneyRange.max)
            return coreText(QT_TRANSLATE_NOOP("adj::Core", "%1 would hold more than %2, the most money a game holds"),
                            pay.toPlayer >= 0 ? run.start.players[pay.toPlayer].name
                                              : coreText(QT_TRANSLATE_NOOP("adj::Core", "account #%1"), pay.toAccount).english(),
                            groupedNumber(kMoneyRange.max));
    }
    return {};
}

// The reason the player cannot afford the plan in AP or money, or empty.
CoreText unaffordable(const Running &run, int player, const ap::Plan &plan)
{
    const ApPlayerLedger &l = run.ledgers[player];
    const int cap = l.budget.cap(plan.category);
    const int spentHere = l.spentIn(plan.category);
    if (cap >= 0 && spentHere + plan.cost > cap)
        return coreText(QT_TRANSLATE_NOOP("adj::Core", "over the %1 cap: %2 of %3 spent, this costs %4"),
                        categoryName(plan.category), spentHere, cap, plan.cost);
    if (l.total + plan.cost > l.budget.available)
        return coreText(QT_TRANSLATE_NOOP("adj::Core", "over the round total: %1 of %2 AP spent, this costs %3"),
                        l.total, l.budget.available, plan.cost);
    // Checked 64-bit: amounts are at most 10^15 each, but a spend may list many.
    qint64 money = plan.fee;
    for (const ap::Payment &pay : plan.payments)
        money = saturatingAdd(money, pay.amount);
    if (money > kMoneyRange.max)
        return coreText(QT_TRANSLATE_NOOP("adj::Core", "the amounts add up to more than %1, the most money a game holds"),
                        groupedNumber(kMoneyRange.max));
    const qint64 left = run.money[player];
    if (money > left) {
        const qint64 spentBefore = run.paidOut[player];
        return coreText(QT_TRANSLATE_NOOP("adj::Core", "money %1 does not cover %2%3"), left, money,
                        spentBefore > 0 ? coreText(QT_TRANSLATE_NOOP("adj::Core", " (%1 already spent earlier in this file)"), spentBefore).english()
                                        : QString());
    }
    return overfull(run, plan);
}

void apply(Running &run, int player, const ap::Plan &plan, const Ruleset &rules, ApRound &out)
{
    ApPlayerLedger &l = run.ledgers[player];
    l.spent[size_t(plan.category)] += plan.cost;
    l.total += plan.cost;
    // A running balance: what the player receives here, a later spend can pay with.
    run.money[player] -= plan.fee;
    run.paidOut[player] += plan.fee;
    for (const ap::Payment &pay : plan.payments) {
        run.money[player] -= pay.amount;
        run.paidOut[player] += pay.amount;
        if (pay.toPlayer >= 0)
            run.money[pay.toPlayer] += pay.amount;
        for (ApAccount &a : run.accounts)
            if (pay.toAccount >= 0 && a.number == pay.toAccount)
                a.balance += pay.amount;
    }
    if (plan.embargoes >= 0)
        run.embargoedNext[plan.embargoes] = true;
    if (plan.openAccount) {
        const ApAccount a{drawAccountNumber(run, rules), run.start.players[player].name, 0};
        run.accounts.append(a);
        out.opened.append(a);
    }
    if (plan.message) {
        ApMessage m = *plan.message;
        m.number = int(out.messages.size()) + 1;
        out.messages.append(m);
    }
}

// The spend rejected for `why`: its key and arguments, and its English.
ApSpendResult rejectedFor(ApSpendResult r, const CoreText &why)
{
    r.reasonText = why;
    r.reason = why.english();
    return r;
}

// Checks one spend of a known player; returns its result (done or rejected).
ApSpendResult check(Running &run, int player, const ApSpend &spend, const Ruleset &rules, const Options &options,
                    ApRound &out)
{
    ApSpendResult r{spend.file, spend.line, spend.raw, run.start.players[player].name, spend.word,
                    std::nullopt, 0, false, QString(), {}};
    const ActionSpec *spec = rules.action(spend.word);
    if (spec)
        r.category = categoryFromName(spec->data.value(u"category").toString());
    if (!spend.ok())
        return rejectedFor(r, spend.errorText.known ? spend.errorText : CoreText{spend.error, {}, false});
    if (!spec)
        return rejectedFor(r, coreText(QT_TRANSLATE_NOOP("adj::Core", "unknown action \"%1\""), spend.word));
    if (const CoreText bad = ap::checkArguments(spend, *spec); !bad.key.isEmpty())
        return rejectedFor(r, bad);
    const ap::Handler handler = ap::handler(spec->handler);
    if (!handler)
        return rejectedFor(r, coreText(QT_TRANSLATE_NOOP("adj::Core", "the ruleset gives %1 no rule (\"do\": \"%2\")"), spend.word, spec->handler));
    const ap::Context ctx{run.start, run.accounts, player, spend, *spec, options, rules};
    const ap::Plan plan = handler(ctx);
    r.category = plan.category;
    if (const CoreText why = plan.reject.key.isEmpty() ? unaffordable(run, player, plan) : plan.reject; !why.key.isEmpty())
        return rejectedFor(r, why);
    apply(run, player, plan, rules, out);
    r.cost = plan.cost;
    r.done = true;
    return r;
}

} // namespace

ApRound resolveApRound(const ApState &state, const QList<ApSpend> &spends, const Ruleset &apRules,
                       const Options &options, qint64 seed)
{
    ApRound out;
    out.round = state.round;
    Running run{state, {}, {}, {}, state.accounts, accountRng(seed, state.round), {}};
    for (const ApPlayer &p : state.players) {
        ApPlayerLedger l;
        l.name = p.name;
        l.budget = apBudget(p, apRules);
        run.ledgers.append(l);
        run.money.append(p.money);
        run.paidOut.append(0);
        run.embargoedNext.append(false);
    }

    for (const ApSpend &spend : spends) {
        const int player = spend.player.isEmpty() ? -1 : state.playerIndex(spend.player);
        if (player < 0) {
            const ApSpendResult r{spend.file, spend.line, spend.raw, spend.player, spend.word, std::nullopt, 0, false, {}, {}};
            out.unattributed.append(rejectedFor(r, spend.player.isEmpty()
                                                       ? coreText(QT_TRANSLATE_NOOP("adj::Core", "no PLAYER line before this spend"))
                                                       : coreText(QT_TRANSLATE_NOOP("adj::Core", "unknown player \"%1\""), spend.player)));
            continue;
        }
        run.ledgers[player].spends.append(check(run, player, spend, apRules, options, out));
    }

    // AP does not carry over; money moved and accounts opened do; an embargo
    // lasts the next round only if renewed this round (docs/rules.md §6, RC-EMBARGOLIFE).
    out.players = run.ledgers;
    out.next = state;
    out.next.round = state.round + 1;
    for (int i = 0; i < state.players.size(); ++i) {
        out.next.players[i].money = run.money[i];
        out.next.players[i].embargoed = run.embargoedNext[i];
    }
    out.next.accounts = run.accounts;
    return out;
}

} // namespace adj
