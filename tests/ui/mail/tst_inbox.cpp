// File > Import Mail…, offscreen: the turn's inbox sorts the mail
// of tests/data/mail by nation (NOR's latest of three messages and MER's from
// its own address count; the stranger's message is unmatched; a file that is
// no mail is listed and the rest still imports); an unmatched message given
// to a nation becomes its orders and Undo takes that back; accepting puts the
// received orders into the Orders editor.
#include "document/GameDocument.h"
#include "mail/InboxDialog.h"
#include "orders/OrdersEditor.h"
#include "orders/OrdersPanel.h"
#include "window/MainWindow.h"

#include <QStandardPaths>
#include <QTest>
#include <QTreeWidget>
#include <QUndoStack>

#include "TestSupport.h"

using namespace adj;
using namespace adj::ui;
using namespace adj::test;

namespace {
const QString kDir = QStringLiteral(ADJ_DATA_DIR "/mail/");
const QString kGame = QStringLiteral(ADJ_DATA_DIR "/whatif/game.json");
} // namespace

class TestInbox : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void sortsByNationAndFillsTheEditor();
    void unmatchedAssignedAndUndone();
};

void TestInbox::sortsByNationAndFillsTheEditor()
{
    MainWindow w;
    QVERIFY(w.openFile(kGame));
    InboxDialog *inbox = w.showInbox({kDir + QStringLiteral("nor-thunderbird.eml"), kDir + QStringLiteral("mer-outlook.eml"),
                                      kDir + QStringLiteral("nor-attachment.eml"), kDir + QStringLiteral("turn3.mbox"),
                                      kDir + QStringLiteral("maildir"), kDir + QStringLiteral("not-a-mail.eml")});
    const TurnMail &t = inbox->turnMail();
    QCOMPARE(t.received.size(), 2);
    QCOMPARE(t.received[0].nation, QStringLiteral("NOR"));
    QVERIFY(t.received[0].message.file.endsWith(u"nor-attachment.eml"));  // the latest of NOR's three
    QCOMPARE(t.received[1].nation, QStringLiteral("MER"));
    QCOMPARE(t.unmatched.size(), 1);
    QCOMPARE(t.unmatched[0].from, QStringLiteral("stranger@example.com"));
    QVERIFY(t.missing.isEmpty());
    QVERIFY2(inbox->problemsText().contains(QStringLiteral("not-a-mail.eml")), qPrintable(inbox->problemsText()));
    // The window lists them under their headings.
    QTreeWidget *tree = inbox->tree();
    QCOMPARE(tree->topLevelItem(0)->childCount(), 2);
    QCOMPARE(tree->topLevelItem(0)->child(0)->text(0), QStringLiteral("NOR"));
    QCOMPARE(tree->topLevelItem(2)->childCount(), 1);

    const QString before = w.ordersPanel()->editor()->toPlainText();
    inbox->accept();
    const QString text = w.ordersPanel()->editor()->toPlainText();
    QVERIFY(text.startsWith(before));
    QVERIFY2(text.contains(QStringLiteral("NATION NOR\n1 MOVE ORG TGT 2\n")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("NATION MER\n1 DEFEND TGT\n2 ORDER - - 5\n")), qPrintable(text));
    QCOMPARE(w.document()->ordersText(), text);
}

void TestInbox::unmatchedAssignedAndUndone()
{
    MainWindow w;
    QVERIFY(w.openFile(kGame));
    InboxDialog *inbox = w.showInbox({kDir + QStringLiteral("nor-attachment.eml"), kDir + QStringLiteral("turn3.mbox")});
    QCOMPARE(inbox->turnMail().missing, QStringList{QStringLiteral("MER")});
    QCOMPARE(inbox->turnMail().unmatched.size(), 1);

    inbox->assign(0, QStringLiteral("MER"));
    QVERIFY(inbox->turnMail().missing.isEmpty());
    QVERIFY(inbox->turnMail().unmatched.isEmpty());
    QCOMPARE(inbox->turnMail().received.size(), 2);
    QCOMPARE(inbox->turnMail().received[1].nation, QStringLiteral("MER"));
    QCOMPARE(inbox->turnMail().received[1].message.from, QStringLiteral("stranger@example.com"));

    inbox->undoStack()->undo();
    QCOMPARE(inbox->turnMail().missing, QStringList{QStringLiteral("MER")});
    QCOMPARE(inbox->turnMail().unmatched.size(), 1);
    inbox->undoStack()->redo();
    QVERIFY(inbox->turnMail().missing.isEmpty());

    // No such nation: nothing changes.
    inbox->undoStack()->undo();
    inbox->assign(0, QStringLiteral("XXX"));
    QCOMPARE(inbox->undoStack()->count(), 1);
    QCOMPARE(inbox->turnMail().unmatched.size(), 1);
}

QTEST_MAIN(TestInbox)
#include "tst_inbox.moc"
