// The picker of Mail > Import Mail Files…: .eml files, mbox files (often
// without an extension) and maildir folders. Every file is shown, whatever
// its name; "Use This Folder" takes the folder shown (or the folder
// selected) as a maildir. Cancel closes the picker and nothing else.
#pragma once

#include <QFileDialog>

class QPushButton;

namespace adj::ui {

class MailPicker : public QFileDialog
{
    Q_OBJECT
public:
    explicit MailPicker(QWidget *parent, const QString &title);

    // What was chosen: the files, or the one folder.
    QStringList chosen() const;
    QPushButton *folderButton() const { return m_folderButton; }

    // Runs the picker in the folder mail was last imported from (else the
    // game file's, `gameFile`); the paths chosen, empty when cancelled.
    static QStringList choose(QWidget *parent, const QString &title, const QString &gameFile);

private:
    QPushButton *m_folderButton;
    QString m_folder;
};

} // namespace adj::ui
