// The Charts dock and the chart picture, offscreen: a game file
// with three turns of the sample's history opened in the main window charts
// one line per nation, three points each, in the nation's map colour, with
// the turns on the x axis; the measure is picked in the combo; an accepted
// turn shows at once (and goes again with its undo); the picture for the
// game report is the same chart, written as PNG. The history is read on a
// worker: the refresh returns before it is read, the chart shows the
// document's own turn meanwhile and fills when the read lands; a newer read,
// or a change of the history, supersedes an older one.
#include "charts/ChartPicture.h"
#include "charts/ChartsPanel.h"
#include "charts/NationChart.h"
#include "document/GameDocument.h"
#include "document/GameFile.h"
#include "document/GameFileActions.h"
#include "document/TurnCommands.h"
#include "map/NationColours.h"
#include "model/Holdings.h"
#include "model/NationEdits.h"
#include "window/MainWindow.h"

#include <QChart>
#include <QChartView>
#include <QComboBox>
#include <QDir>
#include <QFileInfo>
#include <QLabel>
#include <QLineSeries>
#include <QListWidget>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QThread>
#include <QTest>
#include <QUndoStack>
#include <QValueAxis>

#include "TestSupport.h"

using namespace adj;
using namespace adj::ui;
using namespace adj::test;

namespace {

QLineSeries *lineOf(const QChart *chart, const QString &code)
{
    for (QAbstractSeries *s : chart->series())
        if (s->name() == code)
            return qobject_cast<QLineSeries *>(s);
    return nullptr;
}

qsizetype ownedBy(const Game &game, const QString &code)
{
    return std::count_if(game.areas.cbegin(), game.areas.cend(), [&](const Area &a) { return a.owner == code; });
}

// How many pixels of `image` have exactly `colour`.
int pixelsOf(const QImage &image, const QColor &colour)
{
    int n = 0;
    for (int y = 0; y < image.height(); ++y)
        for (int x = 0; x < image.width(); ++x)
            n += image.pixelColor(x, y).rgb() == colour.rgb();
    return n;
}

} // namespace

class TestChartsPanel : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void oneLinePerNationOverThreeTurns();
    void theHistoryIsReadOnAWorker();
    void aNewerReadSupersedesAnOlderOne();
    void theComboPicksTheMeasure();
    void anAcceptedTurnShowsAtOnce();
    void aRemovedNationKeepsAColourOfItsOwn();
    void aRedrawKeepsTheLinesOfTheSameNations();
    void thePictureIsTheChart();
    void aPictureThatCannotBeWrittenSaysSo();

private:
    QTemporaryDir m_dir;
    QString m_path;
    QList<Game> m_played;  // turns 1 to 3 as resolved
};

void TestChartsPanel::initTestCase()
{
    m_path = m_dir.filePath(QStringLiteral("britain.adjutant"));
    QCOMPARE(writeSampleHistory(m_path, 2, &m_played), QString());
}

