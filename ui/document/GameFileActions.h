// File > Save and File > Save As… for the game file, and opening one, with
// what the moderator is told: a save that fails says so in a message box with
// the store's message naming the file, and the unsaved work stays open (the
// document stays modified, the title keeps its `*`). File > Check Game File…
// reads the whole file on request. The whole-file check (also before Save As)
// runs on a worker thread with a progress dialog.
#pragma once

#include "document/GameFile.h"

#include <QMessageBox>
#include <QObject>
#include <QPointer>

#include <optional>

class QAction;
class QWidget;

namespace adj::ui {

class GameDocument;

class GameFileActions : public QObject
{
    Q_OBJECT
public:
    // `window` parents the dialogs.
    GameFileActions(GameDocument *doc, QWidget *window);

    GameFile *file() const { return m_file; }
    QAction *saveAction() const { return m_save; }
    QAction *saveAsAction() const { return m_saveAs; }
    QAction *checkAction() const { return m_check; }
    // The message box of the last failure or check, while it is open (for tests).
    QMessageBox *errorBox() const { return m_box; }

    // The file-dialog filter that offers game files (and JSON).
    static QString openFilter();
    // File > Check Game File…: checks the whole open game file and says what
    // it found: no damage, or the damage naming the file and the turn. False
    // when damaged or cancelled.
    bool checkFile();
    // A save when the open file was changed on disk by someone else
    // (GameFile::isChangedOnDisk), which it would overwrite: asks whether to
    // reload it (the changes made here dropped) or to save them as a new
    // file. Whether the work was saved (as a new file).
    bool askAboutChangeOnDisk();

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
    void showMessage(const QString &title, const QString &text, const QString &details,
                     QMessageBox::Icon icon = QMessageBox::Warning);
    // GameFile::checkWholeFile of the open file on a worker; nullopt when cancelled.
    std::optional<QString> checkOnWorker();
    void updateActions();
    // Runs GameFile's work on a worker with a progress dialog named `label`;
    // it is not cancelled once begun (a file half written).
    GameFile::Runner onWorker(const QString &label) const;

    GameDocument *m_doc;
    QWidget *m_window;
    GameFile *m_file;
    QAction *m_save;
    QAction *m_saveAs;
    QPointer<QMessageBox> m_box;
    QAction *m_check;
};

} // namespace adj::ui
