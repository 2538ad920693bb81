// Small helpers the test programs share: running adjutant-cli, reading the
// games and texts they ship, and reading and writing whole files.
#pragma once

#include "io/TextFile.h"
#include "model/GameJson.h"
#include "orders/Orders.h"
#include "rules/Resolver.h"
#include "ruleset/Ruleset.h"
#include "store/GameStore.h"

#include <QFile>
#include <QRandomGenerator>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QProcess>
#include <QStringList>

namespace adj::test {

struct CliRun {
    int status = -1;  // the exit code; -1 when it crashed or did not finish
    QString out, err;
};

// Runs adjutant-cli (ADJ_CLI) with `args` in `dir`, waiting up to a minute.
inline CliRun cli(const QStringList &args, const QString &dir = QString())
{
    QProcess p;
    if (!dir.isEmpty())
        p.setWorkingDirectory(dir);
    p.start(QStringLiteral(ADJ_CLI), args);
    if (!p.waitForFinished(60000))
        return {};
    return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1, QString::fromUtf8(p.readAllStandardOutput()),
            QString::fromUtf8(p.readAllStandardError())};
}

// A line on stderr that is not the program's own but Qt's (a class or a
// logging category speaking): "" when every line names a file or the program.
inline QString foreignLine(const QString &err)
{
    for (const QString &line : err.split(u'\n', Qt::SkipEmptyParts))
        if (line.startsWith(u'Q') || line.startsWith(QLatin1String("qt.")) || line.contains(QStringLiteral("QSql"))
            || line.contains(QStringLiteral("QFile")) || line.contains(QStringLiteral("QObject")))
            return line;
    return {};
}

inline QByteArray fileBytes(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

inline bool writeBytes(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size();
}

// The JSON locator's memory bomb: `game` with an unknown field on
// line 2 whose key is 125,000 characters long and whose value is an array of
// 200,000 zeros (525 KB in all); a locator that keeps the path of every value
// would need about 40 GB for it.
inline const QString LongKey = QString(125000, QLatin1Char('k'));
inline QByteArray withLongKeyArray(QByteArray game)
{
    QByteArray zeros = QByteArray("0,").repeated(200000);
    zeros.chop(1);
    return game.insert(game.indexOf('{') + 1, "\n  \"" + LongKey.toLatin1() + "\": [" + zeros + "],");
}

// A game the test ships: reading it must work, so a failure stops the test program.
inline Game readGame(const QString &path)
{
    GameRead read = readGameFile(path);
    if (!read.game)
        qFatal("cannot read %s", qPrintable(path));
    return *read.game;
}

inline QString readText(const QString &path)
{
    Problem error;
    const std::optional<QString> text = readUtf8File(path, error);
    if (!text)
        qFatal("%s", qPrintable(error.toString()));
    return *text;
}

// The sample game most tests use, Britain and Ireland, and its turn-1 orders
// (with deliberate bad lines and sea battles).
// Runs SQL on a file behind the store's back, to make damaged or odd files;
// returns the first error, or "".
inline QString rawSql(const QString &path, const QStringList &statements)
{
    const QString name = QStringLiteral("raw-%1").arg(QRandomGenerator::global()->generate());
    QString error;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
        db.setDatabaseName(path);
        if (!db.open()) {
            error = db.lastError().text();
        } else {
            for (const QString &sql : statements) {
                QSqlQuery q(db);
                if (!q.exec(sql)) {
                    error = sql + QStringLiteral(": ") + q.lastError().text();
                    break;
                }
            }
        }
        db.close();
    }
    QSqlDatabase::removeDatabase(name);
    return error;
}

