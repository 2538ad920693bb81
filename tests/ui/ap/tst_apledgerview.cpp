// The AP ledger view (docs/rules.md §6, the AP rules; docs/formats.md "AP spends"), driven
// offscreen on the forum game and its round-4 spends: one top row per player
// with the core ledger's AP total and available AP and each category against
// its cap, a rejected spend flagged with its reason, problems of the text
// listed, edits of the text undone through the document's undo stack, and
// applying the round as one undoable edit.
#include "ap/ApBarDelegate.h"
#include "ap/ApLedger.h"
#include "ap/ApLedgerModel.h"
#include "ap/ApLedgerPanel.h"
#include "ap/ApReport.h"
#include "ap/ApSpends.h"
#include "document/GameDocument.h"
#include "io/TextFile.h"
#include "model/GameJson.h"
#include "orders/OrdersEditor.h"
#include "ruleset/Ruleset.h"
#include "window/MainWindow.h"

#include <QAction>
#include <QBrush>
#include <QDockWidget>
#include <QJsonArray>
#include <QListWidget>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

#include "TestSupport.h"
#include "UiTestSupport.h"

using namespace adj;
using namespace adj::ui;

using namespace adj::test;

namespace {

const QString GamePath = QStringLiteral(ADJ_GAMES_DIR "/forum.json");
const QString SpendsPath = QStringLiteral(ADJ_GAMES_DIR "/forum-round4.ap");

// The round as the core computes it (what adjutant-cli ap prints).
ApRound coreRound(const Game &game, const QString &text)
{
    Problems problems;
    const ApState state = readApState(game.ap, problems);
    const ApSpendsFile spends = parseApSpends(text, QStringLiteral("spends"), problems);
    const Ruleset &rules = *Ruleset::get(QStringLiteral("ap"));
    return resolveApRound(state, spends.spends, rules, Options(rules, game.options), game.seed);
}

// The model's numbers, player by player: "name total/available c/cap ...".
QStringList ledgerRows(const ApLedgerModel &m)
{
    QStringList rows;
    for (int r = 0; r < m.rowCount(); ++r) {
        QString row = m.index(r, ApLedgerModel::Name).data().toString();
        for (int c = ApLedgerModel::Ap; c <= ApLedgerModel::General; ++c) {
            const QModelIndex i = m.index(r, c);
            row += QStringLiteral(" %1/%2").arg(i.data(ApLedgerModel::SpentRole).toInt()).arg(i.data(ApLedgerModel::CapRole).toInt());
        }
        rows << row;
    }
    return rows;
}

QModelIndex spendAtLine(const ApLedgerModel &m, int line)
{
    for (int r = 0; r < m.rowCount(); ++r) {
        const QModelIndex player = m.index(r, 0);
        for (int i = 0; i < m.rowCount(player); ++i)
            if (m.index(i, 0, player).data(ApLedgerModel::LineRole).toInt() == line)
                return m.index(i, 0, player);
    }
    return {};
}

bool anyProblemContains(const ApLedgerPanel &panel, const QString &text, int line)
{
    for (const Problem &p : panel.problems())
        if (p.line == line && p.message.contains(text))
            return true;
    return false;
}

} // namespace

