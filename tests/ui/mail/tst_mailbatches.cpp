// The turn's mail besides the reports (docs/formats.md "The turn's mail"): the
// confirmations of the turn's messages and the reminders before the
// deadline, sent through the SendDialog to a real SMTP server
// (tests/support/smtp_server.py) and recorded in the game file, so that
// neither goes twice: a confirmation once per message (by its SHA-256), a
// reminder once per nation, deadline and reminder hour.
#include "MailParts.h"  // GMime (GLib) before Qt's keyword macros

#include "document/GameFile.h"
#include "document/GameFileActions.h"
#include "mail/TurnInboxDock.h"
#include "store/GameStore.h"
#include "turn/MailBatch.h"
#include "window/MainWindow.h"

#include <QDir>
#include <QLabel>
#include <QMenuBar>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>

#include "SendSupport.h"
#include "SmtpTestServer.h"
#include "TestSupport.h"

using namespace adj;
using namespace adj::ui;
using namespace adj::test;

namespace {

const QString kMail = QStringLiteral(ADJ_DATA_DIR "/mail/");

// The mail corpus's game (NOR played by ann@, MER by bob@) with a moderator,
// a deadline with reminders 48 and 6 hours before it, and WES, whose player
// has no address.
Game mailGame()
{
    Game g = moderatedMailGame();
    Schedule s;
    s.deadline = *parseRfc3339(QStringLiteral("2026-12-10T18:00:00+01:00"));
    s.timeZone = QStringLiteral("Europe/Berlin");
    s.remindHours = {48, 6};
    setGameSchedule(g, s);
    return g;
}

QList<MailMessage> corpus(const QStringList &files)
{
    QStringList paths;
    for (const QString &f : files)
        paths.append(kMail + f);
    Problems problems;
    return readMail(paths, problems);
}

} // namespace

class TestMailBatches : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        g_mime_init();
        QVERIFY(m_dir.isValid());
    }
    void aConfirmationPerMessageGoesOnce();
    void aReminderPerNationDeadlineAndHour();
    void theWindowSendsWhatTheTurnInboxHolds();

private:
    // The game in a game file, open in `w`: where what was sent is recorded.
    GameFile *openInFile(MainWindow &w, const QString &name, const Game &game = mailGame())
    {
        const QString file = m_dir.filePath(name);
        QString error;
        if (!GameStore::create(file, game, &error) || !w.openFile(file))
            return nullptr;
        return w.fileActions()->file();
    }
    QTemporaryDir m_dir;
};

