// When a turn's mail begins. A turn's mail is what was received after the
// turn began, and only that: a game file's turn begins when the turn before
// it was accepted (the file records the moment); a game without history
// (a game JSON) begins at the previous deadline plus grace; a first turn has
// no beginning. A message received earlier, or kept in an earlier turn's
// inbox (by its SHA-256), belongs to an earlier turn: it is never counted,
// listed as late or earlier, confirmed or reminded about again. So a maildir
// that keeps a whole season gives each turn its own mail, however often it
// is read. What `mail-in`, the window's Turn Inbox and every other way into
// a turn's inbox leave out by.
#pragma once

#include "io/CoreText.h"
#include "mail/Inbox.h"
#include "model/Game.h"

#include <QDateTime>
#include <QSet>

namespace adj {

class GameStore;
struct InboxMessage;

struct TurnStart {
    QDateTime began;        // invalid: no beginning (every dated message may be the turn's)
    QSet<QString> earlier;  // the SHA-256 of every message kept in an earlier turn's inbox

    // Whether a message belongs to an earlier turn: received before the
    // turn began (a message without a date is not), or kept in one.
    bool isEarlier(const QString &sha256, const QDateTime &received) const;
};

// A game file's turn: when the file says it began, and the messages kept
// for the turns before it. "" or the store's message in `error`.
TurnStart fileTurnStart(const GameStore &store, int turn, QString *error = nullptr);

// A game without history: the previous deadline plus grace (the schedule's
// deadline less `turnDays` days in the game's time zone); none for turn 1
// or without a schedule that has a next deadline.
TurnStart gameTurnStart(const Game &game);

// The messages of the turn; `leftOut` (when given) counts the others.
QList<MailMessage> turnMessages(const QList<MailMessage> &messages, const TurnStart &start, int *leftOut = nullptr);
QList<InboxMessage> turnMessages(const QList<InboxMessage> &messages, const TurnStart &start, int *leftOut = nullptr);

// "14 messages of earlier turns left out".
CoreText earlierLeftOut(int count);

} // namespace adj
