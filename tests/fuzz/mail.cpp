// libFuzzer target: the mail reader of `adjutant-cli mail-in` (readMail with
// GMime, then sortTurnMail against the shipped Britain and Ireland game) on
// the bytes written to a file, read as an mbox when they start with "From "
// and as one message otherwise. Every message read names its file and number,
// and every message lands in exactly one place: received, superseded or
// unmatched. Sorted again with another game known that shares the mailbox
// (mail/Routing.h), every message is this game's, the other's or no game's,
// never two of them.
#include "FuzzSupport.h"
#include "mail/OrderMail.h"

#include <QFile>
#include <QJsonObject>
#include <cstdint>

using namespace adj;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static const Game game = fuzz::shippedGame("britain.json");
    const QString path = fuzz::inputFile("fuzz.eml", data, size);
    Problems problems;
    const QList<MailMessage> messages = readMail({path}, problems);
    for (const MailMessage &m : messages)
        fuzz::require(m.file == path && m.number >= 1, "a message names its file and number");
    for (const Problem &p : problems)
        fuzz::require(p.file == path && !p.message.isEmpty(), "a problem names the file and says what");
    const TurnMail t = sortTurnMail(messages, game);
    fuzz::require(t.received.size() + t.superseded.size() + t.unmatched.size() == messages.size(),
                  "every message is received, superseded or unmatched");
    for (const OrdersMail &o : t.received)
        fuzz::require(ordersFileText(o).startsWith(QStringLiteral("NATION ") + o.nation), "an orders file names its nation");
    static const Game tagged = [] {
        Game g = game;
        g.extra.insert(QStringLiteral("mailbox"), QJsonObject{{QStringLiteral("url"), QStringLiteral("imaps://imap.example.org/")},
                                                              {QStringLiteral("tag"), QStringLiteral("BRIT")}});
        return g;
    }();
    KnownGame other;
    other.tag = QStringLiteral("NORD");
    for (const MailMessage &m : messages)
        other.players.insert(m.from.toLower());  // every sender plays in both
    const TurnMail shared = sortTurnMail(messages, tagged, {}, {}, {other});
    fuzz::require(shared.received.size() + shared.superseded.size() + shared.unmatched.size() + shared.otherGames
                          + shared.noGame == messages.size(),
                  "with two games, every message lands in one place");

    QFile::remove(path);
    return 0;
}
