// A problem found in an input file: where it is and what is wrong.
#pragma once

#include <QList>
#include <QString>

namespace adj {

struct Problem {
    enum Severity { Error, Warning };
    QString file;
    int line = 0;        // 1-based; 0 when unknown
    QString field;       // JSON path (`areas[12].owner`) or order field
    QString message;
    Severity severity = Error;

    // `file:line: field: message`, the form the command line prints.
    QString toString() const;
    bool operator==(const Problem &) const = default;
};

using Problems = QList<Problem>;

bool hasErrors(const Problems &problems);

} // namespace adj
