// The problems of the files under a German locale: a broken game
// JSON, orders, AP spends, spreadsheets, mailbox and a newer or damaged game
// file, opened through the window as the moderator opens them, are said in
// German; the English of their messages is left nowhere in what is shown,
// while the core keeps its English (the files and the command line read it).
#include "ap/ApLedger.h"
#include "ap/ApLedgerPanel.h"
#include "ap/ApPlayerEdits.h"
#include "ap/ApSpends.h"
#include "document/GameDocument.h"
#include "io/CoreText.h"
#include "io/TextFile.h"
#include "mail/Inbox.h"
#include "mail/TurnInboxDock.h"
#include "model/GameJson.h"
#include "orders/OrdersEditor.h"
#include "orders/OrdersPanel.h"
#include "setup/NewGameDialog.h"
#include "store/GameStore.h"
#include "widgets/ProblemsDialog.h"
#include "window/MainWindow.h"

#include <QLabel>
#include <QListView>
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonObject>
#include <QListWidget>
#include <QLocale>
#include <QMessageBox>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>

#include "TestSupport.h"
#include "UiTestSupport.h"

using namespace adj;
using namespace adj::ui;
using namespace adj::test;

class TestProblemsGerman : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(m_dir.isValid());
        // The program's German, as built into it (adjutant_de.qm of the program's build).
        QLocale::setDefault(QLocale(QLocale::German, QLocale::Germany));
        auto *german = new QTranslator(this);
        QVERIFY(german->load(QStringLiteral(ADJ_GERMAN_QM)));
        QCoreApplication::installTranslator(german);
    }
    void brokenGameJson();
    void brokenOrders();
    void brokenApSpends();
    void brokenSheets();
    void brokenMailbox();
    void newerOrDamagedGameFile();

private:
    QString write(const QString &name, const QByteArray &bytes)
    {
        const QString path = m_dir.filePath(name);
        return writeBytes(path, bytes) ? path : QString();
    }
    QTemporaryDir m_dir;
};

namespace {

// The German of a key: lupdate's source text translated in the context "adj::Core".
QString germanOf(const QString &key)
{
    const QByteArray source = key.toUtf8();
    return QCoreApplication::translate("adj::Core", source.constData());
}

// The English a key would leave in `shown`: a piece of its source text
// between placeholders, of two words or more (a field's name is one word and
// stays), that its German does not have. Empty when none is shown.
QString englishOf(const QString &key, const QString &shown)
{
    static const QRegularExpression placeholder(QStringLiteral("%\\d\\d?"));
    static const QRegularExpression twoWords(QStringLiteral("[A-Za-z]{2,}\\s+[A-Za-z]{2,}"));
    const QString german = germanOf(key);
    for (QString piece : key.split(placeholder)) {
        piece = piece.trimmed();
        if (piece.contains(twoWords) && shown.contains(piece) && !german.contains(piece))
            return piece;
    }
    return {};
}

// Checks that no key of the catalog, nor any of `problems`, leaves English in `shown`.
void verifyNoEnglish(const QString &shown, const Problems &problems = {})
{
    QStringList keys = coreTextKeys();
    for (const Problem &p : problems)
        keys.append(p.text.key);
    for (const QString &key : std::as_const(keys))
        if (const QString left = englishOf(key, shown); !left.isEmpty())
            QFAIL(qPrintable(QStringLiteral("English \"%1\" (of \"%2\") in:\n%3").arg(left, key, shown)));
}

// Checks each problem the core finds: it carries its key (made with it, or
// a catalog's), the key has a German, and the window shows it in German.
void verifyShownInGerman(const Problems &problems, const QString &shown)
{
    QVERIFY(!problems.isEmpty());
    for (const Problem &p : problems) {
        const CoreText key = p.text.known ? p.text : CoreText::parse(p.message);
        QVERIFY2(key.known, qPrintable(QStringLiteral("no key: ") + p.message));
        QVERIFY2(germanOf(key.key) != key.key, qPrintable(QStringLiteral("no German: ") + key.key));
        QVERIFY2(shown.contains(p.translated()), qPrintable(QStringLiteral("%1 not in:\n%2").arg(p.translated(), shown)));
        QVERIFY2(!shown.contains(p.message), qPrintable(QStringLiteral("English %1 in:\n%2").arg(p.message, shown)));
    }
    verifyNoEnglish(shown, problems);
}

QString itemsText(const QListView *list)
{
    QStringList lines;
    for (int i = 0; i < list->model()->rowCount(); ++i)
        lines << list->model()->index(i, 0).data().toString() << list->model()->index(i, 0).data(Qt::ToolTipRole).toString();
    return lines.join(QLatin1Char('\n'));
}

} // namespace

