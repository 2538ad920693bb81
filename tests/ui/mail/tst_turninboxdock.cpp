// The Turn Inbox dock, offscreen, in the real window (docs/formats.md "The turn's
// mail"): the mail of tests/data/mail listed per nation — received (the
// latest by Date on time), missing, late (not counted), unmatched, earlier —
// with the received time in the game's schedule zone and each message's
// orders and problems; a click shows the message and its source; Assign to
// Nation… and Accept Late are each one step of Edit > Undo; Use These Orders
// fills the orders; Mail > Import Mail Files… takes files or a maildir
// folder, and Cancel only closes the picker; the same message twice is
// listed once; a game file keeps the inbox, and Save As carries a JSON
// game's into its new file; a maildir that keeps the season gives a later
// turn only its own mail.
#include "document/GameDocument.h"
#include "document/GameFile.h"
#include "document/GameFileActions.h"
#include "mail/InboxModel.h"
#include "mail/MailPicker.h"
#include "mail/TurnInboxDock.h"
#include "mail/Receipt.h"
#include "mail/Inbox.h"
#include "model/MapGraph.h"
#include "store/GameStore.h"
#include "turn/TurnInbox.h"
#include "orders/OrdersEditor.h"
#include "orders/OrdersPanel.h"
#include "report/Report.h"
#include "window/MainWindow.h"

#include <QApplication>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QInputDialog>
#include <QLabel>
#include <QLineEdit>
#include <QJsonDocument>
#include <QJsonObject>
#include <QPlainTextEdit>
#include <QPointer>
#include <QPushButton>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTimeZone>
#include <QTimer>
#include <QToolButton>
#include <QTreeView>
#include <QUndoStack>

#include "TestSupport.h"
#include "UiTestSupport.h"

using namespace adj;
using namespace adj::ui;
using namespace adj::test;

namespace {

const QString kDir = MailDir;

// Runs `act` on the next modal dialog of type T, from a timer (the program
// runs its own event loop for it); a dialog still open five seconds later is
// closed, so that a failing test fails instead of waiting for ever.
template <typename T>
void whenModal(std::function<void(T *)> act)
{
    auto *timer = new QTimer;
    QObject::connect(timer, &QTimer::timeout, [timer, act] {
        if (auto *w = qobject_cast<T *>(QApplication::activeModalWidget())) {
            timer->stop();
            timer->deleteLater();
            act(w);
            QTimer::singleShot(5000, w, [dialog = QPointer<T>(w)] {
                if (dialog && dialog->isVisible()) {
                    qWarning("the dialog was left open");
                    static_cast<QDialog *>(dialog.data())->done(QDialog::Rejected);
                }
            });
        }
    });
    timer->start(20);
}

QToolButton *buttonOf(TurnInboxDock *dock, QAction *action)
{
    for (QToolButton *b : dock->findChildren<QToolButton *>())
        if (b->defaultAction() == action)
            return b;
    return nullptr;
}

// Clicks a message's row as a user does.
void clickRow(TurnInboxDock *dock, const QModelIndex &index)
{
    QTreeView *view = dock->view();
    view->scrollTo(index);
    QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, view->visualRect(index).center());
}

QStringList rowsOf(InboxModel *model, InboxModel::Group g, int column = InboxModel::NationColumn)
{
    QStringList out;
    for (int r = 0; r < model->group(g)->rowCount(); ++r)
        out << model->group(g)->child(r, column)->text();
    return out;
}

QString sha(const QString &file)
{
    return sha256Hex(fileBytes(file));
}

} // namespace

class TestTurnInboxDock : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void listsTheMailPerNation();
    void aClickShowsTheMessageAndItsSource();
    void assignAndAcceptLateAreUndoable();
    void useTheseOrdersFillsTheOrders();
    void aResolvedTurnsReportNamesTheLateMessage();
    void eachMessageIsReadOnce();
    void importPickerTakesFilesOrAFolder();
    void theGameFileKeepsTheInbox();
    void aLaterTurnLeavesOutEarlierTurnsMail();

private:
    QTemporaryDir m_dir;
    QString m_game;
};

