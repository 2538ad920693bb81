// Adding and removing nations in the Nations table, offscreen. Each
// is one undoable command; undo gives back the whole game exactly (Game's
// operator==) and redo the edited one. A new nation comes last in the
// processing order with its own colour on the map; a code the game file would
// refuse is refused with its reason. A nation that owns areas is removed only
// when the moderator says so, and its areas become neutral: armies on land
// stay as neutral armies, a sea loses its ships and the armies aboard
// (docs/rules.md §1 and "Sea battles": a neutral sea area holds no ships).
#include "document/GameDocument.h"
#include "map/AreaItem.h"
#include "map/MapView.h"
#include "nations/NationActions.h"
#include "nations/NationsModel.h"

#include <QAction>
#include <QDialog>
#include <QDialogButtonBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QTableView>
#include <QTest>
#include <QUndoStack>

#include "TestSupport.h"
#include "UiTestSupport.h"

using namespace adj;
using namespace adj::ui;
using namespace adj::test;

namespace {

// The document with the sample game, its table, map and the two actions, as the window wires them.
struct Desk {
    GameDocument doc;
    NationsModel model{&doc};
    QTableView table;
    MapView map{&doc};
    std::unique_ptr<NationActions> actions;
    Desk()
    {
        doc.setGame(readGame(SamplePath));
        table.setModel(&model);
        table.setSelectionBehavior(QAbstractItemView::SelectRows);
        actions = std::make_unique<NationActions>(&doc, &table, nullptr);
    }
    // Remove Nation on `code`, answering its question (if it asks) with `button` or `standard`.
    std::shared_ptr<Answered> remove(const QString &code, const QString &button,
                                     QMessageBox::StandardButton standard = QMessageBox::NoButton)
    {
        table.selectRow(model.rowOf(code));
        auto answered = answerNextMessageBox(button, standard);
        actions->removeAction()->trigger();
        return answered;
    }
};

} // namespace

class TestNationsAddRemove : public QObject
{
    Q_OBJECT
private slots:
    void addIsUndoable();
    void addRefusesWhatTheGameFileRefuses();
    void addDialogStaysOpenUntilAccepted();
    void removeAnOwnerAsksAndLeavesItsAreasNeutral();
    void removeCancelledChangesNothing();
    void notWhileAnEarlierTurnIsShown();
    // Last: the answer it keeps ready, never asked for, stays ready a few seconds.
    void removeANationThatOwnsNothing();
};

void TestNationsAddRemove::addIsUndoable()
{
    Desk d;
    const Game before = d.doc.game();
    QCOMPARE(d.actions->addNation(QStringLiteral("SAX"), QStringLiteral("Saxons of the Weald")), QString());
    const Game after = d.doc.game();
    QCOMPARE(after.nations.size(), before.nations.size() + 1);
    QCOMPARE(after.nations.last().code, QStringLiteral("SAX"));
    QCOMPARE(after.nations.last().name, QStringLiteral("Saxons of the Weald"));
    QCOMPARE(after.order, before.order + QStringList{QStringLiteral("SAX")});
    QCOMPARE(after.areas, before.areas);
    // The table and the map follow at once.
    QCOMPARE(d.model.rowCount(), before.nations.size() + 1);
    QCOMPARE(d.model.rowOf(QStringLiteral("SAX")), before.nations.size());
    const QColor sax = d.model.index(d.model.rowOf(QStringLiteral("SAX")), NationsModel::Colour).data(Qt::DecorationRole).value<QColor>();
    QCOMPARE(sax, d.map.colours().colour(QStringLiteral("SAX")));
    QVERIFY(sax != NationColours::neutral());
    for (const Nation &n : before.nations)
        QVERIFY(sax != d.map.colours().colour(n.code));
    QCOMPARE(d.doc.undoStack()->count(), 1);
    QVERIFY(d.doc.isModified());

    d.doc.undoStack()->undo();
    QVERIFY(d.doc.game() == before);
    QCOMPARE(d.model.rowOf(QStringLiteral("SAX")), -1);
    d.doc.undoStack()->redo();
    QVERIFY(d.doc.game() == after);
}

void TestNationsAddRemove::addRefusesWhatTheGameFileRefuses()
{
    Desk d;
    const Game before = d.doc.game();
    const QString duplicate = d.actions->addNation(QStringLiteral("NOR"), QStringLiteral("Another Northumbria"));
    QVERIFY2(duplicate.contains(QStringLiteral("duplicate nation code \"NOR\"")), qPrintable(duplicate));
    const QString bad = d.actions->addNation(QStringLiteral("N"), QStringLiteral("Nobody"));
    QVERIFY2(bad.contains(QStringLiteral("not a nation code")), qPrintable(bad));
    QVERIFY(d.actions->addNation(QStringLiteral("nrt"), QStringLiteral("Lower case")).contains(QStringLiteral("not a nation code")));
    QVERIFY(d.actions->addNation(QStringLiteral("ABCD"), QStringLiteral("Too long")).contains(QStringLiteral("not a nation code")));
    QVERIFY(!d.actions->addNation(QStringLiteral("SAX"), QStringLiteral("  ")).isEmpty());
    QCOMPARE(d.doc.undoStack()->count(), 0);
    QVERIFY(d.doc.game() == before);
}

