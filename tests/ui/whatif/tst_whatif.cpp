// Turn > What If… (issue 13), in the window, for a changed rule choice and
// for a changed order: each rule choice by its name, its RC- id and its
// values in words (rules.md §7), every differing step as a sentence and the
// next turn's differences as a table, in the window's language — English,
// and German with the program's adjutant_de.qm. The game (tests/data/whatif)
// is a MOVE whose winner lossRounding decides: under floorSum MER loses
// floor(½·3 + ½·(3 − 2)) = 2 armies and NOR takes TGT; under floorEach it
// loses floor(1.5) + floor(0.5) = 1 and TGT holds. NOR loses floor(½·2) = 1
// either way.
#include "document/GameDocument.h"
#include "whatif/WhatIfDialog.h"

#include "TestSupport.h"

#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QTableWidget>
#include <QTest>
#include <QTranslator>

using namespace adj;
using namespace adj::ui;
using namespace adj::test;

class TestWhatIf : public QObject
{
    Q_OBJECT
private slots:
    void init();
    void ruleListInWords();
    void ruleChoiceChangesTheWinner();
    void changedOrder();
    void neutralInWords();
    void sameReadingNothingDiffers();
    void badValueIsSaid();
    void inGerman();

private:
    std::unique_ptr<GameDocument> m_doc;
    std::unique_ptr<WhatIfDialog> m_dialog;
    QComboBox *combo(const char *name) const { return m_dialog->findChild<QComboBox *>(QLatin1String(name)); }
    void pick(QComboBox *box, const QString &shown);
    void compare(const QString &key, const QString &value);
    void compareOrders(const QString &orders);
    QString steps() const { return m_dialog->findChild<QPlainTextEdit *>(QStringLiteral("whatIfSteps"))->toPlainText(); }
    QString summary() const { return m_dialog->findChild<QLabel *>(QStringLiteral("whatIfSummary"))->text(); }
    QString reading() const { return m_dialog->findChild<QLabel *>(QStringLiteral("whatIfReading"))->text(); }
    QStringList headers() const;
    QList<QStringList> rows() const;
    QString shown() const;
};

void TestWhatIf::init()
{
    const QString path = QStringLiteral(ADJ_DATA_DIR "/whatif/game.json");
    m_doc = std::make_unique<GameDocument>();
    m_doc->setGame(readGame(path), path, QString::fromUtf8(fileBytes(QStringLiteral(ADJ_DATA_DIR "/whatif/orders.txt"))));
    m_dialog = std::make_unique<WhatIfDialog>(m_doc.get());
    m_dialog->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_dialog.get()));
}

// The entry whose text is `shown`, chosen as a user does: the popup opened and the entry clicked.
void TestWhatIf::pick(QComboBox *box, const QString &shown)
{
    const int index = box->findText(shown);
    QVERIFY2(index >= 0, qPrintable(shown));
    box->showPopup();
    QAbstractItemView *list = box->view();
    QTRY_VERIFY(list->isVisible());
    const QModelIndex item = list->model()->index(index, box->modelColumn());
    list->scrollTo(item);
    QTest::mouseClick(list->viewport(), Qt::LeftButton, {}, list->visualRect(item).center());
    QTRY_COMPARE(box->currentIndex(), index);
}

// A rule choice by its words and a value by its words (or a number typed), then Compare.
void TestWhatIf::compare(const QString &key, const QString &value)
{
    pick(combo("whatIfKey"), key);
    QComboBox *values = combo("whatIfValue");
    if (!values->isEnabled()) {
        QCOMPARE(values->currentText(), value);
    } else if (values->isEditable()) {
        values->lineEdit()->selectAll();
        QTest::keyClicks(values->lineEdit(), value);
    } else {
        pick(values, value);
    }
    QTest::mouseClick(m_dialog->findChild<QPushButton *>(QStringLiteral("whatIfCompare")), Qt::LeftButton);
}

void TestWhatIf::compareOrders(const QString &orders)
{
    auto *edit = m_dialog->findChild<QPlainTextEdit *>(QStringLiteral("whatIfOrders"));
    edit->selectAll();
    QTest::keyClick(edit, Qt::Key_Delete);
    for (const QString &line : orders.split(u'\n', Qt::SkipEmptyParts)) {
        QTest::keyClicks(edit, line);
        QTest::keyClick(edit, Qt::Key_Return);
    }
    QTest::mouseClick(m_dialog->findChild<QPushButton *>(QStringLiteral("whatIfCompare")), Qt::LeftButton);
}

QStringList TestWhatIf::headers() const
{
    auto *table = m_dialog->findChild<QTableWidget *>(QStringLiteral("whatIfState"));
    QStringList out;
    for (int c = 0; c < table->columnCount(); ++c)
        if (const QTableWidgetItem *header = table->horizontalHeaderItem(c))
            out.append(header->text());
    return out;
}

