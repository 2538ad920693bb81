// adjutant-cli: the batch front end of the same core as the desktop program.
#include "Cli.h"

#include <QCoreApplication>
#include <QHash>
#include <cstdio>
#include <cstdlib>

using namespace adj::cli;

namespace {

struct CommandInfo {
    Command run;
    QString usage;
    QString summary;  // one line, for `adjutant-cli --help`
    QString help;     // what it does, its options and exit status, for `adjutant-cli help COMMAND`
};

const QList<QPair<QString, CommandInfo>> &commands()
{
    static const QList<QPair<QString, CommandInfo>> list = {
        {QStringLiteral("check"), {check, QStringLiteral("check GAME.json [ORDERS...]"),
            QStringLiteral("validate a game and its orders; print every problem"),
            QStringLiteral("Reads the game and every orders file and prints each problem as FILE:LINE: FIELD: MESSAGE,\n"
                           "in file and line order: the game's own problems, order lines that do not parse, and\n"
                           "orders that do not fit the map (unknown areas, areas not yours, slots used twice).\n"
                           "Exit status: 0 no problem, 1 any problem, 2 bad usage.")}},
        {QStringLiteral("resolve"), {resolve, QStringLiteral("resolve GAME.json ORDERS... -o NEXT.json [--events EVENTS.jsonl] [--reports DIR] [--mail OUT [--pdf]] [--language CODE]"),
            QStringLiteral("resolve the turn: the next turn's game, the step log, the reports"),
            QStringLiteral("Resolves the turn by the rules (the game's ruleset and options) and writes the game at the\n"
                           "start of the next turn. A bad order line becomes a failed action with its reason.\n"
                           "  -o NEXT.json          the next turn's game (required)\n"
                           "  --events EVENTS.jsonl the step log, one JSON object per step\n"
                           "  --reports DIR         one report per nation, DIR/XXX.txt and DIR/XXX.html, and the game\n"
                           "                        report for every player, DIR/game.html\n"
                           "  --mail OUT            each nation's report to its player and the game report to every\n"
                           "                        player as e-mail: OUT.mbox is one mbox, otherwise a folder of .eml\n"
                           "  --pdf                 with --mail: each report also attached as a PDF\n"
                           "  --language CODE       the reports and mail in this language (en, de), whatever the game's\n"
                           "                        language is (its `language` field, English when absent)\n"
                           "All outputs are written together or not at all. The same input gives the same bytes\n"
                           "(but for the PDFs, which carry the time they were made).\n"
                           "Exit status: 0 resolved, 1 an input cannot be used, 2 bad usage.")}},
        {QStringLiteral("accept"), {accept, QStringLiteral("accept GAME.adjutant ORDERS... [--events EVENTS.jsonl] [--reports DIR] [--mail OUT [--pdf]]"),
            QStringLiteral("resolve a game file's turn and accept it, as Accept Turn and Save do in the window"),
            QStringLiteral("Imports the orders files into the turn's orders text (after any orders already entered for the\n"
                           "turn, each under a comment naming its file, as Import Orders does), resolves the turn, and\n"
                           "accepts it: the turn (its game, orders and steps) goes into the file's history and the file's\n"
                           "current game is the next turn. Problems of the orders are printed; a bad line becomes a failed\n"
                           "action. --events, --reports, --mail and --pdf write what `resolve` writes; the mail is the\n"
                           "window's Send Reports mail, its game report's chart over the file's history.\n"
                           "The file is written whole or not at all: on a failure it is as it was.\n"
                           "Exit status: 0 accepted, 1 an input cannot be used (nothing changed), 2 bad usage.")}},
        {QStringLiteral("compare"), {compare, QStringLiteral("compare GAME.json ORDERS... --set KEY=VALUE... [--json] [--language CODE]"),
            QStringLiteral("what if: the turn under another rule choice, step by step"),
            QStringLiteral("Resolves the turn as given (a) and again with the rule choices of --set changed (b), e.g.\n"
                           "--set lossRounding=floorEach, and prints the first step that differs, every step that\n"
                           "differs and the differences in the next turn's game.\n"
                           "  --set KEY=VALUE  a rule choice (docs/rules.md §7); repeat for several\n"
                           "  --json           {\"firstDifference\", \"steps\", \"state\"} instead of text\n"
                           "  --language CODE  the text in this language (en, de), whatever the game's language is\n"
                           "                   (its `language` field, English when absent); --json stays English\n"
                           "Exit status: 0 compared, 1 an input cannot be used, 2 bad usage (an unknown key or value).")}},
        {QStringLiteral("audit"), {audit, QStringLiteral("audit GAME.adjutant --from TURN [--set KEY=VALUE...] [--accept SHA | --refuse SHA | --assign SHA=NATION] [--json] [--language CODE]"),
            QStringLiteral("a ruling revisited: the history re-run from a turn under another rule choice or mail decision"),
            QStringLiteral("Resolves every accepted turn of the game file from TURN on again with the same orders under\n"
                           "the rule choices of --set (b), each from the turn before as re-run, and compares it with the\n"
                           "turn as accepted (a): per turn the first step that differs, every step that differs, the orders\n"
                           "that no longer fit and the differences at its end; then the game now against the game as it\n"
                           "would be. The moderator's edits between turns are kept, over what the re-run changed.\n"
                           "With a decision about a message of turn TURN's inbox taken otherwise, the turn's inbox is\n"
                           "sorted again under it and each nation whose counting message changes has its orders of the\n"
                           "turn taken from the message that counts now (none: no orders).\n"
                           "  --from TURN          the first turn re-run: an accepted turn of the history\n"
                           "  --set KEY=VALUE      a rule choice (docs/rules.md §7); repeat for several\n"
                           "  --accept SHA         the message with this SHA-256 (or its first digits) counts, though late\n"
                           "  --refuse SHA         the message does not count\n"
                           "  --assign SHA=NATION  the message counts for NATION\n"
                           "  --json               {\"turns\": [{\"turn\", \"firstDifference\", \"steps\", \"state\"}], \"final\"}\n"
                           "  --language CODE      the text in this language (en, de); --json stays English\n"
                           "The game file is only read. At least one --set or one message decision is needed.\n"
                           "Exit status: 0 re-run, 1 the game file cannot be read, 2 bad usage (an unknown key or value,\n"
                           "a turn that is not accepted, a message that is not the turn's).")}},
        {QStringLiteral("ap"), {ap, QStringLiteral("ap GAME.json SPENDS.ap [--json] [-o NEXT.json] [--messages DIR] [--language CODE]"),
            QStringLiteral("an action-point round: ledger, next state, noteboard e-mails"),
            QStringLiteral("Checks the round's spends in file order against each player's AP, caps and money and prints\n"
                           "the ledger: AP by category against the caps, every rejected spend with its reason.\n"
                           "  --json          the ledger as JSON\n"
                           "  -o NEXT.json    the game with the next round's AP state (money, accounts, embargoes)\n"
                           "  --messages DIR  the noteboard messages as e-mail files\n"
                           "  --language CODE the ledger and the messages' subjects in this language (en, de),\n"
                           "                  whatever the game's language is (its `language` field, English when\n"
                           "                  absent); --json stays English\n"
                           "Exit status: 0 done, 1 an input cannot be used, 2 bad usage.")}},
        {QStringLiteral("new"), {newGame, QStringLiteral("new --areas AREAS.csv --borders BORDERS.csv --nations NATIONS.csv "
                                                         "--ruleset RULESET [--name NAME] -o GAME.json"),
            QStringLiteral("a new game from a map kept in a spreadsheet"),
            QStringLiteral("Reads three CSV tables with a header row (columns in docs/formats.md \"Map spreadsheets\") and\n"
                           "writes a game at turn 1, or prints every problem at once as FILE:LINE: COLUMN: MESSAGE.\n"
                           "The sample board is in resources/maps/britain/.\n"
                           "Exit status: 0 written, 1 problems (nothing written), 2 bad usage or an unknown ruleset.")}},
        {QStringLiteral("mail-in"), {mailIn, QStringLiteral("mail-in GAME.json|GAME.adjutant MAIL... -o ORDERS_DIR [--replies DIR] [--deadline DATE] [--accept-late] [--since DATE] [--language CODE]"),
            QStringLiteral("player e-mails to one orders file per nation"),
            QStringLiteral("Reads .eml files, mbox files and maildir folders, takes the order lines from each message\n"
                           "(greetings, quoted replies and signatures left out; attached .txt or .orders files too),\n"
                           "matches it to a nation by the sender's address or a NATION line, and writes\n"
                           "ORDERS_DIR/XXX.orders per nation; the latest message by its Date wins. Prints received,\n"
                           "late, missing and unmatched mail, each message with the SHA-256 of its bytes and when it\n"
                           "was received (its topmost Received: header, else its Date:). Given a game file\n"
                           "(GAME.adjutant), every message read is also kept in its current turn's inbox, as the\n"
                           "window's Turn Inbox keeps it; a message already there is not added again.\n"
                           "Only the turn's mail is read: a message received before the turn began (a game file's\n"
                           "turn when the turn before was accepted, a JSON game's at the previous deadline plus\n"
                           "grace) or kept in an earlier turn's inbox is left out, and one line counts them.\n"
                           "  --replies DIR  a confirmation per received message, DIR/XXX.eml: when it was received,\n"
                           "                 its SHA-256, the orders as read, slot by slot, and every problem (as\n"
                           "                 check finds them); a notice per earlier message that a later one\n"
                           "                 replaced, DIR/XXX-earlier-N.eml; a late message that does not count,\n"
                           "                 DIR/XXX-late-N.eml\n"
                           "  --deadline DATE  messages received after DATE (RFC 3339 with its offset, e.g.\n"
                           "                 2026-12-10T18:00:00+01:00; no grace added) are late; default the game's\n"
                           "                 schedule deadline plus its grace; with neither, nothing is late\n"
                           "  --since DATE   the moment the turn began (RFC 3339 with its offset)\n"
                           "  --accept-late  late messages count as if on time (they are still listed as late; in a\n"
                           "                 game file's inbox they stay accepted)\n"
                           "  --language CODE  the replies in this language (en, de), whatever the game's language\n"
                           "                   is (its `language` field, English when absent)\n"
                           "Exit status: 0 read (even with missing or unmatched mail), 1 the game cannot be used\n"
                           "(or the game file cannot keep the mail), 2 bad usage.")}},
        {QStringLiteral("duty"), {duty, QStringLiteral("duty GAME.adjutant... [--smtp URL [--user U] --password-file F] [--site DIR] [--now DATE]"),
            QStringLiteral("one pass of the turn's mail work for each game, for cron or a timer"),
            QStringLiteral("Fetches each game's mailbox once (games sharing a mailbox share the fetch), keeps each\n"
                           "game's messages of the turn in its turn inbox (a message is a game's by the [TAG] of its\n"
                           "subject or a GAME TAG line, else by its sender), sends the confirmations not yet sent and\n"
                           "the reminders whose hour has come, and once the deadline plus grace has passed mails the\n"
                           "moderator one note for that deadline: the seal of the turn's orders (each nation's counted\n"
                           "message by its SHA-256), who is missing, what came late. Never resolves. Mail goes out\n"
                           "through --smtp or the game's mailbox.smtp, with --user or the mailbox's user and the\n"
                           "password of --password-file. A game open in a window is passed over with one line.\n"
                           "Prints one line per game.\n"
                           "  --site DIR  each game's web pages written again into DIR/TAG (the file's base name\n"
                           "              without a tag) when anything changed\n"
                           "  --now DATE  the clock (RFC 3339), for scripts and tests\n"
                           "Exit status: 0 done, 1 a server or a file failed (the other games still done) or two games\n"
                           "given share a tag (nothing done), 2 bad usage.")}},
        {QStringLiteral("remind"), {remind, QStringLiteral("remind GAME.json|GAME.adjutant [ORDERS_DIR] --mail OUT [--hours H]"),
            QStringLiteral("reminders of the deadline to the nations without orders or with problems"),
            QStringLiteral("Writes a reminder of the game's deadline (its `schedule`) to each nation without an\n"
                           "ORDERS_DIR/XXX.orders (every nation when ORDERS_DIR is not given) and to each whose orders\n"
                           "have problems (listed, as check finds them), giving the deadline in the game's time zone\n"
                           "and in UTC, in the game's language, from the game's moderator. Prints the deadline, the\n"
                           "reminder hour and one line per reminder. Given a game file (GAME.adjutant): its current\n"
                           "game; without ORDERS_DIR, the orders that count in its turn inbox; and no reminder the\n"
                           "file records as sent for this deadline and hour is written again.\n"
                           "  --mail OUT  OUT.mbox is one mbox, otherwise a folder of .eml files (XXX-reminder.eml)\n"
                           "  --hours H   the reminder hour of the schedule's remindHours this is (hours before the\n"
                           "              deadline); default the nearest one already passed, or the largest when\n"
                           "              none has\n"
                           "Exit status: 0 written, 1 the game cannot be used or has no deadline, or an orders file\n"
                           "cannot be read, 2 bad usage.")}},
        {QStringLiteral("send"), {send, QStringLiteral("send MAIL --smtp URL [--user U --password-file F] [--ca-file PEM] [--game GAME.adjutant]"),
            QStringLiteral("send an mbox or a folder of .eml files through an SMTP server"),
            QStringLiteral("Sends every message of MAIL (an mbox file, or the .eml files of a folder, by name), from its\n"
                           "From address to its To and Cc addresses, and prints one line per message: sent, or NOT SENT\n"
                           "with the server's error. Every message is read before the first is sent, and each goes out\n"
                           "dated when it is sent.\n"
                           "  --smtp URL         smtp://host[:port] (STARTTLS where the server offers it) or smtps://\n"
                           "  --user U           log in as U, with the password on the first line of\n"
                           "  --password-file F  the file F\n"
                           "  --ca-file PEM      trust the certificates in PEM (a server's own) instead of the system's\n"
                           "  --game GAME.adjutant  record each message the server accepted in the game file, as the\n"
                           "                     window records what it sends (a reminder, a confirmation by the message\n"
                           "                     it answers, a report); a message the file records already (its\n"
                           "                     Message-ID) is not sent again but listed as sent before\n"
                           "Exit status: 0 every message accepted, 1 a message not accepted or MAIL unreadable,\n"
                           "2 bad usage.")}},
        {QStringLiteral("fetch"), {fetch, QStringLiteral("fetch URL -o MAILDIR [--user U --password-file F] [--ca-file PEM]"),
            QStringLiteral("copy the new messages of an IMAP or POP3 mailbox into a maildir, read-only"),
            QStringLiteral("Copies the messages of the mailbox at URL that are not yet in MAILDIR into MAILDIR/new, each\n"
                           "exactly as the server gives it, and prints one line per new message: sender, subject, when\n"
                           "it was received (its topmost Received: header, else its Date:) and the SHA-256 of its bytes;\n"
                           "then \"N new\". The mailbox is only read: IMAP EXAMINE and BODY.PEEK, POP3 without DELE; no\n"
                           "flag is set, nothing deleted. What was fetched is remembered in MAILDIR/.adjutant-fetched\n"
                           "(IMAP: UIDVALIDITY and UID; POP3: UIDL), so a second fetch fetches nothing.\n"
                           "  URL                imap://host[:port]/FOLDER, imaps://, pop3://host[:port] or pop3s://;\n"
                           "                     imap:// and pop3:// need STARTTLS unless the host is a loopback address\n"
                           "  -o MAILDIR         the maildir (made when missing)\n"
                           "  --user U           log in as U, with the password on the first line of\n"
                           "  --password-file F  the file F\n"
                           "  --ca-file PEM      trust the certificates in PEM (a server's own) instead of the system's\n"
                           "A message is kept whole or not at all: a closed connection never ends one, one larger than\n"
                           "64 MiB or an answer not whole within 900 seconds (ADJ_FETCH_RESPONSE_SECONDS) is a failure.\n"
                           "Exit status: 0 fetched, 1 a server, login or TLS failure or an answer that cannot be read\n"
                           "(one line with the server and the message; what was fetched before it stays, and instead of\n"
                           "\"N new\" a last line says how many were kept; nothing kept: nothing written), 2 bad usage.")}},
        {QStringLiteral("import-db"), {importDb, QStringLiteral("import-db GAME.adjutant -o GAME.json"),
            QStringLiteral("the current game of a game file as JSON"),
            QStringLiteral("Opens the SQLite game file read-only, checks it, and writes its current game as JSON.\n"
                           "Exit status: 0 written, 1 the file cannot be used, 2 bad usage.")}},
        {QStringLiteral("export-db"), {exportDb, QStringLiteral("export-db GAME.json -o GAME.adjutant"),
            QStringLiteral("a JSON game as a new game file"),
            QStringLiteral("Writes the game as a new SQLite game file, its history starting at this turn.\n"
                           "Exit status: 0 written, 1 the game cannot be used, 2 bad usage.")}},
        {QStringLiteral("check-db"), {checkDb, QStringLiteral("check-db GAME.adjutant"),
            QStringLiteral("check the whole game file, every turn of its history"),
            QStringLiteral("Opens the SQLite game file read-only and checks all of it: SQLite's integrity check, then\n"
                           "every stored turn read back (its game validated, its orders and steps). Opening a game\n"
                           "file checks only what does not grow with its history; import-db and Save As run this\n"
                           "check too. Prints each finding, naming the file and the turn.\n"
                           "Exit status: 0 the file is whole, 1 it is damaged or cannot be used, 2 bad usage.")}},
        {QStringLiteral("site"), {site, QStringLiteral("site GAME.adjutant -o DIR"),
            QStringLiteral("the game's own web pages: the standings, and each accepted turn's map, report and battles"),
            QStringLiteral("Writes a folder of static pages to put on the web, readable with no server and no script, in\n"
                           "the game's report language: DIR/index.html (the game, its turn and deadline, the standings,\n"
                           "the turns played, the nations' course in DIR/course-*.svg), DIR/turn-N.html for each accepted\n"
                           "turn (the map at its end, DIR/turn-N.svg, with a tooltip and a link per area and its battles\n"
                           "marked; the game report; every battle explained; the areas at the end of the turn) and\n"
                           "DIR/style.css. Nothing private is written: no e-mail address, no orders, no turn not accepted.\n"
                           "The game file is only read. The files are written all or none; their names are printed.\n"
                           "Exit status: 0 written, 1 the game file cannot be read or the folder written, 2 bad usage.")}},
        {QStringLiteral("sheets"), {sheets, QStringLiteral("sheets GAME.json -o SHEETS.pdf [--language CODE]"),
            QStringLiteral("blank turn sheets, one page per nation"),
            QStringLiteral("Prints a turn sheet per nation as one PDF, pre-filled with its code, turn and holdings.\n"
                           "  --language CODE  the sheets in this language (en, de), whatever the game's language is\n"
                           "                   (its `language` field, English when absent)\n"
                           "Exit status: 0 written, 1 the game cannot be used, 2 bad usage.")}},
    };
    return list;
}

const QStringList kValueOptions = {QStringLiteral("-o"), QStringLiteral("--events"), QStringLiteral("--reports"),
                                   QStringLiteral("--messages"), QStringLiteral("--replies"), QStringLiteral("--areas"), QStringLiteral("--borders"),
                                   QStringLiteral("--nations"), QStringLiteral("--ruleset"), QStringLiteral("--name"),
                                   QStringLiteral("--mail"), QStringLiteral("--smtp"), QStringLiteral("--user"),
                                   QStringLiteral("--password-file"), QStringLiteral("--ca-file"), QStringLiteral("--language"), QStringLiteral("--from"),
                                   QStringLiteral("--accept"), QStringLiteral("--refuse"), QStringLiteral("--assign"),
                                   QStringLiteral("--deadline"), QStringLiteral("--hours"), QStringLiteral("--since"),
                                   QStringLiteral("--game"), QStringLiteral("--now"), QStringLiteral("--site")};
const QStringList kFlags = {QStringLiteral("--json"), QStringLiteral("--pdf"), QStringLiteral("--accept-late")};

const CommandInfo *command(const QString &name)
{
    for (const auto &[n, i] : commands())
        if (n == name)
            return &i;
    return nullptr;
}

// `adjutant-cli --help`: every command with one line, as git lists its own.
void printUsage(QTextStream &s)
{
    s << "usage: adjutant-cli COMMAND ...\n       adjutant-cli help COMMAND | --help | --version\n\n"
         "The moderator's workstation for play-by-email strategy games, from the command line.\n\n";
    for (const auto &[name, info] : commands())
        s << "  " << QStringLiteral("%1").arg(name, -11) << info.summary << '\n';
    s << "\nExit status: 0 success, 1 the input has errors (nothing written), 2 bad usage.\n"
         "See `adjutant-cli help COMMAND` for one command.\n";
}

void printHelp(QTextStream &s, const QString &name, const CommandInfo &info)
{
    s << "usage: adjutant-cli " << info.usage << "\n\n" << name << ": " << info.summary << "\n\n" << info.help << '\n';
}

// Qt's word that a machine without a desktop session has no runtime folder
// (QStandardPaths, when painting starts QtGui) says nothing of the command:
// it is kept off the terminal. Every other message of Qt's still shows, so
// that a test of the failure paths finds it (a leak is the program's bug).
void qtMessage(QtMsgType type, const QMessageLogContext &context, const QString &message)
{
    if (message.startsWith(QLatin1String("QStandardPaths: XDG_RUNTIME_DIR not set")))
        return;
    std::fprintf(stderr, "%s\n", qPrintable(qFormatLogMessage(type, context, message)));
    if (type == QtFatalMsg)
        std::abort();
}

} // namespace

