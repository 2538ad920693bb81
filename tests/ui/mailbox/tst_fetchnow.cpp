// Mail › Fetch Mail Now against a real Dovecot (tests/DovecotTestServer.h),
// offscreen, driven by its shortcut: the game's mailbox fetched on a worker
// into a maildir of its own under the program's data folder, the window's
// event loop running all the while (a timer keeps ticking), the progress bar
// and Cancel in the status bar; the new messages kept in the turn's inbox
// (the Turn Inbox dock); a second fetch takes nothing; a failure is shown with the server's
// words and no modal box; the password asked once a session where no keyring
// runs; the fetch every N minutes while the game is open.
#include "document/GameDocument.h"
#include "document/GameFile.h"
#include "document/GameFileActions.h"
#include "store/GameStore.h"
#include "mailbox/MailboxFetcher.h"
#include "mailbox/MailboxPasswords.h"
#include "model/Game.h"
#include "settings/Settings.h"
#include "window/MainWindow.h"

#include <QAction>
#include <QApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QInputDialog>
#include <QLabel>
#include <QLineEdit>
#include <QProgressBar>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>
#include <QTimer>
#include <QToolButton>
#include <QUndoStack>

#include "DovecotTestServer.h"
#include "TestSupport.h"
#include "UiTestMain.h"

using namespace adj;
using namespace adj::ui;
using namespace adj::test;

namespace {

QByteArray orders(const char *nation, int n)
{
    return QStringLiteral("From: player%1@example.org\r\nTo: gm@example.net\r\nSubject: Orders\r\n"
                          "Date: Tue, 8 Dec 2026 17:%2:00 +0100\r\nMessage-ID: <o%1@example.org>\r\n\r\nNATION %3\r\n1 GROW YRK\r\n")
        .arg(n).arg(10 + n).arg(QLatin1String(nation))
        .toUtf8();
}

QByteArray filler(int n, int size)
{
    QByteArray body;
    while (body.size() < size)
        body += "All quiet on the northern marches, nothing to report this turn at all.\r\n";
    return QStringLiteral("From: chatter%1@example.org\r\nSubject: News %1\r\nDate: Tue, 8 Dec 2026 12:00:00 +0100\r\n"
                          "Message-ID: <n%1@example.org>\r\n\r\n").arg(n).toUtf8() + body;
}

} // namespace

class TestFetchNow : public QObject
{
    Q_OBJECT

    bool m_available = DovecotTestServer::available();
    DovecotTestServer m_server;
    int m_users = 0;

    // A window with britain.json and the mailbox of a user of its own.
    void openGame(MainWindow &w, const QString &url = {})
    {
        m_server.use(QStringLiteral("gm%1").arg(++m_users));
        QVERIFY(w.openFile(QStringLiteral(ADJ_GAMES_DIR "/britain.json")));
        Game g = w.document()->game();
        g.extra.insert(QStringLiteral("mailbox"), mailboxJson({url.isEmpty() ? m_server.url("imap") : url, m_server.user()}));
        w.document()->setGame(g);
        w.show();
        QVERIFY(QTest::qWaitForWindowActive(&w));
    }
    Mailbox mailbox(MainWindow &w) { return *gameMailbox(w.document()->game()); }
    // The messages the window's turn inbox holds.
    static qsizetype kept(MainWindow &w) { return w.fileActions()->file()->inbox(w.document()->game().turn).size(); }

#define NEED_DOVECOT() \
    if (!m_available) \
        QSKIP("dovecot is not installed (dovecot-imapd, dovecot-pop3d)")

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/mailboxes")).removeRecursively();
        if (!m_available) {
            if (qEnvironmentVariableIsSet("ADJ_REQUIRE_SERVERS"))
                QFAIL("ADJ_REQUIRE_SERVERS is set and dovecot is not installed");
            return;
        }
        if (!m_server.start(false))
            qFatal("dovecot did not start: %s", qPrintable(m_server.log()));
    }
    void fetchNowKeepsTheWindowRunning();
    void cancelKeepsWhatWasTaken();
    void quittingInTheMiddleStopsItCleanly();
    void failureShowsTheServersWords();
    void passwordAskedOnceASession();
    void fetchesEveryNMinutes();
    void anotherGameForgetsTheLastFetch();
};