QList<QStringList> TestWhatIf::rows() const
{
    auto *table = m_dialog->findChild<QTableWidget *>(QStringLiteral("whatIfState"));
    QList<QStringList> out;
    for (int r = 0; r < table->rowCount(); ++r) {
        QStringList row;
        for (int c = 0; c < table->columnCount(); ++c)
            row.append(table->item(r, c)->text());
        out.append(row);
    }
    return out;
}

// Everything the dialog shows of the comparison, for the words that must not be there.
QString shownOf(const QStringList &parts)
{
    return parts.join(u'\n');
}

QString TestWhatIf::shown() const
{
    QStringList parts{summary(), reading(), steps()};
    parts += headers();
    for (const QStringList &row : rows())
        parts += row;
    for (int i = 0; i < combo("whatIfKey")->count(); ++i)
        parts.append(combo("whatIfKey")->itemText(i));
    for (int i = 0; i < combo("whatIfValue")->count(); ++i)
        parts.append(combo("whatIfValue")->itemText(i));
    return shownOf(parts);
}

// Neither the option keys and values of the files nor JSON nor the sides' letters.
const QRegularExpression kKeys(QStringLiteral(
    "lossRounding|assaultStall|captureNeedsMoreThanPopulation|floorSum|floorEach|\\bfail\\b|\\btrue\\b|\\bfalse\\b|"
    "\\bnull\\b|area:|nation:|\\ba:|\\bb:|\\\""));

void TestWhatIf::ruleListInWords()
{
    QComboBox *keys = combo("whatIfKey");
    QVERIFY(keys->findText(QStringLiteral("Rounding of battle losses (RC-ROUND): one floor over the sum")) > 0);
    QVERIFY(keys->findText(QStringLiteral("Assault round that kills nothing (RC-STALL): the assault fails")) > 0);
    QVERIFY(keys->findText(QStringLiteral("Dispersal at the end of the turn (RC-DISPERSE): nothing disperses")) > 0); // the game's own
    QVERIFY(keys->findText(QStringLiteral("Capture in Empires (RC-EMPCAPTURE): any surviving army captures")) > 0);
    QVERIFY(keys->findText(QStringLiteral("City defence bonus (RC-CITYDEF): 3 added to a city's defence")) > 0);
    pick(keys, QStringLiteral("Rounding of battle losses (RC-ROUND): one floor over the sum"));
    QComboBox *values = combo("whatIfValue");
    QCOMPARE(values->count(), 1); // the other choice only
    QCOMPARE(values->itemText(0), QStringLiteral("each term floored"));
    pick(keys, QStringLiteral("Dispersal at the end of the turn (RC-DISPERSE): nothing disperses"));
    QCOMPARE(values->itemText(0), QStringLiteral("ships and extra armies go back to the reserves"));
    // One reading only in this ruleset: said, nothing to choose.
    pick(keys, QStringLiteral("Assault round that kills nothing (RC-STALL): the assault fails"));
    QVERIFY(!values->isEnabled());
    QCOMPARE(values->currentText(), QStringLiteral("the assault fails"));
    QVERIFY2(!shown().contains(kKeys), qPrintable(shown()));
}