// The corpus's two-nation game, its deadline in Berlin on 29 November at
// 08:00 (07:00 UTC): NOR's last message (08:00 UTC) is late.
void TestTurnInboxDock::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QJsonObject game = QJsonDocument::fromJson(fileBytes(WhatIfGamePath)).object();
    game.insert(QStringLiteral("schedule"), QJsonObject{{QStringLiteral("deadline"), QStringLiteral("2026-11-29T08:00:00+01:00")},
                                                        {QStringLiteral("timeZone"), QStringLiteral("Europe/Berlin")},
                                                        {QStringLiteral("graceMinutes"), 0},
                                                        {QStringLiteral("turnDays"), 7}});
    m_game = m_dir.filePath(QStringLiteral("game.json"));
    QVERIFY(writeBytes(m_game, QJsonDocument(game).toJson()));
}

void TestTurnInboxDock::listsTheMailPerNation()
{
    MainWindow w;
    QVERIFY(w.openFile(m_game));
    TurnInboxDock *dock = w.turnInboxDock();
    QCOMPARE(dock->addPaths(mailCorpus() + QStringList{kDir + QStringLiteral("not-a-mail.eml")}), 6);
    InboxModel *model = dock->model();
    QCOMPARE(rowsOf(model, InboxModel::Received), (QStringList{QStringLiteral("NOR"), QStringLiteral("MER")}));
    QCOMPARE(model->group(InboxModel::Missing)->rowCount(), 0);
    QCOMPARE(rowsOf(model, InboxModel::Late), QStringList{QStringLiteral("NOR")});
    QCOMPARE(rowsOf(model, InboxModel::Unmatched, InboxModel::FromColumn),
             QStringList{QStringLiteral("Stranger")});
    QCOMPARE(model->group(InboxModel::Earlier)->rowCount(), 2);
    QCOMPARE(model->group(InboxModel::Late)->text(), QStringLiteral("Late (1)"));
    // NOR's Thunderbird message counts (the later one is late).
    const QModelIndex nor = model->indexOf(sha(kDir + QStringLiteral("nor-thunderbird.eml")));
    QCOMPARE(nor.parent(), model->group(InboxModel::Received)->index());
    // 28 Nov 10:15 +0100, shown in Berlin time: the column's heading names
    // the zone, the tooltip and the message's own header have it whole.
    QCOMPARE(nor.siblingAtColumn(InboxModel::ReceivedColumn).data().toString(), QStringLiteral("28 Nov 10:15"));
    QCOMPARE(nor.siblingAtColumn(InboxModel::ReceivedColumn).data(Qt::ToolTipRole).toString(),
             QStringLiteral("2026-11-28 10:15 CET"));
    QVERIFY(model->headerData(InboxModel::ReceivedColumn, Qt::Horizontal, Qt::ToolTipRole).toString().contains(u"(CET)"));
    // Its orders and their problems as the orders check finds them.
    const Game &game = w.document()->game();
    // A time in summer time, which the heading's zone (at the deadline) is not, names its own.
    QCOMPARE(InboxModel::receivedShort(QDateTime(QDate(2026, 10, 20), QTime(10, 0), QTimeZone::utc()), game),
             QStringLiteral("20 Oct 12:00 CEST"));
    const CheckedOrders norChecked = checkOrders(QStringLiteral("NATION NOR\n")
                                                     + model->inbox().lines(nor.data(InboxModel::Sha256Role).toString()).join(u'\n'),
                                                 QStringLiteral("x"), game, *MapGraph::of(game));
    const NationOrders n = norChecked.byNation.value(QStringLiteral("NOR"));
    QVERIFY(n.lines > 0);
    QCOMPARE(nor.siblingAtColumn(InboxModel::OrdersColumn).data().toString(), QString::number(n.lines));
    QCOMPARE(nor.siblingAtColumn(InboxModel::ProblemsColumn).data().toString(),
             n.problems == 0 ? InboxModel::tr("none") : QString::number(n.problems));
    // The file that is no mail is named; the rest was read.
    QCOMPARE(dock->problems().size(), 2);  // not-a-mail.eml, and the mbox's message without text
    QVERIFY2(dock->note()->text().contains(u"not-a-mail.eml"), qPrintable(dock->note()->text()));
    QCOMPARE(dock->summary()->text(),
             TurnInboxDock::tr("Turn %1: %2 of %n nation(s) sent orders; %3 missing, %4 late, %5 unmatched.", nullptr, 2)
                 .arg(3).arg(2).arg(0).arg(1).arg(1));

    // The same messages again are listed once.
    QCOMPARE(dock->addPaths({kDir + QStringLiteral("nor-thunderbird.eml"), kDir + QStringLiteral("turn3.mbox")}), 0);
    QCOMPARE(model->inbox().messages.size(), 6);
    // A mailbox's messages come in as bytes; one already held adds nothing.
    QCOMPARE(dock->addMessages({fileBytes(kDir + QStringLiteral("mer-outlook.eml")),
                                fileBytes(kDir + QStringLiteral("mer-mistakes.eml"))},
                               QStringLiteral("imaps://imap.example.org/INBOX")),
             1);
    QCOMPARE(model->inbox().messages.size(), 7);
    QCOMPARE(rowsOf(model, InboxModel::Late), (QStringList{QStringLiteral("NOR"), QStringLiteral("MER")}));
}

