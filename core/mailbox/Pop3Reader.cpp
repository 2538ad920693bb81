#include "mailbox/Pop3Reader.h"

#include <QCoreApplication>

#include <cstring>

namespace adj {

void Pop3Reader::expect(bool multiLine)
{
    m_multiLine = multiLine;
    m_status.clear();
    m_at = At::Status;
}

Pop3Reader::State Pop3Reader::fail(const char *error)
{
    m_failed = true;
    m_error = error;
    return State::Failed;
}

Pop3Reader::State Pop3Reader::feed(const char *data, qint64 size, const std::function<bool(const char *, qint64)> &sink)
{
    if (m_failed)
        return State::Failed;
    const char *end = data + size;
    while (data < end) {
        switch (m_at) {
        case At::End:
            return fail(QT_TRANSLATE_NOOP("adj::Core", "%1: the server sent more than its answer to %2"));
        case At::Status: {
            const char *lf = static_cast<const char *>(memchr(data, '\n', size_t(end - data)));
            const qint64 take = lf ? qint64(lf - data) + 1 : qint64(end - data);
            if (m_status.size() + take > kMaxStatus)
                return fail(QT_TRANSLATE_NOOP("adj::Core", "%1: the answer to %2 is no POP3 answer (a status line longer than 64 KiB)"));
            m_status.append(data, take);
            data += take;
            if (!lf)
                break;
            m_status.chop(1);
            if (m_status.endsWith('\r'))
                m_status.chop(1);
            if (!ok() && !m_status.startsWith("-ERR"))
                return fail(QT_TRANSLATE_NOOP("adj::Core", "%1: the answer to %2 is no POP3 answer (neither +OK nor -ERR)"));
            m_at = ok() && m_multiLine ? At::LineStart : At::End;
            break;
        }
        case At::LineStart:
            if (*data == '.') {
                m_at = At::Dot;  // dot stuffing: the dot is not the message's
                ++data;
            } else {
                m_at = At::Middle;
            }
            break;
        case At::Dot:
            if (*data == '\r') {
                m_at = At::DotCr;
                ++data;
            } else if (*data == '\n') {
                m_at = At::End;  // a lone "." ended by a bare line feed
                ++data;
            } else {
                m_at = At::Middle;
            }
            break;
        case At::DotCr:
            if (*data == '\n') {
                m_at = At::End;
                ++data;
            } else {
                if (!sink("\r", 1))
                    return fail(nullptr);
                m_at = At::Middle;
            }
            break;
        case At::Middle: {
            const char *lf = static_cast<const char *>(memchr(data, '\n', size_t(end - data)));
            const qint64 take = lf ? qint64(lf - data) + 1 : qint64(end - data);
            if (!sink(data, take))
                return fail(nullptr);
            data += take;
            if (lf)
                m_at = At::LineStart;
            break;
        }
        }
    }
    return m_at == At::End ? State::Done : State::More;
}

} // namespace adj
