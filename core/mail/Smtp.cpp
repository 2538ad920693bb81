#include "mail/Smtp.h"

#include <QDateTime>

#include <curl/curl.h>

namespace adj {

namespace {

void initCurl()
{
    static const bool done = [] { return curl_global_init(CURL_GLOBAL_DEFAULT) == CURLE_OK; }();
    Q_UNUSED(done);
}

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

// Keeps the server's last refusal (a 4xx or 5xx reply), else its last reply
// line (curl shows what the server says as "header in" data).
int watch(CURL *, curl_infotype type, char *data, size_t size, void *replies)
{
    if (type != CURLINFO_HEADER_IN)
        return 0;
    const QString line = QString::fromUtf8(data, qsizetype(size)).trimmed();
    auto *kept = static_cast<QString *>(replies);
    const auto refusal = [](const QString &s) { return s.startsWith(u'4') || s.startsWith(u'5'); };
    if (!refusal(*kept) || refusal(line))
        *kept = line;
    return 0;
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
    const QByteArray url = server.url.toUtf8(), from = angled(mail.from), caFile = server.caFile.toUtf8();
    const QByteArray user = server.user.toUtf8(), password = server.password.toUtf8();
    curl_slist *recipients = nullptr;
    for (const QString &r : mail.recipients)
        recipients = curl_slist_append(recipients, angled(r).constData());
    Upload upload{&bytes};
    QString last;
    char error[CURL_ERROR_SIZE] = {};
    curl_easy_setopt(curl, CURLOPT_URL, url.constData());
    curl_easy_setopt(curl, CURLOPT_MAIL_FROM, from.constData());
    curl_easy_setopt(curl, CURLOPT_MAIL_RCPT, recipients);
    curl_easy_setopt(curl, CURLOPT_READFUNCTION, readBody);
    curl_easy_setopt(curl, CURLOPT_READDATA, &upload);
    curl_easy_setopt(curl, CURLOPT_UPLOAD, 1L);
    curl_easy_setopt(curl, CURLOPT_USE_SSL, long(CURLUSESSL_TRY));
    curl_easy_setopt(curl, CURLOPT_CONNECTTIMEOUT, 30L);
    curl_easy_setopt(curl, CURLOPT_ERRORBUFFER, error);
    curl_easy_setopt(curl, CURLOPT_DEBUGFUNCTION, watch);
    curl_easy_setopt(curl, CURLOPT_DEBUGDATA, &last);
    curl_easy_setopt(curl, CURLOPT_VERBOSE, 1L);
    if (!server.caFile.isEmpty())
        curl_easy_setopt(curl, CURLOPT_CAINFO, caFile.constData());
    if (!server.user.isEmpty()) {
        curl_easy_setopt(curl, CURLOPT_USERNAME, user.constData());
        curl_easy_setopt(curl, CURLOPT_PASSWORD, password.constData());
    }
    const CURLcode code = curl_easy_perform(curl);
    curl_slist_free_all(recipients);
    curl_easy_cleanup(curl);
    if (code == CURLE_OK)
        return {true, last};
    // The server's refusal when it said one; else what went wrong on the way.
    const bool refused = last.startsWith(u'4') || last.startsWith(u'5');
    const QString why = QString::fromUtf8(error[0] ? error : curl_easy_strerror(code));
    return {false, refused ? last : why, serverFailure(code, last)};
}

} // namespace adj
