// The replay under a German locale (issue 17): the outcome of every step —
// the list, its badges' text and the Step tab — is said in German, while the
// step log keeps its English word (formats.md "Step log").
#include "document/GameDocument.h"
#include "orders/OrdersEditor.h"
#include "orders/OrdersPanel.h"
#include "replay/ReplayPanel.h"
#include "replay/StepsModel.h"
#include "window/MainWindow.h"

#include <QLocale>
#include <QStandardPaths>
#include <QTest>
#include <QTranslator>

#include "TestSupport.h"
#include "UiTestSupport.h"

using namespace adj;
using namespace adj::ui;
using namespace adj::test;

class TestReplayGerman : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        // The program's German, as built into it (adjutant_de.qm of the program's build).
        QLocale::setDefault(QLocale(QLocale::German, QLocale::Germany));
        auto *german = new QTranslator(this);
        QVERIFY(german->load(QStringLiteral(ADJ_GERMAN_QM)));
        QCoreApplication::installTranslator(german);
    }
    void outcomesInGerman();
};

void TestReplayGerman::outcomesInGerman()
{
    MainWindow w;
    QVERIFY(w.openFile(SamplePath));
    w.ordersPanel()->editor()->setPlainText(readText(SampleOrders));
    answerNextMessageBox(QStringLiteral("Trotzdem"));  // "Resolve Anyway": the sample has bad lines
    w.ordersPanel()->resolveAction()->trigger();
    QVERIFY(waitForResolve(w.ordersPanel()));
    QVERIFY(w.document()->hasOpenResolution());
    const QList<Step> &steps = w.document()->resolution()->resolution.steps;
    QVERIFY(!steps.isEmpty() && steps.first().outcome == u"done");  // the log's word
    QCOMPARE(StepsModel::outcomeTitle(QStringLiteral("done")), QStringLiteral("ausgeführt"));
    QCOMPARE(StepsModel::outcomeTitle(QStringLiteral("failed")), QStringLiteral("gescheitert"));
    w.replayPanel()->goTo(1);
    const QString details = w.replayPanel()->detailsText();
    QVERIFY2(details.contains(QStringLiteral("ausgeführt")), qPrintable(details));
    QVERIFY2(!details.contains(QRegularExpression(QStringLiteral("\\bdone\\b"))), qPrintable(details));
}

QTEST_MAIN(TestReplayGerman)
#include "tst_replaygerman.moc"