void TestTurnInboxDock::aClickShowsTheMessageAndItsSource()
{
    MainWindow w;
    w.show();
    QVERIFY(w.openFile(m_game));
    TurnInboxDock *dock = w.turnInboxDock();
    dock->addPaths(mailCorpus());
    const QString file = kDir + QStringLiteral("nor-thunderbird.eml");
    clickRow(dock, dock->model()->indexOf(sha(file)));
    const QString text = dock->messageText()->toPlainText();
    QVERIFY2(text.contains(u"From: Ann Müller <ann@example.org>"), qPrintable(text));
    QVERIFY2(text.contains(u"Received: 2026-11-28 10:15 CET"), qPrintable(text));
    QVERIFY2(text.contains(u"NATION NOR"), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("SHA-256: ") + sha(file)), qPrintable(text));
    QCOMPARE(dock->sourceText()->toPlainText(), QString::fromUtf8(fileBytes(file)).replace(QStringLiteral("\r\n"), QStringLiteral("\n")));
    // A heading shows nothing.
    clickRow(dock, dock->model()->group(InboxModel::Received)->index());
    QVERIFY(dock->messageText()->toPlainText().isEmpty());
}

// Assigning the stranger's message to MER and accepting NOR's late message,
// each taken back by Edit > Undo and given again by Redo.
void TestTurnInboxDock::assignAndAcceptLateAreUndoable()
{
    MainWindow w;
    w.show();
    QVERIFY(w.openFile(m_game));
    TurnInboxDock *dock = w.turnInboxDock();
    InboxModel *model = dock->model();
    dock->addPaths({kDir + QStringLiteral("nor-thunderbird.eml"), kDir + QStringLiteral("nor-attachment.eml"),
                    kDir + QStringLiteral("turn3.mbox")});
    QCOMPARE(model->inbox().mail.missing, QStringList{QStringLiteral("MER")});
    QAction *undo = w.findChild<QAction *>(QStringLiteral("undoAction"));
    QVERIFY(undo);
    const int steps = w.document()->undoStack()->index();

    // The stranger's message: Assign to Nation… → MER.
    const QModelIndex stranger = model->group(InboxModel::Unmatched)->child(0)->index();
    const QString strangerSha = stranger.data(InboxModel::Sha256Role).toString();
    QVERIFY(!dock->assignAction()->isEnabled());
    clickRow(dock, stranger);
    QVERIFY(dock->assignAction()->isEnabled());
    QVERIFY(!dock->acceptLateAction()->isEnabled());
    auto offered = std::make_shared<QString>();
    whenModal<QInputDialog>([offered](QInputDialog *ask) {
        auto *box = ask->findChild<QComboBox *>();
        *offered = box->currentText();  // the nation missing, not the game's first (NOR)
        box->setCurrentIndex(box->findText(QStringLiteral("MER"), Qt::MatchStartsWith));
        ask->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok)->click();
    });
    QTest::mouseClick(buttonOf(dock, dock->assignAction()), Qt::LeftButton);
    QVERIFY2(offered->startsWith(QStringLiteral("MER")), qPrintable(*offered));
    QVERIFY2(dock->note()->text().contains(QStringLiteral("stranger@example.com is not the address the game has for MER")),
             qPrintable(dock->note()->text()));
    QVERIFY(model->inbox().mail.missing.isEmpty());
    QCOMPARE(rowsOf(model, InboxModel::Received), (QStringList{QStringLiteral("NOR"), QStringLiteral("MER")}));
    QCOMPARE(model->indexOf(strangerSha).parent(), model->group(InboxModel::Received)->index());
    QCOMPARE(w.document()->undoStack()->index(), steps + 1);

    // NOR's late message: Accept Late. It counts instead of the earlier one.
    const QString lateSha = sha(kDir + QStringLiteral("nor-attachment.eml"));
    clickRow(dock, model->indexOf(lateSha));
    QVERIFY(dock->acceptLateAction()->isEnabled());
    QTest::mouseClick(buttonOf(dock, dock->acceptLateAction()), Qt::LeftButton);
    QCOMPARE(model->indexOf(lateSha).parent(), model->group(InboxModel::Received)->index());
    QCOMPARE(model->group(InboxModel::Late)->rowCount(), 0);
    QCOMPARE(w.document()->undoStack()->index(), steps + 2);

    undo->trigger();
    QCOMPARE(model->indexOf(lateSha).parent(), model->group(InboxModel::Late)->index());
    QCOMPARE(model->indexOf(strangerSha).parent(), model->group(InboxModel::Received)->index());
    undo->trigger();
    QCOMPARE(model->indexOf(strangerSha).parent(), model->group(InboxModel::Unmatched)->index());
    QCOMPARE(model->inbox().mail.missing, QStringList{QStringLiteral("MER")});
    w.document()->undoStack()->redo();
    QCOMPARE(model->indexOf(strangerSha).parent(), model->group(InboxModel::Received)->index());

    // Not the message they apply to: refused, nothing pushed.
    QVERIFY(!dock->acceptLate(strangerSha));
    QVERIFY(!dock->assign(lateSha, QStringLiteral("MER")));
    QCOMPARE(w.document()->undoStack()->index(), steps + 1);
    QCOMPARE(w.document()->undoStack()->count(), steps + 2);

    // The stranger writes for MER from an address the game does not know:
    // offered, as one more undoable step, to become MER's address.
    clickRow(dock, model->indexOf(strangerSha));
    QVERIFY(dock->takeAddressAction()->isEnabled());
    dock->takeAddressAction()->trigger();
    QCOMPARE(w.document()->game().nation(QStringLiteral("MER"))->email, QStringLiteral("stranger@example.com"));
    QCOMPARE(w.document()->undoStack()->index(), steps + 2);
    QVERIFY(!dock->takeAddressAction()->isEnabled());
    undo->trigger();
    QCOMPARE(w.document()->game().nation(QStringLiteral("MER"))->email, QStringLiteral("bob@example.org"));
    QVERIFY(!dock->takeAddress(lateSha));  // NOR's own message: nothing to take
}

