// Turn > What If… (issue 13): the same comparison as `adjutant-cli compare`,
// in the window, for a changed rule choice and for a changed order. The game
// (tests/data/whatif) is a MOVE whose winner lossRounding decides: under
// floorSum MER loses floor(½·3 + ½·(3 − 2)) = 2 armies and NOR takes TGT;
// under floorEach it loses floor(1.5) + floor(0.5) = 1 and TGT holds.
#include "document/GameDocument.h"
#include "whatif/WhatIfDialog.h"

#include "TestSupport.h"

#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QTest>

using namespace adj;
using namespace adj::ui;
using namespace adj::test;

class TestWhatIf : public QObject
{
    Q_OBJECT
private slots:
    void init();
    void ruleChoiceChangesTheWinner();
    void changedOrder();
    void sameReadingNothingDiffers();
    void badValueIsSaid();

private:
    std::unique_ptr<GameDocument> m_doc;
    std::unique_ptr<WhatIfDialog> m_dialog;
    void choose(const QString &key, const QString &value);
};

void TestWhatIf::init()
{
    const QString path = QStringLiteral(ADJ_DATA_DIR "/whatif/game.json");
    m_doc = std::make_unique<GameDocument>();
    m_doc->setGame(readGame(path), path, QString::fromUtf8(fileBytes(QStringLiteral(ADJ_DATA_DIR "/whatif/orders.txt"))));
    m_dialog = std::make_unique<WhatIfDialog>(m_doc.get());
}

void TestWhatIf::choose(const QString &key, const QString &value)
{
    auto *keys = m_dialog->findChild<QComboBox *>(QStringLiteral("whatIfKey"));
    keys->setCurrentIndex(keys->findData(key));
    auto *values = m_dialog->findChild<QComboBox *>(QStringLiteral("whatIfValue"));
    values->setEditText(value);
    QTest::mouseClick(m_dialog->findChild<QPushButton *>(QStringLiteral("whatIfCompare")), Qt::LeftButton);
}

void TestWhatIf::ruleChoiceChangesTheWinner()
{
    auto *values = m_dialog->findChild<QComboBox *>(QStringLiteral("whatIfValue"));
    auto *keys = m_dialog->findChild<QComboBox *>(QStringLiteral("whatIfKey"));
    keys->setCurrentIndex(keys->findData(QStringLiteral("lossRounding")));
    QCOMPARE(values->count(), 1); // the other choice only
    QCOMPARE(values->itemText(0), QStringLiteral("floorEach"));
    choose(QStringLiteral("lossRounding"), QStringLiteral("floorEach"));
    const QString text = m_dialog->result();
    QVERIFY2(text.contains(u"first difference: step 1"), qPrintable(text));
    QVERIFY2(text.contains(u"area:TGT.owner: a \"NOR\", b \"MER\""), qPrintable(text));
    QVERIFY2(text.contains(u"area:TGT.armies: a 2, b 1"), qPrintable(text));
    QVERIFY(m_dialog->findChild<QLabel *>(QStringLiteral("whatIfSummary"))->text().contains(u"step 1"));
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
    m_dialog->findChild<QPlainTextEdit *>(QStringLiteral("whatIfOrders"))->setPlainText(QStringLiteral("NATION NOR\n1 MOVE ORG TGT 1\n"));
    choose(QString(), QString());
    const QString text = m_dialog->result();
    QVERIFY2(text.contains(u"b: with the orders changed"), qPrintable(text));
    QVERIFY2(text.contains(u"area:TGT.owner: a \"NOR\", b \"MER\""), qPrintable(text));
    QVERIFY2(text.contains(u"area:ORG.armies: a 0, b 2"), qPrintable(text));
}

void TestWhatIf::sameReadingNothingDiffers()
{
    choose(QStringLiteral("lossRounding"), QStringLiteral("floorSum"));
    QVERIFY2(m_dialog->result().contains(u"no step and nothing in the next turn differs"), qPrintable(m_dialog->result()));
}

void TestWhatIf::badValueIsSaid()
{
    choose(QStringLiteral("ambushFactor"), QStringLiteral("1.5"));
    QVERIFY(m_dialog->result().isEmpty());
    QVERIFY2(m_dialog->findChild<QLabel *>(QStringLiteral("whatIfSummary"))->text().contains(u"whole number"),
             qPrintable(m_dialog->findChild<QLabel *>(QStringLiteral("whatIfSummary"))->text()));
}

QTEST_MAIN(TestWhatIf)
#include "tst_whatif.moc"
