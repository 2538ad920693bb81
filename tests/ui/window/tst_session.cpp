// The moderator's session in the window, nothing lost (running a game by
// hand-off), driven offscreen on a simulated 1280×800 screen
// (tests/data/screens/1280x800.json): orders typed for the open turn are
// saved in the game file and come back on open; quitting or opening another
// game with unsaved orders asks, also for a JSON game (which holds no
// orders); Ctrl+Z in an Area number field undoes the game's last edit; the
// window fits the screen on a first start and when a geometry saved on a
// larger screen is restored.
#include "document/GameDocument.h"
#include "document/GameFile.h"
#include "document/GameFileActions.h"
#include "area/AreaPanel.h"
#include "orders/OrdersEditor.h"
#include "orders/OrdersPanel.h"
#include "replay/ReplayPanel.h"
#include "store/GameStore.h"
#include "window/MainWindow.h"
#include "window/Translations.h"

#include <QDockWidget>
#include <QLabel>
#include <QScreen>
#include <QSettings>
#include <QSpinBox>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

#include "TestSupport.h"
#include "UiTestSupport.h"

using namespace adj;
using namespace adj::ui;
using namespace adj::test;

class TestSession : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void init() { QSettings().clear(); }
    void ordersSurviveSaveQuitReopen();
    void quitAsksAboutUnsavedOrders();
    void jsonGameOrdersAskForAGameFile();
    void ctrlZInANumberFieldUndoesTheGame();
    void firstStartFitsTheScreen();
    void geometryFromALargerScreenIsBroughtBack();
    void fittedGeometry();
    void countsTakeTheirPluralForms();
    void importIntoAHiddenTabComesForward();
    void editingDuringTheReplayAsksFirst();

private:
    QTemporaryDir m_dir;
};

void TestSession::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QVERIFY(m_dir.isValid());
    // The simulated screen this program runs on (see tests/CMakeLists.txt).
    QCOMPARE(QGuiApplication::primaryScreen()->geometry().size(), QSize(1280, 800));
}

void TestSession::ordersSurviveSaveQuitReopen()
{
    const QString path = m_dir.filePath(QStringLiteral("keep.adjutant"));
    const QString orders = readText(SampleOrders);
    {
        MainWindow w;
        QVERIFY(w.openFile(SamplePath));
        w.ordersPanel()->editor()->setPlainText(orders);
        QVERIFY(w.isWindowModified());
        QVERIFY(w.fileActions()->saveTo(path));
        QVERIFY(!w.isWindowModified());
        QVERIFY(w.close());  // nothing unsaved: no question
    }
    {
        QString error;
        auto store = GameStore::open(path, &error, GameStore::Mode::ReadOnly);
        QVERIFY2(store, qPrintable(error));
        QCOMPARE(store->texts(store->currentTurn()).orders, orders);
    }
    MainWindow w;
    QVERIFY(w.openFile(path));
    QCOMPARE(w.ordersPanel()->editor()->toPlainText(), orders);
    QVERIFY(!w.isWindowModified());
    // A change to them is unsaved again, and Save stores it.
    w.ordersPanel()->editor()->appendPlainText(QStringLiteral("# checked by the moderator"));
    QVERIFY(w.isWindowModified());
    QVERIFY(w.fileActions()->save());
    w.fileActions()->file()->close();  // its lock let go: the next window opens it to write
    MainWindow again;
    QVERIFY(again.openFile(path));
    QVERIFY(again.ordersPanel()->editor()->toPlainText().endsWith(QStringLiteral("# checked by the moderator")));
}

void TestSession::quitAsksAboutUnsavedOrders()
{
    const QString path = m_dir.filePath(QStringLiteral("quit.adjutant"));
    MainWindow w;
    QVERIFY(w.openFile(SamplePath));
    QVERIFY(w.fileActions()->saveTo(path));
    w.show();
    w.ordersPanel()->editor()->setPlainText(QStringLiteral("NATION NOR\n1 LEVY YRS - 1\n"));
    // Cancel: the window stays, the orders with it.
    auto asked = answerNextMessageBox(QString(), QMessageBox::Cancel);
    QVERIFY(!w.close());
    QVERIFY(asked->asked);
    QVERIFY2(asked->text.contains(QStringLiteral("orders")), qPrintable(asked->text));
    QVERIFY(w.isVisible());
    QCOMPARE(w.document()->ordersText(), QStringLiteral("NATION NOR\n1 LEVY YRS - 1\n"));
    // Save: saved into the game file, then the window closes.
    asked = answerNextMessageBox(QString(), QMessageBox::Save);
    QVERIFY(w.close());
    QVERIFY(asked->asked);
    w.fileActions()->file()->close();  // as the program's end would let go of its lock
    MainWindow reopened;
    QVERIFY(reopened.openFile(path));
    QCOMPARE(reopened.document()->ordersText(), QStringLiteral("NATION NOR\n1 LEVY YRS - 1\n"));
}

