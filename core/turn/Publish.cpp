#include "turn/Publish.h"

#include "report/Report.h"

#include <QFile>
#include <QStorageInfo>

#include <filesystem>

namespace adj {

namespace {

// The turn resolved here into the history, and the next turn published.
QString publishNext(GameStore &store, const TurnSave &s)
{
    const int turn = store.currentTurn();
    QList<Order> orders;
    QList<Step> steps;
    QMap<QString, QString> reports;
    if (s.accepted && s.accepted->before.turn == turn) {
        const TurnRecord &resolved = *s.accepted;
        const Game &before = resolved.before;
        // The resolved turn keeps its game and the orders text it was resolved from.
        if (QString error = store.saveCurrent(before, TurnTexts{resolved.orders, QString()}); !error.isEmpty())
            return error;
        orders = resolved.checked.orders;
        steps = resolved.resolution.steps;
        for (const Nation &n : before.nations)  // as the players receive them
            reports.insert(n.code, nationReport(before, resolved.resolution, n.code));
        if (!resolved.orders.trimmed().isEmpty())
            if (QString error = store.addReceivedOrders(turn, QStringLiteral("pasted"), resolved.orders); !error.isEmpty())
                return error;
    }
    if (QString error = store.saveDraft(turn, orders, steps, s.game, reports); !error.isEmpty())
        return error;
    return store.publish(turn);
}

} // namespace

QString writeInto(GameStore &store, const TurnSave &s)
{
    const int current = store.currentTurn();
    if (s.game.turn == current)
        return store.saveCurrent(s.game, s.texts);
    if (s.game.turn == current + 1) {
        if (QString error = publishNext(store, s); !error.isEmpty())
            return error;
        return store.saveCurrent(s.game, s.texts);  // what is already typed for the new turn
    }
    return QStringLiteral("%1: cannot save: the game is at turn %2 but the file's current turn is %3")
        .arg(store.path()).arg(s.game.turn).arg(current);
}

namespace {

// The new game file at `part`: a copy of the game file `from` written into,
// or a new file. Its own connection, opened and closed in the calling thread.
QString writePart(const QString &part, const QString &from, const TurnSave &s)
{
    QString error;
    std::unique_ptr<GameStore> store;
    if (!from.isEmpty()) {
        QFile copy(from);
        if (!copy.copy(part)) {
            // QFile::copy's reason for a full disk is "Failure to write block".
            const QStorageInfo disk(QFileInfo(part).absolutePath());
            const qint64 needed = QFileInfo(from).size();
            return disk.bytesAvailable() < needed
                ? QStringLiteral("%1: cannot create: the disk is full (%2 bytes free, %3 needed)")
                      .arg(part).arg(disk.bytesAvailable()).arg(needed)
                : QStringLiteral("%1: cannot create: %2").arg(part, copy.errorString());
        }
        QFile::setPermissions(part, QFile::permissions(part) | QFile::WriteOwner | QFile::WriteUser);
        store = GameStore::open(part, &error);
    } else {
        // A game from JSON with its turn accepted here: the file starts at
        // that turn, so its history holds it, resolved.
        store = GameStore::create(part, s.accepted ? s.accepted->before : s.game, &error);
    }
    return store ? writeInto(*store, s) : error;
}

} // namespace

QString writeInPlace(const QString &target, const QString &from, const TurnSave &s,
                     std::optional<GameStore::Prepared> *prepared)
{
    const QString part = target + QStringLiteral(".part");
    auto cleanUp = [&] {
        QFile::remove(part);
        QFile::remove(part + QStringLiteral("-journal"));
    };
    cleanUp();
    if (QString error = writePart(part, from, s); !error.isEmpty()) {
        cleanUp();
        return error.replace(part, target);
    }
    // One rename replaces the file that was there: a kill at any moment
    // leaves the old file or the new one, never neither.
    std::error_code why;
    std::filesystem::rename(part.toStdString(), target.toStdString(), why);
    if (why) {
        cleanUp();
        return QStringLiteral("%1: cannot put the new game file in place; nothing was written: %2")
            .arg(target, QString::fromStdString(why.message()));
    }
    if (!prepared)
        return {};
    QString error;
    *prepared = GameStore::prepareOpen(target, &error);
    return error;
}

} // namespace adj
