// The orders parser (docs/formats.md "Orders"; docs/rules.md §2 "Number field"): one
// parse for check and resolve, every bad line named with its line number.
#include "TestSupport.h"
#include "model/GameJson.h"
#include "model/MapGraph.h"
#include "orders/Orders.h"
#include "report/Report.h"
#include "rules/Resolver.h"

#include <QTest>

using namespace adj;

namespace {

// Three lands and a sea: NOR and MER neighbours, HUM beyond MER.
Game game()
{
    return test::readGame(QStringLiteral(ADJ_DATA_DIR "/orders/small.json"));
}

OrderSet parse(const QString &text)
{
    const Game g = game();
    return parseOrders(text, QStringLiteral("o.orders"), g, *Ruleset::get(g.ruleset));
}

} // namespace

class TestOrders : public QObject
{
    Q_OBJECT
private slots:
    void formatsExample();
    void numberField_data();
    void numberField();
    void caseInsensitiveAndAliases();
    void commentsAndBlankLines();
    void messagesForTheGameReport();
    void badLines_data();
    void badLines();
    void everyProblemAtOnce();
    void checkAgainstMap();
    void badLinesBecomeFailedActions();
    void tenThousandLines();
    void nationWithNoOrders();
    void wordsAndWhiteSpace();
    void slotsOfEachNation();
};

void TestOrders::formatsExample()
{
    const OrderSet s = parse(QStringLiteral("# Turn 3 orders: lines starting with # are comments\n"
                                            "NATION NOR\n"
                                            "1  LEVY    YRS  -    3\n"
                                            "2  MOVE    YRS  LNS  AB-1\n"
                                            "16 ORDER   -    -    -\n"
                                            "NATION MER\n"
                                            "1  GROW    LNS\n"));
    QVERIFY(s.problems.isEmpty());
    QCOMPARE(s.orders.size(), 4);
    const Order &move = s.orders[1];
    QCOMPARE(move.nation, QStringLiteral("NOR"));
    QCOMPARE(move.slot, 2);
    QCOMPARE(move.action, QStringLiteral("MOVE"));
    QCOMPARE(move.field1, QStringLiteral("YRS"));
    QCOMPARE(move.field2, QStringLiteral("LNS"));
    QCOMPARE(move.number.kind, NumberField::AllBut);
    QCOMPARE(move.number.value, 1);
    QCOMPARE(move.line, 4);
    QCOMPARE(move.normalised(), QStringLiteral("MOVE YRS LNS AB-1"));
    QCOMPARE(s.orders[2].normalised(), QStringLiteral("ORDER"));
    QCOMPARE(s.orders[3].nation, QStringLiteral("MER"));
    QCOMPARE(s.orders[3].normalised(), QStringLiteral("GROW LNS"));
}

void TestOrders::numberField_data()
{
    QTest::addColumn<QString>("line");
    QTest::addColumn<int>("kind");
    QTest::addColumn<int>("value");
    QTest::newRow("integer") << "1 MOVE YRS LNS 3" << int(NumberField::Value) << 3;
    QTest::newRow("dash") << "1 MOVE YRS LNS -" << int(NumberField::Blank) << 0;
    QTest::newRow("omitted") << "1 MOVE YRS LNS" << int(NumberField::Blank) << 0;
    QTest::newRow("ALL") << "1 MOVE YRS LNS ALL" << int(NumberField::All) << 0;
    QTest::newRow("AB-2") << "1 MOVE YRS LNS AB-2" << int(NumberField::AllBut) << 2;
    QTest::newRow("ALL BUT 2") << "1 MOVE YRS LNS ALL BUT 2" << int(NumberField::AllBut) << 2;
    QTest::newRow("all but lower case") << "1 move yrs lns all but 4" << int(NumberField::AllBut) << 4;
    // The top of the range (0 to 1,000,000), leading zeros allowed.
    QTest::newRow("1,000,000") << "1 MOVE YRS LNS 1000000" << int(NumberField::Value) << 1000000;
    QTest::newRow("AB-1000000") << "1 MOVE YRS LNS AB-1000000" << int(NumberField::AllBut) << 1000000;
    QTest::newRow("leading zeros") << "1 MOVE YRS LNS 0003" << int(NumberField::Value) << 3;
}

