// The real IMAP and POP3 server the fetch tests read: Debian's Dovecot
// (dovecot-imapd, dovecot-pop3d), started from a configuration written into
// a temporary folder: 127.0.0.1 only, free ports for imap, pop3, imaps and
// pop3s, one user with a fixed password, its INBOX a maildir in the folder,
// TLS with the test certificate (tests/support/smtp-test-cert.pem, for
// 127.0.0.1 and localhost), the log in the folder. Every user name logs in
// with the one password, each to an INBOX of its own (a maildir in the
// folder), so that one server serves many tests. Dovecot's login processes
// must not run as root: as root the mail is the system's `dovecot` user's
// (the maildirs are handed to it), otherwise everything runs as the current
// user. Stopped by killing its processes at once (a server gone, as a crash
// leaves it): `doveadm stop` waits seconds for its children.
#pragma once

#include "SmtpTestServer.h"  // kSupport, kTestCertificate

#include <QDir>
#include <QList>
#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QThread>

#include <arpa/inet.h>
#include <ifaddrs.h>
#include <netinet/in.h>
#include <pwd.h>
#include <grp.h>
#include <sys/prctl.h>
#include <sys/socket.h>
#include <algorithm>
#include <csignal>
#include <unistd.h>

namespace adj::test {

inline QString dovecotProgram(const char *name)
{
    const QString found = QStandardPaths::findExecutable(QLatin1String(name));
    if (!found.isEmpty())
        return found;
    return QStandardPaths::findExecutable(QLatin1String(name), {QStringLiteral("/usr/sbin"), QStringLiteral("/usr/bin")});
}

// `count` different ports of 127.0.0.1 nobody listens on now. Every socket
// stays bound until all are chosen: one closed first could be handed out
// again, and a server given the same port twice refuses to start.
inline QList<int> freePorts(int count)
{
    QList<int> sockets, ports;
    for (int i = 0; i < count; ++i) {
        const int s = socket(AF_INET, SOCK_STREAM, 0);
        sockaddr_in a{};
        a.sin_family = AF_INET;
        a.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
        socklen_t size = sizeof a;
        int port = 0;
        if (bind(s, reinterpret_cast<sockaddr *>(&a), sizeof a) == 0 && getsockname(s, reinterpret_cast<sockaddr *>(&a), &size) == 0)
            port = ntohs(a.sin_port);
        sockets.append(s);
        ports.append(port);
    }
    for (int s : sockets)
        close(s);
    return ports;
}

inline int freePort()
{
    return freePorts(1).constFirst();
}

// True once something accepts connections on 127.0.0.1:port.
inline bool listening(int port)
{
    const int s = socket(AF_INET, SOCK_STREAM, 0);
    sockaddr_in a{};
    a.sin_family = AF_INET;
    a.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    a.sin_port = htons(quint16(port));
    const bool ok = ::connect(s, reinterpret_cast<sockaddr *>(&a), sizeof a) == 0;
    close(s);
    return ok;
}

// An IPv4 address of this machine that is not a loopback address; empty when it has none.
inline QString outsideAddress()
{
    ifaddrs *all = nullptr;
    QString found;
    if (getifaddrs(&all) != 0)
        return found;
    for (ifaddrs *i = all; i && found.isEmpty(); i = i->ifa_next)
        if (i->ifa_addr && i->ifa_addr->sa_family == AF_INET) {
            char text[INET_ADDRSTRLEN] = {};
            inet_ntop(AF_INET, &reinterpret_cast<sockaddr_in *>(i->ifa_addr)->sin_addr, text, sizeof text);
            if (!QByteArray(text).startsWith("127."))
                found = QString::fromLatin1(text);
        }
    freeifaddrs(all);
    return found;
}

class DovecotTestServer
{
public:
    static constexpr const char *kPassword = "turn-secret";

    // Both programs there: the tests run (and skip without them unless ADJ_REQUIRE_SERVERS is set).
    static bool available() { return !dovecotProgram("dovecot").isEmpty() && !dovecotProgram("doveadm").isEmpty(); }

