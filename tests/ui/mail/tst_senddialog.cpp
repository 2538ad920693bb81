// Mail > Send Reports… and Export Reports, offscreen: the
// resolved turn's mail, one row per message (each nation's report to its
// player and the game report to every player with an address), sent through
// a real SMTP server (tests/support/smtp_server.py) on a worker thread; a
// message counts as sent only when the server accepted it, and Send again
// sends only the rest. The reports go as PDF attachments on request and the
// game report carries the picture of the map; Export Reports writes the same
// reports as text, HTML and PDF with that picture; `accept --mail` writes
// the same bytes for the same turn.
#include "MailParts.h"  // GMime (GLib) before Qt's keyword macros

#include "mail/SendDialog.h"
#include "map/MapPicture.h"
#include "map/NationColours.h"
#include "document/GameDocument.h"
#include "gamesettings/GameSettingsDialog.h"
#include "print/ReportPdf.h"
#include "orders/Orders.h"
#include "orders/OrdersEditor.h"
#include "report/Report.h"
#include "report/TurnReports.h"
#include "ruleset/Ruleset.h"
#include "settings/Settings.h"
#include "store/GameStore.h"
#include "turn/CheckedOrders.h"
#include "window/MainWindow.h"

#include <QCheckBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QLineEdit>
#include <QPointer>
#include <QImage>
#include <QRegularExpression>
#include <QLabel>
#include <QPushButton>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>

#include "SendSupport.h"
#include "SmtpTestServer.h"
#include "TestSupport.h"
#include "UiTestSupport.h"

using namespace adj;
using namespace adj::ui;
using namespace adj::test;

namespace {

// The mail corpus's game (NOR played by ann@, MER by `merEmail`) with a
// moderator, and WES, whose player has no address.
Game mailGame(const QString &merEmail = QStringLiteral("bob@example.org"))
{
    Game g = moderatedMailGame();
    g.nation(QStringLiteral("MER"))->email = merEmail;
    return g;
}

Resolution resolved(const Game &g)
{
    const OrderSet set = parseOrders(readText(QStringLiteral(ADJ_DATA_DIR "/whatif/orders.txt")), QStringLiteral("orders"), g,
                                     *Ruleset::get(g.ruleset));
    return resolveTurn(g, set.orders);
}

QStringList column(const QTableWidget *table, int column)
{
    QStringList out;
    for (int row = 0; row < table->rowCount(); ++row)
        out.append(table->item(row, column)->text());
    return out;
}

} // namespace

class TestSendDialog : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase()
    {
        // As the window and adjutant-cli do (their main): Qt's PDF writer
        // orders the fonts it embeds by a QHash.
        QHashSeed::setDeterministicGlobalSeed();
        QStandardPaths::setTestModeEnabled(true);
        g_mime_init();
    }
    // Each test starts from the options' defaults (no PDF, the pictures).
    void init()
    {
        settings::reportPdf.reset();
        settings::reportPictures.reset();
    }
    void listsEveryMessageOfTheTurn();
    void sendsThroughARealServerWithThePdfs();
    void refusedStaysUnsentAndSendAgainSendsOnlyTheRest();
    void whatWentOutIsRememberedInTheGameFile();
    void aDeadServerIsTriedOnce();
    void exportWritesTextHtmlPdfAndTheMapPicture();
    void aNationsPictureIsItsPartOfTheBoard();
    void windowOffersSendOnceATurnIsResolved();
    void printedReportsEachFromANewPage();
    void chartCoversTheGamesCourse();
    void nothingGoesOutWithoutTheModeratorsAddress();
    void theCommandLinesMailIsTheWindows();
    void thePdfChoiceIsKept();
    void eachAltLetterOnce();
};

