#include "MailWriter.h"

#include "ap/ApLedger.h"
#include "ap/ApReport.h"
#include "mail/Outbox.h"
#include "model/Game.h"

#include <QCryptographicHash>
#include <QDir>
#include <QHash>
#include <QJsonObject>
#include <QRegularExpression>
#include <QSet>

namespace adj::cli {

namespace {

using Address = MailAddress;

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

// The game's moderator, as for every mail the program writes (gameModerator);
// the ap object's own `moderator` fills in only what the game leaves out.
Address moderatorAddress(const ApState &state, const Game &game)
{
    const Moderator named = gameModeratorField(game);
    const Address moderator = gameModerator(game);
    return {named.name.isEmpty() && !state.moderatorName.isEmpty() ? state.moderatorName : moderator.name,
            named.email.isEmpty() && !state.moderatorEmail.isEmpty() ? state.moderatorEmail : moderator.email};
}

// What one file holds, before GMime writes it.
struct Mail {
    Address from;
    QList<Address> to;
    QList<Address> cc;
    QString subject;
    QString body;
};

// The message as RFC 5322 text with CRLF line ends; `messageId` empty leaves it out.
QByteArray render(const Mail &mail, int round, const QByteArray &messageId)
{
    OutgoingMail out;
    out.from = mail.from;
    out.to = mail.to;
    out.cc = mail.cc;
    out.subject = mail.subject;
    out.text = mail.body;
    out.date = turnDate(round);
    out.messageId = messageId;
    return renderMail(out);
}

// The mail that names its sender, from the sender's name at the moderator's
// address (the moderator sends every mail): a noteboard, to its recipients
// with the moderator in Cc, one mail for all; or the moderator's copy of a
// SECRET or COURT-GOSSIP, to the moderator alone, since whoever a file is
// addressed to receives it when it is sent.
Mail signedMail(const ApMessage &m, int round, const ApState &state, const Game &game, Lang lang)
{
    Mail mail;
    const Address moderator = moderatorAddress(state, game);
    mail.from = {m.sender, moderator.email};
    if (m.anonymous()) {
        mail.to.append(moderator);
    } else {
        for (const QString &r : m.recipients)
            mail.to.append(playerAddress(r, state, game));
        mail.cc.append(moderator);
    }
    mail.subject = gameSubject(game, noteboardSubject(m, round, true, lang));
    mail.body = m.text;
    return mail;
}

// What a recipient of a SECRET or COURT-GOSSIP gets: from the moderator's
// address under an anonymous name, to them alone; nothing of the sender.
Mail anonymousMail(const ApMessage &m, const QString &recipient, int round, const ApState &state, const Game &game,
                 Lang lang)
{
    Mail mail;
    mail.from = {anonymousSender(m, lang), moderatorAddress(state, game).email};
    mail.to.append(playerAddress(recipient, state, game));
    mail.subject = gameSubject(game, noteboardSubject(m, round, false, lang));
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
        return hashedMessageId(salted);
    }

private:
    QHash<QByteArray, QList<int>> m_seen;
};

} // namespace

QList<QPair<QString, QByteArray>> noteboardMail(const ApRound &round, const ApState &state, const Game &game,
                                                const QString &dir)
{
    const Language language = languageOf(game);  // the game's report language
    const Lang lang = language.lang();
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
        // A noteboard is one mail: each recipient and the moderator get it once.
        if (!m.anonymous()) {
            add(m, QStringLiteral("noteboard"), signedMail(m, round.round, state, game, lang));
            continue;
        }
        QSet<QString> used;
        for (const QString &r : m.recipients) {
            QString who = QStringLiteral("to-") + slug(r);
            for (int n = 2; used.contains(who.toLower()); ++n)
                who = QStringLiteral("to-%1-%2").arg(slug(r)).arg(n);
            used.insert(who.toLower());
            add(m, who, anonymousMail(m, r, round.round, state, game, lang));
        }
        add(m, QStringLiteral("moderator-copy"), signedMail(m, round.round, state, game, lang));
    }
    return files;
}

} // namespace adj::cli
