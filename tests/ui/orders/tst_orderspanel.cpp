// The order entry panel, driven offscreen: every problem of a bad orders
// text is listed at once with its line (the same problems, lines and
// messages as `adjutant-cli check`), the bad lines are marked in the editor
// with their reason, clicking a problem goes to its line, imported files are
// appended (a file that is not UTF-8 imports nothing), the text belongs
// to the document, and resolving before the deadline asks first.
#include "document/GameDocument.h"
#include "model/GameJson.h"
#include "orders/OrdersEditor.h"
#include "orders/OrdersHighlighter.h"
#include "orders/OrdersPanel.h"

#include <QListView>
#include <QFile>
#include <QListWidget>
#include <QProcess>
#include <QProgressDialog>
#include <QPushButton>
#include <QSet>
#include <QTemporaryDir>
#include <QRegularExpression>
#include <QJsonObject>
#include <QSignalSpy>
#include <QTest>
#include <QUndoStack>
#include <QTextBlock>

#include "TestSupport.h"
#include "UiTestSupport.h"

using namespace adj;
using namespace adj::ui;

using namespace adj::test;

namespace {

// Each bad line names what docs/formats.md "Orders" and `check` call a problem.
const QString BadOrders = QStringLiteral(
    "# a comment\n"                      // 1
    "1  LEVY    YRS  -    3\n"           // 2  before any NATION line
    "NATION NOR\n"                       // 3
    "1  LEVY    YRS  -    3\n"           // 4  fine
    "2  MOVE    YRS  QQQ  1\n"           // 5  unknown area QQQ
    "3  FROB    YRS\n"                   // 6  unknown action
    "1  GROW    LOT\n"                   // 7  slot 1 used twice
    "17 LEVY    YRS  -    1\n"           // 8  slot out of range
    "NATION ZZZ\n"                       // 9  unknown nation
    "NATION nor\n"                       // 10 (lower case is fine)
    "4  move    yrs  cly  1\n"           // 11 CLY does not border YRS
    "5  FORTIFY BER  -    1\n");         // 12 fine
const QSet<int> BadLines = {2, 5, 6, 7, 8, 9, 11};

QSet<int> listedLines(const OrdersPanel &panel)
{
    QSet<int> lines;
    for (const Problem &p : panel.problems())
        lines.insert(p.line);
    return lines;
}

// `adjutant-cli check GAME ORDERS` as (line, message) pairs.
QList<QPair<int, QString>> cliProblems(const QString &game, const QString &ordersPath)
{
    QProcess cli;
    cli.start(QStringLiteral(ADJ_CLI), {QStringLiteral("check"), game, ordersPath});
    if (!cli.waitForFinished(60000))
        return {};
    QList<QPair<int, QString>> out;
    const QString prefix = ordersPath + QLatin1Char(':');
    for (const QString &line : QString::fromUtf8(cli.readAllStandardOutput()).split(QLatin1Char('\n'))) {
        if (!line.startsWith(prefix))
            continue;
        const QString rest = line.mid(prefix.size());
        const int colon = int(rest.indexOf(QStringLiteral(": ")));
        out.append({rest.left(colon).toInt(), rest.mid(colon + 2)});
    }
    return out;
}

// Resolves, answering any message box it asks with Cancel (none should
// come): whether one came, so that no answer is left for a later box.
bool resolvesUnasked(OrdersPanel &panel)
{
    bool asked = false;
    QTimer guard;
    QObject::connect(&guard, &QTimer::timeout, [&asked] {
        if (auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget())) {
            asked = true;
            box->reject();
        }
    });
    guard.start(10);
    panel.resolveTurn();
    return !waitForResolve(&panel) || asked;
}

QList<QPair<int, QString>> panelProblems(const OrdersPanel &panel)
{
    QList<QPair<int, QString>> out;
    for (const Problem &p : panel.problems())
        out.append({p.line, p.message});
    return out;
}

} // namespace

