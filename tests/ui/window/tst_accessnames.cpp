// What a screen reader reads of every control, in English and in German: in
// the main window (with a game open, every dock, shown or not) and in its
// dialogs, each control that takes the keyboard has an accessible name, and
// the map is a list of the game's areas (MapAccessible.h). Walked in the
// process through Qt's accessibility interfaces; the AT-SPI walk of the
// real window on a session bus is tests/access.
#include "window/MainWindow.h"

#include <QAbstractItemView>
#include <QAccessible>
#include <QLocale>
#include <QStandardPaths>
#include <QTest>
#include <QTranslator>

#include "UiTestMain.h"
#include "WindowDialogs.h"

using namespace adj;
using namespace adj::ui;
using namespace adj::test;

namespace {

// Where a widget sits: its class and object name, up to the window.
QString pathOf(const QWidget *w)
{
    QStringList parts;
    for (; w; w = w->parentWidget())
        parts.prepend(QStringLiteral("%1#%2").arg(QString::fromLatin1(w->metaObject()->className()), w->objectName()));
    return parts.join(QStringLiteral(" / "));
}

// The controls under `top` that take the keyboard but have no accessible name.
QStringList unnamed(const QWidget *top)
{
    QStringList found;
    for (QWidget *w : top->findChildren<QWidget *>()) {
        // Disabled controls too (a reader says them, dimmed); not one hidden on purpose.
        const bool hiddenOnPurpose = w->testAttribute(Qt::WA_WState_ExplicitShowHide) && w->isHidden();
        if (!(w->focusPolicy() & Qt::TabFocus) || w->focusProxy() || hiddenOnPurpose
            || w->inherits("QComboBoxPrivateContainer") || w->parentWidget()->inherits("QComboBoxPrivateContainer"))
            continue;
        QAccessibleInterface *iface = QAccessible::queryAccessibleInterface(w);
        if (iface && iface->text(QAccessible::Name).trimmed().isEmpty())
            found << pathOf(w);
    }
    return found;
}

} // namespace

class TestAccessNames : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void mainWindow();
    void mainWindowInGerman();

private:
    QStringList windowProblems();
};

// The window with the what-if game resolved, and each of its dialogs.
QStringList TestAccessNames::windowProblems()
{
    MainWindow w;
    if (!openResolvedGame(w))
        return {QStringLiteral("the game did not open and resolve")};
    QStringList found = unnamed(&w);
    forEachDialog(w, [&found](QDialog *dialog) {
        for (const QString &f : unnamed(dialog))
            found << QString::fromLatin1(dialog->metaObject()->className()) + QStringLiteral(": ") + f;
    });
    return found;
}

void TestAccessNames::mainWindow()
{
    const QStringList found = windowProblems();
    for (const QString &f : found)
        qWarning("unnamed: %s", qPrintable(f));
    QVERIFY2(found.isEmpty(), qPrintable(QString::number(found.size()) + QStringLiteral(" controls without a name")));
}

void TestAccessNames::mainWindowInGerman()
{
    QLocale::setDefault(QLocale(QLocale::German, QLocale::Germany));
    auto *german = new QTranslator(this);
    QVERIFY(german->load(QStringLiteral(ADJ_GERMAN_QM)));
    QCoreApplication::installTranslator(german);
    const QStringList found = windowProblems();
    for (const QString &f : found)
        qWarning("unnamed: %s", qPrintable(f));
    QVERIFY2(found.isEmpty(), qPrintable(QString::number(found.size()) + QStringLiteral(" controls without a name")));
}

int main(int argc, char **argv)
{
    return adj::test::runUiTest<TestAccessNames>(argc, argv, "tst_accessnames", adj::test::Keyring::None);
}
#include "tst_accessnames.moc"