    // `tls`: imaps/pop3s listeners and STARTTLS offered; without, a server with no TLS at all.
    // `everywhere`: listening on every address of the machine, not only 127.0.0.1.
    bool start(bool tls = true, bool everywhere = false)
    {
        m_tls = tls;
        if (!m_dir.isValid())
            return false;
        QDir(m_dir.path()).mkpath(QStringLiteral("run"));
        const QList<int> ports = freePorts(4);
        std::copy(ports.cbegin(), ports.cend(), m_ports);
        const bool root = geteuid() == 0;
        const passwd *me = getpwuid(geteuid());
        const passwd *dovecot = getpwnam("dovecot");
        const QString mailUser = root ? QStringLiteral("dovecot") : QString::fromLocal8Bit(me->pw_name);
        m_uid = root && dovecot ? dovecot->pw_uid : geteuid();
        m_gid = root && dovecot ? dovecot->pw_gid : getegid();
        const group *g = getgrgid(m_gid);
        const QString mailGroup = g ? QString::fromLocal8Bit(g->gr_name) : mailUser;
        // As root the mail processes run as `dovecot`, which must reach the folder.
        if (root)
            QFile::setPermissions(m_dir.path(), QFile::permissions(m_dir.path()) | QFile::ExeOther | QFile::ReadOther);
        QString conf = QStringLiteral(
            "base_dir = %1/run\nstate_dir = %1/run/state\ninstance_name = adjutant-test-%2\n"
            "protocols = imap pop3\nlisten = %6\n"
            "log_path = %1/dovecot.log\ninfo_log_path = %1/dovecot.log\n"
            "first_valid_uid = 0\nfirst_valid_gid = 0\n"
            "mail_location = maildir:%1/mail/%u:LAYOUT=fs:INBOX=%1/mail/%u\n"
            "disable_plaintext_auth = no\nauth_mechanisms = plain login\nauth_failure_delay = 0\n"
            "passdb {\n  driver = static\n  args = password=%3\n}\n"
            "userdb {\n  driver = static\n  args = uid=%4 gid=%5 home=%1/home/%u\n}\n")
            .arg(m_dir.path()).arg(m_ports[0]).arg(QLatin1String(kPassword), mailUser, mailGroup,
                 everywhere ? QStringLiteral("*") : QStringLiteral("127.0.0.1"));
        if (!root)
            conf += QStringLiteral("default_login_user = %1\ndefault_internal_user = %1\n").arg(mailUser);
        if (tls)
            conf += QStringLiteral("ssl = yes\nssl_cert = <%1\nssl_key = <%2\n")
                        .arg(kTestCertificate, kSupport + QStringLiteral("smtp-test-key.pem"));
        else
            conf += QStringLiteral("ssl = no\n");
        conf += QStringLiteral("service imap-login {\n  inet_listener imap {\n    port = %1\n  }\n"
                               "  inet_listener imaps {\n    port = %2\n    ssl = yes\n  }\n}\n"
                               "service pop3-login {\n  inet_listener pop3 {\n    port = %3\n  }\n"
                               "  inet_listener pop3s {\n    port = %4\n    ssl = yes\n  }\n}\n")
                    .arg(m_ports[0]).arg(tls ? m_ports[1] : 0).arg(m_ports[2]).arg(tls ? m_ports[3] : 0);
        QFile f(configFile());
        if (!f.open(QIODevice::WriteOnly) || f.write(conf.toUtf8()) < 0)
            return false;
        f.close();
        QFile::remove(path(QStringLiteral("run/master.pid")));
        // Dovecot's master stays in the foreground as the test's child, and is
        // killed with the test however it ends (a failure, ctest's timeout):
        // its own processes end when it does. It must not keep the test's output open.
        m_process.setStandardOutputFile(QProcess::nullDevice());
        m_process.setStandardErrorFile(path(QStringLiteral("dovecot.log")), QIODevice::Append);
        m_process.setChildProcessModifier([] {
            ::setsid();  // leads a process group of its own, as the daemon does: stop() kills it whole
            ::prctl(PR_SET_PDEATHSIG, SIGKILL);
        });
        m_process.start(dovecotProgram("dovecot"), {QStringLiteral("-F"), QStringLiteral("-c"), configFile()});
        if (!m_process.waitForStarted(30000))
            return false;
        m_running = true;
        QElapsedTimer t;
        t.start();
        // The pid file exists a moment before its number is written: wait for the number.
        const auto masterPid = [this] { return fileBytesOf(path(QStringLiteral("run/master.pid"))).trimmed().toInt(); };
        while (!listening(m_ports[0]) || !listening(m_ports[2]) || (m_master = masterPid()) <= 1) {
            if (t.hasExpired(10000))
                return false;
            QThread::msleep(20);
        }
        use(m_user);
        return true;
    }
    // Every process of the server killed (Dovecot's master leads their process group).
    void stop()
    {
        if (!m_running)
            return;
        m_running = false;
        if (m_master <= 1)
            return;
        ::kill(-m_master, SIGKILL);
        ::kill(m_master, SIGKILL);  // also should it lead no group of its own
        m_process.waitForFinished(10000);
        QElapsedTimer t;
        t.start();
        while ((listening(m_ports[0]) || listening(m_ports[2])) && !t.hasExpired(10000))
            QThread::msleep(10);
    }
    ~DovecotTestServer() { stop(); }

