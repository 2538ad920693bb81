#include "mailbox/Pop3Uidl.h"

namespace adj {

std::optional<QList<Pop3Message>> parseUidl(const QByteArray &listing)
{
    QList<Pop3Message> messages;
    for (QByteArray line : listing.split('\n')) {
        if (line.endsWith('\r'))
            line.chop(1);
        if (line.isEmpty())
            continue;
        const qsizetype space = line.indexOf(' ');
        if (space <= 0 || space > 9)
            return std::nullopt;
        bool ok = false;
        const int number = line.left(space).toInt(&ok);
        const QByteArray uidl = line.mid(space + 1);
        if (!ok || number <= 0 || uidl.isEmpty() || uidl.size() > 70)
            return std::nullopt;
        for (const char c : uidl)
            if (c < 0x21 || c > 0x7e)
                return std::nullopt;
        messages.append({number, QString::fromLatin1(uidl)});
    }
    return messages;
}

} // namespace adj
