// Mail › Game Settings…, offscreen, driven as the moderator drives it: the
// moderator's address, the schedule and the mailbox typed in and applied as
// one undoable step (Edit › Undo brings the old settings back), saved with
// the game (JSON and game file) and read back identically; values the game
// file would refuse are refused with the reason in the dialog, which stays
// open and changes nothing. No keyring runs here (the D-Bus session is
// removed): the dialog says the password is asked for each session.
#include "document/GameDocument.h"
#include "document/GameFileActions.h"
#include "gamesettings/GameSettingsDialog.h"
#include "mailbox/MailboxPasswords.h"
#include "model/Game.h"
#include "model/GameJson.h"
#include "settings/Settings.h"
#include "document/GameFile.h"
#include "window/MainWindow.h"

#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDateTimeEdit>
#include <QDialogButtonBox>
#include <QDir>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSettings>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

#include "TestSupport.h"
#include "UiTestMain.h"

using namespace adj;
using namespace adj::ui;
using namespace adj::test;

namespace {

void retype(QLineEdit *edit, const QString &text)
{
    edit->selectAll();
    QTest::keyClick(edit, Qt::Key_Delete);
    QTest::keyClicks(edit, text);
}

void clickOk(GameSettingsDialog *dialog)
{
    QPushButton *ok = dialog->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok);
    QTest::mouseClick(ok, Qt::LeftButton);
}

QAction *actionNamed(MainWindow &w, const QString &name)
{
    return w.findChild<QAction *>(name);
}

// The settings of the test: Berlin, a week's turns, two reminders, an IMAP mailbox.
GameSettingsDialog *fillIn(MainWindow &w)
{
    actionNamed(w, QStringLiteral("gameSettingsAction"))->trigger();
    auto *d = w.findChild<GameSettingsDialog *>();
    retype(d->moderatorName(), QStringLiteral("Mod Erator"));
    retype(d->moderatorEmail(), QStringLiteral("gm@example.org"));
    QTest::mouseClick(d->hasDeadline(), Qt::LeftButton);
    d->deadline()->setFocus();
    d->deadline()->setDateTime(QDateTime(QDate(2026, 12, 10), QTime(18, 0), Qt::UTC));
    d->timeZone()->setFocus();
    d->timeZone()->lineEdit()->selectAll();
    QTest::keyClicks(d->timeZone()->lineEdit(), QStringLiteral("Europe/Berlin"));
    d->graceMinutes()->setValue(30);
    d->turnDays()->setValue(7);
    retype(d->remindHours(), QStringLiteral("48, 6"));
    retype(d->mailboxUrl(), QStringLiteral("imaps://imap.example.org/INBOX"));
    retype(d->mailboxUser(), QStringLiteral("gm@example.org"));
    d->fetchMinutes()->setValue(15);
    return d;
}

Schedule expectedSchedule()
{
    Schedule s;
    s.deadline = *parseRfc3339(QStringLiteral("2026-12-10T18:00:00+01:00"));
    s.timeZone = QStringLiteral("Europe/Berlin");
    s.graceMinutes = 30;
    s.turnDays = 7;
    s.remindHours = {48, 6};
    return s;
}

} // namespace

class TestGameSettings : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedKingdom));
    }
    void appliedAsOneUndoableStep();
    void savedAndReadBackIdentically();
    void badValuesAreRefusedWithTheReason();
    void noKeyringSaysThePasswordIsAskedEachSession();
};

