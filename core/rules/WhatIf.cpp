#include "rules/WhatIf.h"

#include "model/GameDiff.h"
#include "model/GameJson.h"

#include <QJsonArray>
#include <QJsonDocument>

namespace adj {

namespace {

// A step without its number (steps paired by what they are may stand at
// other numbers) and without the battle's options.
QJsonObject comparable(const Step &s)
{
    QJsonObject o = stepToJson(s);
    o.remove(QStringLiteral("step"));
    if (o.contains(u"battle")) {
        QJsonObject battle = o.value(u"battle").toObject();
        battle.remove(QStringLiteral("options"));
        o.insert(QStringLiteral("battle"), battle);
    }
    return o;
}

// docs/formats.md: area:CODE.field, nation:CODE.field, order; empty for what the
// reading itself changes (the options) or a turn cannot change.
QString pathOf(const Change &c)
{
    switch (c.target) {
    case Change::Target::Area: return QStringLiteral("area:%1.%2").arg(c.key, c.field);
    case Change::Target::Nation: return QStringLiteral("nation:%1.%2").arg(c.key, c.field);
    case Change::Target::Game: break;
    }
    return c.key.isEmpty() && c.field == u"order" ? c.field : QString();
}

using Pair = std::pair<std::optional<qsizetype>, std::optional<qsizetype>>;

QList<Pair> byNumber(qsizetype na, qsizetype nb)
{
    QList<Pair> out;
    for (qsizetype i = 0; i < std::max(na, nb); ++i)
        out.append({i < na ? std::optional(i) : std::nullopt, i < nb ? std::optional(i) : std::nullopt});
    return out;
}

// What a step is: a nation's slot, or an end-of-turn phase (of a nation).
QString what(const Step &s)
{
    return s.phase.isEmpty() ? QStringLiteral("o %1 %2").arg(s.nation).arg(s.slot.value_or(0))
                             : QStringLiteral("p %1 %2").arg(s.phase, s.nation);
}

// Walks both sides in order: equal steps are paired; a step whose like
// comes no more on the other side stands alone.
QList<Pair> byWhat(const QList<Step> &a, const QList<Step> &b)
{
    QStringList ka, kb;
    QHash<QString, int> leftA, leftB;
    for (const Step &s : a)
        ++leftA[ka.emplace_back(what(s))];
    for (const Step &s : b)
        ++leftB[kb.emplace_back(what(s))];
    QList<Pair> out;
    qsizetype i = 0, j = 0;
    while (i < a.size() || j < b.size()) {
        if (i < a.size() && j < b.size() && ka[i] == kb[j]) {
            --leftA[ka[i]], --leftB[kb[j]];
            out.append({i++, j++});
        } else if (j >= b.size() || (i < a.size() && leftB.value(ka[i]) == 0) || leftA.value(kb[j]) > 0) {
            --leftA[ka[i]];
            out.append({i++, std::nullopt});
        } else {
            --leftB[kb[j]];
            out.append({std::nullopt, j++});
        }
    }
    return out;
}

} // namespace

Comparison compareResolutions(const Resolution &a, const Resolution &b, StepPairing pairing)
{
    Comparison out;
    const QList<Pair> pairs = pairing == StepPairing::ByNumber ? byNumber(a.steps.size(), b.steps.size()) : byWhat(a.steps, b.steps);
    for (const auto &[i, j] : pairs) {
        StepDifference d;
        d.step = int(i ? *i : *j) + 1;
        if (i)
            d.a = a.steps[*i];
        if (j)
            d.b = b.steps[*j];
        if (d.a && d.b && (*d.a == *d.b || comparable(*d.a) == comparable(*d.b)))
            continue;
        if (!out.firstDifference)
            out.firstDifference = d.step;
        out.steps.append(d);
    }
    out.state = stateDifferences(a.next, b.next);
    return out;
}

QList<StateDifference> stateDifferences(const Game &a, const Game &b)
{
    QList<StateDifference> out;
    for (const Change &c : diffGames(a, b))
        if (const QString path = pathOf(c); !path.isEmpty())
            out.append({path, c.from, c.to, c.target, c.key, c.field});
    return out;
}

QByteArray stateJson(const QList<StateDifference> &state)
{
    QByteArray out = "[";
    for (qsizetype i = 0; i < state.size(); ++i) {
        const StateDifference &d = state[i];
        out += (i ? ",\n  " : "\n  ")
             + inlineOrdered({{QStringLiteral("path"), d.path}, {QStringLiteral("a"), d.a}, {QStringLiteral("b"), d.b}});
    }
    return out + "]";
}

QByteArray comparisonJsonMembers(const Comparison &c)
{
    QByteArray out = "\"firstDifference\": " + (c.firstDifference ? QByteArray::number(*c.firstDifference) : "null")
                   + ", \"steps\": [";
    for (qsizetype i = 0; i < c.steps.size(); ++i) {
        const StepDifference &d = c.steps[i];
        out += (i ? ",\n  " : "\n  ") + QByteArray("{\"step\": ") + QByteArray::number(d.step)
             + ", \"a\": " + (d.a ? stepToJsonLine(*d.a) : "null") + ", \"b\": " + (d.b ? stepToJsonLine(*d.b) : "null") + "}";
    }
    return out + "], \"state\": " + stateJson(c.state);
}

std::optional<Game> withOptions(const Game &game, const QJsonObject &changes, Problems &problems)
{
    const Ruleset *rules = Ruleset::get(game.ruleset);
    if (!rules) {
        problems.append({QString(), 0, QStringLiteral("ruleset"), QStringLiteral("unknown ruleset \"%1\"").arg(game.ruleset)});
        return std::nullopt;
    }
    bool ok = true;
    for (auto it = changes.begin(); it != changes.end(); ++it)
        if (rules->defaults.value(it.key()).isUndefined()) {
            QStringList keys = rules->defaults.keys();
            problems.append({QString(), 0, QStringLiteral("options.") + it.key(),
                             QStringLiteral("not a rule choice of %1 (%2)").arg(rules->name, keys.join(QStringLiteral(", ")))});
            ok = false;
        }
    if (!ok)
        return std::nullopt;
    Game changed = game;
    for (auto it = changes.begin(); it != changes.end(); ++it)
        changed.options.insert(it.key(), it.value());
    const Problems bad = validateOptions(changes, *rules);
    problems += bad;
    for (const Problem &p : bad)
        if (p.severity == Problem::Error)
            return std::nullopt;
    return changed;
}

QJsonValue optionValueFromText(const QString &text)
{
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(QByteArray("[") + text.toUtf8() + "]", &error);
    return error.error == QJsonParseError::NoError && doc.array().size() == 1 ? doc.array().first() : QJsonValue(text);
}

Comparison compareWithOptions(const Game &game, const QList<Order> &orders, const Game &changed)
{
    return compareResolutions(resolveTurn(game, orders), resolveTurn(changed, orders));
}

} // namespace adj
