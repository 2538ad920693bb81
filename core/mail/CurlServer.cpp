#include "mail/CurlServer.h"

#include <curl/curl.h>

namespace adj {

namespace {

// Keeps the server's last refusal, else its last reply line (curl shows what
// the server says as "header in" data).
int watch(CURL *, curl_infotype type, char *data, size_t size, void *kept)
{
    if (type != CURLINFO_HEADER_IN)
        return 0;
    auto *words = static_cast<ServerWords *>(kept);
    const QString line = QString::fromUtf8(data, qsizetype(size)).trimmed();
    const bool refused = words->isRefusal && words->isRefusal(words->last);
    if (!refused || (words->isRefusal && words->isRefusal(line)))
        words->last = line;
    return 0;
}

} // namespace

void initCurl()
{
    static const bool done = [] { return curl_global_init(CURL_GLOBAL_DEFAULT) == CURLE_OK; }();
    Q_UNUSED(done);
}

void setServerOptions(CURL *curl, const MailServer &server, bool tlsRequired, ServerWords &words, char *error)
{
    // curl copies every string option (CURLOPT_URL and the others) when it is set.
    curl_easy_setopt(curl, CURLOPT_URL, server.url.toUtf8().constData());
    curl_easy_setopt(curl, CURLOPT_USE_SSL, long(tlsRequired ? CURLUSESSL_ALL : CURLUSESSL_TRY));
    curl_easy_setopt(curl, CURLOPT_CONNECTTIMEOUT, 30L);
    curl_easy_setopt(curl, CURLOPT_ERRORBUFFER, error);
    curl_easy_setopt(curl, CURLOPT_DEBUGFUNCTION, watch);
    curl_easy_setopt(curl, CURLOPT_DEBUGDATA, &words);
    curl_easy_setopt(curl, CURLOPT_VERBOSE, 1L);
    if (!server.caFile.isEmpty())
        curl_easy_setopt(curl, CURLOPT_CAINFO, server.caFile.toUtf8().constData());
    if (!server.user.isEmpty()) {
        curl_easy_setopt(curl, CURLOPT_USERNAME, server.user.toUtf8().constData());
        curl_easy_setopt(curl, CURLOPT_PASSWORD, server.password.toUtf8().constData());
    }
}

} // namespace adj
