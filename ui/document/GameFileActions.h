// File > Save and File > Save As… for the game file, and opening one, with
// what the moderator is told: a save that fails says so in a message box with
// the store's message naming the file, and the unsaved work stays open (the
// document stays modified, the title keeps its `*`).
#pragma once

#include <QMessageBox>
#include <QObject>
#include <QPointer>

class QAction;
class QWidget;

namespace adj::ui {

class GameDocument;
class GameFile;

class GameFileActions : public QObject
{
    Q_OBJECT
public:
    // `window` parents the dialogs.
    GameFileActions(GameDocument *doc, QWidget *window);

    GameFile *file() const { return m_file; }
    QAction *saveAction() const { return m_save; }
    QAction *saveAsAction() const { return m_saveAs; }
    // The message box of the last failure, while it is open (for tests).
    QMessageBox *errorBox() const { return m_box; }

    // The file-dialog filter that offers game files (and JSON).
    static QString openFilter();

public slots:
    // Opens a game file; a failure is shown and the open game stays.
    bool open(const QString &path);
    // Saves into the open game file; with none, asks for one (Save As).
    bool save();
    bool saveAs();
    // Save As without the dialog.
    bool saveTo(const QString &path);

signals:
    void opened(const QString &path);
    void saved(const QString &path);

private:
    void showError(const QString &title, const QString &text, const QString &details);
    void updateActions();

    GameDocument *m_doc;
    QWidget *m_window;
    GameFile *m_file;
    QAction *m_save;
    QAction *m_saveAs;
    QPointer<QMessageBox> m_box;
};

} // namespace adj::ui
