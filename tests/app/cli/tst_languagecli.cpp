// `--language CODE` of ap, mail-in, sheets and compare, as resolve
// has it: what the command writes for the players in that language whatever
// the game's, the same bytes as before without it (or with `en`), an unknown
// code bad usage (exit 2, nothing written) naming the known ones, and every
// command's --help listing it.
#include "mail/Inbox.h"

#include <QDir>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include "TestSupport.h"

using namespace adj;
using namespace adj::test;

namespace {

const QString kMail = QStringLiteral(ADJ_DATA_DIR "/mail/");
const QString kBadLanguage = QStringLiteral("--language: no translation \"xx\" (known: en, de)\n");

QStringList withLanguage(QStringList args, const QString &code)
{
    return args << QStringLiteral("--language") << code;
}

// The text of a PDF, or a null string without pdftotext.
QString pdfText(const QString &path)
{
    const QString pdftotext = QStandardPaths::findExecutable(QStringLiteral("pdftotext"));
    if (pdftotext.isEmpty())
        return {};
    QProcess p;
    p.start(pdftotext, {QStringLiteral("-layout"), path, QStringLiteral("-")});
    p.waitForFinished(60000);
    return QString::fromUtf8(p.readAllStandardOutput());
}

// The text body of an .eml file, as the program's own mail reader reads it.
QString mailBody(const QString &path)
{
    Problems problems;
    const QList<MailMessage> m = readMail({path}, problems);
    return m.isEmpty() ? QString() : m.first().subject + u'\n' + m.first().body;
}

} // namespace

class TestLanguageCli : public QObject
{
    Q_OBJECT
private slots:
    void init();
    void unknownCodeIsBadUsage_data();
    void unknownCodeIsBadUsage();
    void helpListsIt_data();
    void helpListsIt();
    void apLedgerInGerman();
    void apMessagesInGerman();
    void compareInGerman();
    void mailInRepliesInGerman();
    void sheetsInGerman();

private:
    QString path(const QString &name) const { return m_dir->filePath(name); }
    std::unique_ptr<QTemporaryDir> m_dir;
};

void TestLanguageCli::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
}

void TestLanguageCli::unknownCodeIsBadUsage_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("output");  // what must not be written
    QTest::newRow("ap") << QStringList{QStringLiteral("ap"), ApExamplePath, ApExampleSpends, QStringLiteral("-o"), QStringLiteral("next.json")}
                        << QStringLiteral("next.json");
    QTest::newRow("mail-in") << QStringList{QStringLiteral("mail-in"), WhatIfGamePath, kMail + QStringLiteral("nor-thunderbird.eml"),
                                            QStringLiteral("-o"), QStringLiteral("orders"), QStringLiteral("--replies"),
                                            QStringLiteral("replies")}
                             << QStringLiteral("orders");
    QTest::newRow("sheets") << QStringList{QStringLiteral("sheets"), WhatIfGamePath, QStringLiteral("-o"), QStringLiteral("sheets.pdf")}
                            << QStringLiteral("sheets.pdf");
    QTest::newRow("compare") << QStringList{QStringLiteral("compare"), WhatIfGamePath, WhatIfOrdersPath, QStringLiteral("--set"),
                                            QStringLiteral("lossRounding=floorEach")}
                             << QString();
    QTest::newRow("resolve") << QStringList{QStringLiteral("resolve"), WhatIfGamePath, WhatIfOrdersPath, QStringLiteral("-o"),
                                            QStringLiteral("next.json")}
                             << QStringLiteral("next.json");
}

void TestLanguageCli::unknownCodeIsBadUsage()
{
    QFETCH(QStringList, args);
    QFETCH(QString, output);
    const CliRun r = cli(withLanguage(args, QStringLiteral("xx")), m_dir->path());
    QCOMPARE(r.status, 2);
    QVERIFY2(r.err.contains(kBadLanguage), qPrintable(r.err));  // after QtGui's own warnings, if any
    QVERIFY2(r.err.contains(QStringLiteral("usage: adjutant-cli ") + args.first()), qPrintable(r.err));
    QCOMPARE(r.out, QString());
    if (!output.isEmpty())
        QVERIFY2(!QFileInfo::exists(path(output)), qPrintable(output));
}

void TestLanguageCli::helpListsIt_data()
{
    QTest::addColumn<QString>("command");
    for (const char *c : {"resolve", "ap", "mail-in", "sheets", "compare"})
        QTest::newRow(c) << QString::fromLatin1(c);
}