void TestWhatIf::ruleChoiceChangesTheWinner()
{
    compare(QStringLiteral("Rounding of battle losses (RC-ROUND): one floor over the sum"), QStringLiteral("each term floored"));
    QCOMPARE(summary(), QStringLiteral("First difference: step 1. Steps that differ: 1. Differences in the next turn: 4."));
    QCOMPARE(reading(), QStringLiteral("Rounding of battle losses (RC-ROUND) — as resolved: one floor over the sum; "
                                       "under the other reading: each term floored."));
    QCOMPARE(steps(), QStringLiteral("Step 1, NOR MOVE ORG TGT 3 — as resolved: the battle was won (attack 3 against 2, "
                                     "the attacker lost 1 and the defender 2); under the other reading: the attack was beaten "
                                     "off (attack 3 against 2, the attacker lost 1 and the defender 1).\n"
                                     "  As resolved: MER loses ½·3 + ½·(3 − 2) = 2 → 2 armies; NOR loses ½·2 = 1 → 1 army\n"
                                     "  Under the other reading: MER loses ½·3 + ½·(3 − 2) = 2, each term rounded down: 1 + 0 = 1 "
                                     "(RC-ROUND) → 1 army; NOR loses ½·2 = 1 → 1 army"));
    QCOMPARE(headers(), (QStringList{QStringLiteral("Area or nation"), QStringLiteral("What"), QStringLiteral("As resolved"),
                                     QStringLiteral("Under the other reading")}));
    const QList<QStringList> table = rows();
    QVERIFY(table.contains(QStringList({QStringLiteral("TGT (Target)"), QStringLiteral("owner"), QStringLiteral("NOR"), QStringLiteral("MER")})));
    QVERIFY(table.contains(QStringList({QStringLiteral("TGT (Target)"), QStringLiteral("armies"), QStringLiteral("2"), QStringLiteral("1")})));
    QVERIFY(table.contains(QStringList({QStringLiteral("ORG (Origin)"), QStringLiteral("armies"), QStringLiteral("0"), QStringLiteral("2")})));
    QVERIFY(table.contains(QStringList({QStringLiteral("TGT (Target)"), QStringLiteral("mode target"), QStringLiteral("ORG"), QStringLiteral("none")})));
    QVERIFY2(!shown().contains(kKeys), qPrintable(shown()));

    // Copy as Text: the same words, for a reply (the game's language is English).
    const QString text = m_dialog->result();
    QVERIFY2(text.contains(steps()) && text.contains(reading()) && text.contains(u"TGT (Target)"), qPrintable(text));
    QTest::mouseClick(m_dialog->findChild<QPushButton *>(QStringLiteral("whatIfCopy")), Qt::LeftButton);
    QCOMPARE(QApplication::clipboard()->text(), text);
    // The game itself is unchanged: a what-if changes nothing.
    QCOMPARE(m_doc->game().areas[m_doc->game().areaIndex(QStringLiteral("TGT"))].owner, QStringLiteral("MER"));
    QVERIFY(!m_doc->game().options.contains(u"lossRounding"));
}

// No rule change; b moves 1 army, not 3: ½·2 + ½·(2 − 1) = 1.5 → 1 for NOR,
// ½·1 = 0.5 → 0 for MER: beaten off, TGT keeps its 2 armies.
void TestWhatIf::changedOrder()
{
    compareOrders(QStringLiteral("NATION NOR\n1 MOVE ORG TGT 1\n"));
    QCOMPARE(reading(), QStringLiteral("Only the orders differ; the rule choices are the game's."));
    QVERIFY2(steps().startsWith(QStringLiteral("Step 1 — as resolved: NOR MOVE ORG TGT 3, the battle was won (")), qPrintable(steps()));
    QVERIFY2(steps().contains(QStringLiteral("; with the changed orders: NOR MOVE ORG TGT 1, the attack was beaten off (attack 1 against 2, "
                                             "the attacker lost 1 and the defender 0).")),
             qPrintable(steps()));
    QCOMPARE(headers().last(), QStringLiteral("With the changed orders"));
    QVERIFY(rows().contains(QStringList({QStringLiteral("TGT (Target)"), QStringLiteral("owner"), QStringLiteral("NOR"), QStringLiteral("MER")})));
    QVERIFY(rows().contains(QStringList({QStringLiteral("ORG (Origin)"), QStringLiteral("armies"), QStringLiteral("0"), QStringLiteral("2")})));
}

// A neutral owner is "neutral", and a step whose action and outcome are the
// same on both sides says what it changed: NOR disowns ORG instead of
// moving (the MOVE's 1 BP stays), so ORG is neutral with its 3 armies, and
// the leftover BP that go to the treasury differ.
void TestWhatIf::neutralInWords()
{
    compareOrders(QStringLiteral("NATION NOR\n1 DISOWN ORG\n"));
    QVERIFY(rows().contains(QStringList({QStringLiteral("ORG (Origin)"), QStringLiteral("owner"), QStringLiteral("NOR"), QStringLiteral("neutral")})));
    QVERIFY(rows().contains(QStringList({QStringLiteral("ORG (Origin)"), QStringLiteral("armies"), QStringLiteral("0"), QStringLiteral("3")})));
    QVERIFY(rows().contains(QStringList({QStringLiteral("NOR (Northumbria)"), QStringLiteral("treasury"), QStringLiteral("19"), QStringLiteral("20")})));
    QVERIFY2(steps().contains(QStringLiteral("; with the changed orders: NOR DISOWN ORG, done.")), qPrintable(steps()));
    QVERIFY2(steps().contains(QStringLiteral("Step 2, end of turn: leftover NOR — as resolved: done, changing NOR treasury from 0 to 19, "
                                             "NOR BP from 19 to 0; with the changed orders: done, changing NOR treasury from 0 to 20, "
                                             "NOR BP from 20 to 0.")),
             qPrintable(steps()));
    QVERIFY2(!shown().contains(kKeys), qPrintable(shown()));
}

// The one reading this ruleset knows of RC-STALL, compared with itself.
void TestWhatIf::sameReadingNothingDiffers()
{
    compare(QStringLiteral("Assault round that kills nothing (RC-STALL): the assault fails"), QStringLiteral("the assault fails"));
    QCOMPARE(summary(), QStringLiteral("Nothing differs: the turn comes out the same."));
    QVERIFY(steps().isEmpty());
    QVERIFY(rows().isEmpty());
}

