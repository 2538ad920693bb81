#include "mailbox/ImapReader.h"

#include <QCoreApplication>

#include <cstring>

namespace adj {

namespace {

// The literal's size when `line` ends in "{N}" (or "{N+}"), else -1; -2 when N is too large.
qint64 literalSize(const QByteArray &line)
{
    if (!line.endsWith('}'))
        return -1;
    qsizetype open = line.lastIndexOf('{');
    if (open < 0)
        return -1;
    qsizetype end = line.size() - 1;
    if (end > open + 1 && line.at(end - 1) == '+')
        --end;
    if (end == open + 1)
        return -1;
    qint64 n = 0;
    for (qsizetype i = open + 1; i < end; ++i) {
        const char c = line.at(i);
        if (c < '0' || c > '9')
            return -1;
        if (n > ImapReader::kMaxLiteral)
            return -2;
        n = n * 10 + (c - '0');
    }
    return n > ImapReader::kMaxLiteral ? -2 : n;
}

bool number(const QByteArray &word, quint32 &n)
{
    if (word.isEmpty() || word.size() > 10)
        return false;
    quint64 v = 0;
    for (const char c : word) {
        if (c < '0' || c > '9')
            return false;
        v = v * 10 + quint64(c - '0');
    }
    if (v > 0xffffffffu)
        return false;
    n = quint32(v);
    return true;
}

} // namespace

bool ImapReader::feed(const char *data, qint64 size, Handler &handler)
{
    while (size > 0 && !m_error) {
        if (m_literalLeft > 0) {
            const qint64 n = std::min(size, m_literalLeft);
            if (m_keep)
                handler.chunk(data, n);
            m_literalLeft -= n;
            data += n;
            size -= n;
            continue;
        }
        const char *lf = static_cast<const char *>(memchr(data, '\n', size_t(size)));
        const qint64 take = lf ? qint64(lf - data) + 1 : size;
        if (m_line.size() + take > kMaxLine + 2) {
            m_error = QT_TRANSLATE_NOOP("adj::Core", "%1: a line of the server's answer is longer than 16 MiB");
            return false;
        }
        m_line.append(data, take);
        data += take;
        size -= take;
        if (!lf)
            continue;
        m_line.chop(1);
        if (m_line.endsWith('\r'))
            m_line.chop(1);
        const qint64 literal = literalSize(m_line);
        if (literal == -2) {
            m_error = QT_TRANSLATE_NOOP("adj::Core", "%1: a literal of the server's answer is longer than 4 GiB");
            return false;
        }
        if (literal >= 0) {
            m_keep = handler.literal(m_line, literal);
            m_literalLeft = literal;
            continue;  // the response goes on after the literal
        }
        handler.response(m_line);
        m_line.clear();
    }
    return !m_error;
}

std::optional<ImapResult> taggedResult(const QByteArray &line, const QByteArray &tag)
{
    if (!line.startsWith(tag + ' '))
        return std::nullopt;
    const QByteArray text = line.mid(tag.size() + 1);
    const QByteArray status = text.left(text.indexOf(' ') < 0 ? text.size() : text.indexOf(' ')).toUpper();
    if (status != "OK" && status != "NO" && status != "BAD")
        return std::nullopt;
    return ImapResult{status == "OK", text};
}

std::optional<quint32> uidValidity(const QByteArray &line)
{
    static const QByteArray key = "[UIDVALIDITY ";
    if (!line.startsWith("* OK "))
        return std::nullopt;
    const qsizetype at = line.indexOf(key);
    if (at < 0)
        return std::nullopt;
    const qsizetype end = line.indexOf(']', at);
    quint32 n = 0;
    if (end < 0 || !number(line.mid(at + key.size(), end - at - key.size()), n) || n == 0)
        return std::nullopt;
    return n;
}

std::optional<QList<quint32>> searchResult(const QByteArray &line)
{
    if (line != "* SEARCH" && !line.startsWith("* SEARCH "))
        return std::nullopt;
    QList<quint32> uids;
    for (const QByteArray &word : line.mid(8).split(' ')) {
        quint32 n = 0;
        if (word.isEmpty())
            continue;
        if (!number(word, n) || n == 0)
            return std::nullopt;
        uids.append(n);
    }
    return uids;
}

std::optional<quint32> fetchedBodyUid(const QByteArray &lineSoFar)
{
    // "* 12 FETCH (" then attribute-value pairs; the literal follows "BODY[] {N}".
    const QList<QByteArray> words = lineSoFar.split(' ');
    quint32 n = 0;
    if (words.size() < 6 || words.at(0) != "*" || !number(words.at(1), n) || words.at(2).toUpper() != "FETCH"
        || !words.at(3).startsWith('(') || words.at(words.size() - 2).toUpper() != "BODY[]")
        return std::nullopt;
    for (qsizetype i = 3; i + 1 < words.size() - 2; ++i) {
        QByteArray name = words.at(i);
        if (name.startsWith('('))
            name.remove(0, 1);
        if (name.toUpper() == "UID" && number(words.at(i + 1), n) && n > 0)
            return n;
    }
    return std::nullopt;
}

} // namespace adj