void TestFetchNow::fetchNowKeepsTheWindowRunning()
{
    NEED_DOVECOT();
    MainWindow w;
    openGame(w);
    m_server.add(orders("NOR", 1));
    m_server.add(orders("MER", 2));
    for (int i = 0; i < 300; ++i)
        m_server.add(filler(i, 4000));
    m_server.add(filler(999, 20 * 1024 * 1024));  // one large message
    w.mailboxPasswords()->keep(mailbox(w), QLatin1String(DovecotTestServer::kPassword));  // the session's

    MailboxFetcher *fetcher = w.mailboxFetcher();
    QSignalSpy finished(fetcher, &MailboxFetcher::finished);
    // The event loop while the fetch runs: a timer's ticks and the longest gap between them.
    int ticks = 0;
    qint64 longest = 0;
    QElapsedTimer sinceTick;
    QTimer ticker;
    ticker.setInterval(5);
    connect(&ticker, &QTimer::timeout, this, [&] {
        if (fetcher->isFetching()) {
            if (ticks++)
                longest = std::max(longest, sinceTick.elapsed());
            sinceTick.start();
        }
    });
    ticker.start();
    QTest::keySequence(&w, QKeySequence(QStringLiteral("Ctrl+Shift+F")));
    QTRY_VERIFY(fetcher->isFetching());
    QVERIFY(fetcher->progressBar()->isVisible());
    QVERIFY(fetcher->cancelButton()->isVisible());
    QVERIFY(!fetcher->fetchAction()->isEnabled());
    QVERIFY(finished.wait(120000));
    QVERIFY2(ticks >= 3, qPrintable(QString::number(ticks)));
    QVERIFY2(longest < 500, qPrintable(QString::number(longest)));
    QCOMPARE(finished.first().first().toBool(), true);
    QVERIFY(!fetcher->progressBar()->isVisible());
    QCOMPARE(fetcher->messageLabel()->text(), QStringLiteral("303 new messages fetched"));

    // Kept in the turn's inbox (the Turn Inbox dock), known by the mailbox:
    // the two nations' orders among them.
    const int turn = w.document()->game().turn;
    QTRY_COMPARE(w.fileActions()->file()->inbox(turn).size(), 303);
    int counts = 0;
    for (const InboxMessage &m : w.fileActions()->file()->inbox(turn)) {
        QCOMPARE(m.source, mailbox(w).url);
        counts += m.status == InboxMessage::Status::Counts;
    }
    QCOMPARE(counts, 2);
    const QString maildir = mailboxFolder(mailbox(w).url, mailbox(w).user);
    // In the user's data folder, where `adjutant-cli duty` fetches the same mailbox.
    QVERIFY(maildir.startsWith(QStandardPaths::writableLocation(QStandardPaths::GenericDataLocation) + QStringLiteral("/Adjutant/adjutant/mailboxes/")));
    QCOMPARE(QDir(maildir + QStringLiteral("/new")).entryList(QDir::Files).size(), 303);

    // Again: nothing new, nothing added.
    finished.clear();
    fetcher->fetchAction()->trigger();
    QVERIFY(finished.wait(60000));
    QCOMPARE(fetcher->messageLabel()->text(), QStringLiteral("No new mail"));
    QTest::qWait(50);
    QCOMPARE(w.fileActions()->file()->inbox(turn).size(), 303);
}

