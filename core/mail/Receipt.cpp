// GMime's headers pull in GLib, whose structs use the word `signals`: include
// them before any Qt header so that Qt's keyword macros cannot collide.
#include <gmime/gmime.h>

#include "mail/Receipt.h"

#include <QCryptographicHash>

namespace adj {

namespace {

// A header's date as GMime reads it (RFC 5322 and the obsolete forms).
std::optional<QDateTime> headerDate(const char *text)
{
    if (!text)
        return std::nullopt;
    GDateTime *d = g_mime_utils_header_decode_date(text);
    if (!d)
        return std::nullopt;
    const QDateTime at = QDateTime::fromSecsSinceEpoch(g_date_time_to_unix(d), Qt::UTC);
    g_date_time_unref(d);
    return at;
}

} // namespace

QString sha256Hex(const QByteArray &bytes)
{
    return QString::fromLatin1(QCryptographicHash::hash(bytes, QCryptographicHash::Sha256).toHex());
}

ReceivedTime receivedTime(GMimeMessage *message)
{
    ReceivedTime r;
    GMimeHeaderList *headers = g_mime_object_get_header_list(GMIME_OBJECT(message));
    const int count = headers ? g_mime_header_list_get_count(headers) : 0;
    for (int i = 0; i < count; ++i) {
        GMimeHeader *h = g_mime_header_list_get_header_at(headers, i);
        const char *name = g_mime_header_get_name(h);
        if (!name || g_ascii_strcasecmp(name, "Received") != 0)
            continue;
        // The topmost one: the last hop, the moderator's own server.
        const QByteArray value(g_mime_header_get_value(h) ? g_mime_header_get_value(h) : "");
        const qsizetype semicolon = value.lastIndexOf(';');
        if (semicolon >= 0)
            if (const std::optional<QDateTime> at = headerDate(value.mid(semicolon + 1).trimmed().constData())) {
                r.at = *at;
                return r;
            }
        r.note = coreText(QT_TRANSLATE_NOOP("adj::Core", "its Received: header has no date that can be read; the Date: header is taken"));
        break;
    }
    r.fromDate = true;
    if (GDateTime *d = g_mime_message_get_date(message))
        r.at = QDateTime::fromSecsSinceEpoch(g_date_time_to_unix(d), Qt::UTC);
    return r;
}

ReceivedTime receivedTime(const QByteArray &message)
{
    static const bool initialised = [] { g_mime_init(); return true; }();
    Q_UNUSED(initialised);
    GMimeStream *stream = g_mime_stream_mem_new_with_buffer(message.constData(), size_t(message.size()));
    GMimeParser *parser = g_mime_parser_new_with_stream(stream);
    GMimeMessage *msg = g_mime_parser_construct_message(parser, nullptr);
    ReceivedTime r;
    if (msg) {
        r = receivedTime(msg);
        g_object_unref(msg);
    }
    g_object_unref(parser);
    g_object_unref(stream);
    return r;
}

} // namespace adj
