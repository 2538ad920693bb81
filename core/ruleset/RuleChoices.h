// The rule choices of docs/rules.md §7 in words: each option's name with its RC-
// id, and what each of its values means. One table (RuleChoices.cpp) for
// every place that shows a reading to a person: the window's What If, and
// any text that names a rule choice.
#pragma once

#include "io/CoreText.h"

#include <QJsonValue>

namespace adj {

// "Rounding of battle losses (RC-ROUND)"; the key itself for an option §7
// does not list.
QString ruleChoiceName(const QString &key, Lang lang = Lang::English);

// The choice and its value in the words a player reads, without the RC- id
// or the option key: "Rounding of battle losses: one floor over the sum".
QString ruleChoiceInWords(const QString &key, const QJsonValue &value, Lang lang = Lang::English);

// The option key of an RC- id ("RC-ROUND": "lossRounding"); "" for none.
QString ruleChoiceKey(const QString &id);

// A value as the files write it: "floorSum", "true", "3".
QString ruleChoiceValueName(const QJsonValue &value);

// A value in words: "one floor over the sum", "the assault fails", "3 added
// to a city's defence"; a value the table does not know as the files write it.
QString ruleChoiceValue(const QString &key, const QJsonValue &value, Lang lang = Lang::English);

} // namespace adj
