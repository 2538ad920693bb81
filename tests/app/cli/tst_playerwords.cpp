// What a player reads is in words: every output of a turn that goes to the
// players — the reports as text and HTML, the mail (its text, its HTML and
// its PDFs, read with pdftotext) and the game's web pages — names no rule
// choice by its RC- id, no option key and no field of the game file, in
// English and in German. Those stay in the step log and the moderator's own
// views. The Britain sample's first turn, accepted from a game file as a
// moderator does, has battles in cities and rounded losses.
#include "MailParts.h"  // GMime (GLib) before Qt's keyword macros

#include "TestSupport.h"

#include <QDirIterator>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace adj;
using namespace adj::test;

namespace {

// What must not reach a player: an RC- id, an option key of the rule
// choices, a field key of the game file that is no word.
const QRegularExpression kJargon(QStringLiteral(
    "\\bRC-[A-Z]+|\\b(lossRounding|assaultStall|cityDefenceBonus|ambushFactor|seaLoad|captureNeedsMoreThanPopulation|"
    "embargoApPerBid|fleetReserve|armyReserve|popLimit|modeTarget|bp|vp)\\b"));

// The text of an HTML page as a browser shows it: no tags, no style sheet.
QString visibleText(QString html)
{
    html.remove(QRegularExpression(QStringLiteral("<style[^>]*>.*</style>"), QRegularExpression::DotMatchesEverythingOption));
    return html.remove(QRegularExpression(QStringLiteral("<[^>]*>")));
}

QString pdfText(const QByteArray &pdf, const QString &dir)
{
    const QString file = dir + QStringLiteral("/part.pdf");
    writeBytes(file, pdf);
    QProcess p;
    p.start(QStringLiteral("pdftotext"), {file, QStringLiteral("-")});
    p.waitForFinished(60000);
    return QString::fromUtf8(p.readAllStandardOutput());
}

} // namespace

class TestPlayerWords : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase() { g_mime_init(); }
    void noJargonInWhatPlayersRead_data();
    void noJargonInWhatPlayersRead();
};

void TestPlayerWords::noJargonInWhatPlayersRead_data()
{
    QTest::addColumn<QString>("language");
    QTest::newRow("English") << QStringLiteral("en");
    QTest::newRow("German") << QStringLiteral("de");
}

void TestPlayerWords::noJargonInWhatPlayersRead()
{
    QFETCH(QString, language);
    if (QStandardPaths::findExecutable(QStringLiteral("pdftotext")).isEmpty())
        QSKIP("no pdftotext (apt-get install poppler-utils)");
    QTemporaryDir dir;
    QJsonObject game = QJsonDocument::fromJson(fileBytes(SamplePath)).object();
    game.insert(QStringLiteral("language"), language);
    game.insert(QStringLiteral("moderator"), QJsonObject{{QStringLiteral("name"), QStringLiteral("The Moderator")},
                                                         {QStringLiteral("email"), QStringLiteral("gm@example.net")}});
    QVERIFY(writeBytes(dir.filePath(QStringLiteral("game.json")), QJsonDocument(game).toJson()));
    const QString file = dir.filePath(QStringLiteral("game.adjutant"));
    CliRun r = cli({QStringLiteral("export-db"), dir.filePath(QStringLiteral("game.json")), QStringLiteral("-o"), file});
    QVERIFY2(r.status == 0, qPrintable(r.err));
    r = cli({QStringLiteral("accept"), file, SampleOrders, QStringLiteral("--reports"), dir.filePath(QStringLiteral("reports")),
             QStringLiteral("--mail"), dir.filePath(QStringLiteral("mail")), QStringLiteral("--pdf")});
    QVERIFY2(r.status == 0, qPrintable(r.err));
    r = cli({QStringLiteral("site"), file, QStringLiteral("-o"), dir.filePath(QStringLiteral("site"))});
    QVERIFY2(r.status == 0, qPrintable(r.err));

    // Every text a player reads, by where it is.
    QMap<QString, QString> read;
    for (QDirIterator it(dir.filePath(QStringLiteral("reports")), QDir::Files); it.hasNext();) {
        const QString f = it.next();
        const QString text = QString::fromUtf8(fileBytes(f));
        read.insert(f, f.endsWith(u".html") ? visibleText(text) : text);
    }
    for (QDirIterator it(dir.filePath(QStringLiteral("site")), {QStringLiteral("*.html")}, QDir::Files, QDirIterator::Subdirectories);
         it.hasNext();) {
        const QString f = it.next();
        read.insert(f, visibleText(QString::fromUtf8(fileBytes(f))));
    }
    int pdfs = 0;
    for (QDirIterator it(dir.filePath(QStringLiteral("mail")), QDir::Files); it.hasNext();) {
        const QString f = it.next();
        const auto [type, leaves] = parts(fileBytes(f));
        for (const Leaf &l : leaves) {
            const QString where = f + u' ' + QString::fromLatin1(l.type) + u' ' + l.filename;
            if (l.type == "text/plain")
                read.insert(where, QString::fromUtf8(l.bytes));
            else if (l.type == "text/html")
                read.insert(where, visibleText(QString::fromUtf8(l.bytes)));
            else if (l.type == "application/pdf" && ++pdfs)
                read.insert(where, pdfText(l.bytes, dir.path()));
        }
    }
    QVERIFY(pdfs > 0);
    // The turn has battles in cities (a city bonus) and losses rounded down: words for both.
    bool cityBonus = false;
    for (auto it = read.cbegin(); it != read.cend(); ++it) {
        QVERIFY2(!it.value().isEmpty(), qPrintable(it.key()));
        const QRegularExpressionMatch m = kJargon.match(it.value());
        QVERIFY2(!m.hasMatch(), qPrintable(QStringLiteral("%1: \"%2\" in …%3…")
                                               .arg(it.key(), m.captured(0), it.value().mid(std::max<qsizetype>(0, m.capturedStart() - 60), 120))));
        cityBonus = cityBonus || it.value().contains(language == u"de" ? QStringLiteral("Stadtbonus") : QStringLiteral("city bonus"));
    }
    QVERIFY(cityBonus);
}

QTEST_GUILESS_MAIN(TestPlayerWords)
#include "tst_playerwords.moc"
