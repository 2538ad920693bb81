#include "ruleset/Ruleset.h"

#include <QDir>
#include <QMutex>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <map>
#include <memory>

namespace adj {

namespace {

BlankNumber blankFromName(const QString &s)
{
    if (s == u"one") return BlankNumber::One;
    if (s == u"all") return BlankNumber::All;
    if (s == u"allAffordable") return BlankNumber::AllAffordable;
    if (s == u"lastSlotAll") return BlankNumber::LastSlotAll;
    return BlankNumber::Required;
}

std::unique_ptr<Ruleset> load(const QString &name)
{
    QFile file(QStringLiteral(":/rulesets/%1.json").arg(name));
    if (!file.open(QIODevice::ReadOnly))
        return nullptr;
    const QJsonObject o = QJsonDocument::fromJson(file.readAll()).object();
    auto r = std::make_unique<Ruleset>();
    r->name = o.value(u"name").toString();
    r->title = o.value(u"title").toString();
    r->actionsPerTurn = o.value(u"actionsPerTurn").toInt(16);
    for (const QJsonValue &t : o.value(u"difficultTerrain").toArray())
        r->difficultTerrain.append(t.toString());
    r->defaults = o.value(u"options").toObject();
    r->optionValues = o.value(u"optionValues").toObject();
    r->features = o.value(u"features").toObject();
    r->growExtra = o.value(u"growExtra").toObject();
    r->data = o;
    const QJsonObject aliases = o.value(u"aliases").toObject();
    for (auto it = aliases.begin(); it != aliases.end(); ++it)
        r->aliases.insert(it.key(), it.value().toString());
    const QJsonObject actions = o.value(u"actions").toObject();
    for (auto it = actions.begin(); it != actions.end(); ++it) {
        const QJsonObject a = it.value().toObject();
        ActionSpec spec;
        spec.word = it.key();
        spec.handler = a.value(u"do").toString();
        spec.fields = a.value(u"fields").toString();
        spec.cost = a.value(u"cost").toInt();
        spec.costPerArmy = a.value(u"costPerArmy").toInt();
        spec.allowAll = a.value(u"all").toBool();
        spec.allowAllBut = a.value(u"ab").toBool();
        spec.blank = blankFromName(a.value(u"blank").toString());
        spec.data = a;
        r->actions.insert(spec.word, spec);
    }
    return r;
}

} // namespace

QStringList Ruleset::names()
{
    QStringList out;
    for (const QString &f : QDir(QStringLiteral(":/rulesets")).entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name))
        out.append(f.chopped(5));
    return out;
}

const Ruleset *Ruleset::get(const QString &name)
{
    // The window resolves on a worker thread while its own thread may ask too.
    static QMutex mutex;
    static std::map<QString, std::unique_ptr<Ruleset>> cache;
    const QMutexLocker lock(&mutex);
    auto it = cache.find(name);
    if (it == cache.end())
        it = cache.emplace(name, load(name)).first;
    return it->second.get();
}

const ActionSpec *Ruleset::action(const QString &word) const
{
    const QString w = aliases.value(word, word);
    auto it = actions.constFind(w);
    return it == actions.constEnd() ? nullptr : &*it;
}

Options::Options(const Ruleset &rules, const QJsonObject &gameOptions)
    : m_values(rules.defaults)
{
    for (auto it = gameOptions.begin(); it != gameOptions.end(); ++it)
        m_values.insert(it.key(), it.value());
}

QJsonValue Options::value(const QString &key) const
{
    return m_values.value(key);
}

} // namespace adj
