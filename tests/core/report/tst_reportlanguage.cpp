// A game's report language: the same resolved turn with battles
// and failures (the Britain sample, turn 1), the game set to German, gives
// nation reports, a game report (text and HTML) and report mail with no
// English left, through the program's real adjutant_de.qm; an English game
// keeps its English, and the setting rides in the game file only when set.
#include "language/Language.h"
#include "model/GameJson.h"
#include "report/ReportFiles.h"
#include "report/ReportMail.h"
#include "ruleset/Ruleset.h"
#include "store/GameStore.h"

#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include "TestSupport.h"

using namespace adj;
using namespace adj::test;

class TestReportLanguage : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void storedOnlyWhenSet();
    void survivesTheGameFile();
    void independentOfTheWindow();
    void germanReportsHaveNoEnglishLeft();
    void germanMailHasNoEnglishLeft();
    void reportsCiteTheRulebook();

private:
    Game m_game;     // English, as the sample is
    Game m_german;   // the same game set to German, as read back from its file
    Resolution m_resolution;
    QStringList m_names;  // of the game, its nations, players and areas: not words of the report
};

namespace {

// A line with what is not a word of the report taken out: names, codes,
// numbers, orders, HTML tags and punctuation. What is left must be German.
QString wordsOf(QString line, const QStringList &names)
{
    line.remove(QRegularExpression(QStringLiteral("<[^>]*>|&[a-z]+;")));  // tags and entities ("-&gt;") are no words
    for (const QString &name : names)
        line.replace(name, QStringLiteral(" "));
    line.remove(QRegularExpression(QStringLiteral("\\b[A-Z0-9][A-Z0-9-]*\\b|\\b(RC|DA|seed)\\b[-\\w.]*")));
    line.remove(QRegularExpression(QStringLiteral("[^\\p{L}]+")));
    return line;
}

// The lines of `german` that still say what the same line of `english` says.
QStringList englishLeft(const QString &german, const QString &english, const QStringList &names)
{
    static const QRegularExpression style(QStringLiteral("<style>.*</style>"), QRegularExpression::DotMatchesEverythingOption);
    const QStringList de = QString(german).remove(style).split(u'\n');
    const QStringList en = QString(english).remove(style).split(u'\n');
    QStringList left;
    if (de.size() != en.size())
        return {QStringLiteral("(%1 lines in German, %2 in English)").arg(de.size()).arg(en.size())};
    for (qsizetype i = 0; i < de.size(); ++i) {
        const QString words = wordsOf(en[i], names);
        if (!words.isEmpty() && words == wordsOf(de[i], names))
            left.append(de[i].trimmed());
    }
    return left;
}

} // namespace

void TestReportLanguage::initTestCase()
{
    if (!qEnvironmentVariableIsSet("ADJUTANT_TRANSLATIONS"))  // the program's German, unless told another
        qputenv("ADJUTANT_TRANSLATIONS", QByteArray(ADJ_GERMAN_QM_DIR));
    m_game = readGame(SamplePath);
    m_resolution = resolveSample(m_game);
    Game german = m_game;
    setGameLanguage(german, QStringLiteral("de"));
    const GameRead read = readGameJson(writeGameJson(german), QStringLiteral("german.json"));
    QVERIFY(read.game);
    m_german = *read.game;
    m_names = {m_game.name, Ruleset::get(m_game.ruleset)->title,
               QStringLiteral("neutral")};  // the German word is the English one
    for (const Nation &n : m_game.nations)
        m_names << n.name << n.player;
    for (const Area &a : m_game.areas)
        m_names << a.name;
    m_names.removeAll(QString());
    // The longest first, so that a name inside another is not taken out first.
    std::sort(m_names.begin(), m_names.end(), [](const QString &a, const QString &b) { return a.size() > b.size(); });
    // The battles and failures this test is about.
    QVERIFY(std::any_of(m_resolution.steps.begin(), m_resolution.steps.end(), [](const Step &s) { return s.battle.has_value(); }));
    QVERIFY(std::any_of(m_resolution.steps.begin(), m_resolution.steps.end(), [](const Step &s) { return s.outcome == u"failed"; }));
    QVERIFY2(!languageOf(m_german).isEnglish(), "adjutant_de.qm not found");
}

// The German of the reports' own words comes with translations/adjutant_de.ts
// (lupdate, then the translator): until then there is nothing to look at.
#define SKIP_UNTIL_TRANSLATED()                                                                                    \
    if (languageOf(m_german).lang().translate("Report for %1, turn %2") == u"Report for %1, turn %2")         \
        QSKIP("adjutant_de.ts has no German for the reports' words yet (translations/adjutant_de.ts)");

void TestReportLanguage::storedOnlyWhenSet()
{
    QCOMPARE(gameLanguage(m_game), QStringLiteral("en"));
    QVERIFY(!writeGameJson(m_game).contains("\"language\""));
    QCOMPARE(gameLanguage(m_german), QStringLiteral("de"));
    Game english = m_german;
    setGameLanguage(english, QStringLiteral("en"));
    QCOMPARE(writeGameJson(english), writeGameJson(m_game));
    // A language Adjutant has no translation for is an error of the file.
    QByteArray json = writeGameJson(m_game);
    json.replace("\"name\"", "\"language\": \"xx\", \"name\"");
    const GameRead read = readGameJson(json, QStringLiteral("bad.json"));
    QVERIFY(std::any_of(read.problems.begin(), read.problems.end(),
                        [](const Problem &p) { return p.field == u"language" && p.severity == Problem::Error; }));
}

