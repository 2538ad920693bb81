// The window and its dialogs on a 1280×800 screen (Qt's offscreen platform
// with a screen of that size; run again at twice and one and a half times
// the density, 2560×1600 and 1920×1200 pixels), in English and in German:
// each opens within the screen's room, and each can be made that small (its
// minimum size fits); the print previews, which once opened 1,000 pixels
// tall, too. The Turn Inbox at its width on a first start, with the sample
// game's mail: every column in view, whole but for the sender's name (cut
// at a name's length, the address in its tooltip) and the subject (what is
// left, no less than a few letters), and a button in view for each of its
// actions, none behind an overflow button.
#include "document/GameDocument.h"
#include "document/Selection.h"
#include "mail/InboxModel.h"
#include "mail/TurnInboxDock.h"
#include "orders/OrdersPanel.h"
#include "sheets/TurnSheetDialogs.h"

#include <QAction>
#include <QComboBox>
#include <QStyleOptionComboBox>
#include <QDockWidget>
#include <QFileDialog>
#include <QGuiApplication>
#include <QHeaderView>
#include <QScrollArea>
#include <QScrollBar>
#include <QStatusBar>
#include <QLabel>
#include <QLineEdit>
#include <QStyleOptionFrame>
#include <QListView>
#include <QToolButton>
#include <QTreeView>
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

// The cells of column c of each message and missing nation (shown or not).
QModelIndexList cellsOf(const QAbstractItemModel *model, int c)
{
    QModelIndexList cells;
    for (int g = 0; g < model->rowCount(); ++g)
        for (int r = 0; r < model->rowCount(model->index(g, 0)); ++r)
            cells << model->index(r, c, model->index(g, 0));
    return cells;
}

// The fields of a dialog, as it opens, whose hint text is cut.
QStringList cutPlaceholders(const QDialog *dialog)
{
    QStringList cut;
    for (const QLineEdit *field : dialog->findChildren<QLineEdit *>()) {
        if (!field->isVisible() || field->placeholderText().isEmpty())
            continue;
        QStyleOptionFrame option;
        option.initFrom(field);
        const QRect text = field->style()->subElementRect(QStyle::SE_LineEditContents, &option, field);
        if (text.width() < field->fontMetrics().horizontalAdvance(field->placeholderText()) + 4)
            cut << QStringLiteral("%1: \"%2\" in %3 px").arg(QString::fromLatin1(dialog->metaObject()->className()),
                                                           field->placeholderText()).arg(text.width());
    }
    return cut;
}

} // namespace

class TestFitScreen : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void english() { check(); }
    void inboxEnglish() { checkInbox(); }
    void panelsEnglish() { checkPanels(); }
    void filtersEnglish() { checkFilters(); }
    void fileDialogEnglish() { checkFileDialog(); }
    void german();  // from here on in German
    void inboxGerman();
    void panelsGerman();
    void filtersGerman();
    void fileDialogGerman();

private:
    void check();
    void checkInbox();
    void checkPanels();
    void checkFilters();
    void checkFileDialog();
    void loadGerman();
};

void TestFitScreen::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCOMPARE(QGuiApplication::primaryScreen()->size(), QSize(1280, 800));
    // The density the run is for (ctest sets it), so a screen file that Qt reads otherwise is noticed.
    if (const QString dpr = qEnvironmentVariable("ADJ_SCREEN_DPR"); !dpr.isEmpty())
        QCOMPARE(QGuiApplication::primaryScreen()->devicePixelRatio(), dpr.toDouble());
}

void TestFitScreen::loadGerman()
{
    if (QLocale().language() == QLocale::German)
        return;
    QLocale::setDefault(QLocale(QLocale::German, QLocale::Germany));
    auto *german = new QTranslator(this);
    QVERIFY(german->load(QStringLiteral(ADJ_GERMAN_QM)));
    QCoreApplication::installTranslator(german);
}

void TestFitScreen::german()
{
    loadGerman();
    check();
}

void TestFitScreen::inboxGerman()
{
    loadGerman();
    checkInbox();
}

void TestFitScreen::panelsGerman()
{
    loadGerman();
    checkPanels();
}

