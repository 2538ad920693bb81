// GMime's headers pull in GLib, whose structs use the word `signals`: include
// them before any Qt header so that Qt's keyword macros cannot collide.
#include <gmime/gmime.h>

#include "MailWriter.h"

#include "ap/ApLedger.h"
#include "model/Game.h"

#include <QCryptographicHash>
#include <QDir>
#include <QHash>
#include <QRegularExpression>
#include <QSet>

namespace adj::cli {

namespace {

struct Address {
    QString name;
    QString email;
};

// A name as a file name and an address's local part: ASCII, and at most 60
// characters (a file name holds 255 bytes, a local part 64).
QString slug(const QString &name)
{
    static const QRegularExpression other(QStringLiteral("[^A-Za-z0-9_-]+"));
    QString s = name;
    s.replace(other, QStringLiteral("_"));
    s.truncate(60);
    return s.isEmpty() ? QStringLiteral("player") : s;
}

// A player's address: the ap object's `email`, else the e-mail of the nation
// the player plays, else a name in the reserved .invalid domain (RFC 2606).
Address playerAddress(const QString &name, const ApState &state, const Game &game)
{
    const int i = state.playerIndex(name);
    if (i >= 0 && !state.players[i].email.isEmpty())
        return {name, state.players[i].email};
    for (const Nation &n : game.nations)
        if (n.player.compare(name, Qt::CaseInsensitive) == 0 && !n.email.isEmpty())
            return {name, n.email};
    return {name, slug(name).toLower() + QStringLiteral("@players.invalid")};
}

Address moderatorAddress(const ApState &state)
{
    return {state.moderatorName.isEmpty() ? QStringLiteral("Moderator") : state.moderatorName,
            state.moderatorEmail.isEmpty() ? QStringLiteral("moderator@adjutant.invalid") : state.moderatorEmail};
}

// What one file holds, before GMime writes it.
struct Mail {
    Address from;
    QList<Address> to;
    QList<Address> cc;
    QString subject;
    QString body;
};

// The fixed date of a round's messages (see MailWriter.h).
GDateTime *roundDate(int round)
{
    GDateTime *monday = g_date_time_new_utc(2000, 1, 3, 12, 0, 0);
    GDateTime *date = g_date_time_add_weeks(monday, std::max(0, round - 1));
    g_date_time_unref(monday);
    return date;
}

// 7bit for ASCII, 8bit for other UTF-8, quoted-printable only when a line is
// longer than RFC 5322 allows (998 octets).
GMimeContentEncoding bodyEncoding(const QByteArray &body)
{
    for (const QByteArray &line : body.split('\n'))
        if (line.size() > 998)
            return GMIME_CONTENT_ENCODING_QUOTEDPRINTABLE;
    for (const char c : body)
        if (static_cast<unsigned char>(c) >= 0x80)
            return GMIME_CONTENT_ENCODING_8BIT;
    return GMIME_CONTENT_ENCODING_7BIT;
}

void addMailboxes(GMimeMessage *m, GMimeAddressType type, const QList<Address> &list)
{
    for (const Address &a : list)
        g_mime_message_add_mailbox(m, type, a.name.toUtf8().constData(), a.email.toUtf8().constData());
}

// The message as RFC 5322 text with CRLF line ends; `messageId` empty leaves it out.
QByteArray render(const Mail &mail, int round, const QByteArray &messageId)
{
    GMimeMessage *message = g_mime_message_new(TRUE);
    addMailboxes(message, GMIME_ADDRESS_TYPE_FROM, {mail.from});
    addMailboxes(message, GMIME_ADDRESS_TYPE_TO, mail.to);
    addMailboxes(message, GMIME_ADDRESS_TYPE_CC, mail.cc);
    g_mime_message_set_subject(message, mail.subject.toUtf8().constData(), "utf-8");
    GDateTime *date = roundDate(round);
    g_mime_message_set_date(message, date);
    g_date_time_unref(date);
    if (!messageId.isEmpty())
        g_mime_message_set_message_id(message, messageId.constData());

    // The body as UTF-8 bytes.
    GMimeTextPart *part = g_mime_text_part_new_with_subtype("plain");
    const QByteArray body = mail.body.toUtf8() + '\n';
    GMimeStream *stream = g_mime_stream_mem_new_with_buffer(body.constData(), size_t(body.size()));
    GMimeDataWrapper *content = g_mime_data_wrapper_new_with_stream(stream, GMIME_CONTENT_ENCODING_DEFAULT);
    g_mime_part_set_content(GMIME_PART(part), content);
    g_object_unref(content);
    g_object_unref(stream);
    g_mime_object_set_content_type_parameter(GMIME_OBJECT(part), "charset", "utf-8");
    g_mime_part_set_content_encoding(GMIME_PART(part), bodyEncoding(body));
    g_mime_message_set_mime_part(message, GMIME_OBJECT(part));
    g_object_unref(part);

    GMimeFormatOptions *options = g_mime_format_options_new();
    g_mime_format_options_set_newline_format(options, GMIME_NEWLINE_FORMAT_DOS);
    GMimeStream *out = g_mime_stream_mem_new();
    g_mime_object_write_to_stream(GMIME_OBJECT(message), options, out);
    GByteArray *bytes = g_mime_stream_mem_get_byte_array(GMIME_STREAM_MEM(out));
    const QByteArray result(reinterpret_cast<const char *>(bytes->data), qsizetype(bytes->len));
    g_object_unref(out);
    g_mime_format_options_free(options);
    g_object_unref(message);
    return result;
}

QString subject(const ApMessage &m, int round, bool moderatorCopy)
{
    switch (m.kind) {
    case ApMessage::Noteboard:
        return QStringLiteral("Round %1: noteboard from %2").arg(round).arg(m.sender);
    case ApMessage::Secret:
        return moderatorCopy ? QStringLiteral("Round %1: secret communication from %2 (anonymous to its recipients)")
                                   .arg(round).arg(m.sender)
                             : QStringLiteral("Round %1: secret communication").arg(round);
    case ApMessage::CourtGossip:
        return moderatorCopy ? QStringLiteral("Round %1: court gossip from %2 (anonymous, to every player)")
                                   .arg(round).arg(m.sender)
                             : QStringLiteral("Round %1: court gossip").arg(round);
    }
    return {};
}

// The copy everyone sees for a noteboard, and the moderator for every kind:
// sender in From, recipients in To, the moderator in Cc.
Mail signedMail(const ApMessage &m, int round, const ApState &state, const Game &game)
{
    Mail mail;
    mail.from = playerAddress(m.sender, state, game);
    for (const QString &r : m.recipients)
        mail.to.append(playerAddress(r, state, game));
    mail.cc.append(moderatorAddress(state));
    mail.subject = subject(m, round, true);
    mail.body = m.text;
    return mail;
}

// What a recipient of a SECRET or COURT-GOSSIP gets: from the moderator's
// address under an anonymous name, to them alone; nothing of the sender.
Mail anonymousMail(const ApMessage &m, const QString &recipient, int round, const ApState &state, const Game &game)
{
    Mail mail;
    mail.from = {m.kind == ApMessage::Secret ? QStringLiteral("Secret communication") : QStringLiteral("Court gossip"),
                 moderatorAddress(state).email};
    mail.to.append(playerAddress(recipient, state, game));
    mail.subject = subject(m, round, false);
    mail.body = m.text;
    return mail;
}

// Message-IDs: a hash of the file as written without one, so a recipient
// learns nothing from it they could not read in the file; a second message
// that would look the same gets the next count in the hash.
class MessageIds
{
public:
    QByteArray idFor(const QByteArray &withoutId, int messageNumber)
    {
        const QByteArray key = QCryptographicHash::hash(withoutId, QCryptographicHash::Sha256);
        QList<int> &numbers = m_seen[key];
        if (!numbers.contains(messageNumber))
            numbers.append(messageNumber);
        const QByteArray salted = withoutId + "\n#" + QByteArray::number(numbers.indexOf(messageNumber));
        return QCryptographicHash::hash(salted, QCryptographicHash::Sha256).toHex().left(32)
            + "@adjutant.invalid";
    }

private:
    QHash<QByteArray, QList<int>> m_seen;
};

} // namespace

QList<QPair<QString, QByteArray>> noteboardMail(const ApRound &round, const ApState &state, const Game &game,
                                                const QString &dir)
{
    g_mime_init();
    MessageIds ids;
    QList<QPair<QString, QByteArray>> files;
    const QDir folder(dir);
    auto add = [&](const ApMessage &m, const QString &who, const Mail &mail) {
        const QByteArray draft = render(mail, round.round, {});
        const QByteArray bytes = render(mail, round.round, ids.idFor(draft, m.number));
        files.append({folder.filePath(QStringLiteral("round%1-msg%2-%3.eml")
                                          .arg(round.round).arg(m.number, 2, 10, QLatin1Char('0')).arg(who)),
                      bytes});
    };
    for (const ApMessage &m : round.messages) {
        const Mail signedCopy = signedMail(m, round.round, state, game);
        QSet<QString> used;
        for (const QString &r : m.recipients) {
            QString who = QStringLiteral("to-") + slug(r);
            for (int n = 2; used.contains(who.toLower()); ++n)
                who = QStringLiteral("to-%1-%2").arg(slug(r)).arg(n);
            used.insert(who.toLower());
            add(m, who, m.anonymous() ? anonymousMail(m, r, round.round, state, game) : signedCopy);
        }
        add(m, QStringLiteral("moderator-copy"), signedCopy);
    }
    return files;
}

} // namespace adj::cli
