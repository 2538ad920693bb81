// The window's own colours by what they say (an error, a warning, done, a
// note, a keyword), each in a light and a dark variant: the variant for the
// application's palette, so that on a dark desktop they read as well as on a
// light one (each at least 4.5:1 against the palette's base and window, the
// WCAG AA contrast for text; tst_darkpalette). The nations' colours are not
// here (model/NationPalette.h); printed sheets and PDF reports keep their
// own light colours whatever the desktop.
#pragma once

#include <QColor>
#include <QPalette>
#include <QString>

namespace adj::ui::tone {

// True when the application's palette is dark (its window colour is).
bool darkPalette();

QColor error();       // a refusal, a problem, "not found"
QColor warning();     // a late or uncertain thing
QColor done();        // carried out, counted
QColor muted();       // a comment, a rule's source, a note under a text
QColor keyword();     // NATION and the like in the orders
QColor battle();      // a step that fought a battle
QColor errorBand();   // the background of a line with a problem
QColor mapBackground();

// `palette` with links readable on it: a dark palette that kept the light
// one's dark blue links (Qt's default) gets the dark tone's blue; any other
// palette is given back as it is.
QPalette withReadableLinks(QPalette palette);
// The application's palette so: called once at start.
void makeLinksReadable();

// "color: #rrggbb" for a style sheet or an HTML style attribute.
QString css(const QColor &colour);

} // namespace adj::ui::tone
