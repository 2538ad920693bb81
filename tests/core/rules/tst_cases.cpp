// Runs every rule case in tests/cases/ (see tests/cases/README.md): the game
// before, the orders, and what the rules say must follow.
#include "model/GameJson.h"
#include "orders/Orders.h"
#include "rules/Resolver.h"
#include "ruleset/Ruleset.h"

#include <QDirIterator>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTest>

using namespace adj;

namespace {

QJsonObject readJson(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return QJsonDocument::fromJson(f.readAll()).object();
}

const Step *findStep(const QList<Step> &steps, const QString &nation, int slot)
{
    for (const Step &s : steps)
        if (s.nation == nation && s.slot == slot && s.phase.isEmpty())
            return &s;
    return nullptr;
}

// Every listed field of every listed area and nation must have the expected value.
QStringList compareState(const Game &g, const QJsonObject &expected, const QString &stage)
{
    QStringList diffs;
    const struct { const char *key; Change::Target target; } groups[] = {
        {"areas", Change::Target::Area}, {"nations", Change::Target::Nation}};
    for (const auto &group : groups) {
        const QJsonObject items = expected.value(QLatin1String(group.key)).toObject();
        for (auto it = items.begin(); it != items.end(); ++it) {
            const QJsonObject fields = it.value().toObject();
            for (auto f = fields.begin(); f != fields.end(); ++f) {
                const QJsonValue actual = fieldValue(g, group.target, it.key(), f.key());
                if (actual != f.value())
                    diffs.append(QStringLiteral("%1 %2.%3: expected %4, got %5")
                                     .arg(stage, it.key(), f.key(),
                                          QString::fromUtf8(inlineJson(f.value())), QString::fromUtf8(inlineJson(actual))));
            }
        }
    }
    if (expected.contains(u"turn") && expected.value(u"turn").toInt() != g.turn)
        diffs.append(QStringLiteral("%1 turn: expected %2, got %3").arg(stage).arg(expected.value(u"turn").toInt()).arg(g.turn));
    if (expected.contains(u"order")) {
        QStringList order;
        for (const QJsonValue &v : expected.value(u"order").toArray())
            order.append(v.toString());
        if (order != g.order)
            diffs.append(QStringLiteral("%1 order: expected %2, got %3").arg(stage, order.join(u' '), g.order.join(u' ')));
    }
    return diffs;
}

} // namespace

class TestCases : public QObject
{
    Q_OBJECT
private slots:
    void rules_data();
    void rules();
};

void TestCases::rules_data()
{
    QTest::addColumn<QString>("dir");
    const QDir root(QStringLiteral(ADJ_CASES_DIR));
    QStringList dirs;
    QDirIterator it(root.path(), {QStringLiteral("expected.json")}, QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext())
        dirs.append(QFileInfo(it.next()).path());
    dirs.sort();
    QVERIFY2(dirs.size() >= 60, qPrintable(QStringLiteral("only %1 cases").arg(dirs.size())));
    for (const QString &d : dirs)
        QTest::newRow(qPrintable(root.relativeFilePath(d))) << d;
}

void TestCases::rules()
{
    QFETCH(QString, dir);
    const GameRead read = readGameFile(dir + QStringLiteral("/game.json"));
    QStringList problems;
    for (const Problem &p : read.problems)
        problems.append(p.toString());
    QVERIFY2(read.game, qPrintable(problems.join(u'\n')));
    const Game &game = *read.game;
    const Ruleset *rules = Ruleset::get(game.ruleset);
    QVERIFY(rules);

    QString inputError;
    const OrderSet orders = readOrdersFile(dir + QStringLiteral("/orders.txt"), game, *rules, &inputError);
    QVERIFY2(inputError.isEmpty(), qPrintable(inputError));
    const Resolution r = resolveTurn(game, orders.orders);
    const QJsonObject expected = readJson(dir + QStringLiteral("/expected.json"));
    QVERIFY2(!expected.isEmpty(), "expected.json is empty or not JSON");

    QStringList diffs;
    for (const QJsonValue &v : expected.value(u"outcomes").toArray()) {
        const QJsonObject o = v.toObject();
        const QString nation = o.value(u"nation").toString();
        const int slot = o.value(u"slot").toInt();
        const Step *s = findStep(r.steps, nation, slot);
        if (!s)
            diffs.append(QStringLiteral("no step for %1 slot %2").arg(nation).arg(slot));
        else if (s->outcome != o.value(u"outcome").toString())
            diffs.append(QStringLiteral("%1 slot %2 (%3): expected %4, got %5 (%6)")
                             .arg(nation).arg(slot).arg(s->order, o.value(u"outcome").toString(), s->outcome, s->reason));
    }
    for (const QJsonValue &v : expected.value(u"battles").toArray()) {
        const QJsonObject b = v.toObject();
        const QString nation = b.value(u"nation").toString();
        const int slot = b.value(u"slot").toInt();
        const Step *s = findStep(r.steps, nation, slot);
        if (!s || !s->battle) {
            diffs.append(QStringLiteral("no battle for %1 slot %2").arg(nation).arg(slot));
            continue;
        }
        QJsonObject actual = battleToJson(*s->battle);
        // Each round by the keys the case lists (the battle details of
        // formats.md add keys a case may leave out).
        QJsonArray rounds = actual.value(u"rounds").toArray();
        const QJsonArray expectedRounds = b.value(u"rounds").toArray();
        for (int i = 0; i < rounds.size() && i < expectedRounds.size(); ++i) {
            QJsonObject listed;
            for (const QString &k : expectedRounds[i].toObject().keys())
                listed.insert(k, rounds[i].toObject().value(k));
            rounds[i] = listed;
        }
        actual.insert(QStringLiteral("rounds"), rounds);
        for (const char *key : {"kind", "won", "rounds"}) {
            const QString k = QLatin1String(key);
            if (b.contains(k) && b.value(k) != actual.value(k))
                diffs.append(QStringLiteral("battle of %1 slot %2, %3: expected %4, got %5")
                                 .arg(nation).arg(slot).arg(k, QString::fromUtf8(inlineJson(b.value(k))),
                                                            QString::fromUtf8(inlineJson(actual.value(k)))));
        }
    }
    diffs += compareState(r.afterActions, expected.value(u"afterActions").toObject(), QStringLiteral("afterActions"));
    diffs += compareState(r.next, expected.value(u"next").toObject(), QStringLiteral("next"));
    QVERIFY2(diffs.isEmpty(), qPrintable(diffs.join(u'\n')));

    // Whatever the case, the same input gives the same output, and undoing
    // every step in reverse gives back the game as it was (the replay).
    const Resolution again = resolveTurn(game, orders.orders);
    QCOMPARE(writeGameJson(again.next), writeGameJson(r.next));
    QCOMPARE(again.steps, r.steps);
    Game back = r.next;
    for (auto it = r.steps.crbegin(); it != r.steps.crend(); ++it)
        undoStep(back, *it);
    QCOMPARE(writeGameJson(back), writeGameJson(game));
    // The game file keeps only the steps: they give the whole resolution back.
    const Resolution stored = resolutionFromSteps(game, r.steps);
    QCOMPARE(writeGameJson(stored.afterActions), writeGameJson(r.afterActions));
    QCOMPARE(writeGameJson(stored.next), writeGameJson(r.next));
}

QTEST_GUILESS_MAIN(TestCases)
#include "tst_cases.moc"