void TestTurnInboxDock::useTheseOrdersFillsTheOrders()
{
    MainWindow w;
    w.show();
    QVERIFY(w.openFile(m_game));
    TurnInboxDock *dock = w.turnInboxDock();
    QVERIFY(!dock->useOrdersAction()->isEnabled());
    dock->addPaths(mailCorpus());
    const QString before = w.ordersPanel()->editor()->toPlainText();
    QTest::mouseClick(buttonOf(dock, dock->useOrdersAction()), Qt::LeftButton);
    const QString text = w.ordersPanel()->editor()->toPlainText();
    QVERIFY(text.startsWith(before));
    // NOR's latest on time (Thunderbird, 28 Nov), not the late attachment.
    // Each under a line naming the message: its sender, when it was received.
    QVERIFY2(text.contains(QStringLiteral("# NOR: from Ann Müller <ann@example.org>, received 2026-11-28 10:15 CET\n"
                                          "NATION NOR\n1 MOVE ORG TGT 3 # a long comment")),
             qPrintable(text));
    QVERIFY2(!text.contains(QStringLiteral("1 MOVE ORG TGT 2")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("\nNATION MER\n1 DEFEND TGT\n2 ORDER - - 5\n")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("# MER: from ")), qPrintable(text));
    QCOMPARE(w.document()->ordersText(), text);
    w.findChild<QAction *>(QStringLiteral("undoAction"))->trigger();
    QCOMPARE(w.document()->ordersText(), before);
}

