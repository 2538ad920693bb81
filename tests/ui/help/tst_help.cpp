// The Help menu, offscreen: Help > Manual opens the manual bundled in the
// program, every page shows its pictures, none wider than the browser, and
// the pages link to each other,
// and the search finds a word on the page that holds it, Enter in the search
// field finding the next hit and never closing the manual; under the program's
// German translation the manual is the German one (docs/manual/de/, a twin of
// every English page), and English again without it; Help > Keyboard
// Shortcuts lists the window's shortcuts as its actions define them; the
// About box names the version, Qt and the licence.
#include "help/ManualDialog.h"
#include "help/ShortcutsDialog.h"
#include "window/MainWindow.h"

#include <QAction>
#include <QApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QImage>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QLocale>
#include <QMessageBox>
#include <QTest>
#include <QTextBlock>
#include <QTextBrowser>
#include <QTemporaryDir>
#include <QTimer>
#include <QTranslator>
#include <QTreeWidget>

#include <optional>

using namespace adj::ui;

namespace {

QAction *action(const QMainWindow &w, const char *name)
{
    return w.findChild<QAction *>(QString::fromLatin1(name));
}

// The images a page shows, by the names it gives them.
QStringList imageNames(const QTextDocument *doc)
{
    QStringList names;
    for (QTextBlock b = doc->begin(); b.isValid(); b = b.next())
        for (auto it = b.begin(); !it.atEnd(); ++it)
            if (it.fragment().charFormat().isImageFormat())
                names.append(it.fragment().charFormat().toImageFormat().name());
    return names;
}

// The widths the page gives its images (0 for one without).
QList<qreal> imageWidths(const QTextDocument *doc)
{
    QList<qreal> widths;
    for (QTextBlock b = doc->begin(); b.isValid(); b = b.next())
        for (auto it = b.begin(); !it.atEnd(); ++it)
            if (it.fragment().charFormat().isImageFormat())
                widths.append(it.fragment().charFormat().toImageFormat().width());
    return widths;
}

// The row of the shortcuts tree for an action's text, under any menu.
QTreeWidgetItem *row(QTreeWidget *tree, const QString &text)
{
    for (int i = 0; i < tree->topLevelItemCount(); ++i)
        for (int j = 0; j < tree->topLevelItem(i)->childCount(); ++j)
            if (tree->topLevelItem(i)->child(j)->text(0) == text)
                return tree->topLevelItem(i)->child(j);
    return nullptr;
}

// The pages of a folder of the manual in the source tree, by file name.
QStringList pagesIn(const QString &dir)
{
    return QDir(dir).entryList({QStringLiteral("*.md")}, QDir::Files, QDir::Name);
}

// The first line of a file.
QString firstLine(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? QString::fromUtf8(f.readLine()).trimmed() : QString();
}

// Writes a file of a manual on disk, its folder made.
void writePage(const QString &path, const char *text)
{
    QDir().mkpath(QFileInfo(path).path());
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(text);
}

// The window in German while it lives: the program's German translation (as
// built into it) under a German locale.
struct German
{
    German()
    {
        QLocale::setDefault(QLocale(QLocale::German, QLocale::Germany));
        loaded = translator.load(QStringLiteral(ADJ_GERMAN_QM)) && QCoreApplication::installTranslator(&translator);
    }
    ~German()
    {
        QCoreApplication::removeTranslator(&translator);
        QLocale::setDefault(before);
    }
    QLocale before;
    QTranslator translator;
    bool loaded = false;
};

} // namespace

class TestHelp : public QObject
{
    Q_OBJECT
private slots:
    void manualOpensFromTheMenu();
    void everyPageShowsItsPictures_data();
    void everyPageShowsItsPictures();
    void pagesLinkToEachOther();
    void searchFindsTheWordOnItsPage();
    void searchForAnAbsentWord();
    void enterFindsTheNextHitAndKeepsTheManualOpen();
    void everyPageHasAGermanTwin();
    void germanManualUnderTheGermanWindow();
    void searchFindsGermanWords();
    void untranslatedPageInEnglish();
    void cleanup();
    void shortcutsAsTheActionsDefineThem();
    void everyShortcutIsListed();
    void aboutNamesTheLicence();
};