void TestSession::jsonGameOrdersAskForAGameFile()
{
    MainWindow w;
    QVERIFY(w.openFile(SamplePath));
    w.show();
    w.ordersPanel()->editor()->setPlainText(QStringLiteral("NATION NOR\n1 LEVY YRS - 1\n"));
    // Saving as JSON keeps the game, not the orders: they are still unsaved.
    const QString json = m_dir.filePath(QStringLiteral("plain.json"));
    QCOMPARE(w.document()->saveAsJson(json), QString());
    QVERIFY(w.document()->undoStack()->isClean());
    QVERIFY(w.isWindowModified());
    // Opening another game asks, and says where orders are kept.
    auto asked = answerNextMessageBox(QString(), QMessageBox::Cancel);
    QVERIFY(!w.openFile(SamplePath));
    QVERIFY(asked->asked);
    QVERIFY2(asked->text.contains(QStringLiteral(".adjutant")), qPrintable(asked->text));
    QCOMPARE(w.document()->ordersText(), QStringLiteral("NATION NOR\n1 LEVY YRS - 1\n"));
    asked = answerNextMessageBox(QString(), QMessageBox::Discard);
    const bool closed = w.close();
    QVERIFY(asked->asked);
    QVERIFY(closed);
}

void TestSession::ctrlZInANumberFieldUndoesTheGame()
{
    MainWindow w;
    QVERIFY(w.openFile(SamplePath));
    w.show();
    QVERIFY(QTest::qWaitForWindowActive(&w));
    const QString code = QStringLiteral("YRS");
    const int armies = w.document()->game().area(code)->armies;
    w.areaPanel()->setArea(code);
    auto *box = w.areaPanel()->findChild<QSpinBox *>(QStringLiteral("armiesEdit"));
    box->setFocus();
    box->selectAll();
    QTest::keyClicks(box, QString::number(armies + 4));
    QTest::keyClick(box, Qt::Key_Return);
    QVERIFY2(w.document()->game().area(code)->armies == armies + 4,
             qPrintable(w.areaPanel()->findChild<QLabel *>(QStringLiteral("editRefused"))->text()));
    // The cursor still in the field: Ctrl+Z is the game's undo.
    QTest::keyClick(box, Qt::Key_Z, Qt::ControlModifier);
    QCOMPARE(w.document()->game().area(code)->armies, armies);
    QCOMPARE(box->value(), armies);
    QTest::keyClick(box, Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
    QCOMPARE(w.document()->game().area(code)->armies, armies + 4);
}

void TestSession::firstStartFitsTheScreen()
{
    MainWindow w;
    QVERIFY(w.openFile(SamplePath));
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    const QRect available = w.screen()->availableGeometry();
    QVERIFY2(available.contains(w.geometry()), qPrintable(QStringLiteral("%1,%2 %3x%4")
        .arg(w.geometry().x()).arg(w.geometry().y()).arg(w.geometry().width()).arg(w.geometry().height())));
    // Everything on screen: the status bar and every visible dock lie inside the window.
    QVERIFY(w.statusBar()->isVisible());
    QVERIFY(w.rect().contains(w.statusBar()->geometry()));
    for (QDockWidget *dock : w.findChildren<QDockWidget *>())
        if (dock->isVisible() && !dock->visibleRegion().isEmpty())  // not a tab behind another
            QVERIFY2(w.rect().contains(dock->geometry()), qPrintable(dock->objectName()));
}

void TestSession::geometryFromALargerScreenIsBroughtBack()
{
    {
        // As saved on a 2560×1440 screen, far right and down.
        MainWindow big;
        big.setGeometry(QRect(1600, 900, 1800, 1100));
        big.close();
    }
    MainWindow w;
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QVERIFY(w.screen()->availableGeometry().contains(w.geometry()));
}

void TestSession::fittedGeometry()
{
    const QRect laptop(0, 0, 1280, 800);
    // Too large: as large as the screen allows, on it.
    const QRect big = MainWindow::fittedGeometry(QRect(1600, 900, 1800, 1100), laptop);
    QVERIFY(laptop.contains(big));
    QVERIFY(big.width() >= 1200 && big.height() >= 700);
    // Small enough and on the screen: unchanged.
    QCOMPARE(MainWindow::fittedGeometry(QRect(100, 100, 900, 600), laptop), QRect(100, 100, 900, 600));
    // Off to the left of a second screen: moved onto this one, size kept.
    const QRect moved = MainWindow::fittedGeometry(QRect(-1500, 50, 800, 600), laptop);
    QCOMPARE(moved.size(), QSize(800, 600));
    QVERIFY(laptop.contains(moved));
}

void TestSession::countsTakeTheirPluralForms()
{
    installTranslators(*QCoreApplication::instance());  // as the program does (no locale here: English)
    auto countsText = [](MainWindow &w) {
        QString text;
        for (QLabel *l : w.statusBar()->findChildren<QLabel *>())
            text += l->text() + u' ' + l->toolTip() + u' ';  // the kinds of area in the counts' tooltip
        return text;
    };
    MainWindow one;
    QVERIFY(one.openFile(QStringLiteral(ADJ_CASES_DIR "/dispersal/option-off/game.json")));
    const QString single = countsText(one);
    for (const char *phrase : {"2 areas", "1 land", "0 cities", "1 sea,", "1 border", "1 nation"})
        QVERIFY2(single.contains(QLatin1String(phrase)), qPrintable(single));
    MainWindow many;
    QVERIFY(many.openFile(SamplePath));
    const QString plural = countsText(many);
    for (const char *phrase : {"89 areas", "15 cities", "14 seas", "15 nations"})
        QVERIFY2(plural.contains(QLatin1String(phrase)), qPrintable(plural));
}

void TestSession::importIntoAHiddenTabComesForward()
{
    MainWindow w;
    QVERIFY(w.openFile(SamplePath));
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    auto *orders = w.findChild<QDockWidget *>(QStringLiteral("ordersDock"));
    auto *replay = w.findChild<QDockWidget *>(QStringLiteral("replayDock"));
    replay->raise();
    QCoreApplication::processEvents();
    QVERIFY(orders->visibleRegion().isEmpty());  // behind the Replay tab
    QCOMPARE(w.ordersPanel()->importFiles({SampleOrders}), QString());
    QCoreApplication::processEvents();
    QVERIFY(!orders->visibleRegion().isEmpty());
    QVERIFY2(w.statusBar()->currentMessage().contains(QStringLiteral("Imported")), qPrintable(w.statusBar()->currentMessage()));
}

void TestSession::editingDuringTheReplayAsksFirst()
{
    MainWindow w;
    QVERIFY(w.openFile(SamplePath));
    w.ordersPanel()->editor()->setPlainText(readText(SampleOrders));
    answerNextMessageBox(QStringLiteral("Resolve Anyway"));
    w.ordersPanel()->resolveAction()->trigger();
    QVERIFY(waitForResolve(w.ordersPanel()));
    QVERIFY(w.document()->hasOpenResolution());
    w.replayPanel()->goTo(3);
    const QString code = QStringLiteral("YRS");
    const int armies = w.document()->game().area(code)->armies;
    w.areaPanel()->setArea(code);
    auto *box = w.areaPanel()->findChild<QSpinBox *>(QStringLiteral("armiesEdit"));
    QVERIFY(!box->isEnabled());  // the game at a step of the turn is not the game to edit
    // At the turn's start the views show the current game: editable, after a question.
    w.replayPanel()->first();
    QVERIFY(box->isEnabled());

    // Cancel: nothing changes, the resolved turn stays and the field shows the replay's value again.
    auto asked = answerNextMessageBox(QString(), QMessageBox::Cancel);
    box->setValue(box->value() + 5);
    QVERIFY(asked->asked);
    QVERIFY2(asked->objectName == QStringLiteral("discardResolution"), qPrintable(asked->objectName));
    QCOMPARE(w.document()->game().area(code)->armies, armies);
    QVERIFY(w.document()->hasOpenResolution());
    QCOMPARE(box->value(), w.document()->viewedGame().area(code)->armies);

    // Discard and Edit: the edit is made, the resolution goes, in one undoable step.
    asked = answerNextMessageBox(QStringLiteral("Discard and Edit"));
    box->setValue(armies + 2);
    QVERIFY(asked->asked);
    QCOMPARE(w.document()->game().area(code)->armies, armies + 2);
    QVERIFY(!w.document()->resolution());
    QCOMPARE(w.document()->view(), GameDocument::View::Current);
    w.document()->undoStack()->undo();
    QCOMPARE(w.document()->game().area(code)->armies, armies);
    QVERIFY(w.document()->hasOpenResolution());
    QCOMPARE(w.replayPanel()->position(), 0);
}

QTEST_MAIN(TestSession)
#include "tst_session.moc"
