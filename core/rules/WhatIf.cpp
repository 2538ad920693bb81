#include "rules/WhatIf.h"

#include "model/GameDiff.h"
#include "model/GameJson.h"

#include <QJsonArray>
#include <QJsonDocument>

namespace adj {

namespace {

QJsonObject comparable(const Step &s)
{
    QJsonObject o = stepToJson(s);
    if (o.contains(u"battle")) {
        QJsonObject battle = o.value(u"battle").toObject();
        battle.remove(QStringLiteral("options"));
        o.insert(QStringLiteral("battle"), battle);
    }
    return o;
}

// formats.md: area:CODE.field, nation:CODE.field, order; empty for what the
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

} // namespace

Comparison compareResolutions(const Resolution &a, const Resolution &b)
{
    Comparison out;
    const qsizetype n = std::max(a.steps.size(), b.steps.size());
    for (qsizetype i = 0; i < n; ++i) {
        StepDifference d;
        d.step = int(i) + 1;
        if (i < a.steps.size())
            d.a = a.steps[i];
        if (i < b.steps.size())
            d.b = b.steps[i];
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