void TestGameSettings::appliedAsOneUndoableStep()
{
    MainWindow w;
    QVERIFY(w.openFile(QStringLiteral(ADJ_GAMES_DIR "/britain.json")));
    const Game before = w.document()->game();
    QVERIFY(!gameSchedule(before) && !gameMailbox(before));
    const int steps = w.document()->undoStack()->count();
    GameSettingsDialog *d = fillIn(w);
    QVERIFY2(d->problemLabel()->text().isEmpty(), qPrintable(d->problemLabel()->text()));
    clickOk(d);
    QVERIFY(!d->isVisible());

    const Game &g = w.document()->game();
    QCOMPARE(gameSchedule(g), expectedSchedule());
    QCOMPARE(gameMailbox(g), (Mailbox{QStringLiteral("imaps://imap.example.org/INBOX"), QStringLiteral("gm@example.org")}));
    QCOMPARE(g.extra.value(u"moderator").toObject(),
             (QJsonObject{{QStringLiteral("name"), QStringLiteral("Mod Erator")}, {QStringLiteral("email"), QStringLiteral("gm@example.org")}}));
    QCOMPARE(settings::fetchMinutes.value(QStringLiteral("gm@example.org imaps://imap.example.org/INBOX")), 15);
    QCOMPARE(w.document()->undoStack()->count(), steps + 1);  // one step
    QVERIFY(w.isWindowModified());

    actionNamed(w, QStringLiteral("undoAction"))->trigger();
    QCOMPARE(w.document()->game().extra, before.extra);
    actionNamed(w, QStringLiteral("redoAction"))->trigger();
    QCOMPARE(gameSchedule(w.document()->game()), expectedSchedule());

    // Opened again, the dialog shows what was applied; OK without a change adds no step.
    actionNamed(w, QStringLiteral("gameSettingsAction"))->trigger();
    auto dialogs = w.findChildren<GameSettingsDialog *>();
    GameSettingsDialog *again = nullptr;
    for (GameSettingsDialog *x : dialogs)
        if (x->isVisible())
            again = x;
    QVERIFY(again);
    QCOMPARE(again->timeZone()->currentText(), QStringLiteral("Europe/Berlin"));
    QCOMPARE(again->deadline()->dateTime(), QDateTime(QDate(2026, 12, 10), QTime(18, 0), Qt::UTC));
    QCOMPARE(again->remindHours()->text(), QStringLiteral("48, 6"));
    QCOMPARE(again->fetchMinutes()->value(), 15);
    clickOk(again);
    QCOMPARE(w.document()->undoStack()->count(), steps + 1);
}

void TestGameSettings::savedAndReadBackIdentically()
{
    QTemporaryDir dir;
    MainWindow w;
    QVERIFY(w.openFile(QStringLiteral(ADJ_GAMES_DIR "/britain.json")));
    clickOk(fillIn(w));
    const QJsonObject extra = w.document()->game().extra;
    const QString json = dir.filePath(QStringLiteral("britain.json"));
    QCOMPARE(w.document()->saveAsJson(json), QString());
    const QString text = readText(json);
    QVERIFY(text.contains(QStringLiteral("\"deadline\": \"2026-12-10T18:00:00+01:00\"")));
    QVERIFY(!text.contains(QStringLiteral("password")));
    const QString file = dir.filePath(QStringLiteral("britain.adjutant"));
    QVERIFY(w.fileActions()->saveTo(file));
    w.fileActions()->file()->close();  // its lock let go: another window opens it to write

    for (const QString &path : {json, file}) {
        MainWindow other;
        QVERIFY(other.openFile(path));
        QCOMPARE(other.document()->game().extra, extra);
        QCOMPARE(gameSchedule(other.document()->game()), expectedSchedule());
    }
}