// NOR's orders on time count; its later message came after the deadline
// (07:00 UTC) and did not: NOR's report of the turn resolved here says so,
// MER's (no late message) does not.
void TestTurnInboxDock::aResolvedTurnsReportNamesTheLateMessage()
{
    MainWindow w;
    w.show();
    QVERIFY(w.openFile(m_game));
    TurnInboxDock *dock = w.turnInboxDock();
    dock->addPaths(mailCorpus());
    QTest::mouseClick(buttonOf(dock, dock->useOrdersAction()), Qt::LeftButton);
    const Game before = w.document()->game();
    w.ordersPanel()->resolveAction()->trigger();
    QVERIFY(waitForResolve(w.ordersPanel()));
    QVERIFY(w.document()->resolution());
    const Resolution &r = w.document()->resolution()->resolution;
    const QString nor = nationReport(before, r, QStringLiteral("NOR")), mer = nationReport(before, r, QStringLiteral("MER"));
    QVERIFY2(nor.contains(QStringLiteral("Your message received 2026-11-29 08:00:00 UTC came after the deadline "
                                         "(2026-11-29 07:00:00 UTC): its orders were not used.")),
             qPrintable(nor));
    QVERIFY2(nor.contains(QStringLiteral("MOVE ORG TGT 3")), qPrintable(nor));
    QVERIFY2(!mer.contains(u"came after the deadline"), qPrintable(mer));
}

// The game file sorts and checks the turn's inbox once per change, and reads
// each message from its bytes once: a decision, its undo and another look
// read none again; a message added is the only one read.
void TestTurnInboxDock::eachMessageIsReadOnce()
{
    MainWindow w;
    w.show();
    QVERIFY(w.openFile(m_game));
    TurnInboxDock *dock = w.turnInboxDock();
    quint64 before = messagesRead();
    QCOMPARE(dock->addPaths(mailCorpus()), 6);
    QCOMPARE(messagesRead() - before, quint64(6));
    before = messagesRead();
    QVERIFY(dock->acceptLate(sha(kDir + QStringLiteral("nor-attachment.eml"))));
    w.findChild<QAction *>(QStringLiteral("undoAction"))->trigger();
    dock->refresh();
    QCOMPARE(messagesRead() - before, quint64(0));
    QCOMPARE(dock->model()->inbox().messages.size(), 6);

    QTemporaryDir dir;
    const QString one = dir.filePath(QStringLiteral("mer-again.eml"));
    QVERIFY(writeBytes(one, "From: Bob <bob@example.org>\r\nTo: gm@example.net\r\nSubject: again\r\n"
                            "Date: Sat, 28 Nov 2026 20:00:00 +0100\r\nMessage-ID: <again@example.org>\r\n\r\n"
                            "NATION MER\r\n1 DEFEND TGT\r\n"));
    before = messagesRead();
    QCOMPARE(dock->addPaths({one}), 1);
    QCOMPARE(messagesRead() - before, quint64(1));
    QCOMPARE(dock->model()->inbox().messages.size(), 7);
}

