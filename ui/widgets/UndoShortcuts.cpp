#include "widgets/UndoShortcuts.h"

#include <QAbstractSpinBox>
#include <QKeyEvent>
#include <QLineEdit>
#include <QSpinBox>
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

QSpinBox *countSpinBox(const char *objectName, int max)
{
    auto *box = new QSpinBox;
    box->setObjectName(QLatin1String(objectName));
    box->setRange(0, max);
    box->setKeyboardTracking(false);   // one edit per committed value, not per keystroke
    UndoShortcuts::install(box);       // Ctrl+Z undoes the game's last edit, not the typing
    return box;
}

} // namespace adj::ui