void TestLanguageCli::helpListsIt()
{
    QFETCH(QString, command);
    const CliRun r = cli({command, QStringLiteral("--help")});
    QCOMPARE(r.status, 0);
    QVERIFY2(r.out.section(u'\n', 0, 0).contains(QStringLiteral("[--language CODE]")), qPrintable(r.out));
    QVERIFY2(r.out.contains(QStringLiteral("\n  --language CODE ")) && r.out.contains(QStringLiteral("(en, de)")), qPrintable(r.out));
}

void TestLanguageCli::apLedgerInGerman()
{
    const QStringList args{QStringLiteral("ap"), ApExamplePath, ApExampleSpends};
    const CliRun english = cli(args);
    QCOMPARE(english.status, 0);
    QVERIFY2(english.out.startsWith(QStringLiteral("AP ledger, round 4\n")), qPrintable(english.out));
    const CliRun en = cli(withLanguage(args, QStringLiteral("en")));
    QCOMPARE(en.status, 0);
    QCOMPARE(en.out, english.out);  // the English as it was
    const CliRun german = cli(withLanguage(args, QStringLiteral("de")));
    QVERIFY2(german.status == 0, qPrintable(german.err));
    QVERIFY2(german.out.startsWith(QStringLiteral("AP-Buch, Runde 4\n")), qPrintable(german.out));
    QVERIFY2(german.out.contains(QStringLiteral("AP ausgegeben")), qPrintable(german.out));
    QVERIFY2(german.out.contains(QStringLiteral("zuzustellen")), qPrintable(german.out));
    for (const QString &english : {QStringLiteral("AP ledger"), QStringLiteral(" spent"), QStringLiteral("to deliver"),
                                   QStringLiteral("No embargo"), QStringLiteral("rejected")})
        QVERIFY2(!german.out.contains(english), qPrintable(german.out));
    QCOMPARE(german.out.count(u'\n'), english.out.count(u'\n'));
    // The JSON is for scripts: the same in any language.
    const CliRun json = cli(withLanguage(QStringList(args) << QStringLiteral("--json"), QStringLiteral("de")));
    QCOMPARE(json.out, cli(QStringList(args) << QStringLiteral("--json")).out);
}

void TestLanguageCli::apMessagesInGerman()
{
    const QStringList args{QStringLiteral("ap"), ApExamplePath, ApExampleSpends, QStringLiteral("--messages")};
    QCOMPARE(cli(QStringList(args) << path(QStringLiteral("en"))).status, 0);
    QCOMPARE(cli(withLanguage(QStringList(args) << path(QStringLiteral("de")), QStringLiteral("de"))).status, 0);
    const QStringList files = QDir(path(QStringLiteral("en"))).entryList(QDir::Files, QDir::Name);
    QVERIFY(!files.isEmpty());
    QCOMPARE(QDir(path(QStringLiteral("de"))).entryList(QDir::Files, QDir::Name), files);
    bool secret = false;
    for (const QString &f : files) {
        const QString en = mailBody(path(QStringLiteral("en/") + f));
        const QString de = mailBody(path(QStringLiteral("de/") + f));
        QVERIFY2(en.startsWith(QStringLiteral("Round 4: ")), qPrintable(en));
        QVERIFY2(de.startsWith(QStringLiteral("Runde 4: ")), qPrintable(de));
        QCOMPARE(de.section(u'\n', 1), en.section(u'\n', 1));  // the players' own text stays as written
        secret = secret || de.startsWith(QStringLiteral("Runde 4: geheime Mitteilung\n"));
    }
    QVERIFY(secret);
}

void TestLanguageCli::compareInGerman()
{
    const QStringList args{QStringLiteral("compare"), WhatIfGamePath, WhatIfOrdersPath, QStringLiteral("--set"),
                           QStringLiteral("lossRounding=floorEach")};
    const CliRun english = cli(args);
    QCOMPARE(english.status, 0);
    QVERIFY2(english.out.contains(QStringLiteral("first difference: step 1\n")), qPrintable(english.out));
    QCOMPARE(cli(withLanguage(args, QStringLiteral("en"))).out, english.out);
    const CliRun german = cli(withLanguage(args, QStringLiteral("de")));
    QVERIFY2(german.status == 0, qPrintable(german.err));
    QVERIFY2(german.out.startsWith(QStringLiteral("a: der Zug wie gegeben; b: lossRounding ")), qPrintable(german.out));
    QVERIFY2(german.out.contains(QStringLiteral("erster Unterschied: Schritt 1\n")), qPrintable(german.out));
    QVERIFY2(german.out.contains(QStringLiteral("Schlacht gewonnen")), qPrintable(german.out));
    for (const QString &english : {QStringLiteral("first difference"), QStringLiteral("differ"), QStringLiteral("battle won"),
                                   QStringLiteral("next turn")})
        QVERIFY2(!german.out.contains(english), qPrintable(german.out));
    const QStringList json = QStringList(args) << QStringLiteral("--json");
    QCOMPARE(cli(withLanguage(json, QStringLiteral("de"))).out, cli(json).out);
}

