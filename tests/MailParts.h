// A message the program wrote, taken apart with GMime for the tests: its
// top content type and every leaf part, decoded.
#pragma once

#include <gmime/gmime.h>

#include <QByteArray>
#include <QList>
#include <QPair>
#include <QString>

namespace adj::test {

// A leaf part of a message as GMime reads it.
struct Leaf {
    QByteArray type;          // "text/plain"
    QString filename;
    GMimeContentEncoding encoding = GMIME_CONTENT_ENCODING_DEFAULT;
    QByteArray bytes;         // decoded
    QByteArray parent;        // the multipart it is in, with its "type" when it has one:
                              // "multipart/related; type=text/html"; empty at the top
    QByteArray contentId;     // without <>
    QByteArray disposition;   // "inline", "attachment" or empty
};

inline QByteArray typeOf(GMimeObject *object)
{
    char *type = g_mime_content_type_get_mime_type(g_mime_object_get_content_type(object));
    QByteArray out(type);
    g_free(type);
    if (const char *param = g_mime_object_get_content_type_parameter(object, "type"))
        out += QByteArray("; type=") + param;
    return out;
}

inline void collectLeaves(GMimeObject *object, QList<Leaf> &out, const QByteArray &parent = {})
{
    if (GMIME_IS_MULTIPART(object)) {
        for (int i = 0; i < g_mime_multipart_get_count(GMIME_MULTIPART(object)); ++i)
            collectLeaves(g_mime_multipart_get_part(GMIME_MULTIPART(object), i), out, typeOf(object));
        return;
    }
    Leaf leaf;
    leaf.parent = parent;
    leaf.contentId = g_mime_object_get_content_id(object);
    leaf.disposition = g_mime_object_get_disposition(object);
    char *type = g_mime_content_type_get_mime_type(g_mime_object_get_content_type(object));
    leaf.type = type;
    g_free(type);
    const char *name = g_mime_part_get_filename(GMIME_PART(object));
    leaf.filename = name ? QString::fromUtf8(name) : QString();
    leaf.encoding = g_mime_part_get_content_encoding(GMIME_PART(object));
    GMimeStream *stream = g_mime_stream_mem_new();
    g_mime_data_wrapper_write_to_stream(g_mime_part_get_content(GMIME_PART(object)), stream);
    GByteArray *bytes = g_mime_stream_mem_get_byte_array(GMIME_STREAM_MEM(stream));
    leaf.bytes = QByteArray(reinterpret_cast<const char *>(bytes->data), qsizetype(bytes->len));
    g_object_unref(stream);
    out.append(leaf);
}

// The top content type and the leaf parts of one message's bytes.
inline QPair<QByteArray, QList<Leaf>> parts(const QByteArray &message)
{
    GMimeStream *stream = g_mime_stream_mem_new_with_buffer(message.constData(), size_t(message.size()));
    GMimeParser *parser = g_mime_parser_new_with_stream(stream);
    GMimeMessage *m = g_mime_parser_construct_message(parser, nullptr);
    QPair<QByteArray, QList<Leaf>> out;
    if (m) {
        GMimeObject *body = g_mime_message_get_mime_part(m);
        char *type = g_mime_content_type_get_mime_type(g_mime_object_get_content_type(body));
        out.first = type;
        g_free(type);
        collectLeaves(body, out.second);
        g_object_unref(m);
    }
    g_object_unref(parser);
    g_object_unref(stream);
    return out;
}

} // namespace adj::test
