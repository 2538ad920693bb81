// GameFile: a change of the open file on disk by anyone else, noticed
// (QFileSystemWatcher on the file and its folder, which sees a file put in
// its place by a rename) and told apart from this window's own writes by
// the file's stamp (store/FileStamp.h) noted after each of them.
#include "document/GameFile.h"

#include "store/GameStore.h"

#include <QFileInfo>
#include <QFileSystemWatcher>

namespace adj::ui {

GameFile::OwnWrite::OwnWrite(GameFile *file) : file(file)
{
    if (file->m_writing++ == 0)
        file->m_changedBefore = file->isChangedOnDisk();
}

// A change by someone else before this write stays a change: the stamp is
// noted again only when the file was as this window left it.
GameFile::OwnWrite::~OwnWrite()
{
    if (--file->m_writing == 0 && !file->m_changedBefore)
        file->watch();
}

void GameFile::watch()
{
    if (const QStringList watched = m_watcher->files() + m_watcher->directories(); !watched.isEmpty())
        m_watcher->removePaths(watched);
    m_told = false;
    if (!m_store) {
        m_stamp = {};
        return;
    }
    const QString file = m_store->path();
    m_stamp = fileStamp(file);
    m_watcher->addPaths({file, QFileInfo(file).absolutePath()});
}

bool GameFile::isChangedOnDisk() const
{
    return m_store && fileStamp(m_store->path()) != m_stamp;
}

void GameFile::checkDisk()
{
    if (!m_store || m_writing || m_told)
        return;
    const QString file = m_store->path();
    if (!m_watcher->files().contains(file) && QFileInfo::exists(file))
        m_watcher->addPath(file);  // a file put in its place is watched from now on
    if (!isChangedOnDisk())
        return;
    m_told = true;
    emit changedOnDisk();
}

QString GameFile::reload(const Runner &runner)
{
    if (!m_store)
        return tr("The game is not in a game file.");
    return open(m_store->path(), runner, m_store->isReadOnly() && !m_lock);
}

} // namespace adj::ui
