#include "mail/Routing.h"

#include "mail/OrderMail.h"
#include "model/Game.h"
#include "schedule/Schedule.h"

#include <QRegularExpression>

namespace adj {

KnownGame knownGame(const Game &game)
{
    KnownGame k;
    if (const std::optional<Mailbox> box = gameMailbox(game))
        k.tag = box->tag;
    for (const Nation &n : game.nations)
        if (!n.email.isEmpty())
            k.players.insert(n.email.toLower());
    return k;
}

QString gameLineTag(const QString &text)
{
    static const QRegularExpression game(QStringLiteral("^\\s*GAME\\s+(\\S+)\\s*$"), QRegularExpression::CaseInsensitiveOption);
    for (const QString &line : playerLines(text))
        if (const QRegularExpressionMatch m = game.match(line); m.hasMatch())
            return m.captured(1);
    return {};
}

MessageRoute routeMessage(const MailMessage &message, const QList<KnownGame> &games)
{
    const auto byTag = [&games](const QString &tag) {
        for (int i = 0; i < games.size(); ++i)
            if (!games[i].tag.isEmpty() && games[i].tag.compare(tag, Qt::CaseInsensitive) == 0)
                return i;
        return -1;
    };
    // The first [TAG] of the Subject that is a known game's.
    static const QRegularExpression bracketed(QStringLiteral("\\[([^\\[\\]\\s]{1,40})\\]"));
    for (const QRegularExpressionMatch &m : bracketed.globalMatch(message.subject))
        if (const int i = byTag(m.captured(1)); i >= 0)
            return {i, {}};
    QString named = gameLineTag(message.body);
    for (qsizetype a = 0; named.isEmpty() && a < message.attachments.size(); ++a)
        named = gameLineTag(message.attachments[a]);
    if (!named.isEmpty()) {
        if (const int i = byTag(named); i >= 0)
            return {i, {}};
        return {-1, coreText(QT_TRANSLATE_NOOP("adj::Core", "its GAME line names %1, which is no game known here"), named.left(40))};
    }
    QList<int> plays;
    for (int i = 0; i < games.size(); ++i)
        if (games[i].players.contains(message.from.toLower()))
            plays.append(i);
    if (plays.size() == 1)
        return {plays.first(), {}};
    if (plays.size() > 1) {
        QStringList tags;
        for (const int i : plays)
            tags.append(games[i].tag.isEmpty() ? QStringLiteral("?") : games[i].tag);
        return {-1, coreText(QT_TRANSLATE_NOOP("adj::Core", "its sender plays in %1 and it names none of them (a [TAG] in the subject or a GAME line)"),
                             tags.join(QStringLiteral(", ")))};
    }
    return {};
}

} // namespace adj
