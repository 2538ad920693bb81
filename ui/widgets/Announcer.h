// What a screen reader says when something happens away from the keyboard's
// place: the outcome of an import or a check, the replay's step. A label the
// eye does not see (no size, inside the window) whose accessible role is a
// notification: each announce() shows it anew with the text as its name,
// which AT-SPI sends as the notification's "showing" event, the event a
// screen reader such as Orca speaks a notification on. Qt 6.4 has no
// announcement event of its own.
#pragma once

#include <QLabel>

namespace adj::ui {

class Announcer : public QLabel
{
    Q_OBJECT
public:
    explicit Announcer(QWidget *parent);
    // Tells the reader `text` (nothing for an empty text).
    void announce(const QString &text);
};

} // namespace adj::ui