void TestGameSettings::badValuesAreRefusedWithTheReason()
{
    MainWindow w;
    QVERIFY(w.openFile(QStringLiteral(ADJ_GAMES_DIR "/britain.json")));
    const QJsonObject before = w.document()->game().extra;
    const int steps = w.document()->undoStack()->count();
    GameSettingsDialog *d = fillIn(w);

    const auto refused = [&](const QString &reason) {
        clickOk(d);
        if (!d->isVisible() || !d->problemLabel()->text().contains(reason))
            qWarning("shown: %s", qPrintable(d->problemLabel()->text()));
        return d->isVisible() && d->problemLabel()->isVisible() && d->problemLabel()->text().contains(reason)
               && w.document()->game().extra == before && w.document()->undoStack()->count() == steps;
    };
    retype(d->moderatorEmail(), QStringLiteral("not an address"));
    QVERIFY(refused(QStringLiteral("\"not an address\" is not an e-mail address")));
    retype(d->moderatorEmail(), QStringLiteral("moderator@adjutant.invalid"));
    QVERIFY(refused(QStringLiteral("only the placeholder")));
    retype(d->moderatorEmail(), QStringLiteral("gm@example.org"));
    retype(d->mailboxUrl(), QStringLiteral("http://imap.example.org/"));
    QVERIFY(refused(QStringLiteral("Mailbox URL:")));
    retype(d->mailboxUrl(), QStringLiteral("imaps://imap.example.org/INBOX"));
    retype(d->remindHours(), QStringLiteral("48, soon"));
    QVERIFY(refused(QStringLiteral("\"soon\" is not a whole number of hours")));
    retype(d->remindHours(), QStringLiteral("48"));
    d->timeZone()->lineEdit()->selectAll();
    QTest::keyClicks(d->timeZone()->lineEdit(), QStringLiteral("Mars/Olympus"));
    QVERIFY(refused(QStringLiteral("\"Mars/Olympus\" is not a time zone's name")));
    d->timeZone()->lineEdit()->selectAll();
    QTest::keyClicks(d->timeZone()->lineEdit(), QStringLiteral("Europe/Berlin"));
    // 02:30 on the last Sunday of March does not exist in Berlin.
    d->deadline()->setDateTime(QDateTime(QDate(2026, 3, 29), QTime(2, 30), Qt::UTC));
    QVERIFY(refused(QStringLiteral("2026-03-29 02:30 does not exist in Europe/Berlin")));
    d->deadline()->setDateTime(QDateTime(QDate(2026, 3, 29), QTime(3, 30), Qt::UTC));
    clickOk(d);
    QVERIFY(!d->isVisible());
    QCOMPARE(rfc3339(gameSchedule(w.document()->game())->deadline), QStringLiteral("2026-03-29T03:30:00+02:00"));
}

void TestGameSettings::noKeyringSaysThePasswordIsAskedEachSession()
{
    MainWindow w;
    QVERIFY(w.openFile(QStringLiteral(ADJ_GAMES_DIR "/britain.json")));
    GameSettingsDialog *d = fillIn(w);
    retype(d->password(), QStringLiteral("s3cret"));
    clickOk(d);
    MailboxPasswords *passwords = w.mailboxPasswords();
    QTRY_COMPARE(passwords->keyring(), MailboxPasswords::Keyring::Missing);
    const Mailbox m = *gameMailbox(w.document()->game());
    QCOMPARE(passwords->sessionPassword(m), QStringLiteral("s3cret"));
    // The dialog says so, and shows the session's password.
    actionNamed(w, QStringLiteral("gameSettingsAction"))->trigger();
    GameSettingsDialog *again = nullptr;
    for (GameSettingsDialog *x : w.findChildren<GameSettingsDialog *>())
        if (x->isVisible())
            again = x;
    QVERIFY(again);
    QCOMPARE(again->keyringNote()->text(), QStringLiteral("No keyring: the password is asked for each session."));
    QCOMPARE(again->password()->text(), QStringLiteral("s3cret"));
    again->reject();
    // Never in the game or the settings; the next session knows nothing of it.
    QCOMPARE(w.document()->saveAsJson(QDir::temp().filePath(QStringLiteral("tst_gamesettings.json"))), QString());
    QVERIFY(!readText(QDir::temp().filePath(QStringLiteral("tst_gamesettings.json"))).contains(QStringLiteral("s3cret")));
    for (const QString &key : QSettings().allKeys())
        QVERIFY(!QSettings().value(key).toString().contains(QStringLiteral("s3cret")));
    MailboxPasswords nextSession;
    QString found = QStringLiteral("?");
    nextSession.find(m, [&found](const QString &p) { found = p; });
    QTRY_COMPARE(found, QString());
}

int main(int argc, char **argv)
{
    return adj::test::runUiTest<TestGameSettings>(argc, argv, "tst_gamesettings", adj::test::Keyring::None);
}

#include "tst_gamesettings.moc"
