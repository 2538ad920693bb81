// The game report for every player: the turn's processing order,
// every battle in one line, who gained and lost areas, and the order of the
// next turn; as data, rendered as text here and as HTML by report/Html.h.
#pragma once

#include "io/CoreText.h"
#include "rules/Resolver.h"

namespace adj {

struct AreaChange {
    QString area, name;
    QString from, to;         // owners before and after; empty = neutral
};

struct GameReportModel {
    Lang lang;                // the report's language
    QString title;            // the ruleset's title
    QString game;
    int turn = 0;
    QStringList order;        // the processing order of the turn
    QStringList battles;      // one line each, in the order they were fought
    QList<AreaChange> changes;    // areas that changed hands, in the game's area order
    QList<QPair<QString, QString>> nations; // code, name, in the game's nation order
    QList<PlayerMessage> messages;  // the players' messages, each tagged with its nation
    int nextTurn = 0;
    QStringList nextOrder;

    // The areas a nation gained / lost this turn.
    QStringList gained(const QString &nation) const { return areas(nation, &AreaChange::to); }
    QStringList lost(const QString &nation) const { return areas(nation, &AreaChange::from); }
    // "NOR Northumbria": who sent a message.
    QString sender(const QString &nation) const;

private:
    QStringList areas(const QString &nation, QString AreaChange::*owner) const;
};

GameReportModel gameReportModel(const Game &before, const Resolution &resolution, Lang lang = Lang::English);
QString gameReportText(const GameReportModel &model);

} // namespace adj
