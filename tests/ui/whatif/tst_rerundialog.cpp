// History › Re-run From Here… in the window, offscreen: the game of
// tests/cases/audit/loss-rounding, played three turns under floorEach, re-run
// from turn 2 under floorSum. The dialog lists each turn with what differs
// and where the game would stand now, rings those areas on the map, adopts
// the re-run as one undoable step (the document follows the file both ways)
// and saves the errata, one mail a player. The game of
// tests/cases/audit/late-message is re-run from turn 1 with its late message
// counted, and its errata go to Mail's Send dialog.
#include "TestSupport.h"
#include "support/MailCase.h"
#include "UiTestMain.h"

#include "document/GameDocument.h"
#include "document/GameFileActions.h"
#include "history/HistoryPanel.h"
#include "mail/SendDialog.h"
#include "map/MapView.h"
#include "ruleset/Ruleset.h"
#include "whatif/RerunDialog.h"
#include "window/MainWindow.h"

#include <QComboBox>
#include <QAbstractButton>
#include <QDir>
#include <QHeaderView>
#include <QLabel>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QRegularExpression>
#include <QTranslator>
#include <QTreeWidget>
#include <QUndoStack>

using namespace adj;
using namespace adj::ui;
using namespace adj::test;

namespace {

const QString CaseDir = QStringLiteral(ADJ_CASES_DIR "/audit/loss-rounding");

bool pick(QComboBox *box, const std::function<bool(const QVariant &)> &wanted)
{
    for (int i = 0; i < box->count(); ++i)
        if (wanted(box->itemData(i))) {
            box->setCurrentIndex(i);
            return true;
        }
    return false;
}

// The letters the dialog's controls take with Alt (a button's, a field's
// label's): each once, or which text shares one.
QStringList sharedLetters(const QWidget *dialog)
{
    QStringList texts, found;
    for (const QAbstractButton *b : dialog->findChildren<QAbstractButton *>())
        texts << b->text();
    for (const QLabel *l : dialog->findChildren<QLabel *>())
        if (l->buddy())
            texts << l->text();
    QHash<QChar, QString> taken;
    static const QRegularExpression letter(QStringLiteral("&([^&])"));
    for (const QString &text : texts)
        if (const QRegularExpressionMatch m = letter.match(text); m.hasMatch()) {
            const QChar c = m.captured(1).at(0).toLower();
            if (taken.contains(c))
                found << QStringLiteral("\"%1\" and \"%2\" share Alt+%3").arg(taken.value(c), text, c);
            taken.insert(c, text);
        }
    return found;
}

// The loss-rounding case played three turns into a game file in `dir`; "" when it cannot be written.
QString playedCase(const QTemporaryDir &dir)
{
    const QString path = dir.filePath(QStringLiteral("game.adjutant"));
    return writeCaseHistory(path, CaseDir, 3).isEmpty() ? path : QString();
}

// The dialog on the loss-rounding case's file, from turn 2.
RerunDialog *openDialog(MainWindow &window, const QString &path)
{
    if (!window.openFile(path))
        return nullptr;
    window.historyPanel()->selectTurn(2);
    window.historyPanel()->findChild<QPushButton *>(QStringLiteral("rerunFromHere"))->click();
    return window.findChild<RerunDialog *>();
}

} // namespace

