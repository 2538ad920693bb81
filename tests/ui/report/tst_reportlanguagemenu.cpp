// Mail › Report Language with a resolved turn open: choosing
// another language is one undoable step that keeps the resolution, the replay
// where it stands and the view; the reports written from the turn are then in
// the new language, and the next turn keeps it once accepted. Undo and redo
// go back and forth without losing the turn.
#include "document/GameDocument.h"
#include "document/TurnCommands.h"
#include "map/MapView.h"
#include "replay/ReplayPanel.h"
#include "report/ReportLanguage.h"
#include "rules/Resolver.h"

#include <QAction>
#include <QDir>
#include <QMenu>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

#include "TestSupport.h"

using namespace adj;
using namespace adj::ui;
using namespace adj::test;

class TestReportLanguageMenu : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void cleanup();
    void keepsTheResolvedTurn();
    void undoAndRedoKeepTheTurn();
    void acceptedTurnKeepsTheLanguage();
    void withoutATurnItIsAnEditOfTheGame();

private:
    void choose(const QString &code);
    // The first nation's report as Export Reports writes it.
    QString exportedReport();

    std::unique_ptr<GameDocument> m_doc;
    std::unique_ptr<MapView> m_map;
    std::unique_ptr<ReplayPanel> m_replay;
    std::unique_ptr<QMenu> m_menu;
    Game m_before;
    Resolution m_resolution;
};

void TestReportLanguageMenu::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    if (!qEnvironmentVariableIsSet("ADJUTANT_TRANSLATIONS"))  // the program's German
        qputenv("ADJUTANT_TRANSLATIONS", QByteArray(ADJ_GERMAN_QM_DIR));
}

void TestReportLanguageMenu::init()
{
    m_doc = std::make_unique<GameDocument>();
    m_doc->setGame(readGame(SamplePath), SamplePath);
    m_map = std::make_unique<MapView>(m_doc.get());
    m_replay = std::make_unique<ReplayPanel>(m_doc.get(), m_map.get());
    m_menu.reset(reportLanguageMenu(m_doc.get(), nullptr));
    m_before = m_doc->game();
    m_resolution = resolveSample(m_before);
    // As the orders panel does: the resolution is the document's, one undoable step.
    m_doc->setOrdersText(readText(SampleOrders));
    m_doc->undoStack()->push(new ResolveTurnCommand(m_doc.get(), TurnRecord{m_before, m_resolution, readText(SampleOrders)}));
    QCOMPARE(m_replay->mode(), ReplayPanel::Mode::Open);
}

void TestReportLanguageMenu::cleanup()
{
    m_menu.reset();
    m_replay.reset();
    m_map.reset();
    m_doc.reset();
}

void TestReportLanguageMenu::choose(const QString &code)
{
    emit m_menu->aboutToShow();
    for (QAction *action : m_menu->actions())
        if (action->data().toString() == code) {
            action->trigger();
            return;
        }
    QFAIL(qPrintable(QStringLiteral("no action for ") + code));
}

QString TestReportLanguageMenu::exportedReport()
{
    QTemporaryDir dir;
    const QString folder = dir.filePath(QStringLiteral("reports"));
    if (const QString error = m_replay->exportReports(folder); !error.isEmpty())
        return error;
    return readText(QDir(folder).filePath(m_before.nations.first().code + QStringLiteral(".txt")));
}

