// libFuzzer target: the readers of a mail server's answers in `adjutant-cli
// fetch` — the IMAP response reader (lines and {N} literals, fed in pieces
// of the sizes the input's first bytes choose, as a network gives them),
// the responses the fetch reads of it (tagged results, UIDVALIDITY, UID
// SEARCH, a FETCH response's UID and body: literal, quoted string, NIL),
// and the POP3 UIDL listing. Every literal's
// bytes are handed on in full and in order, and nothing is read after the
// reader refused the input.
#include "FuzzSupport.h"
#include "mailbox/ImapReader.h"
#include "mailbox/Pop3Uidl.h"

#include <cstdint>

using namespace adj;

namespace {

struct Collect : ImapReader::Handler {
    qint64 expected = 0, got = 0;
    int responses = 0;
    bool literal(const QByteArray &lineSoFar, qint64 size) override
    {
        fuzz::require(size >= 0 && size <= ImapReader::kMaxLiteral, "a literal's size is in range");
        fuzz::require(got == expected, "the literal before was handed on whole");
        expected += size;
        if (const std::optional<ImapFetched> f = fetchedMessage(lineSoFar, true))
            fuzz::require(!f->readable || !f->uid || *f->uid > 0, "a FETCH response's UID is not 0");
        return true;
    }
    void chunk(const char *, qint64 size) override
    {
        fuzz::require(size > 0, "a chunk holds bytes");
        got += size;
        fuzz::require(got <= expected, "no more bytes than the literal's size");
    }
    void response(const QByteArray &line) override
    {
        ++responses;
        fuzz::require(!line.endsWith('\n'), "a response without its line end");
        fuzz::require(got == expected, "a response ends after its literals");
        taggedResult(line, "F1");
        uidValidity(line);
        fuzz::require(!line.contains('\0'), "no NUL outside a literal");
        if (const std::optional<QList<quint32>> uids = searchResult(line)) {
            fuzz::require(isSearchResponse(line), "a SEARCH list comes of a SEARCH response");
            for (const quint32 uid : *uids)
                fuzz::require(uid > 0, "a UID is not 0");
        }
        if (const std::optional<ImapFetched> f = fetchedMessage(line))
            fuzz::require(!f->readable || !f->uid || *f->uid > 0, "a FETCH response's UID is not 0");
    }
};

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const char *bytes = reinterpret_cast<const char *>(data);
    const qint64 piece = size > 0 ? 1 + data[0] % 64 : 1;  // the network's piece size
    ImapReader reader;
    Collect c;
    bool ok = true;
    for (qint64 at = 0; at < qint64(size) && ok; at += piece)
        ok = reader.feed(bytes + at, std::min<qint64>(piece, qint64(size) - at), c);
    fuzz::require(ok == (reader.error() == nullptr), "a refusal says why");
    const int responses = c.responses;
    if (!ok)
        fuzz::require(!reader.feed("\r\n", 2, c) && c.responses == responses, "nothing is read after a refusal");
    if (const std::optional<QList<Pop3Message>> list = parseUidl(QByteArray(bytes, qsizetype(size))))
        for (const Pop3Message &m : *list)
            fuzz::require(m.number > 0 && !m.uidl.isEmpty() && m.uidl.size() <= 70, "a UIDL entry is whole");
    return 0;
}