// The Area panel and the legend, in scroll areas of their docks at the
// window's first-start size: as wide as their docks, scrolled only up and
// down, with an area selected whose owner's and neighbours' names are long;
// and the status bar's every part whole.
void TestFitScreen::checkPanels()
{
    MainWindow w;
    QVERIFY(w.openFile(SamplePath));
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    w.document()->selection()->selectArea(QStringLiteral("DUB"));  // the Vikings of Dublin's
    QCoreApplication::processEvents();
    for (const char *dock : {"areaDock", "legendDock"}) {
        auto *scroll = w.findChild<QDockWidget *>(QLatin1String(dock))->findChild<QScrollArea *>();
        QVERIFY(scroll && scroll->isVisible());
        QVERIFY2(!scroll->horizontalScrollBar()->isVisible(),
                 qPrintable(QStringLiteral("%1: %2 wide in %3").arg(QLatin1String(dock))
                                .arg(scroll->widget()->minimumSizeHint().width()).arg(scroll->viewport()->width())));
    }
    // The status bar's parts whole: the message that the game was opened in
    // the room the map's counts leave it, and once it is gone the counts.
    const QString message = w.statusBar()->currentMessage();
    QVERIFY(!message.isEmpty());
    const auto *turn = w.statusBar()->findChild<QLabel *>(QStringLiteral("turnStatus"));
    const auto *counts = w.statusBar()->findChild<QLabel *>(QStringLiteral("mapCounts"));
    QVERIFY(turn && counts && !turn->text().isEmpty() && !counts->text().isEmpty());
    QVERIFY2(w.statusBar()->fontMetrics().horizontalAdvance(message) < turn->x(), qPrintable(message));
    w.statusBar()->clearMessage();
    QCoreApplication::processEvents();
    for (const QLabel *part : {turn, counts})
        QVERIFY2(part->isVisible() && part->width() >= part->sizeHint().width(),
                 qPrintable(QStringLiteral("%1 in %2 px").arg(part->text()).arg(part->isVisible() ? part->width() : 0)));
}

void TestFitScreen::filtersGerman()
{
    loadGerman();
    checkFilters();
}

// The Show boxes of the Replay and the Charts at the window's first-start
// size, with the sample game's turn resolved: each choice whole in its box
// (a nation's name was cut to "Viki… of Dublin").
void TestFitScreen::checkFilters()
{
    MainWindow w;
    QVERIFY(w.openFile(SamplePath));
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    w.ordersPanel()->editor()->setPlainText(readText(SampleOrders));
    // Before the sample's deadline, with nations missing: asked first.
    const auto asked = answerNextMessageBox(OrdersPanel::tr("Resolve Anyway").remove(u'&'));
    w.ordersPanel()->resolveAction()->trigger();
    QVERIFY(asked->asked);
    QVERIFY(waitForResolve(w.ordersPanel()));
    w.findChild<QDockWidget *>(QStringLiteral("chartsDock"))->raise();
    QCoreApplication::processEvents();
    // The replay lists a dozen steps at least beside the step's details (it listed five).
    auto *steps = w.findChild<QListView *>(QStringLiteral("stepsView"));
    QVERIFY(steps && steps->isVisible() && steps->model()->rowCount() > 12);
    const int row = steps->sizeHintForRow(0);
    QVERIFY2(steps->viewport()->height() >= 12 * row,
             qPrintable(QStringLiteral("%1 rows").arg(steps->viewport()->height() / std::max(row, 1))));
    for (const char *name : {"stepsFilter", "chartMeasure"}) {
        auto *box = w.findChild<QComboBox *>(QLatin1String(name));
        QVERIFY2(box && box->isVisible() && box->count() > 3, name);
        for (int i = 0; i < box->count(); ++i) {
            QStyleOptionComboBox option;
            option.initFrom(box);
            option.editable = false;
            option.currentText = box->itemText(i);
            option.currentIcon = box->itemIcon(i);
            option.iconSize = box->iconSize();
            const QRect field = box->style()->subControlRect(QStyle::CC_ComboBox, &option, QStyle::SC_ComboBoxEditField, box);
            const int icon = box->itemIcon(i).isNull() ? 0 : box->iconSize().width() + 4;
            QVERIFY2(field.width() >= icon + box->fontMetrics().horizontalAdvance(box->itemText(i)),
                     qPrintable(QStringLiteral("%1: %2 in %3 px").arg(QLatin1String(name), box->itemText(i)).arg(field.width())));
        }
    }
}

void TestFitScreen::fileDialogGerman()
{
    loadGerman();
    checkFileDialog();
}

