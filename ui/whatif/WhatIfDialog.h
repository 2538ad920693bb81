// Turn > What If…: the turn of the current game and orders
// resolved again under another rule choice, or with changed orders, and
// compared with the turn as given — the first step that differs, every
// differing step as a sentence and the next turn's differences as a table,
// in words and in the window's language (core/report/WhatIfWords.h; the rule
// choices by their names, core/ruleset/RuleChoices.h). It changes nothing in
// the game.
#pragma once

#include <QDialog>

class QComboBox;
class QLabel;
class QPlainTextEdit;

namespace adj::ui {

class DifferenceTable;

class GameDocument;
class RuleChoice;

class WhatIfDialog : public QDialog
{
    Q_OBJECT
public:
    explicit WhatIfDialog(GameDocument *doc, QWidget *parent = nullptr);

    // Compares with the choices on screen; the text to copy is then in result().
    void compare();
    // The comparison as text for a reply: the same words, in the game's
    // report language (Mail › Report Language).
    QString result() const { return m_text; }

private:
    void clearResult();

    GameDocument *m_doc;
    RuleChoice *m_choice;
    QComboBox *m_key;
    QComboBox *m_value;
    QPlainTextEdit *m_orders;
    QLabel *m_summary;
    QLabel *m_reading;
    QPlainTextEdit *m_steps;
    DifferenceTable *m_state;
    QString m_text;
};

} // namespace adj::ui
