// The reports as PDF (as File > Export Reports… writes them), read back
// with poppler's pdftotext: a name in a nation's table of areas wraps
// between its words, never inside one ("St George's Channel" keeps
// "George's" whole).
#include "TestSupport.h"
#include "language/Language.h"
#include "print/ReportPdf.h"
#include "report/TurnReports.h"

#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

using namespace adj;
using namespace adj::test;
using namespace adj::ui;

namespace {

QString run(const QString &program, const QStringList &args)
{
    QProcess p;
    p.start(program, args);
    p.waitForFinished(60000);
    return QString::fromUtf8(p.readAllStandardOutput());
}

// The words after the last line "Areas" (the nation's table of areas, last
// in its report), ligatures ("ﬀ") spelt out.
QStringList areasTableWords(const QString &pdf)
{
    const QString text = run(QStringLiteral("pdftotext"), {pdf, QStringLiteral("-")}).normalized(QString::NormalizationForm_KC);
    const qsizetype at = text.lastIndexOf(QRegularExpression(QStringLiteral("(^|\\s)Areas\n")));  // a page's first line follows a form feed
    return at < 0 ? QStringList{} : text.mid(at).split(QRegularExpression(QStringLiteral("\\s+")), Qt::SkipEmptyParts);
}

QString write(const QString &path, const QByteArray &bytes)
{
    writeBytes(path, bytes);
    return path;
}

// The sample's games at the start of turns 1 to 4, each turn resolved with its orders.
struct Played {
    QList<Game> games;
    QList<Resolution> turns;
};
Played playSample()
{
    Played out{{readGame(SamplePath)}, {}};
    for (int turn = 1; turn <= 3; ++turn) {
        out.turns.append(resolveOrders(out.games.last(), sampleOrders(turn)).resolution);
        out.games.append(out.turns.last().next);
    }
    return out;
}

} // namespace

class TestReportPdf : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase()
    {
        if (QStandardPaths::findExecutable(QStringLiteral("pdftotext")).isEmpty())
            QSKIP("no pdftotext (apt-get install poppler-utils)");
        m_played = playSample();
    }

    void areaNamesWrapBetweenWords()
    {
        QTemporaryDir dir;
        const Game &before = m_played.games[0];
        const Resolution &r = m_played.turns[0];
        const TurnImages pictures = turnImages(before, r, {});
        const Language language = languageOf(before);
        int areas = 0;
        for (const Nation &n : before.nations) {
            const QString pdf = write(dir.filePath(n.code + QStringLiteral(".pdf")),
                                      nationReportPdf(before, r, n.code, pictures.shown.of(n.code), pictures.images));
            const QStringList words = areasTableWords(pdf);
            for (const ReportArea &a : nationReportModel(before, r, n.code, language.lang()).areas) {
                for (const QString &word : a.name.split(QLatin1Char(' '), Qt::SkipEmptyParts))
                    QVERIFY2(words.contains(word), qPrintable(QStringLiteral("%1's table of areas breaks '%2' of %3: %4")
                                                                  .arg(n.code, word, a.name, words.join(u' '))));
                ++areas;
            }
        }
        QVERIFY2(areas > 60, qPrintable(QString::number(areas)));
    }

private:
    Played m_played;
};

QTEST_MAIN(TestReportPdf)
#include "tst_reportpdf.moc"