void TestWhatIf::badValueIsSaid()
{
    compare(QStringLiteral("Ambush factor (RC-AMBUSH): the ambushed attacker's losses count the defence × 2"), QStringLiteral("1.5"));
    QVERIFY(m_dialog->result().isEmpty());
    QVERIFY2(summary().contains(u"whole number"), qPrintable(summary()));
}

// The window in German: the rule list, the reading, the step and the table in
// German words, with no English of them left.
void TestWhatIf::inGerman()
{
    auto german = std::make_unique<QTranslator>();
    QVERIFY(german->load(QStringLiteral(ADJ_GERMAN_QM)));
    QCoreApplication::installTranslator(german.get());
    auto removeGerman = qScopeGuard([&] { QCoreApplication::removeTranslator(german.get()); });
    m_dialog = std::make_unique<WhatIfDialog>(m_doc.get());
    m_dialog->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_dialog.get()));

    QVERIFY(combo("whatIfKey")->findText(QStringLiteral("Sturmrunde ohne Gefallene (RC-STALL): der Sturm scheitert")) > 0);
    compare(QStringLiteral("Rundung der Kampfverluste (RC-ROUND): einmal über die Summe abgerundet"),
            QStringLiteral("jeder Summand abgerundet"));
    QCOMPARE(summary(), QStringLiteral("Erster Unterschied: Schritt 1. Abweichende Schritte: 1. Unterschiede im nächsten Zug: 4."));
    QCOMPARE(reading(), QStringLiteral("Rundung der Kampfverluste (RC-ROUND) — wie ausgewertet: einmal über die Summe abgerundet; "
                                       "unter der anderen Auslegung: jeder Summand abgerundet."));
    QCOMPARE(steps(), QStringLiteral("Schritt 1, NOR MOVE ORG TGT 3 — wie ausgewertet: die Schlacht wurde gewonnen (Angriff 3 gegen 2, "
                                     "der Angreifer verlor 1 und der Verteidiger 2); unter der anderen Auslegung: der Angriff wurde "
                                     "abgewehrt (Angriff 3 gegen 2, der Angreifer verlor 1 und der Verteidiger 1).\n"
                                     "  Wie ausgewertet: MER verliert ½·3 + ½·(3 − 2) = 2 → 2 Armeen; NOR verliert ½·2 = 1 → 1 Armee\n"
                                     "  Unter der anderen Auslegung: MER verliert ½·3 + ½·(3 − 2) = 2, jeder Summand abgerundet: "
                                     "1 + 0 = 1 (RC-ROUND) → 1 Armee; NOR verliert ½·2 = 1 → 1 Armee"));
    QCOMPARE(headers(), (QStringList{QStringLiteral("Gebiet oder Nation"), QStringLiteral("Was"), QStringLiteral("Wie ausgewertet"),
                                     QStringLiteral("Unter der anderen Auslegung")}));
    QVERIFY(rows().contains(QStringList({QStringLiteral("TGT (Target)"), QStringLiteral("Besitzer"), QStringLiteral("NOR"), QStringLiteral("MER")})));
    QVERIFY(rows().contains(QStringList({QStringLiteral("ORG (Origin)"), QStringLiteral("Armeen"), QStringLiteral("0"), QStringLiteral("2")})));
    // A step that changed other numbers, and a neutral owner, in German too.
    compareOrders(QStringLiteral("NATION NOR\n1 DISOWN ORG\n"));
    QVERIFY2(steps().contains(QStringLiteral("Schritt 2, Ende des Zuges: Rest NOR — wie ausgewertet: ausgeführt, ändert NOR Schatz "
                                             "von 0 auf 19, NOR BP von 19 auf 0; unter der anderen Auslegung: ausgeführt, ändert NOR "
                                             "Schatz von 0 auf 20, NOR BP von 20 auf 0.")),
             qPrintable(steps()));
    QVERIFY(rows().contains(QStringList({QStringLiteral("ORG (Origin)"), QStringLiteral("Besitzer"), QStringLiteral("NOR"), QStringLiteral("neutral")})));
    const QRegularExpression english(QStringLiteral(
        "\\b(Rounding|losses|floor|term|as resolved|other reading|battle|won|attack|against|attacker|defender|"
        "Step|differ|owner|armies|Area|nation|What|nothing)\\b"));
    QVERIFY2(!shown().contains(english), qPrintable(shown()));
    QVERIFY2(!shown().contains(kKeys), qPrintable(shown()));
}

QTEST_MAIN(TestWhatIf)
#include "tst_whatif.moc"
