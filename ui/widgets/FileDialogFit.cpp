#include "widgets/FileDialogFit.h"

#include <QApplication>
#include <QEvent>
#include <QFileDialog>
#include <QHeaderView>
#include <QScreen>
#include <QTreeView>

namespace adj::ui {

namespace {

class FileDialogFit : public QObject
{
public:
    using QObject::QObject;

protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (event->type() == QEvent::Show)
            if (auto *dialog = qobject_cast<QFileDialog *>(watched))
                fit(dialog);
        return QObject::eventFilter(watched, event);
    }

private:
    static void fit(QFileDialog *dialog)
    {
        // 900×560 at the most, within the screen, never smaller than it opened.
        if (const QScreen *screen = dialog->screen()) {
            const QSize room = screen->availableGeometry().size() * 9 / 10;
            dialog->resize(dialog->size().expandedTo(QSize(900, 560)).boundedTo(room));
        }
        // The details' columns (size, kind, date) as wide as their contents, the name the rest.
        if (auto *details = dialog->findChild<QTreeView *>(QStringLiteral("treeView"))) {
            QHeaderView *header = details->header();
            header->setStretchLastSection(false);
            header->setSectionResizeMode(0, QHeaderView::Stretch);
            for (int c = 1; c < header->count(); ++c)
                header->setSectionResizeMode(c, QHeaderView::ResizeToContents);
        }
    }
};

} // namespace

void fitFileDialogs(QApplication &app)
{
    app.installEventFilter(new FileDialogFit(&app));
}

} // namespace adj::ui