// The picker shows every file and takes a maildir folder; Cancel closes it
// and nothing else happens.
void TestTurnInboxDock::importPickerTakesFilesOrAFolder()
{
    MainWindow w;
    w.show();
    QVERIFY(w.openFile(m_game));
    TurnInboxDock *dock = w.turnInboxDock();
    whenModal<MailPicker>([](MailPicker *picker) {
        picker->setDirectory(kDir + QStringLiteral("maildir"));
        picker->folderButton()->click();
    });
    dock->importAction()->trigger();
    QCOMPARE(dock->model()->inbox().messages.size(), 1);
    QCOMPARE(dock->model()->inbox().messages[0].sender, QStringLiteral("bob.phone@example.net"));

    whenModal<MailPicker>([](MailPicker *picker) {
        QVERIFY(picker->nameFilters().first().contains(u"(*)"));  // files without an extension shown
        // The name typed, as a user does (the folder's listing loads on a thread of its own).
        picker->findChild<QLineEdit *>(QStringLiteral("fileNameEdit"))->setText(kDir + QStringLiteral("nor-thunderbird.eml"));
        picker->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Open)->click();
    });
    dock->importAction()->trigger();
    QCOMPARE(dock->model()->inbox().messages.size(), 2);

    whenModal<MailPicker>([](MailPicker *picker) {
        picker->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Cancel)->click();
    });
    const int steps = w.document()->undoStack()->count();
    dock->importAction()->trigger();
    QCOMPARE(dock->model()->inbox().messages.size(), 2);
    QCOMPARE(w.document()->undoStack()->count(), steps);
    QVERIFY(w.isVisible());
}

// In a game file the inbox and the decisions are kept: reopened, the same;
// a JSON game's inbox goes into the file Save As writes.
void TestTurnInboxDock::theGameFileKeepsTheInbox()
{
    const QString file = m_dir.filePath(QStringLiteral("kept.adjutant"));
    {
        MainWindow w;
        QVERIFY(w.openFile(m_game));
        w.turnInboxDock()->addPaths(mailCorpus());
        QCOMPARE(w.fileActions()->file()->saveAs(file), QString());
        QCOMPARE(w.fileActions()->file()->inbox(3).size(), 6);
        // Now in the file: a decision is kept there at once.
        QVERIFY(w.turnInboxDock()->acceptLate(sha(kDir + QStringLiteral("nor-attachment.eml"))));
    }
    MainWindow w;
    QVERIFY(w.openFile(file));
    InboxModel *model = w.turnInboxDock()->model();
    QCOMPARE(model->inbox().messages.size(), 6);
    const QModelIndex late = model->indexOf(sha(kDir + QStringLiteral("nor-attachment.eml")));
    QCOMPARE(late.parent(), model->group(InboxModel::Received)->index());
    QCOMPARE(model->group(InboxModel::Unmatched)->rowCount(), 1);
    QString error;
    const auto store = GameStore::open(file, &error, GameStore::Mode::ReadOnly);
    QVERIFY2(store, qPrintable(error));
    const QList<InboxMessage> held = store->inbox(3);
    QCOMPARE(held.size(), 6);
    for (const InboxMessage &m : held)
        if (m.sha256 == sha(kDir + QStringLiteral("nor-attachment.eml"))) {
            QVERIFY(m.acceptLate);
            QCOMPARE(m.status, InboxMessage::Status::Counts);
        }
}

