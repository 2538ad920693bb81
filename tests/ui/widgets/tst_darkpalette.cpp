// The window on a dark desktop, as Fusion's dark palette gives it, and on a
// light one: the window's own colours (widgets/Tones.h) read at least 4.5:1
// against the palette's base and window (WCAG AA for text), the map's
// background and the charts follow the desktop, the orders editor's
// highlighting stays legible; the printed turn sheets and the PDF reports
// stay light, black on white, whatever the desktop.
#include "charts/ChartsPanel.h"
#include "document/GameDocument.h"
#include "map/MapLegend.h"
#include "map/MapView.h"
#include "orders/OrdersEditor.h"
#include "orders/OrdersPanel.h"
#include "print/ReportPdf.h"
#include "sheets/TurnSheet.h"
#include "widgets/Tones.h"
#include "window/MainWindow.h"

#include <QApplication>
#include <QChart>
#include <QGraphicsScene>
#include <QPainter>
#include <QPdfWriter>
#include <QProcess>
#include <QStandardPaths>
#include <QStyleFactory>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBlock>
#include <QTextLayout>

#include "TestSupport.h"

using namespace adj;
using namespace adj::ui;
using namespace adj::test;

namespace {

double luminance(const QColor &c)
{
    auto linear = [](double v) { return v <= 0.03928 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4); };
    return 0.2126 * linear(c.redF()) + 0.7152 * linear(c.greenF()) + 0.0722 * linear(c.blueF());
}

// The WCAG contrast ratio of two colours, 1 to 21.
double contrast(const QColor &a, const QColor &b)
{
    const double la = luminance(a), lb = luminance(b);
    return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

QPalette darkPalette()
{
    // As Fusion's dark variant sets it (the colours Qt's examples use).
    QPalette p;
    p.setColor(QPalette::Window, QColor(53, 53, 53));
    p.setColor(QPalette::WindowText, Qt::white);
    p.setColor(QPalette::Base, QColor(35, 35, 35));
    p.setColor(QPalette::AlternateBase, QColor(53, 53, 53));
    p.setColor(QPalette::Text, Qt::white);
    p.setColor(QPalette::Button, QColor(53, 53, 53));
    p.setColor(QPalette::ButtonText, Qt::white);
    p.setColor(QPalette::Highlight, QColor(42, 130, 218));
    p.setColor(QPalette::HighlightedText, QColor(35, 35, 35));
    p.setColor(QPalette::PlaceholderText, QColor(160, 160, 160));
    return p;
}

// How light a picture is: its mean lightness and its darkest pixel's.
QPair<double, int> lightness(const QImage &image)
{
    double sum = 0;
    int darkest = 255;
    for (int y = 0; y < image.height(); ++y)
        for (int x = 0; x < image.width(); ++x) {
            const int l = QColor(image.pixel(x, y)).lightness();
            sum += l;
            darkest = std::min(darkest, l);
        }
    return {sum / (image.width() * image.height()), darkest};
}

} // namespace

class TestDarkPalette : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void cleanup() { QApplication::setPalette(m_light); }
    void tonesReadOnBoth_data();
    void tonesReadOnBoth();
    void theWindowFollowsADarkDesktop();
    void printedSheetsAndReportsStayLight();

private:
    QPalette m_light;
};

void TestDarkPalette::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QApplication::setStyle(QStyleFactory::create(QStringLiteral("Fusion")));
    m_light = QApplication::style()->standardPalette();
    QApplication::setPalette(m_light);
}

void TestDarkPalette::tonesReadOnBoth_data()
{
    QTest::addColumn<bool>("dark");
    QTest::newRow("light") << false;
    QTest::newRow("dark") << true;
}

void TestDarkPalette::tonesReadOnBoth()
{
    QFETCH(bool, dark);
    QApplication::setPalette(dark ? darkPalette() : m_light);
    QCOMPARE(tone::darkPalette(), dark);
    const QPalette p = QApplication::palette();
    const QList<QPair<const char *, QColor>> tones = {{"error", tone::error()},     {"warning", tone::warning()},
                                                     {"done", tone::done()},       {"muted", tone::muted()},
                                                     {"keyword", tone::keyword()}, {"battle", tone::battle()}};
    for (const auto &[name, colour] : tones)
        for (const QPalette::ColorRole ground : {QPalette::Base, QPalette::Window})
            QVERIFY2(contrast(colour, p.color(ground)) >= 4.5,
                     qPrintable(QStringLiteral("%1 %2 on %3: %4").arg(QLatin1String(name), colour.name(),
                                                                      p.color(ground).name())
                                    .arg(contrast(colour, p.color(ground)))));
    // A problem's line: the text on its band.
    QVERIFY(contrast(p.color(QPalette::Text), tone::errorBand()) >= 4.5);
    // Links (the manual's, the Area panel's): readable on the base, the light
    // palette left as it is.
    const QPalette links = tone::withReadableLinks(p);
    for (const QPalette::ColorRole link : {QPalette::Link, QPalette::LinkVisited})
        if (dark || link == QPalette::Link)  // a light desktop's visited links are its own
                QVERIFY2(contrast(links.color(link), p.color(QPalette::Base)) >= 4.5, qPrintable(links.color(link).name()));
    if (!dark)
        QCOMPARE(links, p);
}