class TestOrdersPanel : public QObject
{
    Q_OBJECT
private slots:
    void init();
    void listsEveryProblemWithItsLine();
    void sameProblemsAsCheck_data();
    void sameProblemsAsCheck();
    void badLinesAreMarkedWithTheirReason();
    void clickingProblemGoesToLine();
    void goodOrdersHaveNoProblems();
    void countsPerNation();
    void nationLinesAreBold();
    void textBelongsToDocument();
    void importAppendsFiles();
    void importRefusesNonUtf8();
    void resolveEmitsResolution();
    void resolvingBeforeTheDeadlineAsksOnce();
    void resolveRunsOnAWorkerWithTheSynchronousResult();
    void cancelledResolveLeavesTheDocumentAsItWas();

private:
    std::unique_ptr<GameDocument> m_doc;
};

void TestOrdersPanel::init()
{
    m_doc = std::make_unique<GameDocument>();
    m_doc->setGame(readGame(SamplePath), SamplePath);
}

void TestOrdersPanel::listsEveryProblemWithItsLine()
{
    OrdersPanel panel(m_doc.get());
    panel.editor()->setPlainText(BadOrders);
    panel.checkNow();
    QCOMPARE(listedLines(panel), BadLines);
    // One list entry per problem, each naming its line.
    const QAbstractItemModel *shown = panel.problemsView()->model();
    QCOMPARE(shown->rowCount(), panel.problems().size());
    for (int i = 0; i < shown->rowCount(); ++i)
        QVERIFY2(shown->index(i, 0).data().toString().startsWith(QStringLiteral("line %1: ").arg(panel.problems()[i].line)),
                 qPrintable(shown->index(i, 0).data().toString()));
    // The messages name what is wrong.
    auto messagesOf = [&](int line) {
        QString all;
        for (const Problem &p : panel.problems())
            if (p.line == line)
                all += p.message + QLatin1Char('\n');
        return all;
    };
    QVERIFY(messagesOf(2).contains(QStringLiteral("NATION")));
    QVERIFY(messagesOf(5).contains(QStringLiteral("QQQ")));
    QVERIFY(messagesOf(6).contains(QStringLiteral("FROB")));
    QVERIFY(messagesOf(7).contains(QStringLiteral("twice")));
    QVERIFY(messagesOf(8).contains(QStringLiteral("17")));
    QVERIFY(messagesOf(9).contains(QStringLiteral("ZZZ")));
    QVERIFY(messagesOf(11).contains(QStringLiteral("CLY")));
    // Sorted by line.
    for (int i = 1; i < panel.problems().size(); ++i)
        QVERIFY(panel.problems()[i - 1].line <= panel.problems()[i].line);
}

void TestOrdersPanel::sameProblemsAsCheck_data()
{
    QTest::addColumn<QString>("text");
    QTest::newRow("bad orders") << BadOrders;
    QFile sample(SampleOrders);
    QVERIFY(sample.open(QIODevice::ReadOnly));
    QTest::newRow("sample turn 1") << QString::fromUtf8(sample.readAll());
    // A bad line uses its slot (docs/rules.md §8): the later ORDER in slot 8 is used twice.
    QTest::newRow("a bad line's slot") << QStringLiteral("NATION NOR\n8 DISBAND YRS - 2\nNATION MER\n1 GROW LEI\n"
                                                         "NATION NOR\n8 ORDER - - 5\n");
}

void TestOrdersPanel::sameProblemsAsCheck()
{
    QFETCH(QString, text);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("turn.orders"));
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(text.toUtf8());
    f.close();
    const auto expected = cliProblems(SamplePath, path);
    QVERIFY(!expected.isEmpty());  // both texts have mistakes

    OrdersPanel panel(m_doc.get());
    panel.editor()->setPlainText(text);
    panel.checkNow();
    QCOMPARE(panelProblems(panel), expected);
    if (QByteArray(QTest::currentDataTag()) == "a bad line's slot")
        QVERIFY2(expected.size() == 2 && expected[1].first == 6 && expected[1].second.contains(u"slot 8 is used twice"),
                 qPrintable(expected.value(1).second));
}

