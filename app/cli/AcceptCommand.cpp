// accept: a game file's turn resolved and accepted, as the window's Accept
// Turn and Save do (docs/formats.md "Command line"), by the same code: the orders
// files imported into the turn's orders text as Import Orders does, checked
// once, resolved, and published into the game file (turn/Publish.h).
#include "Cli.h"
#include "GameInput.h"

#include "charts/Charts.h"
#include "io/SafeFile.h"
#include "model/MapGraph.h"
#include "store/GameStore.h"
#include "store/WriterLock.h"
#include "turn/Publish.h"
#include "turn/TurnInbox.h"

#include <QFileInfo>

namespace adj::cli {

namespace {

// The orders files under their file names, as Import Orders names them.
QList<OrdersText> asImported(QList<OrdersText> texts)
{
    for (OrdersText &t : texts)
        t.name = QFileInfo(t.name).fileName();
    return texts;
}

} // namespace

int accept(const Args &args, Io &io)
{
    if (args.positional.size() < 2)
        return Usage;
    for (const QString &key : args.options.keys())
        if (key != u"--events" && key != u"--reports" && key != u"--mail" && key != u"--pdf")
            return Usage;
    if (args.has(QStringLiteral("--pdf")) && !args.has(QStringLiteral("--mail")))
        return Usage;
    const QString path = args.positional.first();
    QStringList outputs;
    for (const char *option : {"--events", "--mail"})
        if (args.has(QLatin1String(option)))
            outputs.append(args.value(QLatin1String(option)));
    if (outputsOverlap(args.positional, outputs, io))
        return Usage;

    // Written by one at a time (store/WriterLock.h): held from the reading
    // to the writing.
    std::optional<LockHolder> heldBy;
    QString lockError;
    const std::unique_ptr<WriterLock> lock = WriterLock::take(path, &heldBy, &lockError);
    if (!lock) {
        io.err << path << ": cannot accept: "
               << (heldBy ? QStringLiteral("in use by %1; nothing was written").arg(heldBy->text()) : lockError) << '\n';
        return InputError;
    }
    // The file's current turn and the texts entered for it; read, then closed
    // before the file is written whole.
    Game game;
    TurnTexts texts;
    QList<Game> earlier;  // the history's games, for the game report's chart as the window draws it
    QList<InboxMessage> inbox;  // the turn's mail: a late message the reports name
    {
        QString error;
        const std::unique_ptr<GameStore> store = GameStore::open(path, &error, GameStore::Mode::ReadOnly);
        if (store)
            texts = store->texts(store->currentTurn(), &error);
        if (store && error.isEmpty() && args.has(QStringLiteral("--mail")))
            earlier = historyGames(*store, &error);
        if (store && error.isEmpty())
            inbox = store->inbox(store->currentTurn(), &error);
        if (!error.isEmpty()) {
            io.err << error << '\n';
            return InputError;
        }
        game = store->current();
    }
    if (!isWritableFile(path)) {
        io.err << path << ": cannot accept: the file is read-only; nothing was written\n";
        return InputError;
    }
    if (!takesOrders(game)) {
        io.err << path << ": the game's ruleset (" << game.ruleset << ") takes no numbered orders\n";
        return InputError;
    }
    const std::optional<QList<OrdersText>> files = readOrdersTexts(args.positional.mid(1), io);
    if (!files)
        return InputError;
    if (!texts.orders.isEmpty())
        io.err << path << ": the orders already entered for turn " << game.turn << " come first\n";
    const QString orders = withImported(texts.orders, asImported(*files));

    // Checked once; a bad line is no input error, it becomes a failed action.
    TurnRecord turn{game, {}, orders, checkOrders(orders, turnOrdersName(), game, *MapGraph::of(game))};
    printProblems(io.err, turn.checked.problems);
    turn.resolution = *resolveChecked(game, turn.checked);
    turn.resolution.late = lateOrders(inbox, game);
    const Resolution &r = turn.resolution;

    // The reports and mail first, all or nothing; then the game file, whole
    // or not at all: on a failure the file is as it was.
    QList<QPair<QString, QByteArray>> written;
    QStringList folders;
    turnOutputs(args, game, r, written, folders, io, earlier);
    if (const QString error = writeFilesSafely(written, folders); !error.isEmpty()) {
        io.err << error << '\n';
        return InputError;
    }
    const TurnSave save{r.next, TurnTexts{QString(), texts.apSpends}, turn};
    if (const QString error = writeInPlace(QFileInfo(path).absoluteFilePath(), path, save); !error.isEmpty()) {
        io.err << error << '\n';
        return InputError;
    }
    io.err << "turn " << game.turn << " resolved: " << resolvedSummary(r) << "; accepted, " << path << " is at turn "
           << r.next.turn << '\n';
    return Ok;
}

} // namespace adj::cli