void TestHelp::manualOpensFromTheMenu()
{
    MainWindow w;
    QAction *manual = action(w, "manualAction");
    QVERIFY(manual);
    QCOMPARE(manual->shortcut(), QKeySequence(QKeySequence::HelpContents));
    manual->trigger();
    auto *dialog = w.findChild<ManualDialog *>();
    QVERIFY(dialog);
    QVERIFY(dialog->isVisible());
    QCOMPARE(dialog->currentPage(), QStringLiteral("index.md"));
    QVERIFY(dialog->browser()->toPlainText().startsWith(u"Adjutant manual"));
    // Every page of the contents is listed (the contents and its eleven chapters), the contents first.
    QCOMPARE(dialog->pageList()->count(), 12);
    QCOMPARE(dialog->pageList()->item(0)->text(), QStringLiteral("Adjutant manual"));
    QCOMPARE(dialog->pageList()->item(1)->text(), QStringLiteral("A first turn, step by step"));
    // Asked again, the same manual comes up.
    manual->trigger();
    QCOMPARE(w.findChildren<ManualDialog *>().size(), 1);
}

// The English pages, and the German ones under the German window (which share their pictures).
void TestHelp::everyPageShowsItsPictures_data()
{
    QTest::addColumn<bool>("german");
    QTest::newRow("English") << false;
    QTest::newRow("German") << true;
}

void TestHelp::everyPageShowsItsPictures()
{
    QFETCH(bool, german);
    std::optional<German> window;
    if (german) {
        window.emplace();
        QVERIFY(window->loaded);
    }
    ManualDialog dialog;
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    int pictures = 0;
    for (const auto &[file, title] : ManualDialog::pages()) {
        dialog.openPage(file);
        QCOMPARE(dialog.currentPage(), file);
        QCOMPARE(dialog.browser()->source().path().contains(u"/manual/de/"), german);
        QVERIFY2(dialog.browser()->toPlainText().startsWith(title), qPrintable(file));
        for (const QString &name : imageNames(dialog.browser()->document())) {
            const QVariant image = dialog.browser()->document()->resource(QTextDocument::ImageResource, QUrl(name));
            QVERIFY2(!image.value<QImage>().isNull() || !image.toByteArray().isEmpty(),
                     qPrintable(file + QStringLiteral(": ") + name));
            ++pictures;
        }
        // No picture wider than the browser (the screenshots are 662 to 1920 pixels wide).
        for (const qreal width : imageWidths(dialog.browser()->document()))
            QVERIFY2(width > 0 && width <= dialog.browser()->viewport()->width(),
                     qPrintable(QStringLiteral("%1: %2 wide in %3").arg(file).arg(width).arg(dialog.browser()->viewport()->width())));
    }
    QVERIFY(pictures >= 9);  // every screenshot of docs/manual/manual.cmake is shown somewhere
}

void TestHelp::pagesLinkToEachOther()
{
    ManualDialog dialog;
    dialog.browser()->setSource(QUrl(QStringLiteral("orders.md")));  // a link of the contents, as clicked
    QCOMPARE(dialog.currentPage(), QStringLiteral("orders.md"));
    QVERIFY(dialog.browser()->toPlainText().startsWith(u"Orders and their problems"));
    QCOMPARE(dialog.pageList()->currentItem()->text(), QStringLiteral("Orders and their problems"));
}

void TestHelp::searchFindsTheWordOnItsPage()
{
    ManualDialog dialog;
    // "maildir" is on the mail-in page only.
    QTest::keyClicks(dialog.searchField(), QStringLiteral("Maildir"));
    QCOMPARE(dialog.currentPage(), QStringLiteral("mail-in.md"));
    QCOMPARE(dialog.browser()->textCursor().selectedText().toLower(), QStringLiteral("maildir"));
    QCOMPARE(dialog.pageList()->count(), 1);
    QCOMPARE(dialog.pageList()->item(0)->text(), QStringLiteral("Mail in and out: orders from the players' e-mails, reports back"));
    // A word on several pages lists them all; the page shown stays when it holds the word.
    const QStringList pages = dialog.search(QStringLiteral("Resolve Turn"));
    QVERIFY(pages.contains(u"first-turn.md") && pages.contains(u"replay.md") && pages.contains(u"orders.md"));
    QCOMPARE(dialog.pageList()->count(), pages.size());
    QCOMPARE(dialog.browser()->textCursor().selectedText(), QStringLiteral("Resolve Turn"));
    // Cleared, every page is listed again.
    dialog.searchField()->clear();
    QCOMPARE(dialog.pageList()->count(), 12);
}