void TestFetchNow::cancelKeepsWhatWasTaken()
{
    NEED_DOVECOT();
    MainWindow w;
    openGame(w);
    for (int i = 0; i < 400; ++i)
        m_server.add(filler(i, 30000));
    w.mailboxPasswords()->keep(mailbox(w), QLatin1String(DovecotTestServer::kPassword));
    MailboxFetcher *fetcher = w.mailboxFetcher();
    QSignalSpy finished(fetcher, &MailboxFetcher::finished);
    fetcher->fetchAction()->trigger();
    QTRY_VERIFY(fetcher->progressBar()->maximum() == 400 && fetcher->progressBar()->value() > 0);
    QTest::mouseClick(fetcher->cancelButton(), Qt::LeftButton);
    QVERIFY(finished.wait(60000));
    QCOMPARE(finished.first().first().toBool(), false);
    QVERIFY2(fetcher->messageLabel()->text().startsWith(QStringLiteral("Fetch cancelled: ")), qPrintable(fetcher->messageLabel()->text()));
    const int taken = int(QDir(mailboxFolder(mailbox(w).url, mailbox(w).user) + QStringLiteral("/new")).entryList(QDir::Files).size());
    QVERIFY2(taken > 0 && taken < 400, qPrintable(QString::number(taken)));
    QTRY_COMPARE(kept(w), qsizetype(taken));
    // The next fetch takes the rest.
    finished.clear();
    fetcher->fetchAction()->trigger();
    QVERIFY(finished.wait(60000));
    QCOMPARE(fetcher->messageLabel()->text(), QStringLiteral("%1 new messages fetched").arg(400 - taken));
}

// The window closed (its game saved or discarded) while a fetch is under
// way: the fetch is stopped and waited for before the window goes, every
// message already taken is whole in the maildir, and a window opened again
// takes the rest, each message once.
void TestFetchNow::quittingInTheMiddleStopsItCleanly()
{
    NEED_DOVECOT();
    QString maildir;
    Mailbox box;
    {
        MainWindow w;
        openGame(w);
        for (int i = 0; i < 200; ++i)
            m_server.add(filler(i, 20000));
        box = mailbox(w);
        maildir = mailboxFolder(box.url, box.user);
        w.mailboxPasswords()->keep(box, QLatin1String(DovecotTestServer::kPassword));
        MailboxFetcher *fetcher = w.mailboxFetcher();
        fetcher->fetchAction()->trigger();
        QTRY_VERIFY(fetcher->progressBar()->value() > 0);
        QVERIFY(fetcher->isFetching());
        w.document()->undoStack()->setClean();  // nothing to ask about: the window closes at once
        QVERIFY(w.close());
    }  // the window goes: its fetch stopped and waited for
    const QStringList taken = QDir(maildir + QStringLiteral("/new")).entryList(QDir::Files);
    QVERIFY2(taken.size() > 0 && taken.size() < 200, qPrintable(QString::number(taken.size())));
    for (const QString &f : taken)
        QVERIFY2(fileBytes(maildir + QStringLiteral("/new/") + f).endsWith("to report this turn at all.\r\n"), qPrintable(f));
    MainWindow again;
    QVERIFY(again.openFile(QStringLiteral(ADJ_GAMES_DIR "/britain.json")));
    Game g = again.document()->game();
    g.extra.insert(QStringLiteral("mailbox"), mailboxJson(box));
    again.document()->setGame(g);
    again.mailboxPasswords()->keep(box, QLatin1String(DovecotTestServer::kPassword));
    QSignalSpy finished(again.mailboxFetcher(), &MailboxFetcher::finished);
    again.mailboxFetcher()->fetchAction()->trigger();
    QVERIFY(finished.wait(60000));
    QCOMPARE(again.mailboxFetcher()->messageLabel()->text(), QStringLiteral("%1 new messages fetched").arg(200 - taken.size()));
    QCOMPARE(QDir(maildir + QStringLiteral("/new")).entryList(QDir::Files).size(), 200);
}

void TestFetchNow::failureShowsTheServersWords()
{
    NEED_DOVECOT();
    MainWindow w;
    openGame(w);
    m_server.add(orders("NOR", 1));
    w.mailboxPasswords()->keep(mailbox(w), QStringLiteral("wrong"));
    MailboxFetcher *fetcher = w.mailboxFetcher();
    QSignalSpy finished(fetcher, &MailboxFetcher::finished);
    QTest::keySequence(&w, QKeySequence(QStringLiteral("Ctrl+Shift+F")));
    QVERIFY(finished.wait(60000));
    const QString text = fetcher->messageLabel()->text();
    QVERIFY2(text.startsWith(QStringLiteral("Fetch failed: ")) && text.contains(QStringLiteral("127.0.0.1"))
                 && text.contains(QStringLiteral("Authentication failed")),
             qPrintable(text));
    QVERIFY(!QApplication::activeModalWidget());  // not modal
    QCOMPARE(kept(w), 0);
    QVERIFY(fetcher->fetchAction()->isEnabled());
}

