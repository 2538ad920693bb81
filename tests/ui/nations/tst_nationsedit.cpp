// The Nations table as the nations editor, offscreen: in the
// current game the name, player, e-mail and the numbers are edited in place,
// each edit one undoable command that the legend and the map's tooltips
// follow; what the game file would refuse (a negative BP, docs/formats.md
// "Ranges") is refused with its reason and nothing changes; a replay step or
// an earlier turn is read-only. Traits are edited as the nations spreadsheet
// has them, space-separated, and the game file keeps them as a list.
#include "document/GameDocument.h"
#include "model/GameJson.h"
#include "nations/NationsModel.h"

#include <QSignalSpy>
#include <QTest>
#include <QUndoStack>

#include "TestSupport.h"

using namespace adj;
using namespace adj::ui;
using namespace adj::test;

class TestNationsEdit : public QObject
{
    Q_OBJECT
private slots:
    void editsAreUndoable();
    void refusedEditChangesNothing();
    void replayIsReadOnly();
    void traitsAreUndoable();
};

void TestNationsEdit::editsAreUndoable()
{
    GameDocument doc;
    doc.setGame(readGame(SamplePath));
    NationsModel model(&doc);
    const int row = model.rowOf(QStringLiteral("NOR"));
    const QString oldName = doc.game().nation(QStringLiteral("NOR"))->name;
    QVERIFY(model.flags(model.index(row, NationsModel::Name)) & Qt::ItemIsEditable);
    QVERIFY(!(model.flags(model.index(row, NationsModel::Code)) & Qt::ItemIsEditable));  // the code names the nation everywhere
    QVERIFY(!(model.flags(model.index(row, NationsModel::Areas)) & Qt::ItemIsEditable)); // counted from the map

    QVERIFY(model.setData(model.index(row, NationsModel::Name), QStringLiteral("Northumbria and York")));
    QVERIFY(model.setData(model.index(row, NationsModel::Email), QStringLiteral("new@example.org")));
    QVERIFY(model.setData(model.index(row, NationsModel::Bp), QStringLiteral("25")));
    const Nation *n = doc.game().nation(QStringLiteral("NOR"));
    QCOMPARE(n->name, QStringLiteral("Northumbria and York"));
    QCOMPARE(n->email, QStringLiteral("new@example.org"));
    QCOMPARE(n->bp, 25);
    QCOMPARE(model.index(row, NationsModel::Name).data().toString(), QStringLiteral("Northumbria and York"));
    QCOMPARE(doc.undoStack()->count(), 3);
    QVERIFY(doc.isModified());

    doc.undoStack()->undo();
    doc.undoStack()->undo();
    doc.undoStack()->undo();
    QCOMPARE(doc.game().nation(QStringLiteral("NOR"))->name, oldName);
    QVERIFY(doc.game() == readGame(SamplePath));
}

void TestNationsEdit::refusedEditChangesNothing()
{
    GameDocument doc;
    doc.setGame(readGame(SamplePath));
    NationsModel model(&doc);
    QSignalSpy refused(&model, &NationsModel::editRefused);
    const int row = model.rowOf(QStringLiteral("MER"));
    QVERIFY(!model.setData(model.index(row, NationsModel::Bp), QStringLiteral("-3")));
    QCOMPARE(refused.size(), 1);
    QVERIFY2(refused.first().first().toString().contains(QStringLiteral("bp")), qPrintable(refused.first().first().toString()));
    QVERIFY(!model.setData(model.index(row, NationsModel::Treasury), QStringLiteral("lots")));
    QCOMPARE(refused.size(), 2);
    QCOMPARE(doc.undoStack()->count(), 0);
    QVERIFY(doc.game() == readGame(SamplePath));
}

void TestNationsEdit::replayIsReadOnly()
{
    GameDocument doc;
    doc.setGame(readGame(SamplePath));
    NationsModel model(&doc);
    doc.showView(GameDocument::View::History, doc.game(), QStringLiteral("turn 1"));
    const QModelIndex name = model.index(0, NationsModel::Name);
    QVERIFY(!(model.flags(name) & Qt::ItemIsEditable));
    QVERIFY(!model.setData(name, QStringLiteral("Someone else")));
    QCOMPARE(doc.undoStack()->count(), 0);
}

void TestNationsEdit::traitsAreUndoable()
{
    GameDocument doc;
    const Game original = readGame(SamplePath);
    doc.setGame(original);
    NationsModel model(&doc);
    const int row = model.rowOf(QStringLiteral("NOR"));
    const QModelIndex traits = model.index(row, NationsModel::Traits);
    QVERIFY(model.flags(traits) & Qt::ItemIsEditable);

    QVERIFY(model.setData(traits, QStringLiteral("  viking   sea-raiders ")));
    const QStringList expected = {QStringLiteral("viking"), QStringLiteral("sea-raiders")};
    QCOMPARE(doc.game().nation(QStringLiteral("NOR"))->traits, expected);
    QCOMPARE(traits.data().toString(), QStringLiteral("viking sea-raiders"));
    QCOMPARE(doc.undoStack()->count(), 1);
    QVERIFY(doc.undoStack()->text(0).contains(QStringLiteral("viking sea-raiders")));
    // The game file takes them as they are and gives them back.
    const GameRead back = readGameJson(writeGameJson(doc.game()), QStringLiteral("game.json"));
    QVERIFY(!hasErrors(back.problems));
    QVERIFY(back.game);
    QCOMPARE(back.game->nation(QStringLiteral("NOR"))->traits, expected);
    const Game edited = doc.game();
    doc.undoStack()->undo();
    QVERIFY(doc.game() == original);
    QCOMPARE(traits.data().toString(), QString());
    doc.undoStack()->redo();
    QVERIFY(doc.game() == edited);

    // Another nation's traits are another step; the same traits again are none.
    const QModelIndex mer = model.index(model.rowOf(QStringLiteral("MER")), NationsModel::Traits);
    QVERIFY(model.setData(mer, QStringLiteral("saxon")));
    QCOMPARE(doc.undoStack()->count(), 2);
    QVERIFY(model.setData(mer, QStringLiteral(" saxon ")));
    QCOMPARE(doc.undoStack()->count(), 2);
    doc.undoStack()->undo();
    QVERIFY(doc.game() == edited);

    doc.showView(GameDocument::View::History, doc.game(), QStringLiteral("turn 1"));
    QVERIFY(!(model.flags(traits) & Qt::ItemIsEditable));
    QVERIFY(!model.setData(traits, QStringLiteral("saxon")));
    QVERIFY(doc.game() == edited);
}

QTEST_MAIN(TestNationsEdit)
#include "tst_nationsedit.moc"
