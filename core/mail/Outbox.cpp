// GMime's headers pull in GLib, whose structs use the word `signals`: include
// them before any Qt header so that Qt's keyword macros cannot collide.
#include <gmime/gmime.h>

#include "mail/Outbox.h"

#include "io/TextFile.h"
#include "model/Game.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFileInfo>
#include <QJsonObject>
#include <QLocale>

namespace adj {

namespace {

constexpr qint64 kOutboxFileCap = qint64(256) << 20; // an mbox of a whole turn

void initGMime()
{
    static const bool done = [] { g_mime_init(); return true; }();
    Q_UNUSED(done);
}

// 7bit for ASCII in lines RFC 5322 allows (998 octets); else
// quoted-printable, so that a server without 8BITMIME relays it unchanged.
GMimeContentEncoding bodyEncoding(const QByteArray &body)
{
    for (const QByteArray &line : body.split('\n'))
        if (line.size() > 998)
            return GMIME_CONTENT_ENCODING_QUOTEDPRINTABLE;
    for (const char c : body)
        if (static_cast<unsigned char>(c) >= 0x80)
            return GMIME_CONTENT_ENCODING_QUOTEDPRINTABLE;
    return GMIME_CONTENT_ENCODING_7BIT;
}

// A part holding `bytes` in a GMime stream (the part keeps its own reference).
void setContent(GMimePart *part, const QByteArray &bytes)
{
    GMimeStream *stream = g_mime_stream_mem_new_with_buffer(bytes.constData(), size_t(bytes.size()));
    GMimeDataWrapper *content = g_mime_data_wrapper_new_with_stream(stream, GMIME_CONTENT_ENCODING_DEFAULT);
    g_mime_part_set_content(part, content);
    g_object_unref(content);
    g_object_unref(stream);
}

// A multipart of `subtype` with a boundary derived from `seed`, so that the
// output is deterministic.
GMimeMultipart *multipart(const char *subtype, const QByteArray &seed)
{
    GMimeMultipart *m = g_mime_multipart_new_with_subtype(subtype);
    const QByteArray boundary = "=-" + QCryptographicHash::hash(seed, QCryptographicHash::Sha256).toHex().left(24);
    g_mime_multipart_set_boundary(m, boundary.constData());
    return m;
}

// Adds `part` to `m` and drops the caller's reference.
void add(GMimeMultipart *m, GMimeObject *part)
{
    g_mime_multipart_add(m, part);
    g_object_unref(part);
}

GMimeObject *attachmentPart(const Attachment &a)
{
    GMimeContentType *type = g_mime_content_type_parse(nullptr, a.mimeType.constData());
    GMimePart *part = g_mime_part_new_with_type(g_mime_content_type_get_media_type(type),
                                                g_mime_content_type_get_media_subtype(type));
    g_object_unref(type);
    setContent(part, a.bytes);
    g_mime_part_set_filename(part, a.name.toUtf8().constData());
    g_mime_part_set_content_encoding(part, GMIME_CONTENT_ENCODING_BASE64);
    return GMIME_OBJECT(part);
}

// A picture the HTML shows in place: inline, named by its Content-ID.
GMimeObject *picturePart(const Attachment &a)
{
    GMimeObject *part = attachmentPart(a);
    g_mime_object_set_disposition(part, GMIME_DISPOSITION_INLINE);
    g_mime_object_set_content_id(part, pictureContentId(a.name).constData());
    return part;
}

// The seed of a multipart's boundary: its kind, its text and each file.
QByteArray partsSeed(const QByteArray &kind, const QString &text, const QList<Attachment> &files)
{
    QByteArray seed = kind + '\n' + text.toUtf8();
    for (const Attachment &a : files)
        seed += '\n' + a.name.toUtf8() + '\n' + QCryptographicHash::hash(a.bytes, QCryptographicHash::Sha256);
    return seed;
}

// A text part ("plain" or "html") holding `text` as UTF-8, ending in a newline.
GMimeObject *textPart(const char *subtype, const QString &text)
{
    GMimeTextPart *part = g_mime_text_part_new_with_subtype(subtype);
    const QByteArray body = text.toUtf8() + '\n';
    setContent(GMIME_PART(part), body);
    g_mime_object_set_content_type_parameter(GMIME_OBJECT(part), "charset", "utf-8");
    g_mime_part_set_content_encoding(GMIME_PART(part), bodyEncoding(body));
    return GMIME_OBJECT(part);
}

// The HTML part alone, or with its pictures as multipart/related (RFC 2387).
GMimeObject *htmlBody(const OutgoingMail &mail)
{
    GMimeObject *html = textPart("html", mail.html);
    if (mail.pictures.isEmpty())
        return html;
    GMimeMultipart *related = multipart("related", partsSeed("related", mail.html, mail.pictures));
    g_mime_object_set_content_type_parameter(GMIME_OBJECT(related), "type", "text/html");
    add(related, html);
    for (const Attachment &a : mail.pictures)
        add(related, picturePart(a));
    return GMIME_OBJECT(related);
}

// The text: the text part alone, or text and HTML as multipart/alternative.
GMimeObject *textBody(const OutgoingMail &mail)
{
    GMimeObject *text = textPart("plain", mail.text);
    if (mail.html.isEmpty())
        return text;
    GMimeMultipart *alternative = multipart("alternative", mail.text.toUtf8() + mail.html.toUtf8());
    add(alternative, text);
    add(alternative, htmlBody(mail));
    return GMIME_OBJECT(alternative);
}

// The body: the text, then the attachments (multipart/mixed) when there are any.
GMimeObject *body(const OutgoingMail &mail)
{
    GMimeObject *text = textBody(mail);
    if (mail.attachments.isEmpty())
        return text;
    GMimeMultipart *mixed = multipart("mixed", partsSeed("mixed", mail.text, mail.attachments));
    add(mixed, text);
    for (const Attachment &a : mail.attachments)
        add(mixed, attachmentPart(a));
    return GMIME_OBJECT(mixed);
}

void addMailboxes(GMimeMessage *m, GMimeAddressType type, const QList<MailAddress> &list)
{
    for (const MailAddress &a : list)
        g_mime_message_add_mailbox(m, type, a.name.toUtf8().constData(), a.email.toUtf8().constData());
}

QByteArray written(GMimeObject *object, Newlines newlines)
{
    GMimeFormatOptions *options = g_mime_format_options_new();
    g_mime_format_options_set_newline_format(options, newlines == Newlines::Crlf ? GMIME_NEWLINE_FORMAT_DOS
                                                                                  : GMIME_NEWLINE_FORMAT_UNIX);
    GMimeStream *out = g_mime_stream_mem_new();
    g_mime_object_write_to_stream(object, options, out);
    GByteArray *bytes = g_mime_stream_mem_get_byte_array(GMIME_STREAM_MEM(out));
    const QByteArray result(reinterpret_cast<const char *>(bytes->data), qsizetype(bytes->len));
    g_object_unref(out);
    g_mime_format_options_free(options);
    return result;
}

QString fromUtf8(const char *s)
{
    return s ? QString::fromUtf8(s) : QString();
}

// The addresses of a list, groups flattened.
void appendAddresses(InternetAddressList *list, QStringList &out)
{
    for (int i = 0; list && i < internet_address_list_length(list); ++i) {
        InternetAddress *a = internet_address_list_get_address(list, i);
        if (INTERNET_ADDRESS_IS_MAILBOX(a))
            out.append(fromUtf8(internet_address_mailbox_get_addr(INTERNET_ADDRESS_MAILBOX(a))));
        else if (INTERNET_ADDRESS_IS_GROUP(a))
            appendAddresses(internet_address_group_get_members(INTERNET_ADDRESS_GROUP(a)), out);
    }
}

// mboxrd (see mboxOf): a line ">From ", ">>From " … loses one '>'.
QByteArray unquoteFromLines(const QByteArray &message)
{
    QList<QByteArray> lines = message.split('\n');
    for (QByteArray &line : lines) {
        qsizetype i = 0;
        while (i < line.size() && line[i] == '>')
            ++i;
        if (i > 0 && line.mid(i).startsWith("From "))
            line.remove(0, 1);
    }
    return lines.join('\n');
}

// Every message of one file's bytes: one, or all of an mbox.
void readMessages(const QString &file, const QByteArray &bytes, QList<StoredMail> &out, Problems &problems)
{
    const bool mbox = bytes.startsWith("From ");
    GMimeStream *stream = g_mime_stream_mem_new_with_buffer(bytes.constData(), size_t(bytes.size()));
    GMimeParser *parser = g_mime_parser_new_with_stream(stream);
    g_mime_parser_set_format(parser, mbox ? GMIME_FORMAT_MBOX : GMIME_FORMAT_MESSAGE);
    for (int number = 1; !g_mime_parser_eos(parser); ++number) {
        GMimeMessage *msg = g_mime_parser_construct_message(parser, nullptr);
        if (!msg) {
            problems.append({file, number, QString(), QStringLiteral("not an e-mail message")});
            break;
        }
        StoredMail m{file, number, fromUtf8(g_mime_message_get_subject(msg)), {}, {}, {}};
        QStringList from;
        appendAddresses(g_mime_message_get_from(msg), from);
        appendAddresses(g_mime_message_get_to(msg), m.recipients);
        appendAddresses(g_mime_message_get_cc(msg), m.recipients);
        m.from = from.value(0);
        m.bytes = written(GMIME_OBJECT(msg), Newlines::Crlf);
        if (mbox)
            m.bytes = unquoteFromLines(m.bytes);
        // The blank line after each message belongs to the mbox, not to the message.
        while (mbox && (m.bytes.endsWith('\n') || m.bytes.endsWith('\r')))
            m.bytes.chop(1);
        if (mbox)
            m.bytes += "\r\n";
        g_object_unref(msg);
        if (m.from.isEmpty())
            problems.append({file, number, QStringLiteral("From"), QStringLiteral("no sender address")});
        else if (m.recipients.isEmpty())
            problems.append({file, number, QStringLiteral("To"), QStringLiteral("no recipient address")});
        else
            out.append(m);
        if (!mbox)
            break;
    }
    g_object_unref(parser);
    g_object_unref(stream);
}

void readOutboxFile(const QString &path, QList<StoredMail> &out, Problems &problems)
{
    Problem error;
    const std::optional<QByteArray> bytes = readInputFile(path, kOutboxFileCap, QStringLiteral("a mail file"), error);
    if (bytes)
        readMessages(path, *bytes, out, problems);
    else
        problems.append(error);
}

} // namespace

QByteArray pictureContentId(const QString &name)
{
    return name.toUtf8() + "@adjutant.invalid";
}

QByteArray renderMail(const OutgoingMail &mail, Newlines newlines)
{
    initGMime();
    GMimeMessage *message = g_mime_message_new(TRUE);
    addMailboxes(message, GMIME_ADDRESS_TYPE_FROM, {mail.from});
    addMailboxes(message, GMIME_ADDRESS_TYPE_TO, mail.to);
    addMailboxes(message, GMIME_ADDRESS_TYPE_CC, mail.cc);
    g_mime_message_set_subject(message, mail.subject.toUtf8().constData(), "utf-8");
    GDateTime *date = g_date_time_new_from_unix_utc(mail.date.toSecsSinceEpoch());
    g_mime_message_set_date(message, date);
    g_date_time_unref(date);
    if (!mail.messageId.isEmpty())
        g_mime_message_set_message_id(message, mail.messageId.constData());
    if (!mail.inReplyTo.isEmpty()) {
        const QByteArray id = '<' + mail.inReplyTo + '>';
        g_mime_object_set_header(GMIME_OBJECT(message), "In-Reply-To", id.constData(), nullptr);
        g_mime_object_set_header(GMIME_OBJECT(message), "References", id.constData(), nullptr);
    }
    GMimeObject *part = body(mail);
    g_mime_message_set_mime_part(message, part);
    g_object_unref(part);
    const QByteArray result = written(GMIME_OBJECT(message), newlines);
    g_object_unref(message);
    return result;
}

QByteArray hashedMessageId(const QByteArray &key)
{
    return QCryptographicHash::hash(key, QCryptographicHash::Sha256).toHex().left(32) + "@adjutant.invalid";
}

MailAddress gameModerator(const Game &game)
{
    const Moderator m = gameModeratorField(game);
    return {m.name.isEmpty() ? QStringLiteral("Moderator") : m.name,
            m.email.isEmpty() ? QStringLiteral("moderator@adjutant.invalid") : m.email};
}

QString addressList(const QList<MailAddress> &list)
{
    QStringList out;
    for (const MailAddress &a : list)
        out.append(a.name.isEmpty() ? a.email : QStringLiteral("%1 <%2>").arg(a.name, a.email));
    return out.join(QStringLiteral(", "));
}

QString gameSubject(const Game &game, const QString &subject)
{
    const std::optional<Mailbox> box = gameMailbox(game);
    if (!box || box->tag.isEmpty())
        return subject;
    const QString tag = u'[' + box->tag + u']';
    QString rest = subject;
    if (const qsizetype at = rest.indexOf(tag, 0, Qt::CaseInsensitive); at >= 0)
        rest = (rest.left(at) + rest.mid(at + tag.size())).simplified();
    return rest.isEmpty() ? tag : tag + u' ' + rest;
}

bool hasModeratorAddress(const Game &game)
{
    const QString email = gameModeratorField(game).email.trimmed();
    return !email.isEmpty() && email.compare(u"moderator@adjutant.invalid", Qt::CaseInsensitive) != 0;
}

QDateTime turnDate(int turn)
{
    const QDateTime monday(QDate(2000, 1, 3), QTime(12, 0), Qt::UTC);
    return monday.addDays(7 * qint64(std::max(0, turn - 1)));
}

QByteArray mboxOf(const QList<OutgoingMail> &mails)
{
    QByteArray out;
    for (const OutgoingMail &m : mails) {
        // The "From " line: the sender and the date as asctime(3) writes it.
        const QString when = QLocale::c().toString(m.date.toUTC(), QStringLiteral("ddd MMM d HH:mm:ss yyyy"));
        out += "From " + m.from.email.toUtf8() + ' ' + when.toUtf8() + '\n';
        QByteArray message = renderMail(m, Newlines::Lf);
        // mboxrd: a line starting with ">*From " gets one more '>'.
        QList<QByteArray> lines = message.split('\n');
        for (QByteArray &line : lines) {
            qsizetype i = 0;
            while (i < line.size() && line[i] == '>')
                ++i;
            if (line.mid(i).startsWith("From "))
                line.prepend('>');
        }
        out += lines.join('\n');
        if (!out.endsWith('\n'))
            out += '\n';
        out += '\n';
    }
    return out;
}

StoredMail storedMail(const OutgoingMail &mail)
{
    StoredMail m{QString(), 0, mail.subject, mail.from.email, {}, renderMail(mail)};
    for (const QList<MailAddress> *list : {&mail.to, &mail.cc})
        for (const MailAddress &a : *list)
            m.recipients.append(a.email);
    return m;
}

QByteArray withDate(const QByteArray &message, const QDateTime &when)
{
    initGMime();
    GMimeStream *stream = g_mime_stream_mem_new_with_buffer(message.constData(), size_t(message.size()));
    GMimeParser *parser = g_mime_parser_new_with_stream(stream);
    GMimeMessage *msg = g_mime_parser_construct_message(parser, nullptr);
    QByteArray out = message;
    if (msg) {
        GDateTime *date = g_date_time_new_from_unix_utc(when.toSecsSinceEpoch());
        g_mime_message_set_date(msg, date);
        g_date_time_unref(date);
        out = written(GMIME_OBJECT(msg), Newlines::Crlf);
        g_object_unref(msg);
    }
    g_object_unref(parser);
    g_object_unref(stream);
    return out;
}

QList<StoredMail> readOutgoing(const QString &path, Problems &problems)
{
    initGMime();
    QList<StoredMail> out;
    if (!QFileInfo(path).isDir()) {
        readOutboxFile(path, out, problems);
        return out;
    }
    const QDir dir(path);
    const QStringList names = dir.entryList({QStringLiteral("*.eml")}, QDir::Files, QDir::Name);
    if (names.isEmpty())
        problems.append({path, 0, QString(), QStringLiteral("a folder without .eml files")});
    for (const QString &name : names)
        readOutboxFile(dir.filePath(name), out, problems);
    return out;
}

} // namespace adj