// A maildir that keeps the whole season, imported in the next turn: the
// messages kept in the turn before's inbox and one received before that turn
// was accepted are left out and counted in one line; only the message
// received since is this turn's.
void TestTurnInboxDock::aLaterTurnLeavesOutEarlierTurnsMail()
{
    const QString file = m_dir.filePath(QStringLiteral("season.adjutant"));
    {
        QString error;
        auto store = GameStore::create(file, readGame(m_game), &error);
        QVERIFY2(store, qPrintable(error));
        const Game game = store->current();
        Problems problems;
        QCOMPARE(keepInInbox(*store, 3, inboxRecords(readMail(mailCorpus(), problems), 3), game, gameLateRule(game)),
                 QString());
        QCOMPARE(store->inbox(3).size(), 6);
        const ResolvedOrders r = resolveOrders(game, WhatIfOrdersPath);
        QCOMPARE(store->saveDraft(3, r.orders, r.resolution.steps, r.resolution.next), QString());
        QCOMPARE(store->publish(3), QString());
        QVERIFY(store->turnBegan(4).isValid());
    }
    // The season's maildir: turn 3's six messages, one that came before turn 3
    // was accepted but was never read, and Bob's orders for turn 4.
    const QString maildir = m_dir.filePath(QStringLiteral("season-maildir"));
    QVERIFY(QDir().mkpath(maildir + QStringLiteral("/new")) && QDir().mkpath(maildir + QStringLiteral("/cur"))
            && QDir().mkpath(maildir + QStringLiteral("/tmp")));
    int n = 0;
    for (const QString &m : mailCorpus()) {
        const QFileInfo info(m);
        const QStringList files = info.isDir() ? QStringList{m + QStringLiteral("/new/") + QDir(m + QStringLiteral("/new")).entryList(QDir::Files).constFirst()}
                                               : QStringList{m};
        for (const QString &f : files)
            QVERIFY(QFile::copy(f, maildir + QStringLiteral("/new/%1.M%1.season").arg(++n)));
    }
    const auto message = [](const QString &from, const QDateTime &received, const QString &body) {
        const QString date = received.toString(Qt::RFC2822Date);
        return QStringLiteral("Received: from mx by moderator.example.org; %1\r\nFrom: %2\r\nTo: moderator@example.org\r\n"
                              "Subject: orders\r\nDate: %1\r\nMessage-ID: <%3@example.org>\r\n\r\n%4\r\n")
            .arg(date, from, QString::number(received.toSecsSinceEpoch()), body)
            .toUtf8();
    };
    const QDateTime now = QDateTime::currentDateTimeUtc();
    QVERIFY(writeBytes(maildir + QStringLiteral("/new/%1.M%1.season").arg(++n),
                       message(QStringLiteral("Ann <ann@example.org>"), now.addDays(-1), QStringLiteral("NATION NOR\r\n1 LEVY ORG - 1"))));
    const QByteArray bob = message(QStringLiteral("Bob <bob@example.org>"), now.addSecs(120), QStringLiteral("NATION MER\r\n1 LEVY TGT - 1"));
    QVERIFY(writeBytes(maildir + QStringLiteral("/new/%1.M%1.season").arg(++n), bob));

    MainWindow w;
    w.show();
    QVERIFY(w.openFile(file));
    QCOMPARE(w.document()->game().turn, 4);
    TurnInboxDock *dock = w.turnInboxDock();
    whenModal<MailPicker>([maildir](MailPicker *picker) {
        picker->setDirectory(maildir);
        picker->folderButton()->click();
    });
    dock->importAction()->trigger();
    InboxModel *model = dock->model();
    QCOMPARE(model->inbox().messages.size(), 1);
    QCOMPARE(model->inbox().messages[0].sha256, sha256Hex(bob));
    // Turn 4's deadline is a week after turn 3's: Bob's message is late once that has passed.
    const bool late = now.addSecs(120) > QDateTime(QDate(2026, 12, 6), QTime(7, 0), Qt::UTC);
    QCOMPARE(rowsOf(model, late ? InboxModel::Late : InboxModel::Received), QStringList{QStringLiteral("MER")});
    QCOMPARE(model->group(late ? InboxModel::Received : InboxModel::Late)->rowCount(), 0);
    QCOMPARE(model->group(InboxModel::Earlier)->rowCount(), 0);
    QCOMPARE(model->group(InboxModel::Unmatched)->rowCount(), 0);
    QVERIFY2(dock->note()->text().contains(QStringLiteral("7 messages of earlier turns left out")), qPrintable(dock->note()->text()));
    // Read again, the same: nothing of an earlier turn enters later either.
    QCOMPARE(dock->addPaths({maildir}), 0);
    QCOMPARE(model->inbox().messages.size(), 1);

    QString error;
    const auto store = GameStore::open(file, &error, GameStore::Mode::ReadOnly);
    QVERIFY2(store, qPrintable(error));
    QCOMPARE(store->inbox(4).size(), 1);
    QCOMPARE(store->inbox(3).size(), 6);
}

QTEST_MAIN(TestTurnInboxDock)
#include "tst_turninboxdock.moc"