void TestOrders::numberField()
{
    QFETCH(QString, line);
    QFETCH(int, kind);
    QFETCH(int, value);
    const OrderSet s = parse(QStringLiteral("NATION NOR\n") + line);
    QVERIFY(s.problems.isEmpty());
    QCOMPARE(int(s.orders[0].number.kind), kind);
    QCOMPARE(s.orders[0].number.value, value);
}

void TestOrders::caseInsensitiveAndAliases()
{
    const OrderSet s = parse(QStringLiteral("nation nor\n3 konvoy nth nth all\n4 Levy yrs - 2\n"));
    QVERIFY(s.problems.isEmpty());
    QCOMPARE(s.orders[0].word, QStringLiteral("KONVOY"));
    QCOMPARE(s.orders[0].action, QStringLiteral("CONVOY"));
    QCOMPARE(s.orders[0].normalised(), QStringLiteral("CONVOY NTH NTH ALL"));
    QCOMPARE(s.orders[1].normalised(), QStringLiteral("LEVY YRS - 2"));
}

void TestOrders::commentsAndBlankLines()
{
    const OrderSet s = parse(QStringLiteral("\n# comment\nNATION NOR\n\n   \n1 LEVY YRS - 1   # one army\r\n"));
    QVERIFY(s.problems.isEmpty());
    QCOMPARE(s.orders.size(), 1);
    QCOMPARE(s.orders[0].line, 6);
    QCOMPARE(s.orders[0].number.value, 1);
}

// MESSAGE lines (Dark Age 1.9: messages printed in the game report, tagged
// with the sender): the text as written, case and all, up to a comment;
// tagged with the nation of the NATION line above; not an order.
void TestOrders::messagesForTheGameReport()
{
    const OrderSet s = parse(QStringLiteral("NATION NOR\n1 LEVY YRS - 1\nmessage  Peace with Mercia? Write to me.  # not this\n"
                                            "NATION MER\nMESSAGE Never, Northumbria!\n"));
    QVERIFY(s.problems.isEmpty());
    QCOMPARE(s.orders.size(), 1);
    QCOMPARE(s.messages.size(), 2);
    QCOMPARE(s.messages[0].nation, QStringLiteral("NOR"));
    QCOMPARE(s.messages[0].text, QStringLiteral("Peace with Mercia? Write to me."));
    QCOMPARE(s.messages[0].line, 3);
    QCOMPARE(s.messages[1].nation, QStringLiteral("MER"));
    QCOMPARE(s.messages[1].text, QStringLiteral("Never, Northumbria!"));
    QCOMPARE(s.messages[1].file, QStringLiteral("o.orders"));
    QCOMPARE(parse(QStringLiteral("NATION NOR\nMESSAGE ") + QString(500, u'x')).messages.size(), 1);  // 500 is allowed
}

