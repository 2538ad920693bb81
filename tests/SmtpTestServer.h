// The real SMTP server the mail tests send to: tests/support/smtp_server.py
// (aiosmtpd, Debian's python3-aiosmtpd) on a free port of 127.0.0.1, writing
// every message it accepts into a folder (see the script for the files).
#pragma once

#include <QDir>
#include <QProcess>
#include <QString>
#include <QStringList>

namespace adj::test {

// A Python with aiosmtpd: Debian's (python3-aiosmtpd), else the one on PATH.
inline QString smtpPython()
{
    for (const QString &python : {QStringLiteral("/usr/bin/python3"), QStringLiteral("python3")}) {
        QProcess p;
        p.start(python, {QStringLiteral("-c"), QStringLiteral("import aiosmtpd")});
        if (p.waitForFinished(60000) && p.exitStatus() == QProcess::NormalExit && p.exitCode() == 0)
            return python;
    }
    return {};
}

inline const QString kSupport = QStringLiteral(ADJ_DATA_DIR "/../support/");
inline const QString kTestCertificate = kSupport + QStringLiteral("smtp-test-cert.pem");

// A loopback port where no server listens (tcpmux, port 1: privileged, and
// nothing on a test machine serves it), for a server that is not there.
inline int closedPort()
{
    return 1;
}

// The SMTP server of tests/support, writing what it accepts into `folder`.
class SmtpTestServer
{
public:
    QString python() const { return m_python; }
    // `login` "USER:PASSWORD": the server accepts mail only after that login.
    // `tls`: it offers STARTTLS with the test certificate and requires it.
    bool start(const QString &folder, const QString &login = {}, bool tls = false)
    {
        if (!QDir().mkpath(folder))
            return false;
        QStringList args{kSupport + QStringLiteral("smtp_server.py"), folder};
        if (!login.isEmpty())
            args.append(login);
        if (tls)
            args += QStringList{QStringLiteral("--tls"), kTestCertificate, kSupport + QStringLiteral("smtp-test-key.pem")};
        m_process.start(m_python, args);
        while (m_process.waitForReadyRead(60000)) {
            const QByteArray line = m_process.readLine().trimmed();
            if (line.startsWith("PORT "))
                return (m_port = line.mid(5).toInt()) > 0;
        }
        return false;
    }
    QString url() const { return QStringLiteral("smtp://127.0.0.1:%1").arg(m_port); }
    ~SmtpTestServer()
    {
        m_process.closeWriteChannel();
        if (!m_process.waitForFinished(60000))
            m_process.kill();
    }

private:
    QString m_python = smtpPython();
    QProcess m_process;
    int m_port = 0;
};

} // namespace adj::test
