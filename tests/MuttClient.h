// A real mail client for the tests: Debian's mutt in batch mode, its
// sendmail a script of the test's own that stores each message it is given.
#pragma once

#include "TestSupport.h"

#include <QFile>
#include <QProcess>
#include <QString>

namespace adj::test {

// `body` sent by mutt from `from` to `to` with `subject`, mutt's home and
// muttrc in `home`, handed to the `sendmail` script; `settings` more muttrc
// lines. "" or why it failed.
inline QString muttSend(const QString &home, const QString &sendmail, const QString &from, const QString &to,
                        const QString &subject, const QByteArray &body, const QByteArray &settings = {})
{
    const QString rc = home + QStringLiteral("/muttrc");
    if (!writeBytes(rc, "set from=\"" + from.toUtf8() + "\"\nset use_from=yes\nset sendmail=\"" + sendmail.toUtf8()
                            + "\"\nset copy=no\nset record=\"\"\nset charset=\"utf-8\"\n"
                              "set send_charset=\"us-ascii:utf-8\"\n" + settings))
        return QStringLiteral("cannot write %1").arg(rc);
    QProcess mutt;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("HOME"), home);
    mutt.setProcessEnvironment(env);
    mutt.start(QStringLiteral("mutt"), {QStringLiteral("-n"), QStringLiteral("-F"), rc, QStringLiteral("-s"), subject,
                                        QStringLiteral("--"), to});
    if (!mutt.waitForStarted())
        return QStringLiteral("mutt did not start");
    mutt.write(body);
    mutt.closeWriteChannel();
    if (!mutt.waitForFinished(30000))
        return QStringLiteral("mutt did not finish");
    return mutt.exitCode() == 0 ? QString() : QString::fromUtf8(mutt.readAllStandardError());
}

// A sendmail script at `script` that delivers each message into the
// maildir `box` as a delivery agent does (into cur/, readable by a mail
// server that runs as another user: mutt gives its sendmail a umask of 077).
inline bool writeDeliveringScript(const QString &script, const QString &box)
{
    const QByteArray b = box.toUtf8();
    return writeBytes(script, "#!/bin/sh\nf=$(date +%s%N).mutt\ncat > \"" + b + "/tmp/$f\" && chmod 644 \"" + b
                                  + "/tmp/$f\" && mv \"" + b + "/tmp/$f\" \"" + b + "/cur/$f:2,\"\n")
           && QFile::setPermissions(script, QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
}

} // namespace adj::test
