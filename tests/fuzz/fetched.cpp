// libFuzzer target: the list of what `adjutant-cli fetch` has taken,
// MAILDIR/.adjutant-fetched (FetchedList::parse). A list read writes back as
// lines that read again as the same list; a refusal says which line.
#include "FuzzSupport.h"
#include "mailbox/FetchedList.h"

#include <cstdint>

using namespace adj;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray bytes(reinterpret_cast<const char *>(data), qsizetype(size));
    CoreText error;
    const std::optional<FetchedList> list = FetchedList::parse(bytes, error);
    if (!list) {
        fuzz::require(error.english().startsWith(QStringLiteral("line ")), "a refusal names its line");
        return 0;
    }
    // Every entry of the list was a line that writes back as itself.
    QByteArray again = FetchedList::header();
    const QList<QByteArray> lines = bytes.split('\n');
    for (qsizetype i = 1; i + 1 < lines.size(); ++i) {
        const QStringList f = QString::fromUtf8(lines.at(i)).split(u'\t');
        fuzz::require(f.size() == 4, "an entry has four fields");
        const FetchedEntry e{f[0], f[1], f[2], f[3]};
        fuzz::require(FetchedList::line(e) == lines.at(i) + '\n', "an entry writes back as its line");
        fuzz::require(list->contains(e.mailbox, e.id) && !list->heldFile(e.sha256).isEmpty(), "an entry is in the list");
        again += FetchedList::line(e);
    }
    const std::optional<FetchedList> reread = FetchedList::parse(again, error);
    fuzz::require(reread && reread->size() == list->size(), "the list written reads back as itself");
    return 0;
}
