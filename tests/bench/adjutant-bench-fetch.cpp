// The benchmark of `fetch` (docs/benchmarks.md): a real Dovecot on the
// loopback (tests/DovecotTestServer.h) holding N messages of a turn's
// size (about 3 KB each), fetched into an empty maildir, then again with
// nothing new; over IMAP with STARTTLS, imaps, and POP3 with STARTTLS.
// Targets: 1,000 messages in under 5 s, a fetch with nothing new under
// 0.5 s. Wall-clock time: the server's side counts too. Prints, never fails.
//   adjutant-bench-fetch [--messages N] [--big MB]
#include "DovecotTestServer.h"
#include "mailbox/Fetch.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QTemporaryDir>
#include <QTextStream>

#include <cstdio>

using namespace adj;
using adj::test::DovecotTestServer;

namespace {

QByteArray message(int i)
{
    QByteArray m = "Received: from mx.example.org by mail.example.net; Tue, 8 Dec 2026 17:59:02 +0100\r\n"
                   "From: Player " + QByteArray::number(i) + " <p" + QByteArray::number(i) + "@example.org>\r\n"
                   "To: gm@example.net\r\nSubject: Orders turn 3\r\nDate: Tue, 8 Dec 2026 17:50:00 +0100\r\n"
                   "Message-ID: <bench" + QByteArray::number(i) + "@example.org>\r\n\r\nNATION ENG\r\n";
    while (m.size() < 3000)
        m += "MOVE 2 LON YOR  ; an order line of the turn, as players write them\r\n";
    return m;
}

double timed(const MailServer &s, const QString &maildir, qsizetype &count, QString &error)
{
    QElapsedTimer t;
    t.start();
    const FetchResult r = fetchMailbox(s, maildir);
    const double ms = double(t.nsecsElapsed()) / 1e6;
    count = r.messages.size();
    error = r.ok ? QString() : r.error.english();
    return ms;
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QTextStream out(stdout);
    const QStringList args = app.arguments();
    const int n = args.contains(QStringLiteral("--messages")) ? args.value(args.indexOf(QStringLiteral("--messages")) + 1).toInt() : 1000;
    const int bigMb = args.contains(QStringLiteral("--big")) ? args.value(args.indexOf(QStringLiteral("--big")) + 1).toInt() : 0;
    if (!DovecotTestServer::available()) {
        out << "dovecot is not installed (dovecot-imapd, dovecot-pop3d)\n";
        return 1;
    }
    DovecotTestServer d;
    if (!d.start()) {
        out << "dovecot did not start:\n" << d.log();
        return 1;
    }
    d.use(QStringLiteral("bench"));
    for (int i = 0; i < n; ++i)
        d.add(message(i));
    if (bigMb > 0) {
        QByteArray big = message(n);
        const QByteArray line = QByteArray(74, 'x') + "\r\n";
        while (big.size() < qsizetype(bigMb) * 1000 * 1000)
            big += line;
        d.add(big);
    }
    const int total = n + (bigMb > 0);
    out << "fetch: " << total << " messages of about 3 KB" << (bigMb ? QStringLiteral(" and one of %1 MB").arg(bigMb) : QString())
        << " from Dovecot on the loopback (wall-clock ms)\n";
    for (const char *scheme : {"imap", "imaps", "pop3"}) {
        QTemporaryDir maildir;
        const MailServer s{d.url(scheme), d.user(), QLatin1String(DovecotTestServer::kPassword), adj::test::kTestCertificate};
        qsizetype got = 0, again = 0;
        QString error;
        const double first = timed(s, maildir.path(), got, error);
        const double second = timed(s, maildir.path(), again, error);
        out << QStringLiteral("  %1  all new: %2 ms (%3 messages)   nothing new: %4 ms (%5 messages)%6\n")
                   .arg(QLatin1String(scheme), -6)
                   .arg(first, 8, 'f', 1)
                   .arg(got)
                   .arg(second, 7, 'f', 1)
                   .arg(again)
                   .arg(error.isEmpty() ? QString() : QStringLiteral("  ERROR ") + error);
        out.flush();
    }
    return 0;
}
