#include "document/GameFileActions.h"

#include "document/GameDocument.h"
#include "document/GameFile.h"
#include "io/CoreText.h"
#include "settings/Settings.h"
#include "widgets/Worker.h"

#include <QAction>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QKeySequence>
#include <QMessageBox>
#include <QPushButton>
#include <QUndoStack>
#include <QWidget>

namespace adj::ui {

GameFileActions::GameFileActions(GameDocument *doc, QWidget *window)
    : QObject(window)
    , m_doc(doc)
    , m_window(window)
    , m_file(new GameFile(doc, this))
{
    m_save = new QAction(tr("&Save"), this);
    m_save->setShortcut(QKeySequence::Save);
    m_save->setToolTip(tr("Save the game into its game file (*.adjutant), with its history"));
    m_saveAs = new QAction(tr("Save &As…"), this);
    m_saveAs->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S));
    m_saveAs->setToolTip(tr("Save the game into a new game file (*.adjutant)"));
    connect(m_save, &QAction::triggered, this, &GameFileActions::save);
    connect(m_saveAs, &QAction::triggered, this, &GameFileActions::saveAs);
    m_check = new QAction(tr("&Check Game File…"), this);
    m_check->setToolTip(tr("Read every turn of the game file and report any damage"));
    connect(m_check, &QAction::triggered, this, &GameFileActions::checkFile);
    connect(m_doc, &GameDocument::gameReset, this, &GameFileActions::updateActions);
    connect(m_file, &GameFile::historyChanged, this, &GameFileActions::updateActions);
    updateActions();
}

QString GameFileActions::openFilter()
{
    return tr("Games (*.adjutant *.json);;Game files (*.adjutant);;JSON games (*.json);;All files (*)");
}

void GameFileActions::updateActions()
{
    m_save->setEnabled(!m_doc->isEmpty() && !m_file->isReadOnly());
    m_saveAs->setEnabled(!m_doc->isEmpty());
    m_check->setEnabled(m_file->isOpen());
}

void GameFileActions::showMessage(const QString &title, const QString &text, const QString &details,
                                  QMessageBox::Icon icon)
{
    if (m_box)
        m_box->close();
    m_box = new QMessageBox(icon, title, text, QMessageBox::Ok, m_window);
    m_box->setObjectName(QStringLiteral("gameFileError"));
    m_box->setInformativeText(details);
    m_box->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_box->setAttribute(Qt::WA_DeleteOnClose);
    m_box->open();
}

GameFile::Runner GameFileActions::onWorker(const QString &label) const
{
    return [window = m_window, label](const std::function<QString()> &work) {
        return *runOnWorker(window, label, work, Cancel::NotOffered);
    };
}

bool GameFileActions::open(const QString &path)
{
    // Written by one at a time: a file another holds may be opened read-only.
    bool readOnly = false;
    if (const std::optional<LockHolder> holder = WriterLock::holder(path);
        holder && !(m_file->isOpen() && QFileInfo(m_file->path()) == QFileInfo(path))) {
        QMessageBox box(QMessageBox::Warning, tr("Game File in Use"),
                        tr("%1 is open for writing elsewhere.").arg(QFileInfo(path).fileName()), QMessageBox::Cancel, m_window);
        box.setObjectName(QStringLiteral("fileInUse"));
        box.setInformativeText(tr("It is held by %1. A game file is written by one at a time: open it read-only to "
                                  "look at it, or ask its holder to close it.").arg(holder->text(Lang::Translated)));
        QPushButton *readOnlyButton = box.addButton(tr("Open &Read-Only"), QMessageBox::AcceptRole);
        box.setDefaultButton(readOnlyButton);
        box.exec();
        if (box.clickedButton() != readOnlyButton)
            return false;
        readOnly = true;
    }
    const QString error = m_file->open(path, onWorker(tr("Opening %1…").arg(QFileInfo(path).fileName())), readOnly);
    if (!error.isEmpty()) {
        showMessage(tr("Open Failed"), tr("%1 could not be opened.").arg(QFileInfo(path).fileName()), trCore(error));
        return false;
    }
    emit opened(m_file->path());
    return true;
}