// The late message (received after the cut-off) gets its confirmation first,
// then each nation's counted message; each is recorded by the SHA-256 of the
// message it answers (the late one's marked so), and the dialog opened again
// has nothing left to send. A later message, or the late one accepted, brings
// replies that are new.
void TestMailBatches::aConfirmationPerMessageGoesOnce()
{
    SmtpTestServer server;
    if (server.python().isEmpty())
        QSKIP("no Python with aiosmtpd (apt-get install python3-aiosmtpd)");
    const QString folder = m_dir.filePath(QStringLiteral("confirmations"));
    QVERIFY(server.start(folder));

    const Game g = mailGame();
    const QList<MailMessage> messages =
        corpus({QStringLiteral("nor-thunderbird.eml"), QStringLiteral("mer-outlook.eml"), QStringLiteral("mer-mistakes.eml")});
    QCOMPARE(messages.size(), 3);
    // mer-mistakes.eml is dated Sunday 29 November 20:30 UTC: after this cut-off.
    const LateRule rule{*parseRfc3339(QStringLiteral("2026-11-29T12:00:00Z")), false};
    const TurnMail mail = sortTurnMail(messages, g, rule);
    const MailBatch batch = confirmationBatch(g, mail, rule);
    QStringList names, about;
    for (int i = 0; i < batch.mails.size(); ++i) {
        names.append(batch.mails[i].name);
        about.append(batch.records[i].about);
        QCOMPARE(batch.records[i].kind, SentMail::Kind::Confirmation);
        QCOMPARE(batch.records[i].nation, batch.mails[i].nation);
    }
    QCOMPARE(names, (QStringList{QStringLiteral("MER-late-1.eml"), QStringLiteral("NOR.eml"), QStringLiteral("MER.eml")}));
    QCOMPARE(about, (QStringList{messages[2].sha256 + QStringLiteral(" late"), messages[0].sha256, messages[1].sha256}));

    MainWindow w;
    GameFile *file = openInFile(w, QStringLiteral("confirm.adjutant"));
    QVERIFY(file);
    {
        SendDialog dialog(g, batch, file);
        QCOMPARE(dialog.windowTitle(), QStringLiteral("Send Confirmations: Turn %1").arg(g.turn));
        dialog.setServer({server.url(), {}, {}, {}});
        QVERIFY(sendAndWait(dialog));
        for (int row = 0; row < 3; ++row)
            QVERIFY2(dialog.isSent(row), qPrintable(dialog.table()->item(row, SendDialog::Status)->text()));
    }
    QCOMPARE(received(folder), 3);
    const QList<SentMail> sent = file->sentMail(g.turn);
    QCOMPARE(sent.size(), 3);
    for (const SentMail &s : sent) {
        QCOMPARE(s.kind, SentMail::Kind::Confirmation);
        QVERIFY(about.contains(s.about));
        QVERIFY(!s.messageId.isEmpty());
    }
    // Opened again: every row sent, nothing to send.
    SendDialog again(g, batch, file);
    again.setServer({server.url(), {}, {}, {}});
    for (int row = 0; row < 3; ++row)
        QVERIFY(again.isSent(row));
    QVERIFY(sendButton(again) && !sendButton(again)->isEnabled());
    again.send();
    QTest::qWait(200);
    QCOMPARE(received(folder), 3);
    // Built again with what the file records as sent: nothing is left.
    QVERIFY(confirmationBatch(g, mail, rule, file->sentMail(g.turn)).mails.isEmpty());
    // A later message from NOR (nor-attachment.eml, Sunday 08:00 UTC, in
    // time): its confirmation and the notice to the one it replaced are new;
    // the others went out already.
    const QList<MailMessage> later = corpus({QStringLiteral("nor-thunderbird.eml"), QStringLiteral("mer-outlook.eml"),
                                             QStringLiteral("mer-mistakes.eml"), QStringLiteral("nor-attachment.eml")});
    QCOMPARE(later.size(), 4);
    const MailBatch more = confirmationBatch(g, sortTurnMail(later, g, rule), rule, file->sentMail(g.turn));
    QStringList moreNames, moreAbout;
    for (int i = 0; i < more.mails.size(); ++i) {
        moreNames.append(more.mails[i].name);
        moreAbout.append(more.records[i].about);
    }
    QCOMPARE(moreNames, (QStringList{QStringLiteral("NOR.eml"), QStringLiteral("NOR-earlier-1.eml")}));
    QCOMPARE(moreAbout, (QStringList{later[3].sha256, later[0].sha256 + QStringLiteral(" earlier")}));

    // The moderator accepts MER's late message: it counts now, its reply says
    // so, and the message it replaced gets its notice.
    MailDecisions decisions;
    decisions.insert(messages[2].sha256, MailDecision{QString(), true});
    const MailBatch accepted =
        confirmationBatch(g, sortTurnMail(messages, g, rule, decisions), rule, file->sentMail(g.turn));
    QCOMPARE(accepted.mails.size(), 2);
    QCOMPARE(accepted.mails[0].name, QStringLiteral("MER.eml"));
    QCOMPARE(accepted.records[0].about, messages[2].sha256);
    QVERIFY2(accepted.mails[0].mail.text.contains(
                 QStringLiteral("It arrived late, after 2026-11-29 12:00:00 UTC; the moderator accepted it, so its orders count.")),
             qPrintable(accepted.mails[0].mail.text));
    QCOMPARE(accepted.mails[1].name, QStringLiteral("MER-earlier-1.eml"));
    QCOMPARE(accepted.records[1].about, messages[1].sha256 + QStringLiteral(" earlier"));
}

// 10 hours before the deadline the 48-hour reminder is due (the nearest
// reminder hour passed): to MER, whose orders have problems, not to NOR,
// whose orders are clean; WES has no address. Once sent it is not due again
// for that hour; at the 6-hour reminder it is.
void TestMailBatches::aReminderPerNationDeadlineAndHour()
{
    SmtpTestServer server;
    if (server.python().isEmpty())
        QSKIP("no Python with aiosmtpd (apt-get install python3-aiosmtpd)");
    const QString folder = m_dir.filePath(QStringLiteral("reminders"));
    QVERIFY(server.start(folder));

    const Game g = mailGame();
    // MER's message names an area the map does not have, an action there is
    // not, and slot 1 twice.
    const TurnMail mail = sortTurnMail(corpus({QStringLiteral("nor-thunderbird.eml"), QStringLiteral("mer-mistakes.eml")}), g);
    QCOMPARE(mail.received.size(), 2);
    const QDateTime tenHoursBefore = *parseRfc3339(QStringLiteral("2026-12-10T08:00:00+01:00"));

    MainWindow w;
    GameFile *file = openInFile(w, QStringLiteral("remind.adjutant"));
    QVERIFY(file);
    std::optional<MailBatch> batch = reminderBatch(g, mail, file->sentMail(g.turn), tenHoursBefore);
    QVERIFY(batch);
    QCOMPARE(batch->mails.size(), 1);
    QCOMPARE(batch->mails[0].nation, QStringLiteral("MER"));
    QCOMPARE(batch->records[0].kind, SentMail::Kind::Reminder);
    QCOMPARE(batch->records[0].hour, 48);
    QCOMPARE(batch->records[0].deadline, *parseRfc3339(QStringLiteral("2026-12-10T18:00:00+01:00")));
    QCOMPARE(batch->withoutEmail, QStringList{QStringLiteral("WES")});
    {
        SendDialog dialog(g, *batch, file);
        dialog.setServer({server.url(), {}, {}, {}});
        QVERIFY(sendAndWait(dialog));
        QVERIFY(dialog.isSent(0));
    }
    QCOMPARE(received(folder), 1);

    // The same hour again: nothing due.
    batch = reminderBatch(g, mail, file->sentMail(g.turn), tenHoursBefore.addSecs(3600));
    QVERIFY(batch);
    QVERIFY(batch->mails.isEmpty());
    // The 6-hour reminder: due again.
    batch = reminderBatch(g, mail, file->sentMail(g.turn), *parseRfc3339(QStringLiteral("2026-12-10T13:00:00+01:00")));
    QVERIFY(batch);
    QCOMPARE(batch->mails.size(), 1);
    QCOMPARE(batch->records[0].hour, 6);

    // A game without a deadline has no reminders.
    Game none = g;
    setGameSchedule(none, std::nullopt);
    QVERIFY(!reminderBatch(none, mail, {}, tenHoursBefore));
}

