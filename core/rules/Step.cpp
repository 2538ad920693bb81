#include "rules/Step.h"

#include "model/GameJson.h"

#include <QHash>
#include <QJsonArray>
#include <QVarLengthArray>

#include <algorithm>
#include <cmath>

namespace adj {

namespace {

QString targetName(Change::Target t)
{
    switch (t) {
    case Change::Target::Area: return QStringLiteral("area");
    case Change::Target::Nation: return QStringLiteral("nation");
    case Change::Target::Game: return QStringLiteral("game");
    }
    return {};
}

} // namespace

void applyStep(Game &game, const Step &step)
{
    for (const Change &c : step.changes)
        setFieldValue(game, c.target, c.key, c.field, c.to);
}

void undoStep(Game &game, const Step &step)
{
    for (auto it = step.changes.crbegin(); it != step.changes.crend(); ++it)
        setFieldValue(game, it->target, it->key, it->field, it->from);
}

namespace {

QJsonObject lostToJson(const Lost &l)
{
    return {{QStringLiteral("armies"), l.armies}, {QStringLiteral("ships"), l.ships}};
}

Lost lostFromJson(const QJsonValue &v)
{
    const QJsonObject o = v.toObject();
    return {o.value(u"armies").toInt(), o.value(u"ships").toInt()};
}

// An exact loss such as 11/3, to four decimals: the same in every run.
QJsonValue exactToJson(double x)
{
    return std::round(x * 10000) / 10000;
}

// Each side at the start of the battle (docs/formats.md "Battle details").
QJsonObject attackerForce(const Battle &b)
{
    QJsonObject o{{QStringLiteral("armies"), b.attackers}};
    if (b.kind == u"sea" || b.seaborneShips)
        o.insert(QStringLiteral("ships"), b.seaborneShips);
    return o;
}

QJsonObject defenderForce(const Battle &b)
{
    QJsonObject o{{QStringLiteral("armies"), b.defendingArmies + b.retreated}};
    if (b.kind == u"sea") {
        o.insert(QStringLiteral("ships"), b.defendingShips);
        return o;
    }
    o.insert(QStringLiteral("population"), b.population);
    o.insert(QStringLiteral("forts"), b.forts);
    o.insert(QStringLiteral("cityBonus"), b.cityBonus);
    o.insert(QStringLiteral("ambush"), b.ambushFactor);
    if (!b.retreatedTo.isEmpty()) {
        o.insert(QStringLiteral("retreated"), b.retreated);
        o.insert(QStringLiteral("retreatedTo"), b.retreatedTo);
    }
    return o;
}

} // namespace

QJsonObject battleToJson(const Battle &b)
{
    QJsonArray rounds;
    for (const Round &r : b.rounds)
        rounds.append(QJsonObject{{QStringLiteral("a"), r.a}, {QStringLiteral("d"), r.d},
                                  {QStringLiteral("aLoss"), r.aLoss}, {QStringLiteral("dLoss"), r.dLoss},
                                  {QStringLiteral("aLossExact"), exactToJson(r.attacker.exact)},
                                  {QStringLiteral("dLossExact"), exactToJson(r.defender.exact)},
                                  {QStringLiteral("aLost"), lostToJson(r.aLost)},
                                  {QStringLiteral("dLost"), lostToJson(r.dLost)}});
    QJsonObject o{{QStringLiteral("kind"), b.kind},
                  {QStringLiteral("attacker"), b.attacker},
                  {QStringLiteral("defender"), jsonOrNull(b.defender)},
                  {QStringLiteral("from"), b.from},
                  {QStringLiteral("to"), b.to},
                  {QStringLiteral("attackerForce"), attackerForce(b)},
                  {QStringLiteral("defenderForce"), defenderForce(b)},
                  {QStringLiteral("rounds"), rounds},
                  {QStringLiteral("won"), b.won},
                  {QStringLiteral("rules"), QJsonArray::fromStringList(b.rules)},
                  {QStringLiteral("options"), b.options},
                  {QStringLiteral("attackers"), b.attackers},
                  {QStringLiteral("defendingArmies"), b.defendingArmies}};
    if (b.kind != u"sea") {
        o.insert(QStringLiteral("population"), b.population);
        o.insert(QStringLiteral("forts"), b.forts);
        o.insert(QStringLiteral("cityBonus"), b.cityBonus);
    }
    if (b.seaborneShips)
        o.insert(QStringLiteral("seaborneShips"), b.seaborneShips);
    if (b.ambushFactor)
        o.insert(QStringLiteral("ambushFactor"), b.ambushFactor);
    if (!b.retreatedTo.isEmpty()) {
        o.insert(QStringLiteral("retreatedTo"), b.retreatedTo);
        o.insert(QStringLiteral("retreated"), b.retreated);
    }
    if (!b.endedBy.isEmpty())
        o.insert(QStringLiteral("endedBy"), b.endedBy);
    return o;
}

QJsonObject stepToJson(const Step &s)
{
    QJsonArray changes;
    for (const Change &c : s.changes) {
        QJsonObject o;
        if (c.target == Change::Target::Game)
            o.insert(QStringLiteral("game"), true);
        else
            o.insert(targetName(c.target), c.key);
        o.insert(QStringLiteral("field"), c.field);
        o.insert(QStringLiteral("from"), c.from);
        o.insert(QStringLiteral("to"), c.to);
        changes.append(o);
    }
    QJsonObject o{{QStringLiteral("step"), s.index},
                  {QStringLiteral("slot"), s.slot ? QJsonValue(*s.slot) : QJsonValue(QJsonValue::Null)},
                  {QStringLiteral("nation"), jsonOrNull(s.nation)},
                  {QStringLiteral("order"), jsonOrNull(s.order)},
                  {QStringLiteral("outcome"), s.outcome},
                  {QStringLiteral("reason"), jsonOrNull(s.reason)},
                  {QStringLiteral("cost"), s.cost},
                  {QStringLiteral("changes"), changes}};
    if (!s.phase.isEmpty())
        o.insert(QStringLiteral("phase"), s.phase);
    if (!s.raw.isEmpty())
        o.insert(QStringLiteral("raw"), s.raw);
    if (s.line > 0)
        o.insert(QStringLiteral("line"), s.line);
    if (s.battle)
        o.insert(QStringLiteral("battle"), battleToJson(*s.battle));
    if (!s.notes.isEmpty())
        o.insert(QStringLiteral("notes"), QJsonArray::fromStringList(s.notes));
    return o;
}

namespace {

// Keys in the order docs/formats.md shows them; others after, alphabetically. One
// list for every object of a step: the keys of changes, battles, forces and
// rounds never disagree about their order, except in a loss (armies first).
const QStringList kKeyOrder = {
    QStringLiteral("step"), QStringLiteral("slot"), QStringLiteral("phase"), QStringLiteral("nation"),
    QStringLiteral("order"), QStringLiteral("raw"), QStringLiteral("line"), QStringLiteral("outcome"),
    QStringLiteral("reason"), QStringLiteral("cost"), QStringLiteral("changes"), QStringLiteral("area"),
    QStringLiteral("game"), QStringLiteral("field"), QStringLiteral("notes"), QStringLiteral("battle"),
    QStringLiteral("kind"), QStringLiteral("attacker"), QStringLiteral("defender"), QStringLiteral("from"),
    QStringLiteral("to"), QStringLiteral("attackerForce"), QStringLiteral("defenderForce"), QStringLiteral("ships"),
    QStringLiteral("armies"), QStringLiteral("population"), QStringLiteral("forts"), QStringLiteral("cityBonus"),
    QStringLiteral("ambush"), QStringLiteral("retreated"), QStringLiteral("retreatedTo"), QStringLiteral("rounds"),
    QStringLiteral("a"), QStringLiteral("d"), QStringLiteral("aLoss"), QStringLiteral("dLoss"),
    QStringLiteral("aLossExact"), QStringLiteral("dLossExact"), QStringLiteral("aLost"), QStringLiteral("dLost"),
    QStringLiteral("won"), QStringLiteral("endedBy"), QStringLiteral("rules"), QStringLiteral("options")};
const QStringList kLostOrder = {QStringLiteral("armies"), QStringLiteral("ships")};

// The place of each key in an order of keys.
QHash<QString, qsizetype> ranks(const QStringList &order)
{
    QHash<QString, qsizetype> rank;
    for (qsizetype i = 0; i < order.size(); ++i)
        rank.insert(order[i], i);
    return rank;
}
const QHash<QString, qsizetype> kKeyRank = ranks(kKeyOrder);
const QHash<QString, qsizetype> kLostRank = ranks(kLostOrder);

// A key as JSON: the step log's names (ASCII letters and digits) need no
// escape and are written as they are; any other key as inlineJson writes it.
void appendKey(QByteArray &out, const QString &key)
{
    if (!std::all_of(key.begin(), key.end(), [](QChar c) { return c.unicode() < 0x80 && c.isLetterOrNumber(); })) {
        appendJsonString(out, key);
        return;
    }
    out += '"';
    for (const QChar c : key)
        out += char(c.unicode());
    out += '"';
}

void appendOrdered(QByteArray &out, const QJsonValue &v, const QHash<QString, qsizetype> &rank = kKeyRank)
{
    if (v.isObject()) {
        // The object's keys come alphabetically; a stable sort by rank keeps
        // that order among the keys the rank does not know.
        const QJsonObject o = v.toObject();
        QVarLengthArray<QPair<qsizetype, QJsonObject::const_iterator>, 32> fields;
        for (auto it = o.constBegin(); it != o.constEnd(); ++it)
            fields.append({rank.value(it.key(), rank.size()), it});
        std::stable_sort(fields.begin(), fields.end(), [](const auto &a, const auto &b) { return a.first < b.first; });
        out += '{';
        for (qsizetype i = 0; i < fields.size(); ++i) {
            const QString key = fields[i].second.key();
            if (i)
                out += ", ";
            appendKey(out, key);
            out += ": ";
            appendOrdered(out, fields[i].second.value(), key == u"aLost" || key == u"dLost" ? kLostRank : kKeyRank);
        }
        out += '}';
        return;
    }
    if (v.isArray()) {
        const QJsonArray a = v.toArray();
        out += '[';
        for (qsizetype i = 0; i < a.size(); ++i) {
            if (i)
                out += ", ";
            appendOrdered(out, a[i]);
        }
        out += ']';
        return;
    }
    appendJson(out, v);
}

} // namespace

// The step and its changes written straight in the order appendOrdered gives
// stepToJson(step), with no object built per step (the step log
// took 577 ms at 40,000 areas); a battle and the values of changes still go
// through appendOrdered.
QByteArray stepToJsonLine(const Step &s)
{
    QByteArray out;
    out.reserve(512);
    auto key = [&](const char *name) {
        out += out.isEmpty() ? "{\"" : ", \"";
        out += name;
        out += "\": ";
    };
    auto stringOrNull = [&](const QString &v) {
        if (v.isEmpty())
            out += "null";
        else
            appendJsonString(out, v);
    };
    key("step");
    out += QByteArray::number(s.index);
    key("slot");
    out += s.slot ? QByteArray::number(*s.slot) : QByteArray("null");
    if (!s.phase.isEmpty()) {
        key("phase");
        appendJsonString(out, s.phase);
    }
    key("nation");
    stringOrNull(s.nation);
    key("order");
    stringOrNull(s.order);
    if (!s.raw.isEmpty()) {
        key("raw");
        appendJsonString(out, s.raw);
    }
    if (s.line > 0) {
        key("line");
        out += QByteArray::number(s.line);
    }
    key("outcome");
    appendJsonString(out, s.outcome);
    key("reason");
    stringOrNull(s.reason);
    key("cost");
    out += QByteArray::number(s.cost);
    key("changes");
    out += '[';
    for (qsizetype i = 0; i < s.changes.size(); ++i) {
        const Change &c = s.changes[i];
        out += i ? ", {\"" : "{\"";
        if (c.target == Change::Target::Game) {
            out += "game\": true";
        } else {
            out += c.target == Change::Target::Area ? "area\": " : "nation\": ";
            appendJsonString(out, c.key);
        }
        out += ", \"field\": ";
        appendJsonString(out, c.field);
        // An undefined value is no key at all, as in a QJsonObject.
        if (!c.from.isUndefined()) {
            out += ", \"from\": ";
            appendOrdered(out, c.from);
        }
        if (!c.to.isUndefined()) {
            out += ", \"to\": ";
            appendOrdered(out, c.to);
        }
        out += '}';
    }
    out += ']';
    if (!s.notes.isEmpty()) {
        key("notes");
        out += '[';
        for (qsizetype i = 0; i < s.notes.size(); ++i) {
            if (i)
                out += ", ";
            appendJsonString(out, s.notes[i]);
        }
        out += ']';
    }
    if (s.battle) {
        key("battle");
        appendOrdered(out, battleToJson(*s.battle));
    }
    out += '}';
    return out;
}

std::optional<Step> stepFromJson(const QJsonObject &o)
{
    if (!o.contains(u"step") || !o.value(u"changes").isArray())
        return std::nullopt;
    Step s;
    s.index = o.value(u"step").toInt();
    if (o.value(u"slot").isDouble())
        s.slot = o.value(u"slot").toInt();
    s.phase = o.value(u"phase").toString();
    s.nation = o.value(u"nation").toString();
    s.order = o.value(u"order").toString();
    s.raw = o.value(u"raw").toString();
    s.line = o.value(u"line").toInt();
    s.outcome = o.value(u"outcome").toString();
    s.reason = o.value(u"reason").toString();
    s.cost = o.value(u"cost").toInt();
    for (const QJsonValue &n : o.value(u"notes").toArray())
        s.notes.append(n.toString());
    for (const QJsonValue &v : o.value(u"changes").toArray()) {
        const QJsonObject c = v.toObject();
        Change ch;
        if (c.contains(u"area")) {
            ch.target = Change::Target::Area;
            ch.key = c.value(u"area").toString();
        } else if (c.contains(u"nation")) {
            ch.target = Change::Target::Nation;
            ch.key = c.value(u"nation").toString();
        } else {
            ch.target = Change::Target::Game;
        }
        ch.field = c.value(u"field").toString();
        ch.from = c.value(u"from");
        ch.to = c.value(u"to");
        s.changes.append(ch);
    }
    if (o.value(u"battle").isObject()) {
        const QJsonObject b = o.value(u"battle").toObject();
        Battle battle;
        battle.kind = b.value(u"kind").toString();
        battle.attacker = b.value(u"attacker").toString();
        battle.defender = b.value(u"defender").toString();
        battle.from = b.value(u"from").toString();
        battle.to = b.value(u"to").toString();
        battle.won = b.value(u"won").toBool();
        battle.attackers = b.value(u"attackers").toInt();
        battle.seaborneShips = b.value(u"seaborneShips").toInt();
        battle.defendingArmies = b.value(u"defendingArmies").toInt();
        battle.population = b.value(u"population").toInt();
        battle.forts = b.value(u"forts").toInt();
        battle.cityBonus = b.value(u"cityBonus").toInt();
        battle.ambushFactor = b.value(u"ambushFactor").toInt();
        battle.retreatedTo = b.value(u"retreatedTo").toString();
        battle.retreated = b.value(u"retreated").toInt();
        battle.endedBy = b.value(u"endedBy").toString();
        battle.defendingShips = battle.kind == u"sea" ? b.value(u"defenderForce").toObject().value(u"ships").toInt() : 0;
        for (const QJsonValue &v : b.value(u"rules").toArray())
            battle.rules.append(v.toString());
        battle.options = b.value(u"options").toObject();
        for (const QJsonValue &r : b.value(u"rounds").toArray()) {
            const QJsonObject ro = r.toObject();
            Round round;
            round.a = ro.value(u"a").toInt();
            round.d = ro.value(u"d").toInt();
            round.aLoss = ro.value(u"aLoss").toInt();
            round.dLoss = ro.value(u"dLoss").toInt();
            round.aLost = lostFromJson(ro.value(u"aLost"));
            round.dLost = lostFromJson(ro.value(u"dLost"));
            battle.rounds.append(round);
        }
        countBattle(battle); // the numbers the log does not keep, as the battle counted them
        s.battle = battle;
    }
    return s;
}

} // namespace adj
