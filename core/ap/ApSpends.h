// AP spends files (docs/formats.md "AP spends"): `ROUND n`, then `PLAYER name`
// blocks of spend lines `WORD key=value ... "message text"`.
#pragma once

#include "io/NumberRange.h"
#include "io/Problem.h"

#include <QList>
#include <QPair>
#include <QString>
#include <QStringList>

namespace adj {

// The ranges of a spends file's numbers: a round like a game's turn (ROUND,
// `ap.round`); amounts of money from 1 to docs/formats.md's 10^15 (`amount=`,
// `money=`, `to=Name:amount`); account numbers (`#42`) like any count.
inline constexpr NumberRange kApRoundRange{1, 100'000};
inline constexpr NumberRange kApAmountRange{1, kMoneyRange.max};
inline constexpr NumberRange kApAccountRange{0, 1'000'000};

struct ApSpend {
    QString file;
    int line = 0;
    QString raw;              // the line as received
    QString player;           // as written after PLAYER; empty before any PLAYER line
    QString word;             // the action word, upper case
    QList<QPair<QString, QString>> args; // key=value in the order written (keys lower case)
    QString text;             // the quoted message text
    bool hasText = false;
    QString error;            // why the line cannot be read (English); empty when it parsed
    CoreText errorText;       // the same as its key and arguments, for the window

    bool ok() const { return error.isEmpty(); }
    // Why, in `lang` (the English when it has no key), as ApSpendResult::reasonIn.
    QString errorIn(Lang lang = Lang::Translated) const { return errorText.known ? errorText.in(lang) : error; }
    bool has(const QString &key) const;
    QString value(const QString &key) const;
};

struct ApSpendsFile {
    int round = 0;
    int roundLine = 0;        // 0 when the file has no ROUND line
    QList<ApSpend> spends;    // every spend line in file order, bad ones included
};

// Parses spends text. A line that cannot be read is kept with its error (it
// becomes a rejected spend); only a missing or repeated ROUND, or a ROUND
// after the first spend, is an input error (appended to `inputErrors`).
ApSpendsFile parseApSpends(const QString &text, const QString &fileName, Problems &inputErrors);
// Reads a file; an unreadable or non-UTF-8 file is an input error.
ApSpendsFile readApSpendsFile(const QString &path, Problems &inputErrors);

} // namespace adj