void TestReportLanguage::survivesTheGameFile()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("britain.adjutant"));
    QString error;
    {
        auto store = GameStore::create(path, m_game, &error);
        QVERIFY2(store, qPrintable(error));
        QCOMPARE(store->saveCurrent(m_german), QString());
    }
    auto reopened = GameStore::open(path, &error);
    QVERIFY2(reopened, qPrintable(error));
    QCOMPARE(gameLanguage(reopened->current()), QStringLiteral("de"));
    Game english = reopened->current();
    setGameLanguage(english, QStringLiteral("en"));
    QCOMPARE(reopened->saveCurrent(english), QString());
    reopened.reset();
    QCOMPARE(gameLanguage(GameStore::open(path, &error)->current()), QStringLiteral("en"));
}

void TestReportLanguage::independentOfTheWindow()
{
    // No translator is installed here (the window's language is English);
    // the German game's reports are German all the same, the English game's English.
    QCOMPARE(languageOf(m_german).code(), QStringLiteral("de"));
    QVERIFY(languageOf(m_game).isEnglish());
    const auto files = reportFiles(m_game, m_resolution, QDir(QStringLiteral("r")));
    QCOMPARE(files.first().second, nationReport(m_game, m_resolution, m_game.nations.first().code).toUtf8());
}

void TestReportLanguage::germanReportsHaveNoEnglishLeft()
{
    SKIP_UNTIL_TRANSLATED();
    const auto english = reportFiles(m_game, m_resolution, QDir(QStringLiteral("r")));
    const auto german = reportFiles(m_german, m_resolution, QDir(QStringLiteral("r")));
    QCOMPARE(german.size(), english.size());
    QStringList left;
    for (qsizetype i = 0; i < german.size(); ++i)
        for (const QString &line : englishLeft(QString::fromUtf8(german[i].second), QString::fromUtf8(english[i].second), m_names))
            left.append(german[i].first + QStringLiteral(": ") + line);
    const Language de = languageOf(m_german);  // holds the translator the model's texts come from
    for (const QString &line : englishLeft(gameReportText(gameReportModel(m_german, m_resolution, de.lang())),
                                           gameReportText(gameReportModel(m_game, m_resolution)), m_names))
        left.append(QStringLiteral("game.txt: ") + line);
    left.removeDuplicates();
    QVERIFY2(left.isEmpty(), qPrintable(QStringLiteral("%1 lines still English (the German of adjutant_de.ts filled?):\n")
                                            .arg(left.size()) + left.join(u'\n')));
    QVERIFY(german.last().second.contains("<html lang=\"de\">"));
}

void TestReportLanguage::germanMailHasNoEnglishLeft()
{
    SKIP_UNTIL_TRANSLATED();
    const TurnReportMail english = turnReportMail(m_game, m_resolution);
    const TurnReportMail german = turnReportMail(m_german, m_resolution);
    QCOMPARE(german.mails.size(), english.mails.size());
    QVERIFY(!german.mails.isEmpty());
    QStringList left;
    for (qsizetype i = 0; i < german.mails.size(); ++i) {
        const OutgoingMail &de = german.mails[i].mail;
        const OutgoingMail &en = english.mails[i].mail;
        left += englishLeft(de.subject, en.subject, m_names);
        left += englishLeft(de.text, en.text, m_names);
        left += englishLeft(de.html, en.html, m_names);
    }
    left.removeDuplicates();
    QVERIFY2(left.isEmpty(), qPrintable(left.join(u'\n')));
}

void TestReportLanguage::reportsCiteTheRulebook()
{
    // The players' reports and mail, English and German, name the rule of a
    // battle as the rulebook does ("Dark Age 8.4a", "Dark Age 3.4"), never
    // by the step log's ids ("seed 002 8.4a", "DA 3.4"; docs/formats.md "Battle details").
    const QRegularExpression ours(QStringLiteral("\\bseed\\b|\\bDA \\d"));
    for (const Game *game : {&m_game, &m_german}) {
        const Language language = languageOf(*game);
        QList<QPair<QString, QString>> texts;
        for (const auto &[path, bytes] : reportFiles(*game, m_resolution, QDir(QStringLiteral("r"))))
            texts.append({path, QString::fromUtf8(bytes)});
        texts.append({QStringLiteral("game.txt"), gameReportText(gameReportModel(*game, m_resolution, language.lang()))});
        for (const auto &m : turnReportMail(*game, m_resolution).mails)
            texts.append({m.name, m.mail.text + m.mail.html});
        for (const auto &[name, text] : texts)
            QVERIFY2(!text.contains(ours), qPrintable(name + u'\n' + ours.match(text).captured()));
        // VIK's sea battle in SGC against GWY: in both their reports and in the game report.
        const QString rules = language.lang().translate("Rules:") + QStringLiteral(" Dark Age 8.4a");
        for (const auto &[name, text] : texts) {
            if (name.endsWith(u"GWY.txt") || name.endsWith(u"VIK.txt") || name.endsWith(u"GWY.html") || name.endsWith(u"VIK.html"))
                QVERIFY2(text.contains(rules) && text.contains(QStringLiteral("(Dark Age 8.4a).")), qPrintable(name + u'\n' + text));
            if (name.endsWith(u"game.html") || name == u"game.txt")
                QVERIFY2(text.contains(QStringLiteral("(Dark Age 8.4a).")) && text.contains(QStringLiteral("(Dark Age 3.4).")),
                         qPrintable(name + u'\n' + text));
        }
    }
}

QTEST_GUILESS_MAIN(TestReportLanguage)
#include "tst_reportlanguage.moc"