void TestLanguageCli::mailInRepliesInGerman()
{
    auto mailIn = [&](const QString &name, const QStringList &more) {
        return cli(QStringList{QStringLiteral("mail-in"), WhatIfGamePath, kMail + QStringLiteral("nor-thunderbird.eml"),
                               QStringLiteral("-o"), path(name + QStringLiteral("-orders")), QStringLiteral("--replies"),
                               path(name)} + more);
    };
    const CliRun english = mailIn(QStringLiteral("en"), {});
    QVERIFY2(english.status == 0, qPrintable(english.err));
    QCOMPARE(mailIn(QStringLiteral("en2"), {QStringLiteral("--language"), QStringLiteral("en")}).out, english.out);
    QCOMPARE(fileBytes(path(QStringLiteral("en2/NOR.eml"))), fileBytes(path(QStringLiteral("en/NOR.eml"))));
    const CliRun german = mailIn(QStringLiteral("de"), {QStringLiteral("--language"), QStringLiteral("de")});
    QVERIFY2(german.status == 0, qPrintable(german.err));
    QCOMPARE(german.out, english.out);  // the moderator's summary stays English
    const QString en = mailBody(path(QStringLiteral("en/NOR.eml")));
    const QString de = mailBody(path(QStringLiteral("de/NOR.eml")));
    QVERIFY2(en.contains(QStringLiteral("\nOrders for NOR")), qPrintable(en));
    QVERIFY2(de.contains(QStringLiteral("\nBefehle für NOR")), qPrintable(de));
    QVERIFY2(de.contains(QStringLiteral("Die Zeilen sind nummeriert wie in Ihrer Nachricht.")), qPrintable(de));
    QVERIFY2(de.contains(QStringLiteral("Abgabeschluss")), qPrintable(de));
    for (const QString &english : {QStringLiteral("Orders for"), QStringLiteral("numbered as in"), QStringLiteral("deadline")})
        QVERIFY2(!de.contains(english), qPrintable(de));
    // The orders read are the same, whatever the language of the reply.
    QCOMPARE(fileBytes(path(QStringLiteral("de-orders/NOR.orders"))), fileBytes(path(QStringLiteral("en-orders/NOR.orders"))));
}

void TestLanguageCli::sheetsInGerman()
{
    const QString en = path(QStringLiteral("en.pdf")), de = path(QStringLiteral("de.pdf"));
    QCOMPARE(cli({QStringLiteral("sheets"), WhatIfGamePath, QStringLiteral("-o"), en}).status, 0);
    const CliRun german = cli(withLanguage({QStringLiteral("sheets"), WhatIfGamePath, QStringLiteral("-o"), de}, QStringLiteral("de")));
    QVERIFY2(german.status == 0, qPrintable(german.err));
    if (QStandardPaths::findExecutable(QStringLiteral("pdftotext")).isEmpty())
        QSKIP("pdftotext (poppler-utils) is not installed");
    const QString english = pdfText(en), text = pdfText(de);
    QVERIFY2(english.contains(QStringLiteral("TURN SHEET")) && english.contains(QStringLiteral("WHERE / FROM")), qPrintable(english));
    for (const QString &word : {QStringLiteral("ZUGBOGEN"), QStringLiteral("BESITZ ZU BEGINN VON ZUG 3"), QStringLiteral("AKTION"),
                                QStringLiteral("WO / VON"), QStringLiteral("NACHRICHTEN"), QStringLiteral("Blatt 1 von 2")})
        QVERIFY2(text.contains(word), qPrintable(word + QStringLiteral(" not in:\n") + text));
    for (const QString &word : {QStringLiteral("TURN SHEET"), QStringLiteral("HOLDINGS"), QStringLiteral("ACTION"),
                                QStringLiteral("WHERE / FROM"), QStringLiteral("MESSAGES"), QStringLiteral("sheet 1 of")})
        QVERIFY2(!text.contains(word), qPrintable(word + QStringLiteral(" in:\n") + text));
}

QTEST_GUILESS_MAIN(TestLanguageCli)
#include "tst_languagecli.moc"
