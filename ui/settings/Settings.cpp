#include "settings/Settings.h"

#include <QDir>
#include <QFileInfo>

namespace adj::ui {

QString FolderSetting::folder(const QString &gameFile) const
{
    const QString chosen = value();
    if (!chosen.isEmpty())
        return chosen;
    if (m_start == Start::GameFolder && !gameFile.isEmpty())
        return QFileInfo(gameFile).absolutePath();
    return QDir::homePath();
}

} // namespace adj::ui
