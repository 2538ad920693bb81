// The server's side of a POP3 conversation read as it comes (RFC 1939 §3):
// an answer is a status line ("+OK …" or "-ERR …"), and for a command with
// a multi-line answer (UIDL, TOP, RETR) that +OK is followed by lines up to
// one holding a lone "." — the lines handed on in pieces with their dot
// stuffing undone, the end not. A closed connection is not the end: only the
// "." line is. Hostile input: nothing here trusts what the server sends.
#pragma once

#include <QByteArray>

#include <functional>

namespace adj {

class Pop3Reader
{
public:
    static constexpr qint64 kMaxStatus = 64 * 1024;  // a status line longer than this is no POP3

    // The answer to the next command starts; `multiLine`: after +OK its lines follow.
    void expect(bool multiLine);
    enum class State { More, Done, Failed };
    // `sink` gets the lines of a multi-line answer (their line ends kept) and
    // may refuse them (false: Failed, error() left null for its caller).
    // Failed, and error() says why, when the bytes are no POP3 answer; nothing is read after that.
    // The error is a message's key (context adj::Core), %1 the server, %2 the command.
    State feed(const char *data, qint64 size, const std::function<bool(const char *, qint64)> &sink);
    bool ok() const { return m_status.startsWith("+OK"); }
    // The status line without its line end.
    const QByteArray &status() const { return m_status; }
    const char *error() const { return m_error; }

private:
    enum class At { Status, LineStart, Dot, DotCr, Middle, End };
    State fail(const char *error);
    At m_at = At::End;
    bool m_multiLine = false;
    bool m_failed = false;
    QByteArray m_status;
    const char *m_error = nullptr;
};

} // namespace adj
