// Turn > What If…, in the window, for a changed rule choice and
// for a changed order: each rule choice by its name, its RC- id and its
// values in words (docs/rules.md §7), every differing step as a sentence and the
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
    void cleanup();
    void ruleListInWords_data();
    void ruleListInWords();
    void ruleChoiceChangesTheWinner_data();
    void ruleChoiceChangesTheWinner();
    void copyAsText();
    void changedOrder();
    void neutralInWords_data();
    void neutralInWords();
    void sameReadingNothingDiffers();
    void badValueIsSaid();

private:
    std::unique_ptr<GameDocument> m_doc;
    std::unique_ptr<WhatIfDialog> m_dialog;
    std::unique_ptr<QTranslator> m_german;
    void openDialog();
    void useGerman(bool german);
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
    openDialog();
}

void TestWhatIf::cleanup()
{
    if (m_german)
        QCoreApplication::removeTranslator(m_german.get());
    m_german.reset();
}

void TestWhatIf::openDialog()
{
    m_dialog = std::make_unique<WhatIfDialog>(m_doc.get());
    m_dialog->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_dialog.get()));
}

// The window in German, with the program's own adjutant_de.qm, as a German
// locale loads it; the dialog opened again in it.
void TestWhatIf::useGerman(bool german)
{
    if (!german)
        return;
    m_german = std::make_unique<QTranslator>();
    QVERIFY(m_german->load(QStringLiteral(ADJ_GERMAN_QM)));
    QCoreApplication::installTranslator(m_german.get());
    openDialog();
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
    return parts.join(u'\n');
}

// Neither the option keys and values of the files nor JSON nor the sides' letters.
const QRegularExpression kKeys(QStringLiteral(
    "lossRounding|assaultStall|captureNeedsMoreThanPopulation|floorSum|floorEach|\\bfail\\b|\\btrue\\b|\\bfalse\\b|"
    "\\bnull\\b|area:|nation:|\\ba:|\\bb:|\\\""));

// English words of the comparison that no German text of it has.
const QRegularExpression kEnglish(QStringLiteral(
    "\\b(Rounding|losses|floor|term|as resolved|other reading|changed orders|battle|won|attack|against|attacker|"
    "defender|Step|differ|owner|armies|treasury|Area|nation|What|nothing|done|changing|end of turn|assault|fails)\\b"));

void TestWhatIf::ruleListInWords_data()
{
    QTest::addColumn<bool>("german");
    QTest::addColumn<QString>("rounding");   // the rule list's entry and the other value
    QTest::addColumn<QString>("otherRounding");
    QTest::addColumn<QString>("dispersal");  // the game's own: off
    QTest::addColumn<QString>("otherDispersal");
    QTest::addColumn<QString>("stall");      // the one reading the ruleset knows
    QTest::addColumn<QString>("stallValue");
    QTest::newRow("English") << false << QStringLiteral("Rounding of battle losses (RC-ROUND): one floor over the sum")
                             << QStringLiteral("each term floored")
                             << QStringLiteral("Dispersal at the end of the turn (RC-DISPERSE): nothing disperses")
                             << QStringLiteral("ships and extra armies go back to the reserves")
                             << QStringLiteral("Assault round that kills nothing (RC-STALL): the assault fails")
                             << QStringLiteral("the assault fails");
    QTest::newRow("German") << true << QStringLiteral("Rundung der Kampfverluste (RC-ROUND): einmal über die Summe abgerundet")
                            << QStringLiteral("jeder Summand abgerundet")
                            << QStringLiteral("Auflösung am Ende des Zuges (RC-DISPERSE): nichts wird aufgelöst")
                            << QStringLiteral("Schiffe und überzählige Armeen gehen in die Reserven zurück")
                            << QStringLiteral("Sturmrunde ohne Gefallene (RC-STALL): der Sturm scheitert")
                            << QStringLiteral("der Sturm scheitert");
}

