// Outputs against inputs: a command never writes over one of its own inputs
// (docs/formats.md: that is bad usage, exit 2, and nothing is written).
#include "Cli.h"

#include <QFile>
#include <QFileInfo>
#include <sys/stat.h>

namespace adj::cli {

namespace {

// A file as the system knows it: device and inode when it exists (so that a
// link or another spelling is the same file), else its canonical path.
struct Identity {
    bool exists = false;
    dev_t device = 0;
    ino_t inode = 0;
    QString path;
    bool operator==(const Identity &o) const
    {
        return exists == o.exists && (exists ? device == o.device && inode == o.inode : path == o.path);
    }
};

Identity identity(const QString &path)
{
    struct stat st {};
    if (::stat(QFile::encodeName(path).constData(), &st) == 0)
        return {true, st.st_dev, st.st_ino, QString()};
    const QFileInfo info(path);
    const QString dir = QFileInfo(info.absolutePath()).canonicalFilePath();
    return {false, 0, 0, (dir.isEmpty() ? info.absolutePath() : dir) + QLatin1Char('/') + info.fileName()};
}

} // namespace

bool outputsOverlap(const QStringList &inputs, const QStringList &outputs, Io &io)
{
    QList<Identity> seen;
    for (const QString &in : inputs)
        seen.append(identity(in));
    for (const QString &out : outputs) {
        const Identity id = identity(out);
        const qsizetype at = seen.indexOf(id);
        if (at >= 0) {
            io.err << "adjutant-cli: " << out
                   << (at < inputs.size() ? QStringLiteral(" is also an input (%1); write to another file").arg(inputs[at])
                                          : QStringLiteral(" is named as two outputs"))
                   << '\n';
            return true;
        }
        seen.append(id);
    }
    return false;
}

} // namespace adj::cli
