// The AP players of a forum game edited in the AP Ledger's Players tab
// (docs/formats.md "The ap object of a game"; docs/rules.md §6), offscreen on
// the forum sample: each edit (add, remove, rename, attributes, money,
// e-mail, embargoed) is one undoable command, undo gives back the whole game
// and redo the edited one; an edit the game file would refuse (a negative
// attribute, a duplicate name) changes nothing and says why; the ledger's AP
// and caps follow an attribute edit at once, as docs/rules.md §6 computes them; an
// earlier turn is read-only.
#include "ap/ApLedger.h"
#include "ap/ApLedgerModel.h"
#include "ap/ApLedgerPanel.h"
#include "ap/ApPlayerActions.h"
#include "ap/ApPlayersModel.h"
#include "document/GameDocument.h"

#include <QJsonArray>
#include <QSignalSpy>
#include <QTest>
#include <QUndoStack>

#include "TestSupport.h"

using namespace adj;
using namespace adj::ui;
using namespace adj::test;

namespace {

const QString GamePath = QStringLiteral(ADJ_GAMES_DIR "/forum.json");

ApState apOf(const Game &game)
{
    Problems problems;
    const ApState state = readApState(game.ap, problems);
    return state;
}

int rowOf(const ApLedgerModel &m, const QString &name)
{
    for (int r = 0; r < m.rowCount(); ++r)
        if (m.index(r, ApLedgerModel::Name).data().toString() == name)
            return r;
    return -1;
}

} // namespace

class TestApPlayers : public QObject
{
    Q_OBJECT
private slots:
    void eachEditUndoesAndRedoes_data();
    void eachEditUndoesAndRedoes();
    void renameCarriesAccounts();
    void refusedEditChangesNothing_data();
    void refusedEditChangesNothing();
    void capsFollowAttributes();
    void earlierTurnIsReadOnly();
};

void TestApPlayers::eachEditUndoesAndRedoes_data()
{
    QTest::addColumn<QString>("edit");
    QTest::newRow("add") << "add";
    QTest::newRow("remove") << "remove";
    QTest::newRow("rename") << "rename";
    QTest::newRow("combat") << "combat";
    QTest::newRow("free") << "free";
    QTest::newRow("money") << "money";
    QTest::newRow("email") << "email";
    QTest::newRow("embargoed") << "embargoed";
}