// Four messages (NOR's and MER's report and game report), none for WES, who
// has no address, which the dialog says; attachments as the options ask.
void TestSendDialog::listsEveryMessageOfTheTurn()
{
    const Game g = mailGame();
    SendDialog dialog(g, resolved(g));
    QTableWidget *t = dialog.table();
    QCOMPARE(t->rowCount(), 4);
    QCOMPARE(column(t, SendDialog::To), (QStringList{QStringLiteral("Ann <ann@example.org>"), QStringLiteral("Ann <ann@example.org>"),
                                                     QStringLiteral("Bob <bob@example.org>"), QStringLiteral("Bob <bob@example.org>")}));
    QVERIFY(dialog.findChild<QLabel *>()->text().contains(QStringLiteral("WES")));
    // The pictures by default: the map and the chart in the game report,
    // each nation's part of the board in its own.
    const QString map = QStringLiteral("map-turn3.png, areas-turn3.png");
    const QString nor = QStringLiteral("NOR-turn3.png"), mer = QStringLiteral("MER-turn3.png");
    QCOMPARE(column(t, SendDialog::Attachments), (QStringList{nor, map, mer, map}));
    dialog.setOptions({true, true});
    QCOMPARE(column(t, SendDialog::Attachments),
             (QStringList{nor + QStringLiteral(", NOR-turn3.pdf"), map + QStringLiteral(", game-turn3.pdf"),
                          mer + QStringLiteral(", MER-turn3.pdf"), map + QStringLiteral(", game-turn3.pdf")}));
    dialog.setOptions({false, false});
    QCOMPARE(column(t, SendDialog::Attachments), QStringList(4, QString()));
}

// Every message reaches the server, from the moderator to the player; each
// report's PDF is a PDF, and the pictures are PNGs shown in place.
void TestSendDialog::sendsThroughARealServerWithThePdfs()
{
    SmtpTestServer server;
    if (server.python().isEmpty())
        QSKIP("no Python with aiosmtpd (apt-get install python3-aiosmtpd)");
    QTemporaryDir dir;
    const QString folder = dir.filePath(QStringLiteral("server"));
    QVERIFY(server.start(folder));
    const Game g = mailGame();
    SendDialog dialog(g, resolved(g));
    dialog.setOptions({true, true});
    dialog.setServer({server.url(), {}, {}, {}});
    QVERIFY(sendAndWait(dialog));
    for (int row = 0; row < 4; ++row) {
        QVERIFY2(dialog.isSent(row), qPrintable(dialog.table()->item(row, SendDialog::Status)->text()));
        QCOMPARE(dialog.table()->item(row, SendDialog::Status)->text(), QStringLiteral("sent"));
        QCOMPARE(dialog.table()->item(row, SendDialog::Status)->toolTip(),
                 QStringLiteral("The server said: 250 Message accepted for delivery"));
    }
    QCOMPARE(received(folder), 4);
    QCOMPARE(fileBytes(folder + QStringLiteral("/1.envelope")), QByteArray("mod@example.net\nann@example.org\n"));
    QCOMPARE(fileBytes(folder + QStringLiteral("/4.envelope")), QByteArray("mod@example.net\nbob@example.org\n"));

    // The report: text and HTML as alternatives, the HTML with NOR's part of
    // the board in place (multipart/related, by cid:), the PDF attached.
    const QByteArray related = "multipart/related; type=text/html";
    const auto [reportType, report] = parts(fileBytes(folder + QStringLiteral("/1.eml")));
    QCOMPARE(reportType, QByteArray("multipart/mixed"));
    QCOMPARE(report.size(), 4);  // text, HTML, the picture, PDF
    QCOMPARE(report[0].type, QByteArray("text/plain"));
    QCOMPARE(report[0].parent, QByteArray("multipart/alternative"));
    QCOMPARE(report[1].type, QByteArray("text/html"));
    QCOMPARE(report[1].parent, related);
    const auto shownInPlace = [&](const Leaf &html, const Leaf &picture, const QString &name) {
        QCOMPARE(picture.parent, related);
        QCOMPARE(picture.type, QByteArray("image/png"));
        QCOMPARE(picture.filename, name);
        QCOMPARE(picture.disposition, QByteArray("inline"));
        QVERIFY(!picture.contentId.isEmpty());
        QVERIFY2(html.bytes.contains("<img src=\"cid:" + picture.contentId + '"'), picture.contentId.constData());
        QVERIFY(!QImage::fromData(picture.bytes, "PNG").isNull());
    };
    shownInPlace(report[1], report[2], QStringLiteral("NOR-turn3.png"));
    QCOMPARE(QImage::fromData(report[2].bytes, "PNG").size(), QSize(900, 700));  // as wide as a phone shows it
    QCOMPARE(report[3].parent, QByteArray("multipart/mixed"));
    QCOMPARE(report[3].filename, QStringLiteral("NOR-turn3.pdf"));
    QVERIFY(report[3].bytes.startsWith("%PDF-"));
    // The PDF shows the same picture: one image of its size (poppler's pdfimages).
    QTemporaryDir pdfs;
    QVERIFY(writeBytes(pdfs.filePath(QStringLiteral("NOR.pdf")), report[3].bytes));
    QProcess list;
    list.start(QStringLiteral("pdfimages"), {QStringLiteral("-list"), pdfs.filePath(QStringLiteral("NOR.pdf"))});
    if (!list.waitForFinished(30000) || list.exitCode() != 0)
        QSKIP("pdfimages (poppler-utils) did not run");
    QList<QByteArray> images = list.readAllStandardOutput().trimmed().split('\n').mid(2);  // after its two heading lines
    QCOMPARE(images.size(), 1);
    const QList<QByteArray> columns = images.first().simplified().split(' ');  // page, number, type, width, height, …
    QCOMPARE(columns.mid(3, 2), (QList<QByteArray>{"900", "700"}));
    const auto [gameType, game] = parts(fileBytes(folder + QStringLiteral("/2.eml")));
    QCOMPARE(game.size(), 5);  // text, HTML, the map, the chart, PDF
    shownInPlace(game[1], game[2], QStringLiteral("map-turn3.png"));
    shownInPlace(game[1], game[3], QStringLiteral("areas-turn3.png"));
    QCOMPARE(game[4].filename, QStringLiteral("game-turn3.pdf"));
    QVERIFY(game[4].bytes.startsWith("%PDF-"));
}

