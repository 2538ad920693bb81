#include "ruleset/RuleChoices.h"

namespace adj {

namespace {

// A value and its words; for a number option one entry without a value, its
// words with %1 for the number. A true/false option names "true" and "false".
struct ValueWords {
    const char *value;
    const char *words;
};

struct RuleChoice {
    const char *id;
    const char *key;
    const char *name;
    ValueWords values[2];
};

// docs/rules.md §7, in its order.
const RuleChoice kChoices[] = {
    {"RC-ROUND", "lossRounding", QT_TRANSLATE_NOOP("adj::Core", "Rounding of battle losses"),
     {{"floorSum", QT_TRANSLATE_NOOP("adj::Core", "one floor over the sum")},
      {"floorEach", QT_TRANSLATE_NOOP("adj::Core", "each term floored")}}},
    {"RC-STALL", "assaultStall", QT_TRANSLATE_NOOP("adj::Core", "Assault round that kills nothing"),
     {{"fail", QT_TRANSLATE_NOOP("adj::Core", "the assault fails")}, {}}},
    {"RC-CITYDEF", "cityDefenceBonus", QT_TRANSLATE_NOOP("adj::Core", "City defence bonus"),
     {{nullptr, QT_TRANSLATE_NOOP("adj::Core", "%1 added to a city's defence")}, {}}},
    {"RC-AMBUSH", "ambushFactor", QT_TRANSLATE_NOOP("adj::Core", "Ambush factor"),
     {{nullptr, QT_TRANSLATE_NOOP("adj::Core", "the ambushed attacker's losses count the defence × %1")}, {}}},
    {"RC-SEALOAD", "seaLoad", QT_TRANSLATE_NOOP("adj::Core", "Ships needed to carry armies"),
     {{"afterMove", QT_TRANSLATE_NOOP("adj::Core", "as many ships as all the armies aboard after the move")},
      {"movedOnly", QT_TRANSLATE_NOOP("adj::Core", "as many ships as the armies moved")}}},
    {"RC-LEFTOVER", "leftover", QT_TRANSLATE_NOOP("adj::Core", "BP left at the end of the turn"),
     {{"treasury", QT_TRANSLATE_NOOP("adj::Core", "go to the treasury")},
      {"armyAll", QT_TRANSLATE_NOOP("adj::Core", "build armies, the rest is bid for the order (action 17)")}}},
    {"RC-DISPERSE", "dispersal", QT_TRANSLATE_NOOP("adj::Core", "Dispersal at the end of the turn"),
     {{"true", QT_TRANSLATE_NOOP("adj::Core", "ships and extra armies go back to the reserves")},
      {"false", QT_TRANSLATE_NOOP("adj::Core", "nothing disperses")}}},
    {"RC-MAINT", "maintenance", QT_TRANSLATE_NOOP("adj::Core", "Maintenance"),
     {{"off", QT_TRANSLATE_NOOP("adj::Core", "no maintenance")},
      {"perArmyOverPopulation", QT_TRANSLATE_NOOP("adj::Core", "1 BP for each army over its area's population and each ship at sea")}}},
    {"RC-EMPCAPTURE", "captureNeedsMoreThanPopulation", QT_TRANSLATE_NOOP("adj::Core", "Capture in Empires"),
     {{"true", QT_TRANSLATE_NOOP("adj::Core", "the surviving armies must outnumber the area's population")},
      {"false", QT_TRANSLATE_NOOP("adj::Core", "any surviving army captures")}}},
    {"RC-EMBARGO", "embargoApPerBid", QT_TRANSLATE_NOOP("adj::Core", "AP per bid under an embargo"),
     {{nullptr, QT_TRANSLATE_NOOP("adj::Core", "%1 General AP for each bid or liquidation")}, {}}},
};

const RuleChoice *choice(const QString &key)
{
    for (const RuleChoice &c : kChoices)
        if (key == QLatin1String(c.key))
            return &c;
    return nullptr;
}

} // namespace

QString ruleChoiceValueName(const QJsonValue &v)
{
    if (v.isString())
        return v.toString();
    if (v.isBool())
        return QLatin1String(v.toBool() ? "true" : "false");
    return v.isDouble() ? QString::number(v.toDouble()) : QString();
}

QString ruleChoiceKey(const QString &id)
{
    for (const RuleChoice &c : kChoices)
        if (id == QLatin1String(c.id))
            return QLatin1String(c.key);
    return {};
}

QString ruleChoiceName(const QString &key, Lang lang)
{
    const RuleChoice *c = choice(key);
    return c ? QStringLiteral("%1 (%2)").arg(coreWord(lang, c->name), QLatin1String(c->id)) : key;
}

QString ruleChoiceValue(const QString &key, const QJsonValue &value, Lang lang)
{
    const QString name = ruleChoiceValueName(value);
    if (const RuleChoice *c = choice(key))
        for (const ValueWords &w : c->values) {
            if (!w.words)
                break;
            if (!w.value && value.isDouble())
                return coreWord(lang, w.words).arg(name);
            if (w.value && name == QLatin1String(w.value))
                return coreWord(lang, w.words);
        }
    return name;
}

QString ruleChoiceInWords(const QString &key, const QJsonValue &value, Lang lang)
{
    const RuleChoice *c = choice(key);
    const QString words = ruleChoiceValue(key, value, lang);
    return c ? QStringLiteral("%1: %2").arg(coreWord(lang, c->name), words) : words;
}

} // namespace adj
