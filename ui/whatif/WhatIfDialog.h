// Turn > What If… (issue 13): the turn of the current game and orders
// resolved again under another rule choice, or with changed orders, and
// compared with the turn as given — the first step that differs, every
// differing step and the next turn's differences, in the same text as
// `adjutant-cli compare`. It changes nothing in the game.
#pragma once

#include <QDialog>

class QComboBox;
class QLabel;
class QPlainTextEdit;

namespace adj::ui {

class GameDocument;

class WhatIfDialog : public QDialog
{
    Q_OBJECT
public:
    explicit WhatIfDialog(GameDocument *doc, QWidget *parent = nullptr);

    // Compares with the choices on screen; the text is then in result().
    void compare();
    QString result() const;

private:
    void fillValues();

    GameDocument *m_doc;
    QComboBox *m_key;
    QComboBox *m_value;
    QPlainTextEdit *m_orders;
    QLabel *m_summary;
    QPlainTextEdit *m_result;
};

} // namespace adj::ui
