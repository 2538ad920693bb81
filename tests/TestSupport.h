// Small helpers the test programs share: running adjutant-cli, and reading
// and writing whole files.
#pragma once

#include <QFile>
#include <QProcess>
#include <QStringList>

namespace adj::test {

struct CliRun {
    int status = -1;  // the exit code; -1 when it crashed or did not finish
    QString out, err;
};

// Runs adjutant-cli (ADJ_CLI) with `args` in `dir`, waiting up to a minute.
inline CliRun cli(const QStringList &args, const QString &dir = QString())
{
    QProcess p;
    if (!dir.isEmpty())
        p.setWorkingDirectory(dir);
    p.start(QStringLiteral(ADJ_CLI), args);
    if (!p.waitForFinished(60000))
        return {};
    return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1, QString::fromUtf8(p.readAllStandardOutput()),
            QString::fromUtf8(p.readAllStandardError())};
}

inline QByteArray fileBytes(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

inline bool writeBytes(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size();
}

} // namespace adj::test
