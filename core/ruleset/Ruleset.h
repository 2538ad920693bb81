// A ruleset: costs, limits and rule-choice options as data
// (resources/rulesets/NAME.json), read once and shared.
#pragma once

#include <QHash>
#include <QJsonObject>
#include <QString>
#include <QStringList>
#include <optional>

namespace adj {

// How an action's number field behaves (docs/rules.md §2, "Number field").
enum class BlankNumber { Required, One, All, AllAffordable, LastSlotAll };

struct ActionSpec {
    QString word;        // LEVY, MOVE, ...
    QString handler;     // name of the registered function that carries it out
    QString fields;      // where-number, from-to-number, where, where-target, number, nation-number, none
    int cost = 0;        // BP per unit, or per action for moves
    int costPerArmy = 0; // Empires moves
    bool allowAll = false;
    bool allowAllBut = false;
    BlankNumber blank = BlankNumber::Required;
    QJsonObject data;    // the whole entry, for action-specific keys
    bool flag(const char *key) const { return data.value(QLatin1String(key)).toBool(); }
};

class Ruleset
{
public:
    static QStringList names();
    // The ruleset with that name, or nullptr (cached; the data ships inside the program).
    static const Ruleset *get(const QString &name);

    QString name;
    QString title;
    int actionsPerTurn = 16;
    QStringList difficultTerrain;
    QJsonObject defaults;     // rule-choice options with their defaults (docs/rules.md §7)
    QJsonObject optionValues; // the values a text option may take
    QJsonObject features;
    QJsonObject growExtra;
    QHash<QString, QString> aliases;
    QHash<QString, ActionSpec> actions;
    QJsonObject data;         // the whole file, for ruleset-specific keys (ap: "round")

    // The action named by a word (aliases resolved), or nullptr.
    const ActionSpec *action(const QString &word) const;
    bool feature(const char *key) const { return features.value(QLatin1String(key)).toBool(); }
};

// The rule-choice options in force for one game: the ruleset's defaults
// overridden key by key by the game's `options`.
class Options
{
public:
    Options(const Ruleset &rules, const QJsonObject &gameOptions);
    QJsonValue value(const QString &key) const;
    int integer(const QString &key) const { return value(key).toInt(); }
    double number(const QString &key) const { return value(key).toDouble(); }
    bool boolean(const QString &key) const { return value(key).toBool(); }
    QString string(const QString &key) const { return value(key).toString(); }

private:
    QJsonObject m_values;
};

} // namespace adj