// Qt's own file dialog (the desktop has none here), as File › Open shows
// it, on the mail corpus' folder: within the screen, and its columns of
// sizes, kinds and dates whole ("Ver…nis", "47,…KiB" were cut).
void TestFitScreen::checkFileDialog()
{
    MainWindow w;
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QStringList cut;
    bool looked = false;
    QTimer::singleShot(0, this, [&] {
        QTRY_VERIFY(qobject_cast<QFileDialog *>(QApplication::activeModalWidget()));
        auto *dialog = qobject_cast<QFileDialog *>(QApplication::activeModalWidget());
        dialog->setViewMode(QFileDialog::Detail);
        dialog->setDirectory(QStringLiteral(ADJ_DATA_DIR "/mail"));
        const QRect room = QGuiApplication::primaryScreen()->availableGeometry();
        if (dialog->width() > room.width() || dialog->height() > room.height())
            cut << QStringLiteral("the dialog is %1×%2").arg(dialog->width()).arg(dialog->height());
        auto *details = dialog->findChild<QTreeView *>(QStringLiteral("treeView"));
        QTRY_VERIFY(details && details->model()->rowCount(details->rootIndex()) > 0);
        QTest::qWait(200);  // the kinds and sizes filled in
        for (int c = 1; c < details->header()->count(); ++c)
            for (int r = 0; r < details->model()->rowCount(details->rootIndex()); ++r) {
                const QModelIndex cell = details->model()->index(r, c, details->rootIndex());
                const QString text = cell.data().toString();
                if (!details->header()->isSectionHidden(c) && details->visualRect(cell).width() <= details->fontMetrics().horizontalAdvance(text) + 4)
                    cut << QStringLiteral("%1 in %2 px").arg(text).arg(details->visualRect(cell).width());
            }
        looked = true;
        dialog->reject();
    });
    w.findChild<QAction *>(QStringLiteral("openAction"))->trigger();
    QVERIFY(looked);
    QVERIFY2(cut.isEmpty(), qPrintable(cut.join(u'\n')));
}

void TestFitScreen::checkInbox()
{
    const QRect room = QGuiApplication::primaryScreen()->availableGeometry();
    MainWindow w;
    QVERIFY(w.openFile(SamplePath));
    TurnInboxDock *dock = w.turnInboxDock();
    QVERIFY(dock->addPaths(mailCorpus()) > 0);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QVERIFY(room.contains(w.frameGeometry()) || room.contains(w.geometry()));
    w.findChild<QDockWidget *>(QStringLiteral("turnInboxDock"))->raise();
    QTRY_VERIFY(dock->isVisible());
    QTreeView *view = dock->view();
    QCoreApplication::processEvents();
    QVERIFY(!view->horizontalScrollBar()->isVisible());
    const QHeaderView *header = view->header();
    const int inView = view->viewport()->width();
    for (int c = 0; c < InboxModel::Columns; ++c) {
        const QString name = dock->model()->headerData(c, Qt::Horizontal).toString();
        const int left = header->sectionViewportPosition(c), width = header->sectionSize(c);
        QVERIFY2(left >= 0 && left + width <= inView,
                 qPrintable(QStringLiteral("%1 at %2 + %3 of %4").arg(name).arg(left).arg(width).arg(inView)));
        if (c == InboxModel::SubjectColumn)
            QVERIFY2(width >= view->fontMetrics().horizontalAdvance(QStringLiteral("Mmmm")), qPrintable(name));
        else if (c != InboxModel::FromColumn) {
            QVERIFY2(width > header->fontMetrics().horizontalAdvance(name), qPrintable(name));
            for (const QModelIndex &cell : cellsOf(dock->model(), c))
                QVERIFY2(!view->isExpanded(cell.parent().siblingAtColumn(0)) || view->visualRect(cell).width() > view->fontMetrics().horizontalAdvance(cell.data().toString()),
                         qPrintable(QStringLiteral("%1 cut: %2").arg(name, cell.data().toString())));
        }
    }
    // Each action a button in the dock's view; a message's own actions with it.
    const auto buttonInView = [dock](QAction *action) {
        for (QToolButton *b : dock->findChildren<QToolButton *>())
            if (b->defaultAction() == action)
                return b->isVisible() && dock->rect().contains(QRect(b->mapTo(dock, QPoint()), b->size()));
        return false;
    };
    for (QAction *a : {dock->importAction(), dock->useOrdersAction(), dock->sendConfirmationsAction(),
                       dock->sendRemindersAction()})
        QVERIFY2(buttonInView(a), qPrintable(a->text()));
    QVERIFY(!buttonInView(dock->assignAction()));  // nothing selected: nothing to assign
    view->setCurrentIndex(dock->model()->group(InboxModel::Unmatched)->child(0)->index());
    QVERIFY(buttonInView(dock->assignAction()));
    // No button is an unnamed overflow button.
    for (QToolButton *b : w.findChildren<QToolButton *>())
        if (b->isVisible() && dock->isAncestorOf(b))
            QVERIFY2(!b->text().isEmpty() || !b->accessibleName().isEmpty(), qPrintable(b->objectName()));
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
        found << cutPlaceholders(dialog);
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
