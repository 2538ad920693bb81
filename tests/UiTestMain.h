// The main of a window test that needs its own application names (its
// settings apart from other tests'), the program's translators (English
// plural forms) and, unless `keyring`, no desktop keyring: the D-Bus session
// that would reach one is removed, so the password is the session's.
#pragma once

#include "widgets/FileDialogFit.h"
#include "window/Translations.h"

#include <QApplication>
#include <QTest>

namespace adj::test {

enum class Keyring { None, AsGiven };

template <class Test>
int runUiTest(int argc, char **argv, const char *name, Keyring keyring)
{
    if (keyring == Keyring::None) {
        qunsetenv("DBUS_SESSION_BUS_ADDRESS");
        qunsetenv("DISPLAY");
    }
    QApplication app(argc, argv);
    app.setOrganizationName(QStringLiteral("adjutant-test"));
    app.setApplicationName(QString::fromLatin1(name));
    adj::ui::installTranslators(app);  // as the program does
    adj::ui::fitFileDialogs(app);
    Test test;
    return QTest::qExec(&test, argc, argv);
}

} // namespace adj::test
