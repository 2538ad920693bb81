#include "mailbox/Pop3Uidl.h"

namespace adj {

namespace {

bool entry(const QByteArray &line, Pop3Message &m)
{
    const qsizetype space = line.indexOf(' ');
    if (space <= 0 || space > 9)
        return false;
    bool ok = false;
    m.number = line.left(space).toInt(&ok);
    const QByteArray uidl = line.mid(space + 1);
    if (!ok || m.number <= 0 || uidl.isEmpty() || uidl.size() > 70)
        return false;
    for (const char c : uidl)
        if (c < 0x21 || c > 0x7e)
            return false;
    m.uidl = QString::fromLatin1(uidl);
    return true;
}

} // namespace

std::optional<QList<Pop3Message>> parseUidl(const QByteArray &listing, UidlProblem *problem)
{
    QList<Pop3Message> messages;
    int number = 0;
    for (QByteArray line : listing.split('\n')) {
        ++number;
        if (line.endsWith('\r'))
            line.chop(1);
        if (line.isEmpty())
            continue;
        Pop3Message m;
        if (!entry(line, m)) {
            if (problem)
                *problem = {number, line};
            return std::nullopt;
        }
        messages.append(m);
    }
    return messages;
}

} // namespace adj
