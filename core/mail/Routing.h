// Which game a message is for when several games share one mailbox
// (docs/formats.md "Several games, one mailbox"): the game whose [TAG] its
// Subject holds or whose tag its `GAME TAG` line names (either without
// regard to case), else the one known game its sender plays in. Only a known
// game's tag routes: other bracketed words are part of the Subject; a GAME
// line naming no known game, or a sender in two known games who names
// neither, leaves the message unmatched, with the reason.
#pragma once

#include "io/CoreText.h"
#include "mail/Inbox.h"

#include <QList>
#include <QSet>
#include <QString>

namespace adj {

struct Game;

// A game a command knows (the games given to `duty`; for `mail-in` and the
// window, the game itself).
struct KnownGame {
    QString tag;             // as the game writes it; "" when it has none
    QSet<QString> players;   // its nations' e-mail addresses, lower case
};
KnownGame knownGame(const Game &game);

struct MessageRoute {
    int game = -1;     // the index of the known game it is for; -1: none
    CoreText why;      // when none and it names one or plays in several: why it is unmatched
};
MessageRoute routeMessage(const MailMessage &message, const QList<KnownGame> &games);

// The tag a `GAME TAG` line of the text names (the first such line of the
// player's own text), or "".
QString gameLineTag(const QString &text);

} // namespace adj