void TestOrders::badLines_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("line");
    QTest::addColumn<QString>("words");
    QTest::newRow("unknown action") << "NATION NOR\n1 PILLAGE YRS" << 2 << "unknown action \"PILLAGE\"";
    QTest::newRow("slot out of range") << "NATION NOR\n17 LEVY YRS - 1" << 2 << "from 1 to 16";
    QTest::newRow("slot zero") << "NATION NOR\n0 LEVY YRS - 1" << 2 << "from 1 to 16";
    QTest::newRow("slot not a number") << "NATION NOR\nX LEVY YRS - 1" << 2 << "from 1 to 16";
    QTest::newRow("slot used twice") << "NATION NOR\n1 LEVY YRS - 1\n1 GROW YRS" << 3 << "used twice";
    QTest::newRow("unknown nation") << "NATION WES\n1 LEVY YRS - 1" << 1 << "unknown nation \"WES\"";
    QTest::newRow("before NATION") << "1 LEVY YRS - 1" << 1 << "before any NATION";
    QTest::newRow("ALL not allowed") << "NATION NOR\n1 FORTIFY YRS - ALL" << 2 << "ALL is not allowed with FORTIFY";
    QTest::newRow("AB not allowed with LEVY") << "NATION NOR\n1 LEVY YRS - AB-1" << 2 << "AB-n (all but) is not allowed with LEVY";
    QTest::newRow("AB not allowed") << "NATION NOR\n1 FORTIFY YRS - AB-1" << 2 << "not allowed with FORTIFY";
    QTest::newRow("missing number") << "NATION NOR\n1 FORTIFY YRS" << 2 << "needs a number";
    QTest::newRow("missing area") << "NATION NOR\n1 MOVE YRS" << 2 << "needs TO";
    QTest::newRow("unused field given") << "NATION NOR\n1 LEVY YRS 3" << 2 << "not used";
    QTest::newRow("bad number") << "NATION NOR\n1 MOVE YRS LNS three" << 2 << "not a number";
    QTest::newRow("negative number") << "NATION NOR\n1 MOVE YRS LNS -3" << 2 << "negative";
    QTest::newRow("zero") << "NATION NOR\n1 MOVE YRS LNS 0" << 2 << "nothing to do";
    QTest::newRow("plus sign") << "NATION NOR\n1 MOVE YRS LNS +3" << 2 << "not a number";
    QTest::newRow("number above the range") << "NATION NOR\n1 MOVE YRS LNS 1000001" << 2 << "the number must be a whole number from 0 to 1,000,000, not \"1000001\"";
    QTest::newRow("number beyond an int") << "NATION NOR\n1 MOVE YRS LNS 2147483648" << 2 << "the number must be a whole number from 0 to 1,000,000, not \"2147483648\"";
    QTest::newRow("number beyond 64 bits") << "NATION NOR\n1 MOVE YRS LNS 99999999999999999999999" << 2 << "from 0 to 1,000,000, not \"99999999999999999999999\"";
    QTest::newRow("AB-n above the range") << "NATION NOR\n1 MOVE YRS LNS AB-4294967297" << 2 << "the n of \"AB-4294967297\" must be a whole number from 0 to 1,000,000";
    QTest::newRow("ALL BUT n above the range") << "NATION NOR\n1 MOVE YRS LNS ALL BUT 1000001" << 2 << "the n of \"AB-1000001\"";
    QTest::newRow("too many fields") << "NATION NOR\n1 MOVE YRS LNS 3 4" << 2 << "too many fields";
    QTest::newRow("bad area code") << "NATION NOR\n1 LEVY YORK - 1" << 2 << "not an area code";
    QTest::newRow("number on GROW") << "NATION NOR\n1 GROW YRS - 2" << 2 << "takes no number";
    QTest::newRow("no action") << "NATION NOR\n5" << 2 << "no action";
    QTest::newRow("message before NATION") << "MESSAGE hello" << 1 << "a MESSAGE before any NATION line";
    QTest::newRow("message without text") << "NATION NOR\nMESSAGE   # nothing" << 2 << "no text after MESSAGE";
    QTest::newRow("message too long") << QStringLiteral("NATION NOR\nMESSAGE ") + QString(501, u'x') << 2 << "at most 500 characters, not 501";
    QTest::newRow("message of an unknown nation") << "NATION WES\nMESSAGE hello" << 1 << "unknown nation \"WES\"";
}

void TestOrders::badLines()
{
    QFETCH(QString, text);
    QFETCH(int, line);
    QFETCH(QString, words);
    const OrderSet s = parse(text);
    QCOMPARE(s.problems.size(), 1);
    QCOMPARE(s.problems[0].file, QStringLiteral("o.orders"));
    QCOMPARE(s.problems[0].line, line);
    QVERIFY2(s.problems[0].message.contains(words), qPrintable(s.problems[0].message));
}

