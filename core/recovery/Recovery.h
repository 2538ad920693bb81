// The recovery copy of a window's unsaved work: what a crash, a kill or a
// power cut would otherwise lose. While the window's game has unsaved
// changes it keeps here the game each step of its undo history leads to
// (with the texts and the resolved turn of that moment), the orders and AP
// spends texts as they are now, and the turn inbox of a game that is in no
// game file yet. It is an SQLite file of its own, one per open game, under
// the program's local data folder; each write is one transaction that adds
// only the moments not written yet, so a kill at any point leaves the last
// whole copy. The next start offers every copy whose process has ended.
#pragma once

#include "io/Process.h"
#include "model/Game.h"
#include "store/GameStore.h"
#include "turn/TurnRecord.h"

#include <QDateTime>
#include <QList>
#include <QString>
#include <optional>

namespace adj {

// One moment of the undo history: after the step named `text` (the first
// moment, the game as opened or last made anew, has none).
struct RecoveryState {
    qint64 serial = 0;  // which moment it is: a moment already written is not written again
    QString text;
    Game game;
    QString orders, apSpends;
    // The texts just before the step: a step that changed them (Accept Turn
    // clears the orders, Use These Orders adds to them) puts them back on
    // undo; typing between steps is no step's.
    QString ordersBefore, apSpendsBefore;
    // The resolved turn at this moment: resolved from `resolvedFrom` with
    // `resolvedOrders` (resolution is deterministic, so it is resolved again
    // on recovery); `accepted`: `game` is its next turn.
    std::optional<Game> resolvedFrom;
    QString resolvedOrders;
    bool accepted = false;
};

// What the offer shows of a recovery copy, read without its moments.
struct RecoveryInfo {
    QString path;        // the recovery file
    QString file;        // the game file the work is of; "" for a new game never saved
    QString gameName;
    int turn = 0;
    QDateTime written;   // when the copy was last written (UTC)
    ProcessId process;   // the program that wrote it
    int steps = 0;       // undo steps kept
    // The game and texts as the window last opened or saved them
    // (savedHash()), to tell whether the file has another game since.
    QString savedHash;
};

struct Recovery {
    RecoveryInfo info;
    QList<RecoveryState> states;  // the undo history's moments, the last the current one
    int clean = -1;               // the moment that is saved in the file; -1 when none is
    QString orders, apSpends;     // the texts now
    QString savedOrders, savedApSpends;  // the texts as the file has them
    QList<InboxMessage> inbox;    // the turn inbox of a game in no game file (a game file keeps its own)
};

// The folder recovery copies are kept in: `base`/recovery.
QString recoveryFolder(const QString &base);
// A new recovery file's path in `folder`, unused.
QString newRecoveryPath(const QString &folder);

// Writes the copy into `path`: the moments whose serial the file does not
// hold at their place, the rest of the copy whole; one transaction. "" or
// the message, naming the file.
QString writeRecovery(const QString &path, const Recovery &recovery);
// Reads a copy back whole; nullopt and `error` (naming the file, and the
// moment or field) when it is not one or is damaged.
std::optional<Recovery> readRecovery(const QString &path, QString *error);
std::optional<RecoveryInfo> readRecoveryInfo(const QString &path, QString *error);
// The copies in `folder` whose program has ended (those of a window still
// open are not offered), the newest first; the files that are not readable
// copies go to `unreadable` with their message.
QList<RecoveryInfo> recoveriesLeft(const QString &folder, QStringList *unreadable = nullptr);
// Removes a copy; "" or the message.
QString removeRecovery(const QString &path);

// The SHA-256 of a game with its texts, as RecoveryInfo::savedHash keeps
// it: a game file that holds another one than the copy's window last had
// changed since (a mail added to its inbox, a report sent, is no change).
QString savedHash(const Game &game, const QString &orders, const QString &apSpends);
// The same of what the file holds now (a game file's current turn, a JSON
// game); nullopt when it cannot be read (gone, damaged).
std::optional<QString> fileSavedHash(const QString &file);

// Each moment's resolved turn made again (nullopt where it has none),
// resolved once for the moments that share it.
QList<std::optional<TurnRecord>> recoveredResolutions(const QList<RecoveryState> &states);

} // namespace adj