void TestChartsPanel::oneLinePerNationOverThreeTurns()
{
    MainWindow w;
    QVERIFY(w.openFile(m_path));
    ChartsPanel *panel = w.chartsPanel();
    QTRY_COMPARE(panel->games().size(), 3);
    const QChart *chart = panel->chart();
    const Game &now = m_played.last();
    QCOMPARE(chart->series().size(), now.nations.size());
    const NationColours colours(now);
    for (const Nation &n : now.nations) {
        QLineSeries *line = lineOf(chart, n.code);
        QVERIFY2(line, qPrintable(n.code));
        QCOMPARE(line->count(), 3);
        QCOMPARE(line->pen().color(), colours.colour(n.code));
        for (int t = 0; t < 3; ++t)
            QCOMPARE(line->at(t).x(), double(t + 1));
    }
    // Every nation's code is written once, at a line's end: lines ending less
    // than a label's height apart (1/20 of the value axis) share one label, on
    // the highest of them, so that no two labels overlap.
    const auto *values = qobject_cast<QValueAxis *>(chart->axes(Qt::Vertical).value(0));
    QVERIFY(values);
    const double near = values->max() / 20;
    const auto end = [chart](const QString &code) { return lineOf(chart, code)->at(2).y(); };
    QStringList written;
    QList<double> labelled;
    for (const Nation &n : now.nations) {
        QLineSeries *line = lineOf(chart, n.code);
        QVERIFY(!line->pointConfiguration(0).value(QXYSeries::PointConfiguration::LabelVisibility).toBool());
        QVERIFY(!line->pointConfiguration(1).value(QXYSeries::PointConfiguration::LabelVisibility).toBool());
        if (!line->pointConfiguration(2).value(QXYSeries::PointConfiguration::LabelVisibility).toBool())
            continue;
        const QStringList codes = line->pointLabelsFormat().split(u' ');
        QVERIFY2(codes.contains(n.code), qPrintable(n.code + QStringLiteral(": ") + line->pointLabelsFormat()));
        for (const QString &c : codes) {
            QVERIFY2(end(c) <= end(n.code) && end(n.code) - end(c) < near, qPrintable(c + QStringLiteral(" under ") + n.code));
            written.append(c);
        }
        for (double other : labelled)
            QVERIFY2(std::abs(other - end(n.code)) >= near, qPrintable(n.code + QStringLiteral(": labels overlap")));
        labelled.append(end(n.code));
    }
    written.sort();
    QStringList all;
    for (const Nation &n : now.nations)
        all.append(n.code);
    all.sort();
    QCOMPARE(written, all);
    QVERIFY2(labelled.size() < all.size(), "the sample has nations ending level, whose labels are shared");
    // The sample's first turn: the Vikings of Dublin own 5 areas, Munster 5, Kent 3.
    QCOMPARE(panel->measure(), ChartMeasure::Areas);
    QCOMPARE(lineOf(chart, QStringLiteral("VIK"))->at(0).y(), 5.0);
    QCOMPARE(lineOf(chart, QStringLiteral("MUM"))->at(0).y(), 5.0);
    QCOMPARE(lineOf(chart, QStringLiteral("KEN"))->at(0).y(), 3.0);
    const auto *x = qobject_cast<QValueAxis *>(chart->axes(Qt::Horizontal).value(0));
    QVERIFY(x);
    QCOMPARE(x->min(), 1.0);
    QCOMPARE(x->max(), 3.0);
    // The legend beside the chart: every nation in its colour; unticked, its line is left out.
    QListWidget *list = panel->nationList();
    QCOMPARE(list->count(), now.nations.size());
    for (int i = 0; i < list->count(); ++i) {
        const QString code = list->item(i)->data(Qt::UserRole).toString();
        QVERIFY(list->item(i)->text().contains(now.nation(code)->name));
        QCOMPARE(list->item(i)->data(Qt::DecorationRole).value<QColor>(), colours.colour(code));
        QCOMPARE(list->item(i)->checkState(), Qt::Checked);
    }
    list->item(0)->setCheckState(Qt::Unchecked);
    const QString hidden = list->item(0)->data(Qt::UserRole).toString();
    QVERIFY(!lineOf(chart, hidden)->isVisible());
    panel->setMeasure(ChartMeasure::Population);  // stays left out under another measure
    QVERIFY(!lineOf(panel->chart(), hidden)->isVisible());
    QVERIFY(lineOf(panel->chart(), QStringLiteral("KEN"))->isVisible() || hidden == u"KEN");
}

void TestChartsPanel::theHistoryIsReadOnAWorker()
{
    MainWindow w;
    ChartsPanel *panel = w.chartsPanel();
    QTRY_VERIFY(!panel->isReadingHistory());
    QSignalSpy read(panel, &ChartsPanel::historyRead);
    QVERIFY(w.openFile(m_path));
    panel->refresh();
    // Returned before the history was read: the chart holds the open turn
    // alone, nothing of the history as it was before.
    QVERIFY(panel->isReadingHistory());
    QCOMPARE(read.count(), 0);
    QCOMPARE(panel->games().size(), 1);
    QCOMPARE(panel->games().first().turn, 3);
    QCOMPARE(lineOf(panel->chart(), QStringLiteral("VIK"))->count(), 1);
    QVERIFY(panel->findChild<QLabel *>(QStringLiteral("chartNote"))->text().contains(u"Reading"));
    // The worker's read lands: every turn charted.
    QVERIFY(read.wait(10000));
    QVERIFY(!panel->isReadingHistory());
    QCOMPARE(panel->games().size(), 3);
    for (const Nation &n : m_played.last().nations) {
        const QLineSeries *line = lineOf(panel->chart(), n.code);
        QVERIFY2(line, qPrintable(n.code));
        QCOMPARE(line->count(), 3);
        for (int t = 0; t < 3; ++t)
            QCOMPARE(line->at(t), QPointF(t + 1, double(ownedBy(m_played[t], n.code))));
    }
    QVERIFY(!panel->findChild<QLabel *>(QStringLiteral("chartNote"))->isVisibleTo(panel));
}

