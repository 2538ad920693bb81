// The map rules of the orders, written once (orders/Preconditions.h): for
// every action of both rulesets, an order that breaks each precondition the
// map decides gets the same reason from `check` (checkOrdersAgainstMap) as
// its failed step when the turn is resolved, word for word (docs/rules.md §2.4).
// The orders and their reasons are the fixtures in tests/data/preconditions/<ruleset>/.
#include "model/GameJson.h"
#include "model/MapGraph.h"
#include "orders/Orders.h"
#include "orders/Preconditions.h"
#include "rules/Resolver.h"
#include "ruleset/Ruleset.h"

#include <QFile>
#include <QRegularExpression>
#include <QTest>

using namespace adj;

namespace {

QString fixture(const QString &ruleset, const char *file)
{
    return QStringLiteral(ADJ_DATA_DIR "/preconditions/%1/%2").arg(ruleset, QLatin1String(file));
}

QString readText(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? QString::fromUtf8(f.readAll()) : QString();
}

// What an order line of a fixture expects: the reason after `#`; "step
// only: …" when `check` must leave it to the step.
struct Expected {
    QString reason;
    bool stepOnly = false;
};

QHash<int, Expected> expectedReasons(const QString &orders)
{
    static const QRegularExpression line(QStringLiteral("^\\d+ [^#]*#\\s*(step only:\\s*)?(.*\\S)\\s*$"));
    QHash<int, Expected> expected;
    const QStringList lines = orders.split(u'\n');
    for (qsizetype i = 0; i < lines.size(); ++i)
        if (const auto m = line.match(lines[i]); m.hasMatch())
            expected.insert(int(i + 1), {m.captured(2), m.hasCaptured(1)});
    return expected;
}

} // namespace

class TestPreconditions : public QObject
{
    Q_OBJECT
private slots:
    void everyActionHasItsTable();
    void checkAndStepGiveOneReason_data();
    void checkAndStepGiveOneReason();
};

// Every action of both rulesets has its preconditions in the table, even
// when it has none: an action the table does not know would go unchecked.
void TestPreconditions::everyActionHasItsTable()
{
    for (const char *name : {"dark-age", "empires"}) {
        const Ruleset *rules = Ruleset::get(QLatin1String(name));
        QVERIFY(rules);
        for (const ActionSpec &spec : rules->actions)
            QVERIFY2(preconditionsOf(spec.handler), qPrintable(QStringLiteral("%1 (\"do\": %2)").arg(spec.word, spec.handler)));
    }
}

void TestPreconditions::checkAndStepGiveOneReason_data()
{
    QTest::addColumn<QString>("ruleset");
    QTest::newRow("dark-age") << QStringLiteral("dark-age");
    QTest::newRow("empires") << QStringLiteral("empires");
}

void TestPreconditions::checkAndStepGiveOneReason()
{
    QFETCH(QString, ruleset);
    const GameRead read = readGameFile(fixture(ruleset, "game.json"));
    QVERIFY2(read.game, qPrintable(read.problems.value(0).toString()));
    const Game &game = *read.game;
    const Ruleset &rules = *Ruleset::get(game.ruleset);
    QCOMPARE(rules.name, ruleset);
    const QString text = readText(fixture(ruleset, "orders.txt"));
    const OrderSet set = parseOrders(text, QStringLiteral("orders.txt"), game, rules);
    QVERIFY2(set.problems.isEmpty(), qPrintable(set.problems.value(0).toString()));
    const QHash<int, Expected> expected = expectedReasons(text);
    QCOMPARE(expected.size(), set.orders.size());

    QHash<int, Problem> checked;
    const MapGraph graph(game);
    for (const Problem &p : checkOrdersAgainstMap(set.orders, game, rules, graph)) {
        QVERIFY2(!checked.contains(p.line), qPrintable(QStringLiteral("line %1: one reason per order").arg(p.line)));
        checked.insert(p.line, p);
    }
    const Resolution r = resolveTurn(game, set.orders);
    QHash<int, const Step *> steps;
    for (const Step &s : r.steps)
        if (s.line > 0)
            steps.insert(s.line, &s);

    // Which preconditions the fixture breaks, by action word.
    QHash<QString, QSet<const Precondition *>> broken;
    for (const Order &o : set.orders) {
        const QString where = QStringLiteral("line %1 \"%2\"").arg(o.line).arg(o.raw);
        const Expected want = expected.value(o.line);
        const Step *step = steps.value(o.line);
        QVERIFY2(step && step->outcome == u"failed", qPrintable(where + QStringLiteral(": the step fails")));
        QVERIFY2(step->reason == want.reason, qPrintable(QStringLiteral("%1: step gives \"%2\"").arg(where, step->reason)));
        if (want.stepOnly) {
            QVERIFY2(!checked.contains(o.line), qPrintable(QStringLiteral("%1: check gives \"%2\"").arg(where, checked.value(o.line).message)));
            continue;
        }
        QVERIFY2(checked.contains(o.line), qPrintable(where + QStringLiteral(": check finds nothing")));
        const Problem &p = checked.value(o.line);
        QVERIFY2(p.message == step->reason, qPrintable(QStringLiteral("%1: check gives \"%2\"").arg(where, p.message)));
        QVERIFY2(p.text.known && p.text.english() == p.message, qPrintable(where + QStringLiteral(": the reason keeps its key")));
        const FieldCheck f = checkFields(o, *rules.action(o.action), game, graph, nullptr);
        QVERIFY(f.failed && f.failed->onMap());
        broken[o.action].insert(f.failed);
    }

    // Every precondition the map decides, of every action of the ruleset, is
    // broken by a line. A blank field (Given) never gets here: the parser
    // fails it first (docs/formats.md "Orders").
    for (const ActionSpec &spec : rules.actions)
        for (const Precondition &p : *preconditionsOf(spec.handler))
            if (p.onMap() && p.need != Need::Given && p.of(spec))
                QVERIFY2(broken.value(spec.word).contains(&p),
                         qPrintable(QStringLiteral("%1: no line breaks its precondition \"%2\" on field %3")
                                        .arg(spec.word, QLatin1String(p.reason), QString::number(p.field))));
}

QTEST_GUILESS_MAIN(TestPreconditions)
#include "tst_preconditions.moc"