// Each rule choice by its name, its RC- id and its value now in words; the
// other reading offered in words.
void TestWhatIf::ruleListInWords()
{
    QFETCH(bool, german);
    useGerman(german);
    QComboBox *keys = combo("whatIfKey");
    QComboBox *values = combo("whatIfValue");
    QFETCH(QString, rounding);
    pick(keys, rounding);
    QCOMPARE(values->count(), 1); // the other choice only
    QTEST(values->itemText(0), "otherRounding");
    QFETCH(QString, dispersal);
    pick(keys, dispersal);
    QTEST(values->itemText(0), "otherDispersal");
    // One reading only in this ruleset: said, nothing to choose.
    QFETCH(QString, stall);
    pick(keys, stall);
    QVERIFY(!values->isEnabled());
    QTEST(values->currentText(), "stallValue");
    if (!german) {
        QVERIFY(keys->findText(QStringLiteral("Capture in Empires (RC-EMPCAPTURE): any surviving army captures")) > 0);
        QVERIFY(keys->findText(QStringLiteral("City defence bonus (RC-CITYDEF): 3 added to a city's defence")) > 0);
    }
    QVERIFY2(!shown().contains(kKeys), qPrintable(shown()));
    if (german)
        QVERIFY2(!shown().contains(kEnglish), qPrintable(shown()));
}

QStringList row(const char *where, const char *what, const char *a, const char *b)
{
    return {QString::fromUtf8(where), QString::fromUtf8(what), QString::fromUtf8(a), QString::fromUtf8(b)};
}

void TestWhatIf::ruleChoiceChangesTheWinner_data()
{
    QTest::addColumn<bool>("german");
    QTest::addColumn<QString>("rule");
    QTest::addColumn<QString>("value");
    QTest::addColumn<QString>("summary");
    QTest::addColumn<QString>("reading");
    QTest::addColumn<QString>("steps");
    QTest::addColumn<QStringList>("headers");
    QTest::addColumn<QList<QStringList>>("rows");
    QTest::newRow("English")
        << false << QStringLiteral("Rounding of battle losses (RC-ROUND): one floor over the sum") << QStringLiteral("each term floored")
        << QStringLiteral("First difference: step 1. Steps that differ: 1. Differences in the next turn: 4.")
        << QStringLiteral("Rounding of battle losses (RC-ROUND) — as resolved: one floor over the sum; "
                          "under the other reading: each term floored.")
        << QStringLiteral("Step 1, NOR MOVE ORG TGT 3 — as resolved: the battle was won (attack 3 against 2, "
                          "the attacker lost 1 and the defender 2); under the other reading: the attack was beaten "
                          "off (attack 3 against 2, the attacker lost 1 and the defender 1).\n"
                          "  As resolved: MER loses ½·3 + ½·(3 − 2) = 2 → 2 armies; NOR loses ½·2 = 1 → 1 army\n"
                          "  Under the other reading: MER loses ½·3 + ½·(3 − 2) = 2, each term rounded down: 1 + 0 = 1 "
                          "→ 1 army; NOR loses ½·2 = 1 → 1 army")
        << QStringList{QStringLiteral("Area or nation"), QStringLiteral("What"), QStringLiteral("As resolved"),
                       QStringLiteral("Under the other reading")}
        << QList<QStringList>{row("ORG (Origin)", "armies", "0", "2"), row("TGT (Target)", "owner", "NOR", "MER"),
                              row("TGT (Target)", "armies", "2", "1"), row("TGT (Target)", "mode target", "ORG", "none")};
    QTest::newRow("German")
        << true << QStringLiteral("Rundung der Kampfverluste (RC-ROUND): einmal über die Summe abgerundet")
        << QStringLiteral("jeder Summand abgerundet")
        << QStringLiteral("Erster Unterschied: Schritt 1. Abweichende Schritte: 1. Unterschiede im nächsten Zug: 4.")
        << QStringLiteral("Rundung der Kampfverluste (RC-ROUND) — wie ausgewertet: einmal über die Summe abgerundet; "
                          "unter der anderen Auslegung: jeder Summand abgerundet.")
        << QStringLiteral("Schritt 1, NOR MOVE ORG TGT 3 — wie ausgewertet: die Schlacht wurde gewonnen (Angriff 3 gegen 2, "
                          "der Angreifer verlor 1 und der Verteidiger 2); unter der anderen Auslegung: der Angriff wurde "
                          "abgewehrt (Angriff 3 gegen 2, der Angreifer verlor 1 und der Verteidiger 1).\n"
                          "  Wie ausgewertet: MER verliert ½·3 + ½·(3 − 2) = 2 → 2 Armeen; NOR verliert ½·2 = 1 → 1 Armee\n"
                          "  Unter der anderen Auslegung: MER verliert ½·3 + ½·(3 − 2) = 2, jeder Summand abgerundet: "
                          "1 + 0 = 1 → 1 Armee; NOR verliert ½·2 = 1 → 1 Armee")
        << QStringList{QStringLiteral("Gebiet oder Nation"), QStringLiteral("Was"), QStringLiteral("Wie ausgewertet"),
                       QStringLiteral("Unter der anderen Auslegung")}
        << QList<QStringList>{row("ORG (Origin)", "Armeen", "0", "2"), row("TGT (Target)", "Besitzer", "NOR", "MER"),
                              row("TGT (Target)", "Armeen", "2", "1"), row("TGT (Target)", "Modus-Ziel", "ORG", "keine")};
}