void TestChartsPanel::aNewerReadSupersedesAnOlderOne()
{
    // A second file with one published turn: two turns to chart.
    QList<Game> shorter;
    const QString other = m_dir.filePath(QStringLiteral("shorter.adjutant"));
    QCOMPARE(writeSampleHistory(other, 1, &shorter), QString());
    MainWindow w;
    ChartsPanel *panel = w.chartsPanel();
    QSignalSpy read(panel, &ChartsPanel::historyRead);
    QVERIFY(w.openFile(m_path));
    panel->refresh();  // the three turns being read...
    QVERIFY(panel->isReadingHistory());
    QThread::msleep(1000);  // ...read by now, their delivery waiting in the event queue
    // The history changed: that read is stale at once. (Opened without a
    // worker: the window's open turns the event loop while the file is read
    // on one, and the first read would land before the change.)
    QCOMPARE(w.fileActions()->file()->open(other), QString());
    QVERIFY(!panel->isReadingHistory());
    panel->refresh();  // the other file's two turns
    QVERIFY(panel->isReadingHistory());
    QCOMPARE(panel->games().size(), 1);
    QVERIFY(read.wait(10000));
    QTest::qWait(200);  // the first read, had it been drawn, would have landed too
    QCOMPARE(read.count(), 1);
    QCOMPARE(panel->games().size(), 2);
    QCOMPARE(lineOf(panel->chart(), QStringLiteral("VIK"))->count(), 2);
    QCOMPARE(lineOf(panel->chart(), QStringLiteral("VIK"))->at(1).y(), double(ownedBy(shorter[1], QStringLiteral("VIK"))));
}

void TestChartsPanel::theComboPicksTheMeasure()
{
    MainWindow w;
    QVERIFY(w.openFile(m_path));
    ChartsPanel *panel = w.chartsPanel();
    QTRY_COMPARE(panel->games().size(), 3);
    panel->measureBox()->setCurrentIndex(panel->measureBox()->findData(int(ChartMeasure::Bp)));
    QCOMPARE(panel->measure(), ChartMeasure::Bp);
    for (const Nation &n : m_played.last().nations) {
        const QLineSeries *line = lineOf(panel->chart(), n.code);
        for (int t = 0; t < 3; ++t)
            QCOMPARE(line->at(t).y(), double(m_played[t].nation(n.code)->bp));
    }
    // britain.json: the Vikings start with 17 BP.
    QCOMPARE(lineOf(panel->chart(), QStringLiteral("VIK"))->at(0).y(), 17.0);
}

void TestChartsPanel::anAcceptedTurnShowsAtOnce()
{
    MainWindow w;
    QVERIFY(w.openFile(m_path));
    ChartsPanel *panel = w.chartsPanel();
    QTRY_COMPARE(panel->games().size(), 3);
    GameDocument *doc = w.document();
    const ResolvedOrders r = resolveOrders(doc->game(), sampleOrders(3));
    const TurnRecord record{doc->game(), r.resolution, readText(sampleOrders(3))};
    doc->undoStack()->push(new ResolveTurnCommand(doc, record));
    doc->undoStack()->push(new AcceptTurnCommand(doc, record));
    QTRY_COMPARE(panel->games().size(), 4);  // not saved yet
    QCOMPARE(lineOf(panel->chart(), QStringLiteral("VIK"))->count(), 4);
    QCOMPARE(lineOf(panel->chart(), QStringLiteral("VIK"))->at(3),
             QPointF(4, double(ownedBy(r.resolution.next, QStringLiteral("VIK")))));
    doc->undoStack()->undo();  // the accept
    QTRY_COMPARE(panel->games().size(), 3);
    QCOMPARE(lineOf(panel->chart(), QStringLiteral("VIK"))->count(), 3);
}

