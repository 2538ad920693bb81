// The game's report language in the window: a menu of the
// languages, the game's checked; choosing one is one undoable edit of the game
// that keeps an open resolved turn and its replay (the reports written next
// are in the new language).
#pragma once

class QMenu;
class QWidget;

namespace adj::ui {

class GameDocument;

// Mail › Report Language: English, Deutsch…
QMenu *reportLanguageMenu(GameDocument *doc, QWidget *parent);

} // namespace adj::ui
