// A small disk of a test's own: a tmpfs mounted on a folder (root and mount
// are needed; without them isMounted() is false and the test skips), emptied,
// filled to a few bytes free, or remounted read-only — a full disk and a
// folder no one may write, root included.
#pragma once

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QStorageInfo>

#include <unistd.h>

namespace adj::test {

class SmallDisk
{
public:
    explicit SmallDisk(const QString &folder, const QString &size = QStringLiteral("1m")) : m_path(folder)
    {
        QDir().mkpath(folder);
        m_mounted = geteuid() == 0
            && run({QStringLiteral("-t"), QStringLiteral("tmpfs"), QStringLiteral("-o"), QStringLiteral("size=") + size,
                    QStringLiteral("tmpfs"), folder});
    }
    ~SmallDisk()
    {
        if (m_mounted)
            QProcess::execute(QStringLiteral("umount"), {m_path});
    }
    SmallDisk(const SmallDisk &) = delete;
    SmallDisk &operator=(const SmallDisk &) = delete;

    bool isMounted() const { return m_mounted; }
    QString path() const { return m_path; }
    QString filePath(const QString &name) const { return QDir(m_path).filePath(name); }

    // Every file and folder on it removed.
    void empty() const
    {
        for (const QFileInfo &f : QDir(m_path).entryInfoList(QDir::Files | QDir::Dirs | QDir::NoDotAndDotDot | QDir::Hidden))
            f.isDir() ? QDir(f.absoluteFilePath()).removeRecursively() : QFile::remove(f.absoluteFilePath());
    }
    // Fills it to `left` bytes free.
    bool fill(qint64 left) const
    {
        QFile f(filePath(QStringLiteral("fill")));
        if (!f.open(QIODevice::Append))
            return false;
        const QByteArray block(4096, 'x');
        while (QStorageInfo(m_path).bytesAvailable() > left)
            if (f.write(block) != block.size() || !f.flush())
                break;
        f.close();
        return QStorageInfo(m_path).bytesAvailable() <= left;
    }
    bool setReadOnly(bool readOnly) const
    {
        return run({QStringLiteral("-o"), readOnly ? QStringLiteral("remount,ro") : QStringLiteral("remount,rw"), m_path});
    }

private:
    static bool run(const QStringList &args)
    {
        QProcess p;
        p.start(QStringLiteral("mount"), args);
        return p.waitForFinished(30000) && p.exitStatus() == QProcess::NormalExit && p.exitCode() == 0;
    }
    QString m_path;
    bool m_mounted = false;
};

} // namespace adj::test
