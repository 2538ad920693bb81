// Typing the orders is part of the one undo history (README: every change is
// one entry on Edit > Undo), offscreen in the main window: a session of
// typing in the Orders dock is one step of Edit > Undo, named for the
// orders; Undo takes the typed text away, Redo brings it back, and Ctrl+Z in
// the editor walks the same history; a pause ends a session; an import is a
// step of its own; undone to where it was opened, the game has no unsaved
// change.
#include "document/EditCommands.h"
#include "document/GameDocument.h"
#include "orders/OrdersEditor.h"
#include "orders/OrdersPanel.h"
#include "window/MainWindow.h"

#include <QAction>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

#include "TestSupport.h"

using namespace adj;
using namespace adj::ui;
using namespace adj::test;

class TestOrdersUndo : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void typingIsOneStepOfEditUndo();
};

void TestOrdersUndo::typingIsOneStepOfEditUndo()
{
    MainWindow w;
    QVERIFY(w.openFile(SamplePath));
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    GameDocument *doc = w.document();
    OrdersEditor *editor = w.ordersPanel()->editor();
    auto *undo = w.findChild<QAction *>(QStringLiteral("undoAction"));
    auto *redo = w.findChild<QAction *>(QStringLiteral("redoAction"));
    QVERIFY(undo && redo);
    QVERIFY(!undo->isEnabled());

    editor->setFocus();
    const QString typed = QStringLiteral("NATION NOR\n1 LEVY YRS - 1");
    QTest::keyClicks(editor, QStringLiteral("NATION NOR"));
    QTest::keyClick(editor, Qt::Key_Return);
    QTest::keyClicks(editor, QStringLiteral("1 LEVY YRS - 1"));
    QCOMPARE(editor->toPlainText(), typed);
    QCOMPARE(doc->ordersText(), typed);
    QVERIFY(doc->isModified());
    // One session of typing: one step, Edit > Undo names it.
    QCOMPARE(doc->undoStack()->count(), 1);
    QVERIFY(undo->isEnabled());
    QVERIFY2(undo->text().contains(QStringLiteral("orders")), qPrintable(undo->text()));

    undo->trigger();
    QCOMPARE(editor->toPlainText(), QString());
    QCOMPARE(doc->ordersText(), QString());
    QVERIFY(!doc->isModified());  // as opened
    QVERIFY(redo->isEnabled());
    QVERIFY2(redo->text().contains(QStringLiteral("orders")), qPrintable(redo->text()));
    redo->trigger();
    QCOMPARE(editor->toPlainText(), typed);
    QCOMPARE(doc->ordersText(), typed);
    QCOMPARE(editor->textCursor().position(), typed.size());  // where the text came back

    // Ctrl+Z and Ctrl+Shift+Z in the editor walk the same history.
    QTest::keyClick(editor, Qt::Key_Z, Qt::ControlModifier);
    QCOMPARE(doc->ordersText(), QString());
    QCOMPARE(doc->undoStack()->index(), 0);
    QTest::keyClick(editor, Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
    QCOMPARE(doc->ordersText(), typed);
    QCOMPARE(doc->undoStack()->index(), 1);

    // After a pause the next typing is a step of its own: Undo takes back only it.
    QTest::qWait(SetText::CommitDelay + 200);
    editor->moveCursor(QTextCursor::End);
    QTest::keyClick(editor, Qt::Key_Return);
    QTest::keyClicks(editor, QStringLiteral("2 LEVY YRK - 1"));
    QCOMPARE(doc->undoStack()->count(), 2);
    undo->trigger();
    QCOMPARE(doc->ordersText(), typed);
    QCOMPARE(editor->toPlainText(), typed);

    // An import of orders files: one step, named for it.
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("sco.orders"));
    QVERIFY(writeBytes(file, "NATION SCO\n1 LEVY EDI - 1\n"));
    QCOMPARE(w.ordersPanel()->importFiles({file}), QString());
    QVERIFY(doc->ordersText().startsWith(typed + QStringLiteral("\n\n")));
    QCOMPARE(doc->undoStack()->count(), 2);
    QVERIFY2(undo->text().contains(QStringLiteral("Import")), qPrintable(undo->text()));
    undo->trigger();
    QCOMPARE(editor->toPlainText(), typed);
    undo->trigger();
    QCOMPARE(editor->toPlainText(), QString());
    QVERIFY(!doc->isModified());
}

QTEST_MAIN(TestOrdersUndo)
#include "tst_ordersundo.moc"