class TestRerunDialog : public QObject
{
    Q_OBJECT
private slots:
    void rerunAdoptUndoAndErrata()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("game.adjutant"));
        QCOMPARE(writeCaseHistory(path, CaseDir, 3), QString());
        MainWindow window;
        QVERIFY(window.openFile(path));
        HistoryPanel *history = window.historyPanel();
        history->selectTurn(2);
        auto *button = history->findChild<QPushButton *>(QStringLiteral("rerunFromHere"));
        QVERIFY(button && button->isEnabled());
        history->selectTurn(4);  // the open turn has nothing to re-run
        QVERIFY(!button->isEnabled());
        history->selectTurn(2);
        button->click();
        auto *dialog = window.findChild<RerunDialog *>();
        QVERIFY(dialog);
        QVERIFY(pick(dialog->findChild<QComboBox *>(QStringLiteral("rerunKey")),
                     [](const QVariant &v) { return v.toString() == u"lossRounding"; }));
        QVERIFY(pick(dialog->findChild<QComboBox *>(QStringLiteral("rerunValue")),
                     [](const QVariant &v) { return v.toJsonValue().toString() == u"floorSum"; }));
        QCOMPARE(dialog->rerun(), QString());

        QStringList rows;
        for (int i = 0; i < dialog->turnsView()->count(); ++i)
            rows.append(dialog->turnsView()->item(i)->text());
        QCOMPARE(rows, (QStringList{QStringLiteral("Turn 2: 2 steps differ, 4 differences at its end"),
                                    QStringLiteral("Turn 3: 3 steps differ, 6 differences at its end, 1 order no longer fits"),
                                    QStringLiteral("Now: 6 differences")}));
        // Where the game would stand now is shown first, its areas ringed.
        QCOMPARE(dialog->turnsView()->currentRow(), 2);
        MapView *map = window.findChild<MapView *>();
        QCOMPARE(map->markedAreas(), QStringList{QStringLiteral("TGT")});
        dialog->turnsView()->setCurrentRow(0);
        const QString steps = dialog->findChild<QPlainTextEdit *>(QStringLiteral("rerunSteps"))->toPlainText();
        QVERIFY2(steps.contains(QStringLiteral("4 + 1 = 5")) && steps.contains(QStringLiteral("= 6")), qPrintable(steps));

        // Adopted: the document shows the re-run's course; Edit › Undo takes it back, Redo again.
        GameDocument *doc = window.findChild<GameFileActions *>()->file()->document();
        QCOMPARE(doc->game().area(QStringLiteral("TGT"))->owner, QStringLiteral("NOR"));
        QCOMPARE(dialog->adopt(), QString());
        QVERIFY(doc->game().area(QStringLiteral("TGT"))->owner.isEmpty());
        QCOMPARE(doc->game().nation(QStringLiteral("NOR"))->treasury, 22);
        QVERIFY(!doc->isModified());  // written to the file
        QCOMPARE(doc->undoStack()->count(), 1);
        doc->undoStack()->undo();
        QCOMPARE(doc->game().area(QStringLiteral("TGT"))->owner, QStringLiteral("NOR"));
        doc->undoStack()->redo();
        QVERIFY(doc->game().area(QStringLiteral("TGT"))->owner.isEmpty());

        // The errata: one mail to each player.
        const QString out = dir.filePath(QStringLiteral("errata"));
        QCOMPARE(dialog->saveErrata(out), QString());
        QCOMPARE(QDir(out).entryList(QDir::Files), (QStringList{QStringLiteral("MER-erratum.eml"), QStringLiteral("NOR-erratum.eml")}));
        QVERIFY(readText(QDir(out).filePath(QStringLiteral("NOR-erratum.eml"))).contains(QStringLiteral("battle lost")));
        delete dialog;
        QVERIFY(map->markedAreas().isEmpty());
    }

    // Each rule choice offers at first another reading than the one in
    // force: a list's other value, the other of true and false, another number.
    void anotherReadingAtFirst()
    {
        QTemporaryDir dir;
        const QString path = playedCase(dir);
        QVERIFY(!path.isEmpty());
        MainWindow window;
        RerunDialog *dialog = openDialog(window, path);
        QVERIFY(dialog);
        auto *key = dialog->findChild<QComboBox *>(QStringLiteral("rerunKey"));
        auto *value = dialog->findChild<QComboBox *>(QStringLiteral("rerunValue"));
        const Game &game = window.document()->game();
        const Options options(*Ruleset::get(game.ruleset), game.options);
        int numbers = 0;
        for (int i = 0; i < key->count(); ++i) {
            const QString k = key->itemData(i).toString();
            if (k.isEmpty())
                continue;
            key->setCurrentIndex(i);
            if (!value->isEnabled())
                continue;  // RC-STALL: a ruleset with one reading only
            const QJsonValue now = options.value(k);
            const QJsonValue offered = value->isEditable() ? QJsonValue(value->currentText().toInt()) : value->currentData().toJsonValue();
            numbers += value->isEditable();
            QVERIFY2(offered != now, qPrintable(k));
        }
        QVERIFY(numbers > 0);  // ambushFactor among them
    }

    // Each control's Alt letter once, in English and in German.
    void eachLetterOnce()
    {
        QTemporaryDir dir;
        const QString path = playedCase(dir);
        QVERIFY(!path.isEmpty());
        {
            MainWindow window;
            RerunDialog *dialog = openDialog(window, path);
            QVERIFY(dialog);
            const QStringList found = sharedLetters(dialog);
            QVERIFY2(found.isEmpty(), qPrintable(found.join(u'\n')));
        }
        QTranslator german;
        QVERIFY(german.load(QStringLiteral(ADJ_GERMAN_QM)));
        QCoreApplication::installTranslator(&german);
        {
            MainWindow window;
            RerunDialog *dialog = openDialog(window, path);
            QVERIFY(dialog);
            QCOMPARE(dialog->windowTitle(), QStringLiteral("Ab hier neu auflösen"));
            const QStringList found = sharedLetters(dialog);
            QVERIFY2(found.isEmpty(), qPrintable(found.join(u'\n')));
        }
        QCoreApplication::removeTranslator(&german);
    }

    // NOR's late message counted (no rule change): the turns from 1 re-run
    // with NOR's turn 1 orders from it; adopted, the file keeps those orders.
    void aLateMessageCountedAndItsErrataSent()
    {
        QTemporaryDir dir;
        const QString path = mailCasePlayed(dir);
        QVERIFY(!path.isEmpty());
        MainWindow window;
        QVERIFY(window.openFile(path));
        window.historyPanel()->selectTurn(1);
        window.historyPanel()->findChild<QPushButton *>(QStringLiteral("rerunFromHere"))->click();
        auto *dialog = window.findChild<RerunDialog *>();
        QVERIFY(dialog);
        auto *key = dialog->findChild<QComboBox *>(QStringLiteral("rerunKey"));
        key->setCurrentIndex(0);  // no rule change
        QVERIFY(key->currentData().toString().isEmpty());
        QCOMPARE(dialog->rerun(), QStringLiteral("Choose a rule choice or a message of the turn to take otherwise."));
        // The four messages of turn 1, after "none", read on a worker; the late one offers to be counted.
        QTRY_COMPARE(dialog->messageBox()->count(), 5);
        const QString late = mailCaseSha(QStringLiteral("4-nor-late.eml"));
        QVERIFY(pick(dialog->messageBox(), [&late](const QVariant &v) { return v.toString() == late; }));
        QVERIFY2(dialog->messageBox()->currentText().contains(QStringLiteral("late, not counted")),
                 qPrintable(dialog->messageBox()->currentText()));
        QCOMPARE(dialog->decisionBox()->currentData().toString(), QStringLiteral("count"));
        QCOMPARE(dialog->rerun(), QString());
        // The same audit as `adjutant-cli audit --accept`, word for word
        // (one reading of the file and its ruling: audit/Audit.h).
        const CliRun audit = cli({QStringLiteral("audit"), path, QStringLiteral("--from"), QStringLiteral("1"),
                                  QStringLiteral("--accept"), late});
        QVERIFY2(audit.status == 0, qPrintable(audit.err));
        QCOMPARE(dialog->result(), audit.out);

        QStringList rows;
        for (int i = 0; i < dialog->turnsView()->count(); ++i)
            rows.append(dialog->turnsView()->item(i)->text());
        // Hand-worked in the case's accept-late-expected.json.
        QCOMPARE(rows, (QStringList{QStringLiteral("Turn 1: 2 steps differ, 6 differences at its end"),
                                    QStringLiteral("Turn 2: 3 steps differ, 8 differences at its end"),
                                    QStringLiteral("Now: 8 differences")}));
        const QString summary = dialog->findChild<QLabel *>(QStringLiteral("rerunSummary"))->text();
        // The message named by its sender and subject too; the steps and the
        // table speak of the other ruling, not of another reading.
        QVERIFY2(summary.endsWith(QStringLiteral("NOR's orders of turn 1 are now those of message %1 (from ann@example.org, "
                                                 "“Northumbria, turn 1 (changed)”)").arg(late.left(12))),
                 qPrintable(summary));
        dialog->turnsView()->setCurrentRow(0);
        const QString steps = dialog->findChild<QPlainTextEdit *>(QStringLiteral("rerunSteps"))->toPlainText();
        QVERIFY2(steps.contains(QStringLiteral("; under the other ruling: ")) && !steps.contains(QStringLiteral("reading")),
                 qPrintable(steps));
        auto *table = dialog->findChild<QTableWidget *>(QStringLiteral("rerunState"));
        QCOMPARE(table->horizontalHeaderItem(3)->text(), QStringLiteral("Under the other ruling"));
        // Both values in view, however long one is (a processing order).
        QVERIFY(table->rowCount() > 0);
        dialog->turnsView()->setCurrentRow(dialog->turnsView()->count() - 1);
        QTRY_VERIFY(table->isVisible());
        const QHeaderView *header = table->horizontalHeader();
        for (int c = 0; c < 4; ++c)
            QVERIFY2(header->sectionViewportPosition(c) >= 0
                         && header->sectionViewportPosition(c) + header->sectionSize(c) <= table->viewport()->width(),
                     qPrintable(table->horizontalHeaderItem(c)->text()));
        MapView *map = window.findChild<MapView *>();
        QCOMPARE(map->markedAreas(), (QStringList{QStringLiteral("ORG"), QStringLiteral("TGT")}));

        // Send Errata…: Mail's Send dialog, one erratum a player, each recorded as an erratum once sent.
        dialog->findChild<QPushButton *>(QStringLiteral("rerunSendErrata"))->click();
        auto *send = window.findChild<SendDialog *>();
        QVERIFY(send);
        QCOMPARE(send->windowTitle(), QStringLiteral("Send Errata: Turn 3"));
        QCOMPARE(send->table()->rowCount(), 2);
        QCOMPARE(send->mail().records.first().kind, SentMail::Kind::Erratum);
        send->table()->setCurrentCell(0, 0);
        const QString text = send->preview()->toPlainText();
        QVERIFY2(text.contains(QStringLiteral("A decision about the mail of turn 1 is taken otherwise: message %1").arg(late.left(12)))
                     && text.contains(QStringLiteral("counted, late as it was")),
                 qPrintable(text));
        delete send;

        // Adopted: turn 1's orders in the file are NOR's late ones.
        QCOMPARE(dialog->adopt(), QString());
        QString error;
        std::unique_ptr<GameStore> store = GameStore::open(path, &error, GameStore::Mode::ReadOnly);
        QVERIFY2(store, qPrintable(error));
        const std::optional<HistoryTurn> turn1 = store->turn(1, &error);
        QVERIFY2(turn1, qPrintable(error));
        QStringList orders;
        for (const Order &o : turn1->orders)
            orders.append(o.nation + u' ' + o.normalised());
        QCOMPARE(orders, (QStringList{QStringLiteral("MER FORTIFY MRC - 1"), QStringLiteral("NOR MOVE ORG TGT 6")}));
        QCOMPARE(store->replacedCourses().first().reason,
                 QStringLiteral("message %1 (from ann@example.org, “Northumbria, turn 1 (changed)”) counted, late as it was")
                     .arg(late.left(12)));
        delete dialog;
    }
};

int main(int argc, char **argv)
{
    return runUiTest<TestRerunDialog>(argc, argv, "tst_rerundialog", Keyring::None);
}

#include "tst_rerundialog.moc"
