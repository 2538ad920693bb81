#include "mail/Smtp.h"

#include <QDateTime>

#include <curl/curl.h>

namespace adj {

namespace {

struct Upload {
    const QByteArray *bytes;
    qsizetype at = 0;
};

size_t readBody(char *buffer, size_t size, size_t count, void *data)
{
    auto *up = static_cast<Upload *>(data);
    const size_t n = std::min(size * count, size_t(up->bytes->size() - up->at));
    memcpy(buffer, up->bytes->constData() + up->at, n);
    up->at += qsizetype(n);
    return n;
}

bool smtpRefusal(const QString &line)
{
    return line.startsWith(u'4') || line.startsWith(u'5');
}

// The failures of the server itself rather than of one message: not
// reached, no TLS, or a refusal of the session (RFC 5321 421; RFC 4954 530,
// 534, 535, 538: the login), not of a recipient or a message.
bool serverFailure(CURLcode code, const QString &reply)
{
    for (const char *session : {"421", "530", "534", "535", "538"})
        if (reply.startsWith(QLatin1String(session)))
            return true;
    switch (code) {
    case CURLE_COULDNT_RESOLVE_HOST:
    case CURLE_COULDNT_CONNECT:
    case CURLE_OPERATION_TIMEDOUT:
    case CURLE_SSL_CONNECT_ERROR:
    case CURLE_PEER_FAILED_VERIFICATION:
    case CURLE_USE_SSL_FAILED:
    case CURLE_LOGIN_DENIED:
    case CURLE_UNSUPPORTED_PROTOCOL:
    case CURLE_URL_MALFORMAT:
        return true;
    default:
        return false;
    }
}

QByteArray angled(const QString &address)
{
    return '<' + address.toUtf8() + '>';
}

} // namespace

SendResult sendMail(const StoredMail &mail, const SmtpServer &server)
{
    initCurl();
    CURL *curl = curl_easy_init();
    if (!curl)
        return {false, QStringLiteral("libcurl could not start")};
    const QByteArray bytes = withDate(mail.bytes, QDateTime::currentDateTimeUtc());
    const QByteArray from = angled(mail.from);
    curl_slist *recipients = nullptr;
    for (const QString &r : mail.recipients)
        recipients = curl_slist_append(recipients, angled(r).constData());
    Upload upload{&bytes};
    ServerWords words{smtpRefusal};
    char error[CURL_ERROR_SIZE] = {};
    setServerOptions(curl, server, false, words, error);
    curl_easy_setopt(curl, CURLOPT_MAIL_FROM, from.constData());
    curl_easy_setopt(curl, CURLOPT_MAIL_RCPT, recipients);
    curl_easy_setopt(curl, CURLOPT_READFUNCTION, readBody);
    curl_easy_setopt(curl, CURLOPT_READDATA, &upload);
    curl_easy_setopt(curl, CURLOPT_UPLOAD, 1L);
    const CURLcode code = curl_easy_perform(curl);
    curl_slist_free_all(recipients);
    curl_easy_cleanup(curl);
    if (code == CURLE_OK)
        return {true, words.last};
    // The server's refusal when it said one; else what went wrong on the way.
    const QString refusal = words.refusal();
    return {false, refusal.isEmpty() ? QString::fromUtf8(error[0] ? error : curl_easy_strerror(code)) : refusal,
            serverFailure(code, words.last)};
}

} // namespace adj
