// The game's web pages leave out every turn that is not accepted: a turn on
// a branch rolled back (kept until the rollback is confirmed) and a draft
// resolution of the open turn; the pages of the turns accepted before stay.
// The export tells its progress per turn and can be cancelled.
#include "TestSupport.h"
#include "site/GameSite.h"
#include "store/GameStore.h"
#include "mail/Inbox.h"
#include "model/Game.h"
#include "schedule/Schedule.h"
#include "turn/TurnInbox.h"

#include <QTemporaryDir>
#include <QtTest>

using namespace adj;
using namespace adj::test;

namespace {

QStringList names(const ui::GameSite &site)
{
    QStringList out;
    for (const auto &[name, bytes] : site.files)
        out.append(name);
    out.sort();
    return out;
}

QStringList pagesOf(std::initializer_list<int> turns)
{
    QStringList out{QStringLiteral("course-areas.svg"), QStringLiteral("course-forces.svg"), QStringLiteral("index.html"),
                    QStringLiteral("style.css")};
    for (int t : turns)
        out << QStringLiteral("turn-%1.html").arg(t) << QStringLiteral("turn-%1.svg").arg(t);
    out.sort();
    return out;
}

} // namespace

class TestGameSite : public QObject
{
    Q_OBJECT
private slots:
    void onlyAcceptedTurnsHaveAPage()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("game.adjutant"));
        QList<Game> played;
        QCOMPARE(writeSampleHistory(path, 3, &played), QString());
        QString error;
        std::unique_ptr<GameStore> store = GameStore::open(path, &error);
        QVERIFY2(store, qPrintable(error));
        QCOMPARE(names(ui::gameSite(*store)), pagesOf({1, 2, 3}));

        // A draft of the open turn 4 is not accepted.
        const ResolvedOrders r = resolveOrders(store->current(), sampleOrders(1));
        QCOMPARE(store->saveDraft(4, r.orders, r.resolution.steps, r.resolution.next), QString());
        QCOMPARE(names(ui::gameSite(*store)), pagesOf({1, 2, 3}));
        QCOMPARE(store->discardDraft(4), QString());

        // Rolled back to turn 2: turns 2 and 3 are a branch kept until the
        // rollback is confirmed; only turn 1 stays accepted.
        QCOMPARE(store->rollbackTo(2), QString());
        ui::GameSite site = ui::gameSite(*store);
        QCOMPARE(site.error, QString());
        QCOMPARE(names(site), pagesOf({1}));
        for (const auto &[name, bytes] : site.files)
            if (name == u"index.html")
                QVERIFY2(!bytes.contains("turn-2.html"), "the index links a turn rolled back");
        // Undone, the branch is the game's course again.
        QCOMPARE(store->undoRollback(), QString());
        QCOMPARE(names(ui::gameSite(*store)), pagesOf({1, 2, 3}));
    }

    // docs/formats.md "Sealed orders": once the open turn's deadline plus
    // grace has passed, the front page lists each nation's counted message by
    // its SHA-256, or none; before it, no seal.
    void theOpenTurnShowsItsSealOnceTheDeadlineHasPassed()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("game.adjutant"));
        QCOMPARE(writeSampleHistory(path, 1), QString());
        QString error;
        std::unique_ptr<GameStore> store = GameStore::open(path, &error);
        QVERIFY2(store, qPrintable(error));
        Game game = store->current();
        const QDateTime deadline = QDateTime::currentDateTimeUtc().addSecs(1800);
        setGameSchedule(game, Schedule{deadline.toOffsetFromUtc(0), QStringLiteral("UTC"), 0, 7, {}});
        QCOMPARE(store->saveCurrent(game, {}), QString());
        const Nation &first = game.nations.first();
        const QString date = deadline.addSecs(-600).toString(QStringLiteral("ddd, d MMM yyyy HH:mm:ss")) + QStringLiteral(" +0000");
        const QByteArray bytes = QStringLiteral("From: %1\r\nTo: gm@example.net\r\nSubject: orders\r\nDate: %2\r\n\r\nNATION %3\r\n")
                                     .arg(first.email, date, first.code).toUtf8();
        Problems problems;
        const std::optional<MailMessage> read = readMessage(bytes, QStringLiteral("test"), 1, problems);
        QVERIFY(read);
        QCOMPARE(keepInInbox(*store, game.turn, inboxRecords({*read}, game.turn), game, gameLateRule(game)), QString());

        const auto index = [&store](const QDateTime &now) {
            for (const auto &[name, bytes] : ui::gameSite(*store, {}, now).files)
                if (name == u"index.html")
                    return QString::fromUtf8(bytes);
            return QString();
        };
        QVERIFY(!index(deadline.addSecs(-60)).contains(u"Sealed orders"));
        const QString sealed = index(deadline.addSecs(60));
        QVERIFY2(sealed.contains(u"Sealed orders"), qPrintable(sealed.left(2000)));
        QVERIFY2(sealed.contains(QStringLiteral("<tr><td>%1</td><td><code>%2</code></td></tr>").arg(first.code, read->sha256)),
                 qPrintable(sealed.left(3000)));
        QVERIFY2(sealed.contains(QStringLiteral("<tr><td>%1</td><td><code>none</code></td></tr>").arg(game.nations.last().code)),
                 qPrintable(sealed.left(3000)));
    }

    // The window's progress is told before each turn's page; a Cancel makes nothing.
    void progressIsToldPerTurnAndCancelMakesNothing()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("game.adjutant"));
        QCOMPARE(writeSampleHistory(path, 3), QString());
        QString error;
        std::unique_ptr<GameStore> store = GameStore::open(path, &error);
        QVERIFY2(store, qPrintable(error));
        QList<QPair<int, int>> told;
        const ui::GameSite all = ui::gameSite(*store, [&told](int done, int total) {
            told.append({done, total});
            return true;
        });
        QCOMPARE(told, (QList<QPair<int, int>>{{0, 3}, {1, 3}, {2, 3}}));
        QCOMPARE(names(all), pagesOf({1, 2, 3}));
        QVERIFY(!all.cancelled);
        const ui::GameSite cancelled = ui::gameSite(*store, [](int done, int) { return done < 2; });
        QVERIFY(cancelled.cancelled);
        QVERIFY(cancelled.files.isEmpty());
        QCOMPARE(cancelled.error, QString());
    }
};

QTEST_MAIN(TestGameSite)
#include "tst_gamesite.moc"
