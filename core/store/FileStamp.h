// What tells a game file's content on disk apart from what was there: the
// file itself (its device and inode: a file replaced by a copy or a rename,
// as a synced folder does, is another file), its size and time of change
// (to the nanosecond: bytes written over in place), and SQLite's file change
// counter (bytes 24 to 27 of the header, one more at each commit in the
// rollback journal the game file keeps). The window notes it after each of its own
// writes, so that a change by anyone else is noticed before a save could
// overwrite it.
#pragma once

#include <QString>

namespace adj {

struct FileStamp {
    bool exists = false;
    quint64 device = 0, inode = 0;
    qint64 size = 0, modifiedNs = 0;
    quint32 counter = 0;
    bool operator==(const FileStamp &) const = default;
};

FileStamp fileStamp(const QString &path);

} // namespace adj