void TestProblemsGerman::brokenGameJson()
{
    const QString path = write(QStringLiteral("broken.json"), R"({
  "format": "adjutant-game", "version": 1, "name": "Broken", "ruleset": "dark-age", "turn": "one", "colour": 3,
  "options": {"noSuchRule": 1},
  "nations": [{"code": "NOR", "bp": "ten", "traits": [1]}, 5],
  "areas": [{"code": "YRK", "kind": "land", "terrain": "swamp", "popLimit": 2, "population": 5, "owner": "XXX"},
            {"code": "YRS", "kind": "sea", "ships": 1, "armies": 3},
            {"code": "LON", "kind": "city", "terrain": "town", "popLimit": 4}],
  "borders": [["YRK", "YRK"], ["YRK"], ["YRK", "YRS"], ["YRS", "YRK"]],
  "order": ["NOR", "DAN"]
})");
    const Problems problems = readGameFile(path).problems;
    MainWindow w;
    QVERIFY(!w.openFile(path));
    auto *dialog = w.findChild<ProblemsDialog *>();
    QVERIFY(dialog);
    verifyShownInGerman(problems, dialog->problemsText());

    // Not JSON at all, and a JSON that is not an object.
    for (const QByteArray &bytes : {QByteArray("{ \"format\": "), QByteArray("[1, 2]")}) {
        const QString bad = write(QStringLiteral("bad.json"), bytes);
        MainWindow other;
        QVERIFY(!other.openFile(bad));
        verifyShownInGerman(readGameFile(bad).problems, other.findChild<ProblemsDialog *>()->problemsText());
    }
}

void TestProblemsGerman::brokenOrders()
{
    MainWindow w;
    QVERIFY(w.openFile(SamplePath));
    w.ordersPanel()->editor()->setPlainText(QStringLiteral(
        "1 MOVE YRK YRS\nNATION\nNATION NOR\n0 MOVE YRK YRS\n1 FLY YRK YRS\n2 MOVE ZZZ YRK 3\n2 MOVE YRK\n"
        "3 MOVE YRK YRS -4 x\nMESSAGE\n"));
    w.ordersPanel()->checkNow();
    auto *list = w.findChild<QListView *>(QStringLiteral("ordersProblems"));
    QVERIFY(list && list->model()->rowCount() > 3);
    verifyShownInGerman(w.ordersPanel()->problems(), itemsText(list));
}

void TestProblemsGerman::brokenApSpends()
{
    MainWindow w;
    QVERIFY(w.openFile(QStringLiteral(ADJ_GAMES_DIR "/forum.json")));
    const QString player = w.document()->game().ap.value(u"players").toArray().at(0).toObject().value(u"name").toString();
    ApLedgerPanel *panel = w.apLedgerPanel();
    // A folder is no spends file.
    Problem folder;
    QVERIFY(!readUtf8File(m_dir.path(), folder));
    verifyShownInGerman({folder}, panel->importFile(m_dir.path()));

    // Input errors of the file, and spends rejected for their reasons.
    const QString text = QStringLiteral(
        "PLAYER Nobody\nTRANSFER to=x\nROUND 4\nROUND 5\nPLAYER %1\nFOO\nTRANSFER-FUNDS\nTRANSFER to=Nobody money=5\n"
        "MESSAGE \"open\nMESSAGE \"one\" \"two\"\nTRANSFER money=1 money=2\nTRANSFER-FUNDS to=#1:99999999999999999\n")
        .arg(player);
    Problems input;
    parseApSpends(text, ApLedgerPanel::textName(), input);
    QCOMPARE(panel->importFile(write(QStringLiteral("broken.ap"), text.toUtf8())), QString());
    panel->recomputeNow();
    QVERIFY(panel->problemsView()->model()->rowCount() > input.size() + 3);
    verifyShownInGerman(input, itemsText(panel->problemsView()));

    // An edit of the Players tab that the game's ap object refuses: a player without a name.
    const QJsonObject ap = w.document()->game().ap;
    QJsonArray players = ap.value(u"players").toArray();
    QJsonObject first = players.at(0).toObject();
    first.insert(QStringLiteral("name"), QString());
    players.replace(0, first);
    QJsonObject edited = ap;
    edited.insert(QStringLiteral("players"), players);
    Problems refused;
    readApState(edited, refused);
    verifyShownInGerman(refused, apEditRefusal(ap, edited));
}