void TestDarkPalette::theWindowFollowsADarkDesktop()
{
    QApplication::setPalette(darkPalette());
    MainWindow w;
    QVERIFY(w.openFile(SamplePath));
    const QPalette p = QApplication::palette();
    // The map's ground is dark; the nations' colours stay as they are.
    QVERIFY(w.mapView()->scene()->backgroundBrush().color().lightness() < 80);
    // The orders editor: a nation line, a comment and a line with a problem.
    w.ordersPanel()->editor()->setPlainText(QStringLiteral("NATION NOR\n1 LEVY YRK - 3 # the levy\n2 MOVE YRS XXX 1\n"));
    QTextDocument *text = w.ordersPanel()->editor()->document();
    const auto hasProblemBand = [text] {
        for (QTextBlock b = text->firstBlock(); b.isValid(); b = b.next())
            for (const QTextLayout::FormatRange &r : b.layout()->formats())
                if (r.format.background().style() != Qt::NoBrush)
                    return true;
        return false;
    };
    QTRY_VERIFY(hasProblemBand());  // the orders are checked, the bad line marked
    QTextBlock block = text->firstBlock();
    int formats = 0;
    for (; block.isValid(); block = block.next())
        for (const QTextLayout::FormatRange &r : block.layout()->formats()) {
            const QColor fore = r.format.foreground().style() == Qt::NoBrush ? p.color(QPalette::Text)
                                                                             : r.format.foreground().color();
            const QColor back = r.format.background().style() == Qt::NoBrush ? p.color(QPalette::Base)
                                                                              : r.format.background().color();
            QVERIFY2(contrast(fore, back) >= 4.5, qPrintable(QStringLiteral("%1 on %2 in \"%3\"")
                                                                 .arg(fore.name(), back.name(), block.text())));
            ++formats;
        }
    QVERIFY(formats >= 3);  // the nation, the comment, the problem
    // The map's legend on the dark ground too (it was white, its text white).
    MapLegend *legend = w.mapView()->legend();
    legend->resize(legend->sizeHint());
    QVERIFY2(lightness(legend->grab().toImage()).first < 100, "the legend is light");
    // The charts: a dark chart.
    QChart *chart = w.chartsPanel()->chart();
    QVERIFY(chart->backgroundBrush().color().lightness() < 128);
}

void TestDarkPalette::printedSheetsAndReportsStayLight()
{
    QApplication::setPalette(darkPalette());
    const Game game = readGame(SamplePath);
    // A turn sheet painted on a white page.
    QImage page(420, 594, QImage::Format_RGB32);
    page.fill(Qt::white);
    {
        QPainter painter(&page);
        TurnSheet(game).paintSheet(painter, QRectF(page.rect()), game.nations.first(), 1, 1);
    }
    const auto [sheetMean, sheetDarkest] = lightness(page);
    QVERIFY2(sheetMean > 200 && sheetDarkest < 60, qPrintable(QStringLiteral("%1 %2").arg(sheetMean).arg(sheetDarkest)));
    // A report as PDF, seen through pdftoppm.
    if (QStandardPaths::findExecutable(QStringLiteral("pdftoppm")).isEmpty())
        QSKIP("pdftoppm (poppler-utils) is not installed");
    QTemporaryDir dir;
    const QString pdf = dir.filePath(QStringLiteral("report.pdf"));
    {
        QPdfWriter writer(pdf);
        printReport(QStringLiteral("<h1>NOR Northumbria</h1><p>Moves and battles of the turn, in black on white.</p>"),
                    &writer);
    }
    QProcess render;
    render.start(QStringLiteral("pdftoppm"), {QStringLiteral("-png"), QStringLiteral("-r"), QStringLiteral("30"),
                                              QStringLiteral("-singlefile"), pdf, dir.filePath(QStringLiteral("page"))});
    QVERIFY(render.waitForFinished(30'000) && render.exitCode() == 0);
    const QImage report(dir.filePath(QStringLiteral("page.png")));
    QVERIFY(!report.isNull());
    const auto [reportMean, reportDarkest] = lightness(report);
    QVERIFY2(reportMean > 200 && reportDarkest < 100, qPrintable(QStringLiteral("%1 %2").arg(reportMean).arg(reportDarkest)));
}

QTEST_MAIN(TestDarkPalette)
#include "tst_darkpalette.moc"
