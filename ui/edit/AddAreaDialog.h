// Map > Add Area…: the new area's code, name, kind and terrain. The area is
// checked as the game file checks it when it is added (GameDocument::editMap),
// not here; the dialog only keeps the code to three of A-Z and 0-9.
#pragma once

#include "model/Game.h"

#include <QDialog>

class QComboBox;
class QLineEdit;

namespace adj::ui {

class AddAreaDialog : public QDialog
{
    Q_OBJECT
public:
    AddAreaDialog(const Game &game, QWidget *parent = nullptr);

    // The area as entered (neutral, nothing on it; no position).
    Area area() const;

private:
    QLineEdit *m_code, *m_name;
    QComboBox *m_kind, *m_terrain;
};

} // namespace adj::ui
