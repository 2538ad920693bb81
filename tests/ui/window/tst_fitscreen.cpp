// The window and its dialogs on a 1280×800 screen (Qt's offscreen platform
// with a screen of that size; run again at twice and one and a half times
// the density, 2560×1600 and 1920×1200 pixels), in English and in German:
// each opens within the screen's room, and each can be made that small (its
// minimum size fits); the print previews, which once opened 1,000 pixels
// tall, too.
#include "sheets/TurnSheetDialogs.h"

#include <QGuiApplication>
#include <QLocale>
#include <QPrintPreviewDialog>
#include <QScreen>
#include <QStandardPaths>
#include <QTest>
#include <QTimer>
#include <QTranslator>

#include "UiTestMain.h"
#include "WindowDialogs.h"

using namespace adj;
using namespace adj::ui;
using namespace adj::test;

namespace {

QString tooBig(const QWidget *w, const QRect &room)
{
    const QString name = QString::fromLatin1(w->metaObject()->className());
    if (w->width() > room.width() || w->height() > room.height())
        return QStringLiteral("%1 opens %2×%3").arg(name).arg(w->width()).arg(w->height());
    const QSize least = w->minimumSizeHint().expandedTo(w->minimumSize());
    if (least.width() > room.width() || least.height() > room.height())
        return QStringLiteral("%1 needs at least %2×%3").arg(name).arg(least.width()).arg(least.height());
    return {};
}

} // namespace

class TestFitScreen : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void english() { check(); }
    void german();

private:
    void check();
};

void TestFitScreen::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCOMPARE(QGuiApplication::primaryScreen()->size(), QSize(1280, 800));
    // The density the run is for (ctest sets it), so a screen file that Qt reads otherwise is noticed.
    if (const QString dpr = qEnvironmentVariable("ADJ_SCREEN_DPR"); !dpr.isEmpty())
        QCOMPARE(QGuiApplication::primaryScreen()->devicePixelRatio(), dpr.toDouble());
}

void TestFitScreen::german()
{
    QLocale::setDefault(QLocale(QLocale::German, QLocale::Germany));
    auto *german = new QTranslator(this);
    QVERIFY(german->load(QStringLiteral(ADJ_GERMAN_QM)));
    QCoreApplication::installTranslator(german);
    check();
}

void TestFitScreen::check()
{
    const QRect room = QGuiApplication::primaryScreen()->availableGeometry();
    MainWindow w;
    QVERIFY(openResolvedGame(w));
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QStringList found;
    if (const QString f = tooBig(&w, room); !f.isEmpty())
        found << f;
    forEachDialog(w, [&](QDialog *dialog) {
        dialog->show();
        if (const QString f = tooBig(dialog, room); !f.isEmpty())
            found << f;
    });
    // The print preview runs its own loop: looked at from within it.
    QTimer::singleShot(0, this, [&] {
        QTRY_VERIFY(qobject_cast<QPrintPreviewDialog *>(QApplication::activeModalWidget()));
        QWidget *preview = QApplication::activeModalWidget();
        if (const QString f = tooBig(preview, room); !f.isEmpty())
            found << f;
        preview->close();
    });
    printTurnSheets(w.document()->game(), &w);
    QVERIFY2(found.isEmpty(), qPrintable(found.join(u'\n')));
}

int main(int argc, char **argv)
{
    return adj::test::runUiTest<TestFitScreen>(argc, argv, "tst_fitscreen", adj::test::Keyring::None);
}
#include "tst_fitscreen.moc"