    QString path(const QString &inside) const { return QDir(m_dir.path()).filePath(inside); }
    QString configFile() const { return path(QStringLiteral("dovecot.conf")); }
    // The user whose INBOX the calls below mean; its maildir made when new.
    void use(const QString &user)
    {
        m_user = user;
        for (const char *sub : {"cur", "new", "tmp"}) {
            QDir().mkpath(maildir() + u'/' + QLatin1String(sub));
            chownTo(maildir() + u'/' + QLatin1String(sub));
        }
        chownTo(maildir());
        QDir().mkpath(path(QStringLiteral("home/") + user));
        chownTo(path(QStringLiteral("home/") + user));
    }
    QString user() const { return m_user; }
    // The INBOX gets a new UIDVALIDITY (and its messages new UIDs): its UID
    // list and indexes gone, as when a mailbox is rebuilt or restored.
    void renumber()
    {
        for (const QString &f : QDir(maildir()).entryList({QStringLiteral("dovecot-uidlist"), QStringLiteral("dovecot.index*")}, QDir::Files))
            QFile::remove(maildir() + u'/' + f);
    }
    QString maildir() const { return path(QStringLiteral("mail/") + m_user); }
    QString log() const { return QString::fromUtf8(fileBytesOf(path(QStringLiteral("dovecot.log")))); }
    QString url(const char *scheme, const QString &host = QStringLiteral("127.0.0.1")) const
    {
        const QString s = QLatin1String(scheme);
        const int port = s == u"imap" ? m_ports[0] : s == u"imaps" ? m_ports[1] : s == u"pop3" ? m_ports[2] : m_ports[3];
        return QStringLiteral("%1://%4:%2%3").arg(s).arg(port).arg(s.startsWith(u"imap") ? QStringLiteral("/INBOX") : QString(), host);
    }

    // A message put into the INBOX as a delivery agent would: into cur/ with
    // its flags ("S" seen, "" none), or into new/ (flags: nothing).
    QString add(const QByteArray &bytes, const QString &flags = {}, bool inNew = false)
    {
        const QString name = QStringLiteral("%1.M%2P1.test").arg(1700000000 + m_count).arg(m_count);
        ++m_count;
        const QString file = inNew ? QStringLiteral("new/") + name : QStringLiteral("cur/%1:2,%2").arg(name, flags);
        QFile f(maildir() + QStringLiteral("/tmp/") + name);
        if (!f.open(QIODevice::WriteOnly) || f.write(bytes) != bytes.size())
            return {};
        f.close();
        return QFile::rename(f.fileName(), maildir() + u'/' + file) ? file : QString();
    }
    // The INBOX's message files, "cur/NAME:2,FLAGS" and "new/NAME", sorted: what the server holds and its flags.
    QStringList files() const
    {
        QStringList all;
        for (const QString sub : {QStringLiteral("cur"), QStringLiteral("new")})
            for (const QString &name : QDir(maildir() + u'/' + sub).entryList(QDir::Files))
                all.append(sub + u'/' + name);
        all.sort();
        return all;
    }

private:
    void chownTo(const QString &p) const
    {
        if (geteuid() == 0 && ::chown(QFile::encodeName(p).constData(), m_uid, m_gid) != 0)
            qWarning("chown %s failed", qPrintable(p));
    }
    static QByteArray fileBytesOf(const QString &p)
    {
        QFile f(p);
        return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
    }
    QTemporaryDir m_dir;
    int m_ports[4] = {};
    bool m_tls = true;
    bool m_running = false;
    int m_count = 0;
    int m_master = 0;
    QProcess m_process;  // Dovecot's master
    uid_t m_uid = 0;
    gid_t m_gid = 0;
    QString m_user = QStringLiteral("gm");
};

} // namespace adj::test