// A nation's picture shows its part of the board: every area it holds, and
// each drawn larger than on the picture of the whole map (its colour covers
// a greater share of the picture).
void TestSendDialog::aNationsPictureIsItsPartOfTheBoard()
{
    const Game g = mailGame();
    const Game after = resolved(g).next;
    const QColor colour = NationColours(after).colour(QStringLiteral("NOR"));
    const auto share = [&colour](const QImage &image) {
        qint64 n = 0;
        for (int y = 0; y < image.height(); ++y)
            for (int x = 0; x < image.width(); ++x)
                n += image.pixelColor(x, y) == colour;
        return double(n) / (qint64(image.width()) * image.height());
    };
    const QImage part = nationMapPicture(after, QStringLiteral("NOR")), whole = mapPicture(after);
    QCOMPARE(part.size(), QSize(900, 700));
    const double own = share(part), onWhole = share(whole);
    qInfo("NOR's colour: %.3f of its picture, %.3f of the whole map's", own, onWhole);
    QVERIFY(onWhole > 0);
    QVERIFY2(own > 2 * onWhole, qPrintable(QString::number(own) + QStringLiteral(" against ") + QString::number(onWhole)));
    // A nation holding no area: the whole map.
    QCOMPARE(nationMapPicture(after, QStringLiteral("XXX"), QSize(1200, 900)), mapPicture(after));
}

