#include "turn/CheckedOrders.h"

#include "mail/OrderMail.h"
#include "model/Game.h"
#include "model/MapGraph.h"
#include "ruleset/Ruleset.h"
#include "schedule/Schedule.h"

#include <QHash>
#include <algorithm>

namespace adj {

namespace {

// By text, in the order given, then by line. Each text's position is looked
// up once, not in the comparison: thousands of texts stay n log n.
void sortByTextAndLine(Problems &problems, const QList<OrdersText> &texts)
{
    QHash<QString, qsizetype> position;
    for (qsizetype i = texts.size() - 1; i >= 0; --i)
        position.insert(texts[i].name, i);  // the first place a name is given wins
    std::stable_sort(problems.begin(), problems.end(), [&](const Problem &a, const Problem &b) {
        return std::pair(position.value(a.file, -1), a.line) < std::pair(position.value(b.file, -1), b.line);
    });
}

// Per nation: its order lines and the problems on them.
QMap<QString, NationOrders> countByNation(const QList<Order> &orders, const Problems &found)
{
    QHash<QPair<QString, int>, int> onLine;
    for (const Problem &p : found)
        ++onLine[{p.file, p.line}];
    QMap<QString, NationOrders> byNation;
    for (const Order &o : orders) {
        NationOrders &counts = byNation[o.nation];
        ++counts.lines;
        counts.problems += onLine.value({o.file, o.line});
    }
    return byNation;
}

} // namespace

int CheckedOrders::errors() const
{
    return int(std::count_if(problems.cbegin(), problems.cend(),
                             [](const Problem &p) { return p.severity == Problem::Error; }));
}

bool takesOrders(const Game &game)
{
    const Ruleset *rules = Ruleset::get(game.ruleset);
    return rules && rules->actionsPerTurn > 0;
}

CheckedOrders checkOrders(const QList<OrdersText> &texts, const Game &game, const MapGraph &graph)
{
    CheckedOrders checked;
    if (!takesOrders(game))
        return checked;
    const Ruleset &rules = *Ruleset::get(game.ruleset);
    for (const OrdersText &t : texts) {
        OrderSet set = parseOrders(t.text, t.name, game, rules);
        checked.orders += std::move(set.orders);
        checked.messages += std::move(set.messages);
        checked.problems += std::move(set.problems);
    }
    checked.problems += failSlotsUsedTwice(checked.orders, rules);  // across the texts given
    checked.problems += checkOrdersAgainstMap(checked.orders, game, rules, graph);
    sortByTextAndLine(checked.problems, texts);
    checked.byNation = countByNation(checked.orders, checked.problems);
    return checked;
}

CheckedOrders checkOrders(const QString &text, const QString &name, const Game &game, const MapGraph &graph)
{
    return checkOrders(QList<OrdersText>{{name, text}}, game, graph);
}

CheckedOrders checkMailOrders(const OrdersMail &mail, const Game &game)
{
    return checkOrders(ordersFileText(mail), QString(), game, *MapGraph::of(game));
}

QString withImported(QString text, const QList<OrdersText> &imported)
{
    QString added;
    for (OrdersText t : imported) {
        t.text.replace(QStringLiteral("\r\n"), QStringLiteral("\n"));
        if (!t.text.endsWith(u'\n'))
            t.text += u'\n';
        added += QStringLiteral("# ---- imported from %1 ----\n").arg(t.name) + t.text;
    }
    return withAdded(std::move(text), added);
}

QString withAdded(QString text, const QString &added)
{
    if (!text.isEmpty() && !text.endsWith(u'\n'))
        text += u'\n';
    if (!text.isEmpty())
        text += u'\n';
    return text + added;
}

EarlyResolve earlyResolve(const Game &game, const CheckedOrders &checked, const QDateTime &now)
{
    EarlyResolve out;
    const std::optional<Schedule> schedule = gameSchedule(game);
    if (!schedule || !schedule->deadline.isValid())
        return out;
    out.cutOff = cutOff(*schedule);
    out.secondsLeft = std::max<qint64>(0, now.secsTo(out.cutOff));
    for (const Nation &n : game.nations)
        if (checked.byNation.value(n.code).lines == 0)
            out.missing.append(n.code);
    out.ask = out.secondsLeft > 0 || !out.missing.isEmpty();
    return out;
}

} // namespace adj
