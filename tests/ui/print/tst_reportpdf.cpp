// The reports as PDF (game.pdf and each nation's, as File > Export Reports…
// writes them), read back with poppler's pdftotext and pdfimages:
// - a name in a nation's table of areas wraps between its words, never
//   inside one ("St George's Channel" keeps "George's" whole);
// - every heading stands on the page of what follows it: a line of text
//   under it on the same page, or, over a picture, the picture itself. Over
//   the sample's three turns, and with the game report's messages pushing
//   its lower half down a line at a time, so that headings meet the foot of
//   a page at many places.
#include "TestSupport.h"
#include "language/Language.h"
#include "print/ReportPdf.h"
#include "report/TurnReports.h"

#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTextDocumentFragment>
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

// Each page's lines of text as laid out, trimmed, blank ones left out, and
// the page number print() puts at the foot of each page taken off.
QList<QStringList> pageLines(const QString &pdf)
{
    QList<QStringList> pages;
    const QStringList texts = run(QStringLiteral("pdftotext"), {QStringLiteral("-layout"), pdf, QStringLiteral("-")})
                                  .split(QLatin1Char('\f'));
    for (qsizetype p = 0; p + 1 < texts.size(); ++p) {  // the text after the last form feed is no page
        QStringList lines;
        for (const QString &line : texts[p].split(QLatin1Char('\n')))
            if (!line.trimmed().isEmpty())
                lines.append(line.trimmed());
        if (!lines.isEmpty() && lines.last() == QString::number(p + 1))
            lines.removeLast();
        pages.append(lines);
    }
    return pages;
}

// The page (from 0) of each picture, in the order they are drawn.
QList<int> picturePages(const QString &pdf)
{
    QList<int> pages;
    const QStringList lines = run(QStringLiteral("pdfimages"), {QStringLiteral("-list"), pdf}).split(QLatin1Char('\n'));
    for (qsizetype i = 2; i < lines.size(); ++i)  // under the two lines of the table's heading
        if (const QStringList cells = lines[i].split(QLatin1Char(' '), Qt::SkipEmptyParts); cells.size() > 2)
            pages.append(cells[0].toInt() - 1);
    return pages;
}

// The report's headings under its title, in order, and whether each stands over a picture.
struct Heading {
    QString text;
    bool picture;
};
QList<Heading> headings(const QString &html)
{
    QList<Heading> out;
    static const QRegularExpression h2(QStringLiteral("<h2>(.*?)</h2>\\s*(<p><img)?"));
    for (auto it = h2.globalMatch(html); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        out.append({QTextDocumentFragment::fromHtml(m.captured(1)).toPlainText(), m.hasCaptured(2)});
    }
    return out;
}

// Where `pdf` leaves a heading of `html` without what follows it on its page, in words; "" when nowhere.
QString headingsAlone(const QString &pdf, const QString &html)
{
    const QList<QStringList> pages = pageLines(pdf);
    const QList<int> pictures = picturePages(pdf);
    QStringList alone;
    qsizetype page = 0, line = -1, picture = 0;
    for (const Heading &h : headings(html)) {
        // The heading's line, after the one before it.
        do {
            if (++line >= pages.value(page).size()) {
                ++page;
                line = -1;
            }
        } while (page < pages.size() && (line < 0 || pages[page][line] != h.text));
        if (page >= pages.size())
            return QStringLiteral("'%1' is not on a line of its own").arg(h.text);
        if (h.picture ? pictures.value(picture++, -1) != page : line + 1 >= pages[page].size())
            alone.append(QStringLiteral("'%1' at the foot of page %2").arg(h.text).arg(page + 1));
    }
    return alone.join(QStringLiteral(", "));
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
        for (const char *tool : {"pdftotext", "pdfimages"})
            if (QStandardPaths::findExecutable(QLatin1String(tool)).isEmpty())
                QSKIP("no pdftotext or pdfimages (apt-get install poppler-utils)");
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

    // Each turn's game report and nation reports; the game report again
    // with 1 to 30 messages.
    void headingsStayWithWhatFollows()
    {
        QTemporaryDir dir;
        QStringList alone;
        int reports = 0;
        for (qsizetype t = 0; t < m_played.turns.size(); ++t) {
            const Game &before = m_played.games[t];
            Resolution r = m_played.turns[t];
            const TurnImages pictures = turnImages(before, r, m_played.games.mid(0, t));
            const Language language = languageOf(before);
            for (const Nation &n : before.nations) {
                const QString html = nationReportHtml(nationReportModel(before, r, n.code, language.lang()),
                                                      nationColour(before, n.code), pictures.shown.of(n.code));
                const QString pdf = write(dir.filePath(n.code + QStringLiteral(".pdf")),
                                          nationReportPdf(before, r, n.code, pictures.shown.of(n.code), pictures.images));
                if (const QString where = headingsAlone(pdf, html); !where.isEmpty())
                    alone.append(QStringLiteral("turn %1, %2: %3").arg(before.turn).arg(n.code, where));
                ++reports;
            }
            for (int messages = 0; messages <= (t == 0 ? 30 : 0); ++messages) {
                r.messages.clear();
                for (int i = 0; i < messages; ++i)
                    r.messages.append({before.nations[i % before.nations.size()].code,
                                       QStringLiteral("Message %1 to every player.").arg(i + 1), {}, 0});
                const QString html = gameReportHtml(gameReportModel(before, r, language.lang()), before, pictures.shown.game);
                const QString pdf = write(dir.filePath(QStringLiteral("game.pdf")),
                                          gameReportPdf(before, r, pictures.shown.game, pictures.images));
                if (const QString where = headingsAlone(pdf, html); !where.isEmpty())
                    alone.append(QStringLiteral("turn %1, game report, messages %2: %3").arg(before.turn).arg(messages).arg(where));
                ++reports;
            }
        }
        QVERIFY2(alone.isEmpty(), qPrintable(QStringLiteral("%1 reports, the first: %2").arg(alone.size()).arg(alone.mid(0, 6).join(u'\n'))));
        QCOMPARE(reports, 3 * 15 + 31 + 2);
    }

private:
    Played m_played;
};

QTEST_MAIN(TestReportPdf)
#include "tst_reportpdf.moc"
