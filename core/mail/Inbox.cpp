// GMime's headers pull in GLib, whose structs use the word `signals`: include
// them before any Qt header so that Qt's keyword macros cannot collide.
#include <gmime/gmime.h>

#include "mail/Inbox.h"

#include "mail/Receipt.h"

#include "io/TextFile.h"

#include <QDir>
#include <QFileInfo>
#include <QRegularExpression>

#include <algorithm>
#include <atomic>

namespace adj {

namespace {

constexpr qint64 kMailFileCap = qint64(256) << 20;    // an mbox or .eml file (a 50 MB attachment is 68 MB in base64)
constexpr qsizetype kAttachmentCap = qsizetype(1) << 20; // an orders attachment

void initGMime()
{
    static const bool done = [] { g_mime_init(); return true; }();
    Q_UNUSED(done);
}

QString fromUtf8(const char *s)
{
    return s ? QString::fromUtf8(s) : QString();
}

// format=flowed (RFC 3676): a line ending in a space continues on the next;
// a leading space added for stuffing is removed.
QString unflow(const QString &text, bool delsp)
{
    QString out;
    const QStringList lines = text.split(u'\n');
    for (qsizetype i = 0; i < lines.size(); ++i) {
        QString line = lines[i];
        if (line.endsWith(u'\r'))
            line.chop(1);
        if (line.startsWith(u' '))
            line.remove(0, 1);
        const bool flowed = line.endsWith(u' ') && line != QStringLiteral("-- ");
        if (flowed && delsp)
            line.chop(1);
        out += line;
        if (!flowed && i + 1 < lines.size())
            out += u'\n';
    }
    return out;
}

// An HTML-only body as text: block ends become line breaks, tags go, the
// common entities are decoded.
QString htmlToText(QString html)
{
    static const QRegularExpression dropped(QStringLiteral("<(head|style|script)[^>]*>.*?</\\1>"),
                                            QRegularExpression::CaseInsensitiveOption | QRegularExpression::DotMatchesEverythingOption);
    static const QRegularExpression breaks(QStringLiteral("<(br|/p|/div|/li|/tr|/h[1-6])[^>]*>"), QRegularExpression::CaseInsensitiveOption);
    static const QRegularExpression tags(QStringLiteral("<[^>]*>"));
    static const QRegularExpression numeric(QStringLiteral("&#(\\d+);"));
    html.remove(dropped);
    html.replace(QStringLiteral("\r"), QString());
    html.replace(QStringLiteral("\n"), QStringLiteral(" "));
    html.replace(breaks, QStringLiteral("\n"));
    html.remove(tags);
    QRegularExpressionMatch m;
    while ((m = numeric.match(html)).hasMatch())
        html.replace(m.capturedStart(), m.capturedLength(), QChar(m.captured(1).toUInt()));
    html.replace(QStringLiteral("&nbsp;"), QStringLiteral(" "));
    html.replace(QStringLiteral("&lt;"), QStringLiteral("<"));
    html.replace(QStringLiteral("&gt;"), QStringLiteral(">"));
    html.replace(QStringLiteral("&quot;"), QStringLiteral("\""));
    html.replace(QStringLiteral("&amp;"), QStringLiteral("&"));
    QStringList lines = html.split(u'\n');
    for (QString &l : lines)
        l = l.trimmed();
    return lines.join(u'\n');
}

struct Walk {
    QString plain, html;
    QStringList attachments;
    QList<CoreText> problems;
};

void visit(GMimeObject *, GMimeObject *part, gpointer data)
{
    Walk &w = *static_cast<Walk *>(data);
    if (!GMIME_IS_TEXT_PART(part))
        return;
    GMimeContentType *type = g_mime_object_get_content_type(part);
    const QString filename = fromUtf8(g_mime_part_get_filename(GMIME_PART(part)));
    const bool attachment = g_mime_part_is_attachment(GMIME_PART(part)) || !filename.isEmpty();
    char *raw = g_mime_text_part_get_text(GMIME_TEXT_PART(part)); // decoded, converted to UTF-8
    QString text = fromUtf8(raw);
    g_free(raw);
    text.replace(QStringLiteral("\r\n"), QStringLiteral("\n"));
    if (attachment) {
        const QString suffix = QFileInfo(filename).suffix().toLower();
        if (suffix != u"txt" && suffix != u"orders")
            return;
        if (text.size() > kAttachmentCap) {
            w.problems.append(coreText(QT_TRANSLATE_NOOP("adj::Core", "the attachment %1 is larger than 1 MiB; left out"), filename));
            return;
        }
        w.attachments.append(text);
        return;
    }
    if (g_mime_content_type_is_type(type, "text", "plain") && w.plain.isEmpty()) {
        const QString format = fromUtf8(g_mime_content_type_get_parameter(type, "format"));
        const QString delsp = fromUtf8(g_mime_content_type_get_parameter(type, "delsp"));
        w.plain = format.compare(u"flowed", Qt::CaseInsensitive) == 0
                      ? unflow(text, delsp.compare(u"yes", Qt::CaseInsensitive) == 0)
                      : text;
    } else if (g_mime_content_type_is_type(type, "text", "html") && w.html.isEmpty()) {
        w.html = text;
    }
}

std::optional<MailMessage> message(GMimeMessage *msg, const QString &file, int number, const QByteArray &bytes,
                                   Problems &problems)
{
    MailMessage m;
    m.sha256 = sha256Hex(bytes);
    m.bytes = bytes;
    const ReceivedTime received = receivedTime(msg);
    m.received = received.at;
    if (received.note)
        problems.append(problemOf(file, number, QString(), *received.note, Problem::Warning));
    m.file = file;
    m.number = number;
    InternetAddressList *from = g_mime_message_get_from(msg);
    if (from && internet_address_list_length(from) > 0) {
        InternetAddress *a = internet_address_list_get_address(from, 0);
        m.fromName = fromUtf8(internet_address_get_name(a));
        if (INTERNET_ADDRESS_IS_MAILBOX(a))
            m.from = fromUtf8(internet_address_mailbox_get_addr(INTERNET_ADDRESS_MAILBOX(a))).toLower();
    }
    m.subject = fromUtf8(g_mime_message_get_subject(msg));
    m.messageId = fromUtf8(g_mime_message_get_message_id(msg));
    if (GDateTime *d = g_mime_message_get_date(msg))
        m.date = QDateTime::fromSecsSinceEpoch(g_date_time_to_unix(d), Qt::UTC);
    Walk w;
    g_mime_message_foreach(msg, visit, &w);
    for (const CoreText &p : w.problems)
        problems.append(problemOf(file, number, QString(), p, Problem::Warning));
    m.body = !w.plain.isEmpty() ? w.plain : htmlToText(w.html);
    m.attachments = w.attachments;
    if (m.body.trimmed().isEmpty() && m.attachments.isEmpty()) {
        problems.append(problemOf(file, number, QString(), coreText(QT_TRANSLATE_NOOP("adj::Core", "no text to read orders from"))));
        return std::nullopt;
    }
    return m;
}

// The bytes of the message the parser has just read from an mbox: from its
// first header to the next "From " line, without the blank line the mbox
// puts before that line.
QByteArray mboxMessageBytes(const QByteArray &file, GMimeParser *parser)
{
    const qint64 begin = std::clamp<qint64>(g_mime_parser_get_headers_begin(parser), 0, file.size());
    const qint64 end = std::clamp<qint64>(g_mime_parser_tell(parser), begin, file.size());
    QByteArray own = file.mid(begin, end - begin);
    if (end < file.size() && own.endsWith("\n\n"))
        own.chop(1);
    return own;
}

// Every message of `bytes` (an mbox, or one message), `path` naming it and
// `first` numbering its first message; a problem of the whole names `whole`
// (0: the file).
void readBytes(const QByteArray &bytes, bool mbox, const QString &path, int first, int whole, QList<MailMessage> &out,
               Problems &problems)
{
    GMimeStream *stream = g_mime_stream_mem_new_with_buffer(bytes.constData(), size_t(bytes.size()));
    GMimeParser *parser = g_mime_parser_new_with_stream(stream);
    g_mime_parser_set_format(parser, mbox ? GMIME_FORMAT_MBOX : GMIME_FORMAT_MESSAGE);
    int number = first - 1;
    while (!g_mime_parser_eos(parser)) {
        GMimeMessage *msg = g_mime_parser_construct_message(parser, nullptr);
        const QByteArray own = mbox && msg ? mboxMessageBytes(bytes, parser) : bytes;
        if (!msg) {
            if (number < first)
                problems.append(problemOf(path, whole, QString(), mbox ? coreText(QT_TRANSLATE_NOOP("adj::Core", "not an mbox mailbox: no message could be read"))
                                                          : coreText(QT_TRANSLATE_NOOP("adj::Core", "not an e-mail message"))));
            break;
        }
        ++number;
        const bool headers = g_mime_message_get_from(msg) && internet_address_list_length(g_mime_message_get_from(msg)) > 0;
        if (!headers)
            problems.append(problemOf(path, number, QString(), coreText(QT_TRANSLATE_NOOP("adj::Core", "no sender (From:); is it an e-mail?"))));
        else if (std::optional<MailMessage> m = message(msg, path, number, own, problems))
            out.append(*m);
        g_object_unref(msg);
        if (!mbox)
            break;
    }
    g_object_unref(parser);
    g_object_unref(stream);
}

// Every message of one file (one .eml, or an mbox).
void readFile(const QString &path, QList<MailMessage> &out, Problems &problems)
{
    Problem error;
    const std::optional<QByteArray> bytes = readInputFile(path, kMailFileCap, QStringLiteral("a mail file"), error);
    if (!bytes) {
        problems.append(error);
        return;
    }
    readBytes(*bytes, bytes->startsWith("From "), path, 1, 0, out, problems);
}

} // namespace

QList<MailMessage> readMail(const QStringList &paths, Problems &problems)
{
    initGMime();
    QList<MailMessage> out;
    for (const QString &path : paths) {
        const QFileInfo info(path);
        if (info.isDir()) {
            const QDir dir(path);
            if (!dir.exists(QStringLiteral("cur")) && !dir.exists(QStringLiteral("new"))) {
                problems.append(problemOf(path, 0, QString(), coreText(QT_TRANSLATE_NOOP("adj::Core", "a folder that is no maildir (no cur/ or new/)"))));
                continue;
            }
            for (const char *sub : {"cur", "new"}) {
                const QDir d(dir.filePath(QLatin1String(sub)));
                for (const QString &name : d.entryList(QDir::Files, QDir::Name))
                    readFile(d.filePath(name), out, problems);
            }
            continue;
        }
        readFile(path, out, problems);
    }
    return out;
}

namespace {
std::atomic<quint64> readCount{0};
} // namespace

quint64 messagesRead()
{
    return readCount.load();
}

std::optional<MailMessage> readMessage(const QByteArray &bytes, const QString &source, int number, Problems &problems)
{
    ++readCount;
    initGMime();
    QList<MailMessage> one;
    readBytes(bytes, false, source, number, number, one, problems);
    if (one.isEmpty())
        return std::nullopt;
    return one.first();
}

} // namespace adj