// Mail › Send Confirmations… and Send Reminders… in the real window: built
// from the messages the Turn Inbox holds, each in the SendDialog with the
// selected message's text below; once sent, the same action has nothing
// left and the dock says so. The deadline is 10 hours from now, so the
// 48-hour reminder is the one due.
void TestMailBatches::theWindowSendsWhatTheTurnInboxHolds()
{
    SmtpTestServer server;
    if (server.python().isEmpty())
        QSKIP("no Python with aiosmtpd (apt-get install python3-aiosmtpd)");
    const QString folder = m_dir.filePath(QStringLiteral("window"));
    QVERIFY(server.start(folder));

    Game g = mailGame();
    Schedule s = *gameSchedule(g);
    s.deadline = QDateTime::currentDateTimeUtc().addSecs(10 * 3600);
    s.deadline.setTimeSpec(Qt::UTC);
    setGameSchedule(g, s);
    MainWindow w;
    GameFile *file = openInFile(w, QStringLiteral("window.adjutant"), g);
    QVERIFY(file);
    TurnInboxDock *dock = w.turnInboxDock();
    QCOMPARE(dock->addMessages({fileBytes(kMail + QStringLiteral("nor-thunderbird.eml")),
                                fileBytes(kMail + QStringLiteral("mer-mistakes.eml"))},
                               QStringLiteral("imap://mail.example.net/INBOX")),
             2);
    const QList<QAction *> mailMenu = w.findChild<QMenu *>(QStringLiteral("mailMenu"))->actions();
    auto *confirm = w.findChild<QAction *>(QStringLiteral("sendConfirmationsAction"));
    auto *remind = w.findChild<QAction *>(QStringLiteral("sendRemindersAction"));
    QVERIFY(mailMenu.contains(confirm) && mailMenu.contains(remind));

    const auto sendFrom = [&](QAction *action, int rows, const QString &previewHas) {
        action->trigger();
        auto *dialog = w.findChild<SendDialog *>();
        QVERIFY(dialog && dialog->isVisible());
        QCOMPARE(dialog->table()->rowCount(), rows);
        QVERIFY2(dialog->preview()->toPlainText().contains(previewHas), qPrintable(dialog->preview()->toPlainText()));
        dialog->setServer({server.url(), {}, {}, {}});
        QVERIFY(sendAndWait(*dialog));
        for (int row = 0; row < rows; ++row)
            QVERIFY(dialog->isSent(row));
        dialog->close();
        QTRY_VERIFY(!w.findChild<SendDialog *>());
    };
    // Both messages count: a confirmation each, quoting the SHA-256 of the first.
    sendFrom(confirm, 2, file->inbox(g.turn).first().sha256);
    if (QTest::currentTestFailed())
        return;
    QCOMPARE(received(folder), 2);
    // MER's orders have problems: the only reminder, listing them.
    sendFrom(remind, 1, QStringLiteral("Your orders have problems"));
    if (QTest::currentTestFailed())
        return;
    QCOMPARE(received(folder), 3);

    // Nothing left: no dialog, the dock says why.
    confirm->trigger();
    QVERIFY(!w.findChild<SendDialog *>());
    QVERIFY2(dock->note()->text().contains(QStringLiteral("has had its reply")), qPrintable(dock->note()->text()));
    remind->trigger();
    QVERIFY(!w.findChild<SendDialog *>());
    QVERIFY2(dock->note()->text().startsWith(QStringLiteral("No reminder can go out: no e-mail address for WES")),
             qPrintable(dock->note()->text()));
    QCOMPARE(received(folder), 3);
}

QTEST_MAIN(TestMailBatches)
#include "tst_mailbatches.moc"
