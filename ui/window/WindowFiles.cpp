// The main window's game files: File > Open, Open Recent and Save As JSON,
// and the question about unsaved changes before another game replaces the
// open one (MainWindow.h).
#include "window/MainWindow.h"

#include "document/GameDocument.h"
#include "document/GameFile.h"
#include "document/GameFileActions.h"
#include "document/ProblemsModel.h"
#include "model/GameJson.h"
#include "settings/Settings.h"
#include "site/GameSite.h"
#include "store/GameStore.h"
#include "widgets/ProblemsDialog.h"
#include "widgets/Worker.h"

#include <QApplication>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QMenu>
#include <QMessageBox>
#include <QProgressDialog>
#include <QStatusBar>
#include <QUndoStack>

namespace adj::ui {

namespace {
constexpr int MaxRecentFiles = 8;
} // namespace

bool MainWindow::openFile(const QString &path)
{
    if (GameFile::isGameFile(path)) {
        // The SQLite game file: a failure is shown and the open game stays.
        if (!maybeDiscardChanges() || !m_fileActions->open(path))
            return false;
        addRecentFile(m_doc->filePath());
        statusBar()->showMessage(m_fileActions->file()->isReadOnly()
                                     ? tr("Opened %1 read-only (%2)").arg(QFileInfo(path).fileName(), m_fileActions->file()->readOnlyReason())
                                     : tr("Opened %1").arg(QFileInfo(path).fileName()), 5000);
        statusBar()->setToolTip(QString());
        return true;
    }
    // Read, and its map graph built, on a worker: 40 ms at 10,000 areas the
    // window keeps turning through.
    struct Opened {
        GameRead read;
        std::shared_ptr<const MapGraph> graph;
    };
    const std::optional<Opened> opened = runOnWorker(this, tr("Reading %1…").arg(QFileInfo(path).fileName()), [path] {
        Opened o{readGameFile(path), nullptr};
        if (o.read.game)
            o.graph = MapGraph::of(*o.read.game);  // the one the resolver takes too
        return o;
    });
    if (!opened)
        return false;  // cancelled: the game that was open stays open
    const GameRead &read = opened->read;
    if (!read.game || hasErrors(read.problems)) {
        // Every problem at once; the game that was open stays open.
        auto *dialog = new ProblemsDialog(tr("%1 could not be opened:").arg(QFileInfo(path).fileName()),
                                          read.problems, this);
        dialog->setAttribute(Qt::WA_DeleteOnClose);
        dialog->open();
        return false;
    }
    if (!maybeDiscardChanges())
        return false;
    m_doc->setGame(*read.game, QFileInfo(path).absoluteFilePath(), QString(), QString(), opened->graph);
    addRecentFile(m_doc->filePath());
    m_doc->problems()->setProblems(ProblemsModel::Source::GameFile, read.problems);
    const int warnings = int(read.problems.size());
    if (warnings) {
        QStringList lines;
        for (const Problem &p : read.problems)
            lines << p.toString(Lang::Translated);
        statusBar()->showMessage(tr("Opened with %n warning(s): %1", nullptr, warnings).arg(lines.first()));
        statusBar()->setToolTip(lines.join(QLatin1Char('\n')));
    } else {
        statusBar()->showMessage(tr("Opened %1").arg(QFileInfo(path).fileName()), 5000);
        statusBar()->setToolTip(QString());
    }
    return true;
}

void MainWindow::open()
{
    const QString path = QFileDialog::getOpenFileName(this, tr("Open Game"), settings::lastFolder.folder(),
                                                      GameFileActions::openFilter());
    if (path.isEmpty())
        return;
    settings::lastFolder.set(QFileInfo(path).absolutePath());
    openFile(path);
}

bool MainWindow::saveAsJson()
{
    const QString path = QFileDialog::getSaveFileName(this, tr("Save Game As JSON"), m_doc->filePath(),
                                                      tr("Game files (*.json)"));
    if (path.isEmpty())
        return false;
    const QString error = m_doc->saveAsJson(path);
    if (!error.isEmpty()) {
        QMessageBox::warning(this, tr("Save failed"), error);
        return false;
    }
    addRecentFile(m_doc->filePath());
    statusBar()->showMessage(tr("Saved %1").arg(QFileInfo(path).fileName()), 5000);
    return true;
}

void MainWindow::exportGamePages()
{
    GameStore *store = m_fileActions->file()->store();
    if (!store) {
        QMessageBox::information(this, tr("Export Game Pages"),
                                 tr("The game's pages are written from its game file, with its history: save the game "
                                    "as a game file first (File › Save As…)."));
        return;
    }
    const QString dir = QFileDialog::getExistingDirectory(this, tr("Export Game Pages"), QFileInfo(m_doc->filePath()).absolutePath());
    if (dir.isEmpty())
        return;
    // A map drawn per turn, by the window's own view: here, a turn at a time,
    // the window kept alive by the modal progress between them.
    QProgressDialog progress(tr("Writing the game's pages…"), tr("Cancel"), 0, 1, this);
    progress.setObjectName(QStringLiteral("siteProgress"));
    progress.setWindowModality(Qt::WindowModal);
    progress.setMinimumDuration(500);
    const GameSite site = gameSite(*store, [&progress](int done, int total) {
        progress.setMaximum(total);
        progress.setValue(done);
        return !progress.wasCanceled();
    });
    progress.reset();
    if (site.cancelled)
        return;
    const QString error = site.error.isEmpty() ? writeGameSite(site, dir) : site.error;
    if (!error.isEmpty()) {
        QMessageBox::warning(this, tr("Export Failed"), error);
        return;
    }
    statusBar()->showMessage(tr("Game pages written to %1 (index.html first)").arg(QDir::toNativeSeparators(dir)), 8000);
}

bool MainWindow::maybeDiscardChanges()
{
    if (!m_doc->isModified())
        return true;
    QStringList what;
    if (m_doc->isNeverSaved())
        what << tr("The new game %1 has not been saved yet.").arg(m_doc->game().name);
    if (!m_doc->undoStack()->isClean())
        what << tr("The game has changes that are not saved.");
    if (!m_doc->textsSaved())
        what << (m_fileActions->file()->isOpen()
                     ? tr("The orders entered for turn %1 are not saved.").arg(m_doc->game().turn)
                     : tr("The orders entered for turn %1 are not saved: a JSON game holds no orders, "
                          "so they are saved in a game file (*.adjutant).").arg(m_doc->game().turn));
    QMessageBox box(QMessageBox::Warning, tr("Unsaved Changes"), what.join(QLatin1Char(' ')),
                    QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, this);
    box.setObjectName(QStringLiteral("unsavedChanges"));
    box.setInformativeText(tr("Save them first?"));
    box.setDefaultButton(QMessageBox::Save);
    const int answer = box.exec();
    if (answer == QMessageBox::Save)
        return m_fileActions->save();
    return answer == QMessageBox::Discard;
}

void MainWindow::addRecentFile(const QString &path)
{
    QStringList files = settings::recentFiles.value();
    files.removeAll(path);
    files.prepend(path);
    while (files.size() > MaxRecentFiles)
        files.removeLast();
    settings::recentFiles.set(files);
}

void MainWindow::fillRecentMenu()
{
    m_recentMenu->clear();
    const QStringList files = settings::recentFiles.value();
    for (int i = 0; i < files.size(); ++i) {
        const QString path = files[i];
        QAction *a = m_recentMenu->addAction(QStringLiteral("&%1 %2").arg(i + 1).arg(QFileInfo(path).fileName()),
                                             this, [this, path] { openFile(path); });
        a->setToolTip(path);
        a->setEnabled(QFileInfo::exists(path));
    }
    if (files.isEmpty())
        m_recentMenu->addAction(tr("No recent files"))->setEnabled(false);
}

} // namespace adj::ui