int main(int argc, char *argv[])
{
    qInstallMessageHandler(qtMessage);
    // Qt's seeded string hash takes about 200 ns a key on the development
    // machine, a tenth of that unseeded; every table of area and nation codes
    // hashes them. The outputs never depend on the order of a
    // hash, and a game's codes are few and checked (3 of A-Z, 0-9).
    QHashSeed::setDeterministicGlobalSeed();
    const std::unique_ptr<QCoreApplication> app = makeApplication(argc, argv);  // sheets paints: QtGui
    QCoreApplication::setApplicationName(QStringLiteral("adjutant-cli"));
    QTextStream out(stdout), err(stderr);
    Io io{out, err};

    QStringList words = QCoreApplication::arguments().mid(1);
    if (words.isEmpty() || words.first() == u"--help" || words.first() == u"-h"
        || (words.first() == u"help" && words.size() == 1)) {
        printUsage(words.isEmpty() ? err : out);
        return words.isEmpty() ? Usage : Ok;
    }
    if (words.first() == u"--version" || words.first() == u"version") {
        out << "adjutant-cli " << ADJ_VERSION << " (Qt " << qVersion() << ")\n";
        return Ok;
    }
    if (words.first() == u"help") {
        const CommandInfo *info = command(words.at(1));
        if (!info) {
            err << "adjutant-cli: no command \"" << words.at(1) << "\"; see adjutant-cli --help\n";
            return Usage;
        }
        printHelp(out, words.at(1), *info);
        return Ok;
    }
    const QString name = words.takeFirst();
    const CommandInfo *info = command(name);
    if (words.contains(QStringLiteral("--help")) || words.contains(QStringLiteral("-h"))) {
        if (info) {
            printHelp(out, name, *info);
            return Ok;
        }
    }
    if (!info) {
        err << "adjutant-cli: unknown command \"" << name << "\"\n";
        printUsage(err);
        return Usage;
    }

    Args args;
    for (int i = 0; i < words.size(); ++i) {
        const QString &w = words[i];
        if (w == u"--set") {
            if (i + 1 >= words.size()) {
                err << "adjutant-cli " << name << ": --set needs KEY=VALUE\nusage: adjutant-cli " << info->usage << '\n';
                return Usage;
            }
            args.sets.append(words[++i]);
        } else if (kValueOptions.contains(w)) {
            if (i + 1 >= words.size()) {
                err << "adjutant-cli " << name << ": " << w << " needs a value\nusage: adjutant-cli " << info->usage << '\n';
                return Usage;
            }
            args.options.insert(w, words[++i]);
        } else if (kFlags.contains(w)) {
            args.options.insert(w, QString());
        } else if (w.startsWith(QLatin1Char('-')) && w.size() > 1) {
            err << "adjutant-cli " << name << ": unknown option " << w << "\nusage: adjutant-cli " << info->usage << '\n';
            return Usage;
        } else {
            args.positional.append(w);
        }
    }
    const int status = info->run(args, io);
    if (status == Usage)
        err << "usage: adjutant-cli " << info->usage << '\n';
    return status;
}