void TestApPlayers::eachEditUndoesAndRedoes()
{
    QFETCH(QString, edit);
    GameDocument doc;
    const Game original = readGame(GamePath);
    doc.setGame(original);
    ApLedgerPanel panel(&doc);
    ApPlayersModel &model = *panel.playersModel();
    ApPlayerActions &actions = *panel.playerActions();
    const int bob = 1;  // Alice, Bob, Carol, Dave, Eve
    QCOMPARE(model.index(bob, ApPlayersModel::Name).data().toString(), QStringLiteral("Bob"));

    if (edit == u"add") {
        QCOMPARE(actions.addPlayer(QStringLiteral("Frank"), QStringLiteral("frank@example.org")), QString());
    } else if (edit == u"remove") {
        QCOMPARE(actions.removePlayer(QStringLiteral("eve")), QString());  // Eve owns account #17: it goes too
    } else if (edit == u"rename") {
        QVERIFY(model.setData(model.index(bob, ApPlayersModel::Name), QStringLiteral("Robert")));
    } else if (edit == u"embargoed") {
        QVERIFY(model.setData(model.index(bob, ApPlayersModel::Embargoed), Qt::Checked, Qt::CheckStateRole));
    } else {
        const QHash<QString, QPair<int, QString>> cells = {
            {QStringLiteral("combat"), {ApPlayersModel::Combat, QStringLiteral("5")}},
            {QStringLiteral("free"), {ApPlayersModel::Free, QStringLiteral("0")}},
            {QStringLiteral("money"), {ApPlayersModel::Money, QStringLiteral("1234")}},
            {QStringLiteral("email"), {ApPlayersModel::Email, QStringLiteral("bob@mars.example")}}};
        QVERIFY(model.setData(model.index(bob, cells[edit].first), cells[edit].second));
    }
    QCOMPARE(doc.undoStack()->count(), 1);
    QVERIFY(doc.isModified());

    // The edit as the game has it, read back through the game file's reader.
    const Game edited = doc.game();
    Problems problems;
    const ApState state = readApState(edited.ap, problems);
    QVERIFY2(problems.isEmpty(), qPrintable(problems.value(0).toString()));
    const ApState before = apOf(original);
    if (edit == u"add") {
        QCOMPARE(state.players.size(), before.players.size() + 1);
        QCOMPARE(state.players.last().name, QStringLiteral("Frank"));
        QCOMPARE(state.players.last().email, QStringLiteral("frank@example.org"));
        QCOMPARE(state.players.last().combat, 0);
        QCOMPARE(model.rowCount(), 6);
    } else if (edit == u"remove") {
        QCOMPARE(state.players.size(), before.players.size() - 1);
        QCOMPARE(state.playerIndex(QStringLiteral("Eve")), -1);
        QCOMPARE(state.accountIndex(17), -1);
        QCOMPARE(state.accountIndex(42), 0);
    } else if (edit == u"rename") {
        QCOMPARE(state.players[bob].name, QStringLiteral("Robert"));
    } else if (edit == u"combat") {
        QCOMPARE(state.players[bob].combat, 5);
    } else if (edit == u"free") {
        QCOMPARE(state.players[bob].free, 0);
    } else if (edit == u"money") {
        QCOMPARE(state.players[bob].money, qint64(1234));
    } else if (edit == u"email") {
        QCOMPARE(state.players[bob].email, QStringLiteral("bob@mars.example"));
    } else if (edit == u"embargoed") {
        QVERIFY(state.players[bob].embargoed);
    }
    // Nothing else of the game changed.
    Game onlyAp = original;
    onlyAp.ap = edited.ap;
    QVERIFY(edited == onlyAp);

    doc.undoStack()->undo();
    QVERIFY(doc.game() == original);
    QCOMPARE(model.rowCount(), 5);
    QCOMPARE(rowOf(*panel.model(), QStringLiteral("Bob")), bob);
    doc.undoStack()->redo();
    QVERIFY(doc.game() == edited);
}

void TestApPlayers::renameCarriesAccounts()
{
    GameDocument doc;
    doc.setGame(readGame(GamePath));
    ApLedgerPanel panel(&doc);
    ApPlayersModel &model = *panel.playersModel();
    const int carol = 2;
    QVERIFY(model.setData(model.index(carol, ApPlayersModel::Name), QStringLiteral("Caroline")));
    const ApState state = apOf(doc.game());
    QCOMPARE(state.accounts[state.accountIndex(42)].owner, QStringLiteral("Caroline"));
    QCOMPARE(state.accounts[state.accountIndex(17)].owner, QStringLiteral("Eve"));
    QVERIFY(rowOf(*panel.model(), QStringLiteral("Caroline")) >= 0);  // the ledger follows at once
    QCOMPARE(rowOf(*panel.model(), QStringLiteral("Carol")), -1);
}

void TestApPlayers::refusedEditChangesNothing_data()
{
    QTest::addColumn<int>("column");
    QTest::addColumn<QString>("value");
    QTest::addColumn<QString>("reason");  // what the refusal must name
    QTest::newRow("negative attribute") << int(ApPlayersModel::Intrigue) << "-1" << "ap.players[1].intrigue";
    QTest::newRow("attribute over 1,000") << int(ApPlayersModel::Diplomacy) << "1001" << "ap.players[1].diplomacy";
    QTest::newRow("negative money") << int(ApPlayersModel::Money) << "-5" << "ap.players[1].money";
    QTest::newRow("not a number") << int(ApPlayersModel::Combat) << "three" << "whole number";
    QTest::newRow("duplicate name") << int(ApPlayersModel::Name) << "alice" << "duplicate player";
    QTest::newRow("empty name") << int(ApPlayersModel::Name) << "  " << "ap.players[1].name";
}

