// adjutant-cli: one function per command, registered by name (docs/formats.md
// "Command line"). Exit status: 0 success, 1 input errors, 2 bad usage.
#pragma once

#include <QHash>
#include <QJsonObject>
#include <QString>
#include <QStringList>
#include <QTextStream>
#include <memory>
#include <optional>

class QCoreApplication;

#include "mail/CurlServer.h"
#include "turn/CheckedOrders.h"

namespace adj {
struct Game;
struct Resolution;
class GameStore;
}

namespace adj::cli {

enum Exit { Ok = 0, InputError = 1, Usage = 2 };

struct Args {
    QStringList positional;
    QHash<QString, QString> options; // "-o" -> value, "--events" -> value, "--json" -> ""
    QStringList sets;                // each --set KEY=VALUE (compare), in order
    QString value(const QString &key) const { return options.value(key); }
    bool has(const QString &key) const { return options.contains(key); }
};

struct Io {
    QTextStream &out;
    QTextStream &err;
};

using Command = int (*)(const Args &, Io &);

int check(const Args &args, Io &io);
int resolve(const Args &args, Io &io);
int ap(const Args &args, Io &io);
int importDb(const Args &args, Io &io);
int exportDb(const Args &args, Io &io);
int checkDb(const Args &args, Io &io);
int sheets(const Args &args, Io &io);
int compare(const Args &args, Io &io);
int newGame(const Args &args, Io &io);
int mailIn(const Args &args, Io &io);
int remind(const Args &args, Io &io);
int duty(const Args &args, Io &io);
int send(const Args &args, Io &io);
int fetch(const Args &args, Io &io);
int site(const Args &args, Io &io);
int audit(const Args &args, Io &io);

int accept(const Args &args, Io &io);

// The orders files as texts named by their paths; prints why a file cannot be
// read (not there, not UTF-8) and gives nothing then.
std::optional<QList<OrdersText>> readOrdersTexts(const QStringList &paths, Io &io);
// What `resolve` and `accept` write of a resolved turn besides the game, by
// the options: the step log (--events), the reports (--reports DIR), the
// mail (--mail OUT, --pdf: the window's Send Reports mail, pictures and all);
// staged into `files`, the folders they need in `folders`, for
// writeFilesSafely. `earlier`: the games of the turns before (a game file's
// history), for the game report's chart, as the window has them.
void turnOutputs(const Args &args, const Game &reported, const Resolution &r, QList<QPair<QString, QByteArray>> &files,
                 QStringList &folders, Io &io, const QList<Game> &earlier = {});
// "145 steps, 3 failed actions".
QString resolvedSummary(const Resolution &r);

// True, after saying why, when an output names the same file as an input or
// as another output (the same device and inode, or the same canonical path):
// the command then exits with Usage before it writes anything.
bool outputsOverlap(const QStringList &inputs, const QStringList &outputs, Io &io);

// Whether a command's GAME is a game file (*.adjutant), not a JSON game.
bool isGameFilePath(const QString &path);
// A game file opened to be written (`purpose`: what the command would do,
// "keep the mail in the game file"), refused when the file is read-only;
// nullptr after printing why.
std::unique_ptr<GameStore> openToWrite(const QString &path, const QString &purpose, Io &io);
// A game file opened only to be read (site, audit, remind); nullptr after printing
// why it cannot be.
std::unique_ptr<GameStore> openToRead(const QString &path, Io &io);

// `--set KEY=VALUE`, each in order (compare, audit): nullopt, after saying
// why, when one is not KEY=VALUE. `changedGame`: the game with them over its
// rule choices (rules/WhatIf.h withOptions), or nullopt after saying why
// (an unknown key, a bad value): both bad usage.
std::optional<QJsonObject> ruleChanges(const Args &args, const char *command, Io &io);
std::optional<Game> changedGame(const Game &game, const QJsonObject &changes, const char *command, Io &io);

// `--language CODE`: the game's report language set to CODE, so
// that what the command writes for the players is in it, whatever the game
// file says. False, after saying why, when Adjutant has no translation CODE
// (the command then exits with Usage); true, and the game as it is, without
// the option.
bool applyLanguageOption(const Args &args, Io &io, Game &game);

// The mail server of `send` and `fetch`: `url`, the login (--user with
// --password-file, the password the file's first line without its line end,
// docs/formats.md) and --ca-file. Usage when an option is none of these and of
// the command's `own`, or --user comes without --password-file; InputError,
// after saying why, when the password file cannot be read; else Ok.
int mailServerOptions(const Args &args, const QString &url, const QStringList &own, MailServer &server, Io &io);
// The password on the first line of --password-file (its line end not part
// of it); "" without the option; nothing, said, when the file cannot be read.
std::optional<QString> passwordOption(const Args &args, Io &io);

// When a message was received, to the second, as `fetch` and `mail-in` print
// it: "2026-12-08 16:59:02 UTC", or "no date".
QString receivedWhen(const QDateTime &at);

// A QGuiApplication for the commands that paint (sheets), a QCoreApplication
// for the others.
std::unique_ptr<QCoreApplication> makeApplication(int &argc, char **argv);

} // namespace adj::cli
