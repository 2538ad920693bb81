// The start page: shown while no game is open and by File > Games…, it lists
// the recent game files, each read on a worker, with its turn, deadline,
// orders in and nations missing (from the game file's turn inbox); a file
// that cannot be read says why; opening a row opens the game.
#include "TestSupport.h"

#include "document/GameDocument.h"
#include "map/MapView.h"
#include "settings/Settings.h"
#include "start/GamesModel.h"
#include "start/StartPage.h"
#include "store/GameStore.h"
#include "window/MainWindow.h"
#include "window/Translations.h"

#include <QAction>
#include <QCryptographicHash>
#include <QDockWidget>
#include <QPushButton>
#include <QSignalSpy>
#include <QStackedWidget>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

using namespace adj;
using namespace adj::ui;
using namespace adj::test;

class TestStartPage : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void init() { settings::recentFiles.reset(); }
    void showsWhereEachGameStands();
    void anUnreadableFileSaysWhy();
    void openingARowShowsTheGameAndGamesComesBack();

private:
    // A game file of the sample game with a deadline, and messages counting
    // for `counted` (and one late message for `late`, which does not count).
    QString gameFile(const QString &name, const QStringList &counted, const QString &late);
    QString text(StartPage *page, int row, int column) const
    {
        return page->model()->index(row, column).data().toString();
    }
    QTemporaryDir m_dir;
};

void TestStartPage::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QVERIFY(m_dir.isValid());
    installTranslators(*QCoreApplication::instance());  // as the program does (English: the plural forms)
}

QString TestStartPage::gameFile(const QString &name, const QStringList &counted, const QString &late)
{
    Game game = readGame(SamplePath);
    Schedule s;
    s.deadline = *parseRfc3339(QStringLiteral("2026-12-10T18:00:00+01:00"));
    s.timeZone = QStringLiteral("Europe/Berlin");
    setGameSchedule(game, s);
    const QString path = m_dir.filePath(name);
    QString error;
    std::unique_ptr<GameStore> store = GameStore::create(path, game, &error);
    if (!store)
        qFatal("%s", qPrintable(error));
    QList<InboxMessage> inbox;
    for (const QString &nation : counted + QStringList{late}) {
        InboxMessage m;
        m.bytes = QStringLiteral("From: x@example.org\r\nSubject: %1\r\n\r\nNATION %1\r\n").arg(nation).toUtf8();
        m.sha256 = QString::fromLatin1(QCryptographicHash::hash(m.bytes, QCryptographicHash::Sha256).toHex());
        m.received = s.deadline.addSecs(nation == late ? 3600 : -3600);
        m.nation = nation;
        m.status = nation == late ? InboxMessage::Status::Late : InboxMessage::Status::Counts;
        inbox.append(m);
    }
    if (const QString e = store->addInboxMessages(game.turn, inbox); !e.isEmpty())
        qFatal("%s", qPrintable(e));
    return path;
}