void TestApPlayers::refusedEditChangesNothing()
{
    QFETCH(int, column);
    QFETCH(QString, value);
    QFETCH(QString, reason);
    GameDocument doc;
    const Game original = readGame(GamePath);
    doc.setGame(original);
    ApLedgerPanel panel(&doc);
    QSignalSpy refused(&panel, &ApLedgerPanel::refused);
    ApPlayersModel &model = *panel.playersModel();
    QVERIFY(!model.setData(model.index(1, column), value));
    QCOMPARE(refused.size(), 1);
    const QString said = refused.first().first().toString();
    QVERIFY2(said.contains(reason), qPrintable(said));
    QCOMPARE(doc.undoStack()->count(), 0);
    QVERIFY(doc.game() == original);

    // Adding a player of a name already used is refused the same way.
    const QString again = panel.playerActions()->addPlayer(QStringLiteral("BOB"));
    QVERIFY2(again.contains(QStringLiteral("duplicate player")), qPrintable(again));
    QCOMPARE(doc.undoStack()->count(), 0);
    QVERIFY(doc.game() == original);
}

void TestApPlayers::capsFollowAttributes()
{
    GameDocument doc;
    doc.setGame(readGame(GamePath));
    ApLedgerPanel panel(&doc);
    const ApLedgerModel &ledger = *panel.model();
    ApPlayersModel &model = *panel.playersModel();
    const int row = rowOf(ledger, QStringLiteral("Dave"));  // D 2, C 4, I 1, F 0 in the sample
    QVERIFY(row >= 0);
    auto cap = [&](int column) { return ledger.index(row, column).data(ApLedgerModel::CapRole).toInt(); };
    // docs/rules.md §6: AP = 2·(D + C + I + F) + 4; Combat cap 2C + 1, Diplomatic 2D + 1, Intrigue 2I + 1.
    QCOMPARE(cap(ApLedgerModel::Ap), 2 * (2 + 4 + 1 + 0) + 4);
    QCOMPARE(cap(ApLedgerModel::Combat), 2 * 4 + 1);

    QVERIFY(model.setData(model.index(3, ApPlayersModel::Combat), QStringLiteral("6")));
    QVERIFY(model.setData(model.index(3, ApPlayersModel::Diplomacy), QStringLiteral("0")));
    QVERIFY(model.setData(model.index(3, ApPlayersModel::Free), QStringLiteral("3")));
    QVERIFY(!panel.isRecomputePending());  // at once, not after the typing pause
    QCOMPARE(cap(ApLedgerModel::Ap), 2 * (0 + 6 + 1 + 3) + 4);
    QCOMPARE(cap(ApLedgerModel::Combat), 2 * 6 + 1);
    QCOMPARE(cap(ApLedgerModel::Diplomatic), 2 * 0 + 1);
    QCOMPARE(cap(ApLedgerModel::Intrigue), 2 * 1 + 1);

    doc.undoStack()->undo();
    doc.undoStack()->undo();
    doc.undoStack()->undo();
    QCOMPARE(cap(ApLedgerModel::Ap), 2 * (2 + 4 + 1 + 0) + 4);
    QCOMPARE(cap(ApLedgerModel::Combat), 2 * 4 + 1);
}

void TestApPlayers::earlierTurnIsReadOnly()
{
    GameDocument doc;
    const Game original = readGame(GamePath);
    doc.setGame(original);
    ApLedgerPanel panel(&doc);
    ApPlayersModel &model = *panel.playersModel();
    QVERIFY(model.flags(model.index(0, ApPlayersModel::Combat)) & Qt::ItemIsEditable);
    QVERIFY(panel.playerActions()->addAction()->isEnabled());
    doc.showView(GameDocument::View::History, original, QStringLiteral("turn 3"));
    QVERIFY(!(model.flags(model.index(0, ApPlayersModel::Combat)) & Qt::ItemIsEditable));
    QVERIFY(!panel.playerActions()->addAction()->isEnabled());
    QVERIFY(!panel.playerActions()->addPlayer(QStringLiteral("Frank")).isEmpty());
    QVERIFY(!model.setData(model.index(0, ApPlayersModel::Combat), QStringLiteral("2")));
    QCOMPARE(doc.undoStack()->count(), 0);
    doc.showCurrent();
    QVERIFY(model.flags(model.index(0, ApPlayersModel::Combat)) & Qt::ItemIsEditable);
}

QTEST_MAIN(TestApPlayers)
#include "tst_applayers.moc"