// The rule choice and its other reading chosen by their words; the step
// that differs as a sentence, the next turn's differences as a table.
void TestWhatIf::ruleChoiceChangesTheWinner()
{
    QFETCH(bool, german);
    useGerman(german);
    QFETCH(QString, rule);
    QFETCH(QString, value);
    compare(rule, value);
    QTEST(summary(), "summary");
    QTEST(reading(), "reading");
    QTEST(steps(), "steps");
    QTEST(headers(), "headers");
    QTEST(rows(), "rows");
    QVERIFY2(!shown().contains(kKeys), qPrintable(shown()));
    if (german)
        QVERIFY2(!shown().contains(kEnglish), qPrintable(shown()));
}

// Copy as Text: the same words, for a reply (the game's language is English);
// the game itself is unchanged: a what-if changes nothing.
void TestWhatIf::copyAsText()
{
    compare(QStringLiteral("Rounding of battle losses (RC-ROUND): one floor over the sum"), QStringLiteral("each term floored"));
    const QString text = m_dialog->result();
    QVERIFY2(text.contains(steps()) && text.contains(reading()) && text.contains(summary()), qPrintable(text));
    QVERIFY2(text.contains(QRegularExpression(QStringLiteral("\\nTGT \\(Target\\) +owner +NOR +MER\\n"))), qPrintable(text));
    QTest::mouseClick(m_dialog->findChild<QPushButton *>(QStringLiteral("whatIfCopy")), Qt::LeftButton);
    QCOMPARE(QApplication::clipboard()->text(), text);
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

void TestWhatIf::neutralInWords_data()
{
    QTest::addColumn<bool>("german");
    QTest::addColumn<QStringList>("owner");
    QTest::addColumn<QString>("step");
    QTest::newRow("English") << false << row("ORG (Origin)", "owner", "NOR", "neutral")
                             << QStringLiteral("Step 2, end of turn: leftover NOR — as resolved: done, changing NOR treasury from 0 "
                                               "to 19, NOR BP from 19 to 0; with the changed orders: done, changing NOR treasury "
                                               "from 0 to 20, NOR BP from 20 to 0.");
    QTest::newRow("German") << true << row("ORG (Origin)", "Besitzer", "NOR", "neutral")
                            << QStringLiteral("Schritt 2, Ende des Zuges: Rest NOR — wie ausgewertet: ausgeführt, ändert NOR Schatz "
                                              "von 0 auf 19, NOR BP von 19 auf 0; mit den geänderten Befehlen: ausgeführt, ändert "
                                              "NOR Schatz von 0 auf 20, NOR BP von 20 auf 0.");
}

// A neutral owner is "neutral", and a step whose action and outcome are the
// same on both sides says what it changed: NOR disowns ORG instead of
// moving (the MOVE's 1 BP stays), so ORG is neutral with its 3 armies, and
// the leftover BP that go to the treasury differ.
void TestWhatIf::neutralInWords()
{
    QFETCH(bool, german);
    useGerman(german);
    compareOrders(QStringLiteral("NATION NOR\n1 DISOWN ORG\n"));
    QFETCH(QStringList, owner);
    QVERIFY2(rows().contains(owner), qPrintable(shown()));
    QFETCH(QString, step);
    QVERIFY2(steps().contains(step), qPrintable(steps()));
    QVERIFY2(!shown().contains(kKeys), qPrintable(shown()));
    if (german)
        QVERIFY2(!shown().contains(kEnglish), qPrintable(shown()));
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

QTEST_MAIN(TestWhatIf)
#include "tst_whatif.moc"
