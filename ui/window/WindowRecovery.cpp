// The main window's recovery copy (MainWindow.h): kept while the work is
// unsaved (RecoveryKeeper), offered after a crash (RecoveryDialog), taken up
// into the window (restoreRecovery), and written at a desktop logout.
#include "window/MainWindow.h"

#include "document/GameDocument.h"
#include "document/GameFile.h"
#include "document/GameFileActions.h"
#include "recovery/RecoveredSteps.h"
#include "recovery/RecoveryDialog.h"
#include "recovery/RecoveryKeeper.h"
#include "settings/Settings.h"
#include "widgets/Worker.h"

#include <QFileInfo>
#include <QGuiApplication>
#include <QMessageBox>
#include <QSessionManager>
#include <QStatusBar>

namespace adj::ui {

void MainWindow::keepRecovery(const QString &folder)
{
    delete m_recovery;
    m_recovery = new RecoveryKeeper(m_doc, m_fileActions->file(), folder, this);
    m_recovery->setEnabled(m_keepRecovery->isChecked());
    connect(m_recovery, &RecoveryKeeper::failed, this, [this](const QString &message) {
        statusBar()->showMessage(tr("The recovery copy could not be written: %1").arg(message));
    });
    connect(qApp, &QGuiApplication::commitDataRequest, this, &MainWindow::commitData, Qt::UniqueConnection);
}

void MainWindow::commitData(QSessionManager &)
{
    // The session ends (a logout): nothing is asked, the unsaved work is
    // kept in the recovery copy, offered on the next start.
    if (m_recovery && m_recovery->isEnabled())
        m_recovery->writeNow();
}

bool MainWindow::offerRecovery()
{
    if (!m_recovery)
        return false;
    const QString folder = QFileInfo(m_recovery->path()).absolutePath();
    struct Found {
        QList<RecoveryInfo> copies;
        QList<bool> changed;
    };
    const std::optional<Found> found = runOnWorker(this, tr("Looking for unsaved work…"), [folder] {
        Found f;
        f.copies = recoveriesLeft(folder);
        for (const RecoveryInfo &c : f.copies)
            f.changed.append(!c.file.isEmpty() && fileSavedHash(c.file) != c.savedHash);
        return f;
    });
    if (!found || found->copies.isEmpty())
        return false;
    RecoveryDialog dialog(found->copies, found->changed, this);
    if (dialog.exec() != QDialog::Accepted || !dialog.chosen())
        return false;
    return recover(*dialog.chosen());
}

bool MainWindow::recover(const RecoveryInfo &info)
{
    struct Read {
        std::optional<Recovery> recovery;
        QString error;
        QList<std::optional<TurnRecord>> records;
        bool changed = false;
    };
    const std::optional<Read> read = runOnWorker(this, tr("Recovering %1…").arg(info.gameName), [info] {
        Read r;
        r.recovery = readRecovery(info.path, &r.error);
        if (r.recovery) {
            r.records = recoveredResolutions(r.recovery->states);
            r.changed = !info.file.isEmpty() && fileSavedHash(info.file) != r.recovery->info.savedHash;
        }
        return r;
    });
    if (!read)
        return false;
    if (!read->recovery) {
        QMessageBox::warning(this, tr("Recover Unsaved Work"), read->error);
        return false;
    }
    if (!maybeDiscardChanges())
        return false;
    const Recovery &recovery = *read->recovery;
    QString path = read->changed ? QString() : recovery.info.file;
    QString why = read->changed ? tr("%1 has another game now").arg(QFileInfo(recovery.info.file).fileName()) : QString();
    if (!path.isEmpty() && GameFile::isGameFile(path)) {
        // Its game file opened to write, as it was; held by another, the work opens as a copy.
        if (!m_fileActions->open(path) || m_fileActions->file()->isReadOnly()) {
            why = tr("%1 could not be opened to write").arg(QFileInfo(path).fileName());
            path.clear();
        }
    }
    restoreRecovery(m_doc, recovery, read->records, path);
    if (!recovery.inbox.isEmpty())
        m_fileActions->file()->restoreSessionInbox(recovery.inbox);
    if (m_recovery)
        m_recovery->adopt(recovery);
    statusBar()->showMessage(
        !why.isEmpty()
            ? tr("Recovered the unsaved work on %1 as a new game: %2").arg(recovery.info.gameName, why)
            : tr("Recovered the unsaved work on %1: %n step(s) to undo", nullptr, int(recovery.states.size()) - 1).arg(recovery.info.gameName));
    return true;
}

} // namespace adj::ui
