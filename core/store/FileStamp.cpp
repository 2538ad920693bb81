#include "store/FileStamp.h"

#include <QFile>
#include <QtEndian>

#include <sys/stat.h>

namespace adj {

FileStamp fileStamp(const QString &path)
{
    FileStamp s;
    struct stat st;
    if (::stat(QFile::encodeName(path).constData(), &st) != 0)
        return s;
    s.exists = true;
    s.device = quint64(st.st_dev);
    s.inode = quint64(st.st_ino);
    s.size = qint64(st.st_size);
    s.modifiedNs = qint64(st.st_mtim.tv_sec) * 1'000'000'000 + st.st_mtim.tv_nsec;
    QFile f(path);
    if (f.open(QIODevice::ReadOnly) && f.seek(24)) {
        const QByteArray counter = f.read(4);
        if (counter.size() == 4)
            s.counter = qFromBigEndian<quint32>(counter.constData());
    }
    return s;
}

} // namespace adj
