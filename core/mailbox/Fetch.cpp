#include "mailbox/Fetch.h"

#include "mailbox/FetchSession.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFileInfo>
#include <QStandardPaths>
#include <QUrl>

#include <curl/curl.h>

namespace adj {

QString MailboxUrl::address() const
{
    return QStringLiteral("%1:%2").arg(host.contains(u':') ? u'[' + host + u']' : host).arg(port);
}

bool isLoopbackHost(const QString &host)
{
    const QString h = host.toLower();
    if (h == u"localhost" || h == u"::1" || h == u"[::1]")
        return true;
    const QStringList parts = h.split(u'.');
    if (parts.size() != 4 || parts.first() != u"127")
        return false;
    for (const QString &p : parts) {
        bool ok = false;
        const int n = p.toInt(&ok);
        if (!ok || n < 0 || n > 255 || p.isEmpty() || p.size() > 3)
            return false;
    }
    return true;
}

QString mailboxFolder(const QString &url, const QString &user)
{
    const QByteArray key = QCryptographicHash::hash((user + u' ' + url).toUtf8(), QCryptographicHash::Sha256);
    return QStandardPaths::writableLocation(QStandardPaths::GenericDataLocation) + QStringLiteral("/Adjutant/adjutant/mailboxes/")
           + QString::fromLatin1(key.toHex().left(24));
}

std::optional<MailboxUrl> readMailboxUrl(const QString &text, CoreText &error)
{
    const QUrl url(text, QUrl::StrictMode);
    const QString scheme = url.scheme().toLower();
    MailboxUrl m;
    if (scheme == u"imap" || scheme == u"imaps")
        m.kind = MailboxKind::Imap;
    else if (scheme == u"pop3" || scheme == u"pop3s")
        m.kind = MailboxKind::Pop3;
    else {
        error = coreText(QT_TRANSLATE_NOOP("adj::Core", "%1: not an imap://, imaps://, pop3:// or pop3s:// URL"), text);
        return std::nullopt;
    }
    if (!url.isValid() || url.host().isEmpty()) {
        error = coreText(QT_TRANSLATE_NOOP("adj::Core", "%1: the URL names no server"), text);
        return std::nullopt;
    }
    m.tlsFromStart = scheme.endsWith(u's');
    m.host = url.host();
    m.port = url.port(m.kind == MailboxKind::Imap ? (m.tlsFromStart ? 993 : 143) : (m.tlsFromStart ? 995 : 110));
    m.tlsRequired = m.tlsFromStart || !isLoopbackHost(m.host);
    m.folder = url.path(QUrl::FullyDecoded).mid(1).section(u';', 0, 0);
    if (m.kind == MailboxKind::Imap && m.folder.isEmpty())
        m.folder = QStringLiteral("INBOX");
    return m;
}

CoreText serverError(const MailboxUrl &url, const QString &words)
{
    return coreText(QT_TRANSLATE_NOOP("adj::Core", "%1: %2"), url.address(), words);
}

QString shownBytes(const QByteArray &bytes, int max)
{
    QString shown;
    for (const char c : bytes) {
        if (shown.size() >= max) {
            shown += u'…';
            break;
        }
        if (c >= 0x20 && c < 0x7f)
            shown += QLatin1Char(c);
        else
            shown += QStringLiteral("\\x%1").arg(uchar(c), 2, 16, QLatin1Char('0'));
    }
    return shown;
}

bool FetchSession::begin()
{
    CoreText error;
    if (!made && !QFileInfo::exists(writer.maildir() + QStringLiteral("/tmp"))) {
        madeRoot = !QFileInfo::exists(writer.maildir());
        if (!writer.make(error)) {
            fail(error);
            return false;
        }
        made = true;
    }
    bytes = 0;
    if (!writer.begin(error)) {
        fail(error);
        return false;
    }
    return true;
}

bool FetchSession::write(const char *data, qint64 size, const QString &what)
{
    bytes += size;
    if (bytes > kMaxMessageBytes) {
        fail(coreText(QT_TRANSLATE_NOOP("adj::Core", "%1: %2 is larger than 64 MiB, the most fetch takes of a message; it is not kept"),
                      url.address(), what));
        return false;
    }
    writer.write(data, size);
    return true;
}

void FetchSession::forget()
{
    writer.drop();
    if (!made || listed)
        return;
    const QDir dir(writer.maildir());
    for (const char *sub : {"tmp", "new", "cur"})
        dir.rmdir(QLatin1String(sub));
    if (madeRoot)
        QDir().rmdir(writer.maildir());
}

bool FetchSession::keep(const QString &id)
{
    const FetchedMessage m = writer.finish();
    const QString held = fetched.list().heldFile(m.sha256);
    CoreText error;
    if (!listed && !fetched.openToAdd(error)) {
        writer.drop();
        fail(error);
        return false;
    }
    listed = true;
    if (!held.isEmpty()) {
        // The same bytes (so the same Message-ID) already held: remembered under this id, not stored twice.
        writer.drop();
        if (!fetched.add({mailboxKey, id, m.sha256, held}, error)) {
            fail(error);
            return false;
        }
        return true;
    }
    // Recorded before it is moved into new/ (MaildirWriter::completeDeliveries).
    if (!writer.close(error) || !fetched.add({mailboxKey, id, m.sha256, m.file}, error) || !writer.deliver(error)) {
        fail(error);
        return false;
    }
    result.messages.append(m);
    return true;
}

FetchResult fetchMailbox(const MailServer &server, const QString &maildir, const FetchControl &control)
{
    CoreText error;
    const std::optional<MailboxUrl> url = readMailboxUrl(server.url, error);
    if (!url)
        return {{}, false, false, error};
    FetchSession s{server, *url, control};
    QUrl key(server.url);
    key.setUserName(server.user);
    key.setPassword(QString());
    s.mailboxKey = key.toString(QUrl::FullyEncoded | QUrl::StripTrailingSlash);
    const auto recorded = [&s](const QString &file) { return s.fetched.list().holds(file); };
    // Only what earlier fetches left is written before a message is taken:
    // their deliveries finished, their files that no fetch will finish removed.
    s.writer.setMaildir(maildir);
    if (!s.fetched.read(maildir, error) || !s.writer.completeDeliveries(recorded, s.result.messages, error))
        return {s.result.messages, false, false, error};
    s.writer.clearStale(recorded);
    initCurl();
    CURL *curl = curl_easy_init();
    if (!curl)
        return {{}, false, false, serverError(*url, QStringLiteral("libcurl could not start"))};
    if (url->kind == MailboxKind::Imap)
        fetchImap(s, curl);
    else
        fetchPop3(s, curl);
    curl_easy_cleanup(curl);
    if (!s.result.ok && s.result.messages.isEmpty())
        s.forget();
    s.result.cancelled = s.result.ok && s.cancelled() && s.done < s.total;
    return s.result;
}

} // namespace adj
