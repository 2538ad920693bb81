// The rows of the game file's tables: the map and meta rows that repeat the
// current turn, a turn's orders and steps, and the values read back from them.
#pragma once

#include "model/Game.h"
#include "orders/Orders.h"
#include "rules/Step.h"
#include "store/GameStore.h"

#include <QList>
#include <QMap>
#include <QPair>
#include <QSqlDatabase>
#include <QString>

namespace adj::store {

bool sameMap(const Game &a, const Game &b);
bool writeMap(const QSqlDatabase &db, const Game &g, QString &error);
bool writeMeta(const QSqlDatabase &db, const QList<QPair<QString, QString>> &rows, QString &error);
// The meta rows that follow the current game: name, ruleset, options.
QList<QPair<QString, QString>> gameMeta(const Game &g);
bool writeOrders(const QSqlDatabase &db, int turn, const QList<Order> &orders, QString &error);
bool writeSteps(const QSqlDatabase &db, int turn, const QList<Step> &steps, QString &error);
bool writeReports(const QSqlDatabase &db, int turn, const QMap<QString, QString> &reports, QString &error);
// A turn's texts replace those it had (an empty text is no row).
bool writeTexts(const QSqlDatabase &db, int turn, const TurnTexts &texts, QString &error);
// The game's board picture into the table `pictures` (version 4), under its
// name; nothing when the game has none.
bool writePicture(const QSqlDatabase &db, const Game &g, QString &error);
// The picture the game's board names, from the file, into g.boardPicture
// (left empty when the file has no such picture).
bool readPicture(const QSqlDatabase &db, Game &g, QString &error);
// An order's number field from its stored text (ALL, AB-n, -, n).
NumberField numberFromText(const QString &text);
// "" when `game` passes validateGame, or why it is not saved, naming the file.
QString invalidGame(const QString &path, const QString &what, const Game &game);
// The canonical game JSON stored for a turn.
QString gameText(const Game &g);
TurnEntry::State stateFromName(const QString &s);

} // namespace adj::store