void TestReportLanguageMenu::keepsTheResolvedTurn()
{
    m_replay->goTo(5);
    const Game shown = m_doc->viewedGame();
    const GameDocument::View view = m_doc->view();
    const QString english = exportedReport();
    QVERIFY2(english.contains(QStringLiteral("\nReport for ")), qPrintable(english.left(200)));
    const int commands = m_doc->undoStack()->count();

    choose(QStringLiteral("de"));
    QCOMPARE(gameLanguage(m_doc->game()), QStringLiteral("de"));
    QCOMPARE(m_doc->undoStack()->count(), commands + 1);
    QVERIFY(m_doc->undoStack()->text(commands).contains(QStringLiteral("Deutsch")));
    // The turn is still open, the same steps; the replay stands where it stood, the view too.
    QVERIFY(m_doc->hasOpenResolution());
    QCOMPARE(m_doc->resolution()->resolution.steps, m_resolution.steps);
    QCOMPARE(gameLanguage(m_doc->resolution()->before), QStringLiteral("de"));
    QCOMPARE(m_replay->mode(), ReplayPanel::Mode::Open);
    QCOMPARE(m_replay->stepCount(), m_resolution.steps.size());
    QCOMPARE(m_replay->position(), 5);
    QCOMPARE(m_doc->view(), view);
    QVERIFY(m_doc->viewedGame().areas == shown.areas);
    // The reports written now are German.
    const QString report = exportedReport();
    QVERIFY2(report.contains(QStringLiteral("\nBericht für ")), qPrintable(report.left(200)));
    QVERIFY2(!report.contains(QStringLiteral("Report for")), qPrintable(report.left(200)));
}

void TestReportLanguageMenu::undoAndRedoKeepTheTurn()
{
    m_replay->goTo(7);
    choose(QStringLiteral("de"));
    m_doc->undoStack()->undo();
    QCOMPARE(gameLanguage(m_doc->game()), QStringLiteral("en"));
    QVERIFY(m_doc->game() == m_before);
    QVERIFY(m_doc->hasOpenResolution());
    QVERIFY(m_doc->resolution()->before == m_before);
    QCOMPARE(m_replay->position(), 7);
    QVERIFY(exportedReport().contains(QStringLiteral("\nReport for ")));
    m_doc->undoStack()->redo();
    QCOMPARE(gameLanguage(m_doc->game()), QStringLiteral("de"));
    QVERIFY(m_doc->hasOpenResolution());
    QCOMPARE(m_replay->position(), 7);
    QVERIFY(exportedReport().contains(QStringLiteral("\nBericht für ")));
    // Choosing the language the game has already is no step.
    const int commands = m_doc->undoStack()->count();
    choose(QStringLiteral("de"));
    QCOMPARE(m_doc->undoStack()->count(), commands);
}

void TestReportLanguageMenu::acceptedTurnKeepsTheLanguage()
{
    choose(QStringLiteral("de"));
    m_replay->acceptTurn();
    QCOMPARE(m_doc->game().turn, m_before.turn + 1);
    QCOMPARE(gameLanguage(m_doc->game()), QStringLiteral("de"));  // the next turn is German too
    QCOMPARE(m_replay->mode(), ReplayPanel::Mode::Accepted);
    QVERIFY(exportedReport().contains(QStringLiteral("\nBericht für ")));
    // Back to English with the turn accepted: its reports follow, the turn stays accepted.
    choose(QStringLiteral("en"));
    QVERIFY(m_doc->isResolutionAccepted());
    QCOMPARE(m_replay->mode(), ReplayPanel::Mode::Accepted);
    QVERIFY(exportedReport().contains(QStringLiteral("\nReport for ")));
    // Undo all the way: the game before the turn, English, the turn open again.
    m_doc->undoStack()->undo();
    m_doc->undoStack()->undo();
    QVERIFY(m_doc->hasOpenResolution());
    QCOMPARE(gameLanguage(m_doc->game()), QStringLiteral("de"));
    m_doc->undoStack()->undo();
    QVERIFY(m_doc->game() == m_before);
    QVERIFY(m_doc->hasOpenResolution());
}

void TestReportLanguageMenu::withoutATurnItIsAnEditOfTheGame()
{
    m_doc->undoStack()->undo();  // the resolve
    QVERIFY(!m_doc->resolution());
    choose(QStringLiteral("de"));
    QCOMPARE(gameLanguage(m_doc->game()), QStringLiteral("de"));
    m_doc->undoStack()->undo();
    QVERIFY(m_doc->game() == m_before);
}

QTEST_MAIN(TestReportLanguageMenu)
#include "tst_reportlanguagemenu.moc"
