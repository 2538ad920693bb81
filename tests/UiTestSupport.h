// Helpers the window tests share: answering the modal question the program
// asks (it runs its own event loop, so the answer is given from a timer).
#pragma once

#include "orders/OrdersPanel.h"

#include <QAbstractButton>
#include <QApplication>
#include <QMessageBox>
#include <QPointer>
#include <QTest>
#include <QTimer>
#include <memory>

namespace adj::test {

// What the next modal message box said, once answered.
struct Answered {
    bool asked = false;
    QString text;
    QString objectName;
};

// Clicks the button whose text contains `button` (or the standard button
// `standard`) in the next modal QMessageBox, within five seconds. Keep the
// returned record to see whether a box was asked at all and what it said.
inline std::shared_ptr<Answered> answerNextMessageBox(const QString &button,
                                                      QMessageBox::StandardButton standard = QMessageBox::NoButton)
{
    auto answered = std::make_shared<Answered>();
    auto *timer = new QTimer;
    auto tries = std::make_shared<int>(0);
    QObject::connect(timer, &QTimer::timeout, [timer, answered, button, standard, tries] {
        auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
        if (!box) {
            if (++*tries > 500) {
                timer->stop();
                timer->deleteLater();
            }
            return;
        }
        timer->stop();  // one answer: the timer may outlive this modal loop
        answered->asked = true;
        answered->text = box->text() + QLatin1Char('\n') + box->informativeText();
        answered->objectName = box->objectName();
        QAbstractButton *target = standard != QMessageBox::NoButton ? box->button(standard) : nullptr;
        for (QAbstractButton *b : box->buttons())
            if (!target && !button.isEmpty() && b->text().remove(QLatin1Char('&')).contains(button))
                target = b;
        if (target)
            target->click();
        else
            box->reject();
        timer->deleteLater();
    });
    timer->start(10);
    return answered;
}

// The window resolves on a worker thread: waits until the resolve started
// by the panel is over (done or cancelled), at most 60 seconds.
inline bool waitForResolve(const adj::ui::OrdersPanel *panel)
{
    return QTest::qWaitFor([panel] { return !panel->isResolving(); }, 60000);
}

} // namespace adj::test
