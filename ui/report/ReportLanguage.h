// The game's report language in the window (issue 17): a menu of the
// languages, the game's checked; choosing one is one undoable edit of the game.
#pragma once

class QMenu;
class QWidget;

namespace adj::ui {

class GameDocument;

// File › Report Language: English, Deutsch…
QMenu *reportLanguageMenu(GameDocument *doc, QWidget *parent);

} // namespace adj::ui
