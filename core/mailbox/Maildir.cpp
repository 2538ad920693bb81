// GMime's headers pull in GLib, whose structs use the word `signals`: include
// them before any Qt header so that Qt's keyword macros cannot collide.
#include <gmime/gmime.h>

#include "mailbox/Maildir.h"

#include "mail/Receipt.h"

#include <QAtomicInteger>
#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <QSysInfo>

#include <limits>

#ifdef Q_OS_UNIX
#include <cerrno>
#include <signal.h>
#endif

namespace adj {

namespace {

constexpr qsizetype kHeadCap = qsizetype(1) << 20;  // headers past 1 MiB are not read for the summary

QString fromUtf8(const char *s)
{
    return s ? QString::fromUtf8(s) : QString();
}

// This host's name as a maildir file name writes it.
QString hostPart()
{
    QString host = QSysInfo::machineHostName();
    host.replace(u'/', QStringLiteral("\\057")).replace(u':', QStringLiteral("\\072"));
    return host.isEmpty() ? QStringLiteral("localhost") : host;
}

// "1733330000.P1234Q7R5f3a.host": unique by time, process, count and chance (the maildir convention).
QString uniqueName()
{
    static QAtomicInteger<quint64> count;
    return QStringLiteral("%1.P%2Q%3R%4.%5")
        .arg(QDateTime::currentSecsSinceEpoch())
        .arg(QCoreApplication::applicationPid())
        .arg(++count)
        .arg(QRandomGenerator::global()->generate(), 8, 16, QLatin1Char('0'))
        .arg(hostPart());
}

// Whether `file` is one uniqueName() gave on this host in a process that is gone.
bool ofAGoneFetch(const QString &file)
{
    static const QRegularExpression name(QStringLiteral("^\\d+\\.P(\\d+)Q\\d+R[0-9a-f]{8}\\.(.+)$"));
    const QRegularExpressionMatch m = name.match(file);
    if (!m.hasMatch() || m.captured(2) != hostPart())
        return false;
    const qint64 pid = m.captured(1).toLongLong();
    if (pid == QCoreApplication::applicationPid())
        return false;
#ifdef Q_OS_UNIX
    return pid > 0 && pid <= std::numeric_limits<pid_t>::max() && ::kill(pid_t(pid), 0) != 0 && errno == ESRCH;
#else
    return false;
#endif
}

// MAILDIR/tmp/FILE renamed to MAILDIR/new/FILE.
bool moveIntoNew(const QString &maildir, const QString &file, CoreText &error)
{
    const QDir dir(maildir);
    const QString from = dir.filePath(QStringLiteral("tmp/") + file);
    if (QFile::rename(from, dir.filePath(QStringLiteral("new/") + file)))
        return true;
    error = coreText(QT_TRANSLATE_NOOP("adj::Core", "%1: cannot be moved into new/"), QDir::toNativeSeparators(from));
    return false;
}

} // namespace

FetchedMessage messageSummary(const QByteArray &head)
{
    static const bool init = [] { g_mime_init(); return true; }();
    Q_UNUSED(init);
    FetchedMessage m;
    // The headers alone, ended by an empty line, are a message with an empty body.
    const QByteArray bytes = head + "\n\n";
    GMimeStream *stream = g_mime_stream_mem_new_with_buffer(bytes.constData(), size_t(bytes.size()));
    GMimeParser *parser = g_mime_parser_new_with_stream(stream);
    g_mime_parser_set_format(parser, GMIME_FORMAT_MESSAGE);
    if (GMimeMessage *msg = g_mime_parser_construct_message(parser, nullptr)) {
        InternetAddressList *from = g_mime_message_get_from(msg);
        if (from && internet_address_list_length(from) > 0) {
            InternetAddress *a = internet_address_list_get_address(from, 0);
            if (INTERNET_ADDRESS_IS_MAILBOX(a))
                m.from = fromUtf8(internet_address_mailbox_get_addr(INTERNET_ADDRESS_MAILBOX(a)));
        }
        m.subject = fromUtf8(g_mime_message_get_subject(msg));
        m.messageId = fromUtf8(g_mime_message_get_message_id(msg));
        m.received = receivedTime(msg).at;  // as mail-in reads it: the topmost Received:, else Date:
        g_object_unref(msg);
    }
    g_object_unref(parser);
    g_object_unref(stream);
    return m;
}

bool MaildirWriter::make(CoreText &error)
{
    const QString &maildir = m_maildir;
    for (const char *sub : {"tmp", "new", "cur"})
        if (!QDir().mkpath(QDir(maildir).filePath(QLatin1String(sub)))) {
            error = coreText(QT_TRANSLATE_NOOP("adj::Core", "%1: the folder cannot be made"),
                             QDir::toNativeSeparators(QDir(maildir).filePath(QLatin1String(sub))));
            return false;
        }
    return true;
}

void MessageDigest::add(const char *data, qint64 size)
{
    m_hash.addData(QByteArrayView(data, size));
    if (m_headDone)
        return;
    // Kept up to the empty line that ends the headers (or 1 MiB).
    const qsizetype from = std::max<qsizetype>(0, m_head.size() - 3);
    m_head.append(data, std::min<qint64>(size, kHeadCap - m_head.size()));
    qsizetype end = m_head.indexOf("\n\n", from);
    const qsizetype crlf = m_head.indexOf("\r\n\r\n", from);
    if (crlf >= 0 && (end < 0 || crlf < end))
        end = crlf;
    if (end >= 0) {
        m_head.truncate(end);
        m_headDone = true;
    } else if (m_head.size() >= kHeadCap) {
        m_headDone = true;
    }
}

void MessageDigest::reset()
{
    m_hash.reset();
    m_head.clear();
    m_headDone = false;
}

FetchedMessage MessageDigest::summary() const
{
    FetchedMessage m = messageSummary(m_head);
    m.sha256 = QString::fromLatin1(m_hash.result().toHex());
    return m;
}

bool MaildirWriter::begin(CoreText &error)
{
    drop();
    m_digest.reset();
    m_failed = false;
    m_message = {};
    m_message.file = uniqueName();
    m_tmp.setFileName(QDir(m_maildir).filePath(QStringLiteral("tmp/") + m_message.file));
    if (!m_tmp.open(QIODevice::WriteOnly | QIODevice::NewOnly)) {
        error = coreText(QT_TRANSLATE_NOOP("adj::Core", "%1: %2"), QDir::toNativeSeparators(m_tmp.fileName()),
                         m_tmp.errorString());
        return false;
    }
    return true;
}

void MaildirWriter::write(const char *data, qint64 size)
{
    m_digest.add(data, size);
    if (m_tmp.write(data, size) != size)
        m_failed = true;
}

FetchedMessage MaildirWriter::finish()
{
    const QString file = m_message.file;
    m_message = m_digest.summary();
    m_message.file = file;
    return m_message;
}

bool MaildirWriter::close(CoreText &error)
{
    const bool written = !m_failed && m_tmp.flush() && m_tmp.error() == QFileDevice::NoError;
    const QString why = m_tmp.errorString();
    m_tmp.close();
    if (!written) {
        error = coreText(QT_TRANSLATE_NOOP("adj::Core", "%1: %2"), QDir::toNativeSeparators(m_tmp.fileName()), why);
        drop();
    }
    return written;
}

bool MaildirWriter::deliver(CoreText &error)
{
    const bool moved = moveIntoNew(m_maildir, m_message.file, error);
    m_tmp.setFileName(QString());
    return moved;
}

bool MaildirWriter::completeDeliveries(const std::function<bool(const QString &)> &recorded,
                                       QList<FetchedMessage> &moved, CoreText &error)
{
    const QDir dir(m_maildir);
    for (const QString &file : QDir(dir.filePath(QStringLiteral("tmp"))).entryList(QDir::Files, QDir::Name)) {
        if (!recorded(file) || QFileInfo::exists(dir.filePath(QStringLiteral("new/") + file)))
            continue;
        QFile f(dir.filePath(QStringLiteral("tmp/") + file));
        if (!f.open(QIODevice::ReadOnly)) {
            error = coreText(QT_TRANSLATE_NOOP("adj::Core", "%1: %2"), QDir::toNativeSeparators(f.fileName()), f.errorString());
            return false;
        }
        MessageDigest digest;
        while (!f.atEnd()) {
            const QByteArray chunk = f.read(1 << 16);
            digest.add(chunk.constData(), chunk.size());
        }
        FetchedMessage m = digest.summary();
        m.file = file;
        f.close();
        if (!moveIntoNew(m_maildir, file, error))
            return false;
        moved.append(m);
    }
    return true;
}

void MaildirWriter::clearStale(const std::function<bool(const QString &)> &recorded)
{
    const QDir tmp(QDir(m_maildir).filePath(QStringLiteral("tmp")));
    const QDateTime old = QDateTime::currentDateTimeUtc().addSecs(-qint64(kStaleHours) * 3600);
    for (const QFileInfo &f : tmp.entryInfoList(QDir::Files | QDir::Hidden))
        if (!recorded(f.fileName()) && (ofAGoneFetch(f.fileName()) || f.lastModified().toUTC() < old))
            QFile::remove(f.filePath());
}

void MaildirWriter::drop()
{
    if (m_tmp.fileName().isEmpty())
        return;
    m_tmp.close();
    QFile::remove(m_tmp.fileName());
    m_tmp.setFileName(QString());
}

} // namespace adj
