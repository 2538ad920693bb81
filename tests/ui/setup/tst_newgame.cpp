// File > New… and File > Import Map…, offscreen in the main
// window: a game from the map spreadsheets of resources/maps/britain (as many
// areas, borders and nations as the sheets have rows, named as asked, unsaved
// until saved, and saved and reopened unchanged); the bad sheets of
// tests/data/sheets/bad listed with file, line and column while the open game
// stays; a bundled sample taken as it is, under the name given.
#include "document/GameDocument.h"
#include "document/GameFileActions.h"
#include "map/MapView.h"
#include "setup/NewGameDialog.h"
#include "window/MainWindow.h"

#include <QMessageBox>
#include <QPushButton>
#include <QStandardPaths>
#include <QTimer>
#include <QTemporaryDir>
#include <QTest>

#include "TestSupport.h"

using namespace adj;
using namespace adj::ui;
using namespace adj::test;


class TestNewGame : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void init();
    void cleanup() { m_window.reset(); }
    void gameFromSpreadsheet();
    void badSpreadsheetListsEveryProblem();
    void gameFromSample();

private:
    std::unique_ptr<MainWindow> m_window;
};

void TestNewGame::init()
{
    m_window = std::make_unique<MainWindow>();
    QVERIFY(m_window->openFile(SamplePath));
    m_window->show();
}

void TestNewGame::gameFromSpreadsheet()
{
    const QString dir = QStringLiteral(ADJ_MAPS_DIR "/britain/");
    NewGameDialog *dialog = m_window->showNewGame(NewGameDialog::Source::Sheets);
    dialog->setSheetsFolder(dir);
    dialog->setRuleset(QStringLiteral("empires"));
    dialog->setName(QStringLiteral("Autumn game"));
    dialog->accept();
    QVERIFY2(dialog->problemsText().isEmpty(), qPrintable(dialog->problemsText()));

    GameDocument *doc = m_window->document();
    const Game &g = doc->game();
    QCOMPARE(g.name, QStringLiteral("Autumn game"));
    QCOMPARE(g.ruleset, QStringLiteral("empires"));
    QCOMPARE(g.turn, 1);
    QCOMPARE(int(g.areas.size()), csvDataRows(dir + QStringLiteral("areas.csv")));
    QCOMPARE(int(g.borders.size()), csvDataRows(dir + QStringLiteral("borders.csv")));
    QCOMPARE(int(g.nations.size()), csvDataRows(dir + QStringLiteral("nations.csv")));
    QCOMPARE(m_window->mapView()->areaItems().size(), g.areas.size());
    // Not saved anywhere yet: closing asks (and Cancel keeps the window open).
    QVERIFY(doc->filePath().isEmpty());
    QVERIFY(doc->isModified());
    QTimer::singleShot(0, this, [this] {
        auto *box = m_window->findChild<QMessageBox *>(QStringLiteral("unsavedChanges"));
        QVERIFY(box);
        QVERIFY2(box->text().contains(QStringLiteral("Autumn game")), qPrintable(box->text()));
        box->button(QMessageBox::Cancel)->click();
    });
    QVERIFY(!m_window->close());
    QVERIFY(m_window->isVisible());

    QTemporaryDir tmp;
    const QString path = tmp.filePath(QStringLiteral("autumn.adjutant"));
    QVERIFY(m_window->fileActions()->saveTo(path));
    QVERIFY(!doc->isModified());
    const Game saved = g;
    QVERIFY(m_window->openFile(SamplePath));
    QVERIFY(m_window->openFile(path));
    QVERIFY(doc->game() == saved);
}

void TestNewGame::badSpreadsheetListsEveryProblem()
{
    const Game before = m_window->document()->game();
    NewGameDialog *dialog = m_window->showNewGame(NewGameDialog::Source::Sheets);
    dialog->setSheetsFolder(QStringLiteral(ADJ_DATA_DIR "/sheets/bad"));
    dialog->accept();
    QVERIFY(dialog->isVisible());  // stays open to fix the files
    QVERIFY(!dialog->game());
    const QString text = dialog->problemsText();
    // One of each class, each on its file, line and column (tst_mapsheets has them all).
    for (const char *where : {"areas.csv:3: kind:", "areas.csv:5: code:", "borders.csv:4: a, b:", "nations.csv:1: colour:"})
        QVERIFY2(text.contains(QLatin1String(where)), qPrintable(QStringLiteral("%1 not in:\n%2").arg(QLatin1String(where), text)));
    QCOMPARE(text.split(QLatin1Char('\n')).size(), dialog->problems().size());
    QVERIFY(m_window->document()->game() == before);
    QCOMPARE(m_window->document()->filePath(), QFileInfo(SamplePath).absoluteFilePath());
}

void TestNewGame::gameFromSample()
{
    QVERIFY(NewGameDialog::samples().contains(QStringLiteral(":/samples/empires.json")));
    NewGameDialog *dialog = m_window->showNewGame(NewGameDialog::Source::Sample);
    dialog->setSample(QStringLiteral(":/samples/empires.json"));
    dialog->setName(QStringLiteral("Empires, second table"));
    dialog->accept();
    Game expected = readGame(QStringLiteral(ADJ_GAMES_DIR "/empires.json"));
    expected.name = QStringLiteral("Empires, second table");
    QVERIFY(m_window->document()->game() == expected);
    QVERIFY(m_window->document()->isModified());
}

QTEST_MAIN(TestNewGame)
#include "tst_newgame.moc"
