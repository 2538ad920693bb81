// A new game from a map kept in a spreadsheet (docs/formats.md "Map spreadsheets";
// `adjutant-cli new`, File > Import Map): AREAS, BORDERS and NATIONS tables.
// Every problem at once, each with its file, line and column; the game made
// passes the same checks as a game file.
#pragma once

#include "io/Csv.h"
#include "model/Game.h"

namespace adj {

struct MapSheets {
    CsvTable areas, borders, nations;
};

// The game at turn 1 under `ruleset`, named `name`, or nullopt with every
// problem (a problem of the made game is placed on the row and column it came
// from). The seed is drawn from the tables, so the same sheets give the same game.
std::optional<Game> gameFromSheets(const MapSheets &sheets, const QString &ruleset, const QString &name,
                                   Problems &problems);

// The three tables read from their files (UTF-8, at most 16 MiB each).
std::optional<MapSheets> readMapSheets(const QString &areas, const QString &borders, const QString &nations,
                                       Problems &problems);

} // namespace adj
