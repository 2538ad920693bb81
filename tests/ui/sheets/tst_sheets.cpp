// Turn sheets (docs/formats.md `adjutant-cli sheets`): one page per nation, each
// with that nation's code, the turn, its holdings and the numbered order
// lines; an invalid game is an input error (exit 1) and writes nothing; bad
// usage exits 2. Also the same sheets painted in process on a QPdfWriter.
#include "model/GameJson.h"
#include "sheets/TurnSheet.h"

#include <QBuffer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QPdfWriter>
#include <QPrinter>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include "TestSupport.h"

using namespace adj;
using namespace adj::ui;

using namespace adj::test;

namespace {

const QString EmpiresPath = QStringLiteral(ADJ_GAMES_DIR "/empires.json");

// Pages of a PDF: pdfinfo when poppler is there, otherwise the page objects.
int pageCount(const QString &path)
{
    const QString pdfinfo = QStandardPaths::findExecutable(QStringLiteral("pdfinfo"));
    if (!pdfinfo.isEmpty()) {
        QProcess p;
        p.start(pdfinfo, {path});
        p.waitForFinished(60000);
        const QRegularExpression pages(QStringLiteral("^Pages:\\s+(\\d+)"), QRegularExpression::MultilineOption);
        const auto m = pages.match(QString::fromUtf8(p.readAllStandardOutput()));
        return m.hasMatch() ? m.captured(1).toInt() : -1;
    }
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return -1;
    static const QRegularExpression page(QStringLiteral("/Type\\s*/Page(?![a-zA-Z])"));
    return int(QString::fromLatin1(f.readAll()).count(page));
}

// The text of one page (1-based), or a null string without pdftotext.
QString pageText(const QString &path, int page)
{
    const QString pdftotext = QStandardPaths::findExecutable(QStringLiteral("pdftotext"));
    if (pdftotext.isEmpty())
        return {};
    QProcess p;
    p.start(pdftotext, {QStringLiteral("-layout"), QStringLiteral("-f"), QString::number(page), QStringLiteral("-l"),
                        QString::number(page), path, QStringLiteral("-")});
    p.waitForFinished(60000);
    return QString::fromUtf8(p.readAllStandardOutput());
}

void writeFile(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(bytes);
}

} // namespace

class TestSheets : public QObject
{
    Q_OBJECT
private slots:
    void onePagePerNation_data();
    void onePagePerNation();
    void eachPageIsItsNationsSheet();
    void invalidGameWritesNothing();
    void badUsage();
    void paintsOnAnyPagedDevice();
};

void TestSheets::onePagePerNation_data()
{
    QTest::addColumn<QString>("game");
    QTest::newRow("dark age sample") << SamplePath;
    QTest::newRow("empires sample") << EmpiresPath;
}

void TestSheets::onePagePerNation()
{
    QFETCH(QString, game);
    QTemporaryDir dir;
    const QString pdf = dir.filePath(QStringLiteral("sheets.pdf"));
    const CliRun run = cli({QStringLiteral("sheets"), game, QStringLiteral("-o"), pdf});
    QVERIFY2(run.status == 0, qPrintable(run.err));
    QVERIFY(QFile::exists(pdf));
    QFile f(pdf);
    QVERIFY(f.open(QIODevice::ReadOnly));
    QVERIFY(f.read(5) == "%PDF-");
    QCOMPARE(pageCount(pdf), readGame(game).nations.size());
}

void TestSheets::eachPageIsItsNationsSheet()
{
    if (QStandardPaths::findExecutable(QStringLiteral("pdftotext")).isEmpty())
        QSKIP("pdftotext (poppler-utils) is not installed");
    QTemporaryDir dir;
    const QString pdf = dir.filePath(QStringLiteral("sheets.pdf"));
    QCOMPARE(cli({QStringLiteral("sheets"), SamplePath, QStringLiteral("-o"), pdf}).status, 0);
    const Game game = readGame(SamplePath);
    for (int i = 0; i < game.nations.size(); ++i) {
        const Nation &n = game.nations[i];
        const QString text = pageText(pdf, i + 1);
        QVERIFY2(text.contains(n.code), qPrintable(n.code));
        QVERIFY(text.contains(n.name));
        QVERIFY(text.contains(n.player));
        QVERIFY(text.contains(game.name));
        QVERIFY(text.contains(QStringLiteral("TURN")));
        // The four fields and the 16 numbered lines (DA rulebook §12).
        for (const QString &field : {QStringLiteral("ACTION"), QStringLiteral("WHERE / FROM"), QStringLiteral("NUMBER")})
            QVERIFY2(text.contains(field), qPrintable(field));
        const QRegularExpression slot16(QStringLiteral("^\\s*16\\s*$"), QRegularExpression::MultilineOption);
        QVERIFY2(slot16.match(text).hasMatch(), qPrintable(text));
        QVERIFY(text.contains(QStringLiteral("MESSAGES")));
        // Its holdings: every area it owns, by code and name.
        for (const Area &a : game.areas)
            if (a.owner == n.code) {
                QVERIFY2(text.contains(a.code), qPrintable(a.code));
                QVERIFY2(text.contains(a.name), qPrintable(a.name));
            }
    }
}