inline const QString SamplePath = QStringLiteral(ADJ_GAMES_DIR "/britain.json");
inline const QString SampleOrders = QStringLiteral(ADJ_GAMES_DIR "/britain-turn1.orders");
// The small games of tests/data: an AP round (ap/), a battle that turns on a rule choice (whatif/).
inline const QString ApExamplePath = QStringLiteral(ADJ_DATA_DIR "/ap/example.json");
inline const QString ApExampleSpends = QStringLiteral(ADJ_DATA_DIR "/ap/example.ap");
inline const QString WhatIfGamePath = QStringLiteral(ADJ_DATA_DIR "/whatif/game.json");
// The players' mail of the what-if game's turn 3 as clients wrote it: NOR
// three times (27, 28, 29 November), MER twice, a stranger, a message
// without text (tests/data/mail).
inline const QString MailDir = QStringLiteral(ADJ_DATA_DIR "/mail/");
inline QStringList mailCorpus()
{
    return {MailDir + QStringLiteral("nor-thunderbird.eml"), MailDir + QStringLiteral("mer-outlook.eml"),
            MailDir + QStringLiteral("nor-attachment.eml"), MailDir + QStringLiteral("turn3.mbox"),
            MailDir + QStringLiteral("maildir")};
}
inline const QString WhatIfOrdersPath = QStringLiteral(ADJ_DATA_DIR "/whatif/orders.txt");

// The rows of a CSV file without its header row, for sheets without a quoted
// line break (the shipped map sheets have none).
inline int csvDataRows(const QString &path)
{
    int rows = 0;
    for (const QString &line : readText(path).split(QLatin1Char('\n')))
        rows += !line.trimmed().isEmpty();
    return rows - 1;
}

// The orders of `ordersPath` for `game`, parsed as the window does, and the turn they resolve.
struct ResolvedOrders {
    QList<Order> orders;
    Resolution resolution;
};
inline ResolvedOrders resolveOrders(const Game &game, const QString &ordersPath)
{
    const OrderSet set = parseOrders(readText(ordersPath), QStringLiteral("orders"), game, *Ruleset::get(game.ruleset));
    return {set.orders, resolveTurn(game, set.orders)};
}

// `game` resolved with the sample's turn-1 orders.
inline Resolution resolveSample(const Game &game)
{
    return resolveOrders(game, SampleOrders).resolution;
}

// The sample's orders for `turn` (britain-turnN.orders).
inline QString sampleOrders(int turn)
{
    return QStringLiteral(ADJ_GAMES_DIR "/britain-turn%1.orders").arg(turn);
}

// A game file at `path` with the sample's history: turns 1 to `published`
// resolved with the sample's orders and published, the next turn open. The
// games of the turns, as resolved, go to `played` when given (turn 1 first); the error, if any, is returned.
inline QString writeSampleHistory(const QString &path, int published, QList<Game> *played = nullptr)
{
    QString error;
    auto store = GameStore::create(path, readGame(SamplePath), &error);
    if (!store)
        return error;
    QList<Game> games{store->current()};
    for (int turn = 1; turn <= published && error.isEmpty(); ++turn) {
        const ResolvedOrders r = resolveOrders(store->current(), sampleOrders(turn));
        error = store->saveDraft(turn, r.orders, r.resolution.steps, r.resolution.next);
        if (error.isEmpty())
            error = store->publish(turn);
        games.append(r.resolution.next);
    }
    if (played)
        *played = games;
    return error;
}

// A game file at `path` holding a rule case's game (`caseDir`/game.json)
// with `turns` turns resolved with its turnN.orders and published; the error, if any.
inline QString writeCaseHistory(const QString &path, const QString &caseDir, int turns)
{
    QString error;
    auto store = GameStore::create(path, readGame(caseDir + QStringLiteral("/game.json")), &error);
    for (int turn = 1; store && turn <= turns && error.isEmpty(); ++turn) {
        const ResolvedOrders r = resolveOrders(store->current(), caseDir + QStringLiteral("/turn%1.orders").arg(turn));
        error = store->saveDraft(turn, r.orders, r.resolution.steps, r.resolution.next);
        if (error.isEmpty())
            error = store->publish(turn);
    }
    return error;
}

} // namespace adj::test