void TestNationsAddRemove::addDialogStaysOpenUntilAccepted()
{
    Desk d;
    QWidget parent;
    NationActions actions(&d.doc, &d.table, &parent);
    actions.addAction()->trigger();
    auto *dialog = parent.findChild<QDialog *>(QStringLiteral("addNationDialog"));
    QVERIFY(dialog);
    auto *code = dialog->findChild<QLineEdit *>(QStringLiteral("nationCode"));
    auto *name = dialog->findChild<QLineEdit *>(QStringLiteral("nationName"));
    auto *add = dialog->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok);
    QTest::keyClicks(code, QStringLiteral("mer"));  // typed in upper case
    QCOMPARE(code->text(), QStringLiteral("MER"));
    name->setText(QStringLiteral("Mercia Again"));
    add->click();
    const QString refusal = dialog->findChild<QLabel *>(QStringLiteral("refusal"))->text();
    QVERIFY2(refusal.contains(QStringLiteral("duplicate")), qPrintable(refusal));
    QVERIFY(dialog->isVisible());
    QCOMPARE(d.doc.undoStack()->count(), 0);
    code->setText(QStringLiteral("HWI"));
    name->setText(QStringLiteral("Hwicce"));
    add->click();
    QVERIFY(!dialog->isVisible());
    QCOMPARE(d.doc.game().nations.last().code, QStringLiteral("HWI"));
    QCOMPARE(d.doc.undoStack()->count(), 1);
}

void TestNationsAddRemove::removeANationThatOwnsNothing()
{
    Desk d;
    const Game before = d.doc.game();
    QCOMPARE(d.actions->addNation(QStringLiteral("SAX"), QStringLiteral("Saxons")), QString());
    const auto asked = d.remove(QStringLiteral("SAX"), QString(), QMessageBox::Cancel);
    QVERIFY(!asked->asked);  // it owns nothing: no question
    QVERIFY(d.doc.game() == before);
    QCOMPARE(d.doc.undoStack()->count(), 2);
    d.doc.undoStack()->undo();
    QCOMPARE(d.doc.game().nations.last().code, QStringLiteral("SAX"));
    d.doc.undoStack()->undo();
    QVERIFY(d.doc.game() == before);
}

void TestNationsAddRemove::removeAnOwnerAsksAndLeavesItsAreasNeutral()
{
    Desk d;
    const Game before = d.doc.game();
    // britain.json: the Vikings hold MAN and FGS (2 armies each), DUB (3),
    // the North Channel (2 ships) and the Irish Sea (4 ships, 3 armies aboard).
    const auto asked = d.remove(QStringLiteral("VIK"), QStringLiteral("Remove and Leave Neutral"));
    QVERIFY(asked->asked);
    QVERIFY2(asked->text.contains(QStringLiteral("Areas owned by Vikings of Dublin (VIK): 5 · armies in them: 10 · ships: 6")),
             qPrintable(asked->text));
    const Game &after = d.doc.game();
    QVERIFY(!after.nation(QStringLiteral("VIK")));
    QVERIFY(!after.order.contains(QStringLiteral("VIK")));
    QCOMPARE(after.nations.size(), before.nations.size() - 1);
    for (const QString &code : {QStringLiteral("MAN"), QStringLiteral("FGS"), QStringLiteral("DUB"),
                                QStringLiteral("NCH"), QStringLiteral("IRS")})
        QVERIFY2(after.area(code)->isNeutral(), qPrintable(code));
    QCOMPARE(after.area(QStringLiteral("MAN"))->armies, 2);
    QCOMPARE(after.area(QStringLiteral("DUB"))->armies, 3);
    QCOMPARE(after.area(QStringLiteral("IRS"))->ships, 0);
    QCOMPARE(after.area(QStringLiteral("IRS"))->armies, 0);
    QCOMPARE(after.area(QStringLiteral("NCH"))->ships, 0);
    // Nothing else changed.
    for (const Area &a : before.areas)
        if (a.owner != u"VIK")
            QVERIFY2(*after.area(a.code) == a, qPrintable(a.code));
    QVERIFY(!hasErrors(validateGame(after)));
    // The map follows at once.
    QVERIFY(d.map.areaItem(QStringLiteral("DUB"))->area().isNeutral());
    QCOMPARE(d.model.rowOf(QStringLiteral("VIK")), -1);

    const Game removed = after;
    d.doc.undoStack()->undo();
    QVERIFY(d.doc.game() == before);
    QCOMPARE(d.map.areaItem(QStringLiteral("DUB"))->area().owner, QStringLiteral("VIK"));
    d.doc.undoStack()->redo();
    QVERIFY(d.doc.game() == removed);
}

void TestNationsAddRemove::removeCancelledChangesNothing()
{
    Desk d;
    const Game before = d.doc.game();
    const auto asked = d.remove(QStringLiteral("NOR"), QString(), QMessageBox::Cancel);
    QVERIFY(asked->asked);
    QVERIFY(d.doc.game() == before);
    QCOMPARE(d.doc.undoStack()->count(), 0);
}

void TestNationsAddRemove::notWhileAnEarlierTurnIsShown()
{
    Desk d;
    d.table.selectRow(d.model.rowOf(QStringLiteral("NOR")));
    d.doc.showView(GameDocument::View::History, d.doc.game(), QStringLiteral("turn 1"));
    QVERIFY(!d.actions->addAction()->isEnabled());
    QVERIFY(!d.actions->removeAction()->isEnabled());
    QVERIFY(!d.actions->addNation(QStringLiteral("SAX"), QStringLiteral("Saxons")).isEmpty());
    QVERIFY(!d.actions->removeNation(QStringLiteral("NOR")).isEmpty());
    QCOMPARE(d.doc.undoStack()->count(), 0);
    d.doc.showCurrent();
    QVERIFY(d.actions->addAction()->isEnabled());
}

QTEST_MAIN(TestNationsAddRemove)
#include "tst_nationsaddremove.moc"