void TestOrders::everyProblemAtOnce()
{
    const OrderSet s = parse(QStringLiteral("1 LEVY YRS\nNATION NOR\n1 PILLAGE\n2 LEVY YRS - 1\n17 GROW YRS\n2 GROW YRS\n"));
    QCOMPARE(s.problems.size(), 4);
    QCOMPARE(s.problems[0].line, 1);
    QCOMPARE(s.problems[1].line, 3);
    QCOMPARE(s.problems[2].line, 5);
    QCOMPARE(s.problems[3].line, 6);
    // Bad lines are kept for resolve, the good one parses.
    QCOMPARE(s.orders.size(), 5);
    QVERIFY(s.orders[2].ok());
}

void TestOrders::checkAgainstMap()
{
    const Game g = game();
    const OrderSet s = parseOrders(QStringLiteral("NATION NOR\n1 LEVY QQQ - 1\n2 MOVE YRS HUM 1\n3 GIFT - XYZ 3\n"
                                                  "4 ASSAULT YRS NTH 1\n5 MOVE YRS LNS 2\n6 LEVY YSR - 1\n7 MOVE YRS LNX 1\n"),
                                   QStringLiteral("o.orders"), g, *Ruleset::get(g.ruleset));
    QVERIFY(s.problems.isEmpty());
    const Problems p = checkOrdersAgainstMap(s.orders, g, *Ruleset::get(g.ruleset), MapGraph(g));
    QCOMPARE(p.size(), 6);
    // In the words of the failed steps (orders/Preconditions.h).
    QCOMPARE(p[0].message, QStringLiteral("unknown area QQQ"));
    QCOMPARE(p[0].line, 2);
    QCOMPARE(p[1].message, QStringLiteral("HUM does not border YRS"));
    QCOMPARE(p[1].line, 3);
    QCOMPARE(p[2].message, QStringLiteral("unknown nation XYZ"));
    QCOMPARE(p[2].line, 4);
    QCOMPARE(p[3].message, QStringLiteral("NTH is a sea area"));
    QCOMPARE(p[3].line, 5);
    // An unknown area one slip from a known one (two letters swapped, one
    // letter wrong) is named; QQQ above is near none.
    QCOMPARE(p[4].message, QStringLiteral("unknown area YSR (perhaps YRS?)"));
    QCOMPARE(p[5].message, QStringLiteral("unknown area LNX (perhaps LNS?)"));
}

void TestOrders::badLinesBecomeFailedActions()
{
    // Atlantis/Eressea style: a bad line is a failed action in that nation's
    // report, never a stop; the other orders still run.
    const Game g = game();
    const OrderSet s = parseOrders(QStringLiteral("NATION NOR\n1 PILLAGE YRS\n2 LEVY YRS - 2\n2 GROW YRS\n"),
                                   QStringLiteral("o.orders"), g, *Ruleset::get(g.ruleset));
    const Resolution r = resolveTurn(g, s.orders);
    QCOMPARE(r.steps[0].slot, 1);
    QCOMPARE(r.steps[0].outcome, QStringLiteral("failed"));
    QVERIFY(r.steps[0].reason.contains(u"unknown action"));
    QCOMPARE(r.steps[0].raw, QStringLiteral("1 PILLAGE YRS"));
    QCOMPARE(r.steps[1].outcome, QStringLiteral("done"));
    QCOMPARE(r.steps[2].outcome, QStringLiteral("failed"));
    QVERIFY(r.steps[2].reason.contains(u"used twice"));
    QCOMPARE(r.afterActions.area(QStringLiteral("YRS"))->armies, 7);
}

void TestOrders::tenThousandLines()
{
    // 10,000 lines, most of them out of range or repeated: every one gets an
    // outcome and the turn ends cleanly.
    QString text = QStringLiteral("NATION NOR\n");
    for (int i = 0; i < 10000; ++i)
        text += QStringLiteral("%1 LEVY YRS - 1\n").arg(i % 20 + 1);
    const Game g = game();
    const OrderSet s = parseOrders(text, QStringLiteral("o.orders"), g, *Ruleset::get(g.ruleset));
    QCOMPARE(s.orders.size(), 10000);
    const Resolution r = resolveTurn(g, s.orders);
    int done = 0, failed = 0;
    for (const Step &st : r.steps) {
        if (!st.phase.isEmpty())
            continue;
        done += st.outcome == u"done";
        failed += st.outcome == u"failed";
    }
    QCOMPARE(done + failed, 10000);
    QCOMPARE(done, 10); // slots 1-16 once each; 30 BP pay for ten armies at 3 BP
    QCOMPARE(r.next.turn, 2);
}