// MER's address is refused (550): NOR's two messages are sent, MER's two say
// the server's refusal and are not marked sent; Send again offers and sends
// only those two (the server still has NOR's two, not four).
void TestSendDialog::refusedStaysUnsentAndSendAgainSendsOnlyTheRest()
{
    SmtpTestServer server;
    if (server.python().isEmpty())
        QSKIP("no Python with aiosmtpd (apt-get install python3-aiosmtpd)");
    QTemporaryDir dir;
    const QString folder = dir.filePath(QStringLiteral("server"));
    QVERIFY(server.start(folder));
    const Game g = mailGame(QStringLiteral("reject@example.org"));
    SendDialog dialog(g, resolved(g));
    dialog.setServer({server.url(), {}, {}, {}});
    QVERIFY(sendAndWait(dialog));
    QVERIFY(dialog.isSent(0) && dialog.isSent(1));
    for (int row : {2, 3}) {
        QVERIFY(!dialog.isSent(row));
        QVERIFY2(dialog.table()->item(row, SendDialog::Status)->text().contains(
                     QStringLiteral("550 5.1.1 <reject@example.org>: Recipient address rejected")),
                 qPrintable(dialog.table()->item(row, SendDialog::Status)->text()));
    }
    QCOMPARE(received(folder), 2);
    QPushButton *send = nullptr;
    for (QPushButton *b : dialog.findChildren<QPushButton *>())
        if (b->text().contains(QStringLiteral("Unsent")))
            send = b;
    QVERIFY(send);
    QCOMPARE(send->text(), QStringLiteral("&Send 2 Unsent"));
    QVERIFY(sendAndWait(dialog));
    QCOMPARE(received(folder), 2);
    QCOMPARE(fileBytes(folder + QStringLiteral("/2.envelope")), QByteArray("mod@example.net\nann@example.org\n"));
}

// What was sent is recorded in the game file: the dialog opened again, and
// the file reopened in a new window with the turn resolved again, list those
// messages as sent, and Send offers only the rest.
void TestSendDialog::whatWentOutIsRememberedInTheGameFile()
{
    SmtpTestServer server;
    if (server.python().isEmpty())
        QSKIP("no Python with aiosmtpd (apt-get install python3-aiosmtpd)");
    QTemporaryDir dir;
    const QString folder = dir.filePath(QStringLiteral("server"));
    QVERIFY(server.start(folder));
    const QString file = dir.filePath(QStringLiteral("game.adjutant"));
    QString error;
    QVERIFY2(GameStore::create(file, mailGame(QStringLiteral("reject@example.org")), &error), qPrintable(error));
    const auto resolvedIn = [&](MainWindow &w) {
        if (!w.openFile(file))
            return false;
        w.ordersPanel()->editor()->setPlainText(readText(QStringLiteral(ADJ_DATA_DIR "/whatif/orders.txt")));
        w.ordersPanel()->resolveAction()->trigger();
        return waitForResolve(w.ordersPanel());
    };
    {
        MainWindow w;
        QVERIFY(resolvedIn(w));
        SendDialog *dialog = w.showSend();
        QVERIFY(dialog);
        dialog->setServer({server.url(), {}, {}, {}});
        QVERIFY(sendAndWait(*dialog));
        QCOMPARE(received(folder), 2);  // MER's two are refused
        dialog->close();
        delete dialog;
        dialog = w.showSend();
        QVERIFY(dialog->isSent(0) && dialog->isSent(1) && !dialog->isSent(2) && !dialog->isSent(3));
        QVERIFY2(dialog->table()->item(0, SendDialog::Status)->text().startsWith(QStringLiteral("sent ")),
                 qPrintable(dialog->table()->item(0, SendDialog::Status)->text()));
    }
    MainWindow w;
    QVERIFY(resolvedIn(w));
    SendDialog *dialog = w.showSend();
    QVERIFY(dialog->isSent(0) && dialog->isSent(1) && !dialog->isSent(2) && !dialog->isSent(3));
    dialog->setServer({server.url(), {}, {}, {}});
    QVERIFY(sendAndWait(*dialog));
    QCOMPARE(received(folder), 2);  // NOR's two did not go again
    // The record names what went out: turn, nation, recipient, Message-ID.
    auto store = GameStore::open(file, &error, GameStore::Mode::ReadOnly);
    QVERIFY2(store, qPrintable(error));
    const QList<SentMail> sent = store->sentMail(3);
    QCOMPARE(sent.size(), 2);
    QCOMPARE(sent[0].nation, QStringLiteral("NOR"));
    QCOMPARE(sent[0].recipient, dialog->table()->item(0, SendDialog::To)->text());
    QCOMPARE(sent[0].messageId, QString::fromUtf8(dialog->mail().mails[0].mail.messageId));
    QCOMPARE(sent[1].about, dialog->mail().mails[1].name);
}

