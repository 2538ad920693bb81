// A problem found in an input file: where it is and what is wrong.
#pragma once

#include "io/CoreText.h"

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
    CoreText text = {};  // the message's key and arguments when made by one

    // `file:line: field: message`, the form the command line prints; in the
    // user's language for the window.
    QString toString(Lang lang = Lang::English) const;
    // The message in the user's language: by its key, else by the catalog.
    QString translated() const;
    // The same problem: the text is the message, said by its key.
    bool operator==(const Problem &o) const
    {
        return file == o.file && line == o.line && field == o.field && message == o.message && severity == o.severity;
    }
};

// A problem whose message is `text` in English, keeping its key.
Problem problemOf(const QString &file, int line, const QString &field, const CoreText &text,
                  Problem::Severity severity = Problem::Error);

using Problems = QList<Problem>;

bool hasErrors(const Problems &problems);

} // namespace adj