void TestSheets::invalidGameWritesNothing()
{
    QTemporaryDir dir;
    // A dangling owner code is an error in the game file (docs/formats.md).
    QFile sample(SamplePath);
    QVERIFY(sample.open(QIODevice::ReadOnly));
    QJsonObject o = QJsonDocument::fromJson(sample.readAll()).object();
    QJsonArray areas = o.value(QStringLiteral("areas")).toArray();
    QJsonObject first = areas.first().toObject();
    first.insert(QStringLiteral("owner"), QStringLiteral("ZZZ"));
    areas.replace(0, first);
    o.insert(QStringLiteral("areas"), areas);
    const QString bad = dir.filePath(QStringLiteral("bad.json"));
    writeFile(bad, QJsonDocument(o).toJson());

    const QString pdf = dir.filePath(QStringLiteral("sheets.pdf"));
    CliRun run = cli({QStringLiteral("sheets"), bad, QStringLiteral("-o"), pdf});
    QCOMPARE(run.status, 1);
    QVERIFY2(run.err.contains(QStringLiteral("bad.json")), qPrintable(run.err));
    QVERIFY2(run.err.contains(QStringLiteral("ZZZ")), qPrintable(run.err));
    QVERIFY(!QFile::exists(pdf));

    // An existing file is left as it was.
    writeFile(pdf, "old sheets");
    QCOMPARE(cli({QStringLiteral("sheets"), bad, QStringLiteral("-o"), pdf}).status, 1);
    QFile old(pdf);
    QVERIFY(old.open(QIODevice::ReadOnly));
    QCOMPARE(old.readAll(), QByteArray("old sheets"));

    // Not JSON at all, and a file that is not there.
    const QString garbage = dir.filePath(QStringLiteral("garbage.json"));
    writeFile(garbage, "{ not json");
    QCOMPARE(cli({QStringLiteral("sheets"), garbage, QStringLiteral("-o"), dir.filePath(QStringLiteral("g.pdf"))}).status, 1);
    QVERIFY(!QFile::exists(dir.filePath(QStringLiteral("g.pdf"))));
    QCOMPARE(cli({QStringLiteral("sheets"), dir.filePath(QStringLiteral("missing.json")), QStringLiteral("-o"),
                  dir.filePath(QStringLiteral("m.pdf"))}).status, 1);
    QVERIFY(!QFile::exists(dir.filePath(QStringLiteral("m.pdf"))));
}

void TestSheets::badUsage()
{
    QTemporaryDir dir;
    const QString pdf = dir.filePath(QStringLiteral("sheets.pdf"));
    QCOMPARE(cli({QStringLiteral("sheets"), SamplePath}).status, 2);                       // no -o
    QCOMPARE(cli({QStringLiteral("sheets"), QStringLiteral("-o"), pdf}).status, 2);         // no game
    QCOMPARE(cli({QStringLiteral("sheets"), SamplePath, QStringLiteral("-o"), pdf, QStringLiteral("--json")}).status, 2);
    QVERIFY(!QFile::exists(pdf));
}

void TestSheets::paintsOnAnyPagedDevice()
{
    const Game game = readGame(SamplePath);
    const TurnSheet sheets(game);
    QCOMPARE(sheets.orderLines(), 16);
    QCOMPARE(sheets.nations().size(), game.nations.size());
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("two.pdf"));
    {
        QPdfWriter writer(path);
        writer.setPageSize(QPageSize(QPageSize::Letter));
        QCOMPARE(sheets.print(&writer, {game.nations[2].code, game.nations[0].code}), QString());
    }
    QCOMPARE(pageCount(path), 2);
    if (!QStandardPaths::findExecutable(QStringLiteral("pdftotext")).isEmpty()) {
        QVERIFY(pageText(path, 1).contains(game.nations[2].name));
        QVERIFY(pageText(path, 2).contains(game.nations[0].name));
    }
    // The print dialog's device: a QPrinter (here printing to PDF).
    const QString printed = dir.filePath(QStringLiteral("printer.pdf"));
    {
        QPrinter printer(QPrinter::HighResolution);
        printer.setOutputFormat(QPrinter::PdfFormat);
        printer.setOutputFileName(printed);
        QCOMPARE(sheets.print(&printer), QString());
    }
    QCOMPARE(pageCount(printed), game.nations.size());

    QBuffer unused;
    unused.open(QIODevice::WriteOnly);
    QPdfWriter writer(&unused);
    QVERIFY(!sheets.print(&writer, {QStringLiteral("QQ")}).isEmpty());  // an unknown nation is refused
}

QTEST_MAIN(TestSheets)
#include "tst_sheets.moc"
