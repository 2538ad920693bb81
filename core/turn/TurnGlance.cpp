#include "turn/TurnGlance.h"

#include "model/GameJson.h"
#include "store/FileCheck.h"
#include "store/GameStore.h"

#include <QFile>

namespace adj {

namespace {

void fill(TurnGlance &g, const Game &game)
{
    g.name = game.name;
    g.ruleset = game.ruleset;
    g.turn = game.turn;
    g.schedule = gameSchedule(game);
}

} // namespace

TurnGlance glanceAt(const QString &path)
{
    TurnGlance g;
    g.path = path;
    if (!store::isSqliteFile(path)) {
        QFile file(path);
        if (!file.open(QIODevice::ReadOnly)) {
            g.error = QStringLiteral("%1: %2").arg(path, file.errorString());
            return g;
        }
        const GameRead read = readGameJson(file.readAll(), path);
        if (!read.game) {
            g.error = read.problems.isEmpty() ? path : read.problems.first().toString();
            return g;
        }
        fill(g, *read.game);
        return g;
    }
    QString error;
    const std::unique_ptr<GameStore> store = GameStore::open(path, &error, GameStore::Mode::ReadOnly);
    if (!store) {
        g.error = error;
        return g;
    }
    const Game &game = store->current();
    fill(g, game);
    const QStringList counted = store->countedNations(game.turn, &error);
    if (!error.isEmpty()) {
        g.error = error;
        return g;
    }
    const QStringList late = store->lateNations(game.turn, &error);
    if (!error.isEmpty()) {
        g.error = error;
        return g;
    }
    g.keepsMail = true;
    for (const Nation &n : game.nations) {
        (counted.contains(n.code) ? g.received : g.missing).append(n.code);
        if (late.contains(n.code) && !counted.contains(n.code))
            g.late.append(n.code);
    }
    return g;
}

} // namespace adj