void TestChartsPanel::aRemovedNationKeepsAColourOfItsOwn()
{
    // The Vikings (last of the sample's nations) removed and the Hwicce added:
    // on the map the Hwicce take the Vikings' place and colour; in the chart,
    // which still has the Vikings' earlier turns, every line differs.
    Nation hwicce;
    hwicce.code = QStringLiteral("HWI");
    hwicce.name = QStringLiteral("Hwicce");
    const Game later = withNation(withoutNation(m_played.last(), QStringLiteral("VIK")), hwicce);
    QCOMPARE(NationColours(later).colour(QStringLiteral("HWI")), NationColours(m_played[0]).colour(QStringLiteral("VIK")));
    const QHash<QString, QColor> colours = chartColours({m_played[0], later});
    QCOMPARE(colours.size(), m_played[0].nations.size() + 1);
    QCOMPARE(colours.value(QStringLiteral("HWI")), NationColours(later).colour(QStringLiteral("HWI")));
    QSet<QRgb> distinct;
    for (const QColor &c : colours)
        distinct.insert(c.rgb());
    QCOMPARE(distinct.size(), colours.size());
}

void TestChartsPanel::aRedrawKeepsTheLinesOfTheSameNations()
{
    // A redraw over the same nations replaces the points of their
    // lines (removing and adding 320 lines blocked the window 100 ms); other
    // nations get lines of their own; no game, no lines and no axes.
    QChart chart;
    fillNationChart(&chart, m_played, ChartMeasure::Areas);
    QLineSeries *vik = lineOf(&chart, QStringLiteral("VIK"));
    QVERIFY(vik);
    QCOMPARE(vik->count(), 3);
    fillNationChart(&chart, m_played.mid(0, 2), ChartMeasure::Bp);
    QCOMPARE(lineOf(&chart, QStringLiteral("VIK")), vik);
    QCOMPARE(chart.series().size(), m_played[0].nations.size());
    for (const Nation &n : m_played[0].nations) {
        const QLineSeries *line = lineOf(&chart, n.code);
        QCOMPARE(line->count(), 2);
        for (int t = 0; t < 2; ++t)
            QCOMPARE(line->at(t), QPointF(m_played[t].turn, double(m_played[t].nation(n.code)->bp)));
    }
    const auto *x = qobject_cast<QValueAxis *>(chart.axes(Qt::Horizontal).value(0));
    QVERIFY(x);
    QCOMPARE(x->max(), double(m_played[1].turn));
    QCOMPARE(chart.axes().size(), 2);

    Nation hwicce;
    hwicce.code = QStringLiteral("HWI");
    const Game later = withNation(m_played.last(), hwicce);
    fillNationChart(&chart, {m_played[0], later}, ChartMeasure::Areas);
    QCOMPARE(chart.series().size(), m_played[0].nations.size() + 1);
    QVERIFY(lineOf(&chart, QStringLiteral("HWI")));
    QCOMPARE(lineOf(&chart, QStringLiteral("VIK"))->at(1), QPointF(later.turn, double(ownedBy(later, QStringLiteral("VIK")))));
    QCOMPARE(chart.axes().size(), 2);
    for (QAbstractSeries *s : chart.series())
        QCOMPARE(s->attachedAxes().size(), 2);

    fillNationChart(&chart, {}, ChartMeasure::Areas);
    QVERIFY(chart.series().isEmpty());
    QVERIFY(chart.axes().isEmpty());
}

void TestChartsPanel::thePictureIsTheChart()
{
    const QString png = m_dir.filePath(QStringLiteral("areas.png"));
    QCOMPARE(writeChartPng(m_played, ChartMeasure::Areas, png, QSize(800, 450)), QString());
    QImage image(png);
    QCOMPARE(image.size(), QSize(800, 450));
    // Every nation's line is drawn in its map colour (2 pixels wide: some pixels exactly so).
    const NationColours colours(m_played.last());
    for (const Nation &n : m_played.last().nations)
        QVERIFY2(pixelsOf(image, colours.colour(n.code)) > 20, qPrintable(n.code));
    QVERIFY(pixelsOf(image, Qt::white) > 800 * 450 / 2);
}

void TestChartsPanel::aPictureThatCannotBeWrittenSaysSo()
{
    // A folder where the picture should go.
    const QString png = m_dir.filePath(QStringLiteral("folder.png"));
    QVERIFY(QDir().mkpath(png));
    const QString error = writeChartPng(m_played, ChartMeasure::Areas, png);
    QVERIFY2(error.startsWith(png + QStringLiteral(": ")), qPrintable(error));
    QVERIFY(QFileInfo(png).isDir());
}

QTEST_MAIN(TestChartsPanel)
#include "tst_chartspanel.moc"
