// The replay under a German locale: the outcome of every step —
// the list, its badges' text and the Step tab — is said in German, while the
// step log keeps its English word (docs/formats.md "Step log"); so are the core's
// messages on the resolved sample turn (battles, failures, the end of the
// turn) in the Step tab and the battle inspector, and the order problems of
// the Orders dock, with no English left.
#include "document/GameDocument.h"
#include "io/CoreText.h"
#include "orders/OrdersEditor.h"
#include "orders/OrdersPanel.h"
#include "replay/ReplayPanel.h"
#include "replay/StepsModel.h"
#include "window/MainWindow.h"

#include <QListView>
#include <QListWidget>
#include <QLocale>
#include <QRegularExpression>
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
    void coreMessagesInGerman();
};

namespace {

// The sample's turn 1 resolved in `w` (its bad line resolved anyway).
bool resolveSampleIn(MainWindow &w)
{
    if (!w.openFile(SamplePath))
        return false;
    w.ordersPanel()->editor()->setPlainText(readText(SampleOrders));
    answerNextMessageBox(QStringLiteral("Trotzdem"));  // "Resolve Anyway": the sample has bad lines
    w.ordersPanel()->resolveAction()->trigger();
    return waitForResolve(w.ordersPanel()) && w.document()->hasOpenResolution();
}

// English words of the core's messages that no German text of them has.
const QRegularExpression kEnglish(QStringLiteral(
    "\\b(unknown|yours|may not|trades|income|begins|captured|ashore|loses|against|army|armies|ships?|"
    "population|forts?|nothing|survivors?|wiped|rounded|capped|battle|Attacker|Defender|Rules|Round|"
    "holds|takes|keeps|go back|stays|aboard)\\b"));

// What the window shows of the core's words for step `index`: the Step tab and, for a battle, the inspector.
QString shownForStep(MainWindow &w, int index)
{
    w.replayPanel()->goTo(index);
    QString shown = w.replayPanel()->detailsText();
    if (w.replayPanel()->inspector()->hasBattle())
        shown += u'\n' + w.replayPanel()->inspector()->shownText() + u'\n' + w.replayPanel()->inspector()->text();
    return shown;
}

} // namespace

void TestReplayGerman::outcomesInGerman()
{
    MainWindow w;
    QVERIFY(resolveSampleIn(w));
    const QList<Step> &steps = w.document()->resolution()->resolution.steps;
    QVERIFY(!steps.isEmpty() && steps.first().outcome == u"done");  // the log's word
    QCOMPARE(StepsModel::outcomeTitle(QStringLiteral("done")), QStringLiteral("ausgeführt"));
    QCOMPARE(StepsModel::outcomeTitle(QStringLiteral("failed")), QStringLiteral("gescheitert"));
    w.replayPanel()->goTo(1);
    const QString details = w.replayPanel()->detailsText();
    QVERIFY2(details.contains(QStringLiteral("ausgeführt")), qPrintable(details));
    QVERIFY2(!details.contains(QRegularExpression(QStringLiteral("\\bdone\\b"))), qPrintable(details));
}

void TestReplayGerman::coreMessagesInGerman()
{
    MainWindow w;
    QVERIFY(resolveSampleIn(w));
    // The Orders dock: line 137 names an area the map does not have.
    auto *problems = w.findChild<QListView *>(QStringLiteral("ordersProblems"));
    QVERIFY(problems && problems->model()->rowCount() == 1);
    // The areas one slip from it named (GWS: GLS and GWE one letter off).
    QCOMPARE(problems->model()->index(0, 0).data().toString(),
             QStringLiteral("Zeile 137: unbekanntes Gebiet GWS (vielleicht GLS, GWE?)"));

    // Every step of the turn, with its failures, battles, notes and end of turn.
    const QList<Step> &steps = w.document()->resolution()->resolution.steps;
    QStringList all;
    for (const Step &s : steps) {
        const QString shown = shownForStep(w, s.index);
        const QRegularExpressionMatch english = kEnglish.match(shown);
        QVERIFY2(!english.hasMatch(), qPrintable(QStringLiteral("step %1: \"%2\" in\n%3")
                                                     .arg(s.index).arg(english.captured(), shown)));
        QVERIFY2(s.reason.isEmpty() || shown.contains(trCore(s.reason)), qPrintable(shown));
        all.append(shown);
    }
    const QString text = all.join(u'\n');
    // Known German of each kind: a failure, a note, a sea and a land battle, the end of the turn.
    for (const char *german : {"gälische Königreiche dürfen kein BUILD", "WEX gehört dir nicht (VIK)",
                               "unbekanntes Gebiet GWS", "FGS von VIK erobert (ein anderes Volk)",
                               "geht als Armee an Land", "Seeschlacht in", "-Schlacht: ", "verliert",
                               "Angreifer:", "Verteidiger:", "Einkommen 16", "Zug 2 beginnt",
                               "PER handelt 1 (du hältst sein Hinterland PRS)"})
        QVERIFY2(text.contains(QString::fromUtf8(german)), german);
    // The rules cited as players know them, the rulebook's title and section,
    // not the step log's ids (docs/formats.md "Battle details").
    QVERIFY2(text.contains(QStringLiteral("(Dark Age 8.4a).")) && text.contains(QStringLiteral("Regeln: Dark Age 8.4a"))
                 && text.contains(QStringLiteral("Regeln: Dark Age 3.4")), qPrintable(text));
    QVERIFY2(!text.contains(QRegularExpression(QStringLiteral("\\bseed\\b|\\bDA \\d"))), qPrintable(text));
    // The step log keeps its English (docs/formats.md "Step log").
    QVERIFY(std::any_of(steps.cbegin(), steps.cend(), [](const Step &s) { return s.reason == u"Gaelic kingdoms may not BUILD"; }));
}

QTEST_MAIN(TestReplayGerman)
#include "tst_replaygerman.moc"