// No server at the address: the first message says why, the others are not
// tried, and the summary says the sending stopped.
void TestSendDialog::aDeadServerIsTriedOnce()
{
    const Game g = mailGame();
    SendDialog dialog(g, resolved(g));
    const QString url = QStringLiteral("smtp://127.0.0.1:%1").arg(closedPort());
    dialog.setServer({url, {}, {}, {}});
    QVERIFY(sendAndWait(dialog));
    const QStringList status = column(dialog.table(), SendDialog::Status);
    QVERIFY2(status[0].startsWith(QStringLiteral("NOT SENT: ")), qPrintable(status[0]));
    for (int row = 1; row < 4; ++row)
        QCOMPARE(status[row], QStringLiteral("not tried, the server failed"));
    const QString summary = dialog.findChild<QLabel *>(QStringLiteral("sendSummary"))->text();
    QVERIFY2(summary.contains(QStringLiteral("Stopped at the first failure of the server")) && summary.contains(url),
             qPrintable(summary));
}

// Export Reports: per nation .txt (as resolve --reports writes it), .html and
// .pdf, the HTML showing the nation's part of the board; game.html showing
// the map picture, game.pdf, the pictures themselves.
void TestSendDialog::exportWritesTextHtmlPdfAndTheMapPicture()
{
    const Game g = mailGame();
    const Resolution r = resolved(g);
    QTemporaryDir dir;
    const QList<QPair<QString, QByteArray>> files = turnReportFiles(g, r, QDir(dir.path()));
    QMap<QString, QByteArray> byName;
    for (const auto &[path, bytes] : files)
        byName.insert(QFileInfo(path).fileName(), bytes);
    for (const QString &code : {QStringLiteral("NOR"), QStringLiteral("MER"), QStringLiteral("WES")}) {
        QCOMPARE(byName.value(code + QStringLiteral(".txt")), nationReport(g, r, code).toUtf8());
        QVERIFY(byName.value(code + QStringLiteral(".html")).contains("<html"));
        QVERIFY(byName.value(code + QStringLiteral(".pdf")).startsWith("%PDF-"));
        const QString own = code + QStringLiteral("-turn3.png");
        QVERIFY(byName.value(code + QStringLiteral(".html")).contains(QStringLiteral("<img src=\"%1\"").arg(own).toUtf8()));
        QCOMPARE(QImage::fromData(byName.value(own), "PNG").size(), QSize(900, 700));
    }
    QCOMPARE(byName.size(), 3 * 3 + 2 + 2 + 3);  // per nation .txt .html .pdf; game.html, game.pdf; the pictures
    QVERIFY(byName.value(QStringLiteral("game.pdf")).startsWith("%PDF-"));
    QVERIFY(byName.value(QStringLiteral("game.html")).contains("<img src=\"map-turn3.png\""));
    QVERIFY(byName.value(QStringLiteral("game.html")).contains("<img src=\"areas-turn3.png\""));
    QCOMPARE(QImage::fromData(byName.value(QStringLiteral("areas-turn3.png")), "PNG").size(), QSize(960, 540));
    const QImage picture = QImage::fromData(byName.value(QStringLiteral("map-turn3.png")), "PNG");
    QCOMPARE(picture.size(), QSize(1200, 900));
    // The map is drawn: not one colour (both areas and their chips are on it).
    QSet<QRgb> colours;
    for (int y = 0; y < picture.height(); y += 7)
        for (int x = 0; x < picture.width(); x += 7)
            colours.insert(picture.pixel(x, y));
    QVERIFY2(colours.size() > 8, qPrintable(QString::number(colours.size())));
}