void TestHelp::searchForAnAbsentWord()
{
    ManualDialog dialog;
    dialog.openPage(QStringLiteral("replay.md"));
    QVERIFY(dialog.search(QStringLiteral("zeppelin")).isEmpty());
    QCOMPARE(dialog.pageList()->count(), 0);
    QCOMPARE(dialog.currentPage(), QStringLiteral("replay.md"));
    QVERIFY(!dialog.browser()->textCursor().hasSelection());
}

void TestHelp::enterFindsTheNextHitAndKeepsTheManualOpen()
{
    MainWindow w;
    w.show();
    action(w, "manualAction")->trigger();
    auto *dialog = w.findChild<ManualDialog *>();
    QVERIFY(dialog && dialog->isVisible());
    QVERIFY(QTest::qWaitForWindowExposed(dialog));
    QLineEdit *field = dialog->searchField();
    field->setFocus();
    // The contents page names the orders more than once.
    QTest::keyClicks(field, QStringLiteral("orders"));
    const QString page = dialog->currentPage();
    QCOMPARE(page, QStringLiteral("index.md"));
    const int first = dialog->browser()->textCursor().selectionStart();
    QCOMPARE(dialog->browser()->textCursor().selectedText().toLower(), QStringLiteral("orders"));

    // Enter searches on: the next hit on the page, and the manual stays.
    QTest::keyClick(field, Qt::Key_Return);
    QVERIFY(dialog->isVisible());
    QCOMPARE(dialog->currentPage(), page);
    QCOMPARE(dialog->browser()->textCursor().selectedText().toLower(), QStringLiteral("orders"));
    QVERIFY(dialog->browser()->textCursor().selectionStart() > first);
    QTest::keyClick(field, Qt::Key_Enter, Qt::KeypadModifier);
    QVERIFY(dialog->isVisible());
    // Enter on a page of the list opens it, and the manual stays too.
    dialog->pageList()->setFocus();
    dialog->pageList()->setCurrentRow(dialog->pageList()->count() - 1);
    QTest::keyClick(dialog->pageList(), Qt::Key_Return);
    QVERIFY(dialog->isVisible());
    QCOMPARE(dialog->currentPage(), dialog->pageList()->currentItem()->data(Qt::UserRole).toString());
    // Escape still closes it.
    QTest::keyClick(field, Qt::Key_Escape);
    QVERIFY(!dialog->isVisible());
}

// A page added to the English manual without its German twin fails here.
void TestHelp::everyPageHasAGermanTwin()
{
    const QString manual = QStringLiteral(ADJ_MANUAL_DIR);
    const QStringList english = pagesIn(manual);
    QVERIFY(english.contains(u"index.md") && english.size() >= 10);
    QCOMPARE(pagesIn(manual + QStringLiteral("/de")), english);
    for (const QString &page : english) {
        const QString german = firstLine(manual + QStringLiteral("/de/") + page);
        QVERIFY2(german.startsWith(u"# "), qPrintable(page));
        // Translated: the title is not the English one.
        QVERIFY2(german != firstLine(manual + QLatin1Char('/') + page), qPrintable(page));
        // Bundled into the program, for Help > Manual.
        QVERIFY2(QFile::exists(QStringLiteral(":/manual/manual/de/") + page), qPrintable(page));
    }
}