void TestFetchNow::passwordAskedOnceASession()
{
    NEED_DOVECOT();
    MainWindow w;
    openGame(w);
    m_server.add(orders("NOR", 1));
    MailboxFetcher *fetcher = w.mailboxFetcher();
    QSignalSpy finished(fetcher, &MailboxFetcher::finished);
    // No keyring here: Fetch Now asks, once.
    int asked = 0;
    QTimer answer;
    connect(&answer, &QTimer::timeout, this, [&asked] {
        if (auto *d = qobject_cast<QInputDialog *>(QApplication::activeModalWidget())) {
            ++asked;
            auto *edit = d->findChild<QLineEdit *>();
            QTest::keyClicks(edit, QLatin1String(DovecotTestServer::kPassword));
            QTest::keyClick(edit, Qt::Key_Return);
        }
    });
    answer.start(20);
    fetcher->fetchAction()->trigger();
    QVERIFY(finished.wait(60000));
    QCOMPARE(asked, 1);
    QCOMPARE(fetcher->messageLabel()->text(), QStringLiteral("1 new message fetched"));
    QTRY_COMPARE(kept(w), 1);
    QCOMPARE(w.mailboxPasswords()->keyring(), MailboxPasswords::Keyring::Missing);
    m_server.add(orders("MER", 2));
    finished.clear();
    fetcher->fetchAction()->trigger();
    QVERIFY(finished.wait(60000));
    QCOMPARE(asked, 1);  // not again this session
    QCOMPARE(fetcher->messageLabel()->text(), QStringLiteral("1 new message fetched"));
}

void TestFetchNow::fetchesEveryNMinutes()
{
    NEED_DOVECOT();
    MainWindow w;
    openGame(w);
    MailboxFetcher *fetcher = w.mailboxFetcher();
    QVERIFY(!fetcher->timer()->isActive());  // 0: never
    settings::fetchMinutes.set(MailboxPasswords::keyOf(mailbox(w)), 5);
    fetcher->updateTimer();
    QVERIFY(fetcher->timer()->isActive());
    QCOMPARE(fetcher->timer()->interval(), 5 * 60 * 1000);
    // A timed fetch never asks for the password: it says one is needed.
    fetcher->timer()->setInterval(20);
    QTRY_COMPARE(fetcher->messageLabel()->text(), QStringLiteral("Mail not fetched: the mailbox's password is needed (Mail › Fetch Mail Now)"));
    QVERIFY(!QApplication::activeModalWidget());
    // A fetch every half second from here: each is a login to the server, and
    // a flood of them (one every 20 ms) is throttled by the server under load.
    fetcher->timer()->setInterval(500);
    w.mailboxPasswords()->keep(mailbox(w), QLatin1String(DovecotTestServer::kPassword));
    m_server.add(orders("NOR", 1));
    QTRY_COMPARE_WITH_TIMEOUT(kept(w), 1, 30000);
    fetcher->timer()->stop();
    // Another game without a mailbox: no timer.
    Game g = w.document()->game();
    g.extra.remove(QStringLiteral("mailbox"));
    w.document()->setGame(g);
    QVERIFY(!fetcher->timer()->isActive());
}

// What the last fetch did belongs to its game: opening another game leaves
// the status bar without it (it does not say "1 new message fetched" of a
// game it did not fetch for).
void TestFetchNow::anotherGameForgetsTheLastFetch()
{
    MainWindow w;
    QVERIFY(w.openFile(QStringLiteral(ADJ_DATA_DIR "/whatif/game.json")));  // no mailbox
    MailboxFetcher *fetcher = w.mailboxFetcher();
    fetcher->fetchNow();
    QVERIFY(fetcher->messageLabel()->text().startsWith(QStringLiteral("No mailbox to fetch")));
    QVERIFY(w.openFile(QStringLiteral(ADJ_GAMES_DIR "/britain.json")));
    QCOMPARE(fetcher->messageLabel()->text(), QString());
}

int main(int argc, char **argv)
{
    return adj::test::runUiTest<TestFetchNow>(argc, argv, "tst_fetchnow", adj::test::Keyring::None);
}

#include "tst_fetchnow.moc"