void TestSendDialog::windowOffersSendOnceATurnIsResolved()
{
    MainWindow w;
    QVERIFY(w.openFile(QStringLiteral(ADJ_DATA_DIR "/whatif/game.json")));
    QVERIFY(!w.showSend());
    auto *send = w.findChild<QAction *>(QStringLiteral("sendReportsAction"));
    QVERIFY(send);
    QVERIFY(!send->isEnabled());
    w.ordersPanel()->editor()->setPlainText(readText(QStringLiteral(ADJ_DATA_DIR "/whatif/orders.txt"))
                                            + QStringLiteral("MESSAGE Hello, all of you.\n"));
    w.ordersPanel()->resolveAction()->trigger();
    QVERIFY(waitForResolve(w.ordersPanel()));
    QVERIFY(send->isEnabled());
    SendDialog *dialog = w.showSend();
    QVERIFY(dialog);
    QCOMPARE(dialog->table()->rowCount(), 4);  // NOR and MER have addresses in this game
    // The player's MESSAGE line of the editor is in the game report every player gets.
    const OutgoingMail &game = dialog->mail().mails[1].mail;
    QVERIFY(dialog->mail().mails[1].gameReport);
    QVERIFY2(game.text.contains(QStringLiteral("MESSAGES\n   NOR Northumbria: Hello, all of you.\n")), qPrintable(game.text));
}

// File > Print Reports…: the game report, then each nation's report from a
// new page (three nations: at least four pages), with the map picture.
void TestSendDialog::printedReportsEachFromANewPage()
{
    const Game g = mailGame();
    const Resolution r = resolved(g);
    const PrintedReports printed = printedReports(g, r);
    QCOMPARE(printed.html.count(QStringLiteral("page-break-before: always")), 3);
    for (const QString &title : {QStringLiteral("NOR Northumbria"), QStringLiteral("MER Mercia"), QStringLiteral("WES Wessex")})
        QVERIFY2(printed.html.contains(title), qPrintable(title));
    QCOMPARE(printed.images.size(), 2 + 3);  // the map and the chart; each nation's part of the board
    for (auto it = printed.images.begin(); it != printed.images.end(); ++it)
        QCOMPARE(printed.html.count(QStringLiteral("<img src=\"%1\"").arg(it.key())), 1);
    // Each nation's picture in its own report, after the page break that starts it.
    const qsizetype wes = printed.html.indexOf(QStringLiteral("WES Wessex"));
    QVERIFY(printed.html.indexOf(QStringLiteral("<img src=\"WES-turn3.png\"")) > wes);
    QVERIFY(printed.html.lastIndexOf(QStringLiteral("page-break-before"), wes) > printed.html.indexOf(QStringLiteral("<img src=\"MER-turn3.png\"")));
    const QByteArray pdf = reportPdf(printed.html, QStringLiteral("reports"), printed.images);
    const qsizetype pages = QString::fromLatin1(pdf).count(QRegularExpression(QStringLiteral("/Type /Page[^s]")));
    QVERIFY2(pages >= 4, qPrintable(QString::number(pages)));
}

// The game report's chart runs from the first turn of the history to the
// end of the turn resolved: earlier turns (not the resolved one again, nor
// later ones), the turn, and the next.
void TestSendDialog::chartCoversTheGamesCourse()
{
    const Game g = mailGame();  // turn 3
    const Resolution r = resolved(g);
    Game t1 = g, t2 = g, t3 = g, t4 = g;
    t1.turn = 1, t2.turn = 2, t3.turn = 3, t4.turn = 4;
    QList<int> turns;
    for (const Game &c : gameCourse(g, r, {t1, t2, t3, t4}))
        turns.append(c.turn);
    QCOMPARE(turns, (QList<int>{1, 2, 3, 4}));
    QCOMPARE(gameCourse(g, r, {t2, t3}).first().turn, 2);
    QCOMPARE(gameCourse(g, r, {}).size(), 2);
    QVERIFY(gameCourse(g, r, {t1}).last() == r.next);
}

