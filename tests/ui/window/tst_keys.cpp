// The window's keys, in English and in German: the menu bar's titles have a
// letter each, every menu's entries have a letter of their own within it,
// no control of the window (a button, a tab, a label's field) takes a
// letter of the menu bar, and no two controls shown together (in the window
// or in one of its dialogs) share one. No two actions share a shortcut; the turn's main
// steps each have one; and every key shown is one a PC keyboard has.
#include "UiTestMain.h"

#include "help/ShortcutsDialog.h"
#include "window/MainWindow.h"

#include "WindowDialogs.h"

#include <QAbstractButton>
#include <QGroupBox>
#include <QDir>
#include <QFile>
#include <QRegularExpression>
#include <QLabel>
#include <QLocale>
#include <QMenu>
#include <QMenuBar>
#include <QStandardPaths>
#include <QTabBar>
#include <QTest>
#include <QTranslator>

using namespace adj;
using namespace adj::ui;

namespace {

// The letter after a single '&' ("&&" is an ampersand), lower case; none when there is none.
QChar mnemonic(const QString &text)
{
    for (qsizetype i = 0; i + 1 < text.size(); ++i) {
        if (text[i] != u'&')
            continue;
        if (text[i + 1] == u'&') {
            ++i;
            continue;
        }
        return text[i + 1].toLower();
    }
    return {};
}

// Each menu's entries, and those of its submenus, a letter each; what is not, to `found`.
void checkMenu(const QMenu *menu, QStringList &found)
{
    QHash<QChar, QString> taken;
    for (const QAction *a : menu->actions()) {
        if (a->isSeparator())
            continue;
        if (const QChar m = mnemonic(a->text()); !m.isNull()) {
            if (taken.contains(m))
                found << QStringLiteral("%1: \"%2\" and \"%3\" share Alt+%4").arg(menu->title(), taken.value(m), a->text()).arg(m);
            taken.insert(m, a->text());
        }
        if (a->menu())
            checkMenu(a->menu(), found);
    }
}

// What shares a letter in the main window, in the language installed now.
QStringList sharedLetters()
{
    MainWindow window;
    QStringList found;
    QHash<QChar, QString> bar;
    for (const QAction *a : window.menuBar()->actions()) {
        const QChar m = mnemonic(a->text());
        if (m.isNull())
            found << a->text() + QStringLiteral(" has no letter");
        else if (bar.contains(m))
            found << QStringLiteral("the menus \"%1\" and \"%2\" share Alt+%3").arg(bar.value(m), a->text()).arg(m);
        bar.insert(m, a->text());
        if (a->menu())
            checkMenu(a->menu(), found);
    }
    QStringList controls;
    for (const QAbstractButton *b : window.findChildren<QAbstractButton *>())
        controls << b->text();
    for (const QLabel *l : window.findChildren<QLabel *>())
        if (l->buddy())
            controls << l->text();
    for (const QTabBar *t : window.findChildren<QTabBar *>())
        for (int i = 0; i < t->count(); ++i)
            controls << t->tabText(i);
    for (const QString &text : controls)
        if (const QChar m = mnemonic(text); !m.isNull() && bar.contains(m))
            found << QStringLiteral("\"%1\" takes Alt+%2 of the menu \"%3\"").arg(text).arg(m).arg(bar.value(m));
    return found;
}

// The letters of the controls `top` shows (a button, a group box, a tab, a
// label's field) that share one, each pair once: Alt+letter then goes to the
// first of them only, never to the second. Controls on a tab page not shown
// are not counted (their letters work only while it is shown).
QStringList sharedInside(const QWidget *top, const QString &where)
{
    QHash<QChar, QString> taken;
    QStringList found;
    const auto take = [&](const QString &text) {
        const QChar m = mnemonic(text);
        if (m.isNull())
            return;
        if (taken.contains(m))
            found << QStringLiteral("%1: \"%2\" and \"%3\" share Alt+%4").arg(where, taken.value(m), text).arg(m);
        else
            taken.insert(m, text);
    };
    for (const QAbstractButton *b : top->findChildren<QAbstractButton *>())
        if (b->isVisibleTo(top) && b->isEnabled())
            take(b->text());
    for (const QGroupBox *g : top->findChildren<QGroupBox *>())
        if (g->isVisibleTo(top))
            take(g->title());
    for (const QLabel *l : top->findChildren<QLabel *>())
        if (l->buddy() && l->isVisibleTo(top))
            take(l->text());
    for (const QTabBar *t : top->findChildren<QTabBar *>())
        if (t->isVisibleTo(top))
            for (int i = 0; i < t->count(); ++i)
                take(t->tabText(i));
    return found;
}

// What shares a letter in each dialog of the window and among the docks'
// controls, with a game open and its turn resolved, in the language
// installed now.
QStringList sharedInDialogs()
{
    MainWindow window;
    window.resize(1280, 800);
    window.show();
    if (!adj::test::openResolvedGame(window))
        return {QStringLiteral("the what-if game could not be opened and resolved")};
    QStringList found = sharedInside(&window, QStringLiteral("the window"));
    adj::test::forEachDialog(window, [&found](QDialog *dialog) {
        dialog->show();
        found << sharedInside(dialog, dialog->windowTitle());
        dialog->hide();
    });
    return found;
}

// What is wrong with the window's shortcuts: two actions on one key, a key a
// PC keyboard lacks (Qt's standard Undo adds F14, the Sun Undo key), or one of
// the turn's steps without a key (`needed`, as the menus name them).
QStringList shortcutProblems(const QStringList &needed)
{
    MainWindow window;
    QStringList found;
    QHash<QKeySequence, QString> taken;
    QSet<QString> named;
    for (const ShortcutEntry &e : windowShortcuts(&window)) {
        named.insert(e.action);
        for (const QKeySequence &key : e.keys) {
            const QString text = key.toString(QKeySequence::PortableText);
            if (taken.contains(key))
                found << QStringLiteral("\"%1\" and \"%2\" share %3").arg(taken.value(key), e.action, text);
            taken.insert(key, e.action);
            const int code = key[0].key();
            if (code >= Qt::Key_F13 && code <= Qt::Key_F35)
                found << QStringLiteral("\"%1\" shows %2, a key a PC keyboard lacks").arg(e.action, text);
        }
    }
    for (const QString &action : needed)
        if (!named.contains(action))
            found << QStringLiteral("\"%1\" has no shortcut").arg(action);
    return found;
}

// What the manual's pages in `folder` say of a key that the window (in the
// language installed now) does not do: "**File › Save As…** (Ctrl+Shift+S)".
QStringList manualKeyProblems(const QString &folder)
{
    MainWindow window;
    QHash<QString, QList<QKeySequence>> keys;  // "File › Save As…" -> its keys
    for (const ShortcutEntry &e : windowShortcuts(&window))
        keys.insert(e.menu + QStringLiteral(" › ") + e.action, e.keys);
    static const QRegularExpression named(QStringLiteral(R"(\*\*([^*]+ › [^*]+)\*\* \(((?:Ctrl|Strg|Alt|F\d)[^),]*)[),])"));
    QStringList found;
    for (const QFileInfo &page : QDir(folder).entryInfoList({QStringLiteral("*.md")})) {
        QFile file(page.filePath());
        if (!file.open(QIODevice::ReadOnly))
            return {page.filePath() + QStringLiteral(" cannot be read")};
        const QString text = QString::fromUtf8(file.readAll()).replace(u'\n', u' ');
        for (const QRegularExpressionMatch &m : named.globalMatch(text)) {
            QString written = m.captured(2);
            written.replace(QStringLiteral("Strg"), QStringLiteral("Ctrl"))
                .replace(QStringLiteral("Umschalt"), QStringLiteral("Shift"))
                .replace(QStringLiteral("Rechts"), QStringLiteral("Right"))
                .replace(QStringLiteral("Links"), QStringLiteral("Left"));
            const QKeySequence key(written, QKeySequence::PortableText);
            if (!keys.value(m.captured(1)).contains(key))
                found << QStringLiteral("%1: \"%2\" is not %3 in the window").arg(page.fileName(), m.captured(1), m.captured(2));
        }
    }
    return found;
}

} // namespace

