// Writing files so that nothing is lost: each file is written in full to a
// temporary file beside it (".NAME.PID.XXXXXX") and then renamed over the
// old one, so a failed write (full disk, killed process) leaves the previous
// file intact; the staging a killed writer of this host left is removed by
// the next write of the same file. Several
// files are written all or nothing: every one is staged first, and only when
// all were written are they renamed into place.
#pragma once

#include <QByteArray>
#include <QList>
#include <QPair>
#include <QString>
#include <QStringList>

namespace adj {

// Returns an error message naming the file, or an empty string.
QString writeFileSafely(const QString &path, const QByteArray &bytes);
// Writes every file or none, creating missing parent folders and `folders`
// (an output folder that stays even when no file goes into it). On failure
// nothing is changed: no file is replaced or created, and the folders made
// for the write are removed again. Returns an error message naming the file.
QString writeFilesSafely(const QList<QPair<QString, QByteArray>> &files, const QStringList &folders = {});
// Whether the file may be written. The write permission bits count even for
// a user the system would let write anyway (root): a moderator who marked the
// file read-only means it.
bool isWritableFile(const QString &path);

} // namespace adj