// No mail goes out from the placeholder moderator@adjutant.invalid: Send
// says why and offers Game Settings; with the address set there, Send
// Reports opens again, the mail from the moderator. Nothing was tried.
void TestSendDialog::nothingGoesOutWithoutTheModeratorsAddress()
{
    Game placeholder = mailGame();
    placeholder.extra.insert(QStringLiteral("moderator"),
                             QJsonObject{{QStringLiteral("email"), QStringLiteral("moderator@adjutant.invalid")}});
    {
        SendDialog dialog(placeholder, resolved(placeholder));
        dialog.setServer({QStringLiteral("smtp://127.0.0.1:1"), {}, {}, {}});
        QSignalSpy wanted(&dialog, &SendDialog::gameSettingsRequested);
        const auto answered = adj::test::answerNextMessageBox(QStringLiteral("Cancel"));
        dialog.send();
        QVERIFY(answered->asked);
        QCOMPARE(answered->objectName, QStringLiteral("noModeratorBox"));
        QVERIFY(answered->text.contains(QStringLiteral("moderator@adjutant.invalid")));
        QVERIFY(!dialog.isSending());
        QCOMPARE(wanted.count(), 0);
        QCOMPARE(column(dialog.table(), SendDialog::Status), QStringList(4, QStringLiteral("not sent")));  // none tried
    }

    // The window: a game without a moderator, resolved; Send, then Game Settings.
    MainWindow w;
    QVERIFY(w.openFile(QStringLiteral(ADJ_DATA_DIR "/whatif/game.json")));
    w.ordersPanel()->editor()->setPlainText(readText(QStringLiteral(ADJ_DATA_DIR "/whatif/orders.txt")));
    w.ordersPanel()->resolveAction()->trigger();
    QVERIFY(waitForResolve(w.ordersPanel()));
    SendDialog *send = w.showSend();
    QPointer<SendDialog> closed(send);
    send->setServer({QStringLiteral("smtp://127.0.0.1:1"), {}, {}, {}});
    QPushButton *sendButton = nullptr;
    for (QPushButton *b : send->findChildren<QPushButton *>())
        if (b->text() == QStringLiteral("&Send"))
            sendButton = b;
    QVERIFY(sendButton && sendButton->isEnabled());
    const auto answered = adj::test::answerNextMessageBox(QStringLiteral("Open Game Settings"));
    QTest::mouseClick(sendButton, Qt::LeftButton);
    QVERIFY(answered->asked);
    GameSettingsDialog *settings = nullptr;
    QTRY_VERIFY((settings = w.findChild<GameSettingsDialog *>()) && settings->isVisible());
    QTRY_VERIFY(!closed);  // closed and gone
    QTest::keyClicks(settings->moderatorEmail(), QStringLiteral("gm@example.net"));
    QTest::mouseClick(settings->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok), Qt::LeftButton);
    QVERIFY2(!settings->isVisible(), qPrintable(settings->problemLabel()->text()));
    SendDialog *again = nullptr;
    QTRY_VERIFY((again = w.findChild<SendDialog *>()) && again->isVisible());
    QCOMPARE(again->mail().mails.first().mail.from.email, QStringLiteral("gm@example.net"));
}

