// Writing files so that nothing is lost: each file is written in full to a
// temporary file beside it and then renamed over the old one (QSaveFile), so a
// failed write (full disk, killed process) leaves the previous file intact.
#pragma once

#include <QByteArray>
#include <QList>
#include <QPair>
#include <QString>

namespace adj {

// Returns an error message naming the file, or an empty string.
QString writeFileSafely(const QString &path, const QByteArray &bytes);
// Writes the files in order, creating parent folders; stops at the first failure.
QString writeFilesSafely(const QList<QPair<QString, QByteArray>> &files);

} // namespace adj
