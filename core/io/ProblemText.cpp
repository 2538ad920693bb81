// The problems of the files, the AP and the mail carry their key from where
// they are made (Problem::text), and so does a rejected AP spend's
// reason (ApSpendResult::reasonText, ApSpend::errorText). In the catalog here:
// the words that go into them as arguments (an amount's range, a category,
// "account #%1": arguments are kept as English text and read back), the AP
// reasons again (the keys the German tests look for), and the messages kept
// only as text (the store's errors), read back into their key where the
// window shows them.
#include "io/CoreText.h"

namespace adj {

namespace {

const char *const kWords[] = {
    // JSON types (jsonTypeName)
    QT_TRANSLATE_NOOP("adj::Core", "null"),
    QT_TRANSLATE_NOOP("adj::Core", "a boolean"),
    QT_TRANSLATE_NOOP("adj::Core", "a string"),
    QT_TRANSLATE_NOOP("adj::Core", "an array"),
    QT_TRANSLATE_NOOP("adj::Core", "an object"),
    QT_TRANSLATE_NOOP("adj::Core", "undefined"),
    // what a file is (readInputFile)
    QT_TRANSLATE_NOOP("adj::Core", "an orders or spends file"),
    QT_TRANSLATE_NOOP("adj::Core", "a game file"),
    QT_TRANSLATE_NOOP("adj::Core", "a board picture"),
    QT_TRANSLATE_NOOP("adj::Core", "a mail file"),
    // a number out of range (NumberRange), read back whole: "must be %1 %2,
    // not %3" alone would split "a whole number" after its first word
    QT_TRANSLATE_NOOP("adj::Core", "must be a whole number from %1 to %2, not %3"),
    QT_TRANSLATE_NOOP("adj::Core", "must be a number from %1 to %2, not %3"),
    // sheets: a game's problem with its path made a line (MapSheets placed())
    QT_TRANSLATE_NOOP("adj::Core", "duplicate nation code \"%1\" (also line %2)"),
    QT_TRANSLATE_NOOP("adj::Core", "duplicate area code \"%1\" (also line %2)"),
    // AP: the spending categories (categoryName)
    QT_TRANSLATE_NOOP("adj::Core", "combat"),
    QT_TRANSLATE_NOOP("adj::Core", "diplomatic"),
    QT_TRANSLATE_NOOP("adj::Core", "intrigue"),
    QT_TRANSLATE_NOOP("adj::Core", "general"),
    // AP: why a spend is rejected, kept as text in the round (core/ap)
    QT_TRANSLATE_NOOP("adj::Core", "the message text has no closing quote"),
    QT_TRANSLATE_NOOP("adj::Core", "more than one quoted text; a spend carries one message"),
    QT_TRANSLATE_NOOP("adj::Core", "\"%1\" is not key=value or a quoted text"),
    QT_TRANSLATE_NOOP("adj::Core", "the value of %1= has no closing quote"),
    QT_TRANSLATE_NOOP("adj::Core", "%1= is given twice"),
    QT_TRANSLATE_NOOP("adj::Core", "%1 would hold more than %2, the most money a game holds"),
    QT_TRANSLATE_NOOP("adj::Core", "account #%1"),
    QT_TRANSLATE_NOOP("adj::Core", "over the %1 cap: %2 of %3 spent, this costs %4"),
    QT_TRANSLATE_NOOP("adj::Core", "over the round total: %1 of %2 AP spent, this costs %3"),
    QT_TRANSLATE_NOOP("adj::Core", "the amounts add up to more than %1, the most money a game holds"),
    QT_TRANSLATE_NOOP("adj::Core", "money %1 does not cover %2%3"),
    QT_TRANSLATE_NOOP("adj::Core", " (%1 already spent earlier in this file)"),
    QT_TRANSLATE_NOOP("adj::Core", "unknown action \"%1\""),
    QT_TRANSLATE_NOOP("adj::Core", "the ruleset gives %1 no rule (\"do\": \"%2\")"),
    QT_TRANSLATE_NOOP("adj::Core", "no PLAYER line before this spend"),
    QT_TRANSLATE_NOOP("adj::Core", "unknown player \"%1\""),
    QT_TRANSLATE_NOOP("adj::Core", "unknown player \"%1\" in to="),
    QT_TRANSLATE_NOOP("adj::Core", "no recipient other than the sender (the moderator's copy does not count)"),
    QT_TRANSLATE_NOOP("adj::Core", "amount= %1"),
    QT_TRANSLATE_NOOP("adj::Core", "unknown player \"%1\" in target="),
    QT_TRANSLATE_NOOP("adj::Core", "a player cannot embargo themselves"),
    QT_TRANSLATE_NOOP("adj::Core", "no embargo to join: %1 is not embargoed this round"),
    QT_TRANSLATE_NOOP("adj::Core", "%1 is already embargoed this round; JOIN-EMBARGO or MAINTAIN-EMBARGO it"),
    QT_TRANSLATE_NOOP("adj::Core", "TRANSFER goes to one player; TRANSFER-FUNDS sends money to several"),
    QT_TRANSLATE_NOOP("adj::Core", "TRANSFER cannot send to a numbered account; use TRANSFER-FUNDS"),
    QT_TRANSLATE_NOOP("adj::Core", "a player cannot transfer to themselves"),
    QT_TRANSLATE_NOOP("adj::Core", "money= %1"),
    QT_TRANSLATE_NOOP("adj::Core", "TRANSFER names nothing to send (item=, items= or money=)"),
    QT_TRANSLATE_NOOP("adj::Core", "\"%1\" in to= needs an amount (Name:100 or #42:50)"),
    QT_TRANSLATE_NOOP("adj::Core", "the amount for %1 %2"),
    QT_TRANSLATE_NOOP("adj::Core", "%1 is named twice in to="),
    QT_TRANSLATE_NOOP("adj::Core", "unknown account %1"),
    QT_TRANSLATE_NOOP("adj::Core", "a player cannot send funds to themselves"),
    QT_TRANSLATE_NOOP("adj::Core", "TRANSFER-FUNDS needs to=Name:amount,... or to=#account:amount"),
    QT_TRANSLATE_NOOP("adj::Core", "every account number from %1 to %2 is in use"),
    QT_TRANSLATE_NOOP("adj::Core", "%1 cannot be transferred (never attributes, homeworlds, base votes, AP or VP)"),
    QT_TRANSLATE_NOOP("adj::Core", "\"%1\" cannot be transferred (never attributes, homeworlds, base votes, AP or VP)"),
    QT_TRANSLATE_NOOP("adj::Core", "%1 takes no key=value arguments, not %2="),
    QT_TRANSLATE_NOOP("adj::Core", "%1= is not an argument of %2 (it takes %3=)"),
    QT_TRANSLATE_NOOP("adj::Core", "%1 needs %2="),
    QT_TRANSLATE_NOOP("adj::Core", "%1 needs the message text in quotes"),
    // the game file: why it cannot be opened, as the store says it (core/store)
    QT_TRANSLATE_NOOP("adj::Core", "%1: cannot open: %2"),
    QT_TRANSLATE_NOOP("adj::Core", "%1: is not an Adjutant game file (not an SQLite database)"),
    QT_TRANSLATE_NOOP("adj::Core", "%1: is not an Adjutant game file (an SQLite database of another program)"),
    QT_TRANSLATE_NOOP("adj::Core", "%1: was written by a newer version of Adjutant (game file version %2; this program reads versions up to %3). Open it with a newer Adjutant; the file is left as it is."),
    QT_TRANSLATE_NOOP("adj::Core", "%1: is damaged or not an SQLite database (SQLite: %2); the file is left as it is"),
    QT_TRANSLATE_NOOP("adj::Core", "%1: is damaged (%2); the file is left as it is"),
    QT_TRANSLATE_NOOP("adj::Core", "%1: is damaged (SQLite integrity check: %2); the file is left as it is"),
    QT_TRANSLATE_NOOP("adj::Core", "%1: is damaged (SQLite integrity check: %2)"),
    QT_TRANSLATE_NOOP("adj::Core", "%1: is damaged: %2"),
    QT_TRANSLATE_NOOP("adj::Core", "%1: the packed game of turn %2 is damaged"),
    QT_TRANSLATE_NOOP("adj::Core", "its header is cut short"),
    QT_TRANSLATE_NOOP("adj::Core", "it is cut short: %1 bytes of the %2 its header gives"),
    QT_TRANSLATE_NOOP("adj::Core", "the upgrade to version %1 failed, the file keeps version %2: %3"),
    QT_TRANSLATE_NOOP("adj::Core", "the Qt SQLite driver (QSQLITE) is not available"),
    // writing a file (SafeFile)
    QT_TRANSLATE_NOOP("adj::Core", "%1: cannot write: it is not a regular file"),
    QT_TRANSLATE_NOOP("adj::Core", "%1: cannot write: %2"),
    QT_TRANSLATE_NOOP("adj::Core", "%1: writing failed: %2"),
    QT_TRANSLATE_NOOP("adj::Core", "%1: cannot replace it: %2"),
    QT_TRANSLATE_NOOP("adj::Core", "%1: cannot create the folder"),
    QT_TRANSLATE_NOOP("adj::Core", "%1: cannot create the folder %2"),
    // writing a game file whole (turn/Publish)
    QT_TRANSLATE_NOOP("adj::Core", "%1: cannot create: %2"),
    QT_TRANSLATE_NOOP("adj::Core", "%1: cannot save: the game is at turn %2 but the file's current turn is %3"),
    QT_TRANSLATE_NOOP("adj::Core", "%1: cannot put the new game file in place; nothing was written: %2"),
};

} // namespace

QStringList problemWords()
{
    QStringList words;
    for (const char *word : kWords)
        words.append(QString::fromUtf8(word));
    return words;
}

} // namespace adj