void TestOrdersPanel::badLinesAreMarkedWithTheirReason()
{
    OrdersPanel panel(m_doc.get());
    panel.editor()->setPlainText(BadOrders);
    panel.checkNow();
    const QTextDocument *doc = panel.editor()->document();
    for (int line = 1; line <= 12; ++line) {
        const bool bad = BadLines.contains(line);
        const QTextBlock block = doc->findBlockByNumber(line - 1);
        QCOMPARE(block.userState() == OrdersHighlighter::BadLineState, bad);
        QCOMPARE(!panel.editor()->lineProblem(line).isEmpty(), bad);
        // The bad part of the line is underlined.
        bool underlined = false;
        for (const QTextLayout::FormatRange &r : block.layout()->formats())
            underlined |= r.format.underlineStyle() == QTextCharFormat::WaveUnderline;
        QCOMPARE(underlined, bad);
    }
    QVERIFY(panel.editor()->lineProblem(5).contains(QStringLiteral("QQQ")));
    QVERIFY(panel.editor()->lineProblem(9).contains(QStringLiteral("ZZZ")));

    // Fixing a line clears its mark.
    QTextCursor c(doc->findBlockByNumber(4));
    c.select(QTextCursor::LineUnderCursor);
    c.insertText(QStringLiteral("2  MOVE    YRS  LNS  1"));
    panel.checkNow();
    QVERIFY(!listedLines(panel).contains(5));
    QVERIFY(doc->findBlockByNumber(4).userState() != OrdersHighlighter::BadLineState);
    QVERIFY(panel.editor()->lineProblem(5).isEmpty());
}

void TestOrdersPanel::clickingProblemGoesToLine()
{
    OrdersPanel panel(m_doc.get());
    panel.resize(500, 700);
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    panel.editor()->setPlainText(BadOrders);
    panel.checkNow();
    QListView *list = panel.problemsView();
    for (int row : {list->model()->rowCount() - 1, 0}) {
        const QModelIndex item = list->model()->index(row, 0);
        list->scrollTo(item);
        QTest::mouseClick(list->viewport(), Qt::LeftButton, {}, list->visualRect(item).center());
        QCOMPARE(panel.editor()->currentLine(), panel.problems()[row].line);
    }
}

void TestOrdersPanel::goodOrdersHaveNoProblems()
{
    OrdersPanel panel(m_doc.get());
    panel.editor()->setPlainText(QStringLiteral("NATION NOR\n1 LEVY YRS - 3\n2 MOVE YRS LNS AB-1\n"));
    panel.checkNow();
    QVERIFY(panel.problems().isEmpty());
    QCOMPARE(panel.problemsView()->model()->rowCount(), 0);
    QCOMPARE(panel.orderCount(), 2);
    QVERIFY(panel.highlighter()->badLines().isEmpty());
}

// The turn status line's figures: each nation's order lines and the problems
// on them; a problem on a NATION line belongs to no nation's orders.
void TestOrdersPanel::countsPerNation()
{
    OrdersPanel panel(m_doc.get());
    panel.editor()->setPlainText(BadOrders);
    panel.checkNow();
    const QMap<QString, NationOrders> &byNation = m_doc->checkedOrders().byNation;
    QCOMPARE(byNation.keys(), QStringList({QString(), QStringLiteral("NOR")}));
    QCOMPARE(byNation[QString()].lines, 1);     // line 2, before any NATION line
    QCOMPARE(byNation[QString()].problems, 1);
    QCOMPARE(byNation[QStringLiteral("NOR")].lines, 7);     // lines 4-8, 11, 12
    QCOMPARE(byNation[QStringLiteral("NOR")].problems, 5);  // lines 5-8, 11
}

