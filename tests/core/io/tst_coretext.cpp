// The core's messages: every reason, note and problem of the
// sample turn and of every rule case reads back into a key of the catalog
// and its arguments, which give the very same English again — the English the
// step log keeps (docs/formats.md "Step log") — and, with no translation
// installed, the window shows that English unchanged.
#include "io/CoreText.h"
#include "model/MapGraph.h"
#include "orders/Orders.h"
#include "rules/Resolver.h"
#include "ruleset/Ruleset.h"

#include <QDirIterator>
#include <QTest>

#include "TestSupport.h"

using namespace adj;
using namespace adj::test;

class TestCoreText : public QObject
{
    Q_OBJECT
private slots:
    void everyMessageHasItsKey();
    void argumentsInAscendingOrder();
    void unknownTextStaysAsItIs();
    void untranslatedIsTheEnglish();
};

namespace {

// The problems, reasons and notes of `orders` on `game`.
QStringList messagesOf(const Game &game, const QString &ordersPath)
{
    const Ruleset &rules = *Ruleset::get(game.ruleset);
    const OrderSet set = parseOrders(readText(ordersPath), QStringLiteral("orders"), game, rules);
    QStringList messages;
    for (const Problem &p : set.problems + checkOrdersAgainstMap(set.orders, game, rules, *MapGraph::of(game)))
        messages.append(p.message);
    for (const Step &s : resolveTurn(game, set.orders).steps) {
        if (!s.reason.isEmpty())
            messages.append(s.reason);
        messages.append(s.notes);
    }
    return messages;
}

QStringList allMessages()
{
    QStringList messages = messagesOf(readGame(SamplePath), SampleOrders);
    QDirIterator cases(QStringLiteral(ADJ_CASES_DIR), {QStringLiteral("orders.txt")}, QDir::Files,
                       QDirIterator::Subdirectories);
    while (cases.hasNext()) {
        const QDir dir = QFileInfo(cases.next()).dir();
        messages += messagesOf(readGame(dir.filePath(QStringLiteral("game.json"))), cases.filePath());
    }
    messages.removeDuplicates();
    return messages;
}

} // namespace

void TestCoreText::everyMessageHasItsKey()
{
    const QStringList messages = allMessages();
    QVERIFY(messages.size() > 50);
    for (const QString &m : messages) {
        const CoreText t = CoreText::parse(m);
        QVERIFY2(t.known, qPrintable(m));
        QVERIFY2(coreTextKeys().contains(t.key), qPrintable(m));
        QCOMPARE(t.english(), m);
    }
}

void TestCoreText::argumentsInAscendingOrder()
{
    const CoreText t = CoreText::parse(QStringLiteral("slot 2 is used twice for NOR (first on line 7)"));
    QCOMPARE(t.key, QStringLiteral("slot %1 is used twice for %2 (first on line %3)"));
    QCOMPARE(t.args, (QStringList{QStringLiteral("2"), QStringLiteral("NOR"), QStringLiteral("7")}));
    // The most specific key wins: "a number" is not taken for the %2 of "%1 needs %2 (%3)".
    QCOMPARE(CoreText::parse(QStringLiteral("LEVY needs a number (LEVY WHERE - NUMBER)")).key,
             QStringLiteral("%1 needs a number (%2)"));
    // A repeated placeholder is one argument.
    const CoreText twice = CoreText::parse(
        QStringLiteral("YRK captured from NOR (another people): NOR loses 1 VP; YRK loses 1 population, fort and trade"));
    QCOMPARE(twice.args, (QStringList{QStringLiteral("YRK"), QStringLiteral("NOR")}));
}

void TestCoreText::unknownTextStaysAsItIs()
{
    const CoreText t = CoreText::parse(QStringLiteral("something no rule says"));
    QVERIFY(!t.known);
    QCOMPARE(t.english(), QStringLiteral("something no rule says"));
    QCOMPARE(t.translated(), QStringLiteral("something no rule says"));
}

void TestCoreText::untranslatedIsTheEnglish()
{
    for (const QString &m : allMessages())
        QCOMPARE(trCore(m), m);
}

QTEST_MAIN(TestCoreText)
#include "tst_coretext.moc"
