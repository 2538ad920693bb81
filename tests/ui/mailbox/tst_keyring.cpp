// The mailbox's password in a real desktop keyring: gnome-keyring's secret
// service in a session of the test's own (ctest runs this program through
// tests/support/own_session.py --keyring, as tst_keyring_session). Kept there
// under the mailbox's URL and user, found again by the next session, said so
// in Game Settings, never in the game or the settings.
#include "document/GameDocument.h"
#include "gamesettings/GameSettingsDialog.h"
#include "mailbox/MailboxPasswords.h"
#include "model/Game.h"
#include "window/MainWindow.h"

#include <QAction>
#include <QApplication>
#include <QLabel>
#include <QLineEdit>
#include <QSettings>
#include <QStandardPaths>
#include <QTest>

#include "TestSupport.h"
#include "UiTestMain.h"

using namespace adj;
using namespace adj::ui;

class TestKeyring : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        // Never the keyring of the desktop the test is started from.
        if (qEnvironmentVariableIsEmpty("ADJ_OWN_SESSION") || qEnvironmentVariableIsEmpty("DBUS_SESSION_BUS_ADDRESS"))
            QSKIP("no session of its own: ctest runs this test through own_session.py --keyring");
    }
    void keptInTheKeyring();
};

void TestKeyring::keptInTheKeyring()
{
    const Mailbox m{QStringLiteral("imaps://imap.example.org/INBOX"), QStringLiteral("gm@example.org")};
    const Mailbox other{m.url, QStringLiteral("someone@example.org")};
    {
        MailboxPasswords passwords;
        bool inKeyring = false, answered = false;
        passwords.keep(m, QStringLiteral("s3cret"), [&](bool kept) { answered = true; inKeyring = kept; });
        QTRY_VERIFY_WITH_TIMEOUT(answered, 20000);
        QVERIFY2(inKeyring, qPrintable(passwords.keyringError()));
        QCOMPARE(passwords.keyring(), MailboxPasswords::Keyring::Available);
    }
    // The next session: from the keyring, by URL and user.
    MailboxPasswords next;
    QString found = QStringLiteral("?"), none = QStringLiteral("?");
    next.find(m, [&found](const QString &p) { found = p; });
    QTRY_COMPARE_WITH_TIMEOUT(found, QStringLiteral("s3cret"), 20000);
    next.find(other, [&none](const QString &p) { none = p; });
    QTRY_COMPARE_WITH_TIMEOUT(none, QString(), 20000);

    // Game Settings says where it is and shows it (masked).
    MainWindow w;
    QVERIFY(w.openFile(QStringLiteral(ADJ_GAMES_DIR "/britain.json")));
    Game g = w.document()->game();
    g.extra.insert(QStringLiteral("mailbox"), mailboxJson(m));
    w.document()->setGame(g);
    w.findChild<QAction *>(QStringLiteral("gameSettingsAction"))->trigger();
    auto *d = w.findChild<GameSettingsDialog *>();
    QTRY_COMPARE_WITH_TIMEOUT(d->password()->text(), QStringLiteral("s3cret"), 20000);
    QCOMPARE(d->keyringNote()->text(), QStringLiteral("The password is kept in the desktop's keyring."));
    QCOMPARE(d->password()->echoMode(), QLineEdit::Password);
    for (const QString &key : QSettings().allKeys())
        QVERIFY(!QSettings().value(key).toString().contains(QStringLiteral("s3cret")));

    // A new window on a game with no mailbox yet: Game Settings says where a
    // password would go, no longer "Looking for the desktop's keyring…" for
    // as long as it is open.
    MainWindow fresh;
    QVERIFY(fresh.openFile(QStringLiteral(ADJ_GAMES_DIR "/britain.json")));
    fresh.findChild<QAction *>(QStringLiteral("gameSettingsAction"))->trigger();
    auto *settings = fresh.findChild<GameSettingsDialog *>();
    QTRY_COMPARE_WITH_TIMEOUT(settings->keyringNote()->text(), QStringLiteral("The password is kept in the desktop's keyring."), 20000);
}

int main(int argc, char **argv)
{
    return adj::test::runUiTest<TestKeyring>(argc, argv, "tst_keyring", adj::test::Keyring::AsGiven);
}

#include "tst_keyring.moc"
