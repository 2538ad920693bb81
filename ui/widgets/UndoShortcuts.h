// Ctrl+Z and Ctrl+Shift+Z reach the document's undo stack from widgets that
// would otherwise take them for their own text (a spin box's number field):
// one undo stack per document, from every widget that has no text undo the
// moderator means.
#pragma once

#include <QObject>

class QSpinBox;
class QWidget;

namespace adj::ui {

class UndoShortcuts : public QObject
{
    Q_OBJECT
public:
    // Lets the window's Undo and Redo shortcuts through while `widget` (and
    // its children) have the focus.
    static void install(QWidget *widget);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    using QObject::QObject;
};

// A spin box for a count of the game (0 to `max`) that makes one edit per
// committed value, not one per keystroke, and leaves Undo to the document.
QSpinBox *countSpinBox(const char *objectName, int max);

} // namespace adj::ui
