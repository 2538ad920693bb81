#include "io/SafeFile.h"

#include "io/Process.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QTemporaryFile>

#include <cerrno>
#include <cstdio>
#include <sys/stat.h>
#include <unistd.h>

namespace adj {

namespace {

// Folders made for one write, removed again (deepest first) when it fails.
class MadeFolders
{
public:
    bool make(const QString &dir)
    {
        QStringList missing;
        QString d = QDir::cleanPath(QFileInfo(dir).absoluteFilePath());
        for (; !QFileInfo::exists(d) && !QDir(d).isRoot(); d = QFileInfo(d).absolutePath())
            missing.prepend(d);
        if (!QFileInfo(d).isDir()) // a file where a folder should be
            return false;
        for (const QString &folder : missing) {
            if (!QDir().mkdir(folder))
                return false;
            m_made.prepend(folder);
        }
        return true;
    }
    void removeAll()
    {
        for (const QString &d : m_made)
            QDir().rmdir(d);
        m_made.clear();
    }

private:
    QStringList m_made; // deepest first
};

// The mode a new file gets (0666 less the umask) or the old file's mode.
mode_t modeFor(const QString &path)
{
    struct stat st {};
    if (::stat(QFile::encodeName(path).constData(), &st) == 0)
        return st.st_mode & 07777;
    const mode_t mask = ::umask(0);
    ::umask(mask);
    return 0666 & ~mask;
}

// One file written in full under a temporary name beside its target.
struct Staged {
    QString target;
    QString temp;
};

// The staging of `path` left by a writer of this host that was killed:
// ".NAME.PID.XXXXXX" of a process that has ended (io/Process.h). The
// staging of a writer still running stays.
void removeStaleStaging(const QFileInfo &target)
{
    const QString prefix = QStringLiteral(".%1.").arg(target.fileName());
    const QDir dir = target.absoluteDir();
    for (const QString &name : dir.entryList({prefix + u'*'}, QDir::Files | QDir::Hidden)) {
        const QStringList rest = name.mid(prefix.size()).split(u'.');
        bool isPid = false;
        const qint64 pid = rest.value(0).toLongLong(&isPid);
        if (rest.size() == 2 && isPid && hasEnded({thisHost(), pid, 0}))
            QFile::remove(dir.filePath(name));
    }
}

QString stage(const QString &path, const QByteArray &bytes, Staged &out)
{
    const QFileInfo info(path);
    if (info.exists() && !info.isFile())
        return QStringLiteral("%1: cannot write: it is not a regular file").arg(path);
    removeStaleStaging(info);
    QTemporaryFile file(QDir(info.absolutePath())
                            .filePath(QStringLiteral(".%1.%2.XXXXXX").arg(info.fileName()).arg(QCoreApplication::applicationPid())));
    file.setAutoRemove(false);
    if (!file.open())
        return QStringLiteral("%1: cannot write: %2").arg(path, file.errorString());
    out = {path, file.fileName()};
    const bool written = file.write(bytes) == bytes.size() && file.flush()
        && ::fchmod(file.handle(), modeFor(path)) == 0 && ::fsync(file.handle()) == 0;
    if (!written)
        return QStringLiteral("%1: writing failed: %2").arg(path, file.errorString());
    return {};
}

QString commit(const Staged &s)
{
    if (std::rename(QFile::encodeName(s.temp).constData(), QFile::encodeName(s.target).constData()) != 0)
        return QStringLiteral("%1: cannot replace it: %2").arg(s.target, qt_error_string(errno));
    return {};
}

} // namespace

QString writeFileSafely(const QString &path, const QByteArray &bytes)
{
    return writeFilesSafely({{path, bytes}});
}

QString writeFilesSafely(const QList<QPair<QString, QByteArray>> &files, const QStringList &folders)
{
    MadeFolders made;
    QList<Staged> staged;
    QString error;
    for (const QString &dir : folders)
        if (error.isEmpty() && !made.make(dir))
            error = QStringLiteral("%1: cannot create the folder").arg(dir);
    for (const auto &[path, bytes] : files) {
        if (!error.isEmpty())
            break;
        const QString dir = QFileInfo(path).absolutePath();
        if (!made.make(dir)) {
            error = QStringLiteral("%1: cannot create the folder %2").arg(path, dir);
            break;
        }
        Staged s;
        error = stage(path, bytes, s);
        if (!s.temp.isEmpty())
            staged.append(s);
    }
    // All staged: rename each into place. A rename in the same folder fails
    // only for a target that is not a regular file, refused above.
    for (const Staged &s : staged)
        if (error.isEmpty())
            error = commit(s);
    if (!error.isEmpty()) {
        for (const Staged &s : staged)
            QFile::remove(s.temp);
        made.removeAll();
    }
    return error;
}

bool isWritableFile(const QString &path)
{
    const QFileInfo info(path);
    return info.isWritable()
        && (info.permissions() & (QFile::WriteOwner | QFile::WriteGroup | QFile::WriteOther));
}

} // namespace adj
