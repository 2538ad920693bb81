// Comma-separated tables as spreadsheets save them (RFC 4180): a header row,
// cells in double quotes where they hold commas, quotes ("" for one) or line
// breaks, LF or CRLF line ends. Used by the map spreadsheets (docs/formats.md "Map
// spreadsheets").
#pragma once

#include "io/Problem.h"

#include <QStringList>
#include <optional>

namespace adj {

struct CsvRow {
    int line = 0;        // the line the row starts on, 1-based
    QStringList cells;   // trimmed; as many as the header (missing ones empty)
};

struct CsvTable {
    QString file;
    QStringList header;  // trimmed
    QList<CsvRow> rows;  // blank lines left out

    // The column's index by name (case-insensitive), or -1.
    qsizetype column(const QString &name) const;
};

// The table, or nullopt when the text is not a table: no header, an
// unterminated quote, text after a closing quote, a row with more cells than
// the header. Every such problem is listed, with its line.
std::optional<CsvTable> parseCsv(const QString &text, const QString &file, Problems &problems);

} // namespace adj
