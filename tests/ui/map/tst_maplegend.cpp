// The Legend dock shows the game on show and nothing else, offscreen in the
// main window: after File > Open of another game the dock's pixels on screen
// are those of a window that opened that game first (no faint trace of the
// nations and lines of the game before).
#include "map/MapLegend.h"
#include "map/MapView.h"
#include "window/MainWindow.h"

#include <QDir>
#include <QDockWidget>
#include <QImage>
#include <QScreen>
#include <QStandardPaths>
#include <QTest>

#include "TestSupport.h"

using namespace adj;
using namespace adj::ui;
using namespace adj::test;

namespace {

// The Legend dock on screen in a window of 1280×800 that opened `games`,
// one after the other, each shown before the next.
QImage legendAfter(const QStringList &games)
{
    MainWindow w;
    w.resize(1280, 800);
    w.show();
    if (!QTest::qWaitForWindowExposed(&w))
        return {};
    for (const QString &game : games) {
        if (!w.openFile(game))
            return {};
        QTest::qWait(50);
    }
    auto *dock = w.findChild<QDockWidget *>(QStringLiteral("legendDock"));
    if (!dock)
        return {};
    w.repaint();
    QCoreApplication::processEvents();
    const QRect r(dock->mapTo(&w, QPoint(0, 0)), dock->size());
    return w.screen()->grabWindow(w.winId(), r.x(), r.y(), r.width(), r.height()).toImage();
}

} // namespace

class TestMapLegend : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void nothingOfTheGameBefore();
};

void TestMapLegend::nothingOfTheGameBefore()
{
    const QString forum = QStringLiteral(ADJ_GAMES_DIR "/forum.json");
    // A window that shows the sample (15 nations) first, then the forum game
    // (5), against one that shows the forum game alone.
    const QImage shown = legendAfter({SamplePath, forum});
    const QImage expected = legendAfter({forum});
    QVERIFY(!shown.isNull() && !expected.isNull());
    QCOMPARE(shown.size(), expected.size());
    int differ = 0;
    for (int y = 0; y < shown.height(); ++y)
        for (int x = 0; x < shown.width(); ++x)
            differ += shown.pixel(x, y) != expected.pixel(x, y);
    if (differ) {
        shown.save(QDir::temp().filePath(QStringLiteral("legend-shown.png")));
        expected.save(QDir::temp().filePath(QStringLiteral("legend-expected.png")));
    }
    QVERIFY2(differ == 0, qPrintable(QStringLiteral("%1 pixels differ").arg(differ)));
}

QTEST_MAIN(TestMapLegend)
#include "tst_maplegend.moc"
