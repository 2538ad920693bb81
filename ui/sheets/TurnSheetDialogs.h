// The desktop program's ways to the turn sheets (TurnSheet.h): File > Print
// Turn Sheets… through the print preview dialog, and File > Export Turn
// Sheets as PDF… into a file written safely (nothing lost on failure).
#pragma once

#include "model/Game.h"

class QWidget;

namespace adj::ui {

void printTurnSheets(const Game &game, QWidget *parent);
// Asks for a file name (suggested next to `gamePath`) and writes the PDF;
// returns the path written, or "" when cancelled or failed (after saying why).
QString exportTurnSheetsPdf(const Game &game, const QString &gamePath, QWidget *parent);

} // namespace adj::ui
