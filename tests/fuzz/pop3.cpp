// libFuzzer target: the reader of a POP3 server's answers in `adjutant-cli
// fetch` (Pop3Reader: a status line, then for a multi-line answer its lines
// to the lone "."), fed in pieces of the sizes the input's first byte
// chooses, as a network gives them; and the UIDL listing read of what it
// hands on (parseUidl). The lines handed on are the input's with the dot
// stuffing undone: never longer than what was fed, the same whatever the
// pieces; a bad listing names a line it has.
#include "FuzzSupport.h"
#include "mailbox/Pop3Reader.h"
#include "mailbox/Pop3Uidl.h"

#include <cstdint>

using namespace adj;

namespace {

struct Read {
    Pop3Reader::State state = Pop3Reader::State::More;
    QByteArray lines;
    qint64 fed = 0;
};

Read readInPieces(const char *bytes, qint64 size, qint64 piece)
{
    Pop3Reader reader;
    reader.expect(true);
    Read r;
    const auto sink = [&r](const char *d, qint64 n) {
        fuzz::require(n > 0, "a piece holds bytes");
        r.lines.append(d, n);
        return r.lines.size() <= kMaxUidlListing;
    };
    for (qint64 at = 0; at < size && r.state == Pop3Reader::State::More; at += piece) {
        const qint64 n = std::min(piece, size - at);
        r.fed += n;
        r.state = reader.feed(bytes + at, n, sink);
    }
    fuzz::require(r.state != Pop3Reader::State::Failed || reader.error() || r.lines.size() > kMaxUidlListing,
                  "a refusal says why");
    fuzz::require(r.state != Pop3Reader::State::Done || reader.ok() || r.lines.isEmpty(), "only +OK has lines");
    if (r.state == Pop3Reader::State::Failed)
        fuzz::require(reader.feed("\r\n", 2, sink) == Pop3Reader::State::Failed, "nothing is read after a refusal");
    return r;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const char *bytes = reinterpret_cast<const char *>(data);
    const qint64 piece = size > 0 ? 1 + data[0] % 64 : 1;
    const Read inPieces = readInPieces(bytes, qint64(size), piece);
    const Read whole = readInPieces(bytes, qint64(size), qMax<qint64>(1, qint64(size)));
    fuzz::require(inPieces.lines.size() <= inPieces.fed, "the lines are no longer than what was fed");
    if (inPieces.state == Pop3Reader::State::Done && whole.state == Pop3Reader::State::Done)
        fuzz::require(inPieces.lines == whole.lines, "the lines are the same whatever the pieces");
    UidlProblem problem;
    if (const std::optional<QList<Pop3Message>> list = parseUidl(inPieces.lines, &problem)) {
        for (const Pop3Message &m : *list)
            fuzz::require(m.number > 0 && !m.uidl.isEmpty() && m.uidl.size() <= 70, "a UIDL entry is whole");
    } else {
        fuzz::require(problem.line > 0 && problem.line <= inPieces.lines.count('\n') + 1, "the bad line is one of the listing's");
        fuzz::require(!problem.text.isEmpty(), "the bad line is not empty");
    }
    return 0;
}
