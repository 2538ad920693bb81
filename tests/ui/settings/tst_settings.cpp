// The settings the window keeps between runs (ui/settings/Settings.h): a
// value set through its declaration is read back, its default applies while
// it is unset, and it is stored under the key earlier versions used, so a
// user's settings are kept.
#include "settings/Settings.h"

#include <QDir>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>

using namespace adj::ui;

class TestSettings : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_home;

private slots:
    void initTestCase()
    {
        QVERIFY(m_home.isValid());
        QCoreApplication::setOrganizationName(QStringLiteral("AdjutantTest"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_settings"));
        QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, m_home.path());
        QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, m_home.path());
    }

    void init() { QSettings().clear(); }

    void aValueSetIsReadBack()
    {
        settings::smtpUrl.set(QStringLiteral("smtps://mail.example.org:465"));
        settings::recentFiles.set({QStringLiteral("/games/a.adjutant"), QStringLiteral("/games/b.adjutant")});
        settings::windowState.set(QByteArray("\x01\x02\x00\x03", 4));
        settings::ordersFolder.set(QStringLiteral("/games/orders"));

        QCOMPARE(settings::smtpUrl.value(), QStringLiteral("smtps://mail.example.org:465"));
        QVERIFY(settings::smtpUrl.isSet());
        QCOMPARE(settings::recentFiles.value(),
                 QStringList({QStringLiteral("/games/a.adjutant"), QStringLiteral("/games/b.adjutant")}));
        QCOMPARE(settings::windowState.value(), QByteArray("\x01\x02\x00\x03", 4));
        // The folder chosen last wins over the game's folder.
        QCOMPARE(settings::ordersFolder.folder(QStringLiteral("/games/britain.adjutant")), QStringLiteral("/games/orders"));
        // A setting of another type, read back as that type.
        const Setting<int> number("test/number", 7);
        number.set(3);
        QCOMPARE(number.value(), 3);
    }

    void theDefaultAppliesWhileUnset()
    {
        const Setting<int> number("test/number", 7);
        QVERIFY(!number.isSet());
        QCOMPARE(number.value(), 7);
        number.set(3);
        number.reset();
        QCOMPARE(number.value(), 7);

        QVERIFY(!settings::smtpUser.isSet());
        QCOMPARE(settings::smtpUser.value(), QString());
        QCOMPARE(settings::recentFiles.value(), QStringList());
        QCOMPARE(settings::windowGeometry.value(), QByteArray());
        // A folder nobody chose yet: the open game's folder, home while the game has no file.
        QCOMPARE(settings::ordersFolder.folder(QStringLiteral("/games/britain.adjutant")), QStringLiteral("/games"));
        QCOMPARE(settings::reportsFolder.folder(QString()), QDir::homePath());
        QCOMPARE(settings::mailFolder.folder(QStringLiteral("/games/britain.adjutant")), QDir::homePath());
        QCOMPARE(settings::lastFolder.folder(), QDir::homePath());
    }

    void storedUnderTheKeysOfEarlierVersions_data()
    {
        QTest::addColumn<QString>("key");
        QTest::addColumn<QString>("actual");
        const auto row = [](const char *key, const QString &actual) { QTest::newRow(key) << QString::fromLatin1(key) << actual; };
        row("lastFolder", settings::lastFolder.key());
        row("recentFiles", settings::recentFiles.key());
        row("window/geometry", settings::windowGeometry.key());
        row("window/state", settings::windowState.key());
        row("orders/lastFolder", settings::ordersFolder.key());
        row("replay/reportsFolder", settings::reportsFolder.key());
        row("apSpends/lastFolder", settings::apSpendsFolder.key());
        row("mail/smtpUrl", settings::smtpUrl.key());
        row("mail/smtpUser", settings::smtpUser.key());
        row("mail/caFile", settings::smtpCaFile.key());
        row("mail/outFolder", settings::mailFolder.key());
    }

    void storedUnderTheKeysOfEarlierVersions()
    {
        QFETCH(QString, key);
        QFETCH(QString, actual);
        QCOMPARE(actual, key);
    }

    void aValueOfAnEarlierVersionIsRead()
    {
        QSettings().setValue(QStringLiteral("lastFolder"), QStringLiteral("/home/moderator/games"));
        QSettings().setValue(QStringLiteral("recentFiles"), QStringList{QStringLiteral("/home/moderator/games/britain.adjutant")});
        QCOMPARE(settings::lastFolder.folder(), QStringLiteral("/home/moderator/games"));
        QCOMPARE(settings::recentFiles.value(), QStringList{QStringLiteral("/home/moderator/games/britain.adjutant")});
    }
};

QTEST_GUILESS_MAIN(TestSettings)
#include "tst_settings.moc"
