#include "whatif/RuleChoice.h"

#include "model/Game.h"
#include "rules/WhatIf.h"
#include "ruleset/RuleChoices.h"
#include "ruleset/Ruleset.h"

#include <QCollator>
#include <QComboBox>
#include <QJsonArray>

#include <algorithm>

namespace adj::ui {

RuleChoice::RuleChoice(const Game &game, const QString &none, QObject *parent)
    : QObject(parent), m_game(game), m_key(new QComboBox), m_value(new QComboBox)
{
    if (!none.isEmpty())
        m_key->addItem(none, QString());
    if (const Ruleset *rules = Ruleset::get(game.ruleset)) {
        const Options options(*rules, game.options);
        QList<std::pair<QString, QString>> byName;  // in the window's alphabetical order
        for (const QString &k : rules->defaults.keys())
            byName.append({ruleChoiceName(k, Lang::Translated), k});
        const QCollator collator;
        std::sort(byName.begin(), byName.end(), [&collator](const auto &x, const auto &y) { return collator(x.first, y.first); });
        for (const auto &[name, k] : byName)
            m_key->addItem(tr("%1: %2").arg(name, ruleChoiceValue(k, options.value(k), Lang::Translated)), k);
    }
    connect(m_key, &QComboBox::currentIndexChanged, this, &RuleChoice::fillValues);
    fillValues();
}

QJsonObject RuleChoice::changes() const
{
    const QString key = m_key->currentData().toString();
    if (key.isEmpty())
        return {};
    return {{key, m_value->isEditable() ? optionValueFromText(m_value->currentText().trimmed())
                                        : m_value->currentData().toJsonValue()}};
}

// The other values of the rule choice in words (the ruleset's list, or the
// other of true and false), or the number now to edit.
void RuleChoice::fillValues()
{
    m_value->clear();
    m_value->setToolTip(QString());
    const QString key = m_key->currentData().toString();
    const Ruleset *rules = Ruleset::get(m_game.ruleset);
    m_value->setEnabled(!key.isEmpty() && rules);
    if (key.isEmpty() || !rules) {
        m_value->setEditable(false);  // no number left from a rule choice before
        return;
    }
    const QJsonValue now = Options(*rules, m_game.options).value(key);
    const QJsonArray allowed = rules->optionValues.value(key).toArray();
    m_value->setEditable(now.isDouble());
    if (now.isDouble()) {
        // Another number than the one in force: the ruleset's default where
        // the game reads it otherwise, else one more; typed over at once.
        const QJsonValue book = rules->defaults.value(key);
        const int other = book.isDouble() && book.toInt() != now.toInt() ? book.toInt() : now.toInt() + 1;
        m_value->setEditText(QString::number(other));
        m_value->setToolTip(tr("In force now: %1").arg(now.toInt()));
        return;
    }
    QList<QJsonValue> others;
    for (const QJsonValue &v : allowed)
        if (v != now)
            others.append(v);
    if (now.isBool())
        others.append(!now.toBool());
    for (const QJsonValue &v : others)
        m_value->addItem(ruleChoiceValue(key, v, Lang::Translated), QVariant::fromValue(v));
    if (others.isEmpty()) {  // RC-STALL: the ruleset knows one reading only
        m_value->addItem(ruleChoiceValue(key, now, Lang::Translated), QVariant::fromValue(now));
        m_value->setEnabled(false);
        m_value->setToolTip(tr("This ruleset has no other reading of this rule choice"));
    }
}

} // namespace adj::ui