bool GameFileActions::save()
{
    if (!m_file->isOpen())
        return saveAs();
    if (m_file->isChangedOnDisk())
        return askAboutChangeOnDisk();
    const QString error = m_file->save(onWorker(tr("Saving %1…").arg(QFileInfo(m_file->path()).fileName())));
    if (!error.isEmpty()) {
        // Nothing in memory changes: the document keeps its unsaved changes.
        showMessage(tr("Save Failed"), tr("The game was not saved."),
                    tr("%1\n\nYour changes are still open here, unsaved. Save again once the file can be written, "
                       "or save elsewhere with File › Save As….").arg(trCore(error)));
        return false;
    }
    emit saved(m_file->path());
    return true;
}

bool GameFileActions::saveAs()
{
    QString suggestion = m_doc->filePath();
    if (suggestion.isEmpty()) {
        const QString name = m_doc->game().name.isEmpty() ? tr("game") : m_doc->game().name;
        suggestion = QDir(settings::lastFolder.folder()).filePath(name);
    }
    const QFileInfo info(suggestion);
    suggestion = info.dir().filePath(info.completeBaseName() + QLatin1Char('.') + GameFile::suffix());
    QString path = QFileDialog::getSaveFileName(m_window, tr("Save Game As"), suggestion,
                                                tr("Game files (*.adjutant)"));
    if (path.isEmpty())
        return false;
    if (!GameFile::isGameFile(path))
        path += QLatin1Char('.') + GameFile::suffix();
    settings::lastFolder.set(QFileInfo(path).absolutePath());
    return saveTo(path);
}

bool GameFileActions::askAboutChangeOnDisk()
{
    const QString name = QFileInfo(m_file->path()).fileName();
    QMessageBox box(QMessageBox::Warning, tr("Game File Changed on Disk"),
                    tr("%1 was changed on disk since it was opened here: by someone else, another program or a "
                       "synced folder.").arg(name),
                    QMessageBox::Cancel, m_window);
    box.setObjectName(QStringLiteral("changedOnDisk"));
    box.setInformativeText(tr("Saving now would overwrite that. Reload the file as it is now (the changes made "
                              "here are dropped), or save them as a new file?"));
    QPushButton *reload = box.addButton(tr("&Reload"), QMessageBox::AcceptRole);
    QPushButton *saveAs = box.addButton(tr("Save &As…"), QMessageBox::ActionRole);
    box.setDefaultButton(m_doc->isModified() ? saveAs : reload);
    box.exec();
    if (box.clickedButton() == saveAs)
        return this->saveAs();
    if (box.clickedButton() == reload) {
        if (const QString error = m_file->reload(onWorker(tr("Opening %1…").arg(name))); !error.isEmpty())
            showMessage(tr("Open Failed"), tr("%1 could not be opened.").arg(name), trCore(error));
        else
            emit opened(m_file->path());
    }
    return false;
}

std::optional<QString> GameFileActions::checkOnWorker()
{
    return runOnWorker(m_window, tr("Checking every turn of %1…").arg(QFileInfo(m_file->path()).fileName()),
                       [path = m_file->path()] { return GameFile::checkWholeFile(path); });
}

bool GameFileActions::checkFile()
{
    if (!m_file->isOpen())
        return false;
    const std::optional<QString> damage = checkOnWorker();
    if (!damage)
        return false;
    const QString name = QFileInfo(m_file->path()).fileName();
    if (!damage->isEmpty()) {
        showMessage(tr("Check Game File"), tr("%1 is damaged.").arg(name), trCore(*damage));
        return false;
    }
    showMessage(tr("Check Game File"), tr("%1: no damage.").arg(name),
                tr("Every turn of %1 was read back and checked.").arg(m_file->path()), QMessageBox::Information);
    return true;
}

bool GameFileActions::saveTo(const QString &path)
{
    // Save As hands the open file's history on: it is checked whole first,
    // on a worker (GameFile::saveAs).
    std::optional<QString> damage;
    if (m_file->isOpen() && QFileInfo(path).absoluteFilePath() != m_file->path()) {
        damage = checkOnWorker();
        if (!damage)
            return false;  // cancelled: nothing written
    }
    const QString error = m_file->saveAs(path, damage, onWorker(tr("Saving %1…").arg(QFileInfo(path).fileName())));
    if (!error.isEmpty()) {
        showMessage(tr("Save Failed"), tr("The game was not saved as %1.").arg(QFileInfo(path).fileName()),
                    tr("%1\n\nYour changes are still open here, unsaved.").arg(trCore(error)));
        return false;
    }
    emit saved(m_file->path());
    return true;
}

} // namespace adj::ui