// `adjutant-cli accept --mail --pdf` on a game file with a turn of history
// writes the very mail the window's Send Reports sends for the same turn and
// options: the pictures in place (the map, the chart over the history, each
// nation's part of the board) and the PDFs, byte for byte.
void TestSendDialog::theCommandLinesMailIsTheWindows()
{
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("window.adjutant")), copy = dir.filePath(QStringLiteral("cli.adjutant"));
    {
        QString error;
        auto store = GameStore::create(file, mailGame(), &error);
        QVERIFY2(store, qPrintable(error));
        const ResolvedOrders r = resolveOrders(store->current(), QStringLiteral(ADJ_DATA_DIR "/whatif/orders.txt"));
        QCOMPARE(store->saveDraft(3, r.orders, r.resolution.steps, r.resolution.next), QString());
        QCOMPARE(store->publish(3), QString());
    }
    QVERIFY(QFile::copy(file, copy));
    const QString orders = dir.filePath(QStringLiteral("turn4.orders"));
    QVERIFY(writeBytes(orders, "NATION MER\n1 LEVY TGT - 1\nNATION NOR\n1 MOVE ORG TGT 1\n"));
    const QString out = dir.filePath(QStringLiteral("mail"));
    const CliRun accepted = cli({QStringLiteral("accept"), copy, orders, QStringLiteral("--mail"), out, QStringLiteral("--pdf")});
    QVERIFY2(accepted.status == 0, qPrintable(accepted.err));

    MainWindow w;
    QVERIFY(w.openFile(file));
    QCOMPARE(w.document()->game().turn, 4);
    // The orders as accept imports them.
    w.ordersPanel()->editor()->setPlainText(withImported({}, {{QStringLiteral("turn4.orders"), readText(orders)}}));
    w.ordersPanel()->resolveAction()->trigger();
    QVERIFY(waitForResolve(w.ordersPanel()));
    SendDialog *dialog = w.showSend();
    QVERIFY(dialog);
    dialog->setOptions({true, true});
    const QList<QPair<QString, QByteArray>> sent = reportMailFiles(dialog->mail().mails, out);
    QCOMPARE(sent.size(), 4);
    QCOMPARE(QDir(out).entryList(QDir::Files).size(), sent.size());
    for (const auto &[name, bytes] : sent) {
        QVERIFY2(fileBytes(name) == bytes, qPrintable(name));
        const auto [type, leaves] = parts(bytes);
        QCOMPARE(type, QByteArray("multipart/mixed"));
        QVERIFY2(std::any_of(leaves.begin(), leaves.end(), [](const Leaf &l) { return l.type == "image/png"; }), qPrintable(name));
    }
}

// "Attach each report as PDF", ticked, is ticked again when Send Reports
// opens next, and the rows list the PDFs it will send.
void TestSendDialog::thePdfChoiceIsKept()
{
    const Game g = mailGame();
    {
        SendDialog first(g, resolved(g));
        QCheckBox *pdf = nullptr;
        for (QCheckBox *box : first.findChildren<QCheckBox *>())
            if (box->text().contains(QStringLiteral("PDF")))
                pdf = box;
        QVERIFY(pdf && !pdf->isChecked());
        pdf->click();
        QVERIFY(column(first.table(), SendDialog::Attachments).first().contains(QStringLiteral("NOR-turn3.pdf")));
    }
    SendDialog again(g, resolved(g));
    QVERIFY(column(again.table(), SendDialog::Attachments).first().contains(QStringLiteral("NOR-turn3.pdf")));
    for (QCheckBox *box : again.findChildren<QCheckBox *>())
        if (box->text().contains(QStringLiteral("PDF")))
            QVERIFY(box->isChecked());
}

// Every control's Alt letter is taken once (Alt+S is Send, not the server's field).
void TestSendDialog::eachAltLetterOnce()
{
    const Game g = mailGame();
    SendDialog dialog(g, resolved(g));
    QStringList texts;
    for (const QAbstractButton *b : dialog.findChildren<QAbstractButton *>())
        texts << b->text();
    for (const QLabel *l : dialog.findChildren<QLabel *>())
        texts << l->text();
    QMap<QChar, QString> taken;
    for (const QString &t : std::as_const(texts)) {
        const qsizetype at = t.indexOf(u'&');
        if (at < 0 || at + 1 >= t.size() || t[at + 1] == u'&')
            continue;
        const QChar letter = t[at + 1].toLower();
        QVERIFY2(!taken.contains(letter), qPrintable(QStringLiteral("Alt+%1: \"%2\" and \"%3\"").arg(letter, taken.value(letter), t)));
        taken.insert(letter, t);
    }
    QCOMPARE(taken.value(u's'), QStringLiteral("&Send"));
}

QTEST_MAIN(TestSendDialog)
#include "tst_senddialog.moc"
