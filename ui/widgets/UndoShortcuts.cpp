#include "widgets/UndoShortcuts.h"

#include <QAbstractSpinBox>
#include <QKeyEvent>
#include <QLineEdit>
#include <QWidget>

namespace adj::ui {

void UndoShortcuts::install(QWidget *widget)
{
    auto *filter = new UndoShortcuts(widget);
    widget->installEventFilter(filter);
    for (QWidget *child : widget->findChildren<QWidget *>())
        child->installEventFilter(filter);
}

bool UndoShortcuts::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() != QEvent::ShortcutOverride)
        return QObject::eventFilter(watched, event);
    auto *key = static_cast<QKeyEvent *>(event);
    if (!key->matches(QKeySequence::Undo) && !key->matches(QKeySequence::Redo))
        return QObject::eventFilter(watched, event);
    // A number typed and not yet committed is committed first, so that undo
    // takes back the edit the moderator sees.
    if (auto *box = qobject_cast<QAbstractSpinBox *>(watched))
        box->interpretText();
    event->ignore();  // not overridden: the window's shortcut runs
    return true;
}

} // namespace adj::ui
