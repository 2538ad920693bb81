// A rule choice and another reading of it, picked in words (What If and
// Re-run From Here): each rule choice of the game's ruleset by its name with
// its value now, then the other values it may take (the ruleset's list, the
// other of true and false, or a number to type, another than the one in
// force at first).
#pragma once

#include <QJsonObject>
#include <QObject>

class QComboBox;

namespace adj {
struct Game;
}

namespace adj::ui {

class RuleChoice : public QObject
{
    Q_OBJECT
public:
    // `none`: the first entry of the choices, meaning no rule change (empty: none offered).
    RuleChoice(const Game &game, const QString &none, QObject *parent);

    QComboBox *key() const { return m_key; }
    QComboBox *value() const { return m_value; }
    // The change picked ({key: value}), empty when no rule choice is picked.
    QJsonObject changes() const;

private:
    void fillValues();

    const Game &m_game;
    QComboBox *m_key;
    QComboBox *m_value;
};

} // namespace adj::ui
