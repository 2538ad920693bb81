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
        if (memchr(data, 0, size_t(take))) {
            m_error = QT_TRANSLATE_NOOP("adj::Core", "%1: the answer to %2 holds a NUL byte outside a literal");
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

bool isSearchResponse(const QByteArray &line)
{
    return line.size() >= 8 && line.left(8).toUpper() == "* SEARCH" && (line.size() == 8 || line.at(8) == ' ');
}

std::optional<QList<quint32>> searchResult(const QByteArray &line)
{
    if (!isSearchResponse(line))
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

namespace {

// The FETCH response's attribute list read a word or value at a time.
struct Scanner {
    const QByteArray &text;
    qsizetype at = 0;
    bool end() const { return at >= text.size(); }
    char peek() const { return text.at(at); }
    void spaces()
    {
        while (!end() && peek() == ' ')
            ++at;
    }
    // An attribute's name: "UID", "BODY[]", "BODY[HEADER.FIELDS (FROM)]<0>".
    QByteArray name()
    {
        const qsizetype from = at;
        while (!end() && peek() != ' ' && peek() != '(' && peek() != ')') {
            if (peek() == '[') {
                const qsizetype close = text.indexOf(']', at);
                if (close < 0)
                    return {};
                at = close;
            }
            ++at;
        }
        return text.mid(from, at - from);
    }
    // A quoted string at `at` (on its '"'): its bytes; nothing when it has no end or a bad escape.
    std::optional<QByteArray> quoted()
    {
        QByteArray out;
        for (++at; !end(); ++at) {
            const char c = peek();
            if (c == '"') {
                ++at;
                return out;
            }
            if (c == '\\') {
                if (++at >= text.size() || (peek() != '\\' && peek() != '"'))
                    return std::nullopt;
            }
            out.append(peek());
        }
        return std::nullopt;
    }
    // A parenthesized list at `at` (on its '('), skipped; false when it has no end.
    bool list()
    {
        int depth = 0;
        while (!end()) {
            const char c = peek();
            if (c == '"') {
                if (!quoted())
                    return false;
                continue;
            }
            ++at;
            if (c == '(')
                ++depth;
            else if (c == ')' && --depth == 0)
                return true;
        }
        return false;
    }
    // An atom, a number, NIL or a literal's {N}.
    QByteArray atom()
    {
        const qsizetype from = at;
        while (!end() && peek() != ' ' && peek() != ')' && peek() != '(' && peek() != '"')
            ++at;
        return text.mid(from, at - from);
    }
};

bool isLiteralMark(const QByteArray &word)
{
    return word.size() >= 3 && word.startsWith('{') && word.endsWith('}');
}

} // namespace

std::optional<ImapFetched> fetchedMessage(const QByteArray &line, bool partial)
{
    // "* 12 FETCH (" then attribute-value pairs, then ")".
    const qsizetype afterNumber = line.indexOf(' ', 2);
    quint32 n = 0;
    if (!line.startsWith("* ") || afterNumber < 0 || !number(line.mid(2, afterNumber - 2), n)
        || line.mid(afterNumber + 1, 5).toUpper() != "FETCH" || (line.size() > afterNumber + 6 && line.at(afterNumber + 6) != ' '))
        return std::nullopt;
    ImapFetched f;
    const QByteArray list = line.mid(afterNumber + 7);
    Scanner in{list};
    if (in.end() || in.peek() != '(') {
        f.readable = false;
        return f;
    }
    ++in.at;
    bool literalLast = false;  // the last value read is a literal's {N}
    for (;;) {
        in.spaces();
        if (in.end()) {
            f.readable = partial && literalLast;
            return f;
        }
        if (in.peek() == ')') {
            f.readable = !partial && in.at + 1 == list.size();
            return f;
        }
        const QByteArray name = in.name().toUpper();
        if (name.isEmpty() || in.end() || in.peek() != ' ') {
            f.readable = false;
            return f;
        }
        in.spaces();
        if (in.end()) {
            f.readable = false;
            return f;
        }
        const bool isBody = name == "BODY[]";
        literalLast = false;
        if (in.peek() == '(') {
            if (!in.list() || isBody || name == "UID") {
                f.readable = false;
                return f;
            }
        } else if (in.peek() == '"') {
            const std::optional<QByteArray> q = in.quoted();
            if (!q || name == "UID") {
                f.readable = false;
                return f;
            }
            if (isBody) {
                f.body = ImapFetched::Body::Quoted;
                f.quoted = *q;
            }
        } else {
            const QByteArray value = in.atom();
            literalLast = isLiteralMark(value) && literalSize(value) >= 0;
            quint32 uid = 0;
            if (name == "UID") {
                if (!number(value, uid) || uid == 0) {
                    f.readable = false;
                    return f;
                }
                f.uid = uid;
            } else if (isBody) {
                if (value.toUpper() == "NIL")
                    f.body = ImapFetched::Body::Nil;
                else if (literalLast)
                    f.body = ImapFetched::Body::Literal;
                else {
                    f.readable = false;
                    return f;
                }
            } else if (value.isEmpty()) {
                f.readable = false;
                return f;
            }
        }
    }
}

} // namespace adj