class TestApLedgerView : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
    }

    void onePlayerRowPerPlayerWithTheCoreLedger()
    {
        GameDocument doc;
        doc.setGame(readGame(GamePath), GamePath);
        ApLedgerPanel panel(&doc);
        QCOMPARE(panel.importFile(SpendsPath), QString());
        panel.recomputeNow();

        const ApLedgerModel &m = *panel.model();
        const ApRound core = coreRound(doc.game(), readText(SpendsPath));
        QCOMPARE(m.rowCount(), 5);
        QCOMPARE(m.rowCount(), int(core.players.size()));
        for (int r = 0; r < m.rowCount(); ++r) {
            const ApPlayerLedger &p = core.players[r];
            QCOMPARE(m.index(r, ApLedgerModel::Name).data().toString(), p.name);
            QCOMPARE(m.index(r, ApLedgerModel::Ap).data(ApLedgerModel::SpentRole).toInt(), p.total);
            QCOMPARE(m.index(r, ApLedgerModel::Ap).data(ApLedgerModel::CapRole).toInt(), p.budget.available);
            QCOMPARE(m.index(r, ApLedgerModel::Ap).data().toString(),
                     QStringLiteral("%1 / %2").arg(p.total).arg(p.budget.available));
            QCOMPARE(m.rowCount(m.index(r, 0)), int(p.spends.size()));
        }
        // docs/rules.md §6 for Alice (D3 C1 I2 F1): AP 2·(3+1+2+1)+4 = 18; caps
        // combat 2·1+1 = 3, diplomatic 2·3+1 = 7, intrigue 2·2+1 = 5.
        QCOMPARE(m.index(0, ApLedgerModel::Name).data().toString(), QStringLiteral("Alice"));
        QCOMPARE(m.index(0, ApLedgerModel::Ap).data(ApLedgerModel::CapRole).toInt(), 18);
        QCOMPARE(m.index(0, ApLedgerModel::Combat).data(ApLedgerModel::CapRole).toInt(), 3);
        QCOMPARE(m.index(0, ApLedgerModel::Diplomatic).data(ApLedgerModel::CapRole).toInt(), 7);
        QCOMPARE(m.index(0, ApLedgerModel::Intrigue).data(ApLedgerModel::CapRole).toInt(), 5);
        // General has no cap: its bar is measured against what the other
        // categories left of the round's total.
        const ApPlayerLedger &alice = core.players[0];
        QCOMPARE(m.index(0, ApLedgerModel::General).data(ApLedgerModel::SpentRole).toInt(),
                 alice.spentIn(ApCategory::General));
        QCOMPARE(m.index(0, ApLedgerModel::General).data(ApLedgerModel::CapRole).toInt(),
                 18 - alice.spentIn(ApCategory::Combat) - alice.spentIn(ApCategory::Diplomatic)
                     - alice.spentIn(ApCategory::Intrigue));
        // Spends in the order entered, each in its category's column.
        const QModelIndex aliceRow = m.index(0, 0);
        QCOMPARE(m.index(0, 0, aliceRow).data(ApLedgerModel::LineRole).toInt(), 11);
        QCOMPARE(m.index(0, 0, aliceRow).data(ApLedgerModel::CategoryRole).toString(), QStringLiteral("general"));
        QCOMPARE(m.index(0, ApLedgerModel::Action, aliceRow).data().toString().section(u' ', 0, 0), QStringLiteral("NOTEBOARD"));
        QCOMPARE(m.index(0, ApLedgerModel::General, aliceRow).data().toString(), QStringLiteral("1"));
        QVERIFY(panel.problems().isEmpty());
        QVERIFY(panel.canApply());
    }

    void rejectedSpendIsFlaggedWithItsReason()
    {
        GameDocument doc;
        doc.setGame(readGame(GamePath), GamePath);
        ApLedgerPanel panel(&doc);
        QCOMPARE(panel.importFile(SpendsPath), QString());
        const ApLedgerModel &m = *panel.model();

        // Line 14, Alice's INITIATE-EMBARGO (4 diplomatic AP) after 5 of her
        // 7 diplomatic AP are spent: over the cap, rejected, costs nothing.
        const QModelIndex embargo = spendAtLine(m, 14);
        QVERIFY(embargo.isValid());
        QCOMPARE(embargo.parent().data().toString(), QStringLiteral("Alice"));
        QCOMPARE(embargo.data(ApLedgerModel::DoneRole).toBool(), false);
        QCOMPARE(embargo.data(ApLedgerModel::CostRole).toInt(), 0);
        QCOMPARE(embargo.data(ApLedgerModel::CategoryRole).toString(), QStringLiteral("diplomatic"));
        const QString reason = embargo.data(ApLedgerModel::ReasonRole).toString();
        QVERIFY2(reason.contains(QStringLiteral("diplomatic cap")), qPrintable(reason));
        const QModelIndex outcome = embargo.siblingAtColumn(ApLedgerModel::Outcome);
        QVERIFY(outcome.data().toString().contains(reason));
        QVERIFY(outcome.data(Qt::ToolTipRole).toString().contains(reason));
        QVERIFY(embargo.data(Qt::BackgroundRole).value<QBrush>().style() != Qt::NoBrush);
        QVERIFY(embargo.data(Qt::ForegroundRole).value<QBrush>().color().red() > 128);
        // The cap's bar says a spend over it was rejected.
        QCOMPARE(m.index(0, ApLedgerModel::Diplomatic).data(ApLedgerModel::RejectedRole).toInt(), 1);
        // A spend that was done is not flagged.
        const QModelIndex notice = spendAtLine(m, 11);
        QCOMPARE(notice.data(ApLedgerModel::DoneRole).toBool(), true);
        QVERIFY(notice.data(ApLedgerModel::ReasonRole).toString().isEmpty());
        QVERIFY(!notice.data(Qt::BackgroundRole).isValid());
        // The rejected line is marked in the editor too.
        QVERIFY(panel.editor()->lineProblem(14).contains(reason));
    }

    void problemsOfTheTextAreListed()
    {
        GameDocument doc;
        doc.setGame(readGame(GamePath), GamePath);
        ApLedgerPanel panel(&doc);
        // An unreadable line and a spend under an unknown player are
        // rejected spends; both are listed with their lines.
        doc.setApSpendsText(QStringLiteral("ROUND 4\nPLAYER Bob\nNOTEBOARD to=Alice \"no closing quote\n"
                                           "PLAYER Zed\nMOVE-HERO hero=X to=Mars\n"));
        panel.recomputeNow();
        QVERIFY(anyProblemContains(panel, QStringLiteral("closing quote"), 3));
        QVERIFY(anyProblemContains(panel, QStringLiteral("Zed"), 5));
        QCOMPARE(panel.problemsView()->model()->rowCount(), int(panel.problems().size()));
        QVERIFY(panel.canApply());  // rejected spends do not stop the round

        // docs/formats.md: ROUND must match the game's ap.round.
        doc.setApSpendsText(QStringLiteral("ROUND 3\nPLAYER Bob\nMOVE-HERO hero=X to=Mars\n"));
        panel.recomputeNow();
        QVERIFY(anyProblemContains(panel, QStringLiteral("does not match"), 1));
        QVERIFY(!panel.canApply());
        QVERIFY(!panel.applyAction()->isEnabled());
        QVERIFY(!panel.applyRound());
        QCOMPARE(doc.game().ap, readGame(GamePath).ap);

        doc.setApSpendsText(QStringLiteral("PLAYER Bob\nMOVE-HERO hero=X to=Mars\n"));
        panel.recomputeNow();
        QVERIFY(anyProblemContains(panel, QStringLiteral("ROUND"), 1));
        QVERIFY(!panel.canApply());
    }

    void editingTheTextAndUndoingRestoresTheLedger()
    {
        GameDocument doc;
        doc.setGame(readGame(GamePath), GamePath);
        ApLedgerPanel panel(&doc);
        QCOMPARE(panel.importFile(SpendsPath), QString());
        const QStringList before = ledgerRows(*panel.model());
        const int steps = doc.undoStack()->count();

        // The moderator types: Bob moves another legion, in two keystrokes'
        // worth of edits within one editing session.
        const QString original = panel.editor()->toPlainText();
        QCOMPARE(original, readText(SpendsPath));
        QString edited = original;
        edited.replace(QStringLiteral("MOVE-LEGION  legion=L3  to=Terra"),
                       QStringLiteral("MOVE-LEGION  legion=L3  to=Terra\nMOVE-LEGION  legion=L4  to=Mars"));
        panel.editor()->setPlainText(edited.left(edited.indexOf(QStringLiteral("L4"))));
        panel.editor()->setPlainText(edited);
        QCOMPARE(doc.apSpendsText(), edited);
        panel.commitEdit();
        QCOMPARE(doc.undoStack()->count(), steps + 1);  // one undoable edit
        panel.recomputeNow();
        const QStringList after = ledgerRows(*panel.model());
        QVERIFY(after != before);
        ApLedgerModel expected;
        expected.setRound(coreRound(doc.game(), edited));
        QCOMPARE(after, ledgerRows(expected));

        doc.undoStack()->undo();
        QCOMPARE(doc.apSpendsText(), original);
        QCOMPARE(panel.editor()->toPlainText(), original);
        panel.recomputeNow();
        QCOMPARE(ledgerRows(*panel.model()), before);

        doc.undoStack()->redo();
        QCOMPARE(panel.editor()->toPlainText(), edited);
        panel.recomputeNow();
        QCOMPARE(ledgerRows(*panel.model()), after);

        // A later edit is a step of its own.
        panel.editor()->setPlainText(original);
        panel.commitEdit();
        QCOMPARE(doc.undoStack()->count(), steps + 2);
        doc.undoStack()->undo();
        QCOMPARE(doc.apSpendsText(), edited);
    }

    void applyRoundIsOneUndoableEdit()
    {
        GameDocument doc;
        const Game game = readGame(GamePath);
        doc.setGame(game, GamePath);
        ApLedgerPanel panel(&doc);
        QCOMPARE(panel.importFile(SpendsPath), QString());
        const QString spends = doc.apSpendsText();
        const ApRound core = coreRound(game, spends);
        const int steps = doc.undoStack()->count();

        QVERIFY(panel.applyRound());
        QCOMPARE(doc.undoStack()->count(), steps + 1);
        // The game's ap object is the round's `next` state: round + 1, money moved.
        QCOMPARE(doc.game().ap, writeApState(core.next, game.ap));
        QCOMPARE(doc.game().ap.value(u"round").toInt(), 5);
        Problems problems;
        const ApState next = readApState(doc.game().ap, problems);
        QCOMPARE(next.players.size(), core.next.players.size());
        for (int i = 0; i < next.players.size(); ++i)
            QCOMPARE(next.players[i].money, core.next.players[i].money);
        QCOMPARE(next.accounts.size(), game.ap.value(u"accounts").toArray().size() + core.opened.size());
        // Everything else of the game is as it was; the text is cleared for round 5.
        Game withoutAp = doc.game();
        withoutAp.ap = game.ap;
        QCOMPARE(withoutAp, game);
        QVERIFY(doc.apSpendsText().isEmpty());

        doc.undoStack()->undo();
        QCOMPARE(doc.game(), game);
        QCOMPARE(doc.apSpendsText(), spends);
        panel.recomputeNow();
        QCOMPARE(panel.model()->index(0, ApLedgerModel::Ap).data(ApLedgerModel::SpentRole).toInt(), core.players[0].total);

        doc.undoStack()->redo();
        QCOMPARE(doc.game().ap.value(u"round").toInt(), 5);
    }

    // The window and `adjutant-cli ap` check the round once, the same way
    // (ap/ApCheck.h): the same ledger, and the same game once applied; a
    // ROUND against another round stops both.
    void theWindowAndTheCommandLineGiveOneRound()
    {
        QTemporaryDir dir;
        const QString next = dir.filePath(QStringLiteral("next.json"));
        const CliRun run = cli({QStringLiteral("ap"), GamePath, SpendsPath, QStringLiteral("--json"), QStringLiteral("-o"), next});
        QVERIFY2(run.status == 0, qPrintable(run.err));
        GameDocument doc;
        doc.setGame(readGame(GamePath), GamePath);
        ApLedgerPanel panel(&doc);
        QCOMPARE(panel.importFile(SpendsPath), QString());
        panel.recomputeNow();
        QVERIFY(panel.model()->hasRound());
        QCOMPARE(QString::fromUtf8(apLedgerJson(panel.model()->round())), run.out);
        QVERIFY(panel.applyRound());
        QCOMPARE(writeGameJson(doc.game()), fileBytes(next));

        // Round 5's game, given round 4's spends again: both refuse them.
        const CliRun again = cli({QStringLiteral("ap"), next, SpendsPath});
        QCOMPARE(again.status, 1);
        QVERIFY2(again.err.contains(QStringLiteral("ROUND 4 does not match the game's round 5")), qPrintable(again.err));
        QCOMPARE(panel.importFile(SpendsPath), QString());
        panel.recomputeNow();
        QVERIFY(!panel.applyRound());
        QVERIFY(anyProblemContains(panel, QStringLiteral("ROUND 4 does not match the game's round 5"), 1));
    }

    // docs/rules.md §6, RC-EMBARGOLIFE: in the next round exactly the players named
    // by a done INITIATE-, JOIN- or MAINTAIN-EMBARGO are embargoed. The sample
    // round with Carol's embargo (set in round 4) not renewed, and Eve (first
    // spend, within her diplomatic cap 9) embargoing Bob instead.
    void applyRoundCarriesTheEmbargoes()
    {
        GameDocument doc;
        doc.setGame(readGame(GamePath), GamePath);
        ApLedgerPanel panel(&doc);
        QCOMPARE(panel.importFile(SpendsPath), QString());
        QString spends = doc.apSpendsText();
        QVERIFY(spends.contains(QStringLiteral("JOIN-EMBARGO  target=Carol\n")));
        spends.remove(QStringLiteral("JOIN-EMBARGO  target=Carol\n"));
        spends.replace(QStringLiteral("MAINTAIN-EMBARGO  target=Carol"), QStringLiteral("INITIATE-EMBARGO  target=Bob"));
        panel.editor()->setPlainText(spends);
        panel.commitEdit();
        QVERIFY(panel.applyRound());
        Problems problems;
        const ApState next = readApState(doc.game().ap, problems);
        QStringList embargoed;
        for (const ApPlayer &p : next.players)
            if (p.embargoed)
                embargoed.append(p.name);
        QCOMPARE(embargoed, QStringList{QStringLiteral("Bob")});
    }

    void barFillsSpentAgainstCap()
    {
        QCOMPARE(ApBarDelegate::fill(0, 7), 0.0);
        QCOMPARE(ApBarDelegate::fill(7, 7), 1.0);
        QCOMPARE(ApBarDelegate::fill(3, 6), 0.5);
        QCOMPARE(ApBarDelegate::fill(0, 0), 0.0);
        QCOMPARE(ApBarDelegate::fill(5, 4), 1.0);
    }

    void dockShownForGamesWithActionPoints()
    {
        MainWindow window;
        window.show();
        QVERIFY(window.openFile(GamePath));
        window.apLedgerPanel()->recomputeNow();
        auto *dock = window.findChild<QDockWidget *>(QStringLiteral("apLedgerDock"));
        QVERIFY(dock);
        QVERIFY(dock->isVisibleTo(&window));
        QCOMPARE(window.apLedgerPanel()->model()->rowCount(), 5);
        QVERIFY(window.openFile(QStringLiteral(ADJ_GAMES_DIR "/britain.json")));
        window.apLedgerPanel()->recomputeNow();
        QVERIFY(!dock->isVisibleTo(&window));
        QCOMPARE(window.apLedgerPanel()->model()->rowCount(), 0);
        // Spends typed and not saved: opening another game asks first, and Cancel keeps them.
        window.document()->setApSpendsText(QStringLiteral("ROUND 4\n"));
        auto asked = answerNextMessageBox(QString(), QMessageBox::Cancel);
        QVERIFY(!window.openFile(GamePath));
        QVERIFY(asked->asked);
        QCOMPARE(window.apLedgerPanel()->editor()->toPlainText(), QStringLiteral("ROUND 4\n"));
        asked = answerNextMessageBox(QString(), QMessageBox::Discard);
        QVERIFY(window.openFile(GamePath));
        QVERIFY(asked->asked);
        QCOMPARE(window.apLedgerPanel()->editor()->toPlainText(), QString());
        QVERIFY(dock->isVisibleTo(&window));
    }
};

QTEST_MAIN(TestApLedgerView)
#include "tst_apledgerview.moc"