class TestKeys : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void english()
    {
        const QStringList found = sharedLetters();
        QVERIFY2(found.isEmpty(), qPrintable(found.join(u'\n')));
    }
    void shortcuts()
    {
        // The turn's steps, from opening the game to sending the reports.
        const QStringList found = shortcutProblems(
            {QStringLiteral("Open…"), QStringLiteral("Save"), QStringLiteral("Save As…"),
             QStringLiteral("Import Orders…"), QStringLiteral("Import Mail Files…"), QStringLiteral("Fetch Mail Now"),
             QStringLiteral("Resolve Turn"), QStringLiteral("Next Battle"), QStringLiteral("What If…"),
             QStringLiteral("Accept Turn"), QStringLiteral("Export Reports…"), QStringLiteral("Print Reports…"),
             QStringLiteral("Send Reports…"), QStringLiteral("Quit")});
        QVERIFY2(found.isEmpty(), qPrintable(found.join(u'\n')));
    }
    void dialogs()
    {
        const QStringList found = sharedInDialogs();
        QVERIFY2(found.isEmpty(), qPrintable(found.join(u'\n')));
    }
    void manualNamesTheWindowsKeys()
    {
        const QStringList found = manualKeyProblems(QStringLiteral(ADJ_MANUAL_DIR));
        QVERIFY2(found.isEmpty(), qPrintable(found.join(u'\n')));
    }
    void german()
    {
        QLocale::setDefault(QLocale(QLocale::German, QLocale::Germany));
        auto *german = new QTranslator(this);
        QVERIFY(german->load(QStringLiteral(ADJ_GERMAN_QM)));
        QCoreApplication::installTranslator(german);
        QStringList found = sharedLetters();
        found << sharedInDialogs();
        found << manualKeyProblems(QStringLiteral(ADJ_MANUAL_DIR "/de"));
        QVERIFY2(found.isEmpty(), qPrintable(found.join(u'\n')));
    }
};

int main(int argc, char **argv)
{
    return adj::test::runUiTest<TestKeys>(argc, argv, "tst_keys", adj::test::Keyring::None);
}
#include "tst_keys.moc"