void TestStartPage::showsWhereEachGameStands()
{
    const Game sample = readGame(SamplePath);
    QStringList nations;
    for (const Nation &n : sample.nations)
        nations.append(n.code);
    QVERIFY(nations.size() >= 4);
    const QString file = gameFile(QStringLiteral("two.adjutant"), {nations[0], nations[2]}, nations[1]);
    settings::recentFiles.set({file, SamplePath});

    MainWindow w;
    StartPage *page = w.startPage();
    QVERIFY(page);
    // No game open: the start page is the window's centre.
    QCOMPARE(w.findChild<QStackedWidget *>()->currentWidget(), page);
    page->model()->setClock([] { return *parseRfc3339(QStringLiteral("2026-12-08T17:00:00Z")); });
    QSignalSpy read(page, &StartPage::allRead);
    QVERIFY(read.wait(10000) || !page->isReading());

    QCOMPARE(page->model()->rowCount(), 2);
    QCOMPARE(text(page, 0, GamesModel::Name), sample.name);
    QCOMPARE(text(page, 0, GamesModel::Turn), QString::number(sample.turn));
    // 18:00 in Berlin (CET, UTC+1) is 17:00 UTC: two days after the clock.
    QCOMPARE(text(page, 0, GamesModel::Deadline), QStringLiteral("2026-12-10 18:00 CET, in 2 days"));
    // The late message does not count: two of the nations have orders in.
    QCOMPARE(text(page, 0, GamesModel::Orders), QStringLiteral("2 of %1").arg(nations.size()));
    QStringList missing = nations;
    missing.removeAll(nations[0]);
    missing.removeAll(nations[2]);
    QCOMPARE(text(page, 0, GamesModel::Missing), missing.join(u' '));
    // Its one message came after the deadline: missing, and late.
    QCOMPARE(text(page, 0, GamesModel::Late), nations[1]);
    // A JSON game keeps no mail and has no deadline.
    QCOMPARE(text(page, 1, GamesModel::Deadline), QStringLiteral("no deadline"));
    QCOMPARE(text(page, 1, GamesModel::Orders), QStringLiteral("no mail kept"));

    // Reading did not change the game file.
    QString error;
    const auto store = GameStore::open(file, &error, GameStore::Mode::ReadOnly);
    QVERIFY2(store, qPrintable(error));
    QCOMPARE(store->inbox(sample.turn).size(), 3);
}

void TestStartPage::anUnreadableFileSaysWhy()
{
    const QString broken = m_dir.filePath(QStringLiteral("broken.json"));
    QVERIFY(writeBytes(broken, "{ \"name\": "));
    const QString gone = m_dir.filePath(QStringLiteral("gone.adjutant"));
    settings::recentFiles.set({broken, gone});
    MainWindow w;
    StartPage *page = w.startPage();
    QSignalSpy read(page, &StartPage::allRead);
    QVERIFY(read.wait(10000) || !page->isReading());
    for (int row = 0; row < 2; ++row) {
        QCOMPARE(text(page, row, GamesModel::Turn), QStringLiteral("cannot be read"));
        const QString why = page->model()->index(row, GamesModel::Name).data(Qt::ToolTipRole).toString();
        QVERIFY2(why.contains(QFileInfo(row == 0 ? broken : gone).fileName()), qPrintable(why));
    }
}

void TestStartPage::openingARowShowsTheGameAndGamesComesBack()
{
    settings::recentFiles.set({SamplePath});
    MainWindow w;
    w.show();
    StartPage *page = w.startPage();
    auto *centre = w.findChild<QStackedWidget *>();
    QCOMPARE(centre->currentWidget(), page);
    // The page takes the window: the docks of the (empty) game are put away.
    QDockWidget *area = w.findChild<QDockWidget *>(QStringLiteral("areaDock"));
    QVERIFY(area && !area->isVisible());
    // Enter on the selected row opens it: the map shows the game.
    page->table()->setFocus();
    page->table()->setCurrentIndex(page->model()->index(0, 0));
    QTest::keyClick(page->table(), Qt::Key_Return);
    QTRY_COMPARE(centre->currentWidget(), w.mapView());
    QVERIFY(!w.document()->isEmpty());
    QCOMPARE(w.document()->filePath(), SamplePath);
    QVERIFY(area->isVisible());

    // File > Games… brings the page back, with the way back to the game.
    QAction *games = w.findChild<QAction *>(QStringLiteral("gamesAction"));
    QVERIFY(games);
    games->trigger();
    QCOMPARE(centre->currentWidget(), page);
    QPushButton *back = nullptr;
    for (QPushButton *b : page->findChildren<QPushButton *>())
        if (b->text().remove(u'&') == QStringLiteral("Back to the Game"))
            back = b;
    QVERIFY(back && back->isVisible());
    QVERIFY(!area->isVisible());
    QTest::mouseClick(back, Qt::LeftButton);
    QCOMPARE(centre->currentWidget(), w.mapView());
    QVERIFY(area->isVisible());
}

QTEST_MAIN(TestStartPage)
#include "tst_startpage.moc"
