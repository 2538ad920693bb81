// The rule choices in words (docs/rules.md §7): every option of every ruleset has
// its name with its RC- id, and every value it may take — each of the
// ruleset's choices, true and false, a number — its words, never the option
// key or just the value as the files write it.
#include "ruleset/RuleChoices.h"
#include "ruleset/Ruleset.h"

#include <QJsonArray>
#include <QTest>

using namespace adj;

class TestRuleChoices : public QObject
{
    Q_OBJECT
private slots:
    void everyOptionHasItsName();
    void everyValueHasItsWords();
    void examplesOfRulesSection7();
};

void TestRuleChoices::everyOptionHasItsName()
{
    for (const QString &name : Ruleset::names()) {
        const Ruleset *rules = Ruleset::get(name);
        for (const QString &key : rules->defaults.keys()) {
            const QString words = ruleChoiceName(key);
            QVERIFY2(words.contains(QStringLiteral("(RC-")) && !words.contains(key), qPrintable(name + u' ' + words));
        }
    }
}

void TestRuleChoices::everyValueHasItsWords()
{
    for (const QString &name : Ruleset::names()) {
        const Ruleset *rules = Ruleset::get(name);
        for (const QString &key : rules->defaults.keys()) {
            const QJsonValue def = rules->defaults.value(key);
            QList<QJsonValue> values{def};
            for (const QJsonValue &v : rules->optionValues.value(key).toArray())
                values.append(v);
            if (def.isBool())
                values.append(!def.toBool());
            if (def.isDouble())
                values.append(7);
            for (const QJsonValue &v : values) {
                const QString words = ruleChoiceValue(key, v);
                const QString asFiles = v.isString() ? v.toString() : v.isBool() ? QLatin1String(v.toBool() ? "true" : "false") : QString();
                QVERIFY2(words.contains(u' '), qPrintable(key + u' ' + words));
                QVERIFY2(words != asFiles, qPrintable(key + u' ' + words));
                if (v.isDouble())
                    QVERIFY2(words.contains(QString::number(v.toInt())), qPrintable(key + u' ' + words));
            }
        }
    }
}

void TestRuleChoices::examplesOfRulesSection7()
{
    QCOMPARE(ruleChoiceName(QStringLiteral("lossRounding")), QStringLiteral("Rounding of battle losses (RC-ROUND)"));
    QCOMPARE(ruleChoiceValue(QStringLiteral("lossRounding"), QStringLiteral("floorSum")), QStringLiteral("one floor over the sum"));
    QCOMPARE(ruleChoiceValue(QStringLiteral("lossRounding"), QStringLiteral("floorEach")), QStringLiteral("each term floored"));
    QCOMPARE(ruleChoiceName(QStringLiteral("assaultStall")), QStringLiteral("Assault round that kills nothing (RC-STALL)"));
    QCOMPARE(ruleChoiceValue(QStringLiteral("assaultStall"), QStringLiteral("fail")), QStringLiteral("the assault fails"));
    QCOMPARE(ruleChoiceName(QStringLiteral("captureNeedsMoreThanPopulation")), QStringLiteral("Capture in Empires (RC-EMPCAPTURE)"));
    QCOMPARE(ruleChoiceValue(QStringLiteral("captureNeedsMoreThanPopulation"), false), QStringLiteral("any surviving army captures"));
    QCOMPARE(ruleChoiceValue(QStringLiteral("cityDefenceBonus"), 3), QStringLiteral("3 added to a city's defence"));
    // Not a rule choice of §7: as it is.
    QCOMPARE(ruleChoiceName(QStringLiteral("somethingElse")), QStringLiteral("somethingElse"));
    QCOMPARE(ruleChoiceValue(QStringLiteral("lossRounding"), QStringLiteral("ceil")), QStringLiteral("ceil"));
}

QTEST_GUILESS_MAIN(TestRuleChoices)
#include "tst_rulechoices.moc"