void TestHelp::germanManualUnderTheGermanWindow()
{
    {
        German german;
        QVERIFY(german.loaded);
        MainWindow w;
        QAction *manual = action(w, "manualAction");
        QCOMPARE(manual->text(), QStringLiteral("&Handbuch"));
        manual->trigger();
        auto *dialog = w.findChild<ManualDialog *>();
        QVERIFY(dialog);
        QCOMPARE(dialog->windowTitle(), QStringLiteral("Adjutant-Handbuch"));
        QCOMPARE(dialog->currentPage(), QStringLiteral("index.md"));
        QVERIFY(dialog->browser()->source().path().endsWith(u"/manual/de/index.md"));
        QVERIFY(dialog->browser()->toPlainText().startsWith(u"Adjutant-Handbuch"));
        QCOMPARE(dialog->pageList()->count(), 12);
        QCOMPARE(dialog->pageList()->item(0)->text(), QStringLiteral("Adjutant-Handbuch"));
        QCOMPARE(dialog->pageList()->item(1)->text(), QStringLiteral("Ein erster Zug, Schritt für Schritt"));
        // A link of the contents, as clicked, goes to the German page.
        dialog->browser()->setSource(QUrl(QStringLiteral("replay.md")));
        QCOMPARE(dialog->currentPage(), QStringLiteral("replay.md"));
        QVERIFY(dialog->browser()->source().path().endsWith(u"/manual/de/replay.md"));
        QVERIFY(dialog->browser()->toPlainText().startsWith(u"Die Wiedergabe und der Schlachtinspektor"));
        QCOMPARE(dialog->pageList()->currentItem()->text(), QStringLiteral("Die Wiedergabe und der Schlachtinspektor"));
        // Every title whole in the list: wrapped where it is wider than the list, never cut.
        dialog->show();
        QVERIFY(QTest::qWaitForWindowExposed(dialog));
        QListWidget *list = dialog->pageList();
        for (int i = 0; i < list->count(); ++i) {
            const QString title = list->item(i)->text();
            const QRect room = list->visualItemRect(list->item(i));
            const QRect needed = list->fontMetrics().boundingRect(QRect(0, 0, room.width() - 8, 1000), Qt::TextWordWrap, title);
            QVERIFY2(needed.height() <= room.height(), qPrintable(QStringLiteral("%1 in %2×%3").arg(title).arg(room.width()).arg(room.height())));
        }
    }
    // Without the translation, English again.
    ManualDialog dialog;
    QCOMPARE(dialog.windowTitle(), QStringLiteral("Adjutant Manual"));
    QVERIFY(dialog.browser()->source().path().endsWith(u"/manual/index.md"));
    QCOMPARE(dialog.pageList()->item(1)->text(), QStringLiteral("A first turn, step by step"));
}

void TestHelp::searchFindsGermanWords()
{
    German german;
    QVERIFY(german.loaded);
    ManualDialog dialog;
    // The replay's page names the battle inspector in German.
    QVERIFY(dialog.search(QStringLiteral("schlachtinspektor")).contains(u"replay.md"));
    QCOMPARE(dialog.browser()->textCursor().selectedText().toLower(), QStringLiteral("schlachtinspektor"));
    // The German window's names: Zug auswerten is Resolve Turn.
    QVERIFY(dialog.search(QStringLiteral("Zug auswerten")).contains(u"first-turn.md"));
    QVERIFY(dialog.search(QStringLiteral("Resolve Turn")).isEmpty());
    // What stays as it is: "maildir" is on the mail page.
    QCOMPARE(dialog.search(QStringLiteral("Maildir")), QStringList{QStringLiteral("mail-in.md")});
}

// A page the translation lacks is shown in English, in the list, from a link
// and in the search; the pages it has in German.
void TestHelp::untranslatedPageInEnglish()
{
    QTemporaryDir dir;
    writePage(dir.filePath(QStringLiteral("index.md")), "# Manual\n\n1. [Turns](turns.md)\n2. [Maps](maps.md)\n");
    writePage(dir.filePath(QStringLiteral("turns.md")), "# Turns\n\nResolve the turn.\n");
    writePage(dir.filePath(QStringLiteral("maps.md")), "# Maps\n\nThe map editor.\n");
    writePage(dir.filePath(QStringLiteral("de/index.md")), "# Handbuch\n\n1. [Z\xc3\xbcge](turns.md)\n2. [Karten](maps.md)\n");
    writePage(dir.filePath(QStringLiteral("de/turns.md")), "# Z\xc3\xbcge\n\nDen Zug auswerten.\n");
    German german;
    ManualDialog::setFolder(dir.path());
    ManualDialog dialog;
    QCOMPARE(dialog.browser()->source(), QUrl::fromLocalFile(dir.filePath(QStringLiteral("de/index.md"))));
    const QList<QPair<QString, QString>> pages{{QStringLiteral("index.md"), QStringLiteral("Handbuch")},
                                               {QStringLiteral("turns.md"), QStringLiteral("Züge")},
                                               {QStringLiteral("maps.md"), QStringLiteral("Maps")}};
    QCOMPARE(ManualDialog::pages(), pages);
    // The German contents' link to the page it lacks, as clicked: the English page.
    dialog.browser()->setSource(QUrl(QStringLiteral("maps.md")));
    QCOMPARE(dialog.browser()->source(), QUrl::fromLocalFile(dir.filePath(QStringLiteral("maps.md"))));
    QVERIFY(dialog.browser()->toPlainText().startsWith(u"Maps"));
    QCOMPARE(dialog.pageList()->currentItem()->text(), QStringLiteral("Maps"));
    // From there, a page it has in German is German.
    dialog.browser()->setSource(QUrl(QStringLiteral("turns.md")));
    QCOMPARE(dialog.browser()->source(), QUrl::fromLocalFile(dir.filePath(QStringLiteral("de/turns.md"))));
    // The search reads each page in the language it is shown in.
    QCOMPARE(dialog.search(QStringLiteral("editor")), QStringList{QStringLiteral("maps.md")});
    QCOMPARE(dialog.search(QStringLiteral("auswerten")), QStringList{QStringLiteral("turns.md")});
    QVERIFY(dialog.search(QStringLiteral("Resolve")).isEmpty());
}