void TestOrders::nationWithNoOrders()
{
    // MER sends nothing: its turn still ends cleanly, with its income and a
    // report that says so (docs/rules.md §2.1: a missing number is an empty slot).
    const Game g = game();
    const OrderSet s = parseOrders(QStringLiteral("NATION NOR\n1 LEVY YRS - 1\n"), QStringLiteral("o.orders"), g,
                                   *Ruleset::get(g.ruleset));
    const Resolution r = resolveTurn(g, s.orders);
    QCOMPARE(r.next.nation(QStringLiteral("MER"))->bp, 2);        // income: LNS population 2
    QCOMPARE(r.next.nation(QStringLiteral("MER"))->treasury, 30); // leftover BP (RC-LEFTOVER)
    const QString report = nationReport(g, r, QStringLiteral("MER"));
    QVERIFY(report.contains(u"(no orders received)"));
    QVERIFY(report.contains(u"LNS"));
}

// Words are separated by ASCII white space (space, tab, vertical tab, form
// feed, carriage return); a no-break space belongs to its word; "ALL BUT n"
// is AB-n wherever the last three words are.
void TestOrders::wordsAndWhiteSpace()
{
    const OrderSet s = parse(QStringLiteral("\tNATION\vNOR\f\n1\tMOVE \t YRS\fLNS\vall  but\t1\r\n"
                                            "2 LEVY YRS\u00a0- 1\n3 LEVY ALL BUT 2\n4 MOVE YRS LNS 3 ALL BUT 1\n"));
    QCOMPARE(s.orders.size(), 4);
    QVERIFY2(s.orders[0].ok(), qPrintable(s.orders[0].error));
    QCOMPARE(s.orders[0].normalised(), QStringLiteral("MOVE YRS LNS AB-1"));
    QCOMPARE(s.orders[0].raw, QStringLiteral("1\tMOVE \t YRS\fLNS\vall  but\t1"));
    QCOMPARE(s.orders[1].error, QStringLiteral("\"YRS\u00a0-\" is not an area code (three letters or digits)"));
    QCOMPARE(s.orders[2].error, QStringLiteral("\"AB-2\" is not an area code (three letters or digits)"));
    QCOMPARE(s.orders[3].error, QStringLiteral("too many fields (an order is SLOT ACTION field field field)"));
    QCOMPARE(s.problems.size(), 3);
}

// A slot is used twice per nation: a second block of the same nation
// continues the first, another nation's slots are its own; an unknown
// nation's lines are said once, on its NATION line.
void TestOrders::slotsOfEachNation()
{
    const OrderSet s = parse(QStringLiteral("NATION NOR\n1 LEVY YRS - 1\nNATION MER\n1 LEVY LNS - 1\n"
                                            "NATION NOR\n2 GROW YRS\n1 GROW YRS\nNATION WES\n1 GROW YRS\n1 GROW YRS\n"));
    QCOMPARE(s.orders.size(), 6);
    QVERIFY(s.orders[1].ok() && s.orders[2].ok());
    QCOMPARE(s.orders[3].error, QStringLiteral("slot 1 is used twice for NOR (first on line 2)"));
    QCOMPARE(s.problems.size(), 2);
    QCOMPARE(s.problems[0].line, 7);
    QCOMPARE(s.problems[1].message, QStringLiteral("unknown nation \"WES\""));
    QCOMPARE(s.orders[5].error, QStringLiteral("unknown nation \"WES\""));
}

QTEST_GUILESS_MAIN(TestOrders)
#include "tst_orders.moc"