// NATION lines are bold: the word first on the line in any case, after
// white space; not a longer word, not a later word.
void TestOrdersPanel::nationLinesAreBold()
{
    OrdersPanel panel(m_doc.get());
    panel.editor()->setPlainText(QStringLiteral("NATION NOR\n \tnation nor  # again\nNATIONAL\n1 NATION\nNation\n# NATION\n"));
    const QTextDocument *doc = panel.editor()->document();
    const QList<bool> expected{true, true, false, false, true, false};
    for (int line = 0; line < expected.size(); ++line) {
        bool bold = false;
        for (const QTextLayout::FormatRange &r : doc->findBlockByNumber(line).layout()->formats())
            bold |= r.format.fontWeight() == QFont::Bold;
        QVERIFY2(bold == expected[line], qPrintable(QString::number(line + 1)));
    }
}

void TestOrdersPanel::textBelongsToDocument()
{
    {
        OrdersPanel panel(m_doc.get());
        panel.editor()->setPlainText(BadOrders);
        QCOMPARE(m_doc->ordersText(), BadOrders);
    }
    // Another panel on the same document shows the same text and problems.
    OrdersPanel again(m_doc.get());
    QCOMPARE(again.editor()->toPlainText(), BadOrders);
    again.checkNow();
    QCOMPARE(listedLines(again), BadLines);
    QVERIFY(m_doc->isModified());  // typed orders are an unsaved change
    // A game opened with the orders saved for its turn shows them, checked against it.
    m_doc->setGame(readGame(SamplePath), SamplePath, BadOrders);
    QCOMPARE(again.editor()->toPlainText(), BadOrders);
    QVERIFY(!m_doc->isModified());
    again.checkNow();
    QCOMPARE(listedLines(again), BadLines);
    // A game opened without orders shows none.
    m_doc->setGame(readGame(SamplePath), SamplePath);
    QCOMPARE(again.editor()->toPlainText(), QString());
}

void TestOrdersPanel::importAppendsFiles()
{
    QTemporaryDir dir;
    const QString second = dir.filePath(QStringLiteral("late.orders"));
    QFile f(second);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write("NATION MER\r\n1  GROW    LEI\r\n");  // CRLF, as mail may deliver it
    f.close();

    OrdersPanel panel(m_doc.get());
    panel.editor()->setPlainText(QStringLiteral("NATION NOR\n1 LEVY YRS - 3"));
    QCOMPARE(panel.importFiles({SampleOrders, second}), QString());
    const QString text = panel.editor()->toPlainText();
    QVERIFY(text.startsWith(QStringLiteral("NATION NOR\n1 LEVY YRS - 3\n")));
    QFile sample(SampleOrders);
    QVERIFY(sample.open(QIODevice::ReadOnly));
    const QString sampleText = QString::fromUtf8(sample.readAll());
    QVERIFY(text.contains(sampleText));
    QVERIFY(text.indexOf(sampleText) < text.indexOf(QStringLiteral("NATION MER\n1  GROW    LEI")));
    QVERIFY(!text.contains(QLatin1Char('\r')));
    QCOMPARE(m_doc->ordersText(), text);
}

void TestOrdersPanel::importRefusesNonUtf8()
{
    QTemporaryDir dir;
    const QString latin1 = dir.filePath(QStringLiteral("latin1.orders"));
    QFile f(latin1);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write("# K\xf6nig\nNATION NOR\n1 LEVY YRS - 3\n");
    f.close();
    OrdersPanel panel(m_doc.get());
    panel.editor()->setPlainText(QStringLiteral("NATION NOR\n"));
    const QString error = panel.importFiles({SampleOrders, latin1});
    QVERIFY(error.contains(QStringLiteral("latin1.orders")));
    QVERIFY(error.contains(QStringLiteral("UTF-8")));
    QCOMPARE(panel.editor()->toPlainText(), QStringLiteral("NATION NOR\n"));  // nothing imported
}