// The bundled manual again after a test that read one from disk.
void TestHelp::cleanup()
{
    ManualDialog::setFolder({});
}

void TestHelp::shortcutsAsTheActionsDefineThem()
{
    MainWindow w;
    QAction *shortcuts = action(w, "shortcutsAction");
    QVERIFY(shortcuts);
    shortcuts->trigger();
    auto *dialog = w.findChild<ShortcutsDialog *>();
    QVERIFY(dialog);
    QTreeWidget *tree = dialog->tree();
    QTreeWidgetItem *resolve = row(tree, QStringLiteral("Resolve Turn"));
    QVERIFY(resolve);
    QCOMPARE(resolve->text(1), QStringLiteral("Ctrl+R"));
    QCOMPARE(resolve->parent()->text(0), QStringLiteral("Turn"));
    QTreeWidgetItem *nextBattle = row(tree, QStringLiteral("Next Battle"));
    QVERIFY(nextBattle);
    QCOMPARE(nextBattle->text(1), QStringLiteral("F3"));
    QCOMPARE(row(tree, QStringLiteral("Previous Battle"))->text(1), QStringLiteral("Shift+F3"));
    QCOMPARE(row(tree, QStringLiteral("Step Forward"))->text(1), QStringLiteral("Alt+Right"));
    QCOMPARE(row(tree, QStringLiteral("Find Area or Nation…"))->text(1), QStringLiteral("Ctrl+F"));
    QCOMPARE(row(tree, QStringLiteral("Find Area or Nation…"))->parent()->text(0), QStringLiteral("Edit"));
    // An action with two shortcuts shows both.
    QCOMPARE(row(tree, QStringLiteral("Zoom In"))->text(1).count(u','), 1);
    QCOMPARE(row(tree, QStringLiteral("Manual"))->text(1), QStringLiteral("F1"));
}

// Every action of the window with a shortcut is in the list, with its keys.
void TestHelp::everyShortcutIsListed()
{
    MainWindow w;
    ShortcutsDialog dialog(&w);
    int withShortcut = 0;
    for (const QAction *a : w.findChildren<QAction *>()) {
        if (a->shortcut().isEmpty())
            continue;
        ++withShortcut;
        QString text = a->text();
        text.remove(QLatin1Char('&'));
        QTreeWidgetItem *item = row(dialog.tree(), text);
        QVERIFY2(item, qPrintable(text));
        QVERIFY2(item->text(1).startsWith(a->shortcut().toString(QKeySequence::NativeText)), qPrintable(text));
    }
    QVERIFY(withShortcut >= 15);
}

void TestHelp::aboutNamesTheLicence()
{
    QApplication::setApplicationVersion(QStringLiteral("9.8.7"));
    MainWindow w;
    QString text;
    QTimer::singleShot(0, &w, [&text] {
        auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
        if (box) {
            text = box->text();
            box->accept();
        }
    });
    action(w, "aboutAction")->trigger();
    QVERIFY(text.contains(u"9.8.7"));
    QVERIFY(text.contains(QString::fromLatin1(qVersion())));
    QVERIFY(text.contains(u"GPL-3.0-or-later"));
}

QTEST_MAIN(TestHelp)
#include "tst_help.moc"