void TestProblemsGerman::brokenSheets()
{
    MainWindow w;
    QVERIFY(w.openFile(SamplePath));
    NewGameDialog *dialog = w.showNewGame(NewGameDialog::Source::Sheets);
    dialog->setSheetsFolder(QStringLiteral(ADJ_DATA_DIR "/sheets/bad"));
    dialog->accept();
    QVERIFY(!dialog->game());
    verifyShownInGerman(dialog->problems(), dialog->problemsText());

    // Files that are no spreadsheets: not UTF-8, a cell never closed, no header.
    const QString areas = write(QStringLiteral("areas.csv"), "code,kind\nYRK,\"land\n");
    const QString borders = write(QStringLiteral("borders.csv"), "");
    const QString nations = write(QStringLiteral("nations.csv"), "code\n\xff\xfe\n");
    dialog->setSheets(areas, borders, nations);
    dialog->accept();
    QVERIFY(!dialog->game());
    verifyShownInGerman(dialog->problems(), dialog->problemsText());
}

void TestProblemsGerman::brokenMailbox()
{
    const QString mbox = write(QStringLiteral("broken.mbox"), "no mail in here\n");
    const QString folder = m_dir.filePath(QStringLiteral("nomaildir"));
    QVERIFY(QDir().mkpath(folder));
    const QStringList paths = {QStringLiteral(ADJ_DATA_DIR "/mail/not-a-mail.eml"), mbox, folder, m_dir.filePath(QStringLiteral("missing.eml"))};
    Problems problems;
    readMail(paths, problems);
    MainWindow w;
    QVERIFY(w.openFile(QStringLiteral(ADJ_DATA_DIR "/whatif/game.json")));
    w.turnInboxDock()->addPaths(paths);
    verifyShownInGerman(problems, w.turnInboxDock()->note()->text());
}

void TestProblemsGerman::newerOrDamagedGameFile()
{
    const QString newer = m_dir.filePath(QStringLiteral("newer.adjutant"));
    QVERIFY(QFile::copy(QStringLiteral(ADJ_DATA_DIR "/game-v1.adjutant"), newer));
    QFile::setPermissions(newer, QFile::ReadOwner | QFile::WriteOwner);
    QCOMPARE(rawSql(newer, {QStringLiteral("PRAGMA user_version = 999")}), QString());
    const QString damaged = write(QStringLiteral("damaged.adjutant"), QByteArray(4096, 'x'));
    for (const QString &path : {newer, damaged}) {
        QString english;
        QVERIFY(!GameStore::open(path, &english));
        QVERIFY(CoreText::parse(english).known);
        MainWindow w;
        QVERIFY(!w.openFile(path));
        auto *box = w.findChild<QMessageBox *>(QStringLiteral("gameFileError"));
        QVERIFY(box);
        const QString shown = box->text() + u'\n' + box->informativeText();
        QVERIFY2(shown.contains(trCore(english)), qPrintable(shown));
        QVERIFY2(!shown.contains(english), qPrintable(shown));
        verifyNoEnglish(shown);
    }
}

QTEST_MAIN(TestProblemsGerman)
#include "tst_problemsgerman.moc"