void TestOrdersPanel::resolveEmitsResolution()
{
    OrdersPanel panel(m_doc.get());
    QFile sample(SampleOrders);
    QVERIFY(sample.open(QIODevice::ReadOnly));
    panel.editor()->setPlainText(QString::fromUtf8(sample.readAll()));
    panel.checkNow();
    const int problems = int(panel.problems().size());
    QVERIFY2(problems > 0, "the sample orders have deliberate bad lines");

    // With problems open, resolving asks first; Cancel resolves nothing.
    auto asked = answerNextMessageBox(QString(), QMessageBox::Cancel);
    panel.resolveTurn();
    QVERIFY(asked->asked);
    QVERIFY2(asked->text.contains(QString::number(problems)), qPrintable(asked->text));
    QVERIFY(!m_doc->resolution());

    // "Resolve Anyway": the document holds the resolution, as one undoable step.
    asked = answerNextMessageBox(QStringLiteral("Resolve Anyway"));
    QSignalSpy finished(&panel, &OrdersPanel::resolveFinished);
    panel.resolveTurn();
    QVERIFY(asked->asked);
    QVERIFY(waitForResolve(&panel));
    QCOMPARE(finished.size(), 1);
    QCOMPARE(finished.first().first().toBool(), true);
    QVERIFY(m_doc->hasOpenResolution());
    const TurnRecord &record = *m_doc->resolution();
    QVERIFY(record.before == m_doc->game());
    QCOMPARE(record.resolution.next.turn, m_doc->game().turn + 1);
    QCOMPARE(record.orders, panel.editor()->toPlainText());
    // Every order line of the text is one step; the bad lines are failed ones (docs/formats.md "Orders").
    int failed = 0;
    for (const Step &s : record.resolution.steps)
        failed += s.outcome == u"failed" && s.phase.isEmpty() && listedLines(panel).contains(s.line);
    QCOMPARE(failed, listedLines(panel).size());
    QCOMPARE(m_doc->undoStack()->count(), 1);
    m_doc->undoStack()->undo();
    QVERIFY(!m_doc->resolution());
}

// The turn resolves on a worker thread. Nothing changes before
// control is back in the event loop; then the result is one undoable step,
// the very one the synchronous resolver gives for the same game and text.
// Before the deadline (plus grace) with nations missing, Resolve Turn asks
// first, naming the time left and who sent nothing; Cancel resolves nothing.
// Once agreed, the same turn is not asked about again; a game whose deadline
// has passed and whose every nation sent orders is not asked about at all.
void TestOrdersPanel::resolvingBeforeTheDeadlineAsksOnce()
{
    Game game = readGame(SamplePath);
    const QDateTime deadline = QDateTime::currentDateTimeUtc().addSecs(3 * 3600);
    game.extra.insert(QStringLiteral("schedule"), QJsonObject{{QStringLiteral("deadline"), deadline.toString(Qt::ISODate)},
                                                              {QStringLiteral("timeZone"), QStringLiteral("UTC")},
                                                              {QStringLiteral("graceMinutes"), 30}});
    m_doc->setGame(game, SamplePath);
    OrdersPanel panel(m_doc.get());
    panel.editor()->setPlainText(QStringLiteral("NATION NOR\n1 LEVY YRS - 3\n"));
    panel.checkNow();

    auto asked = answerNextMessageBox(QString(), QMessageBox::Cancel);
    panel.resolveTurn();
    QVERIFY(asked->asked);
    QCOMPARE(asked->objectName, QStringLiteral("resolveBeforeDeadline"));
    QVERIFY2(asked->text.contains(QRegularExpression(QStringLiteral("orders still count for 3 h (29|30) min"))), qPrintable(asked->text));
    QVERIFY2(asked->text.contains(QStringLiteral("No orders from %1 nation").arg(game.nations.size() - 1)), qPrintable(asked->text));
    QVERIFY2(asked->text.contains(QStringLiteral("MER")) && !asked->text.contains(QStringLiteral("NOR,")), qPrintable(asked->text));
    QVERIFY(!m_doc->resolution());

    asked = answerNextMessageBox(QStringLiteral("Resolve Now"));
    panel.resolveTurn();
    QVERIFY(asked->asked);
    QVERIFY(waitForResolve(&panel));
    QVERIFY(m_doc->resolution());
    m_doc->undoStack()->undo();
    QVERIFY(!m_doc->resolution());
    QVERIFY(!resolvesUnasked(panel));  // agreed once for this turn

    // The deadline passed, every nation with an order: nothing to ask.
    game.extra.insert(QStringLiteral("schedule"), QJsonObject{{QStringLiteral("deadline"), QStringLiteral("2026-01-01T18:00:00Z")}});
    m_doc->setGame(game, SamplePath);
    OrdersPanel later(m_doc.get());
    QString all;
    for (const Nation &n : game.nations)
        all += QStringLiteral("NATION %1\n16 ORDER - - 1\n").arg(n.code);
    later.editor()->setPlainText(all);
    later.checkNow();
    QVERIFY(!resolvesUnasked(later));
    QVERIFY(m_doc->resolution());
}

