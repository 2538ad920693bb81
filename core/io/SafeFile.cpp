#include "io/SafeFile.h"

#include <QDir>
#include <QFileInfo>
#include <QSaveFile>

namespace adj {

QString writeFileSafely(const QString &path, const QByteArray &bytes)
{
    const QString dir = QFileInfo(path).absolutePath();
    if (!QDir().mkpath(dir))
        return QStringLiteral("%1: cannot create the folder %2").arg(path, dir);
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return QStringLiteral("%1: cannot write: %2").arg(path, file.errorString());
    if (file.write(bytes) != bytes.size()) {
        const QString why = file.errorString();
        file.cancelWriting();
        return QStringLiteral("%1: writing failed, the previous file is kept: %2").arg(path, why);
    }
    if (!file.commit())
        return QStringLiteral("%1: writing failed, the previous file is kept: %2").arg(path, file.errorString());
    return {};
}

QString writeFilesSafely(const QList<QPair<QString, QByteArray>> &files)
{
    for (const auto &[path, bytes] : files)
        if (QString error = writeFileSafely(path, bytes); !error.isEmpty())
            return error;
    return {};
}

} // namespace adj
