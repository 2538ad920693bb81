// The server's side of an IMAP conversation read as it comes (RFC 3501 §7,
// §4.3): responses one line each, but for literals ({N} then N bytes), which
// may be large (a message of 50 MB) and are handed on in pieces instead of
// kept. Also the few responses the fetch reads (EXAMINE's UIDVALIDITY,
// UID SEARCH, a FETCH's UID, a command's tagged result). Hostile input:
// nothing here trusts a length or a number the server sends.
#pragma once

#include <QByteArray>
#include <QList>

#include <optional>

namespace adj {

class ImapReader
{
public:
    struct Handler {
        virtual ~Handler() = default;
        // A literal of `size` bytes starts after `lineSoFar` (the response up
        // to its {N}); true: its bytes go to chunk(), false: they are dropped.
        virtual bool literal(const QByteArray &lineSoFar, qint64 size) = 0;
        virtual void chunk(const char *data, qint64 size) = 0;
        // A whole response, without its line end; each literal is left as its {N}.
        virtual void response(const QByteArray &line) = 0;
    };

    static constexpr qint64 kMaxLine = 16 * 1024 * 1024;       // outside literals
    static constexpr qint64 kMaxLiteral = qint64(4) << 30;    // 4 GiB

    // False, and error() says why, when the bytes are no IMAP: a line longer
    // than kMaxLine, a literal longer than kMaxLiteral, a NUL byte outside a
    // literal. Nothing is read after
    // that. The error is a message's key (context adj::Core), %1 the server,
    // %2 the command answered.
    bool feed(const char *data, qint64 size, Handler &handler);
    const char *error() const { return m_error; }
    bool inLiteral() const { return m_literalLeft > 0; }

private:
    QByteArray m_line;          // the response so far, literals as {N}
    qint64 m_scanned = 0;       // bytes of m_line already searched for a line end
    qint64 m_literalLeft = 0;
    bool m_keep = false;
    const char *m_error = nullptr;
};

// A command's tagged result: `line` is "TAG OK text", "TAG NO text" or "TAG BAD text".
struct ImapResult {
    bool ok = false;
    QByteArray text;            // "OK [READ-ONLY] Examine completed", the server's words
};
std::optional<ImapResult> taggedResult(const QByteArray &line, const QByteArray &tag);

// "* OK [UIDVALIDITY 3857529045] UIDs valid": the number.
std::optional<quint32> uidValidity(const QByteArray &line);
// Whether `line` is a SEARCH response ("* SEARCH …"), readable or not.
bool isSearchResponse(const QByteArray &line);
// "* SEARCH 2 84 882": the numbers (an empty list for "* SEARCH"); nothing
// when the line is no SEARCH response or a word is not a UID (1 to 2^32-1).
std::optional<QList<quint32>> searchResult(const QByteArray &line);

// What a FETCH response says of a message's UID and whole body (BODY[]).
struct ImapFetched {
    enum class Body { None, Literal, Quoted, Nil };
    bool readable = true;         // false: a FETCH response whose attributes cannot be read
    std::optional<quint32> uid;
    Body body = Body::None;
    QByteArray quoted;            // Body::Quoted: the string, its escapes undone
};
// "* 12 FETCH (UID 7 FLAGS (\Seen) BODY[] {N})" (a whole response, each
// literal left as its {N}), or, `partial`, such a response up to the {N} of
// a literal that follows ("* 12 FETCH (UID 7 BODY[] {N}"). Nothing when the
// line is no FETCH response.
std::optional<ImapFetched> fetchedMessage(const QByteArray &line, bool partial = false);

} // namespace adj