void TestOrdersPanel::resolveRunsOnAWorkerWithTheSynchronousResult()
{
    OrdersPanel panel(m_doc.get());
    const QString text = readText(SampleOrders);
    panel.editor()->setPlainText(text);
    const Game before = m_doc->game();
    auto asked = answerNextMessageBox(QStringLiteral("Resolve Anyway"));  // the sample has bad lines
    QSignalSpy finished(&panel, &OrdersPanel::resolveFinished);
    panel.resolveTurn();
    QVERIFY(asked->asked);
    // Back from resolveTurn, not yet in the event loop: still resolving.
    QVERIFY(panel.isResolving());
    QVERIFY(!m_doc->resolution());
    QCOMPARE(m_doc->undoStack()->count(), 0);
    QCOMPARE(finished.size(), 0);

    QVERIFY(waitForResolve(&panel));
    QCOMPARE(finished.size(), 1);
    QCOMPARE(finished.first().first().toBool(), true);
    QCOMPARE(m_doc->undoStack()->count(), 1);
    const OrderSet set = parseOrders(text, turnOrdersName(), before, *Ruleset::get(before.ruleset));
    const Resolution expected = resolveTurn(before, set.orders);
    const TurnRecord &record = *m_doc->resolution();
    QVERIFY(record.before == before);
    QCOMPARE(record.orders, text);
    QVERIFY(record.resolution.afterActions == expected.afterActions);
    QVERIFY(record.resolution.next == expected.next);
    QCOMPARE(record.resolution.steps.size(), expected.steps.size());
    QVERIFY(record.resolution.steps == expected.steps);
    QCOMPARE(record.resolution.messages.size(), set.messages.size());
}

// Cancel (the progress dialog's button) before the result is
// applied leaves the game, the orders and the undo stack exactly as they were.
void TestOrdersPanel::cancelledResolveLeavesTheDocumentAsItWas()
{
    const Area first = m_doc->game().areas.first();
    QVERIFY(m_doc->editArea(first.code, QStringLiteral("armies"), first.armies + 1).isEmpty());
    QCOMPARE(m_doc->undoStack()->count(), 1);
    OrdersPanel panel(m_doc.get());
    const QString text = QStringLiteral("NATION NOR\n1 LEVY YRS - 3\n2 MOVE YRS LNS AB-1\n");
    panel.editor()->setPlainText(text);
    const Game before = m_doc->game();
    QSignalSpy finished(&panel, &OrdersPanel::resolveFinished);
    panel.resolveTurn();
    QVERIFY(panel.isResolving());
    auto *progress = panel.findChild<QProgressDialog *>(QStringLiteral("resolveProgress"));
    QVERIFY(progress);
    QPushButton *cancel = progress->findChild<QPushButton *>();
    QVERIFY(cancel);
    cancel->click();

    QVERIFY(waitForResolve(&panel));
    QCOMPARE(finished.size(), 1);
    QCOMPARE(finished.first().first().toBool(), false);
    QVERIFY(!m_doc->resolution());
    QVERIFY(m_doc->game() == before);
    QCOMPARE(m_doc->undoStack()->count(), 1);
    QCOMPARE(m_doc->undoStack()->index(), 1);
    QCOMPARE(panel.editor()->toPlainText(), text);
    QVERIFY(panel.resolveAction()->isEnabled());  // and it can be resolved again
}

QTEST_MAIN(TestOrdersPanel)
#include "tst_orderspanel.moc"
